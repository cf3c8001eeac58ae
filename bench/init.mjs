// Benchmark 5: `import` + `init()` of the package, in fresh Node processes
// and in headless Chromium, next to the floors that any package of the same
// size pays on this machine. bench/run.mjs calls nodeInit() and (through
// bench/browser.mjs) browserInit(); `node bench/init.mjs [--quick]
// [--no-browser]` prints these tables only.
//
// Every run measures in-process time, performance.now() from the line before
// the dynamic `import()` to `init()` resolving (the process's or page's own
// start-up is no part of it), and records a timeline of where that time went
// (all times from the same start):
// - fetched: the Resource Timing entry's responseEnd (Chromium only): the
//   file has arrived;
// - imported: `import()` resolved: the file read or fetched, parsed and its
//   top-level code evaluated;
// - wasm start: the first call of `new WebAssembly.Module` (of more than
//   the 127-byte decoder), WebAssembly.compile or .instantiate (the harness
//   wraps the three, for every contender alike): kinema compiles while its
//   module is evaluated, once the embedded text is decoded, synchronously
//   where the engine allows it (web/src/wasm.js);
// - wasm compiled: `new WebAssembly.Module` returned, or
//   WebAssembly.compile's promise resolved (off the main thread);
// - wasm ready: WebAssembly.instantiate's promise resolved (init() calls it
//   through the loader, src/bindings/loader.js, on the compiled module);
// - total: init() resolved; after wasm ready: the loader's set-up (memory
//   views, the constructors running embind's registrations) and binding the
//   raw exports.
// The rows are listed in the order of their medians, each with the gap from
// the row before.
// The floors, measured the same way and interleaved run by run with
// kinema's, so that the machine's load hits all alike:
// - `import()` of an empty module (what loading any module costs);
// - `import()` of a module of the same byte size as web/dist/kinema.js that
//   does nothing: one string literal (the wasm's own text, padded), i.e. the
//   read/fetch, decode and scan cost that any script of this size pays;
// - WebAssembly.instantiate of kinema's wasm bytes alone, already in memory
//   (stub imports): what compiling and instantiating this binary costs,
//   whatever carries it.
// In Chromium each is measured three ways: cold (a new browser context: empty
// HTTP and code caches; served over HTTP from a local server), a repeat visit
// (the third navigation in the same context: the file comes from the HTTP
// cache and V8's code cache has been written by the second), and in memory
// (a new context; the file fetched before the timer starts and imported from
// a blob: URL, so no request leaves the renderer: parse, evaluate and init()
// alone), each at full speed and with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate). (Answering the requests from playwright's
// page.route was tried and is slower than the local server: every request
// makes a round trip through the DevTools protocol to this process.)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STUBS = '{ a: { a() {}, b() {}, c() {} } }';  // the three functions the glue imports
const KINEMA = 'web/dist/kinema.js';
const EMPTY = 'build/bench/empty.js';
const SIZED = 'build/bench/sized.js';
const CONTENDERS = { kinema: KINEMA, empty: EMPTY, sized: SIZED };

function sorted(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return { median: NaN, min: NaN, max: NaN };
  return { median: v[v.length >> 1], min: v[0], max: v[v.length - 1] };
}

function summarise(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    // (NaN travels through JSON as null: a mark this contender does not have)
    if (typeof runs[0][key] === 'number' || runs[0][key] === null) out[key] = sorted(runs.map((r) => r[key] ?? NaN));
  }
  return out;
}

/** The floor modules, written into build/bench/: empty, and kinema.js's byte size doing nothing. */
function floorModules() {
  mkdirSync(`${root}build/bench`, { recursive: true });
  writeFileSync(`${root}${EMPTY}`, 'export {};\n');
  // web/dist/kinema.js and the chunks it imports (scripts/bundle.mjs).
  const entry = readFileSync(`${root}${KINEMA}`, 'utf8');
  const chunks = [...entry.matchAll(/from\s*"\.\/(chunks\/[^"]+)"/g)].map((m) => m[1]);
  const size = Buffer.byteLength(entry) + chunks.reduce((sum, c) => sum + readFileSync(`${root}web/dist/${c}`).length, 0);
  // The wasm's text as kinema-wasm-bytes.js writes it (the same characters,
  // so the same UTF-8 decoding work), padded with ASCII to the same size.
  const literal = readFileSync(`${root}web/dist/kinema-wasm-bytes.js`, 'utf8').match(/^export default ('.*');$/m)[1];
  let text = `export default ${literal};\n`;
  const pad = size - Buffer.byteLength(text) - 'export const pad = \'\';\n'.length;
  text += `export const pad = '${'x'.repeat(Math.max(0, pad))}';\n`;
  writeFileSync(`${root}${SIZED}`, text);
  return { kinemaBytes: size, sizedBytes: Buffer.byteLength(text) };
}

// The timing harness, the same for every contender (Node and Chromium):
// wraps WebAssembly.compile/instantiate to note when the wasm starts and is
// ready, then imports `specifier` and, if it has one, awaits its init().
// With `blob`, the file is fetched before the timer starts and imported from
// a blob: URL (in memory: no request leaves the renderer).
function harness(specifier, entryURL, blob = false) {
  return `${blob ? `const url = URL.createObjectURL(new Blob([await (await fetch(${JSON.stringify(specifier)})).blob()], { type: 'text/javascript' }));\n` : ''}const wasm = {};
// A synchronous compile (web/src/wasm.js's, where allowed) of more than the 127-byte decoder.
const SyncModule = WebAssembly.Module;
WebAssembly.Module = new Proxy(SyncModule, { construct(target, args) {
  const engine = args[0]?.byteLength > 4096;
  if (engine) wasm.start ??= performance.now();
  const m = Reflect.construct(target, args);
  if (engine) wasm.compile ??= performance.now();
  return m;
} });
for (const f of ['compile', 'instantiate']) {
  const original = WebAssembly[f];
  WebAssembly[f] = function (...args) {
    wasm.start ??= performance.now();
    const promise = original.apply(this, args);
    promise.then(() => { wasm[f] = performance.now(); }, () => {});
    return promise;
  };
}
const t0 = performance.now();
const m = await import(${blob ? 'url' : JSON.stringify(specifier)}); const t1 = performance.now();
if (m.init) await m.init();
const t2 = performance.now();
${entryURL && !blob ? `const entry = performance.getEntriesByName(${entryURL})[0];` : 'const entry = undefined;'}
const r = { total: t2 - t0, imported: t1 - t0, fetched: entry ? entry.responseEnd - t0 : NaN,
  wasmStart: (wasm.start ?? NaN) - t0, wasmCompiled: (wasm.compile ?? NaN) - t0, wasmReady: (wasm.instantiate ?? NaN) - t0,
  memory: m.wasmMemoryBytes ? m.wasmMemoryBytes() : 0 };`;
}

function wasmFloor(load) {
  return `const bytes = ${load};
const t0 = performance.now();
await WebAssembly.instantiate(bytes, ${STUBS});
const r = { total: performance.now() - t0, bytes: bytes.byteLength };`;
}

/**
 * `runs` fresh Node processes per contender, interleaved; in-process wall
 * time (from before `import()` to init() resolving) and CPU time of all
 * threads over the same span (process.cpuUsage: V8's compile threads count).
 */
export function nodeInit({ runs = 30 } = {}) {
  const sizes = floorModules();
  const load = [loadavg()[0]];
  const cpu = (body) => `const c0 = process.cpuUsage();\n${body}\nconst c = process.cpuUsage(c0); r.cpu = (c.user + c.system) / 1000; console.log(JSON.stringify(r));`;
  const scripts = {
    kinema: cpu(harness('kinema')),
    empty: cpu(harness(`${root}${EMPTY}`)),
    sized: cpu(harness(`${root}${SIZED}`)),
    wasm: `const { readFileSync } = await import('node:fs');\n${cpu(wasmFloor(`readFileSync(${JSON.stringify(`${root}web/dist/kinema-wasm.wasm`)})`))}`,
  };
  const results = Object.fromEntries(Object.keys(scripts).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, script] of Object.entries(scripts)) {
      const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
      results[name].push(JSON.parse(text));
    }
  }
  const out = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, summarise(v)]));
  load.push(loadavg()[0]);
  return { runs, load, ...out, memory: results.kinema[0].memory, wasmBytes: results.wasm[0].bytes, ...sizes };
}

/** The pages of browserInit(), written into build/bench/. */
function writePages() {
  const sizes = floorModules();
  const page = (body) => `<!doctype html><meta charset="utf-8"><title>init</title><script type="module">\n${body}\nwindow.initResult = r;\n</script>\n`;
  const entry = (path) => `new URL('/${path}', location.href).href`;
  for (const [name, path] of Object.entries(CONTENDERS)) {
    writeFileSync(`${root}build/bench/init-${name}.html`, page(harness(`/${path}`, entry(path))));
    writeFileSync(`${root}build/bench/init-${name}-blob.html`, page(harness(`/${path}`, entry(path), true)));
  }
  writeFileSync(`${root}build/bench/init-wasm.html`, page(wasmFloor("await (await fetch('/web/dist/kinema-wasm.wasm')).arrayBuffer()")));
  return sizes;
}


/**
 * One measurement: a page in a new context, `visits` navigations (the last
 * one's `window.initResult`, awaited), CPU throttled by `rate`. Also
 * bench/ready.mjs's.
 */
export async function measure(browser, url, { rate, visits = 1 }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (rate > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    let result;
    for (let v = 0; v < visits; v++) {
      await page.goto(url);
      await page.waitForFunction(() => window.initResult, null, { timeout: 60_000 });
      result = await page.evaluate(() => window.initResult);
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * `runs` measurements per contender, scenario (cold, repeat visit, in
 * memory) and CPU throttling rate (1 and 4), contenders interleaved; serves
 * the repository on 127.0.0.1 itself (cacheable responses, so that the
 * repeat visit can use the HTTP cache).
 * @param {import('playwright-core').Browser} browser
 */
export async function browserInit(browser, { runs = 11 } = {}) {
  const sizes = writePages();
  const load = [loadavg()[0]];
  const { serve } = await import('../scripts/static-server.mjs');
  const server = await serve(root, { headers: { 'Cache-Control': 'max-age=3600' } });
  const scenarios = { cold: { visits: 1 }, repeat: { visits: 3 }, memory: { blob: true } };
  const out = {};
  try {
    for (const rate of [1, 4]) {
      const results = { wasm: [] };
      for (const s of Object.keys(scenarios)) for (const c of Object.keys(CONTENDERS)) results[`${s}.${c}`] = [];
      for (let i = 0; i < runs; i++) {
        for (const [s, options] of Object.entries(scenarios)) {
          for (const c of Object.keys(CONTENDERS)) {
            const file = `init-${c}${options.blob ? '-blob' : ''}.html`;
            results[`${s}.${c}`].push(await measure(browser, `${server.url}build/bench/${file}`, { rate, visits: options.visits }));
          }
        }
        results.wasm.push(await measure(browser, `${server.url}build/bench/init-wasm.html`, { rate }));
      }
      out[`x${rate}`] = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, summarise(v)]));
      out[`x${rate}`].memory = results['cold.kinema'][0].memory;
    }
  } finally {
    await server.close();
  }
  load.push(loadavg()[0]);
  return { runs, load, ...out, ...sizes };
}

const fmt = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
const cell = (s) => `${fmt(s.median)} ms (${fmt(s.min)}–${fmt(s.max)})`;

/**
 * The verdict for a target: met, or the floor (a module of this size that
 * does nothing + compiling this wasm alone) and what kinema adds to it, from
 * the medians and from the fastest runs (the least disturbed by the machine's
 * other load).
 */
export function verdict(k, sized, wasm, target) {
  if (k.median <= target) return `met (${fmt(k.median)} ms ≤ ${target} ms)`;
  return `not met: ${fmt(k.median)} ms; floor ${fmt(sized.median + wasm.median)} ms (a module of this size that does nothing + compiling this wasm alone), kinema adds ${fmt(k.median - sized.median - wasm.median)} ms; fastest runs: ${fmt(k.min)} ms, floor ${fmt(sized.min + wasm.min)} ms, adds ${fmt(k.min - sized.min - wasm.min)} ms`;
}

const MARKS = [
  ['fetched', 'fetched (responseEnd)'],
  ['imported', '`import()` resolved (read or fetched, parsed, evaluated)'],
  ['wasmStart', 'wasm compile called (the embedded text decoded)'],
  ['wasmCompiled', 'wasm compiled'],
  ['wasmReady', 'wasm instance ready'],
  ['total', '**init() resolved** (runtime start, embind registrations, binding the exports)'],
];

/** Timeline rows for one contender's summary, in the order of their medians. */
function timeline(k, prefix, cpu = '') {
  const marks = MARKS.filter(([key]) => Number.isFinite(k[key].median)).sort(([a], [b]) => k[a].median - k[b].median);
  return marks.map(([key, label], i) => {
    const gap = i === 0 ? '' : `; +${fmt(k[key].median - k[marks[i - 1][0]].median)} ms`;
    return `| ${prefix}: ${label}${gap} | ${cell(k[key])} |${key === 'total' ? cpu : ''}`;
  });
}

/** The Node table (markdown). */
export function nodeTable(r) {
  const k = r.kinema;
  return `In-process time from before \`import('kinema')\` to \`init()\` resolving (the process's own start-up excluded), ${r.runs} fresh processes per contender, interleaved; times from the same start. kinema.js: ${r.kinemaBytes.toLocaleString('en-US')} B. Load average (1 min) before and after: ${r.load.map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} CPUs.

| Measure | Wall: median (fastest–slowest) | CPU, all threads: median |
|---|---:|---:|
${timeline(k, 'kinema', ` ${fmt(k.cpu.median)} ms |`).join('\n')}
| *floor*: \`import()\` of an empty module | ${cell(r.empty.total)} | ${fmt(r.empty.cpu.median)} ms |
| *floor*: \`import()\` of a ${r.sizedBytes.toLocaleString('en-US')} B module that does nothing (one string literal) | ${cell(r.sized.total)} | ${fmt(r.sized.cpu.median)} ms |
| *floor*: \`WebAssembly.instantiate\` of the ${r.wasmBytes.toLocaleString('en-US')} wasm bytes alone (in memory) | ${cell(r.wasm.total)} | ${fmt(r.wasm.cpu.median)} ms |
| target ≤ 10 ms (wall) | ${verdict(k.total, r.sized.total, r.wasm.total, 10)} | CPU: floor ${fmt(r.sized.cpu.median + r.wasm.cpu.median)} ms, kinema adds ${fmt(k.cpu.median - r.sized.cpu.median - r.wasm.cpu.median)} ms |
| WebAssembly memory after init() | ${r.memory.toLocaleString('en-US')} B | |`;
}

/** The Chromium table (markdown). */
export function browserTable(r) {
  const sections = [];
  const names = { cold: 'cold (new context, HTTP from 127.0.0.1)', repeat: 'repeat visit (3rd navigation: HTTP cache, V8 code cache)', memory: 'in memory (new context; fetched before the timer, imported from a blob: URL)' };
  for (const [rate, label] of [['x1', 'no throttling'], ['x4', '4x CPU throttling']]) {
    const s = r[rate];
    const rows = [];
    for (const [scenario, name] of Object.entries(names)) {
      const k = s[`${scenario}.kinema`];
      rows.push(...timeline(k, `kinema, ${name}`),
        `| *floor*, ${name}: \`import()\` of an empty module | ${cell(s[`${scenario}.empty`].total)} |`,
        `| *floor*, ${name}: \`import()\` of a ${r.sizedBytes.toLocaleString('en-US')} B module that does nothing | ${cell(s[`${scenario}.sized`].total)} ${scenario === 'memory' ? '' : ` (after responseEnd: ${fmt(s[`${scenario}.sized`].imported.median - s[`${scenario}.sized`].fetched.median)} ms)`} |`,
        `| ${name}: target ≤ 20 ms${rate === 'x4' ? ' (reported only)' : ''} | ${verdict(k.total, s[`${scenario}.sized`].total, s.wasm.total, 20)} |`);
    }
    rows.push(`| *floor*: \`WebAssembly.instantiate\` of the wasm bytes alone (in memory) | ${cell(s.wasm.total)} |`);
    sections.push(`### Chromium, ${label}\n\n| Measure (${r.runs} runs each, interleaved; ms from before \`import()\`) | Median (fastest–slowest) |\n|---|---:|\n${rows.join('\n')}`);
  }
  return `Load average (1 min) before and after: ${r.load.map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} CPUs.\n\n${sections.join('\n\n')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const node = nodeInit({ runs: quick ? 5 : 30 });
  console.log(`## Node ${process.version}\n\n${nodeTable(node)}\n`);
  if (!process.argv.includes('--no-browser')) {
    const { launch } = await import('../tests/browser/browser.js');
    const browser = await launch();
    try {
      const r = await browserInit(browser, { runs: quick ? 5 : 11 });
      console.log(`## Chromium ${browser.version()}\n\n${browserTable(r)}`);
    } finally {
      await browser.close();
    }
  }
}
