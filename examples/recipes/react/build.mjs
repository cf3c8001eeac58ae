// Builds the React example (framework-build.mjs) with esbuild: JSX with
// React's automatic runtime, `process.env.NODE_ENV` set to "production"
// (React's production build; NODE_ENV=development builds the development
// one). Run: node examples/recipes/react/build.mjs [outdir]
import { fileURLToPath } from 'node:url';
import { buildFrameworkExample, buildFromCommandLine } from '../framework-build.mjs';

/**
 * Builds into `outdir`: index.html, style.css and main.js. `mode`
 * 'development' builds React's development version, where <StrictMode> mounts
 * every component, unmounts it and mounts it again.
 */
export function buildReactExample(outdir, { mode = 'production' } = {}) {
  return buildFrameworkExample({
    framework: 'React',
    entry: fileURLToPath(new URL('./main.jsx', import.meta.url)),
    outdir,
    options: { jsx: 'automatic', define: { 'process.env.NODE_ENV': JSON.stringify(mode) }, minify: mode === 'production' },
  });
}

await buildFromCommandLine(import.meta.url, 'react',
  (outdir) => buildReactExample(outdir, { mode: process.env.NODE_ENV === 'development' ? 'development' : 'production' }));
