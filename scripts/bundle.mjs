// Bundles the package's two entry points with esbuild, code-split:
//   web/dist/kinema.js  the core: web/src (init: the full engine's wasm)
//   web/dist/dom.js     the DOM layer (web/src/dom), which reaches the core
//                       through web/src/scroll-core.js only (init: the
//                       scroll engine's wasm, docs/architecture-wasm.md)
//   web/dist/chunks/    what both share (the wasm state, the motion
//                       classes), imported relatively by both: one
//                       WebAssembly state and one copy of each class for a
//                       page that imports both, and core users download
//                       nothing of the DOM layer.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// Minified but for whitespace, which would drop the /* @__PURE__ */ marks
// that let a page's bundler leave out what it does not call (a chunk holds
// several modules, so package.json's sideEffects cannot).
const common = {
  bundle: true, format: 'esm', minifySyntax: true, minifyIdentifiers: true, legalComments: 'none', logLevel: 'warning',
};
const entryPoints = { kinema: `${root}web/src/index.js` };
if (existsSync(`${root}web/src/dom/index.js`)) entryPoints.dom = `${root}web/src/dom/index.js`;
rmSync(`${root}web/dist/chunks`, { recursive: true, force: true });
await build({
  ...common,
  charset: 'utf8',
  entryPoints,
  outdir: `${root}web/dist`,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [{
    name: 'dom-reaches-scroll-core',
    setup(b) {
      // web/src/dom reaches the core only through scroll-core.js (and the
      // stateless errors.js), so that a kinema/dom page carries the scroll
      // engine and no more of the core than the DOM layer uses.
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(`${root}web/src/dom/`)) return undefined;
        const target = fileURLToPath(new URL(args.path, `file://${args.importer}`));
        if (target.startsWith(`${root}web/src/dom/`) || target === `${root}web/src/errors.js`
          || target === `${root}web/src/scroll-core.js`) return undefined;
        throw new Error(`web/src/dom may import the core only through ../scroll-core.js (and ../errors.js), not ${args.path}`);
      });
    },
  }],
});

// The demo's size claim (web/demo/main.js): gzip -9 of what a page with
// kinema/dom downloads, as tests/js/pack.test.js budgets it. Written here, so
// the page needs no second download of the files to measure them.
const gzipped = (file) => (existsSync(file)
  ? gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length : 0);
writeFileSync(`${root}web/dist/sizes.js`, '// Written by scripts/bundle.mjs: gzip -9 sizes of the package files (bytes).\n'
  + `export const core = ${gzipped(`${root}web/dist/kinema.js`)};\n`
  + `export const dom = ${gzipped(`${root}web/dist/dom.js`)};\n`);
