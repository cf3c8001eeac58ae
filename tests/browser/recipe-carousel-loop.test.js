// The recipe "endless carousel" (examples/recipes/carousel-loop.html: loop:
// true with the Loop feature) in Chromium at 390x844 with touch, CDP input
// at explicit timestamps. The truth is the browser's own layout: where each
// slide is on screen (getBoundingClientRect), sampled at every native
// 'scroll' event of the viewport (once per frame that moved it, after the
// Scroller wrote its offset and the slides' transforms in the same task).
// From the last slide, next(), a swipe, ArrowRight and scrollIntoView(slide
// 0) all move the content forward (every slide's screen x only decreases)
// and rest with slide 0 exactly in the view, one copy of each slide, the
// native offset equal to the position; with 3 and with 5 slides.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openRecipe, withPage } from './open.js';
import { pollFor } from './input.js';
import { assertForwardFrames, watchLoop, WIDTH } from './loop-frames.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

async function open(slides) {
  const opened = await openRecipe(chromium, `carousel-loop.html?slides=${slides}`, { viewport: { width: WIDTH, height: 844 } });
  await opened.page.evaluate(watchLoop, { types: ['select', 'snap', 'settle'] });
  return opened;
}

const withRecipe = async (slides, fn) => withPage(await open(slides), fn);

const restedOn = (page, index) => pollFor(page, (i) => {
  const { carousel } = globalThis.recipe;
  const e = globalThis.log.events;
  return !carousel.animating && !carousel.dragging && carousel.snapIndex === i && e.length > 0 && e.at(-1).type === 'snap' && e.at(-1).index === i;
}, { arg: index, message: `at rest on slide ${index}` });

/** Puts it on the last slide at once and clears the logs. */
async function onLast(page, n) {
  await page.evaluate((last) => {
    globalThis.recipe.carousel.snapTo(last, { animate: false });
    globalThis.log.events.length = 0;
    globalThis.log.frames.length = 0;
  }, n - 1);
  const s = await page.evaluate(() => ({ index: globalThis.recipe.carousel.snapIndex, at: globalThis.sample() }));
  assert.equal(s.index, n - 1);
  assert.equal(s.at[n - 1], 0, 'the last slide in the view');
}

/** The state at rest: slide positions on screen, one copy each, the native offset is the position. */
async function checkRest(page, n, index) {
  const s = await page.evaluate(() => {
    const { carousel } = globalThis.recipe;
    return {
      at: globalThis.sample(), position: carousel.position, native: carousel.element.scrollLeft,
      slides: carousel.element.querySelectorAll('.slide').length, links: carousel.element.querySelectorAll('a').length,
      labels: [...carousel.element.children].map((c) => c.getAttribute('aria-label')),
      dots: [...document.querySelectorAll('#dots button')].map((d) => d.getAttribute('aria-current')),
      translate: [...carousel.element.children].some((c) => c.style.translate),
      progress: carousel.progress, inView: carousel.slidesInView, slideProgress: carousel.slideProgress,
    };
  });
  assert.equal(s.at[index], 0, `slide ${index} exactly in the view: ${s.at}`);
  assert.equal(s.slides, n, 'no clone');
  assert.equal(s.links, n, 'each link once (focusable once)');
  // Every slide at a different whole slide: the slides tile the strip.
  assert.deepEqual([...s.at].map((x) => x / WIDTH).sort((a, b) => a - b).map((k) => k - Math.round(k)), Array(n).fill(0));
  assert.equal(new Set(s.at).size, n);
  assert.equal(s.position, s.native, 'at rest the position is the native offset');
  assert.equal(s.translate, false, 'no overscroll translate left');
  assert.deepEqual(s.labels, Array.from({ length: n }, (_, i) => `${i + 1} of ${n}`), 'ARIA labels by slide, not by place');
  assert.deepEqual(s.dots, Array.from({ length: n }, (_, i) => String(i === index)));
  // Progress along the cycle; the slide in view and each slide's distance, from the browser's layout.
  assert.ok(Math.abs(s.progress - index / n) < 1e-9, `progress ${s.progress}`);
  assert.deepEqual(s.inView, [index]);
  s.slideProgress.forEach((p, i) => assert.ok(Math.abs(p + s.at[i] / WIDTH) < 1e-9, `slide ${i} progress ${p} at ${s.at[i]}`));
}

/** Every sampled frame moved each slide left or not at all (0.5 px for rounding), and slide `incoming` came in from the right. */
async function checkForward(page, n, incoming = 0) {
  const frames = await page.evaluate(() => globalThis.log.frames);
  assert.ok(frames.length >= 3, `frames sampled: ${frames.length}`);
  assertForwardFrames(frames, n);
  const first = frames[0][incoming];
  assert.ok(first > 0 && first <= WIDTH, `slide ${incoming} came in from the right: ${first}`);
}

for (const n of [3, 5]) {
  describe(`recipe carousel-loop, ${n} slides (Chromium, 390x844)`, () => {
    test('next() from the last slide goes forward to slide 0; select says so; prev() goes back the same way', () => withRecipe(n, async ({ page }) => {
      await onLast(page, n);
      await page.evaluate(() => globalThis.recipe.carousel.next());
      await restedOn(page, 0);
      await checkForward(page, n);
      await checkRest(page, n, 0);
      const events = await page.evaluate(() => globalThis.log.events);
      assert.deepEqual(events.filter((e) => e.type === 'select').map((e) => [e.previous, e.index]), [[n - 1, 0]]);
      assert.equal(events.filter((e) => e.type === 'settle').length, 1);
      await page.evaluate(() => globalThis.recipe.carousel.prev());
      await restedOn(page, n - 1);
      await checkRest(page, n, n - 1);
    }));

    test('a touch swipe left on the last slide lands on slide 0, moving forward all the way', () => withRecipe(n, async ({ page, input }) => {
      await onLast(page, n);
      const box = await page.locator('#viewport').boundingBox();
      await input.drag({ x: box.x + box.width * 0.75, y: box.y + box.height / 2 }, { x: -160 }, { pointer: 'touch', steps: 16, interval: 16, hold: 4 });
      await restedOn(page, 0);
      await checkForward(page, n);
      await checkRest(page, n, 0);
      const select = await page.evaluate(() => globalThis.log.events.filter((e) => e.type === 'select').map((e) => [e.previous, e.index]));
      assert.deepEqual(select, [[n - 1, 0]], 'one select, from the last slide to the first');
      // And on round: n more swipes come back to slide 0, each one forward.
      for (let k = 1; k <= n; k++) {
        await page.evaluate(() => { globalThis.log.frames.length = 0; });
        await input.drag({ x: box.x + box.width * 0.75, y: box.y + box.height / 2 }, { x: -160 }, { pointer: 'touch', steps: 16, interval: 16, hold: 4 });
        await restedOn(page, k % n);
        await checkForward(page, n, k % n);
      }
      await checkRest(page, n, 0);
    }));

    test('ArrowRight and scrollIntoView cross the seam forward; n - 1 quick next() calls (one task) go n - 1 slides, each from the previous target', () => withRecipe(n, async ({ page }) => {
      await onLast(page, n);
      await page.focus('#viewport');
      await page.keyboard.press('ArrowRight');
      await restedOn(page, 0);
      await checkForward(page, n);
      await checkRest(page, n, 0);
      await onLast(page, n);
      await page.evaluate(() => globalThis.recipe.carousel.scrollIntoView(globalThis.recipe.carousel.element.children[0]));
      await restedOn(page, 0);
      await checkForward(page, n);
      await checkRest(page, n, 0);
      await onLast(page, n);
      await page.evaluate((k) => { const c = globalThis.recipe.carousel; for (let i = 0; i < k; i++) c.next(); }, n - 1);
      await restedOn(page, n - 2);
      await checkForward(page, n);
      await checkRest(page, n, n - 2);
    }));
  });
}
