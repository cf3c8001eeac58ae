// Soak: 100,000 concurrent animations, created, retargeted and interrupted
// over a simulated hour, in Node without a DOM. Nothing may crash, leak or
// drift:
//
// - no NaN or infinity in any sampled position or velocity (the soak only
//   uses motions whose documented limits are finite);
// - "nothing drifts": every frame, randomly chosen slots of the batch equal,
//   to the bit, the motion evaluated on its own at `now - start`, however
//   long ago (up to an hour) it started;
// - "nothing jumps": an interrupted or retargeted animation starts from the
//   sampled position and velocity of that instant, exactly;
// - the wasm heap in use (wasmHeapInUse: bytes the allocator has handed out)
//   returns exactly to its starting value after the batch is disposed, and
//   after a second identical soak that ends by dropping the batch without
//   dispose() (the FinalizationRegistry frees it); the WebAssembly memory
//   itself (which can never shrink) does not grow during the hour beyond the
//   batch's own allocation, nor in the second soak;
// - the JavaScript heap, measured after gc(), comes back to where it was
//   within a generous bound (the figures are printed).
//
// Frame rate: 0.5 Hz, i.e. 1,801 frames (t = 0, 2, ..., 3600 s) per
// simulated hour, and the hour is soaked twice (the second soak is the
// memory check). Sampling 100,000 mixed motions costs 6-9 ms per frame in
// wasm on the CI machine (2 cores) and the few hundred retargets/interrupts
// another 2 ms: measured, two soaks at 1 Hz took 68 s, at 2 Hz they would
// take over 2 minutes, both over the ~60 s budget; at 0.5 Hz they take ~35 s.
// The rate does not weaken the test: every motion is a pure function of
// time, so what matters is the churn (~720,000 retargets and interrupts per
// soak at random instants, every slot replaced ~7 times) and the span of
// times since a start (0 to 3,600 s), which a 0.5 Hz clock covers as well as
// a 60 Hz one. KINEMA_SOAK_HZ overrides it (e.g. 2 or 60 for a longer local
// run).
//
// node:test cannot pass --expose-gc, so the measured part runs in a child
// `node --expose-gc` running this same file with KINEMA_SOAK_CHILD=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { prng } from './prng.js';

import {
  init, Spring, Friction, BouncingGravity, ExponentialRate, MotionBatch, scrollMotion,
  snapMotion, chooseSnap, wasmMemoryBytes, wasmHeapInUse,
} from 'kinema';

const COUNT = 100_000;          // animations in the batch
const SCROLLERS = 512;          // scrollMotion composites beside it (a Composite cannot be batched)
const HOUR = 3600;              // simulated seconds
const HZ = Number(process.env.KINEMA_SOAK_HZ ?? 0.5);
const FRAMES = Math.round(HOUR * HZ);
const SEED = 0x6b696e65;        // 'kine'
const MIN_CHANGES = 150;        // retargets + interrupts per frame: uniform in [MIN, MAX]
const MAX_CHANGES = 650;
const DRIFT_CHECKS = 64;        // batch slots compared with a lone evaluation per frame
const MB = 1024 * 1024;


const SNAP_POINTS = Array.from({ length: 21 }, (_, i) => -4000 + 400 * i);

// One soak: returns its figures and the first failures found (empty if none).
function soak(seed, { disposeAtEnd }) {
  const rnd = prng(seed);
  const uniform = (a, b) => a + (b - a) * rnd();
  const int = (n) => Math.floor(rnd() * n);
  const failures = [];
  const fail = (msg) => { if (failures.length < 20) failures.push(msg); };
  let evaluations = 0;
  let retargets = 0;
  let interrupts = 0;
  const kinds = { spring: 0, friction: 0, snap: 0, bouncing: 0, exponential: 0, scroll: 0 };

  // A new spring from a state to a target, in a random regime.
  const springFrom = (x, v, to) => {
    const r = rnd();
    if (r < 0.4) return Spring.withDampingRatio({ from: x, to, velocity: v, stiffness: uniform(50, 600), dampingRatio: uniform(0.1, 3) });
    if (r < 0.6) return Spring.withDampingRatio({ from: x, to, velocity: v, stiffness: uniform(50, 600), dampingRatio: 1 });
    if (r < 0.8) return Spring.withDuration({ from: x, to, velocity: v, duration: uniform(0.2, 1.5), bounce: uniform(-0.9, 0.9) });
    return new Spring({ from: x, to, velocity: v, mass: uniform(0.5, 3), stiffness: uniform(50, 600), damping: uniform(0.5, 60) });
  };
  // An interrupt: whatever the user does next, started from the grabbed state.
  const interruptFrom = (x, v) => {
    const r = rnd();
    if (r < 0.3) {
      kinds.friction++;
      // a fling: the finger releases with a fresh velocity (or keeps the current one)
      const velocity = rnd() < 0.5 ? v : uniform(-4000, 4000);
      return [new Friction({ from: x, velocity, drag: uniform(0.01, 0.9) }), velocity];
    }
    if (r < 0.6) {
      kinds.snap++;
      const velocity = rnd() < 0.5 ? v : uniform(-4000, 4000);
      const i = chooseSnap({ points: SNAP_POINTS, position: x, velocity, mode: rnd() < 0.5 ? 'page' : 'nearest' });
      return [snapMotion({ position: x, velocity, target: SNAP_POINTS[i] }), velocity];
    }
    if (r < 0.75) {
      kinds.bouncing++;
      const acceleration = rnd() < 0.5 ? uniform(500, 5000) : -uniform(500, 5000);
      const floor = x + Math.sign(acceleration) * uniform(0, 800);
      return [new BouncingGravity({ from: x, velocity: v, acceleration, floor, restitution: uniform(0, 0.9) }), v];
    }
    if (r < 0.85) {
      kinds.exponential++;
      return [new ExponentialRate({ from: x, velocity: v, lambda: uniform(0.5, 20) }), v];
    }
    kinds.spring++;
    return [springFrom(x, v, uniform(-5000, 5000)), v];
  };

  const batch = new MotionBatch(COUNT);
  const wasmWithBatch = wasmMemoryBytes();
  const inUseWithBatch = wasmHeapInUse();
  let wasmPeak = wasmWithBatch;
  const motions = new Array(COUNT);
  const starts = new Float64Array(COUNT);
  for (let i = 0; i < COUNT; i++) {
    const m = i % 2 === 0
      ? springFrom(uniform(-2000, 2000), uniform(-3000, 3000), uniform(-2000, 2000))
      : interruptFrom(uniform(-2000, 2000), uniform(-3000, 3000))[0];
    motions[i] = m;
    starts[i] = 0;
    batch.set(i, m, 0);
  }
  const scrollers = [];
  const newScroller = (x, v, start) => {
    const min = 0;
    const max = 2000 + 8000 * rnd();
    const m = scrollMotion({
      position: x, velocity: v, min, max, drag: uniform(0.05, 0.5),
      overscroll: rnd() < 0.5 ? 'bounce' : 'clamp', dampingRatio: uniform(0.3, 1.5),
    });
    return { m, start, min, max };
  };
  for (let k = 0; k < SCROLLERS; k++) scrollers.push(newScroller(uniform(-500, 10500), uniform(-6000, 6000), 0));

  // chosen[] holds this frame's slots; the values are copied out of the
  // sample views before anything else touches wasm memory.
  const chosen = new Int32Array(MAX_CHANGES + DRIFT_CHECKS);
  const chosenX = new Float64Array(MAX_CHANGES + DRIFT_CHECKS);
  const chosenDx = new Float64Array(MAX_CHANGES + DRIFT_CHECKS);
  const t0 = performance.now();
  let nonFinite = 0;
  for (let f = 0; f <= FRAMES; f++) {
    const now = f / HZ;
    const changes = MIN_CHANGES + int(MAX_CHANGES - MIN_CHANGES + 1);
    const n = changes + DRIFT_CHECKS;
    for (let k = 0; k < n; k++) chosen[k] = int(COUNT);

    const { x, dx } = batch.sample(now);
    evaluations += COUNT;
    for (let i = 0; i < COUNT; i++) {
      // x - x is 0 for a finite x, NaN for NaN and +-Infinity
      if (x[i] - x[i] !== 0 || dx[i] - dx[i] !== 0) {
        nonFinite++;
        fail(`frame ${f} (t = ${now} s): slot ${i} sampled x = ${x[i]}, dx = ${dx[i]} (started at ${starts[i]} s)`);
      }
    }
    for (let k = 0; k < n; k++) { chosenX[k] = x[chosen[k]]; chosenDx[k] = dx[chosen[k]]; }

    // drift: the batch equals the lone motion at now - start, to the bit
    for (let k = changes; k < n; k++) {
      const i = chosen[k];
      const s = motions[i].at(now - starts[i]);
      evaluations++;
      if (!Object.is(s.x, chosenX[k]) || !Object.is(s.dx, chosenDx[k])) {
        fail(`frame ${f}: slot ${i} batch (${chosenX[k]}, ${chosenDx[k]}) != lone at ${now - starts[i]} s (${s.x}, ${s.dx})`);
      }
    }

    // retarget or interrupt a few hundred, starting now from the sampled state
    for (let k = 0; k < changes; k++) {
      const i = chosen[k];
      const x0 = chosenX[k];
      const v0 = chosenDx[k];
      let m;
      let v = v0;
      if (rnd() < 0.5) {
        retargets++;
        m = springFrom(x0, v0, uniform(-5000, 5000));
      } else {
        interrupts++;
        [m, v] = interruptFrom(x0, v0);
      }
      const s = m.at(0);
      evaluations++;
      if (s.x !== x0 || s.dx !== v) {  // === (0 and -0 are the same state)
        fail(`frame ${f}: slot ${i}: new ${m.constructor.displayName} starts at (${s.x}, ${s.dx}), grabbed at (${x0}, ${v})`);
      }
      motions[i] = m;
      starts[i] = now;
      batch.set(i, m, now);
    }

    // the scroll views: sampled one by one; two interrupted per frame
    for (let k = 0; k < SCROLLERS; k++) {
      const c = scrollers[k];
      const s = c.m.at(now - c.start);
      evaluations++;
      if (s.x - s.x !== 0 || s.dx - s.dx !== 0) {
        nonFinite++;
        fail(`frame ${f}: scroller ${k} x = ${s.x}, dx = ${s.dx}`);
      }
    }
    for (let j = 0; j < 2; j++) {
      const k = int(SCROLLERS);
      const c = scrollers[k];
      const s = c.m.at(now - c.start);
      const velocity = rnd() < 0.5 ? s.dx : uniform(-6000, 6000);
      const next = newScroller(s.x, velocity, now);
      const s0 = next.m.at(0);
      evaluations += 2;
      kinds.scroll++;
      if (s0.x !== s.x) fail(`frame ${f}: scroller ${k} restarts at ${s0.x}, grabbed at ${s.x}`);
      scrollers[k] = next;
    }
    if (f % 64 === 0) wasmPeak = Math.max(wasmPeak, wasmMemoryBytes());
  }
  // an hour after their last start, the scrollers rest within their bounds
  for (const c of scrollers) {
    const rest = c.m.x(Infinity);
    if (!(rest >= c.min && rest <= c.max)) fail(`scroller rests at ${rest}, outside [${c.min}, ${c.max}]`);
  }
  const wallSeconds = (performance.now() - t0) / 1000;
  wasmPeak = Math.max(wasmPeak, wasmMemoryBytes());
  if (disposeAtEnd) batch.dispose();
  return {
    frames: FRAMES + 1, evaluations, retargets, interrupts, kinds, nonFinite, wallSeconds,
    wasmWithBatch, wasmPeak, inUseWithBatch, failures,
  };
}

async function child() {
  const settle = async () => {
    for (let k = 0; k < 4; k++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 0)); }
  };
  await init();
  // warm up everything the soak calls once (chooseSnap keeps a scratch buffer)
  const warm = new MotionBatch(1);
  warm.set(0, snapMotion({ position: 0, velocity: 100, target: SNAP_POINTS[chooseSnap({ points: SNAP_POINTS, position: 0, velocity: 100 })] }));
  warm.sample(1);
  warm.dispose();
  scrollMotion({ position: 0, velocity: 3000, min: 0, max: 500 }).at(0.5);
  await settle();
  const wasmStart = wasmMemoryBytes();
  const inUseStart = wasmHeapInUse();
  const heapStart = process.memoryUsage().heapUsed;

  const first = soak(SEED, { disposeAtEnd: true });
  await settle();
  const wasmAfterFirst = wasmMemoryBytes();
  const inUseAfterFirst = wasmHeapInUse();
  const heapAfterFirst = process.memoryUsage().heapUsed;

  // identical, but the batch is only dropped: garbage collection frees it
  const second = soak(SEED, { disposeAtEnd: false });
  await settle();
  await new Promise((r) => setTimeout(r, 50));
  await settle();
  const wasmAfterSecond = wasmMemoryBytes();
  const inUseAfterSecond = wasmHeapInUse();
  const heapAfterSecond = process.memoryUsage().heapUsed;
  // the collected batch's memory is reusable: a third one fits without growth
  const third = new MotionBatch(COUNT);
  const wasmThird = wasmMemoryBytes();
  third.dispose();

  console.log(JSON.stringify({
    wasmStart, wasmAfterFirst, wasmAfterSecond, wasmThird, inUseStart, inUseAfterFirst, inUseAfterSecond,
    heapStart, heapAfterFirst, heapAfterSecond, first, second,
  }));
}

if (process.env.KINEMA_SOAK_CHILD === '1') {
  await child();
} else {
  test(`soak: ${COUNT.toLocaleString('en')} animations retargeted and interrupted over a simulated hour at ${HZ} Hz`, { timeout: 900_000 }, (t) => {
    const file = fileURLToPath(import.meta.url);
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const started = performance.now();
    const r = spawnSync(process.execPath, ['--expose-gc', file], {
      cwd: root, encoding: 'utf8', timeout: 890_000, maxBuffer: 64 * MB,
      env: { ...process.env, KINEMA_SOAK_CHILD: '1' },
    });
    const wall = (performance.now() - started) / 1000;
    assert.equal(r.status, 0, `soak child failed (signal ${r.signal}):\n${r.stderr}`);
    const fig = JSON.parse(r.stdout.trim().split('\n').pop());
    const { first, second } = fig;
    const mb = (b) => `${(b / MB).toFixed(1)} MB`;
    const lines = [
      `soak: ${first.frames} frames per hour (${HZ} Hz), ${COUNT} batched + ${SCROLLERS} scrollMotion animations, seed ${SEED}`,
      `soak 1: ${first.evaluations} evaluations, ${first.retargets} retargets, ${first.interrupts + first.kinds.scroll} interrupts ${JSON.stringify(first.kinds)}, ${first.wallSeconds.toFixed(1)} s wall`,
      `soak 2: ${second.evaluations} evaluations, ${second.wallSeconds.toFixed(1)} s wall; child total ${wall.toFixed(1)} s`,
      `wasm memory: start ${fig.wasmStart} B, with the batch ${first.wasmWithBatch} B, peak ${first.wasmPeak} B, after soak 1 (disposed) ${fig.wasmAfterFirst} B, soak 2 peak ${second.wasmPeak} B, after soak 2 (collected) ${fig.wasmAfterSecond} B, a new batch after that ${fig.wasmThird} B`,
      `wasm heap in use: start ${fig.inUseStart} B, with the batch ${first.inUseWithBatch} B, after soak 1 (disposed) ${fig.inUseAfterFirst} B, with the second batch ${second.inUseWithBatch} B, after soak 2 (collected) ${fig.inUseAfterSecond} B`,
      `JS heap after gc: start ${mb(fig.heapStart)}, after soak 1 ${mb(fig.heapAfterFirst)}, after soak 2 ${mb(fig.heapAfterSecond)}`,
    ];
    for (const line of lines) { t.diagnostic(line); console.log(line); }

    for (const s of [first, second]) {
      assert.deepEqual(s.failures, [], `failures:\n${s.failures.join('\n')}`);
      assert.equal(s.nonFinite, 0);
      // the hour churns through every slot many times over
      assert.ok(s.retargets + s.interrupts >= (FRAMES + 1) * MIN_CHANGES, `only ${s.retargets + s.interrupts} changes`);
    }
    // identical soaks (same seed) did identical work
    assert.equal(second.evaluations, first.evaluations);
    assert.deepEqual(second.kinds, first.kinds);
    // the wasm heap in use returns exactly to where it started, whether the
    // batch was disposed or only dropped
    assert.ok(first.inUseWithBatch > fig.inUseStart, 'the batch did not show in wasmHeapInUse()');
    assert.equal(fig.inUseAfterFirst, fig.inUseStart, 'wasm heap in use after soak 1 (disposed)');
    assert.equal(fig.inUseAfterSecond, fig.inUseStart, 'wasm heap in use after soak 2 (collected)');
    // wasm: the hour allocates nothing beyond the batch
    assert.equal(first.wasmPeak, first.wasmWithBatch, 'wasm memory grew during soak 1');
    assert.equal(fig.wasmAfterFirst, first.wasmWithBatch);
    // the second soak reuses the first one's freed batch: no growth at all
    assert.equal(second.wasmWithBatch, fig.wasmAfterFirst, 'the second batch did not fit in the first one\'s freed memory');
    assert.equal(second.wasmPeak, fig.wasmAfterFirst, 'wasm memory grew during soak 2');
    assert.equal(fig.wasmAfterSecond, fig.wasmAfterFirst);
    // the undisposed batch was collected: a new one fits in its memory
    assert.equal(fig.wasmThird, fig.wasmAfterFirst, 'the batch dropped without dispose() was not freed by gc');
    // JS heap: generous bounds (100,000 motion objects are ~10 MB while alive)
    assert.ok(fig.heapAfterFirst - fig.heapStart < 16 * MB, `JS heap grew by ${mb(fig.heapAfterFirst - fig.heapStart)} over soak 1`);
    assert.ok(fig.heapAfterSecond - fig.heapAfterFirst < 8 * MB, `JS heap grew by ${mb(fig.heapAfterSecond - fig.heapAfterFirst)} over soak 2`);
  });
}
