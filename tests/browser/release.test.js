// Issue 22, item 6, in Chromium at 390×844 with CDP timestamped touch: the
// 'release' event of the Scroller and of the Draggable tells where and when
// the motion lands (its target is where it comes to rest, ±0.5 px; its
// duration the time from the release to 'settle' on the page's clock,
// ±50 ms), and retarget() lands the running motion exactly on a new target.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openReady, withPage } from './open.js';
import { pollFor } from './input.js';
import { PHONE } from './feel-probe.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const served = servedChromium(ROOT);

const open = (path) => openReady(served.browser, `${served.server.url}${path}`, { viewport: PHONE, hasTouch: true });

// In the page: every 'release' (detail and performance.now(): the motion's
// start on the frame loop's clock) and 'settle' (the timestamps of the frame
// it came in and of the frame before: the frame clock) of `target`.
const LISTEN = (name) => {
  const o = window[name];
  window.rel = [];
  window.settled = [];
  window.frameTimes = [];
  const tick = (t) => { window.frameTimes.push(t); requestAnimationFrame(tick); };
  if (!window.ticking) { window.ticking = true; requestAnimationFrame(tick); }
  o.addEventListener('release', (e) => window.rel.push({ t: performance.now(), ...e.detail }));
  o.addEventListener('settle', () => {
    // the frame it came in: the document timeline's time is that frame's rAF timestamp
    const frame = document.timeline.currentTime;
    const previous = window.frameTimes.filter((f) => f < frame).at(-1);
    window.settled.push({ t: performance.now(), frame, previous, position: o.position });
  });
};

/** The settle came in the first frame at or after the release + duration (±50 ms), on the frame clock. */
function settledOnTime(rel, settled, what) {
  const end = rel.t + rel.duration * 1000;
  const text = `${what}: told ${rel.duration.toFixed(3)} s; frames ${((settled.previous - rel.t) / 1000).toFixed(3)} and ${((settled.frame - rel.t) / 1000).toFixed(3)} s after the release`;
  assert.ok(settled.frame >= end - 50, `not settled before its time: ${text}`);
  assert.ok(settled.previous === undefined || settled.previous <= end + 50, `settled in the first frame after its time: ${text}`);
}

test("Scroller 'release': the fling's rest and settle time; a carousel's page and index; retarget lands exactly", async () => {
  await withPage(await open('tests/browser/fixtures/feel/'), async ({ page, problems, input }) => {
    // a list fling (the default physics)
    await page.evaluate(() => { window.buildList(2000, {}); window.scroller.scrollTo(3000, { animate: false }); });
    await page.evaluate(LISTEN, 'scroller');
    await input.drag({ x: 200, y: 600 }, { y: -240 }, { pointer: 'touch', steps: 8, interval: 16, hold: 0 });
    await pollFor(page, () => window.settled.length >= 1 && window.rel.length >= 1, { problems });
    let r = await page.evaluate(() => ({ rel: window.rel, settled: window.settled, top: document.getElementById('list').scrollTop }));
    assert.equal(r.rel.length, 1);
    let [rel] = r.rel;
    assert.ok(rel.velocity > 1000 && rel.index === -1, JSON.stringify(rel));
    assert.ok(Math.abs(r.settled[0].position - rel.target) <= 0.5, `rests at ${r.settled[0].position}, told ${rel.target}`);
    assert.ok(Math.abs(r.top - rel.target) <= 1, `native offset ${r.top}`);
    settledOnTime(rel, r.settled[0], 'list fling');
    console.log(`# list fling: told ${rel.target.toFixed(1)} px in ${rel.duration.toFixed(3)} s; rested at ${r.settled[0].position}, settle in the frame ${((r.settled[0].frame - rel.t) / 1000).toFixed(3)} s after the release`);

    // retarget as it starts: 300 px farther, exactly there, continuing the same way
    await page.evaluate(() => {
      window.scroller.scrollTo(3000, { animate: false });
      window.scroller.addEventListener('release', (e) => { window.asked = Math.round(e.detail.target) + 300; window.scroller.retarget(window.asked); }, { once: true });
      window.startRecording();
    });
    await page.evaluate(LISTEN, 'scroller');
    await input.drag({ x: 200, y: 600 }, { y: -240 }, { pointer: 'touch', steps: 8, interval: 16, hold: 0 });
    await pollFor(page, () => window.settled.length >= 1, { problems });
    r = await page.evaluate(() => ({ asked: window.asked, settled: window.settled, frames: window.framesAfterRelease() }));
    assert.equal(r.settled[0].position, r.asked, 'exactly on the new target');
    const ys = r.frames.map((f) => f.y);
    assert.ok(ys.every((y, i) => i === 0 || y >= ys[i - 1] - 1e-9), 'it kept going the same way (no turn back at the retarget)');

    // a paging carousel: the page and its index
    await page.evaluate(() => window.buildCarousel([390, 250, 330, 180, 390, 120, 300, 390]));
    await page.evaluate(LISTEN, 'scroller');
    await input.drag({ x: 300, y: 150 }, { x: -150 }, { pointer: 'touch', steps: 6, interval: 16, hold: 0 });
    await pollFor(page, () => window.settled.length >= 1 && window.rel.length >= 1, { problems });
    r = await page.evaluate(() => ({ rel: window.rel, settled: window.settled, index: window.scroller.snapIndex }));
    [rel] = r.rel;
    assert.equal(rel.index, r.index);
    assert.equal(rel.index, 1);
    assert.equal(rel.target, 390);
    assert.equal(r.settled[0].position, 390);
    settledOnTime(rel, r.settled[0], 'carousel');
  });
});

test("Draggable 'release': the corner, its index and the settle time; retarget mid-flight lands exactly on another corner", async () => {
  await withPage(await open('tests/browser/fixtures/draggable/?case=pip'), async ({ page, problems, input }) => {
    await page.evaluate(LISTEN, 'drag');
    const points = await page.evaluate(() => window.points);
    await input.drag({ x: 195, y: 422 }, { x: -120, y: 120 }, { pointer: 'touch', steps: 8, interval: 10, hold: 4 });
    await pollFor(page, () => window.settled.length >= 1 && window.rel.length >= 1, { problems });
    let r = await page.evaluate(() => ({ rel: window.rel, settled: window.settled }));
    const [rel] = r.rel;
    assert.equal(rel.index, 2);
    assert.deepEqual(rel.target, points[2]);
    assert.deepEqual(r.settled[0].position, points[2]);
    // the release velocity (the tracker's estimate of the 1,500 px/s drag, held 4 ms)
    assert.ok(Math.abs(rel.velocity.x + 1500) < 30 && Math.abs(rel.velocity.y - 1500) < 30, JSON.stringify(rel.velocity));
    settledOnTime(rel, r.settled[0], 'PiP');
    console.log(`# PiP: told ${JSON.stringify(rel.target)} in ${rel.duration.toFixed(3)} s; settle in the frame ${((r.settled[0].frame - rel.t) / 1000).toFixed(3)} s after the release`);

    // flung to the bottom left again, sent to the top right as it starts
    await page.evaluate(() => {
      window.drag.moveTo({ x: 150, y: 342 }, { animate: false });
      window.drag.addEventListener('release', () => window.drag.retarget(window.points[1]), { once: true });
    });
    await page.evaluate(LISTEN, 'drag');
    await input.drag({ x: 195, y: 422 }, { x: -120, y: 120 }, { pointer: 'touch', steps: 8, interval: 10, hold: 4 });
    await pollFor(page, () => window.settled.length >= 1, { problems });
    r = await page.evaluate(() => ({ settled: window.settled, position: window.drag.position, index: window.drag.snapIndex }));
    assert.deepEqual(r.settled[0].position, points[1]);
    assert.deepEqual(r.position, points[1]);
    assert.equal(r.index, 1);
  });
});
