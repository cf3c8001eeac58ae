// Issue 21 item 5: destroy() called from inside one of the Scroller's own
// listeners ('scroll', 'select', 'snap', 'settle') stops everything at once:
// after it, neither native offset changes, no translate is left on the
// content, no event fires, and the element takes a new Scroller.
// Chromium; the page's real frames; a 2-axis grid so that one axis can
// still move when the other's event fires.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openReady } from './open.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));
const PAGE = 'tests/browser/fixtures/external/';

const open = () => openReady(chromium.browser, `${chromium.server.url}${PAGE}`);

/**
 * A 2,000 x 4,000 px grid in a 300 px box with snapping every 100 px on
 * both axes, a motion started by `start` (code run with `s`), and destroy()
 * in the first `type` event whose detail passes `when` (code with `d`).
 * Returns the offsets at the destroy and 20 frames later, the events after
 * it, the translates left, and whether a new Scroller took the element.
 */
function destroyIn(page, { type, when = 'true', start }) {
  return page.evaluate(async ({ type, when, start }) => {
    window.build(`<div id="grid" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow:auto"><div style="width:2000px;height:4000px;background:linear-gradient(45deg,#abc,#cba)"></div></div>`);
    const el = document.getElementById('grid');
    const s = new window.dom.Scroller(el, { axis: 'both', snap: { interval: 100 } });
    const test = new Function('d', `return (${when});`);
    const after = [];
    let at = null;
    for (const t of ['scroll', 'select', 'snap', 'settle', 'overscroll']) {
      s.on(t, (d) => {
        if (at) { after.push(t); return; }
        if (t !== type || !test(d)) return;
        const moving = s.animating;
        s.destroy();
        at = { left: el.scrollLeft, top: el.scrollTop, moving, animating: s.animating };
      });
    }
    const moved = new Function('s', `return ${start};`)(s);
    const result = await Promise.race([moved, new Promise((resolve) => setTimeout(() => resolve('pending'), 5000))]);
    await window.frames(20);
    let again = null;
    try {
      again = new window.dom.Scroller(el, { axis: 'both' }).position;
    } catch (error) {
      again = String(error);
    }
    return {
      destroyed: at !== null, at, later: { left: el.scrollLeft, top: el.scrollTop }, after, result,
      translate: el.firstElementChild.style.translate, again,
    };
  }, { type, when, start });
}

function assertStopped(out, label) {
  assert.equal(out.destroyed, true, `${label}: the listener ran`);
  assert.deepEqual(out.later, { left: out.at.left, top: out.at.top }, `${label}: nothing moved after destroy() (${JSON.stringify(out)})`);
  assert.equal(out.at.animating, false, `${label}: not animating once destroyed`);
  assert.deepEqual(out.after, [], `${label}: no event after destroy()`);
  assert.equal(out.translate, '', `${label}: no translate left`);
  assert.deepEqual(out.again, { x: out.at.left, y: out.at.top }, `${label}: a new Scroller takes the element where it is`);
}

const cases = [
  ['scroll', 'd.y > 300', 's.scrollTo({ x: 500, y: 2000 })'],
  ['select', "d.axis === 'x'", 's.scrollTo({ x: 500, y: 2000 })'],
  ['select', "d.axis === 'y'", 's.scrollTo({ x: 500, y: 2000 })'],
  ['snap', "d.axis === 'x'", 's.scrollTo({ x: 100, y: 3000 })'],   // x arrives first; y still moves
  ['settle', 'true', 's.scrollTo({ x: 500, y: 2000 })'],
];

test(`item 5: destroy() in a 'scroll', 'select', 'snap' or 'settle' listener during scrollTo({x, y}), or in 'scroll' during a fling: nothing moves after it, no event, no translate`, async () => {
  const opened = await open();
  try {
    for (const [type, when, start] of cases) {
      const label = `'${type}' (${when}) during ${start.slice(2)}`;
      const out = await destroyIn(opened.page, { type, when, start });
      assertStopped(out, label);
      if (type !== 'settle') {
        assert.equal(out.at.moving, true, `${label}: it was moving when the listener destroyed it`);
        assert.deepEqual(out.result, { completed: false }, `${label}: the stopped motion resolves completed: false`);
      }
    }
    // And in a 'scroll' listener during a fling (a drag's release).
    const { page, input } = opened;
    await page.evaluate(() => {
      const el = window.list(200);
      const s = new window.dom.Scroller(el, { axis: 'y' });
      window.out = { at: null, after: [] };
      for (const t of ['scroll', 'settle', 'snap']) {
        s.on(t, (d) => {
          if (window.out.at) { window.out.after.push(t); return; }
          if (t === 'scroll' && s.animating && d.y > 400) {
            s.destroy();
            window.out.at = el.scrollTop;
          }
        });
      }
    });
    await input.drag({ x: 190, y: 280 }, { y: -240 }, { steps: 6, interval: 16, hold: 2 });
    await page.waitForFunction(() => window.out.at !== null);
    await page.evaluate(() => window.frames(20));
    const out = await page.evaluate(() => ({
      ...window.out, later: document.getElementById('list').scrollTop,
      translates: [...document.getElementById('list').children].filter((c) => c.style.translate !== '').length,
    }));
    assert.equal(out.later, out.at, 'fling: nothing moved after destroy()');
    assert.deepEqual(out.after, [], 'fling: no event after destroy()');
    assert.equal(out.translates, 0, 'fling: no translate left');
    assert.deepEqual(opened.problems, []);
  } finally {
    await opened.close();
  }
});
