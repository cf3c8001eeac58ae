// Builds the Vue example (framework-build.mjs) with esbuild. The bare 'vue'
// import resolves to Vue's runtime-only ES module build (no template
// compiler: the components use render functions), and the compile-time flags
// Vue's bundler builds expect are defined as a bundler plugin would:
// production mode, no Options API (the components use setup()), no devtools.
// Run: node examples/recipes/vue/build.mjs [outdir]
import { fileURLToPath } from 'node:url';
import { buildFrameworkExample, buildFromCommandLine } from '../framework-build.mjs';

/** Builds into `outdir`: index.html, style.css and main.js. */
export function buildVueExample(outdir) {
  return buildFrameworkExample({
    framework: 'Vue',
    entry: fileURLToPath(new URL('./main.js', import.meta.url)),
    outdir,
    options: {
      define: {
        'process.env.NODE_ENV': '"production"',
        __VUE_OPTIONS_API__: 'false',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      minify: true,
    },
  });
}

await buildFromCommandLine(import.meta.url, 'vue', buildVueExample);
