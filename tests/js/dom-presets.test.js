// The `physics` option of the Scroller and the Draggable ('ios' with its
// decelerationRate, 'android'), through their parts: the config reads it
// (TypeError / RangeError naming the option), the physics built from the
// config releases with exactly the motion scrollMotion gives for the same
// inputs and preset (sampled and compared bit for bit: the Android curve is
// the core's, never a JS curve), and 'android' never overscrolls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, scrollMotion, rubberBand } from '../../web/src/index.js';
import { readConfig, updateConfig } from '../../web/src/dom/scroll/config.js';
import * as drag from '../../web/src/dom/drag/config.js';
import * as decide from '../../web/src/dom/drag/decide.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';

await init();
const range = { min: 0, max: 1000 };
// The spring and tolerance the configs use by default (the inputs scrollMotion is given too).
// Visibly done at devicePixelRatio 1 (Node has none): half a pixel, and a
// friction (ended by its speed alone) at the speed that leaves half a pixel to go.
const SAME = { stiffness: 170, dampingRatio: 1 };
const tolerance = (drag) => ({ tolerance: { distance: 0.5, velocity: Math.min(30, -0.5 * Math.log(drag)), time: 1e-3 } });
const TIMES = [0, 1e-3, 0.016, 0.1, 0.25, 0.5, 1, 2, 3.5, 10];

// Two motions are the same when every sample, velocity and the settle time are identical bits.
function same(a, b, label) {
  for (const t of TIMES) {
    assert.ok(Object.is(a.x(t), b.x(t)), `${label}: x(${t}) ${a.x(t)} vs ${b.x(t)}`);
    assert.ok(Object.is(a.dx(t), b.dx(t)), `${label}: dx(${t})`);
    assert.equal(a.done(t), b.done(t), `${label}: done(${t})`);
  }
  assert.ok(Object.is(a.settleTime, b.settleTime), `${label}: settleTime`);
}

const PRESETS = [
  [{ physics: 'ios' }, { physics: 'ios' }],
  [{ physics: 'ios', decelerationRate: 'fast' }, { physics: 'ios', decelerationRate: 'fast' }],
  [{ decelerationRate: 'fast' }, { physics: 'ios', decelerationRate: 'fast' }],
  [{ physics: 'android' }, { physics: 'android' }],
];
const RELEASES = [[100, 300], [500, -2500], [900, 5000], [50, -8000], [1100, 0], [1100, 400]];

test('Scroller: a release with each preset runs scrollMotion\'s motion for the same inputs, to the bit', () => {
  for (const [options, motionOptions] of PRESETS) {
    const physics = new ScrollPhysics(readConfig(options));
    for (const [position, velocity] of RELEASES) {
      const made = physics.release({ position, velocity, range });
      const expected = scrollMotion({ position, velocity, min: 0, max: 1000, ...SAME, ...tolerance(physics.drag), ...motionOptions });
      same(made.motion, expected, `${JSON.stringify(options)} from ${position} at ${velocity}`);
    }
  }
});

test('Draggable: a release with each preset runs scrollMotion\'s motion on each bounded axis, to the bit', () => {
  for (const [options, motionOptions] of PRESETS) {
    const config = drag.readConfig({ ...options, axis: 'x', bounds: { min: 0, max: 1000 } });
    const c = config;
    const physics = new ScrollPhysics({
      overscroll: c.overscroll, drag: c.drag, spring: c.spring, tolerance: c.tolerance, physics: c.physics, rubberBand: c.rubberBand,
    });
    const ranges = decide.ranges(config, { x: 0, y: 0 });
    for (const [position, velocity] of RELEASES) {
      const made = decide.release(physics, config, { position: { x: position, y: 0 }, velocity: { x: velocity, y: 0 }, range: ranges });
      const expected = scrollMotion({ position, velocity, min: 0, max: 1000, ...SAME, ...tolerance(physics.drag), ...motionOptions });
      same(made.motion.motionX, expected, `${JSON.stringify(options)} from ${position} at ${velocity}`);
    }
  }
});

test('the default is unchanged: no preset releases with kinema\'s drag 0.135 and bounce', () => {
  const config = readConfig({});
  assert.equal(config.physics, null);
  assert.equal(config.drag, 0.135);
  assert.equal(config.overscroll, 'bounce');
  const made = new ScrollPhysics(config).release({ position: 900, velocity: 5000, range });
  same(made.motion, scrollMotion({ position: 900, velocity: 5000, min: 0, max: 1000, ...SAME, ...tolerance(0.135) }), 'default');
});

test('android: a fling never passes a bound, a drag past it does not rubber-band, and a snap pages', () => {
  for (const physics of [new ScrollPhysics(readConfig({ physics: 'android' })),
    new ScrollPhysics(drag.readConfig({ physics: 'android' }))]) {
    assert.equal(physics.rubber, false);
    assert.equal(physics.band(1300, range, 400), 1000);
    assert.equal(physics.drift(990, 50, range), 1000);
    for (const [position, velocity] of [[900, 8000], [100, -8000], [999, 300]]) {
      const m = physics.release({ position, velocity, range }).motion;
      for (let t = 0; t <= 5; t += 1 / 240) {
        const x = m.x(t);
        assert.ok(x >= 0 && x <= 1000, `x(${t}) = ${x} from ${position} at ${velocity}`);
      }
      assert.equal(m.x(Infinity), velocity > 0 ? 1000 : 0, 'rests on the bound it reached');
    }
  }
  // ios: the same fling passes the bound and comes back (the preset's bounce), banded by 0.55.
  const ios = new ScrollPhysics(readConfig({ physics: 'ios' }));
  assert.ok(ios.release({ position: 900, velocity: 8000, range }).motion.x(0.3) > 1000);
  assert.equal(ios.band(1300, range, 400), 1000 + rubberBand(300, 400, 0.55));
  // Paging: a preset's default snap mode is 'page'; an explicit mode wins.
  assert.equal(readConfig({ physics: 'android', snap: { interval: 100 } }).snap.mode, 'page');
  assert.equal(readConfig({ physics: 'ios', snap: 'children' }).snap.mode, 'page');
  assert.equal(readConfig({ physics: 'ios', snap: { interval: 100, mode: 'nearest' } }).snap.mode, 'nearest');
  assert.equal(readConfig({ snap: { interval: 100 } }).snap.mode, 'nearest');
});

test('presets set defaults: explicit drag and overscroll override them; decelerationRate sets the drag', () => {
  assert.equal(readConfig({ physics: 'ios', decelerationRate: 'fast' }).drag, 0.99 ** 1000);
  assert.equal(readConfig({ physics: 'ios' }).drag, 0.998 ** 1000);
  assert.equal(readConfig({ physics: 'ios', drag: 0.2 }).drag, 0.2);
  assert.equal(readConfig({ physics: 'ios', overscroll: 'clamp' }).overscroll, 'clamp');
  assert.equal(readConfig({ physics: 'android' }).overscroll, 'clamp');
  assert.equal(drag.readConfig({ physics: 'ios', decelerationRate: 'fast' }).drag, 0.99 ** 1000);
  assert.equal(drag.readConfig({ physics: 'android' }).overscroll, 'clamp');
});

test('update({physics}) re-derives the preset\'s defaults and keeps what was given explicitly', () => {
  const base = readConfig({ bounds: { min: 0, max: 500 }, snap: { interval: 100 }, spring: { stiffness: 300 } });
  const android = updateConfig(base, { physics: 'android' });
  assert.equal(android.physics.name, 'android');
  assert.equal(android.overscroll, 'clamp');
  assert.equal(android.snap.mode, 'page');
  assert.equal(android.spring.stiffness, 300, 'kept');
  assert.deepEqual(android.bounds, base.bounds);
  const fast = updateConfig(android, { physics: 'ios', decelerationRate: 'fast' });
  assert.equal(fast.overscroll, 'bounce');
  assert.equal(fast.drag, 0.99 ** 1000);
  const back = updateConfig(fast, { physics: undefined, decelerationRate: undefined });
  assert.equal(back.physics, null);
  assert.equal(back.drag, 0.135);
  assert.equal(back.snap.mode, 'nearest');
  assert.throws(() => updateConfig(readConfig({ drag: 0.2 }), { physics: 'android' }), /option `drag` does not apply to physics 'android'/);
  const d = drag.readConfig({ axis: 'x' });
  assert.equal(drag.updateConfig(d, { physics: 'android' }).overscroll, 'clamp');
});

test('bad values throw, naming the option and the value', () => {
  for (const [read, where] of [[readConfig, 'Scroller'], [drag.readConfig, 'Draggable']]) {
    assert.throws(() => read({ physics: 'windows' }), (e) => e instanceof TypeError && e.message.includes(`kinema: ${where}: option \`physics\``) && e.message.includes('windows'));
    assert.throws(() => read({ physics: 1 }), (e) => e instanceof TypeError && e.message.includes('`physics`'));
    assert.throws(() => read({ physics: 'ios', decelerationRate: 'slow' }), (e) => e instanceof TypeError && e.message.includes(`kinema: ${where}: option \`decelerationRate\``) && e.message.includes('slow'));
    assert.throws(() => read({ physics: 'ios', decelerationRate: 1.5 }), (e) => e instanceof RangeError && e.message.includes(`kinema: ${where}:`) && e.message.includes('decelerationRate') && e.parameter === 'decelerationRate' && e.value === 1.5);
    assert.throws(() => read({ physics: 'ios', decelerationRate: NaN }), RangeError);
    assert.throws(() => read({ physics: 'android', decelerationRate: 'fast' }), (e) => e instanceof TypeError && e.message.includes('`decelerationRate`'));
    assert.throws(() => read({ physics: 'android', drag: 0.5 }), (e) => e instanceof TypeError && e.message.includes('`drag`'));
    assert.throws(() => read({ physics: 'ios', drag: 2 }), (e) => e instanceof RangeError && e.message.includes('`drag`') || e.message.includes('drag'));
  }
});

test('android snapping projects the rest point with the Android curve (closed form of the README), not a friction', async () => {
  const { SnapInterval } = await import('../../web/src/dom/scroll/metrics.js');
  const physics = new ScrollPhysics(readConfig({ physics: 'android' }));
  const snap = new SnapInterval(0, 100000, 100);
  // Independent truth: OverScroller's spline, x_rest = from + v T / D, T = 0.35 D (|v|/v_ref)^(1/(D-1)).
  const D = Math.log(0.78) / Math.log(0.9);
  const vRef = 0.015 * 9.80665 * 39.37 * 160 * 0.84 / 0.35;
  const androidRest = (x, v) => x + v * (0.35 * D * (Math.abs(v) / vRef) ** (1 / (D - 1))) / D;
  let differs = 0;
  for (const v of [150, 400, 900, 2000, 4500, 8000, -3000]) {
    const from = 50000;
    const rest = androidRest(from, v);
    const i = physics.chooseIndex(snap, { position: from, velocity: v, mode: 'nearest' });
    assert.ok(Math.abs(snap.at(i) - rest) <= 50 + 1e-6, `v ${v}: point ${snap.at(i)} is nearest to the Android rest ${rest}`);
    const friction = from - v / Math.log(0.135);
    if (Math.abs(friction - rest) > 100) differs++;
  }
  assert.ok(differs >= 3, 'the check discriminates: the friction projection lands elsewhere');
});

test('Draggable android snapping projects with the Android curve on each axis', () => {
  const D = Math.log(0.78) / Math.log(0.9);
  const vRef = 0.015 * 9.80665 * 39.37 * 160 * 0.84 / 0.35;
  const androidRest = (x, v) => x + v * (0.35 * D * (Math.abs(v) / vRef) ** (1 / (D - 1))) / D;
  const points = [];
  for (let i = 0; i <= 200; i++) points.push(i * 100);
  const config = drag.readConfig({ axis: 'x', physics: 'android', snap: { points } });
  const c = config;
  const physics = new ScrollPhysics({ overscroll: c.overscroll, drag: c.drag, physics: c.physics, rubberBand: c.rubberBand });
  const range = decide.ranges(config, { x: 10000, y: 0 });
  for (const v of [400, 2000, 6000, -5000]) {
    const made = decide.release(physics, config, { position: { x: 10000, y: 0 }, velocity: { x: v, y: 0 }, range });
    assert.ok(Math.abs(made.target.x - androidRest(10000, v)) <= 50 + 1e-6, `v ${v}: ${made.target.x} vs ${androidRest(10000, v)}`);
  }
});
