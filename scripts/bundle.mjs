// Builds the package's JavaScript (web/dist) from web/src with esbuild, in
// one code-split build of every entry in ENTRIES:
//   web/dist/kinema.js  the core (`import 'kinema'`)
//   web/dist/dom.js     the DOM layer (`import 'kinema/dom'`)
//   web/dist/chunks/    what the entries share: the core's modules that the
//                       DOM layer uses, the Emscripten loader and the wasm
//                       (web/dist/kinema-wasm*.js, written by scripts/build.sh)
// Every import between them is relative ('./chunks/…'), so a plain page with
// no import map and a module worker can load kinema/dom; a page that
// imports both entries evaluates each shared chunk once: one copy of each
// class, one WebAssembly instance.
// The files are ES modules, not minified (a user's bundler minifies, and
// tree-shakes: package.json has "sideEffects": false), each with its source
// map (web/src inlined as sourcesContent).
//
// Adding an entry: one line in ENTRIES (`out` is the file name in web/dist
// without .js; `in` the source), then in package.json its `exports` line and
// its two files (.js, .js.map) in `files`, and in tests/js/pack.test.js its
// name in the whitelist. Code it shares with the other entries lands in
// web/dist/chunks/ by itself.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export const ENTRIES = [
  { out: 'kinema', in: 'web/src/index.js' },
  { out: 'dom', in: 'web/src/dom/index.js' },
];

// kinema/react, kinema/vue and kinema/svelte (docs/react.md, vue.md,
// svelte.md): the hooks and web/src/frameworks/, in a second build that
// imports the DOM layer as the file next to it ('./dom.js': one copy of each
// class, one WebAssembly instance, still a relative import) and leaves the
// framework to the app (a peer dependency; the Svelte actions import no
// Svelte). Nothing else imports them.
export const FRAMEWORKS = [
  { out: 'react', in: 'web/src/react/index.js' },
  { out: 'vue', in: 'web/src/vue/index.js' },
  { out: 'svelte', in: 'web/src/svelte/index.js' },
];
const PEERS = ['react', 'vue'];
const domNextToIt = {
  name: 'dom-next-to-it',
  setup(b) {
    b.onResolve({ filter: /\/dom\/index\.js$/ }, () => ({ path: './dom.js', external: true }));
  },
};

// The DOM layer reaches the core only through these files (scroll-core.js,
// the part of the core it uses, whose init() loads the scroll engine
// (docs/architecture-wasm.md); the stateless error helpers and the named
// defaults), never a core module directly, so a kinema/dom page carries the
// scroll engine and no more of the core than the DOM layer uses.
const DOM_MAY_IMPORT = ['web/src/scroll-core.js', 'web/src/errors.js', 'web/src/defaults.js'];
const seams = {
  name: 'dom-imports-the-core-through-its-index',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (!args.importer.startsWith(`${root}web/src/dom/`)) return undefined;
      const target = fileURLToPath(new URL(args.path, `file://${args.importer}`));
      if (target.startsWith(`${root}web/src/dom/`) || DOM_MAY_IMPORT.some((f) => target === `${root}${f}`)) return undefined;
      throw new Error(`web/src/dom may import the core only through ${DOM_MAY_IMPORT.join(' and ')}, not ${args.path} (${args.importer})`);
    });
  },
};

export async function bundle() {
  // Chunk names carry a content hash: remove the last build's.
  rmSync(`${root}web/dist/chunks`, { recursive: true, force: true });
  await build({
    entryPoints: ENTRIES.filter((e) => existsSync(`${root}${e.in}`)).map((e) => ({ in: `${root}${e.in}`, out: e.out })),
    outdir: `${root}web/dist`,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    charset: 'utf8',  // the wasm's text (scripts/embed-wasm.mjs) stays one character per byte
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [seams],
  });
  await build({
    entryPoints: FRAMEWORKS.filter((e) => existsSync(`${root}${e.in}`)).map((e) => ({ in: `${root}${e.in}`, out: e.out })),
    outdir: `${root}web/dist`,
    bundle: true,
    format: 'esm',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    external: PEERS,
    plugins: [domNextToIt],
  });

  // The demo's size claim (web/demo/main.js): gzip -9 of what a user's
  // bundler makes of the package (esbuild, minified): `core` for a page
  // that uses all of 'kinema', `dom` what all of 'kinema/dom' adds to it
  // (one engine: kinema's init()).
  // Written here, so the page needs no second download to measure them.
  const page = async (contents) => gzipSync((await build({
    stdin: { contents, resolveDir: `${root}web/dist` }, bundle: true, format: 'esm', minify: true, charset: 'utf8',
    legalComments: 'none', write: false, logLevel: 'warning',
  })).outputFiles[0].contents, { level: constants.Z_BEST_COMPRESSION }).length;
  const core = await page("export * from './kinema.js';");
  // All of kinema/dom but its own init(): a page using both entries calls
  // kinema's init(), whose full engine serves both (docs/architecture-wasm.md),
  // so it never downloads the scroll engine (bench/pages.mjs's "everything").
  const domExports = async () => Object.values((await build({
    entryPoints: [`${root}web/dist/dom.js`], bundle: true, format: 'esm', write: false, metafile: true, logLevel: 'warning', outdir: '/tmp/kinema-dom-exports',
  })).metafile.outputs).find((o) => o.entryPoint).exports.filter((name) => name !== 'init');
  const both = existsSync(`${root}web/dist/dom.js`)
    ? await page(`export * from './kinema.js'; export { ${(await domExports()).join(', ')} } from './dom.js';`) : core;
  writeFileSync(`${root}web/dist/sizes.js`, '// Written by scripts/bundle.mjs: gzip -9 of the package minified by esbuild (bytes):\n'
    + '// core, a page using all of \'kinema\'; dom, what all of \'kinema/dom\' adds to it.\n'
    + `export const core = ${core};\n`
    + `export const dom = ${both - core};\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(`${root}web/dist/kinema-wasm-bytes.js`) || !existsSync(`${root}web/dist/kinema-wasm.js`)) {
    throw new Error('scripts/bundle.mjs: build the wasm first (bash scripts/build.sh wasm)');
  }
  await bundle();
}
