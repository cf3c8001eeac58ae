// shared/scrollable.js: the one definition of "does this box scroll?", as
// the browser has it (CSS Overflow 3: `hidden` makes a scroll container that
// only code scrolls; `auto`, `scroll` and `overlay` the user scrolls too;
// `visible` and `clip` make none).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { overflows, scrollContainer, scrollExtent, scrollsNatively } from '../../web/src/dom/shared/scrollable.js';

const style = (x, y = x) => ({ overflowX: x, overflowY: y });

test('the user scrolls auto, scroll and overlay; code scrolls hidden too; visible and clip scroll for no one', () => {
  for (const v of ['auto', 'scroll', 'overlay']) {
    assert.equal(overflows(style(v), 'y'), true, v);
    assert.equal(scrollContainer(style(v), 'y'), true, v);
  }
  assert.equal(overflows(style('hidden'), 'y'), false, 'hidden: the user cannot scroll it');
  assert.equal(scrollContainer(style('hidden'), 'y'), true, 'hidden: page code can');
  for (const v of ['visible', 'clip']) {
    assert.equal(overflows(style(v), 'x'), false, v);
    assert.equal(scrollContainer(style(v), 'x'), false, v);
  }
  assert.equal(overflows(style('hidden', 'auto'), 'x'), false);
  assert.equal(overflows(style('hidden', 'auto'), 'y'), true);
});

test('scrollsNatively: the user may scroll it and there is more than half a pixel to scroll', () => {
  const box = (scrollHeight) => ({ scrollHeight, clientHeight: 100, scrollWidth: 100, clientWidth: 100 });
  assert.equal(scrollExtent(box(350), 'y'), 250);
  assert.equal(scrollsNatively(box(350), style('auto'), 'y'), true);
  assert.equal(scrollsNatively(box(100.5), style('auto'), 'y'), false, 'half a pixel is rounding, not room');
  assert.equal(scrollsNatively(box(350), style('auto'), 'x'), false, 'nothing to scroll across');
  assert.equal(scrollsNatively(box(350), style('hidden'), 'y'), false);
});
