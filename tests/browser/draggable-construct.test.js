// Issue 21 item 16: `new Draggable(row)` on each of 5,000 rows of a list
// forces no layout (it used to force one each: ~150 s in all). The truth is
// Chromium's own count of layouts (the DevTools Performance domain's
// LayoutCount) around the constructors, each made as a framework renders a
// list: a row is appended, then given its Draggable. A constructor that
// measured anything would lay the page out once per row. The first touch swipe on a
// row still works (touch-action is set without measuring; the row is
// measured at its press). Constructor time is printed, not asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pollFor } from './input.js';
import { pointerPages } from './pointer-pages.js';
import { withPage } from './open.js';

const pages = pointerPages();

test('5,000 new Draggable(row) force no layout; the first touch swipe on a row moves it', async () => {
  await withPage(await pages.chromium({ hasTouch: true, viewport: { width: 390, height: 844 } }), async ({ page, problems, input, cdp }) => {
    await page.evaluate(() => {
      window.build('<div id="list" style="width: 390px"></div>');
      document.body.offsetHeight;   // laid out before counting
    });
    await cdp.send('Performance.enable');
    const layouts = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount').value;
    const before = await layouts();
    const ms = await page.evaluate(() => {
      const t0 = performance.now();
      const list = document.getElementById('list');
      window.drags = Array.from({ length: 5000 }, (_, i) => {
        const row = document.createElement('div');
        row.className = 'row';
        row.style.cssText = 'width: 200px; height: 48px; background: #fff';
        row.textContent = `Row ${i}`;
        list.append(row);
        // Bounded by the list: its box and the row's are measured at the first press, not here.
        return new window.dom.Draggable(row, { axis: 'x', bounds: list });
      });
      return performance.now() - t0;
    });
    const after = await layouts();
    console.log(`# 5,000 Draggables: ${ms.toFixed(0)} ms, ${after - before} layouts`);
    assert.ok(after - before <= 1, `layouts while constructing: ${after - before}`);
    assert.equal(await page.evaluate(() => document.querySelector('.row').style.touchAction), 'pan-y pinch-zoom');

    // The first swipe on the third row: it follows the finger.
    const y = await page.evaluate(() => document.querySelectorAll('.row')[2].getBoundingClientRect().top + 24);
    await input.drag({ x: 100, y }, { x: 160, y: 0 }, { pointer: 'touch', steps: 8, interval: 16, hold: 80, release: false });
    // (pointermove is dispatched in the page's frames: poll.)
    await pollFor(page, () => window.drags[2].position.x === 160, { problems, message: 'row 2 at 160' });
    await input.release({ after: 4 });
    await pollFor(page, () => !window.drags[2].animating, { problems });
    assert.equal(await page.evaluate(() => window.drags[1].position.x), 0);
    const bounds = await page.evaluate(() => window.drags[2].bounds.x);   // the list's 390 px less the row's 200
    assert.ok(Math.abs(bounds.min) < 0.01 && Math.abs(bounds.max - 190) < 0.01, JSON.stringify(bounds));
  });
});
