// Issue 22, item 6, through the Scroller's parts on a hand-fired frame
// clock: the 'release' report (scroll/release.js) after a gesture starts a
// motion, with the exact rest (the fling's closed form, the snap target),
// the snap index and the settle time, checked against the frames actually
// run (the position at rest, the frame it went idle); and retarget (a
// position's running motion lands exactly on a new target from its exact
// state, keeping its velocity: ScrollPosition.landOn, under Scroller.retarget).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { FrameLoop } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { SnapInterval } from '../../web/src/dom/scroll/metrics.js';
import { readConfig } from '../../web/src/dom/scroll/config.js';
import { ReleaseReport } from '../../web/src/dom/scroll/release.js';
import { FakeScheduler } from './dom-fake.js';

await init();
const flush = () => new Promise((resolve) => setImmediate(resolve));

function setup({ snap = null, range = { min: 0, max: 20_000 } } = {}) {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const reports = [];
  let idleAt = null;
  let p = null;
  const release = new ReleaseReport(() => [p], (detail) => reports.push({ ...detail, at: scheduler.time }));
  p = new ScrollPosition('y', {
    loop, physics: new ScrollPhysics(readConfig({ landing: 'auto' })),
    delegate: {
      activityChanged: (q, from, to) => {
        release.heard(q, from, to);
        if (to.kind === 'idle') idleAt = scheduler.time;
      },
    },
  });
  p.applyMetrics({ range, native: range, dimension: 844, snap, mode: snap ? 'page' : 'nearest', reversed: false });
  return { p, scheduler, reports, idleAt: () => idleAt };
}

async function fling(s, velocity, { from = 0, by = 200 } = {}) {
  s.scheduler.time = 1000;
  s.p.jumpTo(from);
  s.p.beginGesture('drag', 1000);
  s.p.gestureBy(by, 1.016);
  s.p.endGesture({ velocity });
  await flush();
}

test("'release' after a drag: velocity, the fling's exact rest, index -1, and the settle time the frames keep", async () => {
  const s = setup();
  await fling(s, 1875, { from: 5000 });
  assert.equal(s.reports.length, 1, 'once');
  const r = s.reports[0];
  assert.equal(r.velocity, 1875);
  assert.equal(r.index, -1);
  const motion = s.p.activity.motion;
  assert.equal(r.target, motion.x(Infinity));
  assert.equal(r.duration, motion.settleTime);
  await s.scheduler.run(1000 + 6000, 4);
  assert.equal(s.p.pixels, r.target, 'at rest exactly on the reported target');
  // idle on the first 4 ms frame at or after the settle time
  assert.ok(s.idleAt() - 1000 >= r.duration * 1000 - 1e-6 && s.idleAt() - 1000 < r.duration * 1000 + 4 + 1e-6, `idle at ${s.idleAt() - 1000} ms, duration ${r.duration} s`);
});

test("'release' of a snap landing: the chosen point, its index; released at rest on a point, duration 0", async () => {
  const s = setup({ snap: new SnapInterval(0, 10 * 390, 390), range: { min: 0, max: 10 * 390 } });
  await fling(s, 900, { from: 780, by: 100 });
  const r = s.reports[0];
  assert.equal(r.index, 3);
  assert.equal(r.target, 3 * 390);
  await s.scheduler.run(1000 + 3000, 4);
  assert.equal(s.p.pixels, 3 * 390);
  assert.ok(Math.abs((s.idleAt() - 1000) - r.duration * 1000) <= 4 + 1e-6);
  const n = s.reports.length;
  s.scheduler.time = 5000;
  s.p.beginGesture('drag', 5000);
  s.p.endGesture({ velocity: 0 });   // on the point, at rest: a landing of no length
  await flush();
  assert.equal(s.reports.length, n + 1);
  assert.deepEqual(s.reports.at(-1), { velocity: 0, target: 3 * 390, index: 3, duration: 0, at: 5000 });
});

test('retarget: the running fling lands exactly on the new target, from its exact state, keeping its velocity', async () => {
  const s = setup();
  await fling(s, 3000, { from: 5000 });
  await s.scheduler.run(1000 + 200, 4);
  const motion = s.p.activity.motion;
  const state = motion.at(0.2);
  const run = s.p.landOn(6000, 1200);
  assert.ok(run, 'a motion ran');
  assert.equal(s.p.pixels, state.x, 'from its exact state then');
  assert.ok(Math.abs(s.p.activity.motion.dx(0) - state.dx) < 1e-9, `keeps the velocity ${state.dx}`);
  assert.equal(s.p.activity.target, 6000);
  await s.scheduler.run(1200 + 4000, 4);
  assert.equal(s.p.pixels, 6000, 'exactly');
  assert.deepEqual(await run, { completed: true });
  assert.equal(s.p.landOn(7000), null, 'nothing runs: nothing to retarget');
});
