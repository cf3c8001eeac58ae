// Navigation → ready in Chromium: a smooth-scrolling page made with kinema's
// Scroller against the same page made with Lenis, each bundled as a user's
// app would be (esbuild, minified; kinema from the packed package), served
// over HTTP from 127.0.0.1 with cacheable responses.
//
//   node bench/ready.mjs [--quick] [--runs N] [--timeline] [--floor] [--write]
//
// --timeline: where each app's time goes (see TIMELINE); --floor: also the
// floors (see FLOORS); --write: also into bench/RESULTS.md (its `ready` section).
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

/**
 * The floors (--floor), measured the same way and interleaved with the
 * apps: the page with a module that only loads kinema/dom's engine (what
 * any kinema page pays before its first Scroller), and with a module that
 * does nothing (what the page, the navigation and one module cost).
 */
export const FLOORS = {
  'engine only': `import { init } from 'kinema/dom';
await init();
window.initResult = performance.now();`,
  'empty module': 'window.initResult = performance.now();',
};

/**
 * The same apps with marks (--timeline): performance.now() when the app's
 * own code starts (every module it imports evaluated: for kinema, the wasm
 * text decoded and its compile started), when init() resolved, when the
 * scroller exists, and at the first animation frame after that; `head` adds
 * the marks of WebAssembly.compile / instantiate (called, resolved), the
 * same for both apps.
 */
export const TIMELINE = {
  kinema: `import { init, Scroller, SmoothWheel } from 'kinema/dom';
const marks = window.marks; marks.evaluated = performance.now();
await init(); marks.init = performance.now();
window.scroller = new Scroller(window, { wheel: 'smooth', use: [SmoothWheel] }); marks.ready = performance.now();
requestAnimationFrame(() => { marks.frame = performance.now(); window.initResult = marks; });`,
  lenis: `import Lenis from 'lenis';
const marks = window.marks; marks.evaluated = performance.now();
const lenis = new Lenis();
function raf(time) { lenis.raf(time); requestAnimationFrame(raf); }
requestAnimationFrame(raf); marks.ready = performance.now();
requestAnimationFrame(() => { marks.frame = performance.now(); window.initResult = marks; });`,
};
const TIMELINE_HEAD = `<script>window.marks = {};
const SyncModule = WebAssembly.Module;  // a synchronous compile of more than the 127-byte decoder
WebAssembly.Module = new Proxy(SyncModule, { construct(target, args) {
  const engine = args[0]?.byteLength > 4096;
  if (engine) window.marks.moduleCalled ??= performance.now();
  const m = Reflect.construct(target, args);
  if (engine) window.marks.moduleDone ??= performance.now();
  return m;
} });
for (const f of ['compile', 'instantiate']) {
  const original = WebAssembly[f];
  WebAssembly[f] = function (...args) {
    window.marks[f + 'Called'] ??= performance.now();
    const p = original.apply(this, args);
    p.then(() => { window.marks[f + 'd'] ??= performance.now(); }, () => {});
    return p;
  };
}
addEventListener('load', () => {
  const [nav] = performance.getEntriesByType('navigation');
  const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.js'));
  Object.assign(window.marks, { htmlEnd: nav.responseEnd, scriptEnd: script?.responseEnd, domInteractive: nav.domInteractive });
});</script>`;

const PAGE = (script, head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ready</title>
<link rel="icon" href="data:,">${head}</head><body>
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
export async function measureReady(browser, { runs = 15, timeline = false, floor = false } = {}) {
  const apps = timeline ? TIMELINE : floor ? { ...APPS, ...FLOORS } : APPS;
  const pack = packPackage();
  const { serve } = await import('../scripts/static-server.mjs');
  const dir = join(pack.dir, 'site');
  mkdirSync(dir);
  const bytes = {};
  for (const [name, source] of Object.entries(apps)) {
    // kinema resolves from the packed package, Lenis from this repository's devDependencies.
    const code = await bundlePage(source, name === 'lenis' ? ROOT : pack.dir);
    bytes[name] = code.length;
    const file = name.replace(/\W+/g, '-');
    writeFileSync(join(dir, `${file}.js`), code);
    writeFileSync(join(dir, `${file}.html`), PAGE(`${file}.js`, timeline ? TIMELINE_HEAD : ''));
  }
  const server = await serve(dir, { headers: { 'Cache-Control': 'max-age=3600' } });
  const load = [loadavg()[0]];
  const times = Object.fromEntries(Object.keys(apps).map((k) => [k, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const name of Object.keys(apps)) times[name].push(await measure(browser, `${server.url}${name.replace(/\W+/g, '-')}.html`, { rate: 1, visits: 3 }));
    }
  } finally {
    await server.close();
    pack.cleanup();
  }
  load.push(loadavg()[0]);
  if (timeline) return { runs, load, bytes, timeline: times };
  return { runs, load, bytes, times, median: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])) };
}

const MARKS = [
  ['htmlEnd', 'HTML arrived (responseEnd)'],
  ['scriptEnd', 'script arrived (responseEnd; HTTP cache)'],
  ['moduleCalled', '`new WebAssembly.Module` called (the wasm text decoded)'],
  ['moduleDone', '`new WebAssembly.Module` returned (compiled synchronously)'],
  ['compileCalled', 'WebAssembly.compile called (the wasm text decoded)'],
  ['evaluated', 'the app\'s code starts (every imported module evaluated)'],
  ['compiled', 'wasm compiled'],
  ['instantiateCalled', 'WebAssembly.instantiate called'],
  ['instantiated', 'wasm instantiated'],
  ['init', 'init() resolved'],
  ['ready', '**ready**: the scroller exists'],
  ['frame', 'first animation frame after ready'],
  ['domInteractive', 'domInteractive'],
];

/** The timeline (markdown): each mark's median (fastest–slowest) per app, ms from the navigation's start. */
export function timelineTable(r) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
  const stat = (runs, key) => {
    const v = runs.map((m) => m[key]).filter(Number.isFinite);
    return v.length ? `${f(median(v))} (${f(Math.min(...v))}–${f(Math.max(...v))})` : '–';
  };
  const names = Object.keys(r.timeline);
  const order = MARKS.filter(([key]) => names.some((n) => r.timeline[n].some((m) => Number.isFinite(m[key]))))
    .sort(([a], [b]) => median(r.timeline.kinema.map((m) => m[a] ?? Infinity)) - median(r.timeline.kinema.map((m) => m[b] ?? Infinity)));
  // Per run, the time from the mark before (of those this app has): medians of the same run's differences.
  const gap = (runs, key) => {
    const keys = order.map(([k]) => k).filter((k) => runs.some((m) => Number.isFinite(m[k])));
    const i = keys.indexOf(key);
    if (i <= 0) return '';
    const v = runs.map((m) => m[key] - m[keys[i - 1]]).filter(Number.isFinite);
    return v.length ? ` +${f(median(v))}` : '';
  };
  return `Navigation → ready, timeline (repeat visits, ${r.runs} interleaved runs; ms from the navigation's start, median (fastest–slowest), then the median of each run's time since the mark before; load average ${r.load.map((l) => l.toFixed(2)).join(', ')}):

| mark | ${names.join(' | ')} |
|---|${names.map(() => '---:').join('|')}|
${order.map(([key, label]) => `| ${label} | ${names.map((n) => (r.timeline[n].some((m) => Number.isFinite(m[key])) ? `${stat(r.timeline[n], key)}${gap(r.timeline[n], key)}` : '–')).join(' | ')} |`).join('\n')}`;
}

/** The comparison (markdown). */
export function readyTable(r) {
  const f = (x) => x.toFixed(1);
  const range = (v) => `${f(Math.min(...v))}–${f(Math.max(...v))}`;
  const gap = r.median.kinema - r.median.lenis;
  const paired = median(r.times.kinema.map((k, i) => k - r.times.lenis[i]));
  const sign = (x) => `${x >= 0 ? '+' : ''}${f(x)}`;
  const row = (name, label) => `| ${label} | ${r.bytes[name].toLocaleString('en-US')} B | ${f(r.median[name])} ms | ${range(r.times[name])} ms |`;
  return `Navigation → ready (repeat visit: 3rd navigation in a context; median of ${r.runs} interleaved runs; load average ${r.load.map((l) => l.toFixed(2)).join(', ')}):

| page | script (minified) | median | fastest–slowest |
|---|---:|---:|---:|
${row('kinema', "kinema: `new Scroller(window, { wheel: 'smooth', use: [SmoothWheel] })` after `await init()`")}
${row('lenis', 'Lenis: `new Lenis()` and its rAF loop')}
${Object.keys(FLOORS).filter((n) => r.times[n]).map((n) => row(n, n === 'engine only' ? '*floor*: `await init()` of kinema/dom alone (no Scroller)' : '*floor*: a module that does nothing')).join('\n')}

kinema − Lenis: ${sign(gap)} ms (medians; the median of each run's difference: ${sign(paired)} ms); target ≤ +5 ms: ${gap <= 5 ? 'met' : 'not met'}.`.replace(/\n\n\n/, '\n\n');
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
    if (process.argv.includes('--timeline')) console.log(timelineTable(await measureReady(browser, { runs, timeline: true })));
    else {
      const table = readyTable(await measureReady(browser, { runs, floor: process.argv.includes('--floor') }));
      console.log(table);
      if (process.argv.includes('--write')) {
        const { writeSection } = await import('./dom-common.mjs');
        writeSection('ready', `## Issue 23: navigation → ready against Lenis\n\n- Command: \`node bench/ready.mjs --write\` (part of \`npm run bench\`; \`--timeline\`: where the time goes); date ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; Chromium ${browser.version()}.\n\n${table}`);
      }
    }
  } finally {
    await browser.close();
  }
}
