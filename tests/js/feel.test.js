// Issue 14 through the JavaScript API: Friction.withDeceleration,
// Spring.withSettlingDuration and the duration / bounce getters, clamp(),
// and the scrollMotion presets ('ios', 'android'). Expected values are
// closed forms written out here (v e^(-lam T) = c T, Flutter's
// ClampingScrollSimulation formulas, a spring's first zero crossing) or
// brute force on the motion's own curve. The 50-digit references of the
// Android fling and the decelerated friction are in api-reference.test.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { init, Spring, Friction, Gravity, Composite, clamp, scrollMotion, scrollPhysics } from 'kinema';

await init();

function rclose(got, want, rel, what) {
  assert.ok(Math.abs(got - want) <= rel * Math.abs(want), `${what}: got ${got}, want ${want}`);
}
function throwsRange(f, parameter, status) {
  assert.throws(f, (e) => e instanceof RangeError && e.parameter === parameter && (!status || e.status === status)
    && e.message.includes(`\`${parameter}\``));
}
function throwsType(f, name) {
  assert.throws(f, (e) => e instanceof TypeError && e.message.includes(name));
}

test('Friction.withDeceleration stops at the Lambert W time, and rests there', () => {
  const f = Friction.withDeceleration({ from: 10, velocity: 1200, deceleration: 3000 });
  assert.equal(f.stopTime, 0.4);
  assert.equal(f.deceleration, 3000);
  rclose(f.restPosition, 10 + 1200 ** 2 / 6000, 1e-15, 'drag 1: v^2 / 2c');
  assert.equal(f.x(5), f.restPosition);
  assert.equal(f.dx(0.4), 0);
  for (const drag of [0.9, 0.135, 1e-4]) {
    const g = Friction.withDeceleration({ from: 0, velocity: -2500, deceleration: 700, drag });
    const T = g.stopTime, lam = -Math.log(drag);
    rclose(2500 * Math.exp(-lam * T), 700 * T, 1e-13, `drag ${drag}: v e^(-lam T) = c T`);
    assert.ok(Math.abs(g.dx(g.settleTime)) <= 1e-3, 'settled: |dx| within tolerance');
    assert.ok(g.settleTime <= T);
  }
  assert.equal(new Friction({ from: 0, velocity: 100 }).deceleration, 0);
  assert.equal(new Friction({ from: 0, velocity: 100 }).stopTime, Infinity);
  for (const bad of [0, -5]) throwsRange(() => Friction.withDeceleration({ from: 0, velocity: 1, deceleration: bad }), 'deceleration', 'out_of_range');
  throwsRange(() => Friction.withDeceleration({ from: 0, velocity: 1, deceleration: NaN }), 'deceleration', 'not_finite');
  throwsType(() => Friction.withDeceleration({ from: 0, velocity: 1 }), 'deceleration');
  // The constructor has no deceleration option (Friction.withDeceleration
  // is the way): given anyway, whatever its value, it is named as unknown.
  for (const bad of [-5, 0, NaN]) throwsType(() => new Friction({ from: 0, velocity: 1, deceleration: bad }), 'deceleration');
});

test('Spring.withSettlingDuration settles exactly then; every spring has SwiftUI duration and bounce', () => {
  for (const dampingRatio of [0.2, 0.7, 1, 2.5]) {
    for (const settlingDuration of [0.3, 1.2]) {
      const s = Spring.withSettlingDuration({ from: 0, to: 1, settlingDuration, dampingRatio });
      // The same spring, judged by distance 1e-3 alone, settles then.
      const unit = Spring.withDampingRatio({
        from: 1, to: 0, stiffness: s.stiffness, dampingRatio, tolerance: { distance: 1e-3, velocity: 1e300 },
      });
      rclose(unit.settleTime, settlingDuration, 1e-9, `ratio ${dampingRatio}, ${settlingDuration} s`);
      assert.ok(Math.abs(unit.x(settlingDuration)) <= 1e-3);
      assert.ok(Math.abs(unit.x(settlingDuration * (1 - 1e-7))) > 1e-3, 'not earlier');
    }
  }
  for (const [duration, bounce] of [[0.5, 0], [0.35, 0.3], [1.2, -0.4]]) {
    const s = Spring.withDuration({ from: 0, to: 1, duration, bounce });
    rclose(s.duration, duration, 1e-15, 'duration');
    assert.ok(Math.abs(s.bounce - bounce) < 1e-15, `bounce ${s.bounce} vs ${bounce}`);
  }
  const heavy = new Spring({ from: 0, to: 1, mass: 4, stiffness: 100, damping: 40 });
  rclose(heavy.duration, 2 * Math.PI * 0.2, 1e-15, '2 pi sqrt(m/k)');
  assert.equal(heavy.bounce, 0);
  throwsRange(() => Spring.withSettlingDuration({ from: 0, to: 1, settlingDuration: 0 }), 'settlingDuration');
  throwsRange(() => Spring.withSettlingDuration({ from: 0, to: 1, settlingDuration: 1, dampingRatio: 0 }), 'dampingRatio');
  throwsRange(() => Spring.withSettlingDuration({ from: 0, to: 1, settlingDuration: 1, epsilon: 2 }), 'epsilon');
});

test('clamp stops a motion exactly where it first reaches a bound', () => {
  const k = 200, zeta = 0.3;
  const s = Spring.withDampingRatio({ from: 0, to: 100, stiffness: k, dampingRatio: zeta });
  const w0 = Math.sqrt(k), a = zeta * w0, w = w0 * Math.sqrt(1 - zeta * zeta);
  const first = (Math.PI - Math.atan(w / a)) / w;  // u = 0 first
  const c = clamp(s, { min: -50, max: 100 });
  assert.ok(c instanceof Composite);
  assert.equal(c.segmentCount, 2);
  rclose(c.switchTimes[1], first, 1e-13, 'the first crossing time');
  assert.equal(c.x(first + 1), 100);
  assert.equal(c.dx(first + 1), 0);
  assert.equal(c.x(first / 2), s.x(first / 2));
  assert.equal(c.settleTime, c.switchTimes[1]);
  // Gravity against its quadratic; a composite too.
  const g = new Gravity({ from: 0, velocity: 300, acceleration: -400 });
  rclose(clamp(g, { min: -1000, max: 100 }).switchTimes[1], (300 - Math.sqrt(300 ** 2 - 800 * 100)) / 400, 1e-13, 'gravity');
  const fs = Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.135, min: 0, max: 500, stiffness: 170 });
  const cf = clamp(fs, { min: 0, max: 500 });
  rclose(cf.switchTimes[1], fs.switchTimes[1], 1e-12, 'composite');
  assert.equal(cf.x(9), 500);
  // Errors.
  throwsRange(() => clamp(s, { min: 5, max: 1 }), 'max', 'out_of_range');
  throwsType(() => clamp({ x() { return 0; } }, { min: 0, max: 1 }), 'motion');
  throwsType(() => clamp(s, { min: 0 }), 'max');
});

test('scrollMotion presets: ios is friction 0.998 / 0.99 per ms, android is Flutter\'s ClampingScrollSimulation', () => {
  // ios normal: kinema's default drag (0.998^1000 = 0.135...).
  const ios = scrollMotion({ position: 0, velocity: 1000, min: -1e9, max: 1e9, physics: 'ios' });
  rclose(ios.x(1e9), 1000 / -Math.log(0.998 ** 1000), 1e-12, 'ios normal rest position');
  const fast = scrollMotion({ position: 0, velocity: 1000, min: -1e9, max: 1e9, physics: 'ios', decelerationRate: 'fast' });
  rclose(fast.x(1e9), 1000 / -Math.log(0.99 ** 1000), 1e-12, 'ios fast rest position');
  // android: T = D 0.35 (|v| / vref)^(1/(D-1)), x = p + v T / D (1 - (1 - t/T)^D).
  const D = Math.log(0.78) / Math.log(0.9);
  const vref = 0.015 * 9.80665 * 39.37 * 160 * 0.84 / 0.35;
  for (const v of [-6000, 800, 3000]) {
    const T = D * 0.35 * (Math.abs(v) / vref) ** (1 / (D - 1));
    const m = scrollMotion({ position: 50, velocity: v, min: -1e9, max: 1e9, physics: 'android' });
    for (const s of [0.1, 0.5, 0.9]) {
      rclose(m.x(s * T) - 50, v * T / D * (1 - (1 - s) ** D), 1e-12, `android x, v ${v}`);
      rclose(m.dx(s * T), v * (1 - s) ** (D - 1), 1e-12, `android dx, v ${v}`);
    }
    assert.equal(m.dx(T * 1.01), 0);
    assert.ok(m.settleTime <= T);
  }
  // At a bound android stops dead; ios bounces back.
  const stopped = scrollMotion({ position: 0, velocity: 3000, min: 0, max: 200, physics: 'android' });
  assert.equal(stopped.x(10), 200);
  assert.equal(stopped.dx(stopped.switchTimes[1] + 1e-9), 0);
  const bounced = scrollMotion({ position: 0, velocity: 3000, min: 0, max: 200, physics: 'ios' });
  assert.ok(bounced.x(bounced.switchTimes[1] + 0.05) > 200, 'ios overshoots the bound');
  // The descriptors.
  assert.equal(scrollPhysics('ios').rubberBand, 0.55);
  assert.equal(scrollPhysics('ios', { decelerationRate: 'fast' }).drag, 0.99 ** 1000);
  assert.equal(scrollPhysics('android').overscroll, 'clamp');
  assert.equal(scrollPhysics('android').androidFriction, 0.015);
  throwsType(() => scrollPhysics('web'), 'physics');
  throwsType(() => scrollPhysics('ios', { rate: 1 }), 'rate');
  // Bad presets.
  throwsType(() => scrollMotion({ position: 0, velocity: 1, min: 0, max: 1, physics: 'windows' }), 'physics');
  throwsType(() => scrollMotion({ position: 0, velocity: 1, min: 0, max: 1, physics: 'ios', decelerationRate: 'slow' }), 'decelerationRate');
  throwsRange(() => scrollMotion({ position: 0, velocity: 1, min: 0, max: 1, physics: 'ios', decelerationRate: 1.5 }), 'decelerationRate');
  throwsType(() => scrollMotion({ position: 0, velocity: 1, min: 0, max: 1, physics: 'android', decelerationRate: 'fast' }), 'decelerationRate');
  throwsType(() => scrollMotion({ position: 0, velocity: 1, min: 0, max: 1, physics: 'android', drag: 0.5 }), 'drag');
  throwsRange(() => scrollMotion({ position: 0, velocity: 1, min: 0, max: 1, physics: 'android', androidFriction: 0 }), 'androidFriction');
});
