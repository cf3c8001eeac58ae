// Navigation → ready in Chromium: a smooth-scrolling page made with kinema's
// Scroller against the same page made with Lenis, each bundled as a user's
// app would be (esbuild, minified; kinema from the packed package), served
// over HTTP from 127.0.0.1 with cacheable responses.
//
//   node bench/ready.mjs [--quick] [--runs N]
//
// "Ready": the page's module has run to the line after its scroller exists
// (for kinema after `await init()` and `new Scroller(window, …)`, for Lenis
// after `new Lenis()` and its first requestAnimationFrame request), as
// performance.now(), whose origin is the navigation's start. Each
// measurement is a repeat visit: a new browser context, three navigations,
// the third one's figure (the HTTP cache and V8's code cache are warm, as
// for a returning visitor). The contenders are interleaved run by run, so
// the machine's load hits both alike; the median of 15 runs each (5 with
// --quick). Part of `npm run bench`; issue 23's target: kinema's page ≤
// Lenis's + 5 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measure } from './init.mjs';
import { bundlePage, packPackage } from './pages.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

/** The two apps: the same page, each library's documented set-up for a smooth page. */
export const APPS = {
  kinema: `import { init, Scroller, SmoothWheel } from 'kinema/dom';
await init();
window.scroller = new Scroller(window, { wheel: 'smooth', use: [SmoothWheel] });
window.initResult = performance.now();  // ready (bench/init.mjs's measure() waits for it)`,
  lenis: `import Lenis from 'lenis';
const lenis = new Lenis();
function raf(time) { lenis.raf(time); requestAnimationFrame(raf); }
requestAnimationFrame(raf);
window.initResult = performance.now();`,
};

const PAGE = (script) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ready</title>
<link rel="icon" href="data:,"></head><body>
${Array.from({ length: 60 }, (_, i) => `<p>Paragraph ${i + 1}: a long page to scroll.</p>`).join('\n')}
<script type="module" src="./${script}"></script></body></html>\n`;

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v[v.length >> 1];
};

/**
 * Bundles the apps into a temporary directory next to the packed package,
 * serves it, and measures `runs` interleaved repeat visits of each.
 * @param {import('playwright-core').Browser} browser
 */
export async function measureReady(browser, { runs = 15 } = {}) {
  const pack = packPackage();
  const { serve } = await import('../scripts/static-server.mjs');
  const dir = join(pack.dir, 'site');
  mkdirSync(dir);
  const bytes = {};
  for (const [name, source] of Object.entries(APPS)) {
    // kinema resolves from the packed package, Lenis from this repository's devDependencies.
    const code = await bundlePage(source, name === 'kinema' ? pack.dir : ROOT);
    bytes[name] = code.length;
    writeFileSync(join(dir, `${name}.js`), code);
    writeFileSync(join(dir, `${name}.html`), PAGE(`${name}.js`));
  }
  const server = await serve(dir, { headers: { 'Cache-Control': 'max-age=3600' } });
  const load = [loadavg()[0]];
  const times = Object.fromEntries(Object.keys(APPS).map((k) => [k, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const name of Object.keys(APPS)) times[name].push(await measure(browser, `${server.url}${name}.html`, { rate: 1, visits: 3 }));
    }
  } finally {
    await server.close();
    pack.cleanup();
  }
  load.push(loadavg()[0]);
  return { runs, load, bytes, times, median: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])) };
}

/** The comparison (markdown). */
export function readyTable(r) {
  const f = (x) => x.toFixed(1);
  const range = (v) => `${f(Math.min(...v))}–${f(Math.max(...v))}`;
  const gap = r.median.kinema - r.median.lenis;
  return `Navigation → ready (repeat visit: 3rd navigation in a context; median of ${r.runs} interleaved runs; load average ${r.load.map((l) => l.toFixed(2)).join(', ')}):

| page | script (minified) | median | fastest–slowest |
|---|---:|---:|---:|
| kinema: \`new Scroller(window, { wheel: 'smooth', use: [SmoothWheel] })\` after \`await init()\` | ${r.bytes.kinema.toLocaleString('en-US')} B | ${f(r.median.kinema)} ms | ${range(r.times.kinema)} ms |
| Lenis: \`new Lenis()\` and its rAF loop | ${r.bytes.lenis.toLocaleString('en-US')} B | ${f(r.median.lenis)} ms | ${range(r.times.lenis)} ms |

kinema − Lenis: ${gap >= 0 ? '+' : ''}${f(gap)} ms; target ≤ +5 ms: ${gap <= 5 ? 'met' : 'not met'}.`;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--no-browser')) {
  console.log('bench/ready.mjs: --no-browser, skipped');
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const at = process.argv.indexOf('--runs');
  const runs = at > 0 ? Number(process.argv[at + 1]) : quick ? 5 : 15;
  const { launch } = await import('../tests/browser/browser.js');
  const browser = await launch();
  try {
    console.log(readyTable(await measureReady(browser, { runs })));
  } finally {
    await browser.close();
  }
}
