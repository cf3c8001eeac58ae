// The recipe "two slides at a time" (examples/recipes/carousel-groups.html,
// slidesToScroll: 2 and 'auto') in Chromium at 390x844 with touch: the snap
// points are where the browser puts each odd slide (1, 3, 5, 7) at the view's
// start, the last one clamped to the end of the native range (no empty
// space); next() twice and a touch swipe move by groups and rest exactly on
// those points, the native offset equal to the position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openRecipe, withPage } from './open.js';
import { pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

for (const by of ['2', 'auto']) {
  test(`recipe carousel-groups, slidesToScroll ${by}: snap points at every second slide, clamped at the end; next() and a swipe move by groups`, async () => {
    await withPage(await openRecipe(chromium, `carousel-groups.html?by=${by}`), async ({ page, problems, input }) => {
      const truth = await page.evaluate(() => {
        const el = globalThis.recipe.carousel.element;
        const left = el.getBoundingClientRect().left + el.clientLeft;
        const max = el.scrollWidth - el.clientWidth;
        const starts = [...el.children].map((s) => s.getBoundingClientRect().left - left + el.scrollLeft);
        return { points: starts.filter((_, i) => i % 2 === 0).map((x) => Math.min(x, max)), max };
      });
      const points = await page.evaluate(() => globalThis.recipe.carousel.snapPoints);
      assert.equal(points.length, 4);
      points.forEach((p, i) => assert.ok(Math.abs(p - truth.points[i]) < 0.01, `point ${i}: ${p} vs ${truth.points[i]}`));
      assert.equal(points.at(-1), truth.max, 'the last group ends at the end');
      await page.evaluate(() => { globalThis.recipe.carousel.next(); globalThis.recipe.carousel.next(); });
      await pollFor(page, () => !globalThis.recipe.carousel.animating && globalThis.recipe.carousel.snapIndex === 2, { problems });
      let s = await page.evaluate(() => ({ position: globalThis.recipe.carousel.position, native: globalThis.recipe.carousel.element.scrollLeft }));
      assert.equal(s.position, points[2]);
      assert.ok(Math.abs(s.native - points[2]) < 1, 'the native offset shows it');
      // A touch swipe back: one group.
      await input.drag({ x: 100, y: 90 }, { x: 120 }, { pointer: 'touch', steps: 10, interval: 16, hold: 4 });
      await pollFor(page, () => !globalThis.recipe.carousel.animating && !globalThis.recipe.carousel.dragging, { problems });
      s = await page.evaluate(() => ({ index: globalThis.recipe.carousel.snapIndex, position: globalThis.recipe.carousel.position }));
      assert.deepEqual(s, { index: 1, position: points[1] });
    });
  });
}
