// What the React and Vue examples' builds share (react/build.mjs,
// vue/build.mjs): esbuild bundles the app for browsers without top-level
// await (es2020: the hooks and composables call init()), and the folder
// gets the shared page (framework-example.html, as index.html) and look
// (framework-example.css, as style.css). 'kinema', 'kinema/dom' and the
// framework entry resolve through this repository's package.json "exports"
// (package self-reference; in your own app they resolve from node_modules).
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Builds `entry` (a path) into `outdir`: main.js (esbuild, with the
 * framework's own `options`), index.html titled "kinema in `framework`" and
 * style.css.
 */
export async function buildFrameworkExample({ framework, entry, outdir, options }) {
  await mkdir(outdir, { recursive: true });
  await build({ entryPoints: [entry], outfile: `${outdir}/main.js`, bundle: true, format: 'esm', target: 'es2020', logLevel: 'warning', ...options });
  const page = await readFile(here('./framework-example.html'), 'utf8');
  await writeFile(`${outdir}/index.html`, page.replaceAll('{{framework}}', framework));
  await copyFile(here('./framework-example.css'), `${outdir}/style.css`);
}

/** When `moduleUrl` is the script node runs: builds into argv[2] (default build/examples/`name`) and says where. */
export async function buildFromCommandLine(moduleUrl, name, buildInto) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const outdir = process.argv[2] ?? fileURLToPath(new URL(`../../build/examples/${name}`, import.meta.url));
  await buildInto(outdir);
  console.log(`built ${outdir}`);
}
