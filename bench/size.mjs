// Where the bytes of `import 'kinema'` go: all of the core (web/src/index.js
// bundled and minified by esbuild, as a user's bundler does with the
// package) by source file, and its WebAssembly by function, each with what
// gzip -9 would save without it.
//
//   node bench/size.mjs [--all] [--top N] [--floor]   (after bash scripts/build.sh wasm)
//
// Also part of `npm run bench` (scripts/bench.sh). Figures:
//   min    bytes in the minified bundle (esbuild's metafile), or in the wasm
//          code section (the function's body) / data section
//   gz     marginal gzip -9: gzip(whole) - gzip(whole without this part).
//          Parts compress against each other, so the marginals do not add
//          up to the total; each is what deleting that part alone saves.
// The wasm table is of a relink of the same objects with --profiling-funcs
// (names kept, build/size/), then the same wasm-opt pass as the build with
// -g and the same renaming (scripts/wasm-names.mjs); without its name
// section it is the shipped binary to within a few bytes (both sizes are
// printed). The names are demangled C++; where
// wasm-opt merged identical functions, the one left carries one of their
// names. Its gzip figures are of the binary itself: embedded in kinema.js
// it costs what the first table says.
//
// Last, the floor: the bundle of entry points that export less (init
// alone: the wasm, its loader and decoder and no API; init and Spring),
// and with --floor the same for a wasm with every C++ file at -Oz (no -O3
// per-frame paths; built in build/size-oz, about a minute).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { WasmReader } from '../scripts/wasm-reader.mjs';
import { vlq, without } from './source-map.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const all = args.includes('--all');
const floor = args.includes('--floor');
const top = Number(args[args.indexOf('--top') + 1]) || 40;
const gz = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
const pad = (v, n = 7) => String(v).padStart(n);
const table = (title, rows, total) => {
  console.log(`\n${title}`);
  console.log(`${pad('min')} ${pad('gz')}  part`);
  for (const r of rows) console.log(`${pad(r.min)} ${pad(r.gz)}  ${r.name}`);
  if (total) console.log(`${pad(total.min)} ${pad(total.gz)}  ${total.name}`);
};

// ---- 1. The bundle, by source file --------------------------------------
if (!existsSync(`${root}web/dist/kinema-wasm-bytes.js`)) {
  console.error('bench/size.mjs: build first (bash scripts/build.sh wasm)');
  process.exit(1);
}

/**
 * A minified esbuild bundle (options: entryPoints or stdin) by source file:
 * { code, rows: [{ name, min, gz }], rangesOf(path) }, gz being each file's
 * marginal gzip -9 (what deleting its bytes alone saves).
 */
async function byModule(options) {
  const bundled = await build({
    bundle: true, format: 'esm', minify: true, legalComments: 'none', charset: 'utf8', logLevel: 'warning',
    outfile: `${root}build/size/kinema.js`, write: false, metafile: true, sourcemap: 'external', ...options,
  });
  const code = Buffer.from(bundled.outputFiles.find((f) => f.path.endsWith('.js')).contents);
  const map = JSON.parse(bundled.outputFiles.find((f) => f.path.endsWith('.map')).text);
  const text = code.toString('utf8');
  const lines = text.split('\n');
  const ranges = new Map();
  let source = 0;
  let lineStart = 0;  // byte offset of the current line
  map.mappings.split(';').forEach((line, i) => {
    const lineBytes = Buffer.byteLength(lines[i] ?? '') + 1;
    let column = 0;
    const marks = [];
    for (const seg of line.split(',').filter(Boolean)) {
      const v = vlq(seg);
      column += v[0];
      if (v.length > 1) source += v[1];
      marks.push({ column, source: v.length > 1 ? source : -1 });
    }
    // Columns are UTF-16 units; the bytes of a line come from its prefix.
    const byteAt = (col) => Buffer.byteLength((lines[i] ?? '').slice(0, col));
    marks.forEach((m, k) => {
      if (m.source < 0) return;
      const end = k + 1 < marks.length ? marks[k + 1].column : (lines[i] ?? '').length;
      if (!ranges.has(m.source)) ranges.set(m.source, []);
      ranges.get(m.source).push([lineStart + byteAt(m.column), lineStart + byteAt(end)]);
    });
    lineStart += lineBytes;
  });
  const total = gz(code);
  const inputs = Object.entries(Object.entries(bundled.metafile.outputs).find(([path]) => path.endsWith('.js'))[1].inputs);
  const sourceIndex = (path) => map.sources.findIndex((src) => src.endsWith(path.replace(/^.*web\//, 'web/')));
  const rangesOf = (path) => ranges.get(sourceIndex(path)) ?? [];
  const rows = inputs.filter(([, v]) => v.bytesInOutput > 0).map(([path, v]) => (
    { name: path.replace(`${root}`, ''), min: v.bytesInOutput, gz: total - gz(without(code, rangesOf(path))) }
  )).sort((a, b) => b.gz - a.gz);
  return { code, total, rows, inputs, rangesOf };
}

const core = await byModule({ entryPoints: [`${root}web/src/index.js`] });
const { code, rows: fileRows, inputs, rangesOf } = core;
const totalGz = core.total;
table('all of \'kinema\' by source file (bundled and minified by esbuild)', fileRows,
  { name: 'total', min: code.length, gz: totalGz });
const api = fileRows.filter((r) => r.name.startsWith('web/src/'));
const apiRanges = inputs.filter(([p]) => p.includes('web/src/')).flatMap(([p]) => rangesOf(p));
const apiOnly = without(code, inputs.filter(([p]) => !p.includes('web/src/')).flatMap(([p]) => rangesOf(p)));
console.log(`JavaScript API (web/src): ${api.reduce((s, r) => s + r.min, 0)} B minified, ${gz(apiOnly)} B gzipped alone, `
  + `${totalGz - gz(without(code, apiRanges))} B marginal`);

// ---- 1b. One-import pages (issue 23's table) ------------------------------
// What a user's bundler (esbuild, minified) makes of a page that imports one
// thing and calls init(), from the package's files (web/dist, as
// scripts/bundle.mjs writes them), gzip -9. Targets from issue 23. A page
// that imports both entries should take init() from 'kinema' (the full
// engine then serves kinema/dom, docs/architecture-wasm.md); the last row
// is the cost of also calling kinema/dom's init().
const DOM_ALL = 'Scroller, Draggable, animate, frameLoop, FrameLoop, getDefaultScheduler, prefersReducedMotion, '
  + 'motionPolicy, REDUCED_MOTION_QUERY';
export const PAGES = [
  ['Scroller', "import { init, Scroller } from 'kinema/dom'; await init(); use(Scroller);", 24 * 1024],
  ['Draggable', "import { init, Draggable } from 'kinema/dom'; await init(); use(Draggable);", 20 * 1024],
  ['one Spring', "import { init, Spring } from 'kinema'; await init(); use(Spring);", 12 * 1024],
  ['animate', "import { init, animate } from 'kinema/dom'; await init(); use(animate);", 14 * 1024],
  ['everything (init from kinema)', `import * as k from 'kinema'; import { ${DOM_ALL} } from 'kinema/dom'; `
    + `await k.init(); use(k, ${DOM_ALL});`, 40 * 1024],
  ['everything, both init()s (two engines)', "import * as k from 'kinema'; import * as d from 'kinema/dom'; "
    + 'await k.init(); await d.init(); use(k, d);', 0],
];
const pageOptions = (contents, from) => ({
  stdin: { contents: `const use = (...a) => { globalThis.used = a; };\n${contents}`, resolveDir: root },
  plugins: [{
    name: 'package',
    setup(b) {
      b.onResolve({ filter: /^kinema(\/dom)?$/ }, (a) => ({
        path: from === 'dist' ? `${root}web/dist/${a.path === 'kinema' ? 'kinema.js' : 'dom.js'}`
          : `${root}web/src/${a.path === 'kinema' ? 'index.js' : 'dom/index.js'}`,
      }));
    },
  }],
});
console.log('\nOne-import pages: gzip -9 of an esbuild bundle (minified) of the page, from web/dist and from web/src');
console.log(`${pad('dist', 8)} ${pad('src', 8)} ${pad('target', 8)}  page`);
for (const [name, contents, target] of PAGES) {
  const dist = await bundleOf(pageOptions(contents, 'dist'));
  const src = await bundleOf(pageOptions(contents, 'src'));
  console.log(`${pad(gz(dist), 8)} ${pad(gz(src), 8)} ${pad(target || '', 8)}  ${name}`);
}
if (floor) {
  // The floor by module: each page's bundle from web/src, by source file.
  for (const [name, contents] of PAGES.slice(0, 4)) {
    const page = await byModule(pageOptions(contents, 'src'));
    table(`The ${name} page by module (from web/src; marginal gzip)`, page.rows.filter((r) => r.gz > 40),
      { name: `total (${page.rows.filter((r) => r.gz <= 40).length} more modules of 40 B or less)`, min: page.code.length, gz: page.total });
  }
}

// ---- 2. The floor ------------------------------------------------------
async function bundleOf(options) {
  const r = await build({
    bundle: true, format: 'esm', minify: true, legalComments: 'none', charset: 'utf8', write: false, logLevel: 'warning',
    ...options,
  });
  return r.outputFiles[0].contents;
}
// `dist`: the directory of the wasm module and the loader (web/dist, or the
// all -Oz build's).
async function bundleGz(contents, dist) {
  const redirect = {
    name: 'dist',
    setup(b) {
      b.onResolve({ filter: /^\.\.\/dist\// }, (a) => ({ path: `${dist}/${a.path.slice('../dist/'.length)}` }));
    },
  };
  const r = await build({
    stdin: { contents, resolveDir: `${root}web/src` }, bundle: true, format: 'esm', minify: true,
    legalComments: 'none', charset: 'utf8', write: false, logLevel: 'warning', plugins: [redirect],
  });
  return gz(r.outputFiles[0].contents);
}
const ENTRIES = [
  ['init only (the full wasm, its loader and decoder, no API)', "export { init } from './init-full.js';"],
  ['init and Spring', "export { init } from './init-full.js'; export { Spring } from './spring.js';"],
  ['kinema/dom init only (the scroll wasm, its loader and decoder)', "export { init } from './init-scroll.js';"],
  ['everything (web/src/index.js)', "export * from './index.js';"],
];
const floorRows = [];
for (const [what, contents] of ENTRIES) floorRows.push({ name: what, min: '', gz: await bundleGz(contents, `${root}web/dist`) });
if (floor) {
  const dir = `${root}build/size-oz`;
  execFileSync('cmake', ['-S', root, '-B', dir, '-DCMAKE_TOOLCHAIN_FILE=/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake',
    '-DCMAKE_BUILD_TYPE=Release', '-DKINEMA_TESTS=OFF', '-DKINEMA_EXAMPLES=OFF', '-DKINEMA_WASM_HOT_O3=OFF',
    `-DKINEMA_WASM_DIST=${dir}/dist`], { env: { ...process.env, NODE_PATH: '/usr/share/nodejs' }, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('cmake', ['--build', dir, '--target', 'kinema_wasm', '-j', '2'],
    { env: { ...process.env, NODE_PATH: '/usr/share/nodejs' }, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('cmake', ['--build', dir, '--target', 'kinema_scroll_wasm', '-j', '2'],
    { env: { ...process.env, NODE_PATH: '/usr/share/nodejs' }, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync(process.execPath, [`${root}scripts/embed-wasm.mjs`, `${dir}/dist/kinema-wasm.wasm`, `${dir}/dist/kinema-wasm-bytes.js`]);
  execFileSync(process.execPath, [`${root}scripts/embed-wasm.mjs`, `${dir}/dist/kinema-scroll-wasm.wasm`, `${dir}/dist/kinema-scroll-wasm-bytes.js`]);
  for (const [what, contents] of ENTRIES) floorRows.push({ name: `${what}, all -Oz`, min: '', gz: await bundleGz(contents, `${dir}/dist`) });
}
table(`The floor: bundles of less than everything${floor ? '' : ' (--floor: also with every C++ file at -Oz)'}`, floorRows);

// ---- 3. The wasm, by function -------------------------------------------
const link = `${root}build/wasm/CMakeFiles/kinema_wasm.dir/link.txt`;
const shipped = readFileSync(`${root}web/dist/kinema-wasm.wasm`);
if (!existsSync(link)) {
  console.log('\n(no build/wasm link command: run bash scripts/build.sh wasm for the per-function table)');
  process.exit(0);
}
mkdirSync(`${root}build/size`, { recursive: true });
const out = `${root}build/size/kinema-wasm.js`;
const command = readFileSync(link, 'utf8').trim().replace(/ -o \S+/, ` -o ${out} --profiling-funcs`);
const env = { ...process.env, NODE_PATH: '/usr/share/nodejs' };
execFileSync('sh', ['-c', command], { cwd: `${root}build/wasm`, env, stdio: ['ignore', 'ignore', 'inherit'] });
const features = ['--enable-simd', '--enable-sign-ext', '--enable-mutable-globals'];
const named = `${root}build/size/named.wasm`;
execFileSync('wasm-opt', ['-Oz', '--converge', '-g', ...features, out.replace(/\.js$/, '.wasm'), '-o', named]);
execFileSync(process.execPath, [`${root}scripts/wasm-names.mjs`, named]);
const wasm = readFileSync(named);

// Sections, function bodies and the name section.
const r = new WasmReader(wasm);
const SECTION = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element',
  'code', 'data', 'data count'];
const sections = [];
const bodies = [];
const names = new Map();
let imported = 0;
while (r.p < wasm.length) {
  const header = r.p;
  const id = r.byte();
  const size = r.leb();
  const start = r.p;
  const end = r.p + size;
  let label = SECTION[id];
  if (id === 0) {
    label = `custom "${r.name()}"`;
    if (label === 'custom "name"') {
      while (r.p < end) {
        const sub = r.byte();
        const subEnd = r.leb() + r.p;
        if (sub === 1) for (let n = r.leb(); n > 0; n--) names.set(r.leb(), r.name());
        r.p = subEnd;
      }
    }
  } else if (id === 2) {
    for (let n = r.leb(); n > 0; n--) {
      r.name();
      r.name();
      if (r.importDescription() === 0) imported++;
    }
  } else if (id === 10) {
    for (let n = r.leb(), i = 0; i < n; i++) {
      const bodySize = r.leb();
      bodies.push({ index: imported + i, start: r.p, end: r.p + bodySize });
      r.p += bodySize;
    }
  }
  sections.push({ label, header, start, end });
  r.p = end;
}
// Attributed against the binary without its name section (not shipped).
const nameSection = sections.find((s) => s.label === 'custom "name"');
const unnamed = nameSection ? [[nameSection.header, nameSection.end]] : [];
const wasmGz = gz(without(wasm, unnamed));
const marginal = (ranges) => wasmGz - gz(without(wasm, [...unnamed, ...ranges]));
const functionRows = bodies.map((b) => ({
  name: names.get(b.index) ?? `function ${b.index}`, min: b.end - b.start, gz: marginal([[b.start, b.end]]), range: [b.start, b.end],
}));
const owner = (fn) => {
  if (fn.startsWith('kinema_')) return 'exports.cpp (raw exports)';
  if (fn.includes('kinema::bindings') || fn.startsWith('emscripten::') || fn.startsWith('void emscripten::')) return 'embind.cpp (factories, embind)';
  const m = fn.match(/kinema::(?:\(anonymous namespace\)::)?(?:detail::(?:elementary::)?)?([A-Za-z_0-9]+)/);
  if (m && /^[A-Z]/.test(m[1])) return `kinema::${m[1]}`;
  if (fn.includes('kinema::detail::')) return 'kinema::detail (shared numerics)';
  if (fn.includes('kinema::')) return `kinema (free functions: ${m ? m[1] : '?'})`;
  if (fn.startsWith('std::') || /\bstd::__2::/.test(fn)) return 'libc++ (variant, vector, optional...)';
  return 'libc / emmalloc / runtime';
};
const groups = new Map();
for (const r of functionRows) {
  const g = owner(r.name).replace(/^kinema \(free functions: .*\)$/, 'kinema (free functions)');
  if (!groups.has(g)) groups.set(g, { name: g, min: 0, ranges: [] });
  groups.get(g).min += r.min;
  groups.get(g).ranges.push(r.range);
}
const groupRows = [...groups.values()].map((g) => ({ name: g.name, min: g.min, gz: marginal(g.ranges) }))
  .sort((a, b) => b.gz - a.gz);
const otherRows = sections.filter((s) => s.label !== 'code' && !s.label.startsWith('custom'))
  .map((s) => ({ name: `${s.label} section`, min: s.end - s.start, gz: marginal([[s.start, s.end]]) }))
  .filter((r) => r.min > 16);
console.log(`\nWebAssembly: shipped ${shipped.length} B (${gz(shipped)} B gzip -9 as a file); `
  + `the relink with names, without them: ${wasm.length - (nameSection ? nameSection.end - nameSection.header : 0)} B `
  + `(${wasmGz} B gzip -9); ${functionRows.length} functions`);
table('wasm by owner (grouped from the function names)', [...groupRows, ...otherRows]);
const sorted = functionRows.sort((a, b) => b.gz - a.gz || b.min - a.min);
table(all ? 'wasm functions' : `wasm functions, the ${top} largest (--all for every one)`,
  (all ? sorted : sorted.slice(0, top)).map((r) => ({ ...r, name: r.name.length > 110 ? `${r.name.slice(0, 107)}...` : r.name })));
