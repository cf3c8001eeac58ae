// The recipe "carousel with thumbnails in sync" (examples/recipes/
// carousel-thumbnails.html: issue 24 item 6) in Chromium at 390x844 with CDP
// touch: the thumbnail marked is the main carousel's snapIndex at every
// frame either moves (a swipe, snapTo, a thumbnail click), the marked
// thumbnail is wholly inside the strip once it rests (the browser's layout),
// and a thumbnail click brings the main carousel exactly onto that slide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openRecipe, withPage } from './open.js';
import { pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

test('recipe carousel-thumbnails: one index for both, at every frame; the marked thumbnail in view; a click selects its slide', async () => {
  await withPage(await openRecipe(chromium, 'carousel-thumbnails.html'), async ({ page, problems, input }) => {
    await page.evaluate(() => {
      const { main, thumbs } = globalThis.recipe;
      globalThis.mismatches = [];
      globalThis.frames = 0;
      const marked = () => [...thumbs.element.children].findIndex((b) => b.getAttribute('aria-current') === 'true');
      const check = () => {
        globalThis.frames++;
        if (main.snapIndex >= 0 && marked() !== main.snapIndex) globalThis.mismatches.push([main.snapIndex, marked()]);
      };
      main.on('scroll', check);
      thumbs.on('scroll', check);
      globalThis.state = () => {
        const strip = thumbs.element.getBoundingClientRect();
        const b = thumbs.element.children[marked()].getBoundingClientRect();
        return {
          index: main.snapIndex, marked: marked(), inView: b.left >= strip.left - 0.5 && b.right <= strip.right + 0.5,
          position: main.position, native: main.element.scrollLeft, rest: !main.animating && !thumbs.animating && !main.dragging,
        };
      };
    });
    const restOn = (i) => pollFor(page, (k) => { const s = globalThis.state(); return s.rest && s.index === k && s; }, { arg: i, problems, message: `main at rest on ${i}` });
    // A touch swipe on the main carousel.
    await input.drag({ x: 300, y: 110 }, { x: -160 }, { pointer: 'touch', steps: 10, interval: 16, hold: 4 });
    let s = await restOn(1);
    assert.deepEqual([s.marked, s.inView, s.position], [1, true, 390]);
    // Far along: the strip scrolls the thumbnail into view.
    await page.evaluate(() => globalThis.recipe.main.snapTo(8));
    s = await restOn(8);
    assert.deepEqual([s.marked, s.inView, s.position, s.native], [8, true, 8 * 390, 8 * 390]);
    assert.ok(await page.evaluate(() => globalThis.recipe.thumbs.position) > 0, 'the strip moved');
    // A click on a thumbnail in view.
    const box = await page.locator('#thumbs > button:nth-child(7)').boundingBox();
    await input.click(box.x + box.width / 2, box.y + box.height / 2);
    s = await restOn(6);
    assert.deepEqual([s.marked, s.inView, s.position], [6, true, 6 * 390]);
    const r = await page.evaluate(() => ({ mismatches: globalThis.mismatches, frames: globalThis.frames }));
    assert.ok(r.frames > 20, `frames checked: ${r.frames}`);
    assert.deepEqual(r.mismatches, [], 'the same index at every frame');
  });
});
