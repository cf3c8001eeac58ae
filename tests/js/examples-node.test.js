// examples/node/index.mjs: runs it as a user would (`node`, importing
// 'kinema' by name, which resolves to this package through its "exports")
// and checks the figures it prints.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = join(root, 'examples', 'node', 'index.mjs');

function runExample() {
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { cwd: root, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }));
  });
}

/** The table row for time `t`, as an array of strings. */
function row(stdout, t) {
  const line = stdout.split('\n').find((l) => l.trim().split(/\s+/)[0] === t);
  assert.ok(line, `no row for t = ${t}`);
  return line.trim().split(/\s+/);
}

test('examples/node/index.mjs prints the spring, the snapped fling and the ring', { timeout: 60_000 }, async () => {
  assert.ok(existsSync(join(root, 'web', 'dist', 'kinema-wasm.js')), 'build first: bash scripts/build.sh wasm');
  const r = await runExample();
  assert.equal(r.code, 0, `the example failed:\n${r.stdout}${r.stderr}`);
  assert.equal(r.stderr, '');
  const out = r.stdout;

  // Summary lines.
  assert.match(out, /spring .*: underdamped, damping ratio 0\.997, settles at 1\.281 s/);
  // The fling lands on the snap point to the last digit: restPosition is exactly 640.
  assert.match(out, /would coast to 667\.6 px; snapped: drag 0\.04394, rests at 640 px, settles at 4\.643 s/);
  assert.match(out, /ring .*: starts at 2363\.5 px\/s, lambda 7\.712 1\/s/);

  // Columns: t, spring x, spring dx, fling x, fling dx, ring r, ring dr.
  assert.deepEqual(row(out, '0.00'), ['0.00', '0.000', '0.000', '0.000', '2000.000', '0.000', '2363.534']);
  assert.deepEqual(row(out, '0.25'), ['0.25', '83.772', '163.079', '346.987', '915.667', '261.907', '343.768']);
  // The ring reaches 300 px at 0.5 s with exactly the asked final velocity.
  assert.deepEqual(row(out, '0.50').slice(5), ['300.000', '50.000']);
  assert.deepEqual(row(out, '1.00').slice(5), ['300.000', 'done']);
  // The spring and the fling at rest.
  assert.deepEqual(row(out, '5.00').slice(1, 5), ['100.000', '0.000', '640.000', '0.000']);
  assert.doesNotMatch(out, /NaN|Infinity|-0\.000/);
});

// examples/node/visibly-done.mjs: the README's figures for "mathematically
// settled" against "visibly done". Each settleTime must be at or after the
// last time the sampled motion is outside its tolerance (never early), and
// within 10 ms of it (the bound is tight for this near-critical spring).
test('examples/node/visibly-done.mjs: settleTime for the core default and for half a device pixel', { timeout: 60_000 }, async () => {
  const r = await new Promise((resolve) => {
    execFile(process.execPath, [join(root, 'examples', 'node', 'visibly-done.mjs')], { cwd: root, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }));
  });
  assert.equal(r.code, 0, `the example failed:\n${r.stdout}${r.stderr}`);
  const rows = [...r.stdout.matchAll(/settleTime ([\d.]+) s \(last sampled excursion ([\d.]+) s\)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(rows.length, 4, r.stdout);
  for (const [settle, last] of rows) {
    assert.ok(settle >= last && settle - last <= 0.01, `settleTime ${settle} s, last excursion ${last} s`);
  }
  assert.deepEqual(rows.map(([settle]) => settle), [1.281, 0.572, 0.632, 0.667]);
});
