// `wheel: 'smooth'` in Chromium, with CDP wheel events at explicit
// timestamps (tests/browser/input.js):
// - issue 22, item 3: a notch moves on the first frame after the event (the
//   motion starts at the event's time, not at the next frame, where in
//   Chromium the wheel event is dispatched at the start of a frame and a
//   motion starting at the handler's now() shows nothing in that frame).
//   Judged on the page's frame clock: the first animation frame that runs
//   after the event shows the content moved by at least 1 px, and by what
//   the spring gives at that frame's time since the event's.
// - issue 21, item 8: pixel deltas arriving while a notch animates add to
//   it: a 100 px notch and five 10 px pixel deltas move 150 px (not 56).
//   A manual clock holds the notch animation still while they arrive, so
//   the outcome does not depend on how fast the events are delivered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openReady, withPage } from './open.js';
import { pollFor } from './input.js';

const served = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

const openDefects = () => openReady(served.browser, `${served.server.url}tests/browser/fixtures/defects/`);

const LIST = '<div id="list" class="scroller" style="position:absolute;left:0;top:0;width:300px;height:300px;overflow-y:auto">';

test('smooth wheel: the first frame after a notch shows it moving (>= 1 px, the spring at that frame since the event), Chromium', async () => {
  await withPage(await openDefects(), async ({ page, problems, input }) => {
    await page.evaluate((list) => {
      const el = window.build(list + window.rows(60) + '</div>').firstChild;
      window.s = new window.dom.Scroller(el, { wheel: 'smooth', use: [window.dom.SmoothWheel] });
      // Added after the Scroller's: runs after its handler; the frame callback
      // asked for here runs after the Scroller's frame (asked for first).
      el.addEventListener('wheel', (event) => {
        if (window.first) return;
        const eventTime = event.timeStamp, handled = performance.now();
        requestAnimationFrame((frameTime) => {
          window.first = { eventTime, handled, frameTime, position: window.s.position, scrollTop: el.scrollTop };
        });
      });
    }, LIST);
    // A notch as the OS stamps it: 20 ms before it is delivered (a real
    // wheel's event is always older than the frame that handles it).
    input.begin();
    input.wait(-20);
    await input.wheel(150, 150, { deltaY: 100, after: 0 });
    const first = await pollFor(page, () => window.first, { problems, message: 'the first frame after the notch' });
    const age = (first.frameTime - first.eventTime) / 1000;
    assert.ok(age > 0, `the frame (${first.frameTime} ms) comes after the event (${first.eventTime} ms)`);
    assert.ok(first.position >= 1, `moved ${first.position} px in the first frame (${(age * 1000).toFixed(1)} ms after the event)`);
    assert.ok(Math.abs(first.scrollTop - first.position) < 1, `shown by the native offset (${first.scrollTop})`);
    // The spring (stiffness 170, critically damped) from rest: 100 (1 - (1 + w t) e^(-w t)),
    // started at the event's time, at most 1 s (MAX_EVENT_AGE) before the Scroller handled
    // it (no later than this listener): t is at most the frame's time since the event's, and
    // at least its time since max(event, handled - 1000).
    const spring = (ms) => { const w = Math.sqrt(170), t = ms / 1000; return 100 * (1 - (1 + w * t) * Math.exp(-w * t)); };
    // Chromium coarsens every page clock (timeStamp, performance.now, the
    // frame's time) to 100 us with jitter where the page is not
    // cross-origin isolated: each bound allows 0.2 ms of it either way.
    const COARSE = 0.2;
    const lo = spring(first.frameTime - Math.max(first.eventTime, first.handled - 1000) - COARSE);
    const hi = spring(first.frameTime - first.eventTime + COARSE);
    assert.ok(first.position >= lo - 1e-6 && first.position <= hi + 1e-6, `${first.position} px: the spring gives ${lo} to ${hi} px`);
    await pollFor(page, () => !window.s.animating && window.s.position === 100, { problems, message: 'at rest at 100' });
  });
});

test('smooth wheel: a 100 px notch and 50 px of pixel deltas during it move 150 px (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page, input }) => {
    await page.evaluate((list) => {
      const el = window.build(list + window.rows(60) + '</div>').firstChild;
      window.clock = window.manualClock();
      window.s = new window.dom.Scroller(el, { wheel: 'smooth', use: [window.dom.SmoothWheel], scheduler: window.clock.scheduler });
    }, LIST);
    await input.wheel(150, 150, { deltaY: 100 });
    for (let i = 0; i < 5; i++) await input.wheel(150, 150, { deltaY: 10, after: 16 });
    const r = await page.evaluate(async () => {
      await window.clock.until(() => !window.s.animating);
      return { position: window.s.position, scrollTop: window.s.element.scrollTop };
    });
    assert.deepEqual(r, { position: 150, scrollTop: 150 });
    // The same again after it rests: the next notch and deltas add up from 150.
    await input.wheel(150, 150, { deltaY: 100 });
    for (let i = 0; i < 5; i++) await input.wheel(150, 150, { deltaY: -4, after: 16 });
    const again = await page.evaluate(async () => {
      await window.clock.until(() => !window.s.animating);
      return { position: window.s.position, scrollTop: window.s.element.scrollTop };
    });
    assert.deepEqual(again, { position: 230, scrollTop: 230 });
  });
});
