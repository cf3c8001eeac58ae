// The demo page (web/demo/) on a phone: 390x844 CSS px, touch, a mobile
// viewport. Touches are sent through CDP (Input.dispatchTouchEvent) with
// explicit timestamps, so the gesture's speed does not depend on how fast
// this machine delivers them; states are polled, never slept for.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve } from './server.js';
import { launch, waitFor } from './browser.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

let server, browser;
before(async () => {
  server = await serve(ROOT);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The demo in a phone-sized touch context, with its problems collected. */
async function openPhone() {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.stack ?? e.message}`));
  await page.goto(`${server.url}web/demo/`);
  await waitFor(page.locator('body[data-state="ready"]'), problems, { timeout: 15_000 });
  const cdp = await context.newCDPSession(page);
  return { page, cdp, problems, close: () => context.close() };
}

/**
 * A one-finger gesture through CDP: down at points[0], a move to each next
 * point `stepSeconds` later (timestamps in seconds since the epoch), up at
 * the last one.
 */
async function touchGesture(cdp, points, stepSeconds = 0.016) {
  const t0 = Date.now() / 1000;
  const point = ([x, y]) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(points[0]), timestamp: t0 });
  for (let i = 1; i < points.length; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(points[i]), timestamp: t0 + i * stepSeconds });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + points.length * stepSeconds });
}

/** Resolves once window.scrollY has not changed for 20 frames (a fling has ended). */
const scrollAtRest = () => new Promise((resolve) => {
  let last = window.scrollY, still = 0;
  const frame = () => {
    if (window.scrollY === last) still++; else { still = 0; last = window.scrollY; }
    if (still >= 20) resolve(last); else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
});

/** Scrolls the page (instantly) so that `selector`'s box is centred at y = `y`; returns the box. */
const centreAt = (page, selector, y) => page.evaluate(([selector, y]) => {
  const r0 = document.querySelector(selector).getBoundingClientRect();
  window.scrollTo({ top: window.scrollY + r0.top + r0.height / 2 - y, behavior: 'instant' });
  const r = document.querySelector(selector).getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
}, [selector, y]);

/** Scrolls the page (instantly: the demo's html has smooth scrolling) so the canvas's top is at `top`. */
const canvasAt = (page, top) => page.evaluate((top) => {
  const canvas = document.getElementById('explosions');
  window.scrollTo({ top: window.scrollY + canvas.getBoundingClientRect().top - top, behavior: 'instant' });
  const r = canvas.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
}, top);

test('phone: a vertical swipe over the explosion canvas scrolls the page and sets off nothing; a tap sets one off', async () => {
  const { page, cdp, problems, close } = await openPhone();
  try {
    assert.equal(await page.locator('#explosions').evaluate((c) => getComputedStyle(c).touchAction), 'pan-y pinch-zoom');

    // A 300 px swipe up in the middle of the canvas, 20 moves over 0.32 s.
    const box = await canvasAt(page, 100);
    assert.ok(box.height > 350, `the canvas is ${box.height} px tall`);
    const y0 = await page.evaluate(scrollAtRest);
    const x = box.x + box.width / 2;
    const from = box.y + box.height - 40;
    await touchGesture(cdp, Array.from({ length: 21 }, (_, i) => [x, from - 15 * i]));
    await page.waitForFunction((y0) => window.scrollY >= y0 + 250, y0, { timeout: 10_000 });
    await page.evaluate(scrollAtRest);
    assert.equal(await page.evaluate(() => window.kinemaDemo.explosions.stats.lastRing), null, 'the swipe set off no explosion');

    // A tap: down and up at one point 60 ms apart. It sets off an explosion and scrolls nothing.
    const tapBox = await canvasAt(page, 200);
    const y1 = await page.evaluate(scrollAtRest);
    await touchGesture(cdp, [[tapBox.x + tapBox.width / 3, tapBox.y + tapBox.height / 2]], 0.06);
    await page.waitForFunction(() => window.kinemaDemo.explosions.stats.lastRing !== null, null, { timeout: 10_000 });
    assert.equal(await page.evaluate(scrollAtRest), y1, 'the tap did not scroll the page');

    // A finger that wanders sideways more than a few px before lifting is not a tap
    // (nothing is spawned by the time the touchEnd has been handled).
    await page.waitForFunction(() => window.kinemaDemo.explosions.stats.rings === 0, null, { timeout: 10_000 });
    await touchGesture(cdp, [[tapBox.x + 100, tapBox.y + 100], [tapBox.x + 130, tapBox.y + 100], [tapBox.x + 160, tapBox.y + 100]]);
    assert.equal(await page.evaluate(() => window.kinemaDemo.explosions.stats.rings), 0);
    // ...while the same gesture without the wandering is.
    await touchGesture(cdp, [[tapBox.x + 100, tapBox.y + 100], [tapBox.x + 103, tapBox.y + 100]]);
    assert.equal(await page.evaluate(() => window.kinemaDemo.explosions.stats.rings), 1);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('phone: Play sits next to the ball, "Reduce motion" is labelled on screen, and the size claim counts kinema/dom', async () => {
  const { page, problems, close } = await openPhone();
  try {
    // Play and the ball's track share a row: their boxes are at most 24 px apart.
    await page.evaluate(() => document.getElementById('play').scrollIntoView({ behavior: 'instant', block: 'center' }));
    const [play, track] = await Promise.all(['#play', '#track'].map((s) => page.locator(s).boundingBox()));
    const gapX = Math.max(0, track.x - (play.x + play.width), play.x - (track.x + track.width));
    const gapY = Math.max(0, track.y - (play.y + play.height), play.y - (track.y + track.height));
    assert.ok(Math.hypot(gapX, gapY) <= 24, `Play ${JSON.stringify(play)}, track ${JSON.stringify(track)}`);
    // Play still plays: the ball moves.
    const ballX = () => page.locator('#ball').evaluate((b) => b.getBoundingClientRect().x);
    const start = await ballX();
    await page.locator('#play').tap();
    await page.waitForFunction((start) => Math.abs(document.getElementById('ball').getBoundingClientRect().x - start) > 20, start, { timeout: 10_000 });

    // The switch's label is visible, inside the viewport, next to the switch.
    const label = page.locator('.switch-label');
    assert.equal(await label.textContent(), 'Reduce motion');
    assert.ok(await label.isVisible());
    const box = await label.boundingBox();
    assert.ok(box.width > 40 && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));

    // The hero's figure: both files the page loads, gzip -9 (the sizes
    // scripts/bundle.mjs wrote when it built them), exactly.
    const { constants, gzipSync } = await import('node:zlib');
    const { readFile } = await import('node:fs/promises');
    const gz = async (file) => gzipSync(await readFile(`${ROOT}${file}`), { level: constants.Z_BEST_COMPRESSION }).length;
    const expected = await gz('web/dist/kinema.js') + await gz('web/dist/dom.js');
    await waitFor(page.locator('#size[data-bytes]'), problems);
    const bytes = Number(await page.locator('#size').getAttribute('data-bytes'));
    assert.equal(bytes, expected, `page ${bytes} B, Node ${expected} B`);
    assert.equal(await page.locator('#size').textContent(), `${(bytes / 1000).toFixed(1)}\u00a0KB gzipped with kinema/dom`);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

// Everything on the page that is not a vertical scroller of its own lets a
// vertical swipe scroll the page: the horizontal carousel (a Scroller on 'x'
// leaves pan-y to the browser), the code, the plot, the sliders, the stages.
// (The inbox and the picker wheels are vertical scrollers: they take the
// swipe, and handing it to the page at their ends is the Scroller's job.)
test('phone: a vertical swipe scrolls the page over the carousel, code, plot, sliders and stages', async () => {
  const { page, cdp, problems, close } = await openPhone();
  try {
    for (const selector of ['.hero-code', '#carousel', '#plot', '#stiffness', '#fall-stage', '#lock-stage']) {
      const box = await centreAt(page, selector, 500);
      const y0 = await page.evaluate(scrollAtRest);
      const x = box.x + box.width / 2, y = box.y + box.height / 2;
      await touchGesture(cdp, Array.from({ length: 15 }, (_, i) => [x, y - 12 * i]));
      await page.waitForFunction((y0) => window.scrollY >= y0 + 120, y0, { timeout: 10_000 })
        .catch((error) => { error.message = `${selector}: the page did not scroll (${error.message})`; throw error; });
      await page.evaluate(scrollAtRest);
    }
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
