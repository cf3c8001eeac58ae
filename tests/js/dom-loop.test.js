// The loop's option and feature (web/src/dom/scroll/features.js, loop.js)
// and ScrollPosition.shift, in Node with a fake scheduler: the config
// reads `loop` only with the Loop feature in `use` (a TypeError that says
// what to import otherwise), and a shift moves a running motion's exact
// state and target by the same amount: sampled later, the shifted motion is
// the old one plus the shift (a spring is memoryless in (x - target, v)).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { FrameLoop } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { SnapList } from '../../web/src/dom/scroll/metrics.js';
import { readConfig } from '../../web/src/dom/scroll/config.js';
import { Loop } from '../../web/src/dom/scroll/loop.js';
import { FakeScheduler } from './dom-fake.js';

await init();

test('loop: true needs the Loop feature in use; bad values throw naming the option', () => {
  assert.throws(() => readConfig({ loop: true }), (e) => e instanceof TypeError && /option `loop` needs the Loop feature: import \{ Loop \}/.test(e.message));
  assert.throws(() => readConfig({ loop: 'yes', use: [Loop] }), (e) => e instanceof TypeError && /option `loop` must be a boolean/.test(e.message));
  assert.throws(() => readConfig({ use: Loop }), (e) => e instanceof TypeError && /option `use` must be an array/.test(e.message));
  assert.throws(() => readConfig({ use: [{}] }), (e) => e instanceof TypeError && /option `use\[0\]`/.test(e.message));
  const c = readConfig({ loop: true, use: [Loop] });
  assert.equal(c.features.features.loop.config, true);
  assert.deepEqual(Object.keys(readConfig({ loop: false, use: [Loop] }).features.features), []);
});

test('ScrollPosition.shift: a running spring goes on shifted, the same motion; idle keeps its slot; a gesture keeps its velocity', async () => {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const physics = new ScrollPhysics(readConfig({ axis: 'x' }));
  const points = [0, 390, 780];
  const metrics = { range: { min: 0, max: 780 }, native: { min: 0, max: 780 }, dimension: 390, reversed: false, snap: new SnapList(points) };
  const make = () => {
    const p = new ScrollPosition('x', { loop, physics, delegate: {}, pixels: 390 });
    p.applyMetrics(metrics);
    return p;
  };
  const a = make(), b = make();
  a.animateTo(780, { snapIndex: 2 });
  b.animateTo(780, { snapIndex: 2 });
  await scheduler.run(96);
  b.shift(-390, metrics);
  assert.equal(b.snapIndex, 1, 'the target is the point now at the old target');
  assert.equal(b.activity.target, 390);
  for (let i = 0; i < 10; i++) {
    await scheduler.run(scheduler.time + 16);
    assert.ok(Math.abs(b.pixels - (a.pixels - 390)) < 1e-6, `${b.pixels} vs ${a.pixels - 390}`);
  }
  await scheduler.run(scheduler.time + 3000);
  assert.equal(a.pixels, 780);
  assert.equal(b.pixels, 390);
  b.shift(390, metrics);
  assert.equal(b.pixels, 780);
  assert.equal(b.snapIndex, 2, 'at rest: the point under it');
  // A drag: the release velocity does not see the shift.
  const c = make(), d = make();
  for (const p of [c, d]) p.beginGesture('drag');
  for (const p of [c, d]) p.gesture.add(0, p.pixels);
  for (let i = 0; i < 6; i++) {
    for (const p of [c, d]) p.gestureBy(10, (i + 1) * 0.016);
    if (i === 2) d.shift(-390, metrics);
  }
  assert.equal(d.pixels, c.pixels - 390);
  assert.ok(Math.abs(d.gesture.tracker.velocity(0.096) - c.gesture.tracker.velocity(0.096)) < 1e-9);
});

test('autoplay: needs the Autoplay feature; its options are validated naming them', async () => {
  const { Autoplay } = await import('../../web/src/dom/scroll/autoplay.js');
  assert.throws(() => readConfig({ autoplay: { delay: 3000 } }), (e) => e instanceof TypeError && /option `autoplay` needs the Autoplay feature/.test(e.message));
  assert.throws(() => readConfig({ autoplay: { delay: -1 }, use: [Autoplay] }), (e) => e instanceof RangeError && /autoplay\.delay/.test(e.message));
  assert.throws(() => readConfig({ autoplay: { delay: 10, speed: 1 }, use: [Autoplay] }), (e) => e instanceof TypeError && /unknown option `autoplay\.speed`/.test(e.message));
  assert.throws(() => readConfig({ autoplay: { stopOnInteraction: 1 }, use: [Autoplay] }), (e) => e instanceof TypeError && /autoplay\.stopOnInteraction/.test(e.message));
  assert.deepEqual({ ...readConfig({ autoplay: true, use: [Autoplay] }).features.features.autoplay.config }, { delay: 4000, stopOnInteraction: true, playOnInit: true });
});

test('slidesToScroll: groups of k, or as many as fit; validated naming the option', async () => {
  const { groupRects, SlidesToScroll } = await import('../../web/src/dom/scroll/groups.js');
  const rects = [0, 1, 2, 3, 4].map((i) => ({ start: i * 110, end: i * 110 + 100 }));   // 100 px slides, 10 px gaps
  assert.deepEqual(groupRects(rects, 2, 390), [{ start: 0, end: 210 }, { start: 220, end: 430 }, { start: 440, end: 540 }]);
  assert.deepEqual(groupRects(rects, 'auto', 320), [{ start: 0, end: 320 }, { start: 330, end: 540 }]);
  assert.deepEqual(groupRects(rects, 'auto', 319.4), [{ start: 0, end: 210 }, { start: 220, end: 430 }, { start: 440, end: 540 }]);
  assert.equal(groupRects(rects, 1, 390), rects);
  const use = [SlidesToScroll];   // the grouping is an opt-in module
  assert.throws(() => readConfig({ snap: 'children', slidesToScroll: 0, use }), (e) => e instanceof TypeError && /`slidesToScroll` must be a whole number/.test(e.message));
  assert.throws(() => readConfig({ snap: 'children', slidesToScroll: 1.5, use }), TypeError);
  assert.throws(() => readConfig({ slidesToScroll: 2, use }), (e) => e instanceof TypeError && /needs `snap` on the children/.test(e.message));
  assert.throws(() => readConfig({ snap: 'children', slidesToScroll: 2, loop: true, use: [Loop, SlidesToScroll] }), (e) => e instanceof TypeError && /cannot be used with `loop`/.test(e.message));
  assert.equal(readConfig({ snap: 'children', slidesToScroll: 'auto', use }).snap.slidesToScroll, 'auto');
  assert.throws(() => readConfig({ snap: 'children', slidesToScroll: 2 }), (e) => e instanceof TypeError && /import \{ SlidesToScroll \} from 'kinema\/dom'/.test(e.message));
  assert.equal(readConfig({ snap: 'children', slidesToScroll: 1 }).snap.group, undefined, 'one slide a step: the default, no feature');
});
