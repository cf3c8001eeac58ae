// MotionBatch.sample against each motion's own x(t) and dx(t), bit for bit,
// for batches in which every spring has its own constants and start time:
// the WebAssembly build evaluates neighbouring springs in the plain
// oscillating case two at a time (SIMD, src/kinema/spring_batch.cpp) with
// kernels that perform the scalar path's operations lane by lane
// (src/kinema/detail/elementary.hpp), so the values must be identical. The
// times cover every branch: before the start, the start, the near-start
// series, the plain case, phases beyond the kernels' range, decayed, huge.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { init, Spring, Friction, ExponentialRate, Gravity, MotionBatch } from 'kinema';
import { prng } from './prng.js';

await init();

const TIMES = [-1, 0, 5e-324, 1e-9, 1e-4, 0.003, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.7, 3, 10,
  100, 1e4, 1e6, 1e9, 1e300];

function springs(rnd, n) {
  return Array.from({ length: n }, (_, i) => {
    const mass = 0.1 + rnd() * 3;
    const stiffness = 10 ** (rnd() * 6 - 1);           // 0.1 .. 1e5
    // mostly underdamped, some near critical, some overdamped
    const ratio = i % 7 === 0 ? 1 + (rnd() - 0.5) * 1e-6 : i % 5 === 0 ? 1 + rnd() * 20 : rnd();
    const damping = ratio * 2 * Math.sqrt(stiffness * mass);
    return new Spring({ from: rnd() * 400 - 200, to: rnd() * 400 - 200, velocity: rnd() * 8000 - 4000, mass, stiffness, damping });
  });
}

function check(batch, motions, starts, now) {
  const { x, dx } = batch.sample(now);
  const xs = Float64Array.from(x);
  const dxs = Float64Array.from(dx);
  for (let i = 0; i < motions.length; i++) {
    const t = now - starts[i];
    assert.ok(Object.is(xs[i], motions[i].x(t)), `motion ${i} at t=${t}: batch x ${xs[i]}, x(t) ${motions[i].x(t)}`);
    assert.ok(Object.is(dxs[i], motions[i].dx(t)), `motion ${i} at t=${t}: batch dx ${dxs[i]}, dx(t) ${motions[i].dx(t)}`);
  }
}

test('10,000 heterogeneous springs with their own start times equal Spring.x/dx to the bit', () => {
  const rnd = prng(1515);
  const motions = springs(rnd, 10_000);
  const starts = motions.map(() => rnd() * 0.5);
  const batch = new MotionBatch(motions.length);
  try {
    motions.forEach((m, i) => batch.set(i, m, starts[i]));
    for (const now of [0, 0.25, 0.5, 0.6, 0.9, 2, 50]) check(batch, motions, starts, now);
  } finally {
    batch.dispose();
  }
});

test('every branch of the closed form, neighbours at different times, equal Spring.x/dx to the bit', () => {
  const rnd = prng(77);
  const base = springs(rnd, 200);
  const motions = [];
  const starts = [];
  for (const m of base) {
    for (const t of TIMES) {
      motions.push(m);
      starts.push(-t);
    }
  }
  const batch = new MotionBatch(motions.length);
  try {
    motions.forEach((m, i) => batch.set(i, m, starts[i]));
    check(batch, motions, starts, 0);
  } finally {
    batch.dispose();
  }
});

test('a batch mixing springs, frictions, gravity and exponential rates equals each motion to the bit', () => {
  const rnd = prng(3);
  const motions = [];
  const ss = springs(rnd, 400);
  for (let i = 0; i < 400; i++) {
    const v = rnd() * 4000 - 2000;
    motions.push(ss[i]);
    if (i % 4 === 1) motions.push(new Friction({ from: rnd() * 100, velocity: v, drag: 0.01 + rnd() * 0.9 }));
    if (i % 4 === 2) motions.push(new ExponentialRate({ from: rnd() * 100, velocity: v, lambda: rnd() * 20 }));
    if (i % 4 === 3) motions.push(new Gravity({ from: rnd() * 100, velocity: v, acceleration: 980 }));
  }
  const starts = motions.map(() => rnd() * 0.3);
  const batch = new MotionBatch(motions.length);
  try {
    motions.forEach((m, i) => batch.set(i, m, starts[i]));
    for (const now of [0, 0.1, 0.3, 0.45, 1.5]) check(batch, motions, starts, now);
  } finally {
    batch.dispose();
  }
});

// Frictions and decaying exponential rates are evaluated two at a time too
// (each waits for the next of its family, wherever it sits), with kernels
// that perform the scalar path's exp and expm1 lane by lane. Times put
// rate t on both sides of every switch: the start (0 and subnormal rate t,
// which stay scalar), the expm1 series and table (|rate t| = 1/16), the
// rest (-40), the SIMD range (-700) and beyond.
test('frictions and exponential rates in every branch, between springs, equal x/dx to the bit', () => {
  const rnd = prng(1516);
  const decays = [];
  for (let i = 0; i < 60; i++) {
    const v = (rnd() < 0.5 ? -1 : 1) * 10 ** (rnd() * 8 - 3);
    const from = rnd() * 400 - 200;
    switch (i % 6) {
      case 0: decays.push(new Friction({ from, velocity: v, drag: 0.001 + rnd() * 0.998 })); break;
      case 1: decays.push(Friction.toStopAt({ from, velocity: v, to: from + v * (0.05 + rnd()) })); break;
      case 2: decays.push(new ExponentialRate({ from, velocity: v, lambda: 10 ** (rnd() * 6 - 3) })); break;
      case 3: decays.push(ExponentialRate.solve({ from, to: from + v, finalVelocity: v * (0.01 + rnd() * 0.5), duration: 0.2 + rnd() })); break;
      // not approaches to rest: scalar, between the others
      case 4: decays.push(i % 12 === 4 ? new Friction({ from, velocity: v, drag: 1 }) : Friction.withDeceleration({ from, velocity: v, deceleration: 500, drag: 0.3 })); break;
      default: decays.push(new ExponentialRate({ from, velocity: i % 12 === 5 ? 0 : v, lambda: i % 12 === 5 ? 3 : -rnd() })); break;
    }
  }
  const springsToo = springs(rnd, 60);
  const motions = [];
  const starts = [];
  for (let i = 0; i < decays.length; i++) {
    const m = decays[i];
    const rate = m instanceof Friction ? Math.log(m.drag || 1e-300) : -m.lambda;
    const ys = [0, -5e-324, -1e-300, -1e-10, -0.0624, -0.0625, -0.0626, -0.3, -1, -5, -39.9, -40.1, -699, -700.5, -720];
    const ts = [...TIMES, ...ys.map((y) => (rate < 0 ? y / rate : 0))];
    for (const t of ts) {
      motions.push(m);
      starts.push(-t);
      if (rnd() < 0.3) { motions.push(springsToo[i]); starts.push(-rnd()); }
    }
  }
  const batch = new MotionBatch(motions.length);
  try {
    motions.forEach((m, i) => batch.set(i, m, starts[i]));
    check(batch, motions, starts, 0);
    // an odd count leaves one of each family without a partner
    const { x } = batch.sample(0, motions.length - 1);
    assert.ok(Object.is(x[motions.length - 2], motions[motions.length - 2].x(-starts[motions.length - 2])));
  } finally {
    batch.dispose();
  }
});
