// AutoScroll (web/src/dom/scroll/auto-scroll.js) and its motion, the cruise
// (scroll/cruise.js), in Node: the option is read only with the feature in
// `use` and validated naming it; the cruise is the closed form
// dx(t) = speed + (v0 - speed)·drag^t, x(t) = from + speed·t +
// (v0 - speed)(drag^t - 1)/ln(drag) (checked against Math.pow / Math.log);
// it stops exactly on the bound ahead without a loop; a ScrollPosition
// running it goes on unchanged through a shift of its coordinates (a loop)
// and through new metrics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { FrameLoop } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { readConfig } from '../../web/src/dom/scroll/config.js';
import { AutoScroll } from '../../web/src/dom/scroll/auto-scroll.js';
import { Cruise } from '../../web/src/dom/scroll/cruise.js';
import { FakeScheduler } from './dom-fake.js';

await init();

const TOL = { distance: 0.01, velocity: 0.01, time: 1e-3 };

test('autoScroll: needs the AutoScroll feature; its options are validated naming them', () => {
  assert.throws(() => readConfig({ autoScroll: { speed: 60 } }), (e) => e instanceof TypeError && /option `autoScroll` needs the AutoScroll feature: import \{ AutoScroll \}/.test(e.message));
  const bad = [
    [{ speed: 0 }, RangeError, /autoScroll\.speed` must not be 0/],
    [{ speed: Infinity }, RangeError, /autoScroll\.speed/],
    [{ speed: '60' }, TypeError, /autoScroll\.speed/],
    [{ delay: 1 }, TypeError, /unknown option `autoScroll\.delay`/],
    [{ stopOnMouseEnter: 1 }, TypeError, /autoScroll\.stopOnMouseEnter/],
    [{ stopOnFocusIn: 'no' }, TypeError, /autoScroll\.stopOnFocusIn/],
    [{ stopOnInteraction: null }, TypeError, /autoScroll\.stopOnInteraction/],
    [60, TypeError, /option `autoScroll` must be true or an object/],
  ];
  for (const [value, type, message] of bad) {
    assert.throws(() => readConfig({ autoScroll: value, use: [AutoScroll] }), (e) => e instanceof type && message.test(e.message), JSON.stringify(value));
  }
  assert.deepEqual({ ...readConfig({ autoScroll: true, use: [AutoScroll] }).features.features.autoScroll.config },
    { speed: 60, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true, playOnInit: true });
  assert.equal(readConfig({ autoScroll: { speed: -25 }, use: [AutoScroll] }).features.features.autoScroll.config.speed, -25);
});

test('the cruise is the closed form: the release velocity blends back to the speed at the fling drag', () => {
  for (const [from, v0, speed, drag] of [[0, 2000, 60, 0.135], [120.5, -800, 60, 0.135], [0, 0, 100, 0.5], [-40, 3000, -30, 0.2], [5, 60, 60, 0.135]]) {
    const c = new Cruise({ from, velocity: v0, speed, drag, tolerance: TOL, range: null });
    const ln = Math.log(drag);
    for (const t of [0, 0.001, 0.016, 0.5, 1, 3, 10, 60]) {
      const dx = speed + (v0 - speed) * Math.pow(drag, t);
      const x = from + speed * t + (v0 - speed) * (Math.pow(drag, t) - 1) / ln;
      const s = c.at(t);
      assert.ok(Math.abs(s.dx - dx) <= 1e-9 * Math.max(1, Math.abs(dx)) || Math.abs(v0 - speed) * Math.pow(drag, t) < TOL.velocity, `dx(${t}) ${s.dx} vs ${dx}`);
      assert.ok(Math.abs(s.x - x) <= 1e-9 * Math.max(1, Math.abs(x)) + TOL.distance, `x(${t}) ${s.x} vs ${x}`);
      assert.equal(c.done(t), false, 'no rest without a range');
    }
  }
});

test('with a range, the cruise stops exactly on the bound ahead; a release against it comes back first', () => {
  const range = { min: 0, max: 500 };
  const c = new Cruise({ from: 400, velocity: 0, speed: 100, drag: 0.135, tolerance: TOL, range });
  assert.equal(c.done(0), false);
  assert.equal(c.done(10), true);
  assert.equal(c.x(10), 500);
  assert.equal(c.x(Infinity), 500);
  // Flung back towards 0 against a forward cruise: never done while moving back, shown clamped at 0, then forward to 500.
  const back = new Cruise({ from: 100, velocity: -3000, speed: 100, drag: 0.135, tolerance: TOL, range });
  assert.equal(back.done(0), false);
  assert.equal(back.x(0.5), 0);
  assert.equal(back.dx(0.5), 0);
  assert.equal(back.done(0.5), false);
  assert.equal(back.x(60), 500);
  assert.equal(back.done(60), true);
});

test('a position cruising goes on unchanged through a shift of its coordinates and new metrics', async () => {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const physics = new ScrollPhysics(readConfig({ axis: 'x' }));
  const metrics = { range: { min: 0, max: 100000 }, native: { min: 0, max: 100000 }, dimension: 390, reversed: false, snap: null };
  const build = (position, velocity) => new Cruise({ from: position, velocity, speed: 60, drag: 0.135, tolerance: TOL, range: null });
  const make = () => {
    const p = new ScrollPosition('x', { loop, physics, delegate: {}, pixels: 1000 });
    p.applyMetrics(metrics);
    return p;
  };
  const a = make(), b = make();
  a.cruise(build);
  b.cruise(build);
  await scheduler.run(160);
  b.shift(-390, metrics);
  assert.equal(b.activity.kind, 'driven');
  await scheduler.run(scheduler.time + 160);
  b.applyMetrics({ ...metrics, range: { min: 0, max: 90000 } });
  for (let i = 0; i < 20; i++) {
    await scheduler.run(scheduler.time + 16);
    assert.ok(Math.abs(b.pixels - (a.pixels - 390)) < 1e-6, `${b.pixels} vs ${a.pixels - 390}`);
    assert.ok(Math.abs(b.velocity - a.velocity) < 1e-6);
  }
  const t = scheduler.time / 1000;   // both started from rest at time 0: eased in as 60·(1 - drag^t)
  assert.ok(Math.abs(a.velocity - 60 * (1 - Math.pow(0.135, t))) < 1e-9, `eased in to ${a.velocity}`);
  a.dispose();
  b.dispose();
});
