// `overflow: clip` (issue 21, item 15), in Chromium. Decided: a Scroller on
// an axis the element clips throws a TypeError from the constructor naming
// the element and `overflow-y: clip` and saying why (such a box is no
// scroll container: even `scrollTop =` does nothing, so a position could
// only be shown by a translate left at rest, against "at rest the position
// is the native offset"), and suggests overflow: hidden. The element is
// left free: with overflow: hidden the next `new Scroller(el)` scrolls it.
// The truth that it cannot scroll is the browser's: scrollTop stays 0.
// (With the other axis hidden, auto or scroll, CSS computes clip to hidden:
// that element scrolls, and the Scroller takes it.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { newPage, waitFor } from './browser.js';
import { servedChromium } from './served.js';

const served = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

const CASES = [
  ['overflow: clip, axis y', 'overflow:clip', {}, 'overflow-y'],
  ['overflow-y: clip, axis y', 'overflow-x:visible;overflow-y:clip', {}, 'overflow-y'],
  ['overflow-x: clip, axis x', 'overflow-x:clip;overflow-y:visible', { axis: 'x' }, 'overflow-x'],
  ['overflow: clip, axis both', 'overflow:clip', { axis: 'both' }, 'overflow-x and overflow-y'],
];

test('overflow: clip: the constructor throws a TypeError saying why; the element stays free (Chromium)', async () => {
  const opened = await newPage(served.browser);
  const { page, problems } = opened;
  try {
    await page.goto(`${served.server.url}tests/browser/fixtures/defects/`);
    await waitFor(page.locator('body:not([data-state="loading"])'), problems, { state: 'attached' });
    const results = await page.evaluate((cases) => cases.map(([, style, options]) => {
      const el = window.build(`<div class="scroller" style="width:300px;height:300px;${style}"><div style="width:900px;height:900px"></div></div>`).firstChild;
      el.scrollTop = 100;
      el.scrollLeft = 100;
      const native = [el.scrollLeft, el.scrollTop];   // the browser's own: it cannot scroll
      let error = null;
      try {
        new window.dom.Scroller(el, options).destroy();
      } catch (e) {
        error = `${e.constructor.name}: ${e.message}`;
      }
      el.style.overflow = 'hidden';
      const s = new window.dom.Scroller(el, options);
      const target = (options.axis ?? 'y') === 'both' ? { x: 100, y: 100 } : 100;
      s.scrollTo(target, { animate: false });
      const after = { position: s.position, native: [el.scrollLeft, el.scrollTop] };
      s.destroy();
      return { native, error, after };
    }), CASES);
    results.forEach(({ native, error, after }, i) => {
      const [name, , options, property] = CASES[i];
      assert.deepEqual(native, [0, 0], `${name}: the browser cannot scroll it either`);
      assert.ok(error?.startsWith('TypeError: kinema: Scroller: `element` (div.scroller) has'), `${name}: ${error}`);
      assert.ok(error.includes(`has ${property}: clip, which cannot scroll, not even by script; use overflow: hidden`), `${name}: ${error}`);
      const axis = options.axis ?? 'y';
      assert.deepEqual(after.position, axis === 'both' ? { x: 100, y: 100 } : 100, `${name}: free for a new Scroller`);
      assert.deepEqual(after.native, [axis === 'y' ? 0 : 100, axis === 'x' ? 0 : 100]);
    });
    assert.deepEqual(problems, []);
  } finally {
    await opened.close();
  }
});
