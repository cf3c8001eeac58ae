// The recipe "virtualized list" (examples/recipes/virtual-list.html: 100,000
// rows of 48 px, a Scroller) in Chromium at 390x844 with CDP touch: after a
// fling, at every native 'scroll' event of the list (once per frame that
// moved it) the rows in the page cover the view as the browser lays it out
// (the row at each visible 48 px slot shows that slot's index), with fewer
// than 30 rows in the page; at rest the position is the native offset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openRecipe, withPage } from './open.js';
import { pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

test('recipe virtual-list: 100,000 rows, fewer than 30 in the page, the view covered at every frame of a touch fling', async () => {
  await withPage(await openRecipe(chromium, 'virtual-list.html'), async ({ page, problems, input }) => {
    await page.evaluate(() => {
      const { list, H } = globalThis.recipe;
      globalThis.gaps = [];
      globalThis.samples = 0;
      list.addEventListener('scroll', () => {
        globalThis.samples++;
        const box = list.getBoundingClientRect();
        // Every 48 px slot the view shows: the row the browser draws there holds that slot's index.
        const top = list.scrollTop;
        const clientTop = box.top + list.clientTop, clientBottom = clientTop + list.clientHeight;
        for (let i = Math.floor(top / H); i * H < top + list.clientHeight; i++) {
          // The middle of the slot's visible part (at least 2 px of it).
          const a = Math.max(clientTop, clientTop + i * H - top), b = Math.min(clientBottom, clientTop + (i + 1) * H - top);
          if (b - a < 2) continue;
          const hit = document.elementFromPoint(box.left + 100, (a + b) / 2);
          if (hit?.dataset.index !== String(i)) globalThis.gaps.push([top, i, hit?.dataset.index ?? hit?.id ?? null]);
        }
      });
    });
    await input.drag({ x: 200, y: 400 }, { y: -300 }, { pointer: 'touch', steps: 6, interval: 16, hold: 2 });
    await pollFor(page, () => !globalThis.recipe.scroller.animating && !globalThis.recipe.scroller.dragging, { problems, message: 'at rest' });
    const r = await page.evaluate(() => ({
      gaps: globalThis.gaps, samples: globalThis.samples, rows: globalThis.recipe.list.querySelectorAll('.row').length,
      position: globalThis.recipe.scroller.position, native: globalThis.recipe.list.scrollTop,
    }));
    assert.ok(r.samples > 10, `frames sampled: ${r.samples}`);
    assert.ok(r.position > 1000, `flung: ${r.position}`);
    assert.deepEqual(r.gaps.slice(0, 5), [], 'the view covered at every frame');
    assert.ok(r.rows < 30, `rows in the page: ${r.rows}`);
    assert.equal(r.position, r.native);
  });
});
