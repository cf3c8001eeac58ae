// Issue 21 item 18: a touch fling on a 10,000-row list (the rows are the
// Scroller's own children) costs at most 1.5x the main-thread time per
// frame of writing scrollTop natively along the same curve, with no long
// task from the press to the end. The baseline is measured in the same run
// on the same list: a requestAnimationFrame loop writing the positions the
// Scroller showed, frame by frame. Main-thread time: DevTools'
// TaskDuration per frame, over 30 frames from the release (as
// bench/dom-biglist.mjs); long tasks: the page's PerformanceObserver. Three
// rounds, order alternated, medians: a busy machine slows both alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chromiumInput } from './input.js';
import { measureFrames, median, openBench } from '../../bench/dom-common.mjs';

const ROWS = 10_000;

test('item 18: a touch fling on 10,000 rows costs at most 1.5x the main-thread time per frame of writing scrollTop along the same curve, and no long task', { timeout: 300_000 }, async () => {
  const bench = await openBench({ hasTouch: true });
  const { page, cdp } = bench;
  try {
    const input = await chromiumInput(page);
    const rounds = { Scroller: [], writes: [] };
    let curve = null;
    const run = async (mode) => {
      await page.evaluate(({ mode, rows }) => {
        window.s?.destroy();
        window.s = null;
        window.longTasks = [];
        window.observer?.disconnect();
        window.observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(Math.round(e.duration)); });
        window.observer.observe({ type: 'longtask' });
        const el = window.buildList(rows);
        if (mode === 'Scroller') {
          window.s = new window.dom.Scroller(el, { axis: 'y' });
          window.curve = [];
          window.s.on('scroll', (d) => { if (window.curve) window.curve.push(d.y); });
        }
      }, { mode, rows: ROWS });
      await measureFrames(page, cdp, { frames: 3, maxMs: 3000 });   // laid out and painted; construction's tasks are past
      await page.evaluate(() => { window.longTasks = []; });
      if (mode === 'Scroller') {
        await input.drag({ x: 200, y: 500 }, { y: -300 }, { pointer: 'touch', steps: 6, interval: 16, hold: 2 });
        await page.evaluate(() => { window.curve = []; });   // from the release: the fling's frames
      } else {
        await page.evaluate((curve) => {
          const el = document.getElementById('list');
          el.scrollTop = 300;   // where the drag left it
          let i = 0;
          const step = () => {
            if (i >= curve.length) return;
            el.scrollTop = curve[i++];
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }, curve);
      }
      const m = await measureFrames(page, cdp, { frames: 30, maxMs: 3000 });
      const out = await page.evaluate(() => ({ longTasks: window.longTasks, curve: window.curve, top: document.getElementById('list').scrollTop }));
      if (mode === 'Scroller') {
        curve = out.curve;
        assert.ok(out.top > 900, `it flung (${out.top})`);
      }
      rounds[mode].push({ busy: m.busy, longTasks: out.longTasks });
    };
    await run('Scroller');   // the first curve
    for (let r = 0; r < 3; r++) for (const mode of r % 2 ? ['writes', 'Scroller'] : ['Scroller', 'writes']) await run(mode);
    rounds.Scroller.shift();
    const busy = { Scroller: median(rounds.Scroller.map((r) => r.busy)), writes: median(rounds.writes.map((r) => r.busy)) };
    const detail = JSON.stringify(rounds);
    console.log(`# busy ms per frame: Scroller ${busy.Scroller.toFixed(2)}, scrollTop writes ${busy.writes.toFixed(2)} (ratio ${(busy.Scroller / busy.writes).toFixed(2)})`);
    assert.ok(busy.Scroller <= 1.5 * busy.writes, `at most 1.5x: ${detail}`);
    const longs = (mode) => median(rounds[mode].map((r) => r.longTasks.length));
    assert.ok(longs('Scroller') <= longs('writes'), `no long task the scrollTop writes do not have: ${detail}`);
    assert.deepEqual(bench.errors, []);
  } finally {
    await bench.close();
  }
});
