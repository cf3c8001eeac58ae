// The hand-written declarations (web/types/index.d.ts) against a consumer
// file, tests/types/usage.ts:
// - tsc --strict accepts it, with `import ... from 'kinema'` resolved through
//   package.json "exports" to web/types/index.d.ts (nodenext and bundler
//   resolution); every `@ts-expect-error` line must really be an error;
// - transpiled to JavaScript and run against the real runtime, it passes: the
//   values and errors the declarations promise are the ones the package gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const typesDir = join(root, 'tests', 'types');
const declarations = join(root, 'web', 'types', 'index.d.ts');

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: root, timeout: 60_000, maxBuffer: 16 << 20, ...options },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }));
  });
}

test('the package points its types at web/types/index.d.ts', async () => {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  assert.equal(pkg.exports['.'].types, './web/types/index.d.ts');
  assert.equal(Object.keys(pkg.exports['.'])[0], 'types', '"types" must come first in the exports condition');
  assert.equal(pkg.types, './web/types/index.d.ts');
  assert.ok(existsSync(declarations));
});

test('the declarations cover every runtime export of web/src/index.js', async () => {
  const source = await readFile(join(root, 'web', 'src', 'index.js'), 'utf8');
  const runtime = [...source.matchAll(/export\s*\{\s*([^}]+)\}/g)]
    .flatMap((m) => m[1].split(',').map((s) => s.trim().split(/\s+as\s+/).pop()))
    .filter(Boolean);
  assert.ok(runtime.length >= 10, `runtime exports: ${runtime}`);
  const dts = await readFile(declarations, 'utf8');
  for (const name of runtime) {
    assert.match(dts, new RegExp(`export declare (class|function) ${name}\\b`), `${name} is not declared`);
  }
});

test('each declared class has exactly the public members of its runtime class', async () => {
  const dts = ts.createSourceFile('index.d.ts', await readFile(declarations, 'utf8'), ts.ScriptTarget.ES2022, true);
  const declared = new Map();
  for (const node of dts.statements) {
    if (!ts.isClassDeclaration(node) || !node.name) continue;
    const members = { instance: new Set(), static: new Set() };
    for (const m of node.members) {
      if (!m.name || ts.isPrivateIdentifier(m.name) || ts.isConstructorDeclaration(m)) continue;
      if (m.modifiers?.some((k) => k.kind === ts.SyntaxKind.PrivateKeyword)) continue;
      const isStatic = m.modifiers?.some((k) => k.kind === ts.SyntaxKind.StaticKeyword);
      members[isStatic ? 'static' : 'instance'].add(m.name.getText(dts));
    }
    declared.set(node.name.text, members);
  }
  const runtime = await import(pathToFileURL(join(root, 'web', 'src', 'index.js')).href);
  const classes = Object.entries(runtime).filter(([, v]) => typeof v === 'function' && /^class\b/.test(String(v)));
  assert.ok(classes.length >= 8);
  for (const [name, cls] of classes) {
    assert.ok(declared.has(name), `${name} is not declared as a class`);
    const instance = new Set();
    for (let p = cls.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      for (const key of Object.getOwnPropertyNames(p)) if (key !== 'constructor' && !key.startsWith('_')) instance.add(key);
    }
    const statics = new Set(Object.getOwnPropertyNames(cls).filter((k) => !['length', 'name', 'prototype'].includes(k)));
    assert.deepEqual([...declared.get(name).instance].sort(), [...instance].sort(), `${name}: instance members`);
    assert.deepEqual([...declared.get(name).static].sort(), [...statics].sort(), `${name}: static members`);
  }
});

test('tsc --strict accepts tests/types/usage.ts (moduleResolution nodenext)', { timeout: 90_000 }, async () => {
  const r = await run(tsc, ['-p', join(typesDir, 'tsconfig.json'), '--noEmit', '--strict', '--listFiles']);
  assert.equal(r.code, 0, `tsc failed:\n${r.stdout}${r.stderr}`);
  const files = r.stdout.split('\n').map((line) => line.trim());
  assert.ok(files.includes(declarations.replaceAll('\\', '/')) || files.includes(declarations),
    `'kinema' did not resolve to ${declarations}; files:\n${r.stdout}`);
});

test('tsc --strict accepts tests/types/usage.ts (moduleResolution bundler)', { timeout: 90_000 }, async () => {
  const r = await run(tsc, ['-p', join(typesDir, 'tsconfig.bundler.json'), '--noEmit', '--strict']);
  assert.equal(r.code, 0, `tsc failed:\n${r.stdout}${r.stderr}`);
});

test('tests/types/usage.ts runs against the real package', { timeout: 60_000 }, async (t) => {
  assert.ok(existsSync(join(root, 'web', 'dist', 'kinema-wasm.js')), 'build first: bash scripts/build.sh wasm');
  const source = await readFile(join(typesDir, 'usage.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022 },
    fileName: 'usage.ts',
  });
  // Out of the package's tree a bare 'kinema' would not resolve: point it at the entry file.
  const entry = pathToFileURL(join(root, 'web', 'src', 'index.js')).href;
  const js = outputText.replaceAll(/from 'kinema'/g, `from '${entry}'`);
  assert.doesNotMatch(js, /(from|import)\s*\(?\s*['"]kinema['"]/, 'every import of kinema was rewritten');
  const dir = await mkdtemp(join(tmpdir(), 'kinema-types-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'usage.mjs');
  await writeFile(file, js);
  const r = await run(process.execPath, ['--input-type=module', '-e',
    `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(m.summary);`]);
  assert.equal(r.code, 0, `usage.ts failed at runtime:\n${r.stdout}${r.stderr}`);
  assert.match(r.stdout, /^usage: ok \(\d+ checks\)$/m);
  const checks = Number(r.stdout.match(/\((\d+) checks\)/)[1]);
  assert.ok(checks >= 80, `only ${checks} checks ran`);
  t.diagnostic(r.stdout.trim());
});
