// The npm package as users get it: `npm pack`, then an offline install of the
// tarball into an empty project that imports 'kinema' by name, runs it, and
// type-checks against the installed declarations.
//
// `npm pack` runs with --ignore-scripts: the "prepack" script would rebuild
// the wasm (scripts/build.sh wasm), which `npm test` has already done, and a
// rebuild here would rewrite web/dist while other test files read it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let work;      // temp dir: tarball, npm cache, consumer project
let tarball;   // path of the .tgz
let packed;    // npm pack --json record
let consumer;  // the empty project the tarball is installed into

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    execFile(command, args, {
      cwd: root,
      timeout: 120_000,
      maxBuffer: 16 << 20,
      ...options,
      env: {
        ...process.env,
        // A private cache: nothing is read from or written to ~/.npm, and
        // --offline makes any attempt to reach a registry fail fast.
        npm_config_cache: join(work, 'npm-cache'),
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        ...options.env,
      },
    }, (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }));
  });
}

before(async () => {
  assert.ok(existsSync(join(root, 'web', 'dist', 'kinema-wasm.js')), 'build first: bash scripts/build.sh wasm');
  work = await mkdtemp(join(tmpdir(), 'kinema-pack-'));
  const r = await run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work]);
  assert.equal(r.code, 0, `npm pack failed:\n${r.stdout}${r.stderr}`);
  [packed] = JSON.parse(r.stdout.slice(r.stdout.indexOf('[')));
  tarball = join(work, packed.filename);
  assert.ok(existsSync(tarball), `no tarball at ${tarball}`);
});

after(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('the tarball holds only the whitelisted files, and all of them', { timeout: 60_000 }, async (t) => {
  const r = await run('tar', ['-tzf', tarball]);
  assert.equal(r.code, 0, r.stderr);
  const files = r.stdout.split('\n').filter(Boolean)
    .map((p) => p.replace(/^package\//, ''))
    .filter((p) => !p.endsWith('/'))
    .sort();

  const allowed = [
    /^package\.json$/,
    /^README\.md$/,
    /^LICEN[CS]E(\.md|\.txt)?$/,
    /^web\/types\/(index|dom)\.d\.ts$/,
    /^web\/dist\/(kinema|dom)\.js$/,
  ];
  const stray = files.filter((f) => !allowed.some((re) => re.test(f)));
  assert.deepEqual(stray, [], `files outside the whitelist: ${stray.join(', ')}`);

  const required = ['package.json', 'README.md', 'web/dist/kinema.js', 'web/types/index.d.ts'];
  if (existsSync(join(root, 'LICENSE'))) required.push('LICENSE');
  const missing = required.filter((f) => !files.includes(f));
  assert.deepEqual(missing, [], `missing from the tarball: ${missing.join(', ')}`);
  // npm's own list agrees with the archive.
  assert.deepEqual(packed.files.map((f) => f.path).sort(), files);

  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  assert.deepEqual(Object.keys(pkg.dependencies ?? {}), [], 'kinema has no runtime dependencies');
  t.diagnostic(`${files.length} files`);
});

test('size of the tarball and of the runtime (gzip -9)', async () => {
  const tgzBytes = (await stat(tarball)).size;
  // What a browser downloads: the one module (JS, glue and wasm inlined).
  const bytes = await readFile(join(root, 'web/dist/kinema.js'));
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
  const line = `kinema tarball: ${tgzBytes} bytes (unpacked ${packed.unpackedSize}); `
    + `runtime web/dist/kinema.js: ${bytes.length} bytes, ${gzip} bytes gzipped`;
  console.log(line);
  assert.equal(packed.size, tgzBytes);
  // The budget: everything a browser downloads is at most 36,700 bytes
  // gzipped. Issue 15 brought the runtime to 36,272 (lean embind glue,
  // kinema's own exp); the 2D motions (+1.3 KB) and issue 14's solvers
  // (platform velocity tracker, exact settle times, constant-deceleration
  // friction, clamp, the Android fling: +8 KB) took it to 45,765; then no
  // RTTI and no embind C++ runtime (-2.8 KB), kinema's own Payne-Hanek
  // reduction instead of musl's quad-precision table (-4.3 KB), the wasm as
  // frequency-ranked Latin-1 instead of hex (-2.1 KB) and a second wasm-opt
  // (-0.3 KB), with the per-frame files really at -O3 (+1.2 KB): 37,843.
  // Issue 15's target of 28,672 is not met: the wasm alone is 25 KB gzipped
  // and Emscripten's glue 3.4 KB. Issue 14's exact settle time for every
  // motion kind (src/kinema/detail/settle.hpp, a composite's exit in an
  // earlier segment) and the tracker's three-sample guard: +1.0 KB, 38,840.
  // Then src/bindings/loader.js in place of Emscripten's generated
  // JavaScript (-2.1 KB) and 117 one-byte characters for the wasm's most
  // frequent bytes (-0.2 KB), short import and export names in the wasm
  // (scripts/wasm-names.mjs, -0.2 KB), one embind registration for the
  // sixteen factories (-0.4 KB): 36,337. Issue 15's mixed batches (kinema's
  // own expm1 in place of musl's, frictions and exponential rates two at a
  // time in SIMD): +0.3 KB, 36,643. Issue 15's 28,672 cannot be met with
  // these features: the wasm with its loader and no API (init alone) is
  // 28,810, and 27,461 with no -O3 paths (node bench/size.mjs --floor).
  // The budget is what is measured, not a goal.
  assert.ok(gzip <= 36_700, `runtime is ${gzip} bytes gzipped, over the 36,700-byte budget`);
  // kinema/dom (Scroller in parts, Draggable, frame loop): 18,014 bytes at
  // issues 11 and 13; 19,026 with Scroller.scrollIntoView and the shared parts;
  // 20,106 with issue 12's carousel API (next/prev, select, accessibility),
  // landings and visibly-done tolerances; about 1.8 KB more with the page
  // scrolling, smooth wheel, overscroll event and holds (issue 12, items 7-8),
  // and about 1.6 KB with scroll chaining (nested scrollers and the hand-off
  // to the page: scroll/chain.js and nest.js): 23,424; 23,467 with the
  // Draggable in parts. Issue 15: one copy of the code both classes wrote,
  // no code at any module's top level (tree-shaking): 23,152. Its target of
  // 6,144 is not reachable with this feature set: the modules every
  // Scroller needs are 15.7 KB gzipped on their own (node bench/dom-size.mjs).
  // Issue 21 (the native offset is the truth: adoption of every outside
  // write, gestures corrected, the browser's smooth scroll halted, one
  // scrollend per motion, continued promises, lazy remeasure of long lists,
  // anchoring held during overscroll): 23,112 -> 23,950.
  const dom = gzipSync(await readFile(join(root, 'web/dist/dom.js')), { level: constants.Z_BEST_COMPRESSION }).length;
  console.log(`kinema/dom web/dist/dom.js: ${dom} bytes gzipped`);
  assert.ok(dom <= 24_200, `kinema/dom is ${dom} bytes gzipped, over the 24,200-byte budget`);
  assert.ok(tgzBytes < 200_000, `tarball is ${tgzBytes} bytes`);
});

test('installs offline into an empty project and works there', { timeout: 120_000 }, async (t) => {
  consumer = join(work, 'consumer');
  await mkdir(consumer);
  await writeFile(join(consumer, 'package.json'),
    JSON.stringify({ name: 'kinema-consumer', version: '1.0.0', private: true, type: 'module' }, null, 2));

  const install = await run(npm, ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: consumer });
  assert.equal(install.code, 0, `npm install failed:\n${install.stdout}${install.stderr}`);
  assert.ok(existsSync(join(consumer, 'node_modules', 'kinema', 'web', 'dist', 'kinema.js')));

  await writeFile(join(consumer, 'check.mjs'), `
import { createRequire } from 'node:module';
import { init, Spring, Friction, lambertW } from 'kinema';

let beforeInit = null;
try { new Spring({ from: 0, to: 1, stiffness: 1, damping: 1 }); } catch (e) { beforeInit = e.constructor.name; }
await init();
const spring = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
const fling = Friction.toStopAt({ from: 0, velocity: 2000, to: 640 });
let deepImport = 'allowed';
try { await import('kinema/web/dist/kinema.js'); } catch (e) { deepImport = e.code; }
const require = createRequire(import.meta.url);
console.log(JSON.stringify({
  resolved: import.meta.resolve('kinema'),
  version: require('kinema/package.json').version,
  beforeInit,
  x: spring.x(0.25),
  regime: spring.regime,
  settleTime: spring.settleTime,
  rest: fling.restPosition,
  omega: lambertW(1),
  deepImport,
}));
`);
  const r = await run(process.execPath, ['check.mjs'], { cwd: consumer, timeout: 30_000 });
  assert.equal(r.code, 0, `consumer script failed:\n${r.stdout}${r.stderr}`);
  const out = JSON.parse(r.stdout.trim().split('\n').pop());
  t.diagnostic(r.stdout.trim());
  assert.match(out.resolved, /\/node_modules\/kinema\/web\/dist\/kinema\.js$/, 'resolved from node_modules, not the repo');
  assert.equal(out.version, JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version);
  assert.equal(out.beforeInit, 'Error');
  assert.ok(Math.abs(out.x - 83.77235854410196) < 1e-9, `spring x(0.25) = ${out.x}`);
  assert.equal(out.regime, 'underdamped');
  assert.ok(out.settleTime > 1.2 && out.settleTime < 1.35, `settleTime = ${out.settleTime}`);
  assert.equal(out.rest, 640);
  assert.ok(Math.abs(out.omega - 0.5671432904097838) < 1e-15);
  assert.equal(out.deepImport, 'ERR_PACKAGE_PATH_NOT_EXPORTED', 'only the entry point is public');
});

test('the installed declarations type-check a consumer (tsc --strict)', { timeout: 120_000 }, async () => {
  assert.ok(consumer && existsSync(join(consumer, 'node_modules', 'kinema')), 'needs the install test');
  await writeFile(join(consumer, 'main.ts'), `
import { init, Spring, Friction, type Motion, type KinemaRangeError } from 'kinema';
await init();
const motions: Motion[] = [
  new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 }),
  Friction.toStopAt({ from: 0, velocity: 2000, to: 640 }),
];
const ends: number[] = motions.map((m) => m.x(Infinity));
export const rest: number = ends[1] ?? 0;
export function parameterOf(e: unknown): string | undefined {
  return e instanceof RangeError && 'parameter' in e ? (e as KinemaRangeError).parameter : undefined;
}
// @ts-expect-error stiffness is required
new Spring({ from: 0, to: 1, damping: 1 });
`);
  await writeFile(join(consumer, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'es2022', lib: ['es2022'], module: 'nodenext', moduleResolution: 'nodenext',
      types: [], strict: true, noEmit: true, skipLibCheck: false, noUncheckedIndexedAccess: true,
    },
    files: ['main.ts'],
  }, null, 2));
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const r = await run(tsc, ['-p', join(consumer, 'tsconfig.json'), '--noEmit', '--strict', '--listFiles'], { cwd: consumer });
  assert.equal(r.code, 0, `tsc failed:\n${r.stdout}${r.stderr}`);
  assert.match(r.stdout, /node_modules\/kinema\/web\/types\/index\.d\.ts/);
});
