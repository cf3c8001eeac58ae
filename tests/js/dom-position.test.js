// ScrollPosition and its activities without a browser, on a fake
// scheduler: every transition, the events that follow from them, live
// velocity and snap index, re-targeting when the bounds or snap points
// change mid-motion, and the frame loop's read / write / style phases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Spring } from '../../web/src/index.js';
import { FrameLoop, animate } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { SnapInterval, SnapList } from '../../web/src/dom/scroll/metrics.js';
import { FakeScheduler } from './dom-fake.js';

await init();

function setup({ range = { min: 0, max: 1700 }, snap = null, physics = new ScrollPhysics(), pixels = 0 } = {}) {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const log = [];
  const frames = [];
  const p = new ScrollPosition('y', {
    loop, physics, pixels,
    delegate: {
      changed: (q) => frames.push(q.pixels),
      activityChanged: (q, from, to) => log.push(`${from.kind}>${to.kind}`),
      snapped: (q, index) => log.push(`snap ${index}`),
    },
  });
  p.applyMetrics({ range, native: range, dimension: 300, snap, mode: 'nearest', reversed: false });
  return { p, scheduler, loop, log, frames };
}

test('a drag, its release and the fling: idle > drag > ballistic > idle, the release velocity handed to goBallistic', async () => {
  const { p, scheduler, log, frames } = setup();
  p.beginGesture('drag', 0);
  assert.equal(p.activity.kind, 'drag');
  for (let i = 1; i <= 5; i++) {
    scheduler.time = 16 * i;
    p.gestureBy(20, 0.016 * i);
  }
  assert.deepEqual(frames, [20, 40, 60, 80, 100], 'the content follows 1:1');
  const v = p.velocity;
  assert.ok(Math.abs(v - 1250) < 1e-6, `live velocity during the drag: ${v}`);
  p.endGesture({ t: 0.08 });
  assert.equal(p.activity.kind, 'ballistic');
  // Defect 14: the velocity is live at once, not 0 until the first frame.
  assert.ok(Math.abs(p.velocity - 1250) < 1e-6, `velocity right after the release: ${p.velocity}`);
  await scheduler.run(10_000);
  assert.equal(p.activity.kind, 'idle');
  assert.deepEqual(log, ['idle>drag', 'drag>ballistic', 'ballistic>idle']);
  const rest = 100 - 1250 / Math.log(0.135);
  assert.ok(Math.abs(p.pixels - rest) < 0.2, `rests where friction brings it: ${p.pixels} vs ${rest}`);
});

test('a drag past the end rubber-bands and bounces back exactly to the bound; a re-grab mid-bounce does not jump', async () => {
  const { p, scheduler, log } = setup({ pixels: 1700 });
  p.beginGesture('drag', 0);
  p.gestureBy(200, 0.1);
  const shown = p.pixels;
  assert.ok(shown > 1700 && shown < 1700 + 110);
  p.endGesture({ velocity: 0 });
  await scheduler.run(200);
  const mid = p.pixels;
  assert.ok(mid > 1700 && mid < shown);
  p.beginGesture('drag', scheduler.time);
  assert.equal(p.pixels, mid, 'caught exactly where it was');
  p.endGesture({ velocity: 0 });
  await scheduler.run(5000);
  assert.equal(p.pixels, 1700);
  assert.deepEqual(log, ['idle>drag', 'drag>ballistic', 'ballistic>drag', 'drag>ballistic', 'ballistic>idle']);
});

test('snap: live snap index during a gesture and the target index while moving (defect 14); snapped at rest', async () => {
  const snap = new SnapList([0, 400, 800, 1200, 1600]);
  const { p, scheduler, log } = setup({ range: { min: 0, max: 1600 }, snap });
  p.jumpTo(400, 1);
  assert.equal(p.snapIndex, 1);
  assert.deepEqual(log, ['snap 1']);
  p.beginGesture('drag', 0);
  p.gestureBy(150, 0.05);
  assert.equal(p.snapIndex, -1, 'between points during the drag: none, not the old 1');
  p.gestureBy(250, 0.1);
  assert.equal(p.snapIndex, 2, 'on point 2 during the drag');
  p.gestureBy(-100, 0.15);
  p.endGesture({ velocity: 0 });
  assert.equal(p.activity.target, 800);
  assert.equal(p.snapIndex, 2, 'the target while landing');
  await scheduler.run(5000);
  assert.equal(p.pixels, 800);
  assert.equal(p.snapIndex, 2);
  assert.equal(log.at(-1), 'snap 2');
});

test('interval snapping on 3.3e7 px with no point list (defect 11): a small fling from 19.8 M lands next to it', async () => {
  const range = { min: 0, max: 3.3e7 };
  const { p, scheduler } = setup({ range, snap: new SnapInterval(0, 3.3e7, 1000) });
  p.jumpTo(19_800_000);
  p.beginGesture('drag', 0);
  // 20 px every 16 ms (1250 px/s): the platform tracker needs three samples
  // or more, and drops everything before a gap of more than 40 ms.
  for (let i = 1; i <= 4; i++) p.gestureBy(20, 0.016 * i);
  p.endGesture({ t: 0.064 });
  assert.equal(p.activity.target, 19_801_000);
  await scheduler.run(10_000);
  assert.equal(p.pixels, 19_801_000);
  assert.equal(p.snapIndex, 19_801);
});

test('bounds that shrink mid-fling (defect 5): re-targeted at once, no blank frames, no jump back', async () => {
  const { p, scheduler, frames } = setup();
  p.jumpTo(800);
  p.goBallistic(3000);
  await scheduler.run(160);
  const before = p.pixels;
  assert.ok(before > 1000 && before < 1700, `mid-fling at ${before}`);
  // Rows removed: the range is 200 now.
  p.applyMetrics({ range: { min: 0, max: 200 }, native: { min: 0, max: 200 }, dimension: 300, snap: null });
  assert.equal(p.pixels, 200, 'at the new end at once, as the native offset is');
  assert.equal(p.activity.kind, 'ballistic');
  const start = frames.length;
  await scheduler.run(6000);
  const after = frames.slice(start);
  assert.ok(after.every((x) => x >= 200 - 1e-9 && x < 200 + 300), `a bounce at the new end, never a blank viewport: ${Math.max(...after)}`);
  assert.equal(p.pixels, 200);
  assert.equal(p.activity.kind, 'idle');
});

test('a resize during snapTo(3) (defect 5): the landing goes on to point 3\'s new place', async () => {
  const snap = new SnapList([0, 400, 800, 1200, 1600]);
  const { p, scheduler } = setup({ range: { min: 0, max: 1600 }, snap });
  const done = p.animateTo(1200, { snapIndex: 3 });
  await scheduler.run(100);
  const small = new SnapList([0, 240, 480, 720, 960]);
  p.applyMetrics({ range: { min: 0, max: 960 }, native: { min: 0, max: 960 }, dimension: 240, snap: small });
  assert.equal(p.activity.kind, 'driven');
  assert.equal(p.activity.target, 720);
  await scheduler.run(5000);
  assert.equal(p.pixels, 720);
  assert.equal(p.snapIndex, 3);
  assert.deepEqual(await done, { completed: true }, 'snapTo(3) arrived: the retarget carried its request on (issue 21 item 2)');
});

test('at rest, a resize keeps the snap point index, and a plain position stays inside', () => {
  const snap = new SnapList([0, 400, 800]);
  const { p } = setup({ range: { min: 0, max: 800 }, snap });
  p.jumpTo(400, 1);
  p.applyMetrics({ range: { min: 0, max: 1000 }, native: { min: 0, max: 1000 }, dimension: 500, snap: new SnapList([0, 500, 1000]) });
  assert.equal(p.pixels, 500);
  assert.equal(p.snapIndex, 1);
  const q = setup().p;
  q.jumpTo(1500);
  q.applyMetrics({ range: { min: 0, max: 300 }, native: { min: 0, max: 300 }, dimension: 300, snap: null });
  assert.equal(q.pixels, 300);
});

test('driven: animateTo from the exact current state; its promise resolves { completed }', async () => {
  const { p, scheduler, log } = setup();
  const done = p.animateTo(500);
  assert.equal(p.activity.kind, 'driven');
  await scheduler.run(3000);
  assert.deepEqual(await done, { completed: true });
  assert.equal(p.pixels, 500);
  assert.deepEqual(log, ['idle>driven', 'driven>idle']);
  // Interrupted by a gesture: completed false.
  const again = p.animateTo(0);
  await scheduler.run(3100);
  p.beginGesture('wheel');
  assert.deepEqual(await again, { completed: false });
});

test('native: follows the browser without a motion; its end lands on a snap point', async () => {
  const snap = new SnapList([0, 400, 800]);
  const { p, scheduler, log } = setup({ range: { min: 0, max: 800 }, snap });
  p.goNative(130);
  p.goNative(250);
  assert.equal(p.activity.kind, 'native');
  assert.equal(p.pixels, 250);
  p.endNative();
  assert.equal(p.activity.target, 400);
  await scheduler.run(3000);
  assert.equal(p.pixels, 400);
  assert.deepEqual(log, ['idle>native', 'native>ballistic', 'ballistic>idle', 'snap 1']);
});

test('a new physics at rest past a bound (reduced motion turning on) goes back inside', async () => {
  const { p, scheduler } = setup();
  p.beginGesture('drag', 0);
  p.gestureBy(-100, 0.1);
  p.goIdle();   // e.g. destroyed input; resting at an overscroll
  assert.ok(p.pixels < 0);
  p.setPhysics(new ScrollPhysics().withReducedMotion(true));
  assert.equal(p.activity.kind, 'ballistic');
  await scheduler.run(3000);
  assert.equal(p.pixels, 0);
});

test('frame loop: all reads, then the animations, then all writes, then all styles, in each frame', async () => {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const order = [];
  const task = (name) => ({ read: () => order.push(`read ${name}`), write: () => order.push(`write ${name}`), style: () => order.push(`style ${name}`) });
  const a = task('a'), b = task('b'), c = task('c');
  loop.schedule(a);
  loop.schedule(b);
  loop.animate(new Spring({ from: 0, to: 1, stiffness: 100, damping: 20 }), () => {
    order.push('animate');
    loop.schedule(c);   // scheduled during the frame: written in this frame
  });
  assert.equal(loop.inFrame, false);
  scheduler.frame(16);
  assert.deepEqual(order, ['read a', 'read b', 'animate', 'write a', 'write b', 'write c', 'style a', 'style b', 'style c']);
  order.length = 0;
  loop.schedule({ write: () => loop.schedule(a) });  // scheduled in the write phase: next frame
  scheduler.frame(32);
  assert.ok(!order.includes('write a'));
  scheduler.frame(48);
  assert.ok(order.includes('write a'));
});

test('animate() with a motion whose values become NaN stops with an error result', async () => {
  const scheduler = new FakeScheduler();
  const errors = [];
  const original = globalThis.reportError;
  globalThis.reportError = (e) => errors.push(e);
  try {
    const motion = { at: (t) => ({ x: t > 0.02 ? NaN : t, dx: 1 }), done: () => false };
    const seen = [];
    const handle = animate(motion, (x) => seen.push(x), { scheduler, startTime: 0 });
    scheduler.frame(16);
    scheduler.frame(32);
    const result = await handle.finished;
    assert.equal(result.completed, false);
    assert.ok(result.error instanceof RangeError);
    assert.match(result.error.message, /NaN/);
    assert.deepEqual(seen, [0.016], 'the NaN was never handed to onUpdate');
    assert.equal(handle.running, false);
    assert.equal(errors.length, 1);
  } finally {
    globalThis.reportError = original;
  }
});

test('holdRange: a range widened mid-drag (a pull-to-refresh hold) keeps what the finger holds: no jump, and the rubber band goes on from the new bound', () => {
  const { p } = setup({ pixels: 0 });
  p.beginGesture('drag', 0);
  p.gestureBy(-150, 0.1);                  // 150 px past the top: rubber-banded
  const shown = p.pixels;
  assert.ok(shown < 0 && shown > -150, `${shown}`);
  const old = p.holdRange({ min: -60, max: 1700 });
  assert.deepEqual(old, { min: 0, max: 1700 });
  assert.equal(p.pixels, shown, 'no jump');
  p.gestureBy(-10, 0.2);
  const band = (x, d, c = 0.55) => (1 - 1 / (Math.abs(x) * c / d + 1)) * d * Math.sign(x);
  const raw = p.physics.unband(shown, { min: -60, max: 1700 }, 300) - 10;
  assert.ok(Math.abs(p.pixels - (-60 + band(raw + 60, 300))) < 1e-9, `banded past the held bound: ${p.pixels}`);
});
