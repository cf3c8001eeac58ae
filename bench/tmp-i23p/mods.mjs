import { build } from 'esbuild';
const [root, name] = process.argv.slice(2);
const r = await build({ bundle: true, format: 'esm', minify: true, write: false, metafile: true, outfile: '/dev/null/o.js', logLevel: 'error',
  stdin: { contents: `import { ${name} } from '${root}/web/src/dom/index.js'; globalThis.use = [${name}];`, resolveDir: root },
  plugins: [{ name: 'x', setup(b) { b.onResolve({ filter: /scroll-core\.js$|\/index\.js$/ }, (a) => a.path.includes('dom/index') ? undefined : ({ path: a.path, external: true })); } }] });
for (const [p, { bytesInOutput }] of Object.entries(Object.values(r.metafile.outputs)[0].inputs)) if (bytesInOutput) console.log(bytesInOutput, p.replace(/.*web\/src\//, ''));
