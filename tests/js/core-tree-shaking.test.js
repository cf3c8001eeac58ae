// Tree-shaking of the published kinema (web/dist/kinema.js, as built by
// scripts/bundle.mjs): a page that imports init() alone, or init() and one
// Spring, holds none of MotionBatch's or SpringGroup's code. Each page is
// bundled from the dist file by esbuild, minified, as a user's bundler does
// with `import { init, Spring } from 'kinema'`, and searched for the names
// their error messages carry. Both classes have a computed method key
// (`using` support) and a FinalizationRegistry at their module's top level:
// either one, not marked pure, kept both classes in every page (+3 KB gzip).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const DIST = fileURLToPath(new URL('../../web/dist/kinema.js', import.meta.url));
const ONLY = ['MotionBatch', 'SpringGroup'];

async function page(names) {
  const r = await build({
    bundle: true, minify: true, format: 'esm', write: false, logLevel: 'silent',
    stdin: { contents: `import { ${names.join(', ')} } from ${JSON.stringify(DIST)};\nglobalThis.use = [${names.join(', ')}];\n`, resolveDir: fileURLToPath(new URL('../../', import.meta.url)) },
  });
  return r.outputFiles[0].text;
}

test('the published kinema.js holds both classes (the test can see them)', async () => {
  const dist = readFileSync(DIST, 'utf8');
  for (const m of ONLY) assert.ok(dist.includes(`'${m}`) || dist.includes(`"${m}`), `kinema.js lacks ${m}`);
  const text = await page(['init', 'MotionBatch', 'SpringGroup']);
  for (const m of ONLY) assert.ok(text.includes(m), `a page importing ${m} lacks it`);
});

for (const names of [['init'], ['init', 'Spring'], ['init', 'Friction']]) {
  test(`a page importing only ${names.join(' and ')} holds neither MotionBatch nor SpringGroup`, async () => {
    const text = await page(names);
    const found = ONLY.filter((m) => text.includes(m));
    assert.deepEqual(found, [], `the ${names.join(' + ')} page holds ${found.join(', ')}`);
  });
}

test('using disposes a SpringGroup and a MotionBatch through the same key as before (Symbol.dispose, else Symbol.for)', async () => {
  const { init, SpringGroup, MotionBatch } = await import(DIST);
  await init();
  const key = Symbol.dispose ?? Symbol.for('Symbol.dispose');
  for (const C of [SpringGroup, MotionBatch]) {
    const o = new C(2);
    assert.equal(typeof o[key], 'function', `${C.name}[Symbol.dispose]`);
    o[key]();
    assert.equal(C.name, C === SpringGroup ? 'SpringGroup' : 'MotionBatch');
  }
});
