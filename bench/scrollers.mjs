// Many animating Scrollers in headless Chromium (issue 11, defect 8): the
// cost of a frame (from the frame's start to a message posted after its
// rendering) with N Scrollers each running a scrollTo spring, against a
// plain loop that writes the same kind of positions (scrollTop plus a
// sub-pixel translate on every row) with no reads. Run:
//   node bench/scrollers.mjs [root of the repository to serve]
// Not part of `npm test`: a measurement, never an assertion.
import { fileURLToPath } from 'node:url';
import { serve } from '../tests/browser/server.js';
import { launch, newPage } from '../tests/browser/browser.js';

const ROOT = process.argv[2] ?? fileURLToPath(new URL('../', import.meta.url));
const COUNTS = [1, 25, 100, 200];
const FRAMES = 60;

const server = await serve(ROOT);
const browser = await launch();
const { page } = await newPage(browser, { viewport: { width: 1600, height: 1200 } });
await page.goto(`${server.url}tests/browser/fixtures/scroller/`);
await page.waitForFunction(() => document.body.dataset.state === 'ready');

async function measure(count, mode) {
  return page.evaluate(async ({ count, mode, FRAMES }) => {
    document.body.querySelectorAll('.bench').forEach((n) => n.remove());
    const host = document.createElement('div');
    host.className = 'bench';
    host.style.cssText = 'display:flex;flex-wrap:wrap;gap:2px';
    const els = [];
    for (let i = 0; i < count; i++) {
      const el = document.createElement('div');
      el.style.cssText = 'width:60px;height:80px;overflow:hidden;flex:none';
      for (let r = 0; r < 20; r++) {
        const row = document.createElement('div');
        row.style.cssText = 'height:20px;font:10px sans-serif';
        row.textContent = `row ${r}`;
        el.append(row);
      }
      host.append(el);
      els.push(el);
    }
    document.body.append(host);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const costs = [];
    const channel = new MessageChannel();
    let pending = null;
    channel.port1.onmessage = () => { if (pending) { costs.push(performance.now() - pending); pending = null; } };
    let scrollers = [];
    let plain = null;
    if (mode === 'scroller') {
      scrollers = els.map((el) => new window.dom.Scroller(el, { axis: 'y', spring: { stiffness: 0.01, dampingRatio: 1 } }));
      scrollers.forEach((s, i) => s.scrollTo(300 + (i % 7)));
    } else {
      const t0 = performance.now();
      plain = (t) => {
        const p = 300 * (1 - Math.exp(-(t - t0) / 2000)) + 0.37;
        const native = Math.round(p);
        for (const el of els) el.scrollTop = native;           // every offset, then every style: no forced layout
        const value = `0px ${-(p - native)}px`;
        for (const el of els) for (const row of el.children) row.style.translate = value;
        requestAnimationFrame(plain);
      };
      requestAnimationFrame(plain);
    }
    await new Promise((resolve) => {
      let n = 0;
      const probe = (timestamp) => {
        pending = timestamp;
        channel.port2.postMessage(0);
        if (++n < FRAMES + 5) requestAnimationFrame(probe); else resolve();
      };
      requestAnimationFrame(probe);
    });
    plain = null;
    const animating = scrollers.filter((s) => s.animating).length;
    for (const s of scrollers) s.destroy();
    host.remove();
    costs.splice(0, 5);
    costs.sort((a, b) => a - b);
    return { median: costs[costs.length >> 1], p90: costs[Math.floor(costs.length * 0.9)], animating };
  }, { count, mode, FRAMES });
}

const rows = [];
for (const count of COUNTS) {
  // Interleaved: plain, scroller, plain, scroller.
  const runs = { plain: [], scroller: [] };
  for (let k = 0; k < 2; k++) {
    runs.plain.push(await measure(count, 'plain'));
    runs.scroller.push(await measure(count, 'scroller'));
  }
  const med = (list) => list.map((r) => r.median).sort((a, b) => a - b)[0];
  rows.push({ count, plain: med(runs.plain), scroller: med(runs.scroller), animating: runs.scroller.map((r) => r.animating) });
}
console.log('scrollers | plain loop ms/frame | Scrollers ms/frame | ratio | still animating at the end');
for (const r of rows) console.log(`${r.count} | ${r.plain.toFixed(2)} | ${r.scroller.toFixed(2)} | ${(r.scroller / r.plain).toFixed(2)} | ${r.animating.join(', ')}`);
await browser.close();
await server.close();
