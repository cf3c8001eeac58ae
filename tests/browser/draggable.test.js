// kinema/dom's Draggable in headless Chromium at a phone's size (390 x 844,
// touch), driven through the DevTools protocol with explicit timestamps
// (tests/browser/input.js), so the release velocities are exact on any
// machine; every wait polls the page. The fixture
// (tests/browser/fixtures/draggable/) has a PiP box, a bottom sheet holding
// a kinema Scroller list, and a card to swipe away. Landing times and
// accuracy are printed (diagnostic) for the report; they are not asserted
// beyond sanity bounds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith } from './launch.js';
import { launch } from './browser.js';
import { chromiumInput, pollFor } from './input.js';
import { withPage } from './open.js';

const PAGE = 'tests/browser/fixtures/draggable/';

const served = servedWith({ browser: launch });

async function open(which) {
  const context = await served.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.stack ?? e.message}`));
  await page.goto(`${served.server.url}${PAGE}?case=${which}`);
  await pollFor(page, () => document.body.dataset.state !== 'loading', { problems });
  assert.equal(await page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
  const input = await chromiumInput(page);
  return { page, problems, input, close: () => context.close() };
}

/** Waits for snap event number `n` (1-based); returns the landing: index, time from the release, error of the last animated frame. */
async function landing(page, n, problems, settles = n) {
  await pollFor(page, ([k, s]) => window.log.snap.length >= k && window.log.settle.length >= s, { arg: [n, settles], problems, message: `snap ${n}` });
  return page.evaluate((k) => {
    const snap = window.log.snap[k - 1];
    const released = window.releases.at(-1);
    const moves = window.log.move.filter((m) => m.t > released && m.t <= snap.t);
    const lastFrame = moves.length >= 2 ? moves.at(-2) : moves.at(-1);
    const m = new DOMMatrixReadOnly(getComputedStyle(window.drag.element).transform);
    const near = moves.find((mv) => Math.hypot(mv.x - snap.x, mv.y - snap.y) < 1);
    return {
      index: snap.index, x: snap.x, y: snap.y, ms: snap.t - released, within1px: near.t - released,
      error: Math.hypot(lastFrame.x - snap.x, lastFrame.y - snap.y), frames: moves.length,
      shown: { x: m.m41, y: m.m42 }, position: window.drag.position,
    };
  }, n);
}

/** The first animated frame after the release compared with the finger's last position and velocity. */
function continuity(page) {
  return page.evaluate(() => {
    const released = window.releases.at(-1);
    const before = window.log.move.filter((m) => m.t <= released).at(-1);
    const first = window.log.move.find((m) => m.t > released);
    return { before, first, dt: first.t - released };
  });
}

const report = (name, l) => console.log(`# ${name}: index ${l.index}, within 1 px ${l.within1px.toFixed(0)} ms and landed ${l.ms.toFixed(0)} ms after the release (${l.frames} frames), last animated frame ${l.error.toFixed(3)} px from the point`);

test('PiP: a flick from the centre towards the bottom left at (-1500, +1500) px/s lands on the bottom-left corner', async () => {
  await withPage(await open('pip'), async ({ page, problems, input }) => {
    const points = await page.evaluate(() => window.points);
    const g = await input.drag({ x: 195, y: 422 }, { x: -120, y: 120 }, { pointer: 'touch', steps: 8, interval: 10, hold: 4 });
    assert.deepEqual(g.velocity, { x: -1500, y: 1500 });
    const l = await landing(page, 1, problems);
    report('PiP bottom-left', l);
    assert.equal(l.index, 2);
    assert.deepEqual({ x: l.x, y: l.y }, points[2]);
    assert.deepEqual(l.shown, points[2], 'the translate written is the point');
    assert.deepEqual(l.position, points[2]);
    assert.ok(l.error < 0.5, `last frame within half a pixel: ${l.error}`);
    const c = await continuity(page);
    const jump = Math.hypot(c.first.x - c.before.x, c.first.y - c.before.y);
    const speed = Math.hypot(1500, 1500);
    assert.ok(jump <= speed * (c.dt + 20) / 1000 + 1, `no jump at the release: ${jump.toFixed(1)} px in ${c.dt.toFixed(1)} ms`);
  });
});

test('PiP: a hard flick towards the top right lands top right although released in the bottom-left quadrant', async () => {
  await withPage(await open('pip'), async ({ page, problems, input }) => {
    await page.evaluate(() => window.drag.moveTo({ x: 20, y: 600 }, { animate: false }));
    const points = await page.evaluate(() => window.points);
    // the box's centre is at (65, 680); released at (84, 520) + half the box: still bottom left of the range's centre
    const g = await input.drag({ x: 65, y: 680 }, { x: 64, y: -80 }, { pointer: 'touch', steps: 4, interval: 8, hold: 4 });
    assert.deepEqual(g.velocity, { x: 2000, y: -2500 });
    const released = await page.evaluate(() => window.log.move.filter((m) => m.t <= window.releases.at(-1)).at(-1));
    assert.ok(released.x < 150 && released.y > 342, `released in the bottom-left quadrant: ${JSON.stringify(released)}`);
    const l = await landing(page, 1, problems, 2);   // moveTo settled once (not on a point)
    report('PiP top-right', l);
    assert.equal(l.index, 1);
    assert.deepEqual(l.shown, points[1]);
    assert.ok(l.error < 0.5);
  });
});

test('PiP: grabbing mid-flight takes over where it is; destroy() removes its translate and input', async () => {
  await withPage(await open('pip'), async ({ page, problems, input }) => {
    await input.drag({ x: 195, y: 422 }, { x: -120, y: 120 }, { pointer: 'touch', steps: 8, interval: 10, hold: 4 });
    await pollFor(page, () => window.log.move.filter((m) => m.t > window.releases.at(-1)).length >= 3, { problems });
    // grab it: press on the box where it is now, hold still
    const box = await page.evaluate(() => { const r = window.drag.element.getBoundingClientRect(); return { x: r.left + 45, y: r.top + 80 }; });
    input.begin();
    await input.touchStart(box.x, box.y);
    const grabbed = await page.evaluate(() => ({ p: window.drag.position, animating: window.drag.animating }));
    assert.equal(grabbed.animating, false, 'the press stops the landing');
    await input.touchMove(box.x + 10, box.y, { after: 16 });
    await input.touchMove(box.x + 20, box.y, { after: 16 });
    const held = await page.evaluate(() => window.drag.position);
    assert.ok(Math.abs(held.x - (grabbed.p.x + 20 - 5)) <= 5.01 && Math.abs(held.y - grabbed.p.y) < 1e-6, `follows from where it was caught: ${JSON.stringify({ grabbed, held })}`);
    await input.touchEnd({ after: 200 });
    await pollFor(page, () => window.log.settle.length >= 1, { problems });
    await page.evaluate(() => window.drag.destroy());
    assert.equal(await page.evaluate(() => window.drag.element.getAttribute('style')), null, 'every style removed');
    await input.drag({ x: 45, y: 80 }, { x: 100, y: 100 }, { pointer: 'touch' });
    assert.equal(await page.evaluate(() => getComputedStyle(window.drag.element).transform), 'none', 'no longer moves');
  });
});

test('sheet: detents, then the hand-off with the list inside it', async () => {
  const { page, problems, input, close } = await open('sheet');
  const sheetY = () => page.evaluate(() => window.drag.position.y);
  const listTop = () => page.evaluate(() => window.scroller.position);
  try {
    // a slow drag up of 200 px on the header, held before the release: the nearest detent, 422
    await input.drag({ x: 195, y: 774 }, { y: -200 }, { pointer: 'touch', steps: 10, interval: 16, hold: 120 });
    let l = await landing(page, 1, problems);
    report('sheet half (held release)', l);
    assert.equal(l.index, 1);
    assert.deepEqual(l.shown, { x: 0, y: 422 });
    // a flick up from the half detent at 1250 px/s: the full one
    await input.drag({ x: 195, y: 452 }, { y: -100 }, { pointer: 'touch', steps: 5, interval: 16, hold: 4 });
    l = await landing(page, 2, problems);
    report('sheet full (flick 1250 px/s)', l);
    assert.equal(l.index, 0);
    assert.deepEqual(l.shown, { x: 0, y: 44 });
    assert.ok(l.error < 0.5);
    // up on the list of a full sheet: the list scrolls, the sheet stays
    await input.drag({ x: 195, y: 600 }, { y: -200 }, { pointer: 'touch', steps: 10, interval: 16, hold: 120 });
    await pollFor(page, () => window.log.listSettle && !window.scroller.animating, { problems });
    assert.ok(await listTop() > 150, `the list scrolled: ${await listTop()}`);
    assert.equal(await sheetY(), 44);
    // down on the scrolled list: the list scrolls back first, the sheet stays
    const before = await listTop();
    await input.drag({ x: 195, y: 400 }, { y: 100 }, { pointer: 'touch', steps: 10, interval: 16, hold: 120 });
    await pollFor(page, () => !window.scroller.animating && !window.scroller.dragging, { problems });
    assert.ok(await listTop() < before - 50, 'the list scrolled back');
    assert.equal(await sheetY(), 44);
    // the list at its top: dragging down on it moves the sheet, to the half detent
    await page.evaluate(() => window.scroller.scrollTo(0, { animate: false }));
    await input.drag({ x: 195, y: 300 }, { y: 260 }, { pointer: 'touch', steps: 13, interval: 16, hold: 120 });
    l = await landing(page, 3, problems);
    report('sheet hand-off down', l);
    assert.equal(l.index, 1);
    assert.equal(await listTop(), 0, 'the list did not move');
    // up on the list of the half sheet: the sheet opens, the list stays at its top
    await input.drag({ x: 195, y: 700 }, { y: -250 }, { pointer: 'touch', steps: 10, interval: 16, hold: 120 });
    l = await landing(page, 4, problems);
    assert.equal(l.index, 0);
    assert.equal(await listTop(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('sheet: a list with overflow: hidden is not the user\'s to scroll (the browser leaves it), so a drag down on it moves the sheet', async () => {
  await withPage(await open('sheet'), async ({ page, problems, input }) => {
    const scrolled = await page.evaluate(() => {
      window.scroller.destroy();
      const list = document.getElementById('list');
      list.style.overflowY = 'hidden';
      window.drag.moveTo(44, { animate: false });
      list.scrollTop = 300;   // page code scrolls it
      for (const k of Object.keys(window.log)) window.log[k] = [];
      return list.scrollTop;
    });
    assert.equal(scrolled, 300, 'page code scrolls an overflow: hidden box');
    await input.drag({ x: 195, y: 300 }, { y: 260 }, { pointer: 'touch', steps: 13, interval: 16, hold: 120 });
    const l = await landing(page, 1, problems);
    assert.equal(l.index, 1, 'the sheet took the gesture: the half detent');
    assert.equal(await page.evaluate(() => document.getElementById('list').scrollTop), 300, 'the browser did not scroll the list for the user');
  });
});

test('swipe to dismiss: a flick sends the card off screen with a snap event; a small drag comes back', async () => {
  await withPage(await open('card'), async ({ page, problems, input }) => {
    await input.drag({ x: 195, y: 360 }, { x: 40 }, { pointer: 'mouse', steps: 4, interval: 16, hold: 120 });
    let l = await landing(page, 1, problems);
    assert.equal(l.index, 1, 'held: back to the middle');
    assert.equal(await page.evaluate(() => document.getElementById('card').dataset.dismissed), undefined);
    await input.drag({ x: 195, y: 360 }, { x: -96 }, { pointer: 'touch', steps: 6, interval: 10, hold: 4 });
    l = await landing(page, 2, problems);
    report('card dismiss', l);
    assert.equal(l.index, 0);
    assert.deepEqual(l.shown, { x: -450, y: 0 });
    assert.equal(await page.evaluate(() => document.getElementById('card').dataset.dismissed), 'true');
  });
});
