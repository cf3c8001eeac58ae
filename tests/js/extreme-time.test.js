// Extreme times: t up to 1e9 s, t = Infinity, and tiny steps next to 0.
//
// - finite values at every t (the only infinities are the documented limits:
//   Gravity and ExponentialRate with lambda <= 0 at large t or Infinity);
// - monotone where the motion is monotone (Friction, critically and
//   overdamped springs from rest, ExponentialRate with lambda > 0, Gravity
//   with a >= 0 and v0 >= 0), both to the bit and to within one ulp of the
//   motion's scale;
// - done(t) stays true from settleTime up to 1e9 and Infinity;
// - x(Infinity) is the documented limit;
// - a tab paused for an hour: t = 3600 s, and frame timestamps after a
//   one-hour gap (kinema/dom's frame loop on a fake clock), give the closed
//   form to the bit, whatever was evaluated before;
// - scrollMotion and snapMotion at 1e9 s rest exactly on their targets.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';

import {
  init, Spring, Friction, Gravity, BouncingGravity, ExponentialRate, Composite, MotionBatch,
  scrollMotion, snapMotion, chooseSnap,
} from 'kinema';
import { animate } from 'kinema/dom';

await init();

// ---------------------------------------------------------------------------
// Helpers

const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);
/** A monotone integer line through the doubles (ulp distance = difference). */
function ordinal(x) {
  f64[0] = x;
  const i = i64[0];
  return i < 0n ? -(i & 0x7fffffffffffffffn) : i;
}
const ulps = (a, b) => (a === b ? 0 : Number(ordinal(a) - ordinal(b) < 0n ? ordinal(b) - ordinal(a) : ordinal(a) - ordinal(b)));
const ulpOf = (x) => { const a = Math.abs(x); if (a === 0) return Number.MIN_VALUE; f64[0] = a; i64[0] += 1n; return f64[0] - a; };

/** Increasing times: 0, subnormals, a log sweep to 1e9, tiny steps near 0 and 1e9, Infinity. */
const TIMES = (() => {
  const ts = new Set([0, 5e-324, 1e-323, 1e-310, 1e-300, 1e-200, 1e-100, 1e-30, 1e-15, 1e-12,
    1e-9, 1e-6, 1e-3, 1 / 60, 0.1, 1, 10, 100, 1e3, 3600, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]);
  for (let e = -320; e <= 9; e += 0.05) ts.add(10 ** e);
  for (let k = 1; k <= 400; k++) { ts.add(k * 5e-324); ts.add(k * 2 ** -60); ts.add(k * 2 ** -40); ts.add(k * 1e-9); }
  for (let k = 0; k <= 400; k++) ts.add(1e9 - k * 2 ** -23 * 64);  // steps of a few ulps of 1e9
  for (let k = 0; k <= 400; k++) ts.add(1e9 + k * 2 ** -23);       // one ulp of 1e9 apart
  ts.add(Infinity);
  return [...ts].sort((a, b) => a - b);
})();
const FINITE_TIMES = TIMES.filter(Number.isFinite);

// The motions that are monotone in x, with their direction and a scale for
// the "one ulp" comparison (the largest |x| they reach).
function monotoneMotions() {
  const list = [];
  for (const drag of [0.001, 0.135, 0.5, 0.9, 0.999, 1 - 2 ** -30, 1]) {
    for (const v of [1e-3, 1000, -2000, 1e6]) {
      list.push([`Friction drag ${drag} v ${v}`, new Friction({ from: 10, velocity: v, drag }), Math.sign(v)]);
    }
  }
  for (const [from, velocity, to] of [[0, 2000, 640], [120, 600, 400], [-5, -3, -700], [1, 1e6, 1.5]]) {
    list.push([`Friction.toStopAt ${from} -> ${to} at ${velocity}`, Friction.toStopAt({ from, velocity, to }), Math.sign(velocity)]);
  }
  for (const ratio of [1, 1 - 1e-15, 1 + 1e-15, 1.5, 3, 100, 1e4]) {
    for (const stiffness of [1, 170, 1e4]) {
      for (const [from, to] of [[0, 100], [100, -3], [1e6, 1e6 + 1]]) {
        list.push([`Spring ratio ${ratio} k ${stiffness} ${from} -> ${to} from rest`,
          Spring.withDampingRatio({ from, to, stiffness, dampingRatio: ratio }), Math.sign(to - from)]);
      }
    }
  }
  for (const lambda of [1e-9, 1e-3, 0.5, 3, 7, 100, 1e4]) {
    for (const v of [1, 100, -37, 1e5]) {
      list.push([`ExponentialRate lambda ${lambda} v ${v}`, new ExponentialRate({ from: 3, velocity: v, lambda }), Math.sign(v)]);
    }
  }
  for (const a of [0, 1, 9.81, 1000]) {
    for (const v of [0, 1, 1e3]) list.push([`Gravity a ${a} v0 ${v}`, new Gravity({ from: -7, velocity: v, acceleration: a }), 1]);
  }
  return list;
}

/** The first place x(t) moves against `dir` by more than `slack(x)`, or null. */
function firstReversal(m, dir, slack) {
  let pt = 0;
  let px = m.x(0);
  for (const t of TIMES) {
    const x = m.x(t);
    if ((x - px) * dir < 0 && Math.abs(x - px) > slack) {
      return `x(${pt}) = ${px}, then x(${t}) = ${x} (${Math.abs(x - px)} back)`;
    }
    pt = t;
    px = x;
  }
  return null;
}

// ---------------------------------------------------------------------------

describe('finite at every time', () => {
  test('every motion: x and dx finite for t from 0 to 1e9, the documented infinities only at the limit', () => {
    const finiteAtInfinity = [
      Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 0.3 }),
      Spring.withDampingRatio({ from: 0, to: 100, velocity: -3e4, stiffness: 170, dampingRatio: 1e4 }),
      Spring.withDampingRatio({ from: 1e300, to: -1e300, velocity: 1e300, stiffness: 1e-10, dampingRatio: 0.5 }),
      new Friction({ from: 0, velocity: 1e300, drag: 1e-300 }),
      new Friction({ from: 5, velocity: -40, drag: 1 - 2 ** -52 }),
      new BouncingGravity({ from: 0, velocity: -1e3, acceleration: 2000, floor: 500, restitution: 0.9 }),
      new ExponentialRate({ from: 3, velocity: 1e6, lambda: 1e-300 }),
      Composite.fall({ from: 0, acceleration: 1000, landing: 300, stiffness: 300, dampingRatio: 0.1 }),
      Composite.flingToSpring({ from: 0, velocity: 1e5, drag: 0.9, min: 0, max: 500, stiffness: 170 }),
      scrollMotion({ position: -300, velocity: -9000, min: 0, max: 1000, dampingRatio: 0.05 }),
    ];
    // moving forever: finite up to 1e9, +-Infinity allowed only at t = Infinity (or after overflow)
    const unbounded = [
      Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 0 }),
      new Friction({ from: 10, velocity: 1000, drag: 1 }),
      new Gravity({ from: 0, velocity: 10, acceleration: 1000 }),
      new Gravity({ from: 0, velocity: -1e3, acceleration: -9.81 }),
      new ExponentialRate({ from: 3, velocity: 100, lambda: 0 }),
      new ExponentialRate({ from: 3, velocity: 100, lambda: -3 }),
      new ExponentialRate({ from: 3, velocity: -100, lambda: -1e-6 }),
    ];
    for (const m of finiteAtInfinity) {
      for (const t of TIMES) {
        const { x, dx } = m.at(t);
        assert.ok(Number.isFinite(x) && Number.isFinite(dx), `${m.constructor.displayName ?? 'Composite'} at ${t}: (${x}, ${dx})`);
      }
    }
    for (const m of unbounded) {
      for (const t of TIMES) {
        const { x, dx } = m.at(t);
        assert.ok(!Number.isNaN(x) && !Number.isNaN(dx), `NaN at ${t}: (${x}, ${dx})`);
        if (!(m instanceof ExponentialRate && m.lambda < 0) && t !== Infinity && !(m instanceof Gravity)) {
          assert.ok(Number.isFinite(x) && Number.isFinite(dx), `at ${t}: (${x}, ${dx})`);
        }
      }
    }
    // Gravity: x = from + t (v0 + a t / 2) is finite at 1e9 for a UI-sized acceleration
    const g = new Gravity({ from: 0, velocity: 10, acceleration: 1000 });
    assert.equal(g.x(1e9), 1e9 * (10 + 1000 * 1e9 / 2));
    assert.equal(g.x(Infinity), Infinity);
    assert.equal(new Gravity({ from: 0, velocity: -1e3, acceleration: -9.81 }).x(Infinity), -Infinity);
    assert.equal(new Gravity({ from: 5, acceleration: 0 }).x(Infinity), 5);
    // ExponentialRate with lambda < 0 overflows to +-Infinity, never NaN (documented)
    assert.equal(new ExponentialRate({ from: 3, velocity: 100, lambda: -3 }).x(1e6), Infinity);
    assert.equal(new ExponentialRate({ from: 3, velocity: -100, lambda: -3 }).dx(1e9), -Infinity);
  });
});

describe('extreme parameters', () => {
  // The rate contract: a spring whose rates k/m, c/2m or decay rate are not
  // representable is a RangeError naming `stiffness` or `damping`; every
  // spring the factory accepts is NaN-free at every time.
  test('springs never give NaN, or are rejected naming the parameter', () => {
    const problems = [];
    let accepted = 0;
    for (const [mass, stiffness, damping] of [[1, 1e-300, 1e300], [1e-300, 1, 1e10], [1e-10, 1e-300, 1e150],
      [1e10, 1e-10, 0], [1, 1e-300, 0], [1e-200, 1e-200, 0], [1e-200, 1e-200, 2e-200], [1, 2.2250738585072014e-308, 0],
      [1, Number.MAX_VALUE, 0], [Number.MAX_VALUE, 4, 1], [5e-324, 5e-324, 5e-324]]) {
      let s;
      try {
        s = new Spring({ from: 0, to: 1, velocity: 1, mass, stiffness, damping });
      } catch (e) {
        assert.ok(e instanceof RangeError, String(e));
        assert.equal(e.status, 'out_of_range');
        assert.ok(['stiffness', 'damping'].includes(e.parameter), e.message);
        assert.match(e.message, new RegExp(`\`${e.parameter}\``));
        continue;
      }
      accepted++;
      for (const t of [0, 5e-324, 1e-300, 1, 1e9, Infinity]) {
        const { x, dx } = s.at(t);
        if (Number.isNaN(x) || Number.isNaN(dx) || Number.isNaN(s.settleTime)) {
          problems.push(`mass ${mass}, stiffness ${stiffness}, damping ${damping}: at(${t}) = (${x}, ${dx})`);
          break;
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(accepted >= 6, `${accepted} accepted`);
  });
});

describe('monotone where the motion is monotone', () => {
  test('never moves back by more than 4 ulps of its scale (rounding), from 0 to 1e9 and Infinity', () => {
    const problems = [];
    for (const [name, m, dir] of monotoneMotions()) {
      let scale = 0;
      for (const t of FINITE_TIMES) scale = Math.max(scale, Math.abs(m.x(t)));
      const r = firstReversal(m, dir, 4 * ulpOf(scale));
      if (r) problems.push(`${name}: ${r}`);
    }
    assert.deepEqual(problems, []);
  });

  // The closed forms round independently at each t, so a careless form may
  // step back by one rounding error. This test asks for monotonicity to the
  // bit (what the issue asks for): friction and exponentials are from + D
  // (-expm1(rt)), springs near their start from + (v0 pv - u0 q).
  for (const springs of [false, true]) {
  test(`to the bit: x(t2) is never behind x(t1) for t2 > t1 (${springs ? 'springs' : 'friction, gravity, exponentials'})`, () => {
    const problems = [];
    for (const [name, m, dir] of monotoneMotions()) {
      if (name.startsWith('Spring') !== springs) continue;
      const r = firstReversal(m, dir, 0);
      if (r) problems.push(`${name}: ${r}`);
    }
    const families = new Map();  // one example per family, with a count
    for (const p of problems) {
      const family = p.split(' ')[0];
      const f = families.get(family) ?? { n: 0, example: p };
      f.n++;
      families.set(family, f);
    }
    const summary = [...families].map(([family, f]) => `${f.n} x ${family}, e.g. ${f.example}`);
    assert.equal(problems.length, 0, `${problems.length} motions step back:\n${summary.join('\n')}`);
  });
  }

  test('Friction never passes its rest position; its speed never grows', () => {
    for (const drag of [0.001, 0.135, 0.5, 0.9, 0.999]) {
      for (const v of [1000, -2000, 7.3]) {
        const f = new Friction({ from: 10, velocity: v, drag });
        let speed = Math.abs(v);
        for (const t of TIMES) {
          const { x, dx } = f.at(t);
          assert.ok((x - f.restPosition) * Math.sign(v) <= 0, `drag ${drag} v ${v}: x(${t}) = ${x} past ${f.restPosition}`);
          assert.ok(Math.abs(dx) <= speed, `drag ${drag} v ${v}: |dx(${t})| = ${Math.abs(dx)} grew`);
          speed = Math.abs(dx);
        }
      }
    }
  });

  test('tiny steps near 0: x(t) - x(0) = dx(0) t to rounding, and never behind the start', () => {
    const motions = [
      new Friction({ from: 10, velocity: 1000 }),
      Friction.toStopAt({ from: 0, velocity: 2000, to: 640 }),
      new ExponentialRate({ from: 3, velocity: 100, lambda: 3 }),
      new Gravity({ from: 0, velocity: 10, acceleration: 1000 }),
    ];
    for (const m of motions) {
      const x0 = m.x(0);
      const v0 = m.dx(0);
      for (const t of [5e-324, 1e-320, 1e-300, 1e-200, 1e-30, 1e-18]) {
        const x = m.x(t);
        assert.ok((x - x0) * Math.sign(v0) >= 0, `x(${t}) = ${x} behind x(0) = ${x0}`);
        // first order: x0 + v0 t, to rounding
        assert.ok(ulps(x, x0 + v0 * t) <= 2, `x(${t}) = ${x}, x0 + v0 t = ${x0 + v0 * t}`);
        assert.ok(ulps(m.dx(t), v0) <= 1, `dx(${t}) = ${m.dx(t)} vs ${v0}`);
      }
    }
  });
});

describe('done and the limit', () => {
  test('done(t) is false just before settleTime and stays true from it up to 1e9 and Infinity', () => {
    const motions = [
      new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 }),
      Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 1 }),
      Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 1e4 }),
      Spring.withDuration({ from: -50, to: 400, velocity: 3000, duration: 0.4, bounce: 0.6 }),
      new Friction({ from: 0, velocity: 1000 }),
      new Friction({ from: 0, velocity: -1000, drag: 0.999 }),
      Friction.toStopAt({ from: 0, velocity: 2000, to: 640 }),
      new BouncingGravity({ from: 0, acceleration: 2000, floor: 500 }),
      new ExponentialRate({ from: 3, velocity: 100, lambda: 3 }),
      new ExponentialRate({ from: 3, velocity: 100, lambda: -3, duration: 0.5 }),
      Composite.fall({ from: 0, acceleration: 1000, landing: 300, stiffness: 300 }),
      scrollMotion({ position: 0, velocity: 3000, min: 0, max: 500 }),
      scrollMotion({ position: 0, velocity: 3000, min: 0, max: 500, overscroll: 'clamp' }),
      snapMotion({ position: 120, velocity: 600, target: 400 }),
    ];
    for (const m of motions) {
      const s = m.settleTime;
      assert.ok(Number.isFinite(s) && s > 0, `settleTime ${s}`);
      assert.equal(m.done(s), true);
      assert.equal(m.done(s - ulpOf(s) * 2), false, `done just before ${s}`);
      for (const t of TIMES) if (t >= s) assert.equal(m.done(t), true, `done(${t}) after settleTime ${s}`);
      for (let t = s; t < 1e9; t = t * 1.37 + 1) assert.equal(m.done(t), true);
    }
    // never settles: never done, even at 1e9 and Infinity
    for (const m of [Spring.withDampingRatio({ from: 0, to: 1, stiffness: 100, dampingRatio: 0 }),
      new Friction({ from: 0, velocity: 1, drag: 1 }), new Gravity({ from: 0, acceleration: 1 }),
      new ExponentialRate({ from: 0, velocity: 1, lambda: 0 })]) {
      assert.equal(m.settleTime, Infinity);
      assert.equal(m.done(1e9), false);
      assert.equal(m.done(Infinity), false);
    }
  });

  test('x(Infinity) is the documented limit, and dx(Infinity) is 0 for a motion that settles', () => {
    for (const ratio of [0.01, 0.5, 1, 1 + 1e-15, 2, 1e4]) {
      const s = Spring.withDampingRatio({ from: -3e4, to: 123.456, velocity: 5e5, stiffness: 170, dampingRatio: ratio });
      assert.equal(s.x(Infinity), 123.456, `ratio ${ratio}`);
      assert.equal(s.dx(Infinity), 0);
      assert.equal(s.x(1e9), 123.456, `ratio ${ratio} at 1e9`);
    }
    for (const drag of [0.001, 0.135, 0.999, 1 - 2 ** -40]) {
      const f = new Friction({ from: 10, velocity: -1234.5, drag });
      assert.equal(f.x(Infinity), f.restPosition, `drag ${drag}`);
      assert.equal(f.dx(Infinity), 0);
    }
    assert.equal(new Friction({ from: 10, velocity: 5, drag: 1 }).x(Infinity), Infinity);
    assert.equal(new Friction({ from: 10, velocity: -5, drag: 1 }).restPosition, -Infinity);
    for (const [from, velocity, to] of [[0, 2000, 640], [120, 600, 400], [1, 1e6, 1.5], [-5, -3, -700]]) {
      const f = Friction.toStopAt({ from, velocity, to });
      assert.equal(f.restPosition, to);
      assert.equal(f.x(Infinity), to);
      assert.equal(f.x(1e9), to);
    }
    const b = new BouncingGravity({ from: 0, velocity: -700, acceleration: 2000, floor: 500, restitution: 0.8 });
    assert.equal(b.x(Infinity), 500);
    assert.equal(b.x(1e9), 500);
    assert.equal(b.dx(Infinity), 0);
    // ExponentialRate, lambda > 0: from + v / lambda (to one rounding: it is a
    // sum of two rounded terms)
    for (const [from, velocity, lambda] of [[3, 100, 3], [0, 2363.5, 4.2], [-7, -1e5, 1e-3], [1e6, 1, 1e4]]) {
      const e = new ExponentialRate({ from, velocity, lambda });
      const limit = from + velocity / lambda;
      assert.ok(ulps(e.x(Infinity), limit) <= 1, `x(Infinity) = ${e.x(Infinity)}, from + v/lambda = ${limit}`);
      assert.equal(e.dx(Infinity), 0);
    }
    assert.equal(new ExponentialRate({ from: 3, velocity: 100, lambda: 0 }).x(Infinity), Infinity);
    assert.equal(new ExponentialRate({ from: 3, velocity: -100, lambda: -1 }).x(Infinity), -Infinity);
    assert.equal(new ExponentialRate({ from: 3, velocity: 0, lambda: -1 }).x(Infinity), 3);
    assert.equal(Composite.fall({ from: 0, acceleration: 1000, landing: 300, stiffness: 300 }).x(Infinity), 300);
    assert.equal(Composite.flingToSpring({ from: 0, velocity: 1e4, drag: 0.5, min: 0, max: 500, stiffness: 170 }).x(Infinity), 500);
  });
});

describe('a tab paused for an hour', () => {
  // Closed forms written out in JavaScript. Gravity and the settled spring
  // (its target) are exact to the bit; friction and the exponential go
  // through Math.expm1/Math.exp, which may differ from the wasm libm by one
  // rounding, so they are compared within 1 ulp (the bit-for-bit comparison
  // is with a fresh motion, a MotionBatch and the frame loop).
  const hex = (x) => (x === 0 ? 1 : Math.expm1(x) / x);
  const closed = {
    gravity: { exact: true, m: () => new Gravity({ from: 3.7, velocity: 11.3, acceleration: 981.7 }), x: (t) => 3.7 + t * (11.3 + 981.7 * t / 2), dx: (t) => 11.3 + 981.7 * t },
    friction: { m: () => new Friction({ from: 5, velocity: 1000, drag: 0.9999 }), x: (t) => 5 + 1000 * t * hex(t * Math.log(0.9999)), dx: (t) => 1000 * Math.exp(t * Math.log(0.9999)) },
    exponential: { m: () => new ExponentialRate({ from: 5, velocity: 1000, lambda: 1e-4 }), x: (t) => 5 + 1000 * t * hex(-1e-4 * t), dx: (t) => 1000 * Math.exp(-1e-4 * t) },
    spring: { exact: true, m: () => new Spring({ from: 0, to: 100, velocity: 4000, stiffness: 170, damping: 26 }), x: () => 100, dx: () => 0 },
    slowSpring: { m: () => Spring.withDampingRatio({ from: 0, to: 100, stiffness: 1e-6, dampingRatio: 1 }), x: null, dx: null },
  };

  const closeTo = (name, t, got, c) => {
    // Two independent rounding chains: this reference's from + v t hex(rt)
    // (expm1, a quotient, two products and a sum, each rounded: up to about
    // 2.5 ulps of x) and kinema's from + D (1 - e^rt) (expm1 within an ulp,
    // a product and a sum: up to about 2).
    const n = c.exact ? 0 : 4;
    assert.ok(ulps(got.x, c.x(t)) <= n, `${name}: x(${t}) = ${got.x}, closed form ${c.x(t)}`);
    assert.ok(ulps(got.dx, c.dx(t)) <= n, `${name}: dx(${t}) = ${got.dx}, closed form ${c.dx(t)}`);
  };

  test('t = 3600 s: the closed form to the bit, whatever was evaluated before', () => {
    for (const [name, c] of Object.entries(closed)) {
      const fresh = c.m();
      const used = c.m();
      for (let k = 0; k <= 120; k++) used.at(k / 60);  // a few seconds of frames, then the pause
      for (const t of [3600, 3600 + 1 / 60, 3600.5, 7200]) {
        const a = fresh.at(t);
        const b = used.at(t);
        assert.ok(Object.is(a.x, b.x) && Object.is(a.dx, b.dx), `${name} at ${t}: ${a.x} vs ${b.x}`);
        if (c.x) closeTo(name, t, a, c);
      }
      // and a MotionBatch started an hour ago samples the same bits
      if (!(fresh instanceof Composite)) {
        const batch = new MotionBatch(2);
        try {
          batch.set(0, fresh, 1e6);
          batch.set(1, used, 0);
          const s = batch.sample(1e6 + 3600);
          assert.ok(Object.is(s.x[0], fresh.x(3600)) && Object.is(s.x[1], fresh.x(1e6 + 3600)), name);
        } finally {
          batch.dispose();
        }
      }
    }
  });

  test('kinema/dom frame timestamps after a one-hour gap sample the closed form at each timestamp', async () => {
    class FakeScheduler {
      time = 0;
      #callbacks = new Map();
      #next = 1;
      now() { return this.time; }
      requestFrame(callback) { const id = this.#next++; this.#callbacks.set(id, callback); return id; }
      cancelFrame(id) { this.#callbacks.delete(id); }
      frame(timestamp) {
        this.time = timestamp;
        const callbacks = [...this.#callbacks.values()];
        this.#callbacks.clear();
        for (const cb of callbacks) cb(timestamp);
      }
    }
    const scheduler = new FakeScheduler();
    const startTime = 123_456.789;  // performance.now()-like ms
    const runs = Object.entries(closed).map(([name, c]) => {
      const seen = [];
      const m = c.m();
      const handle = animate(m, (x, dx, t) => seen.push([x, dx, t]), { scheduler, startTime });
      return { name, c, m, seen, handle };
    });
    const frames = [];
    for (let k = 1; k <= 30; k++) frames.push(startTime + k * (1000 / 60));          // half a second
    const resume = startTime + 3_600_000 + 7.25;                                     // back an hour later
    for (let k = 0; k < 30; k++) frames.push(resume + k * (1000 / 60));
    for (const ts of frames) scheduler.frame(ts);
    for (const r of runs) {
      assert.ok(r.seen.length >= 31, `${r.name}: ${r.seen.length} frames`);
      for (const [x, dx, t] of r.seen) {
        const exact = r.m.at(t);
        assert.ok(Object.is(x, exact.x) && Object.is(dx, exact.dx), `${r.name} at t = ${t}: ${x} vs ${exact.x}`);
        if (r.c.x && t >= 3600) closeTo(r.name, t, { x, dx }, r.c);
      }
      const after = r.seen.filter(([, , t]) => t >= 3600);
      assert.ok(after.length >= 1, `${r.name}: no frame after the gap`);
      assert.equal(after[0][2], (resume - startTime) / 1000);
      r.handle.stop();
    }
  });
});

describe('scrolling comes to rest exactly', () => {
  test('scrollMotion at 1e9 s rests on its bound (bounce and clamp), or where the fling stops', () => {
    for (const overscroll of ['bounce', 'clamp']) {
      for (const dampingRatio of [0.05, 0.5, 1, 3]) {
        for (const [position, velocity, want] of [[0, 3000, 500], [400, 1e5, 500], [100, -4000, 0], [-300, 0, 0], [900, -10, 500], [-1e6, -1e6, 0]]) {
          const m = scrollMotion({ position, velocity, min: 0, max: 500, overscroll, dampingRatio });
          for (const t of [1e9, Infinity]) {
            assert.equal(m.x(t), want, `${overscroll} ${dampingRatio} from ${position} at ${velocity}: x(${t})`);
            assert.ok(m.dx(t) === 0, `dx(${t}) = ${m.dx(t)}`);
          }
          assert.equal(m.done(1e9), true);
        }
      }
    }
    const inside = scrollMotion({ position: 0, velocity: 300, min: 0, max: 5000 });
    assert.equal(inside.segmentCount, 1);
    assert.equal(inside.x(1e9), new Friction({ from: 0, velocity: 300 }).restPosition);
  });

  test('snapMotion at 1e9 s rests exactly on its target (friction landing and spring)', () => {
    const points = Array.from({ length: 11 }, (_, i) => i * 400);
    let frictions = 0;
    let springs = 0;
    const problems = [];
    for (const position of [0, 120, 333.3, 1999.99, 4000]) {
      for (const velocity of [-5000, -600, -1, 0, 0.5, 600, 2500, 5000]) {
        for (const mode of ['nearest', 'page']) {
          const target = points[chooseSnap({ points, position, velocity, mode })];
          const m = snapMotion({ position, velocity, target });
          if (m instanceof Friction) frictions++; else springs++;
          for (const t of [1e9, Infinity]) {
            if (m.x(t) !== target) problems.push(`${m.constructor.displayName} from ${position} at ${velocity} to ${target}: x(${t}) = ${m.x(t)}`);
            assert.ok(m.dx(t) === 0, `dx(${t}) = ${m.dx(t)}`);
          }
          assert.equal(m.done(1e9), true);
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(frictions > 10 && springs > 10, `${frictions} friction and ${springs} spring landings`);
  });
});
