// Builds the Vue example with esbuild. The bare 'vue' import resolves to Vue's
// runtime-only ES module build (no template compiler: the components use
// render functions), and the compile-time flags Vue's bundler builds expect
// are defined as a bundler plugin would: production mode, no Options API
// (the components use setup()), no devtools. 'kinema', 'kinema/dom' and 'kinema/vue'
// resolve through this repository's package.json "exports" (package
// self-reference; in your own app they resolve from node_modules).
// Run: node examples/recipes/vue/build.mjs [outdir]
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** Builds into `outdir`: index.html, style.css and main.js. */
export async function buildVueExample(outdir) {
  await mkdir(outdir, { recursive: true });
  await build({
    entryPoints: [here('./main.js')],
    outfile: `${outdir}/main.js`,
    bundle: true,
    format: 'esm',
    target: 'es2020',                 // no top-level await: the composables call init()
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    minify: true,
    logLevel: 'warning',
  });
  await copyFile(here('./index.html'), `${outdir}/index.html`);
  await copyFile(here('../framework-example.css'), `${outdir}/style.css`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ?? fileURLToPath(new URL('../../../build/examples/vue', import.meta.url));
  await buildVueExample(outdir);
  console.log(`built ${outdir}`);
}
