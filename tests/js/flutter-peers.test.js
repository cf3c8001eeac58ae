// Issue 22, item 7: Flutter's physics expectations that had no kinema API.
// - A tolerance with only `velocity`: done when the speed is below it
//   (Flutter's FrictionSimulation.isDone, Android's OverScroller), at the
//   closed-form time ln(tol / |v0|) / ln(drag).
// - The Android spline as a motion (androidFling): Flutter's
//   ClampingScrollSimulation formulas written out here.
// - PageScrollPhysics' turn-the-page rule (chooseSnap mode 'turn'): against
//   Flutter's own formula, round(page ± 0.5) for a release faster than the
//   tolerance velocity, round(page) otherwise, on uniform pages.
// Still without an API: snapToEnd (SpringSimulation; kinema/dom's landings
// set the exact target when done) and the 'fast' deceleration rate's
// overscroll friction factor (BouncingScrollPhysics).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Friction, androidFling, chooseSnap, scrollMotion, Spring } from '../../web/src/index.js';
import { prng } from './prng.js';

await init();

test('a tolerance with only velocity: done when the speed is below it (Flutter, Android)', () => {
  for (const [v0, drag, tol] of [[1000, 0.135, 10], [-2500, 0.5, 1], [300, 0.01, 50]]) {
    const f = new Friction({ from: 0, velocity: v0, drag, tolerance: { velocity: tol } });
    const expected = Math.log(tol / Math.abs(v0)) / Math.log(drag);
    assert.ok(Math.abs(f.settleTime - expected) <= 1e-9 * expected, `${v0}, ${drag}: ${f.settleTime} vs ${expected}`);
    assert.equal(f.done(expected * (1 - 1e-9)), false);
    assert.equal(f.done(expected * (1 + 1e-9)), true);
    // Given a distance too, both must hold (later).
    const both = new Friction({ from: 0, velocity: v0, drag, tolerance: { velocity: tol, distance: 1e-3 } });
    assert.ok(both.settleTime > f.settleTime);
  }
  // A spring: from the last time its speed exceeds the tolerance.
  const s = Spring.withDampingRatio({ from: 0, to: 1, velocity: 0, stiffness: 400, dampingRatio: 1, tolerance: { velocity: 0.1 } });
  assert.ok(Math.abs(s.dx(s.settleTime)) <= 0.1 + 1e-12);
  for (let t = s.settleTime; t < 3; t += 0.01) assert.ok(Math.abs(s.dx(t)) <= 0.1 + 1e-12);
});

test("androidFling: Flutter's ClampingScrollSimulation, as a motion", () => {
  const D = Math.log(0.78) / Math.log(0.9);
  for (const [v0, friction] of [[2000, 0.015], [-800, 0.015], [5000, 0.0125]]) {
    const m = androidFling({ from: 100, velocity: v0, friction });
    const vRef = friction * 9.80665 * 39.37 * 160 * 0.84 / 0.35;
    const T = D * 0.35 * (Math.abs(v0) / vRef) ** (1 / (D - 1));
    const d = (v0 * T) / D;
    assert.ok(Math.abs(m.x(Infinity) - (100 + d)) <= 1e-9 * Math.abs(d), `rest ${m.x(Infinity)} vs ${100 + d}`);
    assert.equal(m.dx(0), v0);
    for (const t of [0.1, 0.3 * T, 0.8 * T]) {
      const x = 100 + d * (1 - (1 - t / T) ** D);
      assert.ok(Math.abs(m.x(t) - x) <= 1e-9 * Math.abs(d), `x(${t})`);
    }
    assert.ok(m.settleTime <= T + 1e-12);
    // the same curve as scrollMotion's 'android' preset far from any bound
    const s = scrollMotion({ position: 100, velocity: v0, min: -1e9, max: 1e9, physics: 'android', androidFriction: friction });
    for (const t of [0, 0.2, T / 2, T]) assert.equal(m.x(t), s.x(t));
  }
  assert.throws(() => androidFling({ from: 0, velocity: 1, friction: 0 }), (e) => e instanceof RangeError && e.parameter === 'friction');
  assert.throws(() => androidFling({ from: 0 }), TypeError);
});

test("chooseSnap mode 'turn': PageScrollPhysics' rule, against Flutter's formula on uniform pages", () => {
  const page = 390;
  const points = Array.from({ length: 12 }, (_, i) => i * page);
  const tolerance = 20;
  const flutter = (pixels, velocity) => {
    let p = pixels / page;
    if (velocity < -tolerance) p -= 0.5;
    else if (velocity > tolerance) p += 0.5;
    return Math.min(Math.max(Math.round(p), 0), points.length - 1);
  };
  const random = prng(22);
  for (let i = 0; i < 2000; i++) {
    const pixels = random() * (points.length - 1) * page;
    if (Math.abs(pixels / page - Math.round(pixels / page)) < 1e-9) continue;   // on a page: Dart's round ties away from zero
    const velocity = (random() - 0.5) * 200;
    assert.equal(chooseSnap({ points, position: pixels, velocity, mode: 'turn', minVelocity: tolerance }), flutter(pixels, velocity), `${pixels} at ${velocity}`);
  }
  // a hard fling from just past a page turns one page, never more (unlike 'nearest')
  assert.equal(chooseSnap({ points, position: 400, velocity: 8000, mode: 'turn' }), 2);
  assert.equal(chooseSnap({ points, position: 400, velocity: 8000 }) > 2, true);
  // on a page: a fling either way turns it
  assert.equal(chooseSnap({ points, position: 780, velocity: 100, mode: 'turn' }), 3);
  assert.equal(chooseSnap({ points, position: 780, velocity: -100, mode: 'turn' }), 1);
  assert.throws(() => chooseSnap({ points, position: 0, velocity: 0, mode: 'turn', minVelocity: -1 }), RangeError);
});
