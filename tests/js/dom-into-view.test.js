// Scroller.scrollIntoView's alignment without a browser: the position that
// aligns a target in the view as CSSOM View's scrollIntoView does (the
// browser test in scroller-defects compares it with the browser's own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alignInView, readIntoView } from '../../web/src/dom/scroll/into-view.js';

// A 300 px view at 100..400 on screen; the position now is 1000.
const view = { start: 100, end: 400 };
const at = (start, size) => ({ start, end: start + size });

test('into view: start, center and end put that edge of the target on that edge of the view', () => {
  const t = at(700, 50);   // 600 px past the view's start
  assert.equal(alignInView(t, view, 1000, 'start'), 1600);
  assert.equal(alignInView(t, view, 1000, 'end'), 1000 + (750 - 400));
  assert.equal(alignInView(t, view, 1000, 'center'), 1000 + (725 - 250));
  // Above the view: a smaller position.
  assert.equal(alignInView(at(-200, 50), view, 1000, 'start'), 700);
});

test('into view: on a reversed axis (RTL, vertical-rl) start is the right / bottom edge', () => {
  const t = at(-500, 50);  // off to the left, where a reversed axis continues
  assert.equal(alignInView(t, view, -100, 'start', true), -100 + (-450 - 400));
  assert.equal(alignInView(t, view, -100, 'end', true), -100 + (-500 - 100));
  assert.equal(alignInView(t, view, -100, 'center', true), alignInView(t, view, -100, 'center', false));
});

test('into view: nearest moves as little as it can, and not at all when inside or covering the view', () => {
  assert.equal(alignInView(at(150, 50), view, 1000, 'nearest'), 1000);            // inside
  assert.equal(alignInView(at(0, 600), view, 1000, 'nearest'), 1000);             // covers the view
  assert.equal(alignInView(at(380, 50), view, 1000, 'nearest'), 1000 + 30);       // sticks out below: its end to the end
  assert.equal(alignInView(at(80, 50), view, 1000, 'nearest'), 1000 - 20);        // sticks out above: its start to the start
  // Larger than the view and sticking out on one side: the other edge is aligned.
  assert.equal(alignInView(at(200, 500), view, 1000, 'nearest'), 1000 + 100);     // start to the start
  assert.equal(alignInView(at(-300, 500), view, 1000, 'nearest'), 1000 - 200);    // end to the end
});

test('into view: bad options throw, naming the option', () => {
  const element = { nodeType: 1, contains: (n) => n === child };
  const child = { nodeType: 1 };
  assert.deepEqual(readIntoView('Scroller.scrollIntoView', element, child), { block: 'start', inline: 'nearest', animate: true });
  assert.throws(() => readIntoView('Scroller.scrollIntoView', element, child, { block: 'top' }), /option `block` must be one of 'start', 'center', 'end', 'nearest', got "top"/);
  assert.throws(() => readIntoView('Scroller.scrollIntoView', element, child, { behavior: 'smooth' }), /unknown option `behavior`/);
  assert.throws(() => readIntoView('Scroller.scrollIntoView', element, { nodeType: 1 }), /`target` must be an element inside/);
  assert.throws(() => readIntoView('Scroller.scrollIntoView', element, element), /`target` must be an element inside/);
  assert.throws(() => readIntoView('Scroller.scrollIntoView', element, null), TypeError);
});
