// Issue 23's five pages against their targets, each with its floor by
// module: what a page cannot do without, measured, and what it could.
//
//   node bench/floors.mjs [--all] [--json] [--write] [--package DIR] [--no-browser]
//
// --all: every file (default: files of 300 B or more, the rest summed by
// part); --write: also into bench/RESULTS.md (its `floors` section).
//
// Each page is bench/pages.mjs's (one import, from the packed package,
// esbuild bundle + minify, gzip -9; KB = 1,000 bytes as in the issue). Every
// byte of its bundle is attributed to the web/src (or web/dist) file that
// produced it, through the bundle's source map (esbuild chains the
// package's own maps back to web/src); bytes no file owns are esbuild's glue.
// Each file is in one of three parts, derived, not listed by hand:
//   engine    the files of the same entry's `init()`-only page (`import
//             { init } from 'kinema/dom'`, or from 'kinema') that a run of
//             that page shows called in `init()`, or that hold no function
//             (the wasm's text): the wasm build that entry loads (scroll or
//             full), its loader and decoder, and esbuild's glue. No design
//             that keeps the physics in C++ WebAssembly ships less: this is
//             the floor.
//   required  the other files with a function called when the page is
//             used in the plainest way (REQUIRED_USE below: `new
//             Scroller(el)` and a wheel, a touch fling and a key; `new
//             Draggable(el)` dragged and flung; one Spring sampled;
//             `animate()` to its end), seen with V8's precise coverage
//             (function granularity, call counts) in Chromium, on the very
//             bundle measured (the page's script, then a second script that
//             takes its exports from globalThis.use). A file with no function
//             in the page (constants) counts as required.
//   optional  files in the bundle none of whose functions was called.
// The gzip of the parts is cumulative, in that order, so they add up to the
// page exactly: engine alone, what required adds to it, what optional adds
// to both. Per file, `min` is its minified bytes (these add up), `unused`
// the bytes of its functions never called (a required file can carry a
// feature its first call only checks for: pull.js, carousel.js), and `gz`
// its marginal gzip (the page's gzip minus the gzip without its bytes:
// what deleting it alone saves; these do not add up). "engine + only the
// code that ran" gzips the engine and the required files without their
// never-called functions: the page if everything the plainest use does not
// call moved out of it.
// `errors` is what the error texts cost at most (bench/error-texts.mjs):
// the page against the same page with the prose of every error message cut
// to one space, the option names and values kept.
//
// Part of `npm run bench`; docs/benchmarks.md shows its tables. 20-50 s
// (one Chromium for the coverage). --no-browser: no coverage, a rougher split:
// the engine is every file of the init()-only page (even one of which it
// carries only a constant), everything else required, nothing optional.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { bundleMapped, packPackage, PAGES } from './pages.mjs';
import { sourceAt, spans, without } from './source-map.mjs';

const gzip = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;

/** Issue 23's targets (bytes, KB = 1,000), by the start of the page's name in PAGES. */
export const TARGETS = { Scroller: 24_000, Draggable: 20_000, 'one Spring': 12_000, animate: 14_000, everything: 40_000 };

// The plainest use of each page's import, run in Chromium on the page's
// own bundle (the bytes measured) for the coverage: the page sets
// globalThis.use to what it imports, and a second module script takes them
// from there (`names` below is that list, read from the page), runs `page`
// (which sets window.k), then `drive(input, page)` sends input from outside
// (CDP, timestamped) and window.k.finish() waits for the end.
const settle = `const settle = (read) => new Promise((done) => { let last; let same = 0;
  const f = () => { const v = read(); same = v === last ? same + 1 : 0; last = v; if (same > 20) done(v); else requestAnimationFrame(f); };
  f(); });`;
const USE = {
  Scroller: {
    html: '<div id="s" tabindex="0" style="height:300px;width:400px;overflow:auto"><div style="height:4000px"></div></div>',
    page: `await init(); const el = document.getElementById('s'); const k = new Scroller(el);
window.k = { finish: async () => { await settle(() => el.scrollTop); k.destroy(); } };`,
    async drive(input, page) {
      for (let i = 0; i < 3; i++) await input.wheel(200, 150, { deltaY: 100, after: 16 });
      await input.drag({ x: 200, y: 250 }, { x: 0, y: -160 }, { pointer: 'touch', steps: 8, interval: 16 });
      await page.focus('#s');
      await page.keyboard.press('ArrowDown');
    },
  },
  Draggable: {
    html: '<div id="d" style="position:absolute;left:50px;top:50px;width:100px;height:100px;background:#08f"></div>',
    page: `await init(); const el = document.getElementById('d'); const k = new Draggable(el);
window.k = { finish: async () => { await settle(() => el.getBoundingClientRect().left); k.destroy(); } };`,
    async drive(input) {
      await input.drag({ x: 100, y: 100 }, { x: 160, y: 40 }, { pointer: 'mouse', steps: 8, interval: 16 });
      await input.drag({ x: 150, y: 150 }, { x: -80, y: 0 }, { pointer: 'touch', steps: 8, interval: 16 });
    },
  },
  'one Spring': {
    html: '',
    page: `await init(); const s = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
window.k = { finish: async () => [s.x(0.1), s.dx(0.1), s.done(2)] };`,
    async drive() {},
  },
  animate: {
    html: '<div id="a" style="width:50px;height:50px;background:#08f"></div>',
    // A motion of the page's own (the page imports none): 0 -> 100 px at 500 px/s.
    page: `await init(); const el = document.getElementById('a');
const h = animate({ at: (t) => ({ x: 500 * Math.min(t, 0.2), dx: t < 0.2 ? 500 : 0 }), done: (t) => t >= 0.2 },
  (x) => { el.style.transform = \`translateX(\${x}px)\`; });
window.k = { finish: () => h.finished };`,
    async drive() {},
  },
};
// Everything: each of the above on one page, init() and Spring from
// 'kinema' (the page imports it whole as `a`; the full engine serves both).
USE.everything = {
  html: USE.Scroller.html + USE.Draggable.html + USE.animate.html,
  page: `const { init, Spring } = a;\n${['Scroller', 'Draggable', 'one Spring', 'animate']
    .map((n) => `{ ${USE[n].page.replace(/window\.k = /, `window.k${n.replace(' ', '')} = `)} }`).join('\n')}
window.k = { finish: async () => { for (const n of ['Scroller', 'Draggable', 'oneSpring', 'animate']) await window['k' + n].finish(); } };`,
  async drive(input, page) {
    await USE.Scroller.drive(input, page);
    await USE.Draggable.drive(input, page);
  },
};
/** The engine alone: an entry's init()-only page, awaited. */
const INIT_ONLY = (entry) => `import { init } from '${entry}'; globalThis.use = [init];`;
const INIT_USE = { html: '', page: 'await init(); window.k = { finish: () => null };', async drive() {} };

/** The plainest use of each page, as a sentence (for the tables). */
export const REQUIRED_USE = {
  Scroller: '`new Scroller(el)`, three wheel notches, a touch fling, ArrowDown',
  Draggable: '`new Draggable(el)`, a mouse drag and a touch fling',
  'one Spring': '`new Spring({...})`, `x`, `dx`, `done`',
  animate: '`animate(motion, onUpdate)` to its end',
  everything: 'all of the above on one page',
};

const short = (source) => (source ? source.replace(/^.*?\bweb\//, 'web/') : '(esbuild glue: no source)');
const keyOf = (row) => Object.keys(TARGETS).find((k) => row.startsWith(k));

/** The page's bundle split by file: { text, bytes, files: Map(file -> byte ranges), spans }. */
async function split(contents, dir, plugins) {
  const b = await bundleMapped(contents, dir, plugins);
  const list = spans(b.text, b.map);
  const files = new Map();
  for (const s of list) {
    const f = short(s.source);
    if (!files.has(f)) files.set(f, []);
    files.get(f).push([s.byteStart, s.byteEnd]);
  }
  return { ...b, spans: list, files };
}

const pick = (bytes, ranges) => Buffer.concat([...ranges].sort((a, b) => a[0] - b[0]).map(([a, b]) => bytes.subarray(a, b)));
/**
 * Runs each { bundle, use } (bundle: split()'s result; `contents`: its
 * page) in Chromium with V8's precise coverage (function granularity, call
 * counts) and returns, per bundle, { called: Set(file), seen: Set(file),
 * ran: Uint8Array } where `seen` holds the files with a function in the
 * bundle (called or not), `called` those with a function that was called,
 * and ran[i] says whether character i of the bundle's text is in code that
 * ran (top-level code, or a called function, innermost function deciding).
 */
async function coverage(dir, runs) {
  const { launch } = await import('../tests/browser/browser.js');
  const { chromiumInput } = await import('../tests/browser/input.js');
  const { serve } = await import('../scripts/static-server.mjs');
  const site = join(dir, 'floors-site');
  mkdirSync(site, { recursive: true });
  runs.forEach(({ bundle, use, contents }, i) => {
    const names = /globalThis\.use = (\[[^\]]*\])/.exec(contents)[1];
    writeFileSync(join(site, `page${i}.js`), bundle.bytes);
    writeFileSync(join(site, `page${i}.html`), `<!doctype html><meta charset="utf-8"><body style="margin:0">${use.html}
<script type="module" src="./page${i}.js"></script>
<script type="module">const ${names} = globalThis.use;\n${settle}\n${use.page}\nwindow.ready = true;</script>`);
  });
  const server = await serve(site);
  const browser = await launch();
  const out = [];
  try {
    for (const [i, { bundle, use }] of runs.entries()) {
      const context = await browser.newContext({ viewport: { width: 800, height: 600 }, hasTouch: true });
      try {
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const cdp = await context.newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
        await page.goto(`${server.url}page${i}.html`);
        await page.waitForFunction(() => window.ready, null, { timeout: 30_000 });
        await use.drive(await chromiumInput(page), page);
        await page.evaluate(() => window.k.finish());
        if (errors.length) throw new Error(`bench/floors.mjs: page ${i} threw: ${errors.join('; ')}`);
        const { result } = await cdp.send('Profiler.takePreciseCoverage');
        const script = result.find((s) => s.url.endsWith(`/page${i}.js`));
        const called = new Set();
        const seen = new Set();
        const ran = new Uint8Array(bundle.text.length).fill(1);
        const fns = script.functions.map((f) => f.ranges[0]).filter((r) => r.startOffset > 0)
          .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
        for (const r of fns) {
          const file = short(sourceAt(bundle.spans, r.startOffset));
          seen.add(file);
          if (r.count > 0) called.add(file);
          ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
        }
        out.push({ called, seen, ran });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}

/**
 * Every page: { page, key, target, gzip, minified, initFrom, parts: { engine,
 * required, optional, ranOnly } (cumulative gzip: engine alone, + required
 * files, + optional ones = the page; ranOnly: engine + the code of the
 * required files that ran), errors, files: [{ file, part, min, unused, gz }] }
 * (bytes; `unused`: minified bytes of the file's functions never called).
 */
export async function measureFloors(dir, { browser = true } = {}) {
  const { errorTextPlugin } = await import('./error-texts.mjs');
  const pages = [];
  for (const [row, contents] of PAGES) {
    const key = keyOf(row);
    // The engine: the init()-only page of the entry the page takes init() from.
    const entry = /init[^}]*\}\s*from\s*'([^']+)'|import \* as \w+ from '(kinema)'/.exec(contents);
    const initFrom = entry[1] ?? entry[2];
    pages.push({ row, key, contents, initFrom, bundle: await split(contents, dir) });
  }
  const inits = {};
  for (const entry of new Set(pages.map((p) => p.initFrom))) inits[entry] = { contents: INIT_ONLY(entry), bundle: await split(INIT_ONLY(entry), dir), use: INIT_USE };
  const runs = [...pages.map((p) => ({ bundle: p.bundle, use: USE[p.key], contents: p.contents })), ...Object.values(inits)];
  const cov = browser ? await coverage(dir, runs) : null;
  cov?.slice(pages.length).forEach((c, i) => { Object.values(inits)[i].cov = c; });
  const out = [];
  for (const [i, { row, key, contents, initFrom, bundle: page }] of pages.entries()) {
    const total = gzip(page.bytes);
    const init = inits[initFrom];
    const c = cov?.[i];
    // Bytes of the page in never-called functions, per file.
    const unusedRanges = new Map();
    if (c) {
      for (const s of page.spans) {
        if (c.ran[s.start]) continue;
        const f = short(s.source);
        if (!unusedRanges.has(f)) unusedRanges.set(f, []);
        unusedRanges.get(f).push([s.byteStart, s.byteEnd]);
      }
    }
    const files = [];
    for (const [file, ranges] of page.files) {
      let part;
      if (file.startsWith('(')) part = 'engine';  // esbuild's glue: every bundle has it
      else if (!c) part = init.bundle.files.has(file) ? 'engine' : 'required';
      else if (init.bundle.files.has(file) && (init.cov.called.has(file) || !c.seen.has(file))) part = 'engine';
      else if (c.called.has(file) || !c.seen.has(file)) part = 'required';
      else part = 'optional';
      const unused = unusedRanges.get(file) ?? [];
      files.push({ file, part, min: ranges.reduce((sum, [a, b]) => sum + b - a, 0), unused: unused.reduce((sum, [a, b]) => sum + b - a, 0),
        gz: total - gzip(without(page.bytes, ranges)), ranges, unusedStarts: new Set(unused.map(([a]) => a)) });
    }
    const rangesOf = (parts) => files.filter((f) => parts.includes(f.part)).flatMap((f) => f.ranges);
    const engine = gzip(pick(page.bytes, rangesOf(['engine'])));
    const required = gzip(pick(page.bytes, rangesOf(['engine', 'required'])));
    const ranOnly = c ? gzip(pick(page.bytes, [...rangesOf(['engine']),
      ...files.filter((f) => f.part === 'required').flatMap((f) => f.ranges.filter(([a]) => !f.unusedStarts.has(a)))])) : null;
    const errorsCut = await split(contents, dir, [errorTextPlugin()]);
    const order = ['engine', 'required', 'optional'];
    out.push({
      page: row, key, target: TARGETS[key], gzip: total, minified: page.bytes.length, initFrom, initPage: gzip(init.bundle.bytes),
      parts: { engine, required, optional: total, ranOnly },
      errors: total - gzip(errorsCut.bytes),
      files: files.map(({ ranges, unusedStarts, ...f }) => f).sort((a, b) => order.indexOf(a.part) - order.indexOf(b.part) || b.gz - a.gz),
      split: Boolean(c),
    });
  }
  return out;
}

const n = (b) => b.toLocaleString('en-US');
const kb = (b) => `${(b / 1000).toFixed(1)} KB`;

/** The summary (markdown): one row per page. */
export function floorsTable(rows) {
  const split = rows[0].split;
  return [`| page | gzip -9 | target | engine alone: the floor | + required files | + optional files = the page |${split ? ' engine + only the code that ran |' : ''} error texts |`,
    `|---|---:|---:|---:|---:|---:|${split ? '---:|' : ''}---:|`,
    ...rows.map((r) => `| ${r.page} | ${kb(r.gzip)} | ${kb(r.target)}: ${r.gzip <= r.target ? 'met' : 'not met'} | ${kb(r.parts.engine)} (${r.initFrom === 'kinema' ? 'full' : 'scroll'} wasm)${r.parts.engine > r.target ? ', over the target' : ''} | +${kb(r.parts.required - r.parts.engine)} = ${kb(r.parts.required)} | +${kb(r.parts.optional - r.parts.required)} = ${kb(r.parts.optional)} |${split ? ` ${kb(r.parts.ranOnly)} |` : ''} ${kb(r.errors)} |`)].join('\n');
}

/** One page's files (markdown): every file of `min` bytes or more (all with `all`), the rest summed. */
export function filesTable(r, { all = false, min = 300 } = {}) {
  const shown = r.files.filter((f) => all || f.min >= min);
  const rest = r.files.filter((f) => !shown.includes(f));
  const lines = [`**${r.page}**: ${n(r.gzip)} B gzip -9 (${n(r.minified)} B minified); target ${n(r.target)} B. Used as: ${REQUIRED_USE[r.key]}.`, '',
    '| part | file | minified B | of which never called | marginal gzip B |', '|---|---|---:|---:|---:|',
    ...shown.map((f) => `| ${f.part} | ${f.file} | ${n(f.min)} | ${r.split ? n(f.unused) : ''} | ${n(f.gz)} |`)];
  for (const part of ['engine', 'required', 'optional']) {
    const these = rest.filter((f) => f.part === part);
    if (these.length) lines.push(`| ${part} | ${these.length} more files under ${min} B each | ${n(these.reduce((s, f) => s + f.min, 0))} | ${r.split ? n(these.reduce((s, f) => s + f.unused, 0)) : ''} | |`);
  }
  const sum = (p, k = 'min') => r.files.filter((f) => f.part === p).reduce((s, f) => s + f[k], 0);
  lines.push('', `Minified bytes by part (they add up to ${n(r.minified)}): engine ${n(sum('engine'))}, required ${n(sum('required'))}`
    + `${r.split ? ` (${n(sum('required', 'unused'))} of them in functions never called)` : ''}, optional ${n(sum('optional'))}. `
    + `Gzip, cumulative: engine alone ${n(r.parts.engine)} (the entry's whole init()-only page: ${n(r.initPage)}), with the required files ${n(r.parts.required)}, `
    + `with the optional ones ${n(r.parts.optional)} (the page)${r.split ? `; the engine and only the code of the required files that ran: ${n(r.parts.ranOnly)}` : ''}.`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--package');
  const pack = at > 0 ? null : packPackage();
  const dir = at > 0 ? process.argv[at + 1] : pack.dir;
  try {
    const started = Date.now();
    const rows = await measureFloors(dir, { browser: !process.argv.includes('--no-browser') });
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(rows, null, 2));
    } else {
      const md = [floorsTable(rows),
        '\nengine: the files of the entry\'s `init()`-only page whose code runs in `init()` (its wasm build, loader, decoder): no design keeping the physics in C++ wasm ships less.'
        + `\nrequired: the other files with a function called in the plainest use (V8 coverage in Chromium, on the measured bundle)${rows[0].split ? '' : ' (--no-browser: every file counts as required)'}; optional: in the bundle, no function called.`
        + '\nengine + only the code that ran: as if every function the plainest use never called were moved out of the page.'
        + '\nerror texts: the page minus the same page with the prose of every error message cut (option names and values kept): what shorter texts save at most.',
        ...rows.map((r) => `\n${filesTable(r, { all: process.argv.includes('--all') })}`)].join('\n');
      console.log(`Issue 23's pages (gzip -9 of an esbuild bundle, minified, from the packed package; KB = 1,000 B) and their floors by part:\n\n${md}`);
      console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
      if (process.argv.includes('--write')) {
        const { writeSection } = await import('./dom-common.mjs');
        const load = loadavg().map((x) => x.toFixed(2)).join(' ');
        writeSection('floors', `## Issue 23: the one-import pages against their targets, and their floors\n\n- Command: \`node bench/floors.mjs --write\` (part of \`npm run bench\`); date ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; load average ${load}.\n\n${md}`);
      }
    }
  } finally {
    pack?.cleanup();
  }
}
