// The demo page (web/demo/) on a phone: 390x844 CSS px, touch, a mobile
// viewport. Touches are sent through CDP (Input.dispatchTouchEvent) with
// explicit timestamps, so the gesture's speed does not depend on how fast
// this machine delivers them; states are polled, never slept for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedWith } from './launch.js';
import { launch, waitFor } from './browser.js';
import { withPage } from './open.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

const served = servedWith({ browser: launch });

/** The demo in a phone-sized touch context, with its problems collected. */
async function openPhone() {
  const context = await served.browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.stack ?? e.message}`));
  await page.goto(`${served.server.url}web/demo/`);
  await waitFor(page.locator('body[data-state="ready"]'), problems, { timeout: 15_000 });
  const cdp = await context.newCDPSession(page);
  return { page, cdp, problems, close: () => context.close() };
}

/**
 * A one-finger gesture through CDP: down at points[0], a move to each next
 * point `stepSeconds` later (timestamps in seconds since the epoch), up at
 * the last one.
 */
async function touchGesture(cdp, points, stepSeconds = 0.016, holdSeconds = stepSeconds) {
  const t0 = Math.max(Date.now() / 1000, lastStamp + 0.001);
  const point = ([x, y]) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(points[0]), timestamp: t0 });
  for (let i = 1; i < points.length; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(points[i]), timestamp: t0 + i * stepSeconds });
  }
  lastStamp = t0 + (points.length - 1) * stepSeconds + holdSeconds;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: lastStamp });
}
let lastStamp = 0;

/** A vertical swipe at x from y0 by dy (px), in 14 moves 16 ms apart; `held`: still for 120 ms before the release (no fling). */
const swipe = (cdp, x, y0, dy, { held = false } = {}) =>
  touchGesture(cdp, Array.from({ length: 15 }, (_, i) => [x, y0 + dy * i / 14]), 0.016, held ? 0.12 : 0.016);

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
  await withPage(await openPhone(), async ({ page, cdp }) => {
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
  });
});

test('phone: Play sits next to the ball, "Reduce motion" is labelled on screen, and the size claim counts kinema/dom', async () => {
  await withPage(await openPhone(), async ({ page, problems }) => {
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

    // The hero's figure: all of both entries, bundled and minified by
    // esbuild, gzip -9 (the size scripts/bundle.mjs wrote), exactly.
    const { constants, gzipSync } = await import('node:zlib');
    const { build } = await import('esbuild');
    // All of kinema and every export of kinema/dom but its own init(): kinema's
    // init() serves both with one engine (the scroll engine is not downloaded).
    const domNames = Object.keys(await import(`${ROOT}web/dist/dom.js`)).filter((name) => name !== 'init');
    assert.ok(domNames.includes('Scroller') && domNames.length > 10, `kinema/dom's exports: ${domNames}`);
    const bundled = await build({
      stdin: { contents: `export * from './kinema.js'; export { ${domNames.join(', ')} } from './dom.js';`, resolveDir: `${ROOT}web/dist` },
      bundle: true, format: 'esm', minify: true, charset: 'utf8', legalComments: 'none', write: false,
    });
    const expected = gzipSync(bundled.outputFiles[0].contents, { level: constants.Z_BEST_COMPRESSION }).length;
    await waitFor(page.locator('#size[data-bytes]'), problems);
    const bytes = Number(await page.locator('#size').getAttribute('data-bytes'));
    assert.equal(bytes, expected, `page ${bytes} B, Node ${expected} B`);
    assert.equal(await page.locator('#size').textContent(), `${(bytes / 1000).toFixed(1)}\u00a0KB gzipped with kinema/dom`);
  });
});

// Everything on the page that is not a vertical scroller of its own lets a
// vertical swipe scroll the page: the horizontal carousel (a Scroller on 'x'
// leaves pan-y to the browser), the code, the plot, the sliders, the stages.
// (The inbox and the picker wheels are vertical scrollers: they take the
// swipe, and handing it to the page at their ends is the Scroller's job.)
test('phone: a vertical swipe scrolls the page over the carousel, code, plot, sliders and stages', async () => {
  await withPage(await openPhone(), async ({ page, cdp }) => {
    for (const selector of ['.hero-code', '#carousel', '#plot', '#stiffness', '#fall-stage', '#lock-stage']) {
      const box = await centreAt(page, selector, 500);
      const y0 = await page.evaluate(scrollAtRest);
      const x = box.x + box.width / 2, y = box.y + box.height / 2;
      await touchGesture(cdp, Array.from({ length: 15 }, (_, i) => [x, y - 12 * i]));
      await page.waitForFunction((y0) => window.scrollY >= y0 + 120, y0, { timeout: 10_000 })
        .catch((error) => { error.message = `${selector}: the page did not scroll (${error.message})`; throw error; });
      await page.evaluate(scrollAtRest);
    }
  });
});

// Issue 12: the inbox (a Scroller on y) takes a vertical swipe while it can
// move, and at its ends hands the rest of the swipe to the page, as a native
// list does (overscrollBehavior 'auto'); the picker wheels keep theirs
// ('contain').
test('phone: the inbox takes a swipe and hands the rest to the page at its ends; the picker wheels keep theirs', async () => {
  await withPage(await openPhone(), async ({ page, cdp }) => {
    const box = await centreAt(page, '#list', 450);   // 280..620 on this phone
    const x = box.x + box.width / 2;
    const y0 = await page.evaluate(scrollAtRest);
    assert.ok(box.height >= 320, `the list is ${box.height} px tall`);
    // Up 200 px, held: the list takes all of it, the page stays.
    await swipe(cdp, x, 560, -200, { held: true });
    await page.waitForFunction(() => !window.kinemaDemo.list.dragging && !window.kinemaDemo.list.animating, null, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.kinemaDemo.list.position), 200);
    assert.equal(await page.evaluate(scrollAtRest), y0, 'the page did not move while the list could');
    // Down 300 px: 200 take the list to its top, the rest scrolls the page up, 1:1.
    await swipe(cdp, x, 300, 300, { held: true });
    await page.waitForFunction(() => !window.kinemaDemo.list.dragging && !window.kinemaDemo.list.animating, null, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.kinemaDemo.list.position), 0);
    assert.equal(await page.evaluate(scrollAtRest), y0 - 100, 'the page took the 100 px the list could not');
    // At its end, a swipe up scrolls the page down (released moving: the page flings on).
    const end = await page.evaluate(() => { const l = window.kinemaDemo.list; l.scrollTo(l.bounds.max, { animate: false }); return l.position; });
    const b2 = await centreAt(page, '#list', 450);
    const y1 = await page.evaluate(scrollAtRest);
    await swipe(cdp, b2.x + b2.width / 2, 600, -250);
    await page.waitForFunction((y1) => window.scrollY >= y1 + 250, y1, { timeout: 10_000 });
    assert.ok(await page.evaluate(scrollAtRest) > y1 + 250, 'the page flung on past the swipe');
    assert.equal(await page.evaluate(() => window.kinemaDemo.list.position), end);

    // The hour wheel: a swipe turns it, never the page, also at its end.
    const p = await centreAt(page, '#picker', 450);
    const y2 = await page.evaluate(scrollAtRest);
    const before = await page.evaluate(() => window.kinemaDemo.picker.position);
    await swipe(cdp, p.x + p.width / 2, 520, -120, { held: true });
    await page.waitForFunction((b) => window.kinemaDemo.picker.position !== b && !window.kinemaDemo.picker.animating, before, { timeout: 10_000 });
    await page.evaluate(() => { const w = window.kinemaDemo.picker; w.scrollTo(w.bounds.max, { animate: false }); });
    await swipe(cdp, p.x + p.width / 2, 520, -120, { held: true });
    await page.waitForFunction(() => !window.kinemaDemo.picker.dragging && !window.kinemaDemo.picker.animating, null, { timeout: 10_000 });
    assert.equal(await page.evaluate(scrollAtRest), y2, 'the picker kept its swipes from the page');
  });
});

// "The page scrolls everywhere except where a demo should take the
// gesture": a swipe up every 300 px down the whole page, at the middle of
// the screen; it scrolls the page unless it starts on something that takes a
// vertical swipe (the inbox while it can move, a picker wheel, the PiP box,
// the bottom sheet).
test('phone: a swipe anywhere down the page scrolls it, except on what takes the gesture', async () => {
  await withPage(await openPhone(), async ({ page, cdp }) => {
    const height = await page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight);
    const taken = [], scrolled = [];
    for (let top = 0; top < height - 300; top += 300) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top);
      const y0 = await page.evaluate(scrollAtRest);
      const what = await page.evaluate(() => {
        // The finger is not a point: Chromium adjusts a touch to a target within its radius.
        const el = document.elementFromPoint(195, 600);
        const near = [-12, 0, 12].flatMap((dx) => [-12, 0, 12].map((dy) => document.elementFromPoint(195 + dx, 600 + dy)));
        const owner = near.map((e) => e?.closest('#list, .picker, #pip, #sheet')).find(Boolean);
        return { owner: owner ? `#${owner.id}` : null, el: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className}` : null };
      });
      await swipe(cdp, 195, 600, -200, { held: true });
      const y1 = await page.evaluate(scrollAtRest);
      if (what.owner) taken.push(what.owner);
      else {
        scrolled.push(what.el);
        // Native touch scrolling loses the touch slop and, under load, a few early moves (149 px seen).
        assert.ok(y1 >= y0 + 100, `a 200 px swipe on ${what.el} at page y ${y0 + 600} scrolled the page ${y1 - y0} px`);
      }
    }
    assert.ok(scrolled.length >= 8, `swipes that scrolled the page: ${scrolled.join(', ')}; taken by ${taken.join(', ')}`);
  });
});
