// Bundles the package's two entry points with esbuild:
//   web/dist/kinema.js  the core: web/src + Emscripten's module + the wasm (hex)
//   web/dist/dom.js     the DOM layer (web/src/dom), importing the core as
//                       'kinema', so that both share one WebAssembly instance
//                       and core users download nothing of the DOM layer.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const common = { bundle: true, format: 'esm', minify: true, legalComments: 'none', logLevel: 'warning' };

await build({ ...common, charset: 'utf8', entryPoints: [`${root}web/src/index.js`], outfile: `${root}web/dist/kinema.js` });

if (existsSync(`${root}web/src/dom/index.js`)) {
  const core = `${root}web/src/index.js`;
  await build({
    ...common,
    entryPoints: [`${root}web/src/dom/index.js`],
    outfile: `${root}web/dist/dom.js`,
    plugins: [{
      name: 'core-as-package',
      setup(b) {
        // The DOM layer reaches the core only through the package itself
        // (one WebAssembly instance, one copy of each class); errors.js is
        // stateless, so its few helpers may be bundled twice.
        b.onResolve({ filter: /^\.\.?\// }, (args) => {
          if (!args.importer.startsWith(`${root}web/src/dom/`)) return undefined;
          const target = fileURLToPath(new URL(args.path, `file://${args.importer}`));
          if (target.startsWith(`${root}web/src/dom/`) || target === `${root}web/src/errors.js`) return undefined;
          if (target !== core) {
            throw new Error(`web/src/dom may import the core only through ../index.js (and ../errors.js), not ${args.path}`);
          }
          return { path: 'kinema', external: true };
        });
      },
    }],
  });
}

// kinema/react, kinema/vue and kinema/svelte (issue 25): each entry bundles
// its hooks and web/src/frameworks/ and imports the DOM layer as the package
// 'kinema/dom' (one copy of each class, one WebAssembly instance) and its
// framework as a peer dependency (the Svelte actions import no Svelte);
// nothing else imports them.
for (const name of ['react', 'vue', 'svelte']) {
  await build({
    ...common,
    entryPoints: [`${root}web/src/${name}/index.js`],
    outfile: `${root}web/dist/${name}.js`,
    external: [name],
    plugins: [{
      name: 'dom-as-package',
      setup(b) {
        b.onResolve({ filter: /\/dom\/index\.js$/ }, () => ({ path: 'kinema/dom', external: true }));
      },
    }],
  });
}

// The demo's size claim (web/demo/main.js): gzip -9 of what a page with
// kinema/dom downloads, as tests/js/pack.test.js budgets it. Written here, so
// the page needs no second download of the files to measure them.
const gzipped = (file) => (existsSync(file)
  ? gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length : 0);
writeFileSync(`${root}web/dist/sizes.js`, '// Written by scripts/bundle.mjs: gzip -9 sizes of the package files (bytes).\n'
  + `export const core = ${gzipped(`${root}web/dist/kinema.js`)};\n`
  + `export const dom = ${gzipped(`${root}web/dist/dom.js`)};\n`);
