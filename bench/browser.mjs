// The Chromium half of `npm run bench` (called by bench/run.mjs): Debian's
// /usr/bin/chromium, headless, driven by playwright-core (as in
// tests/browser). Bundles bench/browser-page.js with the peers into
// build/bench/ (kinema stays the shipped /web/dist/kinema.js), serves the
// repository on 127.0.0.1, and measures:
// - import + init() of the package (bench/init.mjs, which serves the files
//   itself): cold in a fresh browser context, on a repeat visit (HTTP and
//   code caches warm) and from memory (a blob: URL), at full speed and with
//   4x CPU throttling (CDP Emulation.setCPUThrottlingRate), from the line
//   before `import()` to init() resolving, as a timeline (fetched, imported,
//   wasm compile started, instance ready, init() resolved), next to the
//   floors (an empty module, a module of the same size doing nothing, the
//   wasm's instantiate alone);
// - one x(t), 10,000 heterogeneous springs per frame and the mixed batch,
//   against motion-dom and popmotion in the same page: wall-time medians,
//   and the main thread's CPU time per round (CDP Performance ThreadTime).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

import { launch } from '../tests/browser/browser.js';
import { serve } from '../scripts/static-server.mjs';
import { browserInit } from './init.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function browserBench({ quick = false } = {}) {
  mkdirSync(`${root}build/bench`, { recursive: true });
  await build({
    entryPoints: [`${root}bench/browser-page.js`], bundle: true, format: 'esm', minify: true,
    outfile: `${root}build/bench/browser-page.js`, logLevel: 'warning',
    plugins: [{ name: 'kinema-as-shipped', setup(b) { b.onResolve({ filter: /^kinema$/ }, () => ({ path: '/web/dist/kinema.js', external: true })); } }],
  });
  writeFileSync(`${root}build/bench/bench.html`, '<!doctype html><meta charset="utf-8"><title>kinema bench</title><script type="module">import { runBench } from "./browser-page.js"; window.ready = true;</script>\n');
  const server = await serve(root);
  const browser = await launch();
  try {
    const start = await browserInit(browser, { runs: quick ? 5 : 11 });
    const context = await browser.newContext();
    const page = await context.newPage();
    // The page's main-thread CPU time (s) between rounds: CDP Performance
    // metrics measured in thread ticks.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.exposeFunction('benchThreadTime', async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value);
    await page.goto(`${server.url}build/bench/bench.html`);
    await page.waitForFunction(() => window.ready, null, { timeout: 60_000 });
    const results = await page.evaluate((rounds) => window.runBench(rounds), quick ? 3 : 9);
    const { cpu, rounds } = await page.evaluate(() => ({ cpu: window.benchCpu, rounds: window.benchRounds }));
    await context.close();
    return { version: browser.version(), start, results, cpu, rounds };
  } finally {
    await browser.close();
    await server.close();
  }
}
