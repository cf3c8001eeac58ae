// Benchmark 5: `import` + `init()` of the package, in fresh Node processes
// and in fresh headless Chromium contexts, next to the floors that no
// package can go below on this machine. bench/run.mjs calls nodeInit() and
// browserInit(); `node bench/init.mjs [--quick]` prints these two tables only.
//
// What each run measures (from the first line of the script or the page's
// module script, to `init()` resolving):
// - import: the dynamic `import()` of the package; in the browser this
//   includes fetching web/dist/kinema.js over HTTP from 127.0.0.1 in a new
//   context (empty HTTP and code caches), then parsing and evaluating it;
// - init: `await init()`: turning the embedded text into the wasm bytes,
//   compiling and instantiating them, the embind registrations and binding the
//   raw exports.
// Floors, measured in the same conditions, interleaved run by run with
// kinema's so that the machine's load hits all alike:
// - `import()` of an empty module file (what loading any module costs);
// - WebAssembly.instantiate of kinema's wasm bytes alone (already in memory,
//   no imports to speak of): what compiling and instantiating this binary
//   costs, whatever carries it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STUBS = '{ a: { a() {}, b() {}, c() {} } }';  // the three functions the glue imports

function sorted(values) {
  const v = values.slice().sort((a, b) => a - b);
  return { median: v[v.length >> 1], min: v[0], max: v[v.length - 1] };
}

function summarise(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    if (typeof runs[0][key] === 'number') out[key] = sorted(runs.map((r) => r[key]));
  }
  return out;
}

function emptyModule() {
  mkdirSync(`${root}build/bench`, { recursive: true });
  writeFileSync(`${root}build/bench/empty.js`, 'export {};\n');
  return `${root}build/bench/empty.js`;
}

/** `runs` fresh Node processes per contender; medians of wall and CPU time (all threads). */
export function nodeInit({ runs = 15 } = {}) {
  const empty = emptyModule();
  const wasm = `${root}web/dist/kinema-wasm.wasm`;
  const head = 'const c0 = process.cpuUsage(); const t0 = performance.now();';
  const tail = 'const c = process.cpuUsage(c0); r.cpu = (c.user + c.system) / 1000; console.log(JSON.stringify(r));';
  const scripts = {
    kinema: `${head}
const m = await import('kinema'); const t1 = performance.now();
await m.init(); const t2 = performance.now();
const r = { import: t1 - t0, init: t2 - t1, total: t2 - t0, memory: m.wasmMemoryBytes() }; ${tail}`,
    empty: `${head}
await import(${JSON.stringify(empty)});
const r = { total: performance.now() - t0 }; ${tail}`,
    wasm: `const bytes = (await import('node:fs')).readFileSync(${JSON.stringify(wasm)});
${head}
const { instance } = await WebAssembly.instantiate(bytes, ${STUBS});
const r = { total: performance.now() - t0, bytes: bytes.length }; ${tail}`,
  };
  const results = Object.fromEntries(Object.keys(scripts).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, script] of Object.entries(scripts)) {
      const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
      results[name].push(JSON.parse(text));
    }
  }
  return {
    runs,
    kinema: summarise(results.kinema), empty: summarise(results.empty), wasm: summarise(results.wasm),
    memory: results.kinema[0].memory, wasmBytes: results.wasm[0].bytes,
  };
}

/** The pages of browserInit(), written into build/bench/. */
function writePages() {
  emptyModule();
  const page = (title, body) => `<!doctype html><meta charset="utf-8"><title>${title}</title><script type="module">\n${body}\n</script>\n`;
  writeFileSync(`${root}build/bench/init.html`, page('kinema init', `const t0 = performance.now();
const m = await import('/web/dist/kinema.js'); const t1 = performance.now();
await m.init(); const t2 = performance.now();
const entry = performance.getEntriesByName(new URL('/web/dist/kinema.js', location.href).href)[0];
window.initResult = { import: t1 - t0, init: t2 - t1, total: t2 - t0, fetched: entry.responseEnd - t0,
  afterFetch: t1 - entry.responseEnd, memory: m.wasmMemoryBytes() };`));
  writeFileSync(`${root}build/bench/init-empty.html`, page('empty import', `const t0 = performance.now();
await import('/build/bench/empty.js'); const t1 = performance.now();
const entry = performance.getEntriesByName(new URL('/build/bench/empty.js', location.href).href)[0];
window.initResult = { total: t1 - t0, fetched: entry.responseEnd - t0, afterFetch: t1 - entry.responseEnd };`));
  writeFileSync(`${root}build/bench/init-wasm.html`, page('wasm alone', `const bytes = await (await fetch('/web/dist/kinema-wasm.wasm')).arrayBuffer();
const t0 = performance.now();
await WebAssembly.instantiate(bytes, ${STUBS});
window.initResult = { total: performance.now() - t0 };`));
}

/**
 * `runs` fresh browser contexts per contender and CPU throttling rate (1 and
 * 4, CDP Emulation.setCPUThrottlingRate), contenders interleaved.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the static server's base URL (serving the repository root)
 */
export async function browserInit(browser, url, { runs = 11 } = {}) {
  writePages();
  const pages = { kinema: 'init.html', empty: 'init-empty.html', wasm: 'init-wasm.html' };
  const out = {};
  for (const rate of [1, 4]) {
    const results = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
    for (let i = 0; i < runs; i++) {
      for (const [name, file] of Object.entries(pages)) {
        const context = await browser.newContext();
        const page = await context.newPage();
        if (rate > 1) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        }
        await page.goto(`${url}build/bench/${file}`);
        await page.waitForFunction(() => window.initResult, null, { timeout: 60_000 });
        results[name].push(await page.evaluate(() => window.initResult));
        await context.close();
      }
    }
    out[`x${rate}`] = {
      kinema: summarise(results.kinema), empty: summarise(results.empty), wasm: summarise(results.wasm),
      memory: results.kinema[0].memory,
    };
  }
  return { runs, ...out };
}

const fmt = (x) => x.toFixed(1);
const cell = (s) => `${fmt(s.median)} ms (${fmt(s.min)}–${fmt(s.max)})`;

/** The Node table (markdown). */
export function nodeTable(r) {
  return `| Measure (${r.runs} fresh processes each, interleaved) | Wall: median (fastest–slowest) | CPU, all threads: median |
|---|---:|---:|
| \`import('kinema')\` + \`await init()\` | ${cell(r.kinema.total)} | ${fmt(r.kinema.cpu.median)} ms |
| — of which \`import('kinema')\` (read, parse, evaluate 1 file) | ${cell(r.kinema.import)} | |
| — of which \`await init()\` (decode, compile, instantiate, bind) | ${cell(r.kinema.init)} | |
| *floor*: \`import()\` of an empty module file | ${cell(r.empty.total)} | ${fmt(r.empty.cpu.median)} ms |
| *floor*: \`WebAssembly.instantiate\` of kinema's ${r.wasmBytes.toLocaleString('en-US')} wasm bytes alone (already in memory) | ${cell(r.wasm.total)} | ${fmt(r.wasm.cpu.median)} ms |
| WebAssembly memory after init() | ${r.memory.toLocaleString('en-US')} B | |`;
}

/** The Chromium table (markdown). */
export function browserTable(r) {
  const rows = [];
  for (const [rate, label] of [['x1', 'no throttling'], ['x4', '4x CPU throttling']]) {
    const s = r[rate];
    rows.push(`| ${label}: \`import()\` + \`await init()\`, fetch included | ${cell(s.kinema.total)} |`,
      `| — ${label}: of which fetching kinema.js (to the response's end) | ${cell(s.kinema.fetched)} |`,
      `| — ${label}: of which the rest of \`import()\` (parse, evaluate; after the response's end) | ${cell(s.kinema.afterFetch)} |`,
      `| — ${label}: of which \`await init()\` | ${cell(s.kinema.init)} |`,
      `| ${label}: *floor*: \`import()\` of an empty module, fetch included | ${cell(s.empty.total)} |`,
      `| — ${label}: *floor*: of which after the response's end | ${cell(s.empty.afterFetch)} |`,
      `| ${label}: *floor*: \`WebAssembly.instantiate\` of the wasm bytes alone (in memory) | ${cell(s.wasm.total)} |`);
  }
  return `| Measure (${r.runs} fresh contexts each, interleaved) | Median (fastest–slowest) |
|---|---:|
${rows.join('\n')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const node = nodeInit({ runs: quick ? 5 : 15 });
  console.log(`## Node ${process.version}\n\n${nodeTable(node)}\n`);
  const { launch } = await import('../tests/browser/browser.js');
  const { serve } = await import('../scripts/static-server.mjs');
  const server = await serve(root);
  const browser = await launch();
  try {
    const r = await browserInit(browser, server.url, { runs: quick ? 5 : 11 });
    console.log(`## Chromium ${browser.version()}\n\n${browserTable(r)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
