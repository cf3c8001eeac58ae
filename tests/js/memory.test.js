// No manual memory management: elementary motions hold no wasm memory at all,
// and the two classes that do (MotionBatch, SpringGroup) free it on dispose()
// or, failing that, through a FinalizationRegistry after garbage collection.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import {
  init, Spring, Friction, Gravity, BouncingGravity, ExponentialRate, Composite, MotionBatch,
  SpringGroup, lambertW, wasmMemoryBytes, wasmHeapInUse,
} from 'kinema';

await init();

// The size of the WebAssembly memory (it only ever grows: a leak shows as growth).
const heapBytes = () => wasmMemoryBytes();
const MB = 1024 * 1024;
// A motion slot holds at least a Spring's six parameters (8 bytes each).
const wasmMotionBytesLowerBound = 6 * 8;

test('the heap size is readable through wasmMemoryBytes()', () => {
  assert.ok(heapBytes() >= 1 * MB);
  assert.equal(heapBytes() % 65536, 0, 'whole wasm pages');
});

test('wasmHeapInUse() counts what batches hold and returns exactly on dispose()', () => {
  // Once first: claiming new memory leaves the allocator a few bytes of
  // bookkeeping for the region (4 here), which it keeps.
  new MotionBatch(1000).dispose();
  new SpringGroup(1000).dispose();
  const before = wasmHeapInUse();
  assert.ok(Number.isInteger(before) && before >= 0);
  const batch = new MotionBatch(1000);
  const group = new SpringGroup(1000);
  const held = wasmHeapInUse() - before;
  // 1,000 motion slots, 1,000 start times and two output arrays, plus the
  // group's three arrays of 1,000 doubles: at least that many bytes
  assert.ok(held >= 1000 * (wasmMotionBytesLowerBound + 3 * 8) + 3 * 1000 * 8, `holds ${held} bytes`);
  batch.dispose();
  group.dispose();
  assert.equal(wasmHeapInUse(), before);
  for (let i = 0; i < 1000; i++) new Spring({ from: i, to: 0, stiffness: 170, damping: 26 }).x(0.1);
  assert.equal(wasmHeapInUse(), before, 'single motions allocate nothing');
});

describe('motions need no freeing', () => {
  // Any leak per motion (even one small allocation: emmalloc blocks are at
  // least 16 bytes) would cost >= 16 MB over a million motions, more than the
  // initial heap: the heap would grow.
  test('1,000,000 Springs, each evaluated: the heap does not grow', () => {
    new Spring({ from: 1, to: 0, stiffness: 170, damping: 26 }).x(0.1);
    const before = heapBytes();
    let sum = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const s = new Spring({ from: i % 1000, to: 0, velocity: 1, stiffness: 170, damping: 26 });
      sum += s.x(0.1);
    }
    assert.ok(Number.isFinite(sum));
    assert.equal(heapBytes(), before, `heap grew from ${before} to ${heapBytes()} bytes`);
  });

  test('1,000,000 Frictions, each evaluated: the heap does not grow', () => {
    new Friction({ from: 1, velocity: 1000, drag: 0.135 }).x(0.1);
    const before = heapBytes();
    let sum = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const f = new Friction({ from: i % 1000, velocity: 1000, drag: 0.135 });
      sum += f.x(0.1);
    }
    assert.ok(Number.isFinite(sum));
    assert.equal(heapBytes(), before, `heap grew from ${before} to ${heapBytes()} bytes`);
  });

  test('every other factory, the inverse queries and failing factories: the heap does not grow', () => {
    const calls = [
      () => Spring.withDuration({ from: 0, to: 1, duration: 0.5, bounce: 0.2 }).at(0.1),
      () => Spring.withDampingRatio({ from: 0, to: 1, stiffness: 100, dampingRatio: 0.5 }).dx(0.1),
      () => Friction.toStopAt({ from: 0, velocity: 1000, to: 640 }).timeAt(300),
      () => new Gravity({ from: 0, velocity: 5, acceleration: 1000 }).timeAt(500),
      () => new BouncingGravity({ from: 0, acceleration: 2000, floor: 500 }).impactTime(2),
      () => ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 }).x(0.2),
      () => new ExponentialRate({ from: 0, velocity: 5, lambda: 1 }).x(0.2),
      () => Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 }).x(0.4),
      () => Composite.fall({ from: 0, acceleration: 1000, landing: 300, stiffness: 300 }).x(0.4),
      () => lambertW(-0.2, -1),
      // errors carry the parameter name across the boundary as a std::string
      () => { try { new Spring({ from: 0, to: 1, stiffness: -1, damping: 1 }); } catch { return 0; } },
      () => { try { Friction.toStopAt({ from: 0, velocity: 10, to: -1 }); } catch { return 0; } },
      () => { try { Composite.fall({ from: 0, acceleration: 10, landing: -1, stiffness: 3 }); } catch { return 0; } },
      () => { try { lambertW(-1); } catch { return 0; } },
    ];
    for (const call of calls) call();
    const before = heapBytes();
    for (let i = 0; i < 60_000; i++) {
      for (const call of calls) call();
    }
    assert.equal(heapBytes(), before, `heap grew from ${before} to ${heapBytes()} bytes`);
  });
});

describe('MotionBatch and SpringGroup', () => {
  test('200 create/dispose cycles of 10,000-motion batches: the heap stays the same', () => {
    // one batch is 10,000 motions + 3 x 10,000 doubles (about 1.7 MB): 200
    // leaked batches would need over 300 MB
    const s = new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 });
    const cycle = () => {
      const batch = new MotionBatch(10_000);
      batch.set(9_999, s, 0);
      const x = batch.sample(0.5).x[9_999];
      batch.dispose();
      return x;
    };
    cycle();
    const before = heapBytes();
    for (let i = 0; i < 200; i++) assert.equal(cycle(), s.x(0.5));
    assert.equal(heapBytes(), before, `heap grew from ${before} to ${heapBytes()} bytes`);
  });

  test('200 create/dispose cycles of 100,000-spring groups: the heap stays the same', () => {
    const cycle = () => {
      const group = new SpringGroup(100_000);
      group.target.fill(1);
      group.step(1 / 60, { angularFrequency: 13, dampingRatio: 1 });
      const x = group.x[99_999];
      group.dispose();
      return x;
    };
    const x0 = cycle();
    const before = heapBytes();
    for (let i = 0; i < 200; i++) assert.equal(cycle(), x0);
    assert.equal(heapBytes(), before, `heap grew from ${before} to ${heapBytes()} bytes`);
  });

  test('use after dispose throws; dispose twice is harmless', () => {
    const s = new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 });
    const batch = new MotionBatch(3);
    batch.set(0, s);
    batch.dispose();
    assert.throws(() => batch.set(0, s), { constructor: Error, message: /MotionBatch.*after dispose/ });
    assert.throws(() => batch.sample(0), { constructor: Error, message: /MotionBatch.*after dispose/ });
    batch.dispose();  // no-op

    const group = new SpringGroup(3);
    group.dispose();
    for (const use of [() => group.x, () => group.velocity, () => group.target,
      () => group.step(1 / 60, { angularFrequency: 13, dampingRatio: 1 })]) {
      assert.throws(use, { constructor: Error, message: /SpringGroup.*after dispose/ });
    }
    group.dispose();  // no-op

    // nothing was freed twice: two new blocks do not alias each other
    const a = new MotionBatch(3);
    const b = new MotionBatch(3);
    const g1 = new SpringGroup(3);
    const g2 = new SpringGroup(3);
    try {
      a.set(0, s, 0);
      b.set(0, new Friction({ from: 5, velocity: 1, drag: 0.5 }), 0);
      assert.equal(a.sample(1).x[0], s.x(1));
      g1.x.fill(1);
      g2.x.fill(2);
      assert.deepEqual(Array.from(g1.x), [1, 1, 1]);
      assert.deepEqual(Array.from(g2.x), [2, 2, 2]);
      assert.notEqual(b.sample(1).x[0], s.x(1));
      assert.equal(a.sample(1).x[0], s.x(1));
    } finally {
      a.dispose();
      b.dispose();
      g1.dispose();
      g2.dispose();
    }
  });

  test('without dispose(), garbage collection frees them (child process with --expose-gc)', () => {
    // node:test has no per-file flags, so this runs in a child `node --expose-gc`.
    const child = `
      import { init, Spring, MotionBatch, SpringGroup, wasmMemoryBytes } from 'kinema';
      await init();
      const heap = () => wasmMemoryBytes();
      const settle = async () => {
        for (let k = 0; k < 3; k++) { gc(); await new Promise((r) => setTimeout(r, 0)); }
      };
      const s = new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 });
      const start = heap();
      let peak = start;
      // 200 batches of 10,000 motions (about 1.7 MB each) and 200 groups of
      // 100,000 springs (2.4 MB each), never disposed: about 800 MB if leaked
      for (let i = 0; i < 200; i++) {
        const batch = new MotionBatch(10000);
        batch.set(9999, s, 0);
        if (batch.sample(0.5).x[9999] !== s.x(0.5)) throw new Error('wrong sample');
        const group = new SpringGroup(100000);
        group.target.fill(1);
        group.step(1 / 60, { angularFrequency: 13, dampingRatio: 1 });
        if (i % 10 === 9) await settle();
        peak = Math.max(peak, heap());
      }
      await settle();
      // disposed objects are unregistered: their collection must not free
      // the memory a second time (two new blocks must not alias)
      for (let i = 0; i < 20; i++) new MotionBatch(100).dispose();
      await settle();
      const a = new SpringGroup(1000), b = new SpringGroup(1000);
      a.x.fill(1); b.x.fill(2);
      const aliased = a.x.some((v) => v !== 1);
      console.log(JSON.stringify({ start, peak, end: heap(), aliased }));
    `;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', child], {
      cwd: root, encoding: 'utf8', timeout: 60_000,
    });
    assert.equal(r.status, 0, `child failed:\n${r.stderr}`);
    const { start, peak, end, aliased } = JSON.parse(r.stdout.trim().split('\n').pop());
    assert.equal(aliased, false, 'two live groups share memory');
    // leaked, the heap would have to reach ~800 MB; collected, it stays near
    // the ten objects alive between collections (~40 MB)
    assert.ok(peak - start < 160 * MB, `heap grew from ${start} to a peak of ${peak} bytes`);
    assert.ok(end - start < 160 * MB, `heap ended at ${end} bytes (started at ${start})`);
  });
});
