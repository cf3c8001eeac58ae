// A minimal Vite app using kinema. Nothing is needed for the WebAssembly: the
// package is one ES module with the wasm inlined, so no asset, wasm or
// top-level-await plugin and no optimizeDeps exclusion.
//
// Inside this repository, `import ... from 'kinema'` resolves the way Node
// resolves it: the repository's own package.json is named "kinema" and has
// "exports", so the bundler's package self-reference finds web/dist/kinema.js
// (build it first: `npm run build`). In an app of your own, `npm install
// kinema` and the same import resolves from node_modules.
//
// Build: npx vite build --config examples/vite/vite.config.js
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: { target: 'es2022' },  // main.js uses top-level await
});
