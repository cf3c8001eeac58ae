// The hand-written declarations of kinema/dom type-check a consumer (tsc
// --strict, DOM lib) and declare every runtime export of web/src/dom.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('tests/types/dom-usage.ts type-checks against kinema/dom', () => {
  const r = spawnSync(`${root}node_modules/.bin/tsc`, ['-p', `${root}tests/types/tsconfig.dom.json`], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('web/types/dom.d.ts declares every export of web/src/dom/index.js', async () => {
  const runtime = Object.keys(await import(`${root}web/src/dom/index.js`)).sort();
  const declared = readFileSync(`${root}web/types/dom.d.ts`, 'utf8');
  const missing = runtime.filter((name) => !new RegExp(`export (declare )?(function|class|const) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(declared));
  assert.deepEqual(missing, []);
});
