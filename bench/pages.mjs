// What a page pays: gzip -9 of what esbuild (bundle, minify) makes of a page
// that imports one thing, from the package as published (`npm pack`, the
// tarball unpacked as node_modules/kinema) and from the peers a developer
// would pick instead (devDependencies of this repository).
//
//   node bench/pages.mjs [--json] [--package DIR]
//
// DIR: an unpacked package to measure instead of packing this one (e.g. an
// older build, for a before/after). Part of `npm run bench`;
// tests/js/pack.test.js budgets kinema's rows with packPackage() and gzipOfPage().
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The pages: [row, kinema's page, the peers' pages]. Each page is the body
 * of a module; what it imports is kept alive by `globalThis.use`, so the
 * bundler keeps exactly what the import needs. React is left out of vaul's
 * page (a React app has it already).
 */
export const PAGES = [
  ['Scroller (smooth page, list, carousel)', "import { init, Scroller } from 'kinema/dom'; globalThis.use = [init, Scroller];", [
    ['Lenis', "import Lenis from 'lenis'; globalThis.use = [Lenis];"],
    ['Embla', "import EmblaCarousel from 'embla-carousel'; globalThis.use = [EmblaCarousel];"],
    ['Swiper core', "import Swiper from 'swiper'; globalThis.use = [Swiper];"],
  ]],
  ['Draggable (sheet, PiP)', "import { init, Draggable } from 'kinema/dom'; globalThis.use = [init, Draggable];", [
    ['vaul (React external)', "import { Drawer } from 'vaul'; globalThis.use = [Drawer];"],
    ['@use-gesture/vanilla DragGesture', "import { DragGesture } from '@use-gesture/vanilla'; globalThis.use = [DragGesture];"],
  ]],
  ['one Spring', "import { init, Spring } from 'kinema'; globalThis.use = [init, Spring];", [
    ['popmotion spring', "import { spring } from 'popmotion'; globalThis.use = [spring];"],
    ['motion-dom spring', "import { spring } from 'motion-dom'; globalThis.use = [spring];"],
    ['motion/mini animate', "import { animate } from 'motion/mini'; globalThis.use = [animate];"],
  ]],
  ['animate', "import { init, animate } from 'kinema/dom'; globalThis.use = [init, animate];", [
    ['motion animate', "import { animate } from 'motion'; globalThis.use = [animate];"],
  ]],
  // A page using both entries calls init() from 'kinema' (one engine, the
  // full one, serves both: docs/architecture-wasm.md); everything else of
  // kinema/dom.
  ['everything', "import * as a from 'kinema'; import { animate, frameLoop, FrameLoop, getDefaultScheduler, Scroller, Draggable, "
    + "prefersReducedMotion, motionPolicy, REDUCED_MOTION_QUERY, Loop, Autoplay, Modal, Detents, Swipeable, Pull, Accessibility, SmoothWheel, Slides, SlidesToScroll } "
    + "from 'kinema/dom'; globalThis.use = [a, animate, frameLoop, FrameLoop, getDefaultScheduler, Scroller, Draggable, prefersReducedMotion, motionPolicy, "
    + "REDUCED_MOTION_QUERY, Loop, Autoplay, Modal, Detents, Swipeable, Pull, Accessibility, SmoothWheel, Slides, SlidesToScroll];", [
    ['motion (all of it)', "import * as m from 'motion'; globalThis.use = [m];"],
  ]],
];

const gzip = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;

/** How a user's bundler builds a page: esbuild options (`stdin` added per page). */
export const PAGE_BUILD = {
  bundle: true, format: 'esm', minify: true, charset: 'utf8',
  legalComments: 'none', write: false, logLevel: 'error', platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** The minified bundle of `contents`, resolved from `resolveDir` (bytes). */
export async function bundlePage(contents, resolveDir) {
  const r = await build({ ...PAGE_BUILD, stdin: { contents, resolveDir } });
  return r.outputFiles[0].contents;
}

/**
 * The same bundle with its source map (chained through the package's own
 * maps back to web/src): { text, bytes, map }. `plugins` as esbuild's.
 */
export async function bundleMapped(contents, resolveDir, plugins = []) {
  const r = await build({ ...PAGE_BUILD, stdin: { contents, resolveDir }, outfile: `${resolveDir}/page.js`, sourcemap: 'external', plugins });
  const js = r.outputFiles.find((f) => f.path.endsWith('.js'));
  return { text: js.text, bytes: js.contents, map: JSON.parse(r.outputFiles.find((f) => f.path.endsWith('.map')).text) };
}

/** gzip -9 of the minified bundle of `contents` (bytes). */
export async function gzipOfPage(contents, resolveDir) {
  return gzip(await bundlePage(contents, resolveDir));
}

/**
 * `npm pack` of this repository (scripts skipped: web/dist must be built),
 * unpacked as `<dir>/node_modules/kinema`. Returns { dir, files, cleanup }:
 * pages resolved from `dir` import the package as published.
 */
export function packPackage() {
  const dir = mkdtempSync(join(tmpdir(), 'kinema-pages-'));
  const env = { ...process.env, npm_config_cache: join(dir, 'npm-cache'), npm_config_update_notifier: 'false' };
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, env, encoding: 'utf8' });
  const [packed] = JSON.parse(out.slice(out.indexOf('[')));
  const target = join(dir, 'node_modules', 'kinema');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', join(dir, packed.filename), '-C', target, '--strip-components=1']);
  return { dir, tarball: join(dir, packed.filename), packed, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every row: { page, kinema, peers: [{ name, gzip }] } (bytes). `packageDir` holds node_modules/kinema. */
export async function measurePages(packageDir) {
  const rows = [];
  for (const [page, mine, peers] of PAGES) {
    const row = { page, kinema: await gzipOfPage(mine, packageDir), peers: [] };
    for (const [name, contents] of peers) row.peers.push({ name, gzip: await gzipOfPage(contents, ROOT) });
    rows.push(row);
  }
  return rows;
}

/** The table (markdown), KB = 1,000 bytes. */
export function pagesTable(rows) {
  const kb = (b) => `${(b / 1000).toFixed(1)} KB`;
  return ['| page (one import) | kinema | the alternatives |', '|---|---:|---|',
    ...rows.map((r) => `| ${r.page} | ${kb(r.kinema)} | ${r.peers.map((p) => `${p.name} ${kb(p.gzip)}`).join(', ')} |`)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--package');
  let pack = null;
  let dir;
  if (at > 0) {
    dir = process.argv[at + 1];
  } else {
    pack = packPackage();
    dir = pack.dir;
  }
  try {
    const rows = await measurePages(dir);
    if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
    else {
      console.log('gzip -9 of an esbuild (bundle, minify) build of a page with one import, from the packed package and the peers:\n');
      console.log(pagesTable(rows));
    }
  } finally {
    pack?.cleanup();
  }
}
