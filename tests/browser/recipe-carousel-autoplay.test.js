// The recipe "autoplaying carousel" (examples/recipes/carousel-autoplay.html:
// loop + autoplay { delay: 3000 }) in Chromium at 390x844 with touch, the
// Scroller on a manual frame clock (tests/browser/fixtures/manual-clock.js,
// injected before the page runs), so every duration is counted in frames
// of the page's clock, never on the wall clock. Checked: the order (one
// slide per 3000 ms after each rest, on round past the last slide, each
// select between 3000 and 3000 + one frame after the settle before it), and
// that it holds still for two full delays while a touch is down
// (stopOnInteraction: false), the mouse is over it, it has focus, the tab
// is hidden or reduced motion is on, going on a full delay after each ends;
// a swipe stops it for good by default; play() / stop() / playing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newPage, waitFor } from './browser.js';
import { servedChromium } from './served.js';
import { chromiumInput } from './input.js';
import { eachHold } from './holds.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));
const CLOCK = readFileSync(new URL('./fixtures/manual-clock.js', import.meta.url), 'utf8').replace('export const manualClock =', 'window.manualClock =');
const DELAY = 3000, FRAME = 16;

async function open(autoplay = {}) {
  const opened = await newPage(chromium.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const { page, problems } = opened;
  await page.addInitScript(`${CLOCK}
    window.clock = window.manualClock();
    window.recipeOptions = { scheduler: window.clock.scheduler };
    window.recipeAutoplay = ${JSON.stringify(autoplay)};`);
  await page.goto(`${chromium.server.url}examples/recipes/carousel-autoplay.html`);
  await waitFor(page.locator('body[data-state="ready"]'), problems, { state: 'attached' });
  await page.evaluate(() => {
    const log = globalThis.log = [];
    for (const type of ['select', 'settle']) globalThis.recipe.carousel.on(type, (d) => log.push({ type, index: d.index, time: window.clock.now }));
    log.push({ type: 'start', time: window.clock.now });
  });
  return { ...opened, input: await chromiumInput(page) };
}

async function withRecipe(autoplay, fn) {
  const opened = await open(autoplay);
  try {
    await fn(opened);
    assert.deepEqual(opened.problems, []);
  } finally {
    await opened.input.dispose();
    await opened.close();
  }
}

/** Runs frames until `count` selects have happened (at most `ms` of frames); returns the log. */
const framesUntilSelects = (page, count, ms = count * (DELAY + 1000)) => page.evaluate(async ([n, max]) => {
  const selects = () => globalThis.log.filter((e) => e.type === 'select').length;
  const end = window.clock.now + max;
  await window.clock.until(() => selects() >= n && !globalThis.recipe.carousel.animating || window.clock.now >= end);
  return globalThis.log;
}, [count, ms]);

/** Runs `ms` of frames; returns the selects seen in them. */
const framesFor = (page, ms) => page.evaluate(async (max) => {
  const before = globalThis.log.length, end = window.clock.now + max;
  await window.clock.until(() => window.clock.now >= end);
  return globalThis.log.slice(before).filter((e) => e.type === 'select');
}, ms);

/** The selects' indices and, for each, the frames since the rest (or start) before it. */
function paced(log) {
  const out = [];
  let rest = log[0].time;
  for (const e of log) {
    if (e.type === 'settle' || e.type === 'start' || e.type === 'resume') rest = e.time;
    if (e.type === 'select') out.push({ index: e.index, after: e.time - rest });
  }
  return out;
}

describe('recipe carousel-autoplay (Chromium, 390x844, manual frame clock)', () => {
  test('one slide per 3000 ms of frames after each rest, forward on round past the last slide', () => withRecipe({}, async ({ page }) => {
    const log = await framesUntilSelects(page, 6);
    const selects = paced(log);
    assert.deepEqual(selects.map((s) => s.index), [1, 2, 3, 4, 0, 1]);
    for (const s of selects) assert.ok(s.after >= DELAY && s.after <= DELAY + FRAME, `select ${s.after} ms after the rest`);
    assert.equal(await page.evaluate(() => globalThis.recipe.carousel.autoplay.playing), true);
  }));

  test('it holds still while the mouse is over it, while it has focus, while the tab is hidden and under reduced motion; a full delay after each ends', () => withRecipe({}, async ({ page, input }) => {
    const hold = async (start, end) => {
      await start();
      assert.deepEqual(await framesFor(page, 2 * DELAY), [], 'no select while held');
      await end();
      await page.evaluate(() => globalThis.log.push({ type: 'resume', time: window.clock.now }));
      const log = await framesUntilSelects(page, 1 + (await page.evaluate(() => globalThis.log.filter((e) => e.type === 'select').length)));
      const last = paced(log).at(-1);
      assert.ok(last.after >= DELAY && last.after <= DELAY + FRAME, `went on ${last.after} ms after the end of the hold`);
    };
    await eachHold(page, input, 'carousel', hold);
    assert.equal(await page.evaluate(() => globalThis.recipe.carousel.autoplay.playing), true);
  }));

  test('stopOnInteraction: false: a touch held down holds it, the release lets it go on', () => withRecipe({ stopOnInteraction: false }, async ({ page, input }) => {
    const box = await page.locator('#viewport').boundingBox();
    await input.touchStart(box.x + 200, box.y + 100);
    assert.deepEqual(await framesFor(page, 2 * DELAY), [], 'no select while the pointer is down');
    await input.touchEnd();
    await page.evaluate(() => globalThis.log.push({ type: 'resume', time: window.clock.now }));
    const last = paced(await framesUntilSelects(page, 1)).at(-1);
    assert.ok(last.after >= DELAY && last.after <= DELAY + FRAME, `went on ${last.after} ms after the release`);
    assert.equal(await page.evaluate(() => globalThis.recipe.carousel.autoplay.playing), true);
  }));

  test('by default a touch swipe stops it for good; play() starts it again, stop() stops it', () => withRecipe({}, async ({ page, input }) => {
    const box = await page.locator('#viewport').boundingBox();
    await input.drag({ x: box.x + 300, y: box.y + 100 }, { x: -160 }, { pointer: 'touch', steps: 16, interval: 16, hold: 4 });
    await page.evaluate(() => window.clock.until(() => !globalThis.recipe.carousel.animating));
    assert.equal(await page.evaluate(() => globalThis.recipe.carousel.autoplay.playing), false);
    const before = await page.evaluate(() => globalThis.recipe.carousel.snapIndex);
    assert.deepEqual(await framesFor(page, 2 * DELAY), []);
    await page.evaluate(() => { globalThis.recipe.carousel.autoplay.play(); globalThis.log.push({ type: 'resume', time: window.clock.now }); });
    const last = paced(await framesUntilSelects(page, 2)).at(-1);
    assert.equal(last.index, (before + 1) % 5);
    assert.ok(last.after >= DELAY && last.after <= DELAY + FRAME, `${last.after}`);
    await page.evaluate(() => window.clock.until(() => !globalThis.recipe.carousel.animating));
    await page.evaluate(() => globalThis.recipe.carousel.autoplay.stop());
    assert.deepEqual(await framesFor(page, 2 * DELAY), []);
    assert.equal(await page.evaluate(() => globalThis.recipe.carousel.autoplay.playing), false);
  }));
});
