// Issue 22, item 5, in Chromium at 390×844 with CDP timestamped touch: a
// list Scroller 100 px down a tall page, flung so that its fling reaches the
// list's end at speed after the release. The page carries on with the
// momentum (at least 150 px), starting when the list reaches its end; the
// list rests on its end (no bounce: the momentum went on). With
// `overscrollBehavior: 'contain'` the page does not move. With the page a
// kinema Scroller, that Scroller takes it (Scroller -> Scroller); in a
// native overflow box, the box does (Scroller -> native parent).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { newPage } from './browser.js';
import { chromiumInput, pollFor } from './input.js';
import { PHONE } from './feel-probe.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const served = servedChromium(ROOT);

async function flingNear(page, input, problems, options, outer = false) {
  await page.evaluate(([o, out]) => {
    window.scrollTo(0, 0);
    window.buildNested(o, out);
    window.scroller.scrollTo(1400, { animate: false });   // 2,400 px of rows in 400: the end is 2,000
    window.startRecording();
  }, [options, outer]);
  await pollFor(page, () => window.frameCount() > 3);
  // 160 px up at 2,000 px/s on the list: released at 1,560, 440 px from its end (the fling goes farther)
  await input.drag({ x: 200, y: 420 }, { y: -160 }, { pointer: 'touch', steps: 5, interval: 16, hold: 0 });
  await pollFor(page, () => window.released() && !window.scroller.animating && !window.scroller.dragging, { problems });
  await pollFor(page, () => {
    const f = window.framesAfterRelease();
    const moved = f.findLast((g, i) => i > 0 && g.page !== f[i - 1].page);
    return f.length > 10 && f.at(-1).t - (moved ? moved.t : 0) > 300;
  }, { problems, message: 'the page at rest' });
  await pollFor(page, () => !window.outer?.animating, { problems });
  return page.evaluate(() => {
    const box = document.getElementById('tall');
    const outerOffset = box.style.position === 'fixed' ? box.scrollTop : window.scrollY;
    return { frames: window.framesAfterRelease(), list: window.scroller.position, page: outerOffset, max: window.scroller.bounds.max, outer: window.outer?.position };
  });
}

test('momentum hand-off: a list fling that reaches the end at speed carries on in the page; contain stops it', async () => {
  const opened = await newPage(served.browser, { viewport: PHONE, hasTouch: true });
  const { page, problems } = opened;
  try {
    await page.goto(`${served.server.url}tests/browser/fixtures/feel/`);
    await pollFor(page, () => window.loadError ?? (document.body.dataset.state === 'ready'), { problems });
    const input = await chromiumInput(page);

    const r = await flingNear(page, input, problems, {});
    const pageStart = r.frames.find((f) => f.page > 0);
    const listEnd = r.frames.find((f) => f.y >= r.max - 0.5);
    console.log(`# hand-off: list at ${r.list} (end ${r.max}) from ${listEnd?.t.toFixed(0)} ms; page moved ${r.page} px, from ${pageStart?.t.toFixed(0)} ms`);
    assert.equal(r.list, r.max, 'the list rests on its end');
    assert.ok(Math.max(...r.frames.map((f) => f.y)) <= r.max + 0.5, 'no bounce past the end');
    assert.ok(r.page >= 150, `the page carried on: ${r.page} px`);
    assert.ok(pageStart && listEnd && pageStart.t >= listEnd.t - 17, 'the page starts when the list reaches its end');

    const c = await flingNear(page, input, problems, { overscrollBehavior: 'contain' });
    assert.equal(c.page, 0, 'contain: the page stays');

    // The page a kinema Scroller: it takes the momentum through its own position (Scroller -> Scroller).
    const s = await flingNear(page, input, problems, {}, true);
    console.log(`# hand-off to a page Scroller: list at ${s.list}; the page Scroller at ${s.outer} (scrollY ${s.page})`);
    assert.equal(s.list, s.max);
    assert.ok(s.outer >= 150 && Math.abs(s.page - s.outer) <= 1, `the outer Scroller carried on: ${s.outer} px`);

    // A native overflow parent (Scroller -> native parent).
    const n = await flingNear(page, input, problems, {}, 'native');
    console.log(`# hand-off to a native parent: list at ${n.list}; the parent's scrollTop ${n.page}`);
    assert.equal(n.list, n.max);
    assert.ok(n.page >= 150, `the native parent carried on: ${n.page} px`);
    assert.deepEqual(problems, []);
  } finally {
    await opened.close();
  }
});
