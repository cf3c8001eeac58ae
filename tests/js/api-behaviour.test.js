// Identities every motion must satisfy through the JavaScript API: velocity
// is the derivative of position, the start state, what `done` means, the
// inverse queries, composite continuity, the batch paths agreeing with the
// single-motion path, and the scratch-slot bookkeeping of web/src/wasm.js.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';

import {
  init, Spring, Friction, Gravity, BouncingGravity, ExponentialRate, Composite, MotionBatch,
  SpringGroup, lambertW,
} from 'kinema';

await init();

// ---------------------------------------------------------------------------
// helpers

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);
/** The largest double below x (x finite, > 0). */
function nextDown(x) {
  assert.ok(Number.isFinite(x) && x > 0);
  f64[0] = x;
  u64[0] -= 1n;
  return f64[0];
}
/** The unit in the last place of x. */
function ulp(x) {
  x = Math.abs(x);
  if (x === 0) return Number.MIN_VALUE;
  const e = Math.floor(Math.log2(x));
  return 2 ** Math.max(e - 52, -1074) * (2 ** e > x ? 0.5 : 1);
}

function close(got, want, tol, what) {
  assert.ok(Math.abs(got - want) <= tol,
    `${what}: got ${got}, want ${want} (difference ${Math.abs(got - want)} > ${tol})`);
}

/** Richardson-extrapolated central difference of f at t with step h: O(h^4). */
function derivative(f, t, h) {
  const d = (k) => (f(t + k) - f(t - k)) / (2 * k);
  return (4 * d(h / 2) - d(h)) / 3;
}

/**
 * Motions to check, each with a time scale (the step for the differences is
 * a small fraction of it) and the times to probe. `avoid` lists instants
 * where the motion is not smooth (impacts, switches).
 */
function motions() {
  return [
    { name: 'Spring underdamped', m: new Spring({ from: 0, to: 100, velocity: 0, stiffness: 170, damping: 10 }), T: 1 / 13 },
    { name: 'Spring undamped', m: new Spring({ from: 3, to: -2, velocity: 40, stiffness: 90, damping: 0 }), T: 1 / 9.5 },
    { name: 'Spring critical', m: new Spring({ from: 0.75, to: 0, velocity: 0, stiffness: 4, damping: 4 }), T: 0.5 },
    { name: 'Spring overdamped', m: new Spring({ from: 40, to: 0, velocity: -2600, stiffness: 170, damping: 52.15361924162119 }), T: 1 / 50 },
    { name: 'Spring heavy mass', m: new Spring({ from: -10, to: 250, velocity: 300, mass: 2.5, stiffness: 400, damping: 30 }), T: 1 / 12 },
    { name: 'Spring.withDuration bounce 0.3', m: Spring.withDuration({ from: 0, to: 1, velocity: 2, duration: 0.4, bounce: 0.3 }), T: 0.4 / 6.3 },
    { name: 'Spring.withDuration bounce -0.5', m: Spring.withDuration({ from: 1, to: 0, duration: 0.4, bounce: -0.5 }), T: 0.4 / 6.3 },
    { name: 'Spring.withDampingRatio 0.6', m: Spring.withDampingRatio({ from: 5, to: 7, velocity: -1, stiffness: 300, dampingRatio: 0.6 }), T: 1 / 17 },
    { name: 'Friction', m: new Friction({ from: 10, velocity: 1000, drag: 0.135 }), T: 0.5 },
    { name: 'Friction drag 1', m: new Friction({ from: 10, velocity: -300, drag: 1 }), T: 1 },
    { name: 'Friction.toStopAt', m: Friction.toStopAt({ from: 0, velocity: 1000, to: 640 }), T: 0.5 },
    { name: 'Gravity', m: new Gravity({ from: 10, velocity: -300, acceleration: 981 }), T: 1 },
    { name: 'ExponentialRate lambda 3', m: new ExponentialRate({ from: 0, velocity: 1500, lambda: 3 }), T: 1 / 3 },
    { name: 'ExponentialRate lambda -2', m: new ExponentialRate({ from: 5, velocity: -20, lambda: -2 }), T: 0.5 },
    { name: 'ExponentialRate lambda 0', m: new ExponentialRate({ from: 5, velocity: 20, lambda: 0 }), T: 1 },
    { name: 'ExponentialRate.solve', m: ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 }), T: 0.1 },
  ];
}

const PROBE_TIMES = [0.003, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.9, 1.3, 2, 3.7];

// ---------------------------------------------------------------------------

describe('dx is the derivative of x (Richardson central differences)', () => {
  for (const { name, m, T } of motions()) {
    test(name, () => {
      const h = T * 1e-3;
      const ts = PROBE_TIMES.filter((t) => t > 2 * h);
      const vScale = Math.max(...ts.map((t) => Math.abs(m.dx(t))), Math.abs(m.dx(0)));
      for (const t of ts) {
        const numeric = derivative((s) => m.x(s), t, h);
        close(m.dx(t), numeric, 1e-8 * vScale + 1e-12, `${name} dx(${t})`);
      }
    });
  }

  test('BouncingGravity, away from the impacts', () => {
    const b = new BouncingGravity({ from: 0, velocity: -200, acceleration: 2000, floor: 500, restitution: 0.6 });
    const impacts = [];
    for (let n = 0; n <= b.bounces; n++) impacts.push(b.impactTime(n));
    const h = 1e-5;
    let checked = 0;
    for (let t = 0.01; t < b.settleTime; t += 0.0173) {
      if (impacts.some((s) => Math.abs(t - s) < 4 * h)) continue;
      const numeric = derivative((s) => b.x(s), t, h);
      close(b.dx(t), numeric, 1e-7 * 1500, `BouncingGravity dx(${t})`);
      checked++;
    }
    assert.ok(checked > 20);
  });

  test('Composite.flingToSpring and Composite.fall, away from the switches', () => {
    const composites = [
      Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 }),
      Composite.flingToSpring({ from: 400, velocity: -3000, drag: 0.2, min: 0, max: 500, stiffness: 300, dampingRatio: 0.7 }),
      Composite.fall({ from: 0, velocity: -100, acceleration: 1000, landing: 300, stiffness: 300, dampingRatio: 0.5 }),
    ];
    for (const c of composites) {
      const h = 1e-5;
      const vScale = Math.max(...PROBE_TIMES.map((t) => Math.abs(c.dx(t))));
      for (const t of PROBE_TIMES) {
        if (c.switchTimes.some((s) => Math.abs(t - s) < 4 * h)) continue;
        close(c.dx(t), derivative((s) => c.x(s), t, h), 1e-7 * vScale, `composite dx(${t})`);
      }
    }
  });
});

describe('the start state: x(0) = from, dx(0) = velocity', () => {
  test('Spring, every regime and a spread of magnitudes', () => {
    const values = [0, 0.1, 0.3, -7.7, 123.456, 1e-5, 3e7, -0.7];
    for (const from of values) {
      for (const to of values) {
        for (const velocity of [0, 1.1, -333.3]) {
          for (const damping of [0, 5, 26, 300]) {
            const s = new Spring({ from, to, velocity, stiffness: 170, damping });
            // The spring stores the displacement from - to and adds the target
            // back, so x(0) is `from` up to one rounding at the scale of the
            // larger of |from| and |to| (exact when to is 0 or equals from).
            const tol = (to === 0 || to === from) ? 0 : ulp(Math.max(Math.abs(from), Math.abs(to)));
            const what = `Spring from=${from} to=${to} v=${velocity} c=${damping}`;
            close(s.x(0), from, tol, `${what} x(0)`);
            close(s.at(0).x, from, tol, `${what} at(0).x`);
            assert.equal(s.dx(0), velocity, `${what} dx(0)`);
            assert.equal(s.at(0).dx, velocity, `${what} at(0).dx`);
          }
        }
      }
    }
  });

  test('Friction, Gravity, ExponentialRate, BouncingGravity exactly', () => {
    const cases = [
      [new Friction({ from: 12.5, velocity: -800, drag: 0.3 }), 12.5, -800],
      [new Friction({ from: 0.1, velocity: 7, drag: 1 }), 0.1, 7],
      [Friction.toStopAt({ from: -3, velocity: 900, to: 400 }), -3, 900],
      [new Gravity({ from: 0.3, velocity: 5, acceleration: -9.81 }), 0.3, 5],
      [new ExponentialRate({ from: 0.7, velocity: 30, lambda: 4 }), 0.7, 30],
      [new ExponentialRate({ from: 0.7, velocity: 30, lambda: -4 }), 0.7, 30],
      [new BouncingGravity({ from: 1.5, velocity: -20, acceleration: 1000, floor: 400 }), 1.5, -20],
    ];
    for (const [m, from, velocity] of cases) {
      assert.equal(m.x(0), from, `${m.constructor.name} x(0)`);
      assert.equal(m.dx(0), velocity, `${m.constructor.name} dx(0)`);
      assert.deepEqual(m.at(0), { x: from, dx: velocity });
    }
  });

  test('Composite starts where its first motion starts', () => {
    const c = Composite.flingToSpring({ from: 10, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 });
    assert.equal(c.x(0), 10);
    assert.equal(c.dx(0), 3000);
    const f = Composite.fall({ from: 2, velocity: -50, acceleration: 1000, landing: 300, stiffness: 300 });
    assert.equal(f.x(0), 2);
    assert.equal(f.dx(0), -50);
  });

  test('negative time means 0; at(t) is {x(t), dx(t)}; +Infinity is the limit', () => {
    for (const { name, m } of motions()) {
      assert.deepEqual(m.at(-1), m.at(0), `${name} at(-1)`);
      assert.equal(m.x(-Infinity), m.x(0), `${name} x(-Infinity)`);
      for (const t of [0, 0.01, 0.5, 3]) {
        assert.deepEqual(m.at(t), { x: m.x(t), dx: m.dx(t) }, `${name} at(${t})`);
      }
    }
    const s = new Spring({ from: 0, to: 100, velocity: 50, stiffness: 170, damping: 10 });
    assert.equal(s.x(Infinity), 100);
    assert.equal(s.dx(Infinity), 0);
    const f = new Friction({ from: 0, velocity: 1000, drag: 0.135 });
    assert.equal(f.x(Infinity), f.restPosition);
    assert.equal(f.dx(Infinity), 0);
  });
});

describe('done(t) and settleTime', () => {
  /** done is false before the settle time and true from it on. */
  function checkDone(name, m) {
    const S = m.settleTime;
    assert.equal(typeof S, 'number', `${name} settleTime`);
    assert.ok(S >= 0, `${name} settleTime ${S} >= 0`);
    if (S === Infinity) {
      for (const t of [0, 1, 1e6, 1e300, Infinity]) assert.equal(m.done(t), false, `${name} done(${t}) never`);
      return;
    }
    if (S > 0) {
      for (const t of [-1, 0, S / 2, S * (1 - 1e-9), nextDown(S)]) {
        assert.equal(m.done(t), false, `${name} done(${t}) before settleTime ${S}`);
      }
    } else {
      assert.equal(m.done(0), true, `${name} done(0) (settles at once)`);
      assert.equal(m.done(-1), true, `${name} done(-1) (settles at once)`);
    }
    for (const t of [S, S * (1 + 1e-9) + 1e-300, S + 1, 10 * S + 1, 1e300, Infinity]) {
      assert.equal(m.done(t), true, `${name} done(${t}) after settleTime ${S}`);
    }
  }

  test('Spring: done switches at settleTime and the motion is within tolerance from then on', () => {
    const tolerances = [undefined, { distance: 0.5, velocity: 0.5 }, { distance: 1e-6, velocity: 1e-6 }];
    const params = [
      { from: 0, to: 100, velocity: 0, stiffness: 170, damping: 26 },
      { from: 0, to: 100, velocity: 0, stiffness: 170, damping: 10 },
      { from: 0, to: 100, velocity: -500, stiffness: 170, damping: 80 },
      { from: 0, to: 100, velocity: 0, stiffness: 4, damping: 4 },
      { from: 0, to: 100, velocity: 0, mass: 3, stiffness: 50, damping: 1 },
    ];
    for (const p of params) {
      for (const tolerance of tolerances) {
        const s = new Spring(tolerance ? { ...p, tolerance } : p);
        const name = `Spring ${JSON.stringify(p)} tolerance ${JSON.stringify(tolerance)}`;
        checkDone(name, s);
        const tol = { distance: 1e-3, velocity: 1e-3, ...tolerance };
        const S = s.settleTime;
        assert.ok(S > 0 && S < Infinity, `${name}: settles`);
        for (const t of [S, S * 1.001, S * 1.01, S * 1.1, S * 1.5, S * 2, S * 10]) {
          const { x, dx } = s.at(t);
          assert.ok(Math.abs(x - p.to) <= tol.distance * (1 + 1e-9), `${name}: |x(${t}) - to| = ${Math.abs(x - p.to)}`);
          assert.ok(Math.abs(dx) <= tol.velocity * (1 + 1e-9), `${name}: |dx(${t})| = ${Math.abs(dx)}`);
        }
      }
    }
  });

  test('Spring: at rest within tolerance is done at once; undamped never', () => {
    checkDone('Spring at rest', new Spring({ from: 5, to: 5, stiffness: 100, damping: 10 }));
    assert.equal(new Spring({ from: 5, to: 5, stiffness: 100, damping: 10 }).settleTime, 0);
    const undamped = new Spring({ from: 0, to: 1, stiffness: 100, damping: 0 });
    assert.equal(undamped.settleTime, Infinity);
    checkDone('Spring undamped', undamped);
  });

  /**
   * The brute force: scan the motion's own x and dx back from `horizon` on a
   * grid of `step` for the last point outside the band, then bisect. Returns
   * [out, inside]: a time outside and the bisected exit.
   */
  function bruteLastExit(m, rest, tol, horizon, step) {
    const out = (t) => Math.abs(m.x(t) - rest) > tol.distance || Math.abs(m.dx(t)) > tol.velocity;
    assert.ok(!out(horizon), 'the scan starts inside the band');
    let i = Math.ceil(horizon / step);
    while (i >= 0 && !out(i * step)) i -= 1;
    if (i < 0) return [0, 0];
    let lo = i * step, hi = (i + 1) * step;
    for (let k = 0; k < 200 && hi - lo > 1e-14 * Math.max(1, hi); k += 1) {
      const mid = 0.5 * (lo + hi);
      if (out(mid)) lo = mid; else hi = mid;
    }
    return [lo, hi];
  }

  test('Friction: settleTime is the last exit from both bands (brute force through the binding)', () => {
    let worst = 0;
    let cases = 0;
    for (const drag of [0.9, 0.135, 0.01]) {
      for (const velocity of [1000, -50, 3]) {
        for (const distance of [0.5, 1e-3, 1e-6]) {
          for (const vtol of [0.5, 1e-3, 1e-6]) {
            const tolerance = { distance, velocity: vtol };
            const f = new Friction({ from: 7, velocity, drag, tolerance });
            checkDone('Friction', f);
            const S = f.settleTime;
            const rate = -Math.log(drag);
            const horizon = 3 * S + 60 / rate;
            const [out, inside] = bruteLastExit(f, f.restPosition, tolerance, horizon, Math.min(1 / (64 * rate), horizon / 4e4));
            const what = `drag ${drag} velocity ${velocity} tolerance ${distance}/${vtol}: settleTime ${S}, exit ${inside}`;
            assert.ok(S > out || (out === 0 && S === 0), `never early: ${what}`);
            assert.ok(S - inside <= 1e-9, `within 1e-9 s: ${what}`);
            // The independent closed form: the later of the two crossings.
            const want = -Math.min(Math.log(vtol / Math.abs(velocity)), Math.log(distance * rate / Math.abs(velocity))) / rate;
            if (want > 0) close(S, want, 1e-9 * want + 4 * ulp(f.restPosition) / (distance * rate), `closed form: ${what}`);
            worst = Math.max(worst, Math.abs(S - inside));
            cases += 1;
          }
        }
      }
    }
    assert.ok(worst <= 1e-9, `worst ${worst}`);
    assert.equal(cases, 81);
    // Distance decides: drag 0.9 (|dx| / 0.105) with the default tolerance.
    const slow = new Friction({ from: 0, velocity: 1000, drag: 0.9 });
    assert.ok(Math.abs(slow.dx(slow.settleTime)) < 0.5e-3, 'slower than the velocity band when the distance decides');
    close(Math.abs(slow.x(slow.settleTime) - slow.restPosition), 1e-3, 1e-9, '|x - rest| at settleTime');
    checkDone('Friction.toStopAt', Friction.toStopAt({ from: 0, velocity: 1000, to: 640 }));
    checkDone('Friction drag 1', new Friction({ from: 0, velocity: 5, drag: 1 }));
    assert.equal(new Friction({ from: 0, velocity: 5, drag: 1 }).settleTime, Infinity);
    assert.equal(new Friction({ from: 0, velocity: 0, drag: 0.5 }).settleTime, 0);
  });

  test('Gravity never settles, except at rest', () => {
    checkDone('Gravity', new Gravity({ from: 0, velocity: 10, acceleration: 100 }));
    assert.equal(new Gravity({ from: 0, velocity: 10, acceleration: 100 }).settleTime, Infinity);
    const rest = new Gravity({ from: 3, acceleration: 0 });
    assert.equal(rest.settleTime, 0);
    checkDone('Gravity at rest', rest);
    // Slower than the velocity band, but it drifts out of every band.
    assert.equal(new Gravity({ from: 3, velocity: 1e-4, acceleration: 0 }).settleTime, Infinity);
  });

  test('ExponentialRate: at its duration, or when slow enough', () => {
    const bounded = new ExponentialRate({ from: 0, velocity: 100, lambda: 2, duration: 1 });
    assert.equal(bounded.settleTime, 1);
    assert.equal(bounded.duration, 1);
    checkDone('ExponentialRate duration 1', bounded);
    const solved = ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 });
    assert.equal(solved.settleTime, 0.5);
    checkDone('ExponentialRate.solve', solved);
    const open = new ExponentialRate({ from: 0, velocity: 100, lambda: 2 });
    assert.equal(open.duration, Infinity);
    checkDone('ExponentialRate open', open);
    close(Math.abs(open.dx(open.settleTime)), 1e-3, 1e-12, 'ExponentialRate |dx(settleTime)|');  // the speed decides here
    checkDone('ExponentialRate lambda -1', new ExponentialRate({ from: 0, velocity: 1, lambda: -1 }));
    assert.equal(new ExponentialRate({ from: 0, velocity: 1, lambda: -1 }).settleTime, Infinity);
  });

  test('BouncingGravity rests on the floor from settleTime on', () => {
    const b = new BouncingGravity({ from: 0, acceleration: 2000, floor: 500, restitution: 0.5 });
    checkDone('BouncingGravity', b);
    for (const t of [b.settleTime, b.settleTime + 0.1, b.settleTime * 3, Infinity]) {
      assert.equal(b.x(t), 500, `x(${t})`);
      assert.equal(b.dx(t), 0, `dx(${t})`);
    }
    const dead = new BouncingGravity({ from: 0, acceleration: -2000, floor: -100, restitution: 0 });
    assert.equal(dead.bounces, 0);
    assert.equal(dead.settleTime, dead.firstImpact);
    checkDone('BouncingGravity restitution 0', dead);
  });

  test('Composite is done when its last segment is', () => {
    const c = Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 });
    checkDone('Composite', c);
    const last = c.switchTimes[c.switchTimes.length - 1];
    const spring = Spring.withDampingRatio({ from: 500, to: 500, velocity: c.dx(last), stiffness: 200, dampingRatio: 1 });
    close(c.settleTime, last + spring.settleTime, 1e-12 * c.settleTime, 'Composite settleTime');
    const free = Composite.flingToSpring({ from: 0, velocity: 100, drag: 0.1, min: 0, max: 500, stiffness: 200 });
    assert.deepEqual(free.switchTimes, [0]);
    assert.equal(free.settleTime, new Friction({ from: 0, velocity: 100, drag: 0.1 }).settleTime);
    checkDone('Composite (friction only)', free);
  });
});

describe('Friction.toStopAt', () => {
  test('comes to rest on the target, with dx(0) equal to the velocity', () => {
    const values = [0, 0.1, 0.3, -7.7, 123.456, 640, -2500, 1e-5];
    let n = 0;
    for (const from of values) {
      for (const to of values) {
        if (from === to) continue;
        for (const speed of [1, 250, 1000, 8000]) {
          const velocity = Math.sign(to - from) * speed;
          const f = Friction.toStopAt({ from, velocity, to });
          const what = `toStopAt from=${from} velocity=${velocity} to=${to}`;
          // "exactly": to the last bit or two at the scale of the motion
          const tol = 2 * ulp(Math.max(Math.abs(from), Math.abs(to)));
          close(f.restPosition, to, tol, `${what} restPosition`);
          close(f.x(Infinity), to, tol, `${what} x(Infinity)`);
          assert.equal(f.dx(0), velocity, `${what} dx(0)`);
          assert.equal(f.x(0), from, `${what} x(0)`);
          assert.equal(f.dx(Infinity), 0, `${what} dx(Infinity)`);
          // the solved drag gives the same motion through the constructor
          if (f.drag > 0) {
            const g = new Friction({ from, velocity, drag: f.drag });
            close(g.restPosition, to, 1e-12 * Math.max(Math.abs(from), Math.abs(to)), `${what} via drag`);
          }
          n++;
        }
      }
    }
    assert.ok(n > 200);
  });

  test('a very short stop (drag underflows to 0) still lands on the target', () => {
    const f = Friction.toStopAt({ from: 0, velocity: 1e6, to: 1e-3 });
    assert.equal(f.drag, 0);
    close(f.restPosition, 1e-3, 2 * ulp(1e-3), 'restPosition');
    close(f.x(1), 1e-3, 2 * ulp(1e-3), 'x(1)');
    assert.equal(f.dx(0), 1e6);
  });

  test('at rest where it starts', () => {
    const f = Friction.toStopAt({ from: 7, velocity: 0, to: 7 });
    assert.equal(f.x(1), 7);
    assert.equal(f.dx(1), 0);
    assert.equal(f.settleTime, 0);
  });
});

describe('timeAt round trips', () => {
  test('Friction.timeAt(x(t)) = t and x(timeAt(p)) = p', () => {
    for (const f of [
      new Friction({ from: 10, velocity: 1000, drag: 0.135 }),
      new Friction({ from: -4, velocity: -250, drag: 0.6 }),
      new Friction({ from: 0, velocity: 80, drag: 1 }),
      Friction.toStopAt({ from: 0, velocity: 1000, to: 640 }),
    ]) {
      for (const t of [0.001, 0.01, 0.1, 0.5, 1, 2, 5]) {
        const p = f.x(t);
        const back = f.timeAt(p);
        // dt = dp / v: one rounding of p costs ulp(p) / |v| seconds
        close(back, t, 1e-12 * t + 8 * ulp(p) / Math.abs(f.dx(t)), `Friction.timeAt(x(${t}))`);
        close(f.x(back), p, 4 * ulp(Math.max(Math.abs(p), Math.abs(f.x(0)))), `x(timeAt(x(${t})))`);
      }
      assert.equal(f.timeAt(f.x(0)), 0, 'timeAt(from) = 0');
      const behind = f.x(0) - Math.sign(f.dx(0)) * 10;
      assert.equal(f.timeAt(behind), Infinity, 'behind the start');
      if (Number.isFinite(f.restPosition)) {
        assert.equal(f.timeAt(f.restPosition), Infinity, 'the rest position is never reached');
        assert.equal(f.timeAt(f.restPosition + Math.sign(f.dx(0))), Infinity, 'beyond the rest position');
      }
      assert.equal(f.timeAt(NaN), Infinity, 'NaN');
    }
  });

  test('Gravity.timeAt is the first time at a position', () => {
    const g = new Gravity({ from: 0, velocity: -500, acceleration: 1000 });  // apex at t = 0.5, x = -125
    for (const t of [0.001, 0.1, 0.3, 0.45, 1.2, 2, 10]) {
      const p = g.x(t);
      close(g.timeAt(p), t, 1e-12 * t + 1e-9 * Math.sqrt(ulp(125) / 1000) + 8 * ulp(p) / Math.abs(g.dx(t)), `timeAt(x(${t}))`);
    }
    for (const t of [0.6, 0.75, 0.9]) {  // past the apex: the first crossing is the mirror time
      close(g.timeAt(g.x(t)), 1 - t, 1e-9, `timeAt(x(${t})) is the earlier crossing`);
    }
    close(g.timeAt(-125), 0.5, 1e-7, 'apex');
    assert.equal(g.timeAt(-126), Infinity, 'beyond the apex');
    assert.equal(g.timeAt(0), 0);
    const flat = new Gravity({ from: 1, velocity: 10, acceleration: 0 });
    close(flat.timeAt(21), 2, 1e-15, 'constant velocity');
    assert.equal(flat.timeAt(0), Infinity);
  });

  test('BouncingGravity.impactTime: on the floor at every impact, flights shrink by the restitution', () => {
    const b = new BouncingGravity({ from: 0, velocity: -200, acceleration: 2000, floor: 500, restitution: 0.6 });
    assert.equal(b.impactTime(0), b.firstImpact);
    assert.equal(b.floor, 500);
    let previous = 0;
    let previousFlight = NaN;
    for (let n = 0; n <= b.bounces; n++) {
      const t = b.impactTime(n);
      assert.ok(t > previous, `impact ${n} after impact ${n - 1}`);
      close(b.x(t), 500, 1e-9, `x(impactTime(${n}))`);
      if (n >= 2) close((t - previous) / previousFlight, 0.6, 1e-9, `flight ratio ${n}`);
      if (n >= 1) previousFlight = t - previous;
      previous = t;
    }
    assert.ok(b.settleTime >= previous);
    assert.equal(b.impactTime(b.bounces + 1), Infinity);
    assert.equal(b.impactTime(-1), Infinity);
    // first impact from the quadratic: 500 = -200 t + 1000 t^2
    close(b.firstImpact, (200 + Math.sqrt(200 ** 2 + 4 * 1000 * 500)) / 2000, 1e-15, 'firstImpact');
  });
});

describe('Composite continuity at the switch times', () => {
  const cases = [
    ['flingToSpring past max', () => Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 }),
      { drag: 0.1, from: 0, velocity: 3000, bound: 500, stiffness: 200, dampingRatio: 1 }],
    ['flingToSpring past min', () => Composite.flingToSpring({ from: 400, velocity: -3000, drag: 0.2, min: 0, max: 500, stiffness: 300, dampingRatio: 0.7 }),
      { drag: 0.2, from: 400, velocity: -3000, bound: 0, stiffness: 300, dampingRatio: 0.7 }],
  ];
  for (const [name, make, p] of cases) {
    test(name, () => {
      const c = make();
      assert.equal(c.segmentCount, 2);
      const [zero, s] = c.switchTimes;
      assert.equal(zero, 0);
      assert.ok(s > 0 && s < 5);
      const friction = new Friction({ from: p.from, velocity: p.velocity, drag: p.drag });
      // the switch is the exact crossing time of the bound
      close(friction.x(s), p.bound, 1e-12 * 500, 'friction at the switch is on the bound');
      assert.equal(c.x(s), p.bound, 'the spring starts on the bound');
      assert.equal(c.dx(s), friction.dx(s), 'with the friction\'s velocity there');
      // left and right limits agree
      const before = nextDown(s);
      close(c.x(before), c.x(s), 1e-12 * 500, 'x continuous');
      close(c.dx(before), c.dx(s), 1e-9 * Math.abs(c.dx(s)), 'dx continuous');
      // each side is its own motion
      const spring = Spring.withDampingRatio({
        from: p.bound, to: p.bound, velocity: friction.dx(s), stiffness: p.stiffness, dampingRatio: p.dampingRatio,
      });
      for (const t of [0, s / 3, s / 2, before]) {
        assert.deepEqual(c.at(t), friction.at(t), `before the switch, t=${t}`);
      }
      for (const t of [s, s + 0.01, s + 0.3, s + 2]) {
        assert.deepEqual(c.at(t), spring.at(t - s), `after the switch, t=${t}`);
      }
      close(c.x(Infinity), p.bound, 1e-9, 'comes to rest on the bound');
    });
  }

  test('flingToSpring starting out of bounds is a spring back', () => {
    const c = Composite.flingToSpring({ from: 600, velocity: 100, drag: 0.1, min: 0, max: 500, stiffness: 200 });
    assert.deepEqual(c.switchTimes, [0]);
    const spring = Spring.withDampingRatio({ from: 600, to: 500, velocity: 100, stiffness: 200, dampingRatio: 1 });
    for (const t of [0, 0.1, 0.5, 2]) assert.deepEqual(c.at(t), spring.at(t));
  });

  test('fall: gravity until the landing, then a spring with the impact velocity', () => {
    const c = Composite.fall({ from: 0, velocity: -100, acceleration: 1000, landing: 300, stiffness: 300, dampingRatio: 0.5 });
    const [, s] = c.switchTimes;
    const g = new Gravity({ from: 0, velocity: -100, acceleration: 1000 });
    assert.equal(s, g.timeAt(300));
    assert.equal(c.x(s), 300);
    assert.equal(c.dx(s), g.dx(s));
    close(c.x(nextDown(s)), 300, 1e-12 * 300, 'x continuous');
    close(c.dx(nextDown(s)), c.dx(s), 1e-9 * Math.abs(c.dx(s)), 'dx continuous');
    const spring = Spring.withDampingRatio({ from: 300, to: 300, velocity: g.dx(s), stiffness: 300, dampingRatio: 0.5 });
    for (const t of [s + 0.05, s + 1]) assert.deepEqual(c.at(t), spring.at(t - s));
    for (const t of [0.1, s / 2]) assert.deepEqual(c.at(t), g.at(t));
  });
});

describe('MotionBatch.sample equals each motion\'s at()', () => {
  test('mixed kinds and start times, several instants', () => {
    const ms = [
      new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 }),
      new Spring({ from: 10, to: -5, velocity: 80, mass: 2, stiffness: 50, damping: 1 }),
      new Friction({ from: 0, velocity: 1000, drag: 0.135 }),
      Friction.toStopAt({ from: 0, velocity: 1000, to: 640 }),
      new Gravity({ from: 0, velocity: -100, acceleration: 981 }),
      new BouncingGravity({ from: 0, acceleration: 2000, floor: 500, restitution: 0.5 }),
      new ExponentialRate({ from: 0, velocity: 1500, lambda: 3 }),
      ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 }),
      Spring.withDuration({ from: 0, to: 1, duration: 0.5, bounce: 0.2 }),
    ];
    const starts = ms.map((_, i) => 0.1 * i - 0.3);
    const batch = new MotionBatch(ms.length + 2);
    try {
      assert.equal(batch.capacity, ms.length + 2);
      ms.forEach((m, i) => batch.set(i, m, starts[i]));
      for (const now of [-1, 0, 0.05, 0.25, 0.7, 1.3, 4, 100, Infinity]) {
        const { x, dx } = batch.sample(now);
        assert.equal(x.length, ms.length + 2);
        ms.forEach((m, i) => {
          const want = m.at(now - starts[i]);
          assert.equal(x[i], want.x, `motion ${i} x at now=${now}`);
          assert.equal(dx[i], want.dx, `motion ${i} dx at now=${now}`);
        });
        // slots never set hold a body at rest at 0
        assert.deepEqual([x[ms.length], dx[ms.length], x[ms.length + 1], dx[ms.length + 1]], [0, 0, 0, 0]);
      }
    } finally {
      batch.dispose();
    }
  });

  test('default start 0, count, overwriting a slot, the same motion twice', () => {
    const a = new Spring({ from: 0, to: 1, stiffness: 100, damping: 5 });
    const b = new Friction({ from: 2, velocity: 9, drag: 0.5 });
    const batch = new MotionBatch(4);
    try {
      batch.set(0, a);
      batch.set(1, a, 0.2);
      batch.set(2, b);
      batch.set(3, a);
      batch.set(3, b, -1);  // replaces
      const { x, dx } = batch.sample(0.4);
      assert.deepEqual(Array.from(x), [a.x(0.4), a.x(0.4 - 0.2), b.x(0.4), b.x(0.4 + 1)]);
      assert.deepEqual(Array.from(dx), [a.dx(0.4), a.dx(0.4 - 0.2), b.dx(0.4), b.dx(0.4 + 1)]);
      const some = batch.sample(0.4, 2);
      assert.equal(some.x.length, 2);
      assert.deepEqual(Array.from(some.x), [a.x(0.4), a.x(0.2)]);
      assert.equal(batch.sample(0.4, 0).x.length, 0);
    } finally {
      batch.dispose();
    }
  });

  test('a batch holds a copy: later use of the motion does not change it', () => {
    const a = new Spring({ from: 0, to: 1, stiffness: 100, damping: 5 });
    const batch = new MotionBatch(1);
    batch.set(0, a);
    const first = batch.sample(0.3).x[0];
    new Spring({ from: 50, to: 60, stiffness: 10, damping: 1 }).x(0.3);  // rewrites the scratch slot
    assert.equal(batch.sample(0.3).x[0], first);
    assert.equal(first, a.x(0.3));
    batch.dispose();
  });
});

describe('SpringGroup.step', () => {
  const omega = 13;
  for (const dampingRatio of [0, 0.3, 1, 2.5]) {
    test(`n steps of dt equal Spring.withDampingRatio(...).at(n dt), dampingRatio ${dampingRatio}`, () => {
      const x0 = [0, 100, -50, 3.5, 1e3, 0.25];
      const v0 = [0, -200, 900, 0, 40, -3];
      const target = [100, 100, 0, -3.5, 0, 0.75];
      const n = x0.length;
      const group = new SpringGroup(n);
      try {
        assert.equal(group.count, n);
        group.x.set(x0);
        group.velocity.set(v0);
        group.target.set(target);
        const dt = 1 / 60;
        for (let step = 1; step <= 180; step++) {
          group.step(dt, { angularFrequency: omega, dampingRatio });
          if (step % 30 !== 0 && step !== 1) continue;
          const x = group.x;
          const v = group.velocity;
          for (let i = 0; i < n; i++) {
            const s = Spring.withDampingRatio({
              from: x0[i], to: target[i], velocity: v0[i], mass: 1, stiffness: omega * omega, dampingRatio,
            });
            const want = s.at(step * dt);
            const scale = Math.abs(x0[i] - target[i]) + Math.abs(v0[i]) / omega + Math.abs(target[i]);
            close(x[i], want.x, 1e-12 * step * scale + 1e-300, `spring ${i} x after ${step} steps`);
            close(v[i], want.dx, 1e-12 * step * scale * omega + 1e-300, `spring ${i} velocity after ${step} steps`);
          }
        }
        assert.deepEqual(Array.from(group.target), target, 'targets are not touched');
      } finally {
        group.dispose();
      }
    });
  }

  test('every spring of a group, in any lane of the SIMD loop or its tail, gets the bits of the one-spring formula', () => {
    // The transition's coefficients, read by stepping unit states: (x, v) = (1, 0) gives (pp, vp),
    // (0, 1) gives (pv, vv). Each spring must then be target + (pp u + pv v), vp u + vv v with
    // u = x - target, in that order (IEEE doubles in JavaScript are the same operations).
    const step = { angularFrequency: 17, dampingRatio: 0.4 };
    const dt = 1 / 120;
    const unit = new SpringGroup(2);
    let pp, pv, vp, vv;
    try {
      unit.x.set([1, 0]);
      unit.velocity.set([0, 1]);
      unit.step(dt, step);
      [pp, pv] = unit.x;
      [vp, vv] = unit.velocity;
    } finally {
      unit.dispose();
    }
    for (const n of [1, 3, 4, 5, 7, 8, 11, 33]) {
      const group = new SpringGroup(n);
      try {
        const x = Array.from({ length: n }, (_, i) => (i * 37.3) % 101 - 50);
        const v = Array.from({ length: n }, (_, i) => ((i * 911) % 577) - 288.5);
        const target = Array.from({ length: n }, (_, i) => (i % 3) * 125.25);
        group.x.set(x);
        group.velocity.set(v);
        group.target.set(target);
        group.step(dt, step);
        for (let i = 0; i < n; i++) {
          const u = x[i] - target[i];
          assert.equal(group.x[i], target[i] + (pp * u + pv * v[i]), `n ${n}: spring ${i} x`);
          assert.equal(group.velocity[i], vp * u + vv * v[i], `n ${n}: spring ${i} velocity`);
        }
      } finally {
        group.dispose();
      }
    }
  });

  test('step(0) changes nothing; the views are live', () => {
    const group = new SpringGroup(3);
    try {
      assert.deepEqual(Array.from(group.x), [0, 0, 0]);
      group.x[1] = 5;
      group.velocity[2] = -7;
      group.target.fill(1);
      group.step(0, { angularFrequency: 10, dampingRatio: 1 });
      assert.deepEqual(Array.from(group.x), [0, 5, 0]);
      assert.deepEqual(Array.from(group.velocity), [0, 0, -7]);
      group.step(1e3, { angularFrequency: 10, dampingRatio: 1 });
      for (const x of group.x) close(x, 1, 1e-12, 'settled on the target');
    } finally {
      group.dispose();
    }
  });
});

describe('the scratch slot: interleaved motions keep their own values', () => {
  test('interleaving calls on two springs', () => {
    const a = new Spring({ from: 0, to: 100, velocity: 0, stiffness: 170, damping: 26 });
    const ax = a.x(0.25);
    const adx = a.dx(0.25);
    const b = new Spring({ from: -40, to: 7, velocity: 300, stiffness: 60, damping: 3 });
    const bx = b.x(0.25);
    const bdx = b.dx(0.25);
    assert.notEqual(ax, bx);
    for (let i = 0; i < 5; i++) {
      assert.equal(a.x(0.25), ax);
      assert.equal(b.x(0.25), bx);
      assert.equal(a.dx(0.25), adx);
      assert.equal(b.dx(0.25), bdx);
      assert.deepEqual(a.at(0.25), { x: ax, dx: adx });
      assert.deepEqual(b.at(0.25), { x: bx, dx: bdx });
    }
    // identical to freshly made twins
    assert.equal(new Spring({ from: 0, to: 100, velocity: 0, stiffness: 170, damping: 26 }).x(0.25), ax);
    assert.equal(new Spring({ from: -40, to: 7, velocity: 300, stiffness: 60, damping: 3 }).x(0.25), bx);
  });

  test('every other kind of call in between', () => {
    const a = new Spring({ from: 0, to: 100, velocity: 0, stiffness: 170, damping: 26 });
    const f = new Friction({ from: 0, velocity: 1000, drag: 0.135 });
    const g = new Gravity({ from: 0, velocity: 0, acceleration: 1000 });
    const bg = new BouncingGravity({ from: 0, acceleration: 2000, floor: 500, restitution: 0.5 });
    const c = Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 });
    const e = ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 });
    const want = new Map([
      [a, a.at(0.3)], [f, f.at(0.3)], [g, g.at(0.3)], [bg, bg.at(0.3)], [c, c.at(0.3)], [e, e.at(0.3)],
    ]);
    const checkAll = (after) => {
      for (const [m, w] of want) {
        assert.deepEqual(m.at(0.3), w, `${m.constructor.name} after ${after}`);
        assert.equal(a.x(0.3), want.get(a).x, `the spring right after ${m.constructor.name}, after ${after}`);
      }
    };
    const between = {
      'a new Spring': () => new Spring({ from: 1, to: 2, stiffness: 3, damping: 4 }),
      'Spring.withDuration': () => Spring.withDuration({ from: 1, to: 2, duration: 1 }),
      'a failing factory': () => assert.throws(() => new Spring({ from: 1, to: 2, stiffness: -3, damping: 4 }), RangeError),
      'a failing Composite': () => assert.throws(() => Composite.fall({ from: 0, acceleration: 10, landing: -5, stiffness: 3 }), RangeError),
      'Friction.timeAt': () => f.timeAt(300),
      'Gravity.timeAt': () => g.timeAt(300),
      'BouncingGravity.impactTime': () => bg.impactTime(2),
      'lambertW': () => lambertW(3),
      'a Composite factory': () => Composite.fall({ from: 0, acceleration: 10, landing: 5, stiffness: 3 }),
      'MotionBatch set/sample/dispose': () => {
        const batch = new MotionBatch(2);
        batch.set(0, f);
        batch.set(1, g, 0.1);
        batch.sample(1);
        batch.dispose();
      },
      'SpringGroup.step': () => {
        const group = new SpringGroup(4);
        group.x.fill(3);
        group.step(1 / 60, { angularFrequency: 20, dampingRatio: 0.5 });
        group.dispose();
      },
    };
    checkAll('construction');
    for (const [name, call] of Object.entries(between)) {
      call();
      checkAll(name);
    }
  });

  test('motions keep their values across wasm memory growth', () => {
    const a = new Spring({ from: 0, to: 100, velocity: 0, stiffness: 170, damping: 26 });
    const b = new Friction({ from: 0, velocity: 1000, drag: 0.135 });
    const wa = a.at(0.3);
    const wb = b.at(0.3);
    b.x(0.1);  // b owns the slot
    // 2e5 motions are several megabytes: more than the initial heap has free
    const big = new MotionBatch(200000);
    try {
      big.set(199999, a, 0);
      assert.equal(big.sample(0.3).x[199999], wa.x);
      assert.deepEqual(b.at(0.3), wb);
      assert.deepEqual(a.at(0.3), wa);
      const s = new Spring({ from: 3, to: 4, stiffness: 5, damping: 6 });
      assert.equal(s.x(0), 3);
      assert.deepEqual(a.at(0.3), wa);
    } finally {
      big.dispose();
    }
  });
});

test('init() returns the same promise every time', async () => {
  const p1 = init();
  const p2 = init();
  assert.ok(p1 instanceof Promise);
  assert.equal(p1, p2);
  assert.equal(await p1, undefined);
  assert.equal(init(), p1);
  // and everything still works after calling it again
  assert.equal(new Spring({ from: 1, to: 1, stiffness: 1, damping: 1 }).x(5), 1);
});
