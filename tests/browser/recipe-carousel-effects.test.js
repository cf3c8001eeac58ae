// The recipe "carousel effects" (examples/recipes/carousel-effects.html) in
// Chromium at 390x844: scroller.progress, slidesInView and slideProgress
// against the browser's own layout at rest on each slide (scrollLeft over
// scrollWidth - clientWidth; each slide's getBoundingClientRect against the
// viewport's client box), and after a touch swipe; the loop's progress is
// the slide's place along the cycle (tests/browser/recipe-carousel-loop.test.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openRecipe, withPage } from './open.js';
import { pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

/** The browser's figures and the Scroller's, now. */
const measure = (page) => page.evaluate(() => {
  const { carousel } = globalThis.recipe;
  const el = carousel.element;
  const box = el.getBoundingClientRect();
  const left = box.left + el.clientLeft, width = el.clientWidth, centre = left + width / 2;
  const rects = [...el.children].map((s) => s.getBoundingClientRect());
  return {
    truth: {
      progress: el.scrollLeft / (el.scrollWidth - el.clientWidth),
      inView: rects.flatMap((r, i) => (Math.min(r.right, left + width) - Math.max(r.left, left) >= r.width / 2 ? [i] : [])),
      // From its snap position: centred, within the native range.
      slideProgress: rects.map((r) => {
        const max = el.scrollWidth - el.clientWidth;
        const at = Math.min(Math.max(el.scrollLeft + (r.left + r.right) / 2 - centre, 0), max);
        return (el.scrollLeft - at) / r.width;
      }),
    },
    progress: carousel.progress, inView: carousel.slidesInView, slideProgress: carousel.slideProgress,
    opacity: [...el.querySelectorAll('.card')].map((c) => Number(c.style.getPropertyValue('--opacity'))),
  };
});

function agree(m, what) {
  assert.ok(Math.abs(m.progress - m.truth.progress) < 1e-9, `${what}: progress ${m.progress} vs ${m.truth.progress}`);
  assert.deepEqual(m.inView, m.truth.inView, `${what}: slidesInView`);
  m.slideProgress.forEach((p, i) => assert.ok(Math.abs(p - m.truth.slideProgress[i]) < 1e-6, `${what}: slide ${i} progress ${p} vs ${m.truth.slideProgress[i]}`));
}

test('recipe carousel-effects: progress, slidesInView and slideProgress agree with the browser\'s layout at rest on every slide and after a swipe; the effect follows', async () => {
  await withPage(await openRecipe(chromium, 'carousel-effects.html'), async ({ page, input }) => {
    for (let i = 0; i < 5; i++) {
      await page.evaluate((k) => globalThis.recipe.carousel.snapTo(k, { animate: false }), i);
      const m = await measure(page);
      agree(m, `slide ${i}`);
      assert.ok(m.inView.includes(i));
      assert.equal(m.slideProgress[i], 0, 'the selected slide is where it snaps');
      assert.equal(m.opacity[i], 1);
    }
    assert.equal((await measure(page)).progress, 1, 'the last slide: the end of the range');
    await page.evaluate(() => globalThis.recipe.carousel.snapTo(0, { animate: false }));
    assert.equal((await measure(page)).progress, 0);
    // A swipe, at rest again.
    await input.drag({ x: 300, y: 140 }, { x: -200 }, { pointer: 'touch', steps: 10, interval: 16, hold: 4 });
    await pollFor(page, () => !globalThis.recipe.carousel.animating && !globalThis.recipe.carousel.dragging);
    const m = await measure(page);
    agree(m, 'after a swipe');
    const index = globalThis.Number(await page.evaluate(() => globalThis.recipe.carousel.snapIndex));
    assert.ok(index >= 1, `moved on: ${index}`);
  });
});

test('accessibility: "Slide N of M" in a polite live region after next(); the slides wholly out of view are inert, by the browser\'s layout, at rest and in every frame of the move; the author\'s inert kept; all removed by destroy()', async () => {
  await withPage(await openRecipe(chromium, 'carousel-effects.html'), async ({ page, problems }) => {
    await page.evaluate(() => {
      const el = globalThis.recipe.carousel.element;
      globalThis.check = () => {
        const box = el.getBoundingClientRect();
        const left = box.left + el.clientLeft, right = left + el.clientWidth;
        return [...el.children].map((s) => {
          const r = s.getBoundingClientRect();
          const out = r.right <= left + 0.5 || r.left >= right - 0.5;
          return out === s.hasAttribute('inert') ? null : `slide ${[...el.children].indexOf(s)}: out ${out}, inert ${s.hasAttribute('inert')}`;
        }).filter(Boolean);
      };
      // Every frame of a move: the inert slides after the Scroller's writes (the native scroll event).
      globalThis.mismatches = [];
      el.addEventListener('scroll', () => globalThis.mismatches.push(...globalThis.check()));
    });
    const region = () => page.evaluate(() => {
      const r = document.querySelector('[aria-live]');
      return r && { text: r.textContent, live: r.getAttribute('aria-live'), next: r.previousElementSibling?.id };
    });
    assert.deepEqual(await page.evaluate(() => globalThis.check()), [], 'inert slides at rest on slide 0');
    assert.deepEqual(await page.evaluate(() => [...globalThis.recipe.carousel.element.children].map((s) => s.hasAttribute('inert'))), [false, false, true, true, true]);
    assert.deepEqual(await region(), { text: '', live: 'polite', next: 'viewport' });
    await page.evaluate(() => globalThis.recipe.carousel.next());
    assert.equal((await region()).text, 'Slide 2 of 5', 'announced at the select');
    await pollFor(page, () => !globalThis.recipe.carousel.animating, { problems });
    await page.evaluate(() => globalThis.recipe.carousel.next());
    await pollFor(page, () => !globalThis.recipe.carousel.animating, { problems });
    assert.equal((await region()).text, 'Slide 3 of 5');
    assert.deepEqual(await page.evaluate(() => globalThis.check()), []);
    assert.deepEqual(await page.evaluate(() => globalThis.mismatches), [], 'in every frame of the moves');
    // The author's own inert stays, also in view; destroy() removes only what it added.
    const after = await page.evaluate(() => {
      const { carousel } = globalThis.recipe;
      const slides = [...carousel.element.children];
      slides[2].setAttribute('inert', '');
      carousel.snapTo(2, { animate: false });
      const kept = slides[2].hasAttribute('inert');
      carousel.destroy();
      return { kept, inert: slides.map((s) => s.hasAttribute('inert')), region: document.querySelectorAll('[aria-live]').length };
    });
    assert.deepEqual(after, { kept: true, inert: [false, false, true, false, false], region: 0 });
  });
});
