// What kinema/dom costs a page, reproducibly (node bench/dom-size.mjs):
//   1. each module of web/src/dom: its minified bytes in web/dist/dom.js and
//      what it adds to the gzip (marginal: with and without its bytes)
//      (esbuild's metafile, bundled as scripts/bundle.mjs bundles it);
//   2. gzip -9 of web/dist/dom.js, and of what a user's bundler makes of a
//      page that imports one export from the published file
//      (`import { Scroller } from 'kinema/dom'`: esbuild, minified, the core
//      'kinema' left external; since issue 23 kinema/dom reaches the core
//      through the shared chunk, which is bundled in, and the page calls no
//      init(), so it holds the core's JavaScript but no wasm: see
//      bench/size.mjs for whole pages with their engine);
//   3. the floor: of the Scroller-only page, the bytes that come from the
//      modules every scroller needs (positions, physics, activities, view,
//      metrics, pointer/wheel/keyboard/native input, frame loop, validation),
//      gzipped on their own, and those of the parts every Scroller keeps by
//      choice because its default behaviour is the browser's (scroll
//      chaining, the page as the container, scrollIntoView and anchors,
//      next/prev, 'release', sticky content during a band),
//      attributed byte by byte with esbuild's source map;
//   4. what each opt-in feature (Loop, Autoplay, Pull, Accessibility,
//      SmoothWheel, Slides, SlidesToScroll: imported and passed in `use`) adds to the
//      Scroller page: gzip of `import { Scroller, Feature }` minus gzip of
//      `import { Scroller }`. A Scroller-only page holds none of their
//      modules (pageModules(); tests/js/dom-tree-shaking.test.js).
// `--json` prints the figures as JSON (tests/js/dom-size.test.js reads them).
// Run `node scripts/bundle.mjs` first: the pages are built from web/dist/dom.js.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = `${ROOT}web/dist/dom.js`;
const SRC = `${ROOT}web/src/dom/`;
const gzip = (text) => gzipSync(Buffer.from(text), { level: constants.Z_BEST_COMPRESSION }).length;
const MINIFY = { bundle: true, format: 'esm', minify: true, legalComments: 'none', write: false, logLevel: 'error' };

/** Issue 15's target for the gzip of web/dist/dom.js (bytes). */
export const TARGET = 6144;

/** Exports whose one-import page is measured. */
export const PAGES = ['Scroller', 'Draggable', 'Swipeable', 'animate', 'prefersReducedMotion'];

/** The opt-in features of the Scroller (their exports) and the modules only they bring. */
export const FEATURES = {
  Loop: ['scroll/loop.js'],
  Autoplay: ['scroll/autoplay.js'],
  Pull: ['scroll/pull.js'],
  Accessibility: ['scroll/accessibility.js', 'scroll/slide-access.js', 'scroll/slides.js'],
  SmoothWheel: ['scroll/input/smooth-wheel.js'],
  Slides: ['scroll/slides.js'],
  SlidesToScroll: ['scroll/groups.js'],
};

/** The parts every Scroller keeps by choice: its default behaviour is the browser's (see 3. above). */
export const OPTIONAL = [
  'scroll/carousel.js', 'scroll/nest.js', 'scroll/chain.js', 'scroll/page.js', 'scroll/into-view.js',
  'scroll/anchors.js', 'scroll/release.js', 'scroll/sticky.js',
];

// The core stays external: from web/src/dom it is '../index.js', from a
// page it is 'kinema', from web/dist/dom.js the chunk it shares with
// web/dist/kinema.js (scripts/bundle.mjs: the core's modules).
const coreExternal = {
  name: 'core-external',
  setup(b) {
    b.onResolve({ filter: /^kinema$/ }, () => ({ path: 'kinema', external: true }));
    b.onResolve({ filter: /^\.\/chunks\// }, (args) => (args.importer === DIST ? { path: 'kinema', external: true } : undefined));
    b.onResolve({ filter: /\/index\.js$/ }, (args) => (
      args.importer.startsWith(SRC) && fileURLToPath(new URL(args.path, `file://${args.importer}`)) === `${ROOT}web/src/index.js`
        ? { path: 'kinema', external: true } : undefined));
  },
};

/** Minified bytes of a page importing `names` from the published kinema/dom (web/dist/dom.js). */
export async function page(names) {
  const r = await build({
    ...MINIFY,
    stdin: { contents: `import { ${names.join(', ')} } from ${JSON.stringify(DIST)};\nglobalThis.use = [${names.join(', ')}];\n`, resolveDir: ROOT },
    plugins: [coreExternal],
  });
  return r.outputFiles[0].text;
}

/**
 * The modules of web/src/dom (paths as in FEATURES) that hold bytes of a
 * page importing `names` from kinema/dom (web/src/dom/index.js: what
 * web/dist/dom.js is bundled from), minified as a user's bundler would.
 */
export async function pageModules(names) {
  const r = await build({
    ...MINIFY, metafile: true, outfile: '/dev/null/out.js', plugins: [coreExternal],
    stdin: { contents: `import { ${names.join(', ')} } from ${JSON.stringify(`${SRC}index.js`)};\nglobalThis.use = [${names.join(', ')}];\n`, resolveDir: ROOT },
  });
  const [output] = Object.values(r.metafile.outputs);
  return Object.entries(output.inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([path]) => path.replace(/^web\/src\/dom\//, ''));
}

/** gzip bytes each feature adds to the Scroller-only page (from web/dist/dom.js). */
export async function featureCosts() {
  const base = gzip(await page(['Scroller']));
  const out = {};
  for (const name of Object.keys(FEATURES)) out[name] = gzip(await page(['Scroller', name])) - base;
  return out;
}

/** Per-module minified bytes of the bundle of `entry` (a file in web/src/dom), largest first. */
async function modules(entry) {
  const r = await build({ ...MINIFY, entryPoints: [entry], outfile: '/dev/null/out.js', metafile: true, plugins: [coreExternal] });
  const [output] = Object.values(r.metafile.outputs);
  return Object.entries(output.inputs)
    .map(([path, { bytesInOutput }]) => [path.replace(/^web\/src\/dom\//, ''), bytesInOutput])
    .sort((a, b) => b[1] - a[1]);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The output text of a minified, source-mapped build split by source file:
 * Map(source -> its characters, in order). Each mapping segment owns the
 * characters up to the next segment on its line.
 */
function bySource(text, map) {
  const out = new Map();
  const lines = text.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, li) => {
    let col = 0;
    const segments = line ? line.split(',') : [];
    const starts = [];
    for (const seg of segments) {
      const fields = [];
      let value = 0, shift = 0;
      for (const ch of seg) {
        const d = B64.indexOf(ch);
        value += (d & 31) << shift;
        if (d & 32) { shift += 5; continue; }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0; shift = 0;
      }
      col += fields[0];
      if (fields.length > 1) source += fields[1];
      starts.push([col, fields.length > 1 ? map.sources[source] : null]);
    }
    starts.forEach(([c, s], i) => {
      if (s === null) return;
      const name = s.replace(/^(\.\.\/)*web\/src\/dom\//, '');
      out.set(name, (out.get(name) ?? '') + lines[li].slice(c, i + 1 < starts.length ? starts[i + 1][0] : undefined));
    });
  });
  return out;
}

/** The bundle of `contents` (a module in the repository root), minified, split by source module: { js, parts }. */
async function split(contents) {
  const r = await build({
    ...MINIFY, stdin: { contents, resolveDir: ROOT }, outfile: `${ROOT}out.js`, sourcemap: 'external', plugins: [coreExternal],
  });
  const js = r.outputFiles.find((f) => f.path.endsWith('.js')).text;
  return { js, parts: bySource(js, JSON.parse(r.outputFiles.find((f) => f.path.endsWith('.map')).text)) };
}

/** The floor: gzip of the Scroller page's bytes from modules not in OPTIONAL (and of the optional ones alone). */
export async function floor() {
  const { js, parts } = await split(`export { Scroller } from ${JSON.stringify(`${SRC}scroller.js`)};`);
  let needed = '', optional = '';
  for (const [name, text] of parts) {
    if (OPTIONAL.includes(name)) optional += text;
    else needed += text;
  }
  return { page: gzip(js), needed: gzip(needed), neededMinified: needed.length, optional: gzip(optional), optionalMinified: optional.length };
}

/**
 * What each module adds to the gzip of the whole layer: gzip of every
 * module's bytes minus gzip of every other module's (it compresses against
 * the rest, so the figures do not add up to the total). Largest first.
 */
export async function marginal() {
  const { parts } = await split(`export * from ${JSON.stringify(`${SRC}index.js`)};`);
  const all = gzip([...parts.values()].join(''));
  return [...parts.keys()]
    .map((name) => [name, all - gzip([...parts].filter(([n]) => n !== name).map(([, t]) => t).join(''))])
    .sort((a, b) => b[1] - a[1]);
}

export async function measure() {
  if (!existsSync(DIST)) throw new Error('no web/dist/dom.js: run `node scripts/bundle.mjs` first');
  const dist = readFileSync(DIST, 'utf8');
  const pages = {};
  for (const name of PAGES) {
    const text = await page([name]);
    pages[name] = { minified: text.length, gzip: gzip(text) };
  }
  return {
    dom: { minified: Buffer.byteLength(dist), gzip: gzip(dist) },
    pages,
    modules: await modules(`${SRC}index.js`),
    floor: await floor(),
    marginal: await marginal(),
    features: await featureCosts(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = await measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(m, null, 2));
  } else {
    const n = (x) => x.toLocaleString('en-US');
    console.log('kinema/dom per module (web/src/dom, bundled as web/dist/dom.js): minified bytes, and what it adds to the gzip');
    const added = new Map(m.marginal);
    for (const [name, bytes] of m.modules) console.log(`  ${n(bytes).padStart(7)} ${n(added.get(name) ?? 0).padStart(6)}  ${name}`);
    console.log(`\nweb/dist/dom.js: ${n(m.dom.minified)} B (not minified), ${n(m.dom.gzip)} B gzip -9`);
    console.log('a page importing one export from kinema/dom (esbuild, minified; no init(), so no wasm):');
    for (const [name, p] of Object.entries(m.pages)) {
      console.log(`  import { ${name} }`.padEnd(36) + `${n(p.minified).padStart(7)} B minified, ${n(p.gzip).padStart(6)} B gzip`);
    }
    const f = m.floor;
    console.log(`\nfloor: of the Scroller-only page bundled from web/src (${n(f.page)} B gzip), the modules every scroller needs`
      + ` are ${n(f.neededMinified)} B minified, ${n(f.needed)} B gzip; the parts it keeps for browser-like defaults`
      + ` (${OPTIONAL.map((o) => o.replace(/^.*\//, '').replace(/\.js$/, '')).join(', ')}) ${n(f.optional)} B gzip on their own.`);
    console.log('what each opt-in feature adds to the Scroller page (import { Scroller, Feature }, gzip):');
    for (const [name, bytes] of Object.entries(m.features)) console.log(`  ${name.padEnd(14)} +${n(bytes)} B`);
    console.log(`issue 15's target for web/dist/dom.js, ${n(TARGET)} B gzip, is ${m.dom.gzip <= TARGET ? 'met' : 'not met'}:`
      + ` with this feature set the floor is ${n(f.needed)} B (${(f.needed / TARGET).toFixed(1)}x the target).`
      + '\nFor comparison (as issue 15 quotes them, not measured here): Embla\'s core, about 7 KB gzip, is a carousel'
      + ' (pointer drag, friction, snap; no wheel, keyboard, scroll chaining, pull to refresh or page scrolling in its core)'
      + ' and holds its own physics, which kinema/dom leaves to the core (web/dist/kinema.js); motion\'s animate is about 18 KB.');
  }
}
