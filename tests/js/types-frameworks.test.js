// The hand-written declarations of kinema/react and kinema/vue: a strict .tsx
// component using the hooks and a strict Vue setup() type-check (tsc,
// tests/types/tsconfig.frameworks.json), their @ts-expect-error lines
// (a misspelled option, a wrong event) being errors; and the declarations
// name every runtime export.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = (project) => spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', project], { encoding: 'utf8' });

test('tests/types/react-usage.tsx, vue-usage.ts and svelte-usage.ts type-check against kinema/react, kinema/vue and kinema/svelte', { timeout: 120_000 }, () => {
  for (const config of ['tsconfig.frameworks.json', 'tsconfig.frameworks.nodenext.json']) {
    const r = tsc(`${root}tests/types/${config}`);
    assert.equal(r.status, 0, `${config}:\n${r.stdout}${r.stderr}`);
  }
});

test('a misspelled option is a type error (the files without their @ts-expect-error lines)', { timeout: 120_000 }, () => {
  // The same files in a scratch folder under tests/types (so 'kinema/*'
  // resolves as before), each expectation removed: tsc must report each.
  const dir = mkdtempSync(join(root, 'tests/types/tmp-'));
  try {
    for (const file of ['react-usage.tsx', 'vue-usage.ts', 'svelte-usage.ts']) {
      const text = readFileSync(`${root}tests/types/${file}`, 'utf8').replace(/^\s*\/\/ @ts-expect-error.*\n/gm, '');
      writeFileSync(join(dir, file), text);
    }
    copyFileSync(`${root}tests/types/tsconfig.frameworks.json`, join(dir, 'tsconfig.json'));
    const r = tsc(join(dir, 'tsconfig.json'));
    const out = r.stdout + r.stderr;
    assert.notEqual(r.status, 0, out);
    assert.match(out, /react-usage\.tsx.*'snapp' does not exist/);
    assert.match(out, /react-usage\.tsx.*'handof' does not exist/);
    assert.match(out, /react-usage\.tsx.*"move"/);
    assert.match(out, /react-usage\.tsx.*"z"/);
    assert.match(out, /vue-usage\.ts.*'snapp' does not exist/);
    assert.match(out, /svelte-usage\.ts.*'snapp' does not exist/);
    assert.match(out, /react-usage\.tsx.*'itemz' does not exist/);
    assert.match(out, /react-usage\.tsx.*"select"/);
    assert.match(out, /vue-usage\.ts.*'itemz' does not exist/);
    assert.match(out, /svelte-usage\.ts.*'itemz' does not exist/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('web/types/react.d.ts, vue.d.ts and svelte.d.ts declare every export of web/src/react, web/src/vue and web/src/svelte', async () => {
  for (const name of ['react', 'vue', 'svelte']) {
    const runtime = Object.keys(await import(`${root}web/src/${name}/index.js`)).sort();
    const declared = readFileSync(`${root}web/types/${name}.d.ts`, 'utf8');
    const missing = runtime.filter((n) => !new RegExp(`export declare function ${n}\\b`).test(declared));
    assert.deepEqual(missing, [], name);
    assert.ok(runtime.length >= 2, `${name}: ${runtime}`);
  }
});
