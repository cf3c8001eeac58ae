// The scrolling layer through the JavaScript API (web/src/scroll.js):
// snapMotion, chooseSnap, scrollMotion, rubberBand / rubberBandInverse and
// VelocityTracker. Every expected value is computed here, independently of
// the library: closed forms written out in JavaScript (friction, critically
// damped and other springs, the switch time), the projected rest position
// and a linear scan for the nearest point, exact rational arithmetic
// (BigInt) for the rubber band, and a least-squares fit done in JavaScript
// for the tracker.
//
// Each former library bug has a test of its own, named after the behaviour
// it now has.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { prng } from './prng.js';

import {
  init, Spring, Friction, scrollMotion, snapMotion, chooseSnap, rubberBand, rubberBandInverse,
  VelocityTracker,
} from 'kinema';

await init();

// ---------------------------------------------------------------------------
// helpers

const uniform = (rand, lo, hi) => lo + (hi - lo) * rand();
const logUniform = (rand, lo, hi) => Math.exp(uniform(rand, Math.log(lo), Math.log(hi)));

function close(got, want, tol, what) {
  assert.ok(Math.abs(got - want) <= tol,
    `${what}: got ${got}, want ${want} (difference ${Math.abs(got - want)} > ${tol})`);
}
/** |got - want| <= rel * max(|want|, floor). */
function rclose(got, want, rel, what, floor = 0) {
  close(got, want, rel * Math.max(Math.abs(want), floor), what);
}
function same(got, want, what) {
  assert.ok(Object.is(got, want), `${what}: got ${got}, want exactly ${want}`);
}

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);
/** One unit in the last place of max |x| (the rounding of a sum of such numbers). */
function ulpOf(...xs) {
  const m = Math.max(...xs.map(Math.abs));
  return m === 0 ? Number.MIN_VALUE : 2 ** (Math.floor(Math.log2(m)) - 52);
}
function nextDown(x) {
  f64[0] = x;
  if (x > 0) u64[0] -= 1n; else u64[0] += 1n;
  return f64[0];
}

/** Asserts that f throws `kind` (exactly) and returns the error. */
function throwsKind(kind, f, what) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof kind && e.constructor === kind, `${what}: threw ${e}, expected ${kind.name}`);
    return e;
  }
  assert.fail(`${what}: did not throw`);
}
/** A RangeError carrying `parameter` (and `status` if given), both in the message. */
function throwsRange(f, parameter, status, what = parameter) {
  const e = throwsKind(RangeError, f, what);
  assert.equal(e.parameter, parameter, `${what}: parameter`);
  assert.ok(e.message.includes(`\`${parameter}\``), `${what}: message names ${parameter}: ${e.message}`);
  if (status) assert.equal(e.status, status, `${what}: status`);
  return e;
}
/** A TypeError whose message names `name`. */
function throwsType(f, name, what = name) {
  const e = throwsKind(TypeError, f, what);
  assert.ok(e.message.includes(name), `${what}: message names ${name}: ${e.message}`);
  return e;
}

// --- independent closed forms -------------------------------------------------

/** Friction from p with v and ln(drag) = L: x(t) = p + v (e^(Lt) - 1) / L. */
function frictionAt(p, v, L, t) {
  return { x: L === 0 ? p + v * t : p + v * Math.expm1(L * t) / L, dx: v * Math.exp(L * t) };
}
/** The time friction (p, v, L) reaches position y, or Infinity. */
function frictionTimeAt(p, v, L, y) {
  const a = 1 + (y - p) * L / v;
  return a > 0 ? Math.log(a) / L : Infinity;
}
/** A mass-1 spring to `to` from (x0, v0), stiffness k, damping ratio z: the textbook solution. */
function springAt(to, x0, v0, k, z, t) {
  const w = Math.sqrt(k), u0 = x0 - to;
  if (z === 1) {
    const e = Math.exp(-w * t), b = v0 + w * u0;
    return { x: to + e * (u0 + b * t), dx: e * (v0 - w * b * t) };
  }
  if (z < 1) {
    const wd = w * Math.sqrt(1 - z * z), a = z * w, e = Math.exp(-a * t);
    const B = (v0 + a * u0) / wd, c = Math.cos(wd * t), s = Math.sin(wd * t);
    return { x: to + e * (u0 * c + B * s), dx: e * ((B * wd - a * u0) * c - (u0 * wd + a * B) * s) };
  }
  const q = w * Math.sqrt(z * z - 1), r1 = -z * w + q, r2 = -z * w - q;
  const A = (v0 - r2 * u0) / (r1 - r2), B = u0 - A;
  return { x: to + A * Math.exp(r1 * t) + B * Math.exp(r2 * t), dx: A * r1 * Math.exp(r1 * t) + B * r2 * Math.exp(r2 * t) };
}

/** Index of the point nearest to y by a linear scan, ties to the lower index. */
function nearestIndex(points, y) {
  let best = 0;
  for (let i = 1; i < points.length; i++) if (Math.abs(points[i] - y) < Math.abs(points[best] - y)) best = i;
  return best;
}

// --- exact rationals (BigInt), for the rubber band ------------------------------

const bits = new DataView(new ArrayBuffer(8));
/** The exact value of a finite double as a rational {n, d} (d a power of two). */
function Q(v) {
  assert.ok(Number.isFinite(v));
  bits.setFloat64(0, v);
  const hi = bits.getUint32(0), lo = bits.getUint32(4);
  const sign = hi >>> 31 ? -1n : 1n, exp = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e;
  if (exp === 0) e = -1074; else { m |= 1n << 52n; e = exp - 1075; }
  return e >= 0 ? { n: sign * (m << BigInt(e)), d: 1n } : { n: sign * m, d: 1n << BigInt(-e) };
}
const qadd = (a, b) => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const qsub = (a, b) => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const qmul = (a, b) => ({ n: a.n * b.n, d: a.d * b.d });
const qdiv = (a, b) => (b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n });
const bitLength = (x) => (x === 0n ? 0 : x.toString(2).length);
/** A rational to the nearest double (to within an ulp: enough for error measures). */
function qnum({ n, d }) {
  if (n === 0n) return 0;
  const neg = n < 0n, a = neg ? -n : n;
  const shift = bitLength(a) - bitLength(d) - 64;  // quotient of ~64 bits
  const q = shift >= 0 ? a / (d << BigInt(shift)) : (a << BigInt(-shift)) / d;
  let r = Number(q), s = shift;
  while (s > 0) { const k = Math.min(s, 1000); r *= 2 ** k; s -= k; }
  while (s < 0) { const k = Math.min(-s, 1000); r /= 2 ** k; s += k; }
  return neg ? -r : r;
}
/** |got - exact| / |exact|, exactly (then rounded). */
function relErr(got, exact) {
  return Math.abs(qnum(qdiv(qsub(Q(got), exact), exact)));
}
/** The band c x d / (d + c x) and its inverse d f / (c (d - |f|)), exactly. */
const exactBand = (x, d, c) => qdiv(qmul(qmul(Q(c), Q(x)), Q(d)), qadd(Q(d), qmul(Q(c), Q(Math.abs(x)))));
const exactInverse = (f, d, c) => qdiv(qmul(Q(d), Q(f)), qmul(Q(c), qsub(Q(d), Q(Math.abs(f)))));

// ---------------------------------------------------------------------------
// snapMotion

describe('snapMotion', () => {
  // Brisk flings towards their target: the time constant |distance / velocity|
  // is at most the default maxTimeConstant, 0.5 s.
  function fastCases() {
    const rand = prng(1);
    const cases = [
      { position: 0, velocity: 2000, target: 640 },
      { position: 120, velocity: 600, target: 400 },
      { position: -250.5, velocity: -1e4, target: -1234.25 },
      { position: 1e5, velocity: 3, target: 1e5 + 1.5 },          // exactly 0.5 s
      { position: 7, velocity: 1e7, target: 7.001 },              // very short, very fast
    ];
    for (let i = 0; i < 60; i++) {
      const sign = rand() < 0.5 ? -1 : 1;
      const distance = sign * logUniform(rand, 0.5, 5000);
      const tc = logUniform(rand, 1e-3, 0.5);
      const position = uniform(rand, -2e4, 2e4);
      cases.push({ position, velocity: distance / tc, target: position + distance });
    }
    return cases;
  }

  test('a brisk fling is a Friction that keeps the release velocity bit for bit and rests on the target', () => {
    for (const c of fastCases()) {
      const m = snapMotion(c);
      const what = JSON.stringify(c);
      assert.ok(m instanceof Friction, `${what}: a Friction`);
      same(m.dx(0), c.velocity, `${what}: dx(0)`);
      same(m.x(0), c.position, `${what}: x(0)`);
      const scale = Math.max(Math.abs(c.target), Math.abs(c.target - c.position));
      close(m.restPosition, c.target, 1e-12 * scale, `${what}: rest position`);
      close(m.x(Infinity), c.target, 1e-12 * scale, `${what}: x(Infinity)`);
      assert.ok(Number.isFinite(m.settleTime) && m.done(m.settleTime), `${what}: done eventually`);
    }
  });

  test('the friction landing is x(t) = p + d (1 - e^(-t/tau)), tau = d / v, and never passes the target', () => {
    for (const c of fastCases()) {
      const m = snapMotion(c);
      const what = JSON.stringify(c);
      const d = c.target - c.position, tau = d / c.velocity, sign = Math.sign(d);
      const scale = Math.max(Math.abs(c.position), Math.abs(c.target));
      let previous = c.position;
      for (const k of [1e-6, 1e-3, 0.05, 0.3, 1, 2, 5, 10, 30, 100, 1e3, 1e6]) {
        const t = k * tau;
        const x = m.x(t);
        close(x, c.position - d * Math.expm1(-t / tau), 1e-12 * scale, `${what}: x(${k} tau)`);
        rclose(m.dx(t), c.velocity * Math.exp(-t / tau), 1e-12, `${what}: dx(${k} tau)`, Math.abs(c.velocity) * 1e-300);
        // Never past the target by more than rounding (exactly: the test after this one).
        assert.ok(sign * (x - c.target) <= ulpOf(c.target), `${what}: x(${k} tau) = ${x} passes the target ${c.target}`);
        assert.ok(sign * (x - previous) >= -ulpOf(c.target), `${what}: x(${k} tau) moves backwards`);
        previous = x;
      }
    }
  });

  test('the friction landing never ends past its target, not even by an ulp', () => {
    for (const c of fastCases()) {
      const m = snapMotion(c);
      const d = c.target - c.position, tau = d / c.velocity, sign = Math.sign(d);
      for (const k of [1, 10, 30, 50, 100, 1e3, 1e6]) {
        assert.ok(sign * (m.x(k * tau) - c.target) <= 0, `${JSON.stringify(c)}: x(${k} tau) = ${m.x(k * tau)} passes ${c.target}`);
      }
    }
  });

  test('the friction landing rests exactly on its target', () => {
    same(snapMotion({ position: -1180.240695402124, velocity: 2209.2953692589476, target: -217.26388901776704 }).restPosition, -217.26388901776704, 'restPosition');
    for (const c of fastCases()) {
      const m = snapMotion(c);
      same(m.restPosition, c.target, `${JSON.stringify(c)}: restPosition`);
      same(m.x(Infinity), c.target, `${JSON.stringify(c)}: x(Infinity)`);
    }
  });

  // Velocity away from the target, zero, or too weak for the time constant.
  function springCases() {
    const rand = prng(2);
    const cases = [
      { position: 0, velocity: -2000, target: 640 },               // away
      { position: 500, velocity: 0, target: 400 },                 // no velocity
      { position: 0, velocity: 100, target: 640 },                 // tau 6.4 s: too weak
      { position: 1e5, velocity: 2.999, target: 1e5 + 1.5 },       // just over 0.5 s
      { position: 0, velocity: 2000, target: 640, maxTimeConstant: 0.3 },  // tau 0.32 s
      { position: 40, velocity: 900, target: 40, stiffness: 450 }, // already there, moving
      { position: -3, velocity: 1e4, target: -900, stiffness: 50, tolerance: { distance: 0.25, velocity: 0.5 } },
    ];
    for (let i = 0; i < 40; i++) {
      const position = uniform(rand, -1e4, 1e4), distance = uniform(rand, -3000, 3000);
      const away = rand() < 0.5;
      const speed = away ? logUniform(rand, 1, 1e4) : Math.abs(distance) / logUniform(rand, 0.51, 100);
      const velocity = (away ? -1 : 1) * Math.sign(distance) * speed;
      cases.push({ position, velocity, target: position + distance, stiffness: logUniform(rand, 20, 2000) });
    }
    return cases;
  }

  test('away, zero or too weak: a critically damped Spring from the release state', () => {
    for (const c of springCases()) {
      const m = snapMotion(c);
      const what = JSON.stringify(c);
      const k = c.stiffness ?? 300;
      assert.ok(m instanceof Spring, `${what}: a Spring`);
      assert.equal(m.regime, 'critical', `${what}: regime`);
      assert.equal(m.dampingRatio, 1, `${what}: dampingRatio`);
      assert.equal(m.mass, 1, `${what}: mass`);
      assert.equal(m.stiffness, k, `${what}: stiffness`);
      assert.equal(m.to, c.target, `${what}: to`);
      // x(0) is to + (from - to): exact up to that rounding (exactly: 'the fallback spring starts exactly…').
      close(m.x(0), c.position, ulpOf(c.position, c.target), `${what}: x(0)`);
      same(m.dx(0), c.velocity, `${what}: dx(0)`);
      same(m.x(Infinity), c.target, `${what}: x(Infinity)`);
      // The textbook critically damped solution.
      const w = Math.sqrt(k);
      const scale = Math.max(Math.abs(c.target - c.position), Math.abs(c.velocity) / w, 1e-300);
      for (const t of [0.001, 0.01, 0.05, 0.1, 0.3, 1, 3]) {
        const want = springAt(c.target, c.position, c.velocity, k, 1, t);
        close(m.x(t), want.x, 1e-9 * scale + 1e-12 * Math.abs(c.target), `${what}: x(${t})`);
        close(m.dx(t), want.dx, 1e-9 * scale * w, `${what}: dx(${t})`);
      }
      // Done eventually, at the target within the tolerance, and from then on.
      const tol = { distance: 1e-3, velocity: 1e-3, ...c.tolerance };
      const T = m.settleTime;
      assert.ok(Number.isFinite(T) && T > 0 && m.done(T) && !m.done(T * 0.999), `${what}: settleTime ${T}`);
      for (const t of [T, T * 1.01, T * 1.5, T * 3, T * 10]) {
        // At the settle time itself the bound is met with equality, up to rounding.
        assert.ok(Math.abs(m.x(t) - c.target) <= tol.distance * (1 + 1e-9), `${what}: |x(${t}) - target| = ${Math.abs(m.x(t) - c.target)}`);
        assert.ok(Math.abs(m.dx(t)) <= tol.velocity * (1 + 1e-9), `${what}: |dx(${t})| = ${Math.abs(m.dx(t))}`);
      }
    }
  });

  test('the fallback spring starts exactly at the release position', () => {
    same(snapMotion({ position: 37.512859019533636, velocity: -1, target: 300 }).x(0), 37.512859019533636, 'x(0)');
    for (const c of springCases()) same(snapMotion(c).x(0), c.position, `${JSON.stringify(c)}: x(0)`);
  });

  test('maxTimeConstant is the switch: tau equal to it lands by friction, just over it springs', () => {
    // tau = 1000 / 2000 = 0.5 exactly.
    assert.ok(snapMotion({ position: 0, velocity: 2000, target: 1000 }) instanceof Friction);
    assert.ok(snapMotion({ position: 0, velocity: 1999.9999, target: 1000 }) instanceof Spring);
    assert.ok(snapMotion({ position: 0, velocity: 1000, target: 1000, maxTimeConstant: 1 }) instanceof Friction);
    assert.ok(snapMotion({ position: 0, velocity: 1000, target: 1000, maxTimeConstant: 0.999 }) instanceof Spring);
    assert.ok(snapMotion({ position: 0, velocity: 1e-3, target: 1e3, maxTimeConstant: 1e7 }) instanceof Friction);
  });

  test('errors name the option', () => {
    const ok = { position: 0, velocity: 100, target: 50 };
    for (const key of ['position', 'velocity', 'target']) {
      throwsRange(() => snapMotion({ ...ok, [key]: NaN }), key, 'not_finite', `${key} NaN`);
      throwsRange(() => snapMotion({ ...ok, [key]: -Infinity }), key, 'not_finite', `${key} -Infinity`);
      const { [key]: _, ...missing } = ok;
      throwsType(() => snapMotion(missing), key, `missing ${key}`);
      throwsType(() => snapMotion({ ...ok, [key]: '1' }), key, `${key} string`);
    }
    throwsRange(() => snapMotion({ ...ok, stiffness: 0 }), 'stiffness', 'out_of_range');
    throwsRange(() => snapMotion({ ...ok, stiffness: NaN }), 'stiffness', 'not_finite');
    throwsRange(() => snapMotion({ ...ok, maxTimeConstant: -1 }), 'maxTimeConstant', 'out_of_range');
    throwsRange(() => snapMotion({ ...ok, maxTimeConstant: Infinity }), 'maxTimeConstant', 'not_finite');
    throwsRange(() => snapMotion({ ...ok, tolerance: { distance: 0 } }), 'tolerance.distance', 'out_of_range');
    throwsType(() => snapMotion({ ...ok, drag: 0.5 }), 'drag', 'unknown key');
    throwsType(() => snapMotion(), 'options', 'no options');
    // Still usable after errors.
    same(snapMotion(ok).dx(0), 100, 'after errors');
  });
});

// ---------------------------------------------------------------------------
// chooseSnap

describe('chooseSnap', () => {
  const restOf = (position, velocity, drag) => position + velocity / -Math.log(drag);

  function randomCase(rand) {
    const n = 1 + Math.floor(rand() * 12);
    const points = [];
    let p = uniform(rand, -5000, 5000);
    for (let i = 0; i < n; i++) { points.push(p); p += logUniform(rand, 1, 2000); }
    const position = uniform(rand, points[0] - 500, points[n - 1] + 500);
    const velocity = rand() < 0.1 ? 0 : uniform(rand, -6000, 6000);
    const drag = [0.135, 0.5, 0.01, 0.9, 0.998, 1e-6][Math.floor(rand() * 6)];
    return { points, position, velocity, drag };
  }
  /** Whether y is within a hair of a midpoint (rounding could go either way). */
  function nearTie(points, y) {
    for (let i = 1; i < points.length; i++) {
      const mid = (points[i - 1] + points[i]) / 2;
      if (Math.abs(y - mid) <= 1e-9 * Math.max(Math.abs(mid), 1)) return true;
    }
    return false;
  }

  test('nearest: the point nearest to the projected rest position + velocity / -ln(drag)', () => {
    const rand = prng(3);
    let checked = 0;
    for (let i = 0; i < 3000; i++) {
      const c = randomCase(rand);
      const rest = restOf(c.position, c.velocity, c.drag);
      if (nearTie(c.points, rest)) continue;
      const want = nearestIndex(c.points, rest);
      assert.equal(chooseSnap(c), want, `${JSON.stringify(c)}: rest ${rest}`);
      assert.equal(chooseSnap({ ...c, mode: 'nearest' }), want, 'mode nearest is the default');
      assert.equal(chooseSnap({ ...c, points: Float64Array.from(c.points) }), want, 'typed array points');
      checked++;
    }
    assert.ok(checked > 2900, `${checked} cases checked`);
  });

  test('hand-worked cases: default drag 0.135, ties, velocity 0, drag 1', () => {
    const points = [0, 100, 200, 300, 400];
    // rest = 10 + 500 / 2.00248... = 259.69: 300 is 40.3 away, 200 is 59.7.
    assert.equal(chooseSnap({ points, position: 10, velocity: 500 }), 3);
    assert.equal(chooseSnap({ points, position: 10, velocity: 500, drag: 0.5 }), 4);  // 10 + 721.3
    assert.equal(chooseSnap({ points, position: 390, velocity: -300 }), 2);           // 240.2
    assert.equal(chooseSnap({ points, position: 149, velocity: 0 }), 1);
    assert.equal(chooseSnap({ points, position: 151, velocity: 0 }), 2);
    assert.equal(chooseSnap({ points, position: 150, velocity: 0 }), 1, 'a tie goes to the lower point');
    assert.equal(chooseSnap({ points, position: -1e6, velocity: 0 }), 0);
    assert.equal(chooseSnap({ points, position: 1e6, velocity: 0 }), 4);
    assert.equal(chooseSnap({ points, position: 10, velocity: 1e-9, drag: 1 }), 4, 'drag 1 projects to the far end');
    assert.equal(chooseSnap({ points, position: 390, velocity: -1e-9, drag: 1 }), 0, 'drag 1 projects to the far end');
    assert.equal(chooseSnap({ points, position: 10, velocity: 1e308, drag: 0.999999 }), 4, 'an overflowing projection');
    assert.equal(chooseSnap({ points: [42], position: -1e9, velocity: -1e9 }), 0, 'one point');
  });

  test('page: at most one point away from the point nearest to start (default: position)', () => {
    const rand = prng(4);
    let moved = 0;
    for (let i = 0; i < 3000; i++) {
      const c = randomCase(rand);
      const start = rand() < 0.3 ? undefined : uniform(rand, c.points[0] - 100, c.points[c.points.length - 1] + 100);
      const from = start ?? c.position;
      const rest = restOf(c.position, c.velocity, c.drag);
      if (nearTie(c.points, rest) || nearTie(c.points, from)) continue;
      const home = nearestIndex(c.points, from);
      const want = Math.min(Math.max(nearestIndex(c.points, rest), home - 1), home + 1);
      const got = chooseSnap({ ...c, mode: 'page', start });
      assert.equal(got, want, `${JSON.stringify({ ...c, start })}`);
      assert.ok(Math.abs(got - home) <= 1);
      if (got !== home) moved++;
    }
    assert.ok(moved > 500, `pages turned in ${moved} cases`);
    const points = [0, 100, 200, 300, 400, 500, 600];
    assert.equal(chooseSnap({ points, position: 310, velocity: 1e5, mode: 'page', start: 300 }), 4);
    assert.equal(chooseSnap({ points, position: 310, velocity: -1e5, mode: 'page', start: 300 }), 2);
    assert.equal(chooseSnap({ points, position: 310, velocity: 0, mode: 'page', start: 300 }), 3);
    assert.equal(chooseSnap({ points, position: 380, velocity: 1e5, mode: 'page' }), 5, 'start defaults to position');
    assert.equal(chooseSnap({ points, position: 380, velocity: 1e5, mode: 'page', start: 0 }), 1);
    assert.equal(chooseSnap({ points, position: 380, velocity: 1e5, mode: 'nearest', start: 0 }), 6, 'start is ignored by nearest');
  });

  test('errors name the option', () => {
    const ok = { points: [0, 100, 200], position: 0, velocity: 0 };
    throwsRange(() => chooseSnap({ ...ok, points: [0, 200, 100] }), 'points[2]', 'out_of_range', 'unsorted');
    const e = throwsRange(() => chooseSnap({ ...ok, points: [5, 4] }), 'points[1]', 'out_of_range', 'unsorted');
    assert.equal(e.value, 4);
    throwsRange(() => chooseSnap({ ...ok, points: [] }), 'points', 'out_of_range', 'empty');
    throwsRange(() => chooseSnap({ ...ok, points: new Float64Array(0) }), 'points', 'out_of_range', 'empty typed');
    throwsRange(() => chooseSnap({ ...ok, points: [0, NaN] }), 'points[1]', 'not_finite', 'NaN point');
    throwsRange(() => chooseSnap({ ...ok, points: [0, Infinity] }), 'points[1]', 'not_finite', 'infinite point');
    for (const key of ['position', 'velocity', 'drag', 'start']) {
      throwsRange(() => chooseSnap({ ...ok, [key]: Infinity }), key, 'not_finite', `${key} Infinity`);
      throwsType(() => chooseSnap({ ...ok, [key]: '0' }), key, `${key} string`);
    }
    for (const key of ['position', 'velocity', 'drag']) {
      throwsRange(() => chooseSnap({ ...ok, [key]: NaN }), key, 'not_finite', `${key} NaN`);
    }
    throwsRange(() => chooseSnap({ ...ok, drag: 0 }), 'drag', 'out_of_range');
    throwsRange(() => chooseSnap({ ...ok, drag: 1.5 }), 'drag', 'out_of_range');
    throwsType(() => chooseSnap({ ...ok, mode: 'pages' }), 'mode', 'bad mode');
    throwsType(() => chooseSnap({ ...ok, mode: 1 }), 'mode', 'numeric mode');
    throwsType(() => chooseSnap({ ...ok, points: undefined }), 'points', 'no points');
    throwsType(() => chooseSnap({ ...ok, points: '012' }), 'points', 'string points');
    throwsType(() => chooseSnap({ ...ok, points: [0, '1'] }), 'points[1]', 'string point');
    throwsType(() => chooseSnap({ points: [0], position: 0 }), 'velocity', 'missing velocity');
    throwsType(() => chooseSnap({ ...ok, tolerance: {} }), 'tolerance', 'no tolerance option');
    throwsKind(TypeError, () => chooseSnap(null), 'null options');
    assert.equal(chooseSnap(ok), 0, 'still usable');
  });

  test('an explicit start: NaN is a RangeError naming start, not "no start"', () => {
    throwsRange(() => chooseSnap({ points: [0, 100], position: 0, velocity: 0, mode: 'page', start: NaN }), 'start', 'not_finite');
  });

  test('mode and overscroll reject Object.prototype keys', () => {
    throwsType(() => chooseSnap({ points: [0, 100], position: 0, velocity: 0, mode: 'toString' }), 'mode');
    throwsType(() => scrollMotion({ position: 0, velocity: 0, min: 0, max: 1, overscroll: 'constructor' }), 'overscroll');
  });

  test('a DataView is not accepted as points', () => {
    throwsType(() => chooseSnap({ points: new DataView(new ArrayBuffer(16)), position: 0, velocity: 0 }), 'points');
  });
});

// ---------------------------------------------------------------------------
// scrollMotion

describe('scrollMotion', () => {
  const CASES = [
    { name: 'bounce past max', o: { position: 0, velocity: 3000, min: 0, max: 500 } },
    { name: 'bounce past min', o: { position: 480, velocity: -4200, min: -20, max: 500, drag: 0.3 } },
    { name: 'bounce underdamped', o: { position: 100, velocity: 2500, min: 0, max: 600, stiffness: 120, dampingRatio: 0.4 } },
    { name: 'bounce overdamped', o: { position: 100, velocity: 2500, min: 0, max: 600, stiffness: 400, dampingRatio: 2.5 } },
    { name: 'bounce slippery', o: { position: 1e4, velocity: 900, min: 0, max: 10250, drag: 0.9 } },
    { name: 'clamp past max', o: { position: 0, velocity: 3000, min: 0, max: 500, overscroll: 'clamp' } },
    { name: 'clamp past min', o: { position: 10, velocity: -2000, min: -300, max: 50, drag: 0.02, overscroll: 'clamp' } },
    { name: 'rests inside', o: { position: 0, velocity: 500, min: 0, max: 2000 } },
    { name: 'out of bounds', o: { position: -120, velocity: -300, min: 0, max: 900 } },
    { name: 'out of bounds, clamp', o: { position: 1100, velocity: 2000, min: 0, max: 900, overscroll: 'clamp' } },
  ];
  const withDefaults = (o) => ({ drag: 0.135, stiffness: 170, dampingRatio: 1, overscroll: 'bounce', ...o });

  test('sampling at 30, 60, 120, 144 and 240 Hz gives the same positions at the common instants, to the bit', () => {
    const rates = [30, 60, 120, 144, 240];
    const other = new Spring({ from: 0, to: 1, stiffness: 300, damping: 5 });
    for (const { name, o } of CASES) {
      const m = scrollMotion(o);
      const horizon = Math.min(Math.max(m.settleTime, 1), 6);
      // A frame loop per rate: frame j at j / rate, every motion evaluated
      // in turn (another motion in between, as a page with many would).
      const frames = new Map();
      for (const rate of rates) {
        const xs = [];
        for (let j = 0; j <= horizon * rate; j++) {
          xs.push({ x: m.x(j / rate), dx: m.dx(j / rate) });
          other.x(j / rate);
        }
        frames.set(rate, xs);
      }
      // Fresh motion, instants in reverse order: the same values again.
      const fresh = scrollMotion(o);
      let compared = 0;
      for (let k = Math.floor(horizon * 30); k >= 0; k--) {
        const t = k / 30;
        const want = fresh.x(t), wantDx = fresh.dx(t);
        for (const rate of rates) {
          if ((k * rate) % 30 !== 0) continue;  // k / 30 is not a frame at this rate
          const j = (k * rate) / 30;
          same(j / rate, t, `${name}: frame ${j} at ${rate} Hz is the instant ${k}/30`);
          same(frames.get(rate)[j].x, want, `${name}: x(${k}/30) at ${rate} Hz`);
          same(frames.get(rate)[j].dx, wantDx, `${name}: dx(${k}/30) at ${rate} Hz`);
          compared++;
        }
      }
      assert.ok(compared >= 4 * 30 * horizon, `${name}: ${compared} comparisons`);
    }
  });

  test('the friction phase and the switch time are the closed forms', () => {
    for (const { name, o } of CASES) {
      const c = withDefaults(o);
      if (c.position < c.min || c.position > c.max) continue;
      const m = scrollMotion(o);
      const L = Math.log(c.drag);
      const rest = c.position - c.velocity / L;
      const bound = rest > c.max ? c.max : rest < c.min ? c.min : undefined;
      const scale = Math.max(Math.abs(c.min), Math.abs(c.max), Math.abs(c.velocity) * 1e-3);
      if (bound === undefined) {
        assert.equal(m.segmentCount, 1, `${name}: one segment`);
        close(m.x(Infinity), rest, 1e-12 * scale, `${name}: rests at the projected rest`);
        continue;
      }
      assert.equal(m.segmentCount, 2, `${name}: two segments`);
      const ts = m.switchTimes[1];
      rclose(ts, frictionTimeAt(c.position, c.velocity, L, bound), 1e-12, `${name}: switch time`);
      for (const f of [0, 0.1, 0.5, 0.9, 0.999]) {
        const want = frictionAt(c.position, c.velocity, L, f * ts);
        close(m.x(f * ts), want.x, 1e-12 * scale, `${name}: x(${f} ts)`);
        rclose(m.dx(f * ts), want.dx, 1e-12, `${name}: dx(${f} ts)`);
      }
    }
  });

  test('continuity at every switch: x and dx either side agree, and each segment starts in the state the previous one reached', () => {
    for (const { name, o } of CASES) {
      const c = withDefaults(o);
      const m = scrollMotion(o);
      const L = Math.log(c.drag);
      const times = m.switchTimes;
      same(times[0], 0, `${name}: first switch time`);
      for (let i = 1; i < times.length; i++) {
        const ts = times[i];
        assert.ok(ts > times[i - 1], `${name}: switch times increase`);
        const before = m.at(ts - 1e-9), after = m.at(ts + 1e-9);
        const scale = Math.max(Math.abs(before.x), 1);
        close(after.x, before.x, 1e-6 * scale, `${name}: x across switch ${i}`);
        if (c.overscroll === 'bounce') {
          rclose(after.dx, before.dx, 1e-6, `${name}: dx across switch ${i}`);
        } else {
          same(after.dx, 0, `${name}: clamp stops dead`);
        }
        // Exactly at the switch the new segment starts (its t = 0) in the
        // state the friction reached: independently, the friction closed form.
        const reached = frictionAt(c.position, c.velocity, L, ts);
        const at = m.at(ts);
        close(at.x, reached.x, 1e-9 * scale, `${name}: x at switch ${i}`);
        if (c.overscroll === 'bounce') rclose(at.dx, reached.dx, 1e-9, `${name}: dx at switch ${i}`);
        const bound = c.velocity > 0 ? c.max : c.min;
        close(at.x, bound, 1e-9 * scale, `${name}: the switch is at the bound`);
      }
    }
  });

  test('bounce: the spring after the switch is the textbook spring from the crossing state, and settles on the bound', () => {
    for (const { name, o } of CASES) {
      const c = withDefaults(o);
      if (c.overscroll !== 'bounce' || c.position < c.min || c.position > c.max) continue;
      const m = scrollMotion(o);
      if (m.segmentCount < 2) continue;
      const bound = c.velocity > 0 ? c.max : c.min;
      const ts = m.switchTimes[1];
      const v = m.dx(ts);
      const w = Math.sqrt(c.stiffness);
      for (const tau of [0.001, 0.02, 0.1, 0.25, 0.5, 1, 2]) {
        const want = springAt(bound, bound, v, c.stiffness, c.dampingRatio, tau);
        close(m.x(ts + tau), want.x, 1e-9 * Math.max(Math.abs(v) / w, Math.abs(bound)), `${name}: x(ts + ${tau})`);
        close(m.dx(ts + tau), want.dx, 1e-9 * Math.abs(v), `${name}: dx(ts + ${tau})`);
      }
      // It overshoots the bound, then comes back and settles on it.
      let peak = 0;
      for (let t = ts; t < ts + 2; t += 1e-3) peak = Math.max(peak, Math.sign(v) * (m.x(t) - bound));
      assert.ok(peak > 1, `${name}: overshoots by ${peak}`);
      same(m.x(Infinity), bound, `${name}: x(Infinity)`);
      const T = m.settleTime;
      assert.ok(T > ts && Number.isFinite(T) && m.done(T) && !m.done((T + ts) / 2), `${name}: settleTime ${T}`);
      for (const t of [T, T + 0.1, T + 1, T + 100]) {
        assert.ok(Math.abs(m.x(t) - bound) <= 1e-3 && Math.abs(m.dx(t)) <= 1e-3, `${name}: at rest at ${t}`);
      }
    }
  });

  test('clamp: stops dead on the bound at the crossing time and never passes it', () => {
    for (const { name, o } of CASES) {
      const c = withDefaults(o);
      if (c.overscroll !== 'clamp' || c.position < c.min || c.position > c.max) continue;
      const m = scrollMotion(o);
      assert.equal(m.segmentCount, 2, `${name}: two segments`);
      const bound = c.velocity > 0 ? c.max : c.min;
      const ts = m.switchTimes[1];
      rclose(ts, frictionTimeAt(c.position, c.velocity, Math.log(c.drag), bound), 1e-12, `${name}: switch time`);
      for (const t of [ts, ts + 1e-9, ts + 0.01, ts + 1, ts + 1e6, Infinity]) {
        same(m.x(t), bound, `${name}: x(${t})`);
        same(m.dx(t), 0, `${name}: dx(${t})`);
      }
      assert.ok(m.done(ts) && m.settleTime <= ts, `${name}: done at the stop`);
      for (let t = 0; t < ts; t += ts / 500) {
        assert.ok(c.min <= m.x(t) && m.x(t) <= c.max, `${name}: x(${t}) = ${m.x(t)} out of bounds`);
      }
    }
  });

  test('released out of bounds it springs back to the nearest bound (bounce and clamp)', () => {
    const rand = prng(5);
    for (let i = 0; i < 60; i++) {
      const min = uniform(rand, -1000, 1000), max = min + uniform(rand, 0, 3000);
      const below = rand() < 0.5;
      const position = below ? min - logUniform(rand, 0.1, 800) : max + logUniform(rand, 0.1, 800);
      const velocity = uniform(rand, -3000, 3000);
      const stiffness = logUniform(rand, 50, 800);
      const overscroll = rand() < 0.5 ? 'bounce' : 'clamp';
      const m = scrollMotion({ position, velocity, min, max, stiffness, overscroll });
      const what = JSON.stringify({ position, velocity, min, max, stiffness, overscroll });
      const bound = below ? min : max;
      assert.equal(m.segmentCount, 1, `${what}: one spring`);
      same(m.x(0), position, `${what}: x(0)`);
      same(m.dx(0), velocity, `${what}: dx(0)`);
      same(m.x(Infinity), bound, `${what}: x(Infinity)`);
      const scale = Math.max(Math.abs(position - bound), Math.abs(velocity) / Math.sqrt(stiffness));
      for (const t of [0.01, 0.1, 0.4, 1.5]) {
        const want = springAt(bound, position, velocity, stiffness, 1, t);
        close(m.x(t), want.x, 1e-9 * scale + 1e-12 * Math.abs(bound), `${what}: x(${t})`);
        close(m.dx(t), want.dx, 1e-9 * scale * Math.sqrt(stiffness), `${what}: dx(${t})`);
      }
      assert.ok(m.done(m.settleTime) && Math.abs(m.x(m.settleTime) - bound) <= 1e-3, `${what}: settles on the bound`);
    }
  });

  test('interruption: a scrollMotion started from { x(t), dx(t) } continues the same curve', () => {
    const interrupted = CASES.filter(({ o }) => (o.dampingRatio ?? 1) >= 1);
    for (const { name, o } of interrupted) {
      const m = scrollMotion(o);
      const T = Math.min(m.settleTime, 5);
      const grabs = [0.01, 0.1, 0.3, 0.6, 0.9].map((f) => f * T);
      if (m.segmentCount > 1) {
        const ts = m.switchTimes[1];
        grabs.push(ts * 0.5, ts * 0.999, ts + 0.02, ts + 0.2);  // both phases
      }
      for (const t of grabs) {
        const state = m.at(t);
        const n = scrollMotion({ ...o, position: state.x, velocity: state.dx });
        same(n.x(0), state.x, `${name}: grabbed at ${t}: x`);
        same(n.dx(0), state.dx, `${name}: grabbed at ${t}: the exact velocity`);
        const scale = Math.max(Math.abs(o.min), Math.abs(o.max), 1);
        for (const tau of [1e-3, 0.05, 0.1, 0.3, 0.7, 1.5, 4]) {
          close(n.x(tau), m.x(t + tau), 1e-9 * scale, `${name}: grabbed at ${t}, x(+${tau})`);
          close(n.dx(tau), m.dx(t + tau), 1e-9 * Math.max(Math.abs(o.velocity), 1), `${name}: grabbed at ${t}, dx(+${tau})`);
        }
        close(n.x(Infinity), m.x(Infinity), 1e-9 * scale, `${name}: grabbed at ${t}: same rest`);
      }
    }
  });

  test('retargeting: a Spring restarted from the current x and dx towards a new target keeps dx continuous', () => {
    const springs = [
      new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 }),
      new Spring({ from: 0, to: 100, stiffness: 300, damping: 8 }),
      Spring.withDampingRatio({ from: 50, to: -400, velocity: 2000, stiffness: 90, dampingRatio: 3 }),
      snapMotion({ position: 0, velocity: -500, target: 300 }),
    ];
    for (const s of springs) {
      for (const t of [0.02, 0.1, 0.37]) {
        for (const target of [300, -50, s.x(t)]) {
          const now = s.at(t);
          const r = new Spring({ from: now.x, to: target, velocity: now.dx, stiffness: s.stiffness, damping: s.damping });
          close(r.x(0), now.x, ulpOf(now.x, target), `retarget at ${t}: x`);
          same(r.dx(0), now.dx, `retarget at ${t}: dx`);
          // Either side of the switch dx differs by at most the accelerations
          // (which do jump: the target moved) times the 1e-9 s step.
          const accel = (to) => Math.abs(s.stiffness * (now.x - to) + s.damping * now.dx) / s.mass;
          close(r.dx(1e-9), s.dx(t - 1e-9), (accel(s.to) + accel(target)) * 1.01e-9 + 1e-9 * Math.max(Math.abs(now.dx), 1),
            `retarget at ${t} to ${target}: dx across`);
          // The slope of the new curve at its start is the velocity it took over.
          const h = 1e-6;
          const slope = (-r.x(2 * h) + 4 * r.x(h) - 3 * r.x(0)) / (2 * h);
          rclose(slope, now.dx, 1e-4, `retarget at ${t} to ${target}: slope`, 1);
          same(r.x(Infinity), target, 'rests on the new target');
        }
      }
    }
  });

  test('errors name the option', () => {
    const ok = { position: 0, velocity: 100, min: 0, max: 500 };
    throwsRange(() => scrollMotion({ ...ok, min: 10, max: 5 }), 'max', 'out_of_range', 'max < min');
    for (const key of ['position', 'velocity', 'min', 'max']) {
      // (position: 'a bad position is reported as `position`' below)
      if (key !== 'position') throwsRange(() => scrollMotion({ ...ok, [key]: NaN }), key, 'not_finite', `${key} NaN`);
      else throwsKind(RangeError, () => scrollMotion({ ...ok, [key]: NaN }), 'position NaN');
      const { [key]: _, ...missing } = ok;
      throwsType(() => scrollMotion(missing), key, `missing ${key}`);
    }
    throwsRange(() => scrollMotion({ ...ok, drag: 0 }), 'drag', 'out_of_range');
    throwsRange(() => scrollMotion({ ...ok, drag: 1.01 }), 'drag', 'out_of_range');
    throwsRange(() => scrollMotion({ ...ok, stiffness: -1 }), 'stiffness', 'out_of_range');
    throwsRange(() => scrollMotion({ ...ok, dampingRatio: -0.1 }), 'dampingRatio', 'out_of_range');
    throwsRange(() => scrollMotion({ ...ok, overscroll: 'clamp', drag: NaN }), 'drag', 'not_finite');
    throwsType(() => scrollMotion({ ...ok, overscroll: 'stretch' }), 'overscroll', 'bad overscroll');
    throwsType(() => scrollMotion({ ...ok, overscroll: 1 }), 'overscroll', 'numeric overscroll');
    throwsType(() => scrollMotion({ ...ok, from: 0 }), 'from', 'unknown key');
    throwsType(() => scrollMotion(42), 'options', 'not an object');
    assert.equal(scrollMotion(ok).dx(0), 100, 'still usable');
  });

  test('a bad position is reported as `position`', () => {
    throwsRange(() => scrollMotion({ position: NaN, velocity: 0, min: 0, max: 1 }), 'position', 'not_finite');
    throwsRange(() => scrollMotion({ position: Infinity, velocity: 0, min: 0, max: 1, overscroll: 'clamp' }), 'position', 'not_finite');
  });
});

// ---------------------------------------------------------------------------
// rubberBand, rubberBandInverse

describe('rubberBand', () => {
  const DIMENSIONS = [1, 320, 844, 1e4, 3.7e-3, 2.5e6];
  const COEFFICIENTS = [0.55, 0.1, 1, 3];

  test('is c x d / (d + c x) to the last bits (exact rational reference)', () => {
    const rand = prng(6);
    for (let i = 0; i < 3000; i++) {
      const d = DIMENSIONS[i % DIMENSIONS.length], c = COEFFICIENTS[(i >> 3) % COEFFICIENTS.length];
      const x = (rand() < 0.5 ? -1 : 1) * logUniform(rand, 1e-200, 1e12) * d;
      const f = rubberBand(x, d, c);
      assert.ok(relErr(f, exactBand(x, d, c)) <= 1e-15, `rubberBand(${x}, ${d}, ${c}) = ${f}`);
      const g = (rand() < 0.5 ? -1 : 1) * d * (1 - logUniform(rand, 1e-15, 1));
      const y = rubberBandInverse(g, d, c);
      assert.ok(relErr(y, exactInverse(g, d, c)) <= 1e-15, `rubberBandInverse(${g}, ${d}, ${c}) = ${y}`);
    }
    // The default coefficient is 0.55 (iOS).
    same(rubberBand(123, 844), rubberBand(123, 844, 0.55), 'default coefficient');
    same(rubberBandInverse(123, 844), rubberBandInverse(123, 844, 0.55), 'default coefficient');
  });

  test('round trips both ways to 1e-12 over a wide range', () => {
    const rand = prng(7);
    for (let i = 0; i < 5000; i++) {
      const d = DIMENSIONS[i % DIMENSIONS.length], c = COEFFICIENTS[(i >> 2) % COEFFICIENTS.length];
      const sign = rand() < 0.5 ? -1 : 1;
      // overscroll -> band -> overscroll, from 1e-200 px up to 1000 viewports
      // (beyond that the band is within an ulp or so of d, and no inverse can
      // recover x from it: the condition number is 1 + c x / d).
      const x = sign * logUniform(rand, 1e-200, 1e3) * d;
      rclose(rubberBandInverse(rubberBand(x, d, c), d, c), x, 1e-12, `x ${x}, d ${d}, c ${c}`);
      // band -> overscroll -> band, over the whole open interval (-d, d),
      // up to the double just below d.
      const f = sign * d * (1 - logUniform(rand, 2 ** -52, 1));
      rclose(rubberBand(rubberBandInverse(f, d, c), d, c), f, 1e-12, `f ${f}, d ${d}, c ${c}`);
    }
    for (const d of DIMENSIONS) {
      const f = nextDown(d);
      rclose(rubberBand(rubberBandInverse(f, d), d), f, 1e-12, `f just below d = ${d}`);
      same(rubberBandInverse(rubberBand(0, d), d), 0, 'zero');
    }
  });

  test('odd: f(-x) = -f(x), exactly, and for the inverse', () => {
    const rand = prng(8);
    for (let i = 0; i < 1000; i++) {
      const d = DIMENSIONS[i % DIMENSIONS.length], c = COEFFICIENTS[i % COEFFICIENTS.length];
      const x = logUniform(rand, 1e-10, 1e10) * d;
      same(rubberBand(-x, d, c), -rubberBand(x, d, c), `f(-${x})`);
      const f = d * rand();
      same(rubberBandInverse(-f, d, c), -rubberBandInverse(f, d, c), `inverse(-${f})`);
    }
    same(rubberBand(0, 100), 0, 'f(0)');
    same(rubberBand(-0, 100), -0, 'f(-0)');
    same(rubberBand(-Infinity, 100), -100, 'f(-Infinity)');
    same(rubberBandInverse(-100, 100), -Infinity, 'inverse(-d)');
    same(rubberBandInverse(250, 100), Infinity, 'inverse beyond d');
  });

  test('always below the dimension; about c x for a small overscroll; increasing', () => {
    const rand = prng(9);
    for (let i = 0; i < 3000; i++) {
      const d = DIMENSIONS[i % DIMENSIONS.length], c = COEFFICIENTS[i % COEFFICIENTS.length];
      // Up to 1e12 viewports the exact band is at least d * 1e-12 / c below d:
      // far more than an ulp, so the result must be strictly below d.
      const x = logUniform(rand, 1e-12, 1e12) * d;
      const f = rubberBand(x, d, c);
      assert.ok(f > 0 && f < d && f < c * x, `rubberBand(${x}, ${d}, ${c}) = ${f}`);
      assert.ok(rubberBand(x * 1.01, d, c) > f, 'increasing');
    }
    for (const d of DIMENSIONS) {
      same(rubberBand(Infinity, d), d, 'the limit');
      rclose(rubberBand(1e-9 * d, d) / (1e-9 * d), 0.55, 1e-8, 'slope c at 0');
    }
  });

  test('a huge overscroll never rounds above the dimension', () => {
    for (const x of [1e20, 1e300, 1e306, 1e308, Number.MAX_VALUE]) {
      for (const d of [1000, 844, 1e6]) {
        const f = rubberBand(x, d);
        assert.ok(f <= d, `rubberBand(${x}, ${d}) = ${f} > ${d}`);
      }
    }
  });

  test('errors: dimension and coefficient must be finite and > 0, and nothing may be NaN', () => {
    for (const [name, fn] of [['rubberBand', rubberBand], ['rubberBandInverse', rubberBandInverse]]) {
      for (const d of [0, -0, -1, NaN, Infinity, -Infinity]) {
        const e = throwsRange(() => fn(1, d), 'dimension', undefined, `${name} dimension ${d}`);
        assert.ok(Object.is(e.value, d), `${name}: error.value`);
      }
      for (const c of [0, -0.55, NaN, Infinity]) throwsRange(() => fn(1, 100, c), 'coefficient', undefined, `${name} coefficient ${c}`);
      throwsType(() => fn(1, '100'), 'dimension', `${name} string dimension`);
      throwsType(() => fn(1), 'dimension', `${name} no dimension`);
      throwsType(() => fn(1, 100, null), 'coefficient', `${name} null coefficient`);
    }
    throwsRange(() => rubberBand(NaN, 100), 'overscroll', 'not_finite');
    throwsRange(() => rubberBandInverse(NaN, 100), 'displayed', 'not_finite');
    throwsType(() => rubberBand('1', 100), 'overscroll');
    throwsType(() => rubberBandInverse(undefined, 100), 'displayed');
  });

  test('a NaN or infinite dimension, coefficient or window reports status not_finite', () => {
    throwsRange(() => rubberBand(1, NaN), 'dimension', 'not_finite');
    throwsRange(() => rubberBand(1, 100, Infinity), 'coefficient', 'not_finite');
    throwsRange(() => new VelocityTracker({ window: NaN }), 'window', 'not_finite');
  });
});

// ---------------------------------------------------------------------------
// VelocityTracker

describe('VelocityTracker', () => {
  /** Pointer samples along x = x0 + v t at `rate` Hz, timestamps jittered, positions noisy. */
  function gesture(rand, { rate, v, x0 = 0, t0 = 0, duration = 0.3, jitter = 0, noise = 0 }) {
    const samples = [];
    for (let i = 0; i <= duration * rate; i++) {
      const t = t0 + i / rate + (i > 0 ? uniform(rand, -jitter, jitter) : 0);
      samples.push({ t, x: x0 + v * (t - t0) + uniform(rand, -noise, noise) });
    }
    return samples;
  }
  // kinema's straight-line fit, unclamped: what the tests written for it check.
  const LINEAR = { strategy: 'linear', maxVelocity: Infinity };
  function track(samples, options) {
    const tracker = new VelocityTracker(options);
    for (const s of samples) tracker.add(s.t, s.x);
    return tracker;
  }
  /** The least-squares slope of the samples in [now - window, now], in JavaScript. */
  function leastSquares(samples, now, window = 0.1) {
    const s = samples.filter((p) => p.t <= now && p.t >= now - window);
    const tm = s.reduce((a, p) => a + p.t, 0) / s.length, xm = s.reduce((a, p) => a + p.x, 0) / s.length;
    let stt = 0, stx = 0;
    for (const p of s) { stt += (p.t - tm) ** 2; stx += (p.t - tm) * (p.x - xm); }
    return stx / stt;
  }

  test('a straight line at 60, 120 and 240 Hz, with jittered timestamps, gives its velocity to rounding', () => {
    const rand = prng(10);
    for (const rate of [60, 120, 240]) {
      for (const v of [-3000, -400, 0.5, 250, 1500, 8000]) {
        const samples = gesture(rand, { rate, v, x0: uniform(rand, -500, 500), t0: uniform(rand, 0, 1e4), jitter: 0.3 / rate });
        const now = samples.at(-1).t + 0.004;
        rclose(track(samples).velocity(now), v, 1e-6, `${rate} Hz, ${v} px/s`);
      }
    }
  });

  test('with position noise: within 1% of the true velocity, and equal to the least-squares fit', () => {
    const rand = prng(11);
    for (const rate of [60, 120, 240]) {
      for (const v of [-3000, -400, 250, 1500, 8000]) {
        for (let trial = 0; trial < 5; trial++) {
          const samples = gesture(rand, { rate, v, x0: uniform(rand, -500, 500), t0: uniform(rand, 0, 100), jitter: 0.25 / rate, noise: 0.05 });
          const now = samples.at(-1).t + uniform(rand, 0, 0.008);
          const got = track(samples, LINEAR).velocity(now);
          rclose(got, v, 0.01, `${rate} Hz, ${v} px/s, trial ${trial}`);
          rclose(got, leastSquares(samples, now), 1e-9, `${rate} Hz, ${v} px/s: the least-squares slope`);
        }
      }
    }
  });

  test('a slow drag then a fast flick gives the flick: older samples fall out of the 100 ms window', () => {
    const rand = prng(12);
    for (const rate of [60, 120, 240]) {
      for (const [slow, flick] of [[80, 2500], [-30, -4000], [200, -1800]]) {
        const drag = gesture(rand, { rate, v: slow, duration: 0.6, jitter: 0.2 / rate, noise: 0.05 });
        const end = drag.at(-1);
        const fast = gesture(rand, { rate, v: flick, x0: end.x, t0: end.t, duration: 0.12, jitter: 0.2 / rate, noise: 0.05 }).slice(1);
        const samples = [...drag, ...fast];
        const now = samples.at(-1).t + 0.003;
        rclose(track(samples, LINEAR).velocity(now), flick, 0.01, `${rate} Hz: ${slow} then ${flick} px/s`);
        // The whole gesture's fit would be far off: the window is what matters.
        assert.ok(Math.abs(leastSquares(samples, now, 10) - flick) > 0.2 * Math.abs(flick));
        // Seen before the flick, it is the slow drag.
        rclose(track(samples, LINEAR).velocity(end.t), slow, 0.05, `${rate} Hz: before the flick`, 10);
      }
    }
  });

  test('coalesced and duplicated events (a timestamp repeated) do not skew it', () => {
    const rand = prng(13);
    for (const rate of [60, 120, 240]) {
      const samples = gesture(rand, { rate, v: 1200, jitter: 0.25 / rate, noise: 0.3 });
      const now = samples.at(-1).t + 0.002;
      const clean = track(samples, LINEAR).velocity(now);
      rclose(clean, 1200, 0.05, `${rate} Hz: clean`);
      // The same event delivered 1 to 4 times.
      const duplicated = new VelocityTracker(LINEAR);
      const naive = [];
      for (const s of samples) {
        const times = 1 + Math.floor(rand() * 4);
        for (let k = 0; k < times; k++) { duplicated.add(s.t, s.x); naive.push(s); }
      }
      same(duplicated.velocity(now), clean, `${rate} Hz: duplicates`);
      // Counting the copies would have moved the fit: the test can tell.
      assert.ok(Math.abs(leastSquares(naive, now) - clean) > 1e-6 * Math.abs(clean), 'the duplicates would skew a naive fit');
      // Coalesced: stale positions at the same timestamp, the newest last.
      const coalesced = new VelocityTracker(LINEAR);
      for (const s of samples) {
        coalesced.add(s.t, s.x - 37);
        coalesced.add(s.t, s.x + 5);
        coalesced.add(s.t, s.x);
      }
      same(coalesced.velocity(now), clean, `${rate} Hz: coalesced`);
    }
  });

  test('hold still, then release: exactly 0', () => {
    const rand = prng(14);
    for (const rate of [60, 120, 240]) {
      const samples = gesture(rand, { rate, v: 2000, duration: 0.2, jitter: 0.2 / rate });
      const last = samples.at(-1).t;
      // No events while the finger is still (the browser sends none).
      const quiet = track(samples);
      for (const hold of [0.045, 0.1, 0.5, 10]) same(quiet.velocity(last + hold), 0, `${rate} Hz: held ${hold} s without events`);
      assert.ok(quiet.velocity(last + 0.03) > 1000, `${rate} Hz: not yet a hold at 30 ms`);
      // Events keep coming at the same position for longer than the window.
      const still = track(samples);
      const x = samples.at(-1).x;
      let t = last;
      for (let i = 1; i <= 0.15 * rate; i++) { t = last + i / rate; still.add(t, x); }
      assert.ok(still.velocity(t) === 0, `${rate} Hz: held with events: ${still.velocity(t)}`);
      // A custom stop gap.
      const patient = track(samples, { window: 0.3, stopGap: 0.2 });
      rclose(patient.velocity(last + 0.1), 2000, 1e-6, `${rate} Hz: stopGap 0.2 s`);
      same(patient.velocity(last + 0.21), 0, `${rate} Hz: stopGap 0.2 s exceeded`);
    }
  });

  test('fewer than two samples give 0; reset() forgets everything', () => {
    const tracker = new VelocityTracker();
    same(tracker.velocity(0), 0, 'no samples');
    tracker.add(1, 50);
    same(tracker.velocity(1), 0, 'one sample');
    const rand = prng(15);
    for (const s of gesture(rand, { rate: 120, v: 900, t0: 1 })) tracker.add(s.t, s.x);
    const now = 1.3;
    rclose(tracker.velocity(now), 900, 1e-9, 'before reset');
    tracker.reset();
    same(tracker.velocity(now), 0, 'after reset');
    // A new gesture over the same instants: only its own samples count.
    for (const s of gesture(rand, { rate: 120, v: -450, x0: 7, t0: 1 })) tracker.add(s.t, s.x);
    rclose(tracker.velocity(now), -450, 1e-9, 'new gesture after reset');
    tracker.reset();
    tracker.reset();
    same(tracker.velocity(now), 0, 'reset twice');
  });

  test('samples after now are ignored; non-finite or earlier samples throw; a long gesture wraps the buffer', () => {
    const rand = prng(16);
    const samples = gesture(rand, { rate: 240, v: 640, duration: 5 });  // 1201 samples, 32 kept
    const tracker = track(samples);
    rclose(tracker.velocity(samples.at(-1).t), 640, 1e-9, 'after 1201 samples');
    throwsRange(() => tracker.add(NaN, 1), 't', 'not_finite');
    throwsRange(() => tracker.add(samples.at(-1).t + 0.004, Infinity), 'x', 'not_finite');
    throwsRange(() => tracker.add(samples.at(-1).t - 0.001, 5), 't', 'out_of_range', 'an earlier time');
    rclose(tracker.velocity(samples.at(-1).t + 0.004), 640, 1e-9, 'refused samples change nothing');
    // Seen 50 ms before the last sample: the later samples do not count.
    const earlier = track([...gesture(rand, { rate: 120, v: 300, duration: 0.2 }), { t: 0.25, x: 1e4 }]);
    rclose(earlier.velocity(0.2), 300, 1e-9, 'a later sample is ignored');
  });

  test('errors', () => {
    for (const bad of [0, -1, NaN, Infinity]) {
      throwsRange(() => new VelocityTracker({ window: bad }), 'window', undefined, `window ${bad}`);
      throwsRange(() => new VelocityTracker({ stopGap: bad }), 'stopGap', undefined, `stopGap ${bad}`);
    }
    throwsType(() => new VelocityTracker({ window: '0.1' }), 'window');
    throwsType(() => new VelocityTracker({ tolerance: {} }), 'tolerance');
    throwsType(() => new VelocityTracker(null), 'options');
    const tracker = new VelocityTracker(undefined);
    throwsType(() => tracker.add('0', 1), 't');
    throwsType(() => tracker.add(0), 'x');
    throwsType(() => tracker.velocity(), 'now');
    throwsType(() => tracker.velocity('1'), 'now');
    throwsRange(() => tracker.velocity(NaN), 'now', 'not_finite');
    throwsRange(() => tracker.velocity(Infinity), 'now', 'not_finite');
    throwsType(() => new VelocityTracker({ strategy: 'lsq2' }), 'strategy');
    throwsType(() => new VelocityTracker({ strategy: 1 }), 'strategy');
    throwsRange(() => new VelocityTracker({ maxVelocity: -1 }), 'maxVelocity', 'out_of_range');
    throwsRange(() => new VelocityTracker({ maxVelocity: 0 }), 'maxVelocity', 'out_of_range');
    throwsRange(() => new VelocityTracker({ maxVelocity: NaN }), 'maxVelocity', 'not_finite');
    throwsType(() => new VelocityTracker({ maxVelocity: '1' }), 'maxVelocity');
  });

  test('quadratic (the default): an accelerating flick gives the velocity at the newest sample', () => {
    const rand = prng(17);
    for (const rate of [60, 120, 240]) {
      for (const [v0, a] of [[200, 20000], [-100, -40000], [3000, -15000]]) {
        const samples = [];
        const t0 = uniform(rand, 0, 1e4);
        for (let i = 0; i <= 0.25 * rate; i++) {
          const t = t0 + i / rate + (i > 0 ? uniform(rand, -0.3, 0.3) / rate : 0);
          samples.push({ t, x: 5 + (t - t0) * (v0 + a * (t - t0) / 2) });
        }
        const newest = samples.at(-1).t;
        const want = v0 + a * (newest - t0);
        rclose(track(samples, { maxVelocity: Infinity }).velocity(newest + 0.005), want, 1e-7, `${rate} Hz, ${v0} + ${a} t`);
        // The straight line lags: its figure is the velocity some 50 ms earlier.
        assert.ok(Math.abs(track(samples, LINEAR).velocity(newest + 0.005) - want) > 0.02 * Math.abs(a) * 0.05);
      }
    }
    // Clamped to 8000 px/s by default, to maxVelocity if given.
    const fast = [0, 0.01, 0.02, 0.03].map((t) => ({ t, x: 20000 * t }));
    same(track(fast).velocity(0.03), 8000, 'default maxVelocity');
    same(track(fast, { maxVelocity: 500 }).velocity(0.03), 500, 'maxVelocity 500');
    same(track(fast.map(({ t, x }) => ({ t, x: -x })), { maxVelocity: 500 }).velocity(0.03), -500, 'maxVelocity 500, negative');
    // Three samples at least; a pause of more than stopGap drops what came before.
    same(track(fast.slice(0, 2)).velocity(0.01), 0, 'two samples');
    const paused = [{ t: 0, x: 100 }, { t: 0.01, x: 50 }, { t: 0.06, x: 0 }, { t: 0.07, x: 10 }, { t: 0.08, x: 20 }, { t: 0.09, x: 30 }];
    rclose(track(paused).velocity(0.09), 1000, 1e-9, 'after a 50 ms pause');
  });

  test('quadratic: Flutter\'s and Compose\'s recorded gestures give Compose\'s figures', () => {
    // tests/data/velocity_gestures.json: 13 recorded gestures and the
    // interrupted one, with the figures of Flutter's and Compose's tests.
    const data = JSON.parse(readFileSync(new URL('../data/velocity_gestures.json', import.meta.url), 'utf8'));
    let within = 0, count = 0;
    for (const g of [...data.gestures, data.interrupted]) {
      for (const axis of [1, 2]) {
        const tracker = new VelocityTracker({ maxVelocity: Infinity });
        for (const s of g.samples) tracker.add(s[0] / 1000, s[axis]);
        const got = tracker.velocity(g.release / 1000);
        rclose(got, g.compose[axis - 1], 1e-6, `Compose, gesture ${count >> 1}, axis ${axis}`);
        const f = g.flutter[axis - 1];
        close(got, f, Math.max(1e-3 * Math.abs(f), 0.02), `Flutter, gesture ${count >> 1}, axis ${axis}`);
        if (Math.abs(got - f) < 1e-3 * Math.abs(f)) within++;
        count++;
      }
    }
    assert.equal(count, 28);
    assert.equal(within, 27, 'Flutter figures within 0.1 % (one near-zero velocity is off by 0.013 px/s)');
  });
});
