// kinema/react and kinema/vue in the packed package (tests/js/packed-consumer.js):
// React and Vue are optional peer dependencies, so installing kinema installs
// neither, and importing 'kinema' or 'kinema/dom' (in Node, or bundled by
// esbuild for a page) needs neither; 'kinema/react' needs React and nothing
// else. And the bytes the hooks add to a page that has React (or Vue) and
// kinema/dom already: gzip -9 of esbuild's minified bundle of each entry
// with the framework and 'kinema/dom' left out, under 1 KB.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { packedConsumer, root } from './packed-consumer.js';

let consumer;
before(async () => { consumer = await packedConsumer(); });
after(async () => { await consumer?.remove(); });

const nodeIn = (cwd, code) => new Promise((resolve) => {
  execFile(process.execPath, ['--input-type=module', '-e', code], { cwd, timeout: 60_000 },
    (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }));
});

test('the tarball ships kinema/react, kinema/vue and kinema/svelte; React and Vue are optional peers that npm did not install', async () => {
  for (const f of ['web/dist/react.js', 'web/dist/vue.js', 'web/dist/svelte.js', 'web/types/react.d.ts', 'web/types/vue.d.ts', 'web/types/svelte.d.ts']) assert.ok(consumer.files.includes(f), f);
  const pkg = JSON.parse(await readFile(join(consumer.dir, 'node_modules/kinema/package.json'), 'utf8'));
  assert.deepEqual(pkg.peerDependenciesMeta, { react: { optional: true }, vue: { optional: true } });
  assert.deepEqual(Object.keys(pkg.dependencies ?? {}), []);
  for (const name of ['react', 'react-dom', 'vue']) assert.equal(existsSync(join(consumer.dir, 'node_modules', name)), false, `${name} installed`);
});

test("'kinema' and 'kinema/dom' import in Node and bundle for a page without React or Vue; 'kinema/react' asks for React", async () => {
  const r = await nodeIn(consumer.dir, `
    const dom = await import('kinema/dom'); const core = await import('kinema');
    let react = 'loaded'; try { await import('kinema/react'); } catch (e) { react = e.code + ' ' + e.message.split('\\n')[0]; }
    console.log(JSON.stringify({ dom: typeof dom.Scroller, core: typeof core.Spring, react }));`);
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.deepEqual({ dom: out.dom, core: out.core }, { dom: 'function', core: 'function' });
  assert.match(out.react, /^ERR_MODULE_NOT_FOUND Cannot find package 'react'/);

  await writeFile(join(consumer.dir, 'page.js'), "import { Scroller } from 'kinema/dom';\nnew Scroller(document.body);\n");
  const page = await build({ entryPoints: [join(consumer.dir, 'page.js')], bundle: true, format: 'esm', write: false, metafile: true, absWorkingDir: consumer.dir, logLevel: 'silent' });
  const inputs = Object.keys(page.metafile.inputs);
  assert.ok(inputs.some((i) => i.includes('node_modules/kinema/web/dist/')), inputs.join());
  assert.deepEqual(inputs.filter((i) => /react|vue/.test(i)), []);
});

test('bytes kinema/react, kinema/vue and kinema/svelte add to a page (gzip -9 of esbuild, minified; the framework and kinema/dom not counted): under 1 KB', async () => {
  for (const name of ['react', 'vue']) {
    await symlink(join(root, 'node_modules', name), join(consumer.dir, 'node_modules', name), 'dir').catch(() => {});
  }
  const sizes = {};
  const pages = {
    'kinema/react: useScroller': "export { useScroller } from 'kinema/react';",
    'kinema/react: all six hooks': "export * from 'kinema/react';",
    'kinema/vue: useScroller': "export { useScroller } from 'kinema/vue';",
    'kinema/vue: all six composables': "export * from 'kinema/vue';",
    'kinema/svelte: the three actions': "export * from 'kinema/svelte';",
  };
  for (const [what, contents] of Object.entries(pages)) {
    const r = await build({
      stdin: { contents, resolveDir: consumer.dir, sourcefile: 'page.js' }, bundle: true, format: 'esm', minify: true,
      write: false, external: ['react', 'vue', 'kinema/dom'], absWorkingDir: consumer.dir, logLevel: 'silent',
      // The entries import kinema/dom as the file next to them (./dom.js).
      plugins: [{ name: 'dom-not-counted', setup(b) { b.onResolve({ filter: /^\.\/dom\.js$/ }, () => ({ path: 'kinema/dom', external: true })); } }],
    });
    sizes[what] = gzipSync(r.outputFiles[0].contents, { level: constants.Z_BEST_COMPRESSION }).length;
  }
  console.log(`bytes added (gzip -9): ${JSON.stringify(sizes)}`);
  for (const [what, bytes] of Object.entries(sizes)) assert.ok(bytes < 1024, `${what}: ${bytes} bytes`);
  // A page importing only useScroller does not get the Draggable's options.
  assert.ok(sizes['kinema/react: useScroller'] < sizes['kinema/react: all six hooks']);
});
