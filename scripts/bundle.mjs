// Bundles the package's two entry points with esbuild:
//   web/dist/kinema.js  the core: web/src + Emscripten's module + the wasm (hex)
//   web/dist/dom.js     the DOM layer (web/src/dom), importing the core as
//                       'kinema', so that both share one WebAssembly instance
//                       and core users download nothing of the DOM layer.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const common = { bundle: true, format: 'esm', minify: true, legalComments: 'none', logLevel: 'warning' };

await build({ ...common, entryPoints: [`${root}web/src/index.js`], outfile: `${root}web/dist/kinema.js` });

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
