// The two WebAssembly builds of the same C++ (docs/architecture-wasm.md):
// the scroll engine (kinema/dom's init) must give every result of the full
// engine (kinema's init) to the bit, on a grid of inputs for every factory
// and raw export it has: the status, the offending parameter and value, the
// record JavaScript reads (settle time, rest, the per-kind figures), the
// motion's bytes, and x(t), dx(t), time_at along it. Each build is
// instantiated on its own here (the package shares one engine per page).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import createKinemaModule from '../../web/dist/kinema-wasm.js';
import fullText, { key as fullKey } from '../../web/dist/kinema-wasm-bytes.js';
import scrollText, { key as scrollKey } from '../../web/dist/kinema-scroll-wasm-bytes.js';
import { bytesOfText } from '../../web/src/wasm-text.js';

const full = await createKinemaModule({ wasmBinary: bytesOfText(fullText, fullKey) });
const scroll = await createKinemaModule({ wasmBinary: bytesOfText(scrollText, scrollKey) });

const TIMES = [-1, 0, 5e-324, 1e-6, 0.004, 0.016, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 30, 1e6, Infinity];
const TOL = [0.5, 1, 1e-3];  // distance, velocity, time (JavaScript's defaults)

/** Everything a call leaves behind that JavaScript reads: the record, the slot, samples. */
function outcome(m, factory, args) {
  const status = m[factory](...args);
  const madeAt = m._kinema_made() / 8;
  const made = Array.from(m.HEAPF64.subarray(madeAt, madeAt + 12));
  let parameter = '';
  for (let p = m._kinema_made_parameter(); m.HEAPU8[p]; p++) parameter += String.fromCharCode(m.HEAPU8[p]);
  const out = { status, made, parameter: status ? parameter : '' };
  if (status === 0) {
    const slot = m._kinema_slot() / 8;
    out.bytes = Array.from(m.HEAPF64.subarray(slot, slot + m._kinema_motion_bytes() / 8));
    out.x = TIMES.map((t) => m._kinema_x(t));
    out.dx = TIMES.map((t) => m._kinema_dx(t));
    out.at = TIMES.map((t) => {
      m._kinema_at(t);
      const o = m._kinema_out() / 8;
      return [m.HEAPF64[o], m.HEAPF64[o + 1]];
    });
    out.timeAt = [made[3], made[3] / 2, args[0], 0, 1e6].map((x) => m._kinema_time_at(x));
  }
  return out;
}

function same(factory, args) {
  const a = outcome(full, factory, args);
  const b = outcome(scroll, factory, args);
  // deepEqual is Object.is on numbers: -0 and 0, NaN and NaN are told apart / matched.
  assert.deepEqual(b, a, `${factory}(${args.join(', ')})`);
  return a.status;
}

const POSITIONS = [-1200, -0.5, 0, 3, 640, 1e5];
const VELOCITIES = [-8000, -300, 0, 1e-9, 250, 2400, 8000, NaN];
const BOUNDS = [[0, 0], [0, 640], [-100, 5000]];

test('the scroll engine registers only its factories and exports, the full engine all of them', () => {
  for (const name of ['springWithDampingRatio', 'friction', 'scrollMotion', 'snapMotion']) {
    assert.equal(typeof scroll[name], 'function', name);
    assert.equal(typeof full[name], 'function', name);
  }
  for (const name of ['spring', 'gravity', 'bouncingGravity', 'exponentialRate', 'fall', 'flingToSpring', 'clamp']) {
    assert.equal(scroll[name], undefined, name);
    assert.equal(typeof full[name], 'function', name);
  }
  for (const name of ['_kinema_sample', '_kinema_step_springs', '_kinema_lambert_w', '_kinema_motions_new']) {
    assert.equal(scroll[name], undefined, name);
    assert.equal(typeof full[name], 'function', name);
  }
});

test('Spring.withDampingRatio: the scroll engine equals the full engine to the bit', () => {
  let ok = 0;
  for (const from of POSITIONS) for (const v of VELOCITIES) for (const k of [1, 170, 400, 1e4]) for (const ratio of [0, 0.3, 0.9, 1, 1.5, 20]) {
    if (same('springWithDampingRatio', [from, 100, v, 1, k, ratio, ...TOL]) === 0) ok++;
  }
  assert.ok(ok > 1000, `${ok} valid springs compared`);
  same('springWithDampingRatio', [0, 1, 0, -1, 100, 1, ...TOL]);  // an error: same parameter and value
});

test('Friction: the scroll engine equals the full engine to the bit', () => {
  let ok = 0;
  for (const from of POSITIONS) for (const v of VELOCITIES) for (const drag of [1e-6, 0.01, 0.135, 0.5, 0.998, 1, 0, 2]) {
    if (same('friction', [from, v, drag, ...TOL]) === 0) ok++;
  }
  assert.ok(ok > 200, `${ok} valid frictions compared`);
});

test('scrollMotion (friction and Android flings, bounce and clamp): the scroll engine equals the full engine', () => {
  let ok = 0;
  for (const p of [-300, 0, 320, 700]) for (const v of VELOCITIES) for (const [min, max] of BOUNDS) {
    for (const overscroll of [0, 1]) for (const curve of [0, 1]) for (const drag of [0.135, 0.998]) {
      if (same('scrollMotion', [p, v, min, max, drag, overscroll, 400, 1, curve, 0.015, ...TOL]) === 0) ok++;
    }
  }
  assert.ok(ok > 500, `${ok} valid scroll motions compared`);
});

test('snapMotion: the scroll engine equals the full engine to the bit', () => {
  let ok = 0;
  for (const p of POSITIONS) for (const v of VELOCITIES) for (const target of [-50, 0, 640]) for (const k of [150, 400]) {
    if (same('snapMotion', [p, v, target, k, 0.5, ...TOL]) === 0) ok++;
  }
  assert.ok(ok > 200, `${ok} valid snaps compared`);
});

test('rubber band, snap choice (1D and 2D), velocity estimate: the scroll engine equals the full engine', () => {
  for (const d of [1, 600, 1e4]) for (const c of [0.1, 0.55, 2]) for (const x of [-1e6, -700, -1, 0, 0.25, 300, 599, 600, 1e9]) {
    assert.ok(Object.is(scroll._kinema_rubber_band(x, d, c), full._kinema_rubber_band(x, d, c)));
    assert.ok(Object.is(scroll._kinema_rubber_band_inverse(x, d, c), full._kinema_rubber_band_inverse(x, d, c)));
  }
  // Arrays in each module's heap, at addresses each gives out.
  const put = (m, values) => {
    const p = m._kinema_doubles_new(values.length);
    m.HEAPF64.set(values, p / 8);
    return p;
  };
  const points = [0, 120, 240, 360, 600, 1000, 1800];
  const xy = [0, 0, 300, 0, 0, 300, 300, 300, -200, 900];
  const t = [0, 0.008, 0.016, 0.024, 0.033, 0.041, 0.05, 0.058];
  const xs = [0, 3, 11, 26, 40, 61, 80, 104];
  const mem = (m) => ({ points: put(m, points), xy: put(m, xy), t: put(m, t), x: put(m, xs) });
  const a = mem(full);
  const b = mem(scroll);
  for (const p of [-50, 0, 130, 500, 2000]) for (const v of VELOCITIES) for (const mode of [0, 1]) {
    assert.equal(scroll._kinema_choose_snap(b.points, points.length, p, v, 0.135, mode, p),
      full._kinema_choose_snap(a.points, points.length, p, v, 0.135, mode, p));
    assert.equal(scroll._kinema_choose_snap_2d(b.xy, 5, p, -p, v, v / 3, 0.135),
      full._kinema_choose_snap_2d(a.xy, 5, p, -p, v, v / 3, 0.135));
  }
  for (let n = 0; n <= t.length; n++) for (const strategy of [0, 1]) for (const now of [0.058, 0.07, 0.2]) {
    const vb = scroll._kinema_estimate_velocity(b.t, b.x, n, now, 0.1, 0.04, strategy, 8000);
    const va = full._kinema_estimate_velocity(a.t, a.x, n, now, 0.1, 0.04, strategy, 8000);
    assert.ok(Object.is(vb, va), `estimate_velocity n=${n} ${strategy} ${now}: ${vb} vs ${va}`);
  }
});
