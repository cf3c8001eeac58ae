// Builds the React example with esbuild: JSX with React's automatic runtime,
// `process.env.NODE_ENV` set to "production" (React's production build;
// NODE_ENV=development builds the development one), and
// 'kinema', 'kinema/dom' and 'kinema/react' resolved through this repository's package.json
// "exports" (package self-reference; in your own app they resolve from
// node_modules). Run: node examples/recipes/react/build.mjs [outdir]
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Builds into `outdir`: index.html, style.css and main.js. `mode`
 * 'development' builds React's development version, where <StrictMode> mounts
 * every component, unmounts it and mounts it again.
 */
export async function buildReactExample(outdir, { mode = 'production' } = {}) {
  await mkdir(outdir, { recursive: true });
  await build({
    entryPoints: [here('./main.jsx')],
    outfile: `${outdir}/main.js`,
    bundle: true,
    format: 'esm',
    target: 'es2020',                 // no top-level await: the hooks call init()
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    minify: mode === 'production',
    logLevel: 'warning',
  });
  await copyFile(here('./index.html'), `${outdir}/index.html`);
  await copyFile(here('../framework-example.css'), `${outdir}/style.css`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ?? fileURLToPath(new URL('../../../build/examples/react', import.meta.url));
  await buildReactExample(outdir, { mode: process.env.NODE_ENV === 'development' ? 'development' : 'production' });
  console.log(`built ${outdir}`);
}
