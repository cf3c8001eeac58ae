// `wheel: 'smooth'` without a browser (web/src/dom/scroll/input/smooth-wheel.js):
// which wheel events are notches, where a notch goes (adding up, clamped,
// snap points), and that the animation is the scroller's spring: each frame
// against Spring's own closed form from the same state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Spring } from '../../web/src/index.js';
import { FrameLoop } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { SnapList } from '../../web/src/dom/scroll/metrics.js';
import { INPUT } from '../../web/src/dom/scroll/config.js';
import { SHARED_DEFAULTS as DEFAULTS } from '../../web/src/dom/shared-config.js';
import { NOTCH_MIN, NotchClassifier, SmoothWheel, notchPlans, notchTarget } from '../../web/src/dom/scroll/input/smooth-wheel.js';
import { runningBase as notchBase } from '../../web/src/dom/scroll/input/key-target.js';
import { readConfig } from '../../web/src/dom/scroll/config.js';
import { FakeScheduler } from './dom-fake.js';

await init();

function position({ range = { min: 0, max: 1000 }, snap = null, pixels = 0 } = {}) {
  const scheduler = new FakeScheduler();
  const p = new ScrollPosition('y', { loop: new FrameLoop(scheduler), physics: new ScrollPhysics(), pixels, delegate: {} });
  p.applyMetrics({ range, native: range, dimension: 300, snap, mode: 'nearest', reversed: false });
  return { p, scheduler };
}

test('notches: line and page deltas always; a large pixel delta after a pause; a trackpad stream stays a stream until a pause', () => {
  const c = new NotchClassifier();
  assert.equal(c.isNotch(1, 120, 0), true, 'deltaMode 1 (Firefox: 3 lines)');
  assert.equal(c.isNotch(2, 300, 1000), true, 'deltaMode 2');
  assert.equal(c.isNotch(0, 100, 2000), true, "Chromium's mouse: 100 px");
  assert.equal(c.isNotch(0, 100, 2030), true, 'the next notch of a spun wheel');
  // A trackpad: small deltas 8 ms apart, then a fast swipe's large ones.
  let t = 5000;
  const stream = [2, 6, 14, 30, 64, 120, 90, 40, 10, 3].map((d) => c.isNotch(0, d, (t += 8)));
  assert.deepEqual(stream, Array(10).fill(false));
  assert.equal(c.isNotch(0, 120, t + INPUT.wheelIdle - 1), false, 'still inside the stream');
  assert.equal(c.isNotch(0, 120, t + 2 * INPUT.wheelIdle + 10), true, 'after a pause: a notch');
  assert.equal(c.isNotch(0, NOTCH_MIN - 1, t + 5 * INPUT.wheelIdle), false, 'below NOTCH_MIN after a pause: a stream');
  assert.equal(c.isNotch(0, NaN, t + 10 * INPUT.wheelIdle), false);
});

test('notchTarget: base + delta in the range, null at the end; with snap the next point that way', () => {
  const { p } = position();
  assert.deepEqual(notchTarget(p, 0, 100), { target: 100, snapIndex: -1 });
  assert.deepEqual(notchTarget(p, 950, 100), { target: 1000, snapIndex: -1 });
  assert.equal(notchTarget(p, 1000, 100), null, 'at the end: the page scrolls');
  assert.equal(notchTarget(p, 0, -100), null);
  const s = position({ range: { min: 0, max: 1200 }, snap: new SnapList([0, 400, 800, 1200]) }).p;
  assert.deepEqual(notchTarget(s, 0, 100), { target: 400, snapIndex: 1 });
  assert.deepEqual(notchTarget(s, 400, -3), { target: 0, snapIndex: 0 });
  assert.equal(notchTarget(s, 1200, 100), null);
});

test('quick notches add up from where the running one goes; each frame is the spring from the exact state', async () => {
  const { p, scheduler } = position();
  let plans = notchPlans(new Map([[p, 100]]));
  assert.deepEqual(plans.map(([, plan]) => plan.target), [100]);
  p.animateTo(plans[0][1].target);
  await scheduler.run(48);
  const state = { x: p.pixels, v: p.velocity };
  assert.ok(state.x > 0 && state.x < 100);
  assert.equal(notchBase(p), 100, 'the running notch is going to 100');
  plans = notchPlans(new Map([[p, 100]]));
  assert.equal(plans[0][1].target, 200, 'the second notch adds to the first');
  const now = scheduler.time;
  p.animateTo(200);
  const truth = Spring.withDampingRatio({
    from: state.x, to: 200, velocity: state.v, stiffness: DEFAULTS.spring.stiffness, dampingRatio: DEFAULTS.spring.dampingRatio,
    tolerance: DEFAULTS.tolerance,
  });
  await scheduler.run(now + 96);
  const t = (scheduler.time - now) / 1000;
  assert.ok(Math.abs(p.pixels - truth.x(t)) < 1e-9, `${p.pixels} vs ${truth.x(t)}`);
  await scheduler.run(now + 5000);
  assert.equal(p.pixels, 200);
  assert.equal(notchBase(p), 200);
});

test("the `wheel` option: true, false or 'smooth'; anything else a TypeError naming it", () => {
  assert.equal(readConfig({}).wheel, true);
  assert.equal(readConfig({ wheel: 'smooth', use: [SmoothWheel] }).wheel, 'smooth');
  // The notch animation is the SmoothWheel feature's (an opt-in module): without it, a TypeError naming the import.
  assert.throws(() => readConfig({ wheel: 'smooth' }), (e) => e instanceof TypeError && /option `wheel: 'smooth'` needs the SmoothWheel feature: import \{ SmoothWheel \} from 'kinema\/dom'/.test(e.message));
  assert.equal(readConfig({ wheel: false }).wheel, false);
  for (const bad of ['Smooth', 1, null, {}]) {
    assert.throws(() => readConfig({ wheel: bad }), (e) => e instanceof TypeError && /option `wheel` must be true, false or 'smooth'/.test(e.message));
  }
  assert.equal(readConfig({}).pointer, true);
  assert.equal(readConfig({}, true).pointer, false, 'the page: touch and mouse drags stay the browser\'s');
  assert.equal(readConfig({ pointer: true }, true).pointer, true);
});
