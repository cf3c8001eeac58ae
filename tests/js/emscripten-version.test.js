// scripts/check-emscripten.sh (run by scripts/build.sh and scripts/setup.sh):
// em++ must be the one Emscripten the wasm build supports, and when it is
// not, the message names the version found, the one needed and what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../scripts/check-emscripten.sh', import.meta.url));

/** Runs the check with a fake em++ that reports `version` first on PATH. */
function check(version, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kinema-emxx-'));
  writeFileSync(join(dir, 'em++'), '#!/bin/sh\necho "emcc (Emscripten gcc/clang-like replacement + linker emulating GNU ld) '
    + `${version} (abcdef)"\n`);
  chmodSync(join(dir, 'em++'), 0o755);
  return spawnSync('bash', [script], { encoding: 'utf8', env: { ...process.env, ...env, PATH: `${dir}:${process.env.PATH}` } });
}

test('em++ 3.1.6 passes the check', () => {
  const r = check('3.1.6');
  assert.equal(r.status, 0, r.stderr);
});

for (const version of ['3.1.50', '3.1.60', '2.0.12', '3.1.61']) {
  test(`em++ ${version} fails the build with what to do`, () => {
    const r = check(version);
    assert.equal(r.status, 1);
    assert.match(r.stderr, new RegExp(`em\\+\\+ is Emscripten ${version.replace(/\./g, '\\.')} `));
    assert.match(r.stderr, /supports Emscripten 3\.1\.6 only/);
    assert.match(r.stderr, /emsdk install 3\.1\.6/);
    assert.match(r.stderr, /KINEMA_EMSCRIPTEN_ANY=1/);
  });
}

test('KINEMA_EMSCRIPTEN_ANY=1 lets another em++ through, knowingly', () => {
  assert.equal(check('3.1.50', { KINEMA_EMSCRIPTEN_ANY: '1' }).status, 0);
});
