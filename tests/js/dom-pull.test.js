// Overscroll (web/src/dom/scroll/overscroll.js) and its holds (the Pull
// feature, web/src/dom/scroll/pull.js, issue 12 item 7, seen through the
// Scroller's context, context.js) without a browser: real ScrollPositions and
// physics on a fake scheduler.
// The truths: where the motions rest (the held bound, exactly), the bounce
// to the held bound against scrollMotion's own closed form for the held
// range, continuity of what is shown (a hold or its release never jumps a
// finger or a bounce), and the reported distance is position minus the
// measured bound.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, scrollMotion } from '../../web/src/index.js';
import { FrameLoop } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { Pull, heldRange, readHold } from '../../web/src/dom/scroll/pull.js';
import { Overscroll, overscrollOf } from '../../web/src/dom/scroll/overscroll.js';
import { scrollerContext } from '../../web/src/dom/scroll/context.js';
import { SnapList } from '../../web/src/dom/scroll/metrics.js';
import { SHARED_DEFAULTS as DEFAULTS } from '../../web/src/dom/shared-config.js';
import { FakeScheduler } from './dom-fake.js';

await init();

const RANGE = { min: 0, max: 1700 };

function setup({ pixels = 0, snap = null } = {}) {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const events = [];
  let over = null;
  const p = new ScrollPosition('y', {
    loop, physics: new ScrollPhysics(), pixels,
    delegate: { changed: () => over?.changed() },
  });
  const core = new Overscroll(() => [p], (type, detail) => events.push({ type, ...detail }));
  // The Pull feature on the context of a scroller with the one axis `p`.
  const host = scrollerContext({ main: p }, { positions: () => [p] });
  const holds = Pull.attach(host, Pull.read('Scroller', true));
  over = {
    of: (q) => core.of(q),
    changed: () => core.changed(),
    adjust(m) { core.measured(m); return holds.adjust(m); },
    hold: ({ distance, ...options }) => holds.hold(distance, options),
    dispose: () => holds.dispose(),
  };
  const metrics = over.adjust({ y: { range: RANGE, native: RANGE, dimension: 300, snap, mode: 'nearest', reversed: false } });
  p.applyMetrics(metrics.y);
  return { p, scheduler, over, events };
}

test('overscrollOf and heldRange: the sign is the edge', () => {
  assert.equal(overscrollOf(-40, RANGE), -40);
  assert.equal(overscrollOf(1750, RANGE), 50);
  assert.equal(overscrollOf(800, RANGE), 0);
  assert.deepEqual(heldRange(RANGE, -60), { min: -60, max: 1700 });
  assert.deepEqual(heldRange(RANGE, 80), { min: 0, max: 1780 });
});

test('readHold: TypeError or RangeError naming the parameter', () => {
  const read = (d, o) => readHold('Scroller.holdOverscroll', d, o, ['y'], 'y');
  assert.deepEqual(read(-60), { distance: -60, axis: 'y', until: undefined });
  assert.throws(() => read('60'), (e) => e instanceof TypeError && /distance/.test(e.message));
  assert.throws(() => read(NaN), (e) => e instanceof RangeError && /distance/.test(e.message));
  assert.throws(() => read(Infinity), (e) => e instanceof RangeError && /distance/.test(e.message));
  assert.throws(() => read(0), (e) => e instanceof RangeError && /distance.*not be 0/.test(e.message));
  assert.throws(() => read(-60, { axis: 'x' }), (e) => e instanceof TypeError && /`axis`/.test(e.message));
  assert.throws(() => read(-60, { until: 5 }), (e) => e instanceof TypeError && /`until`/.test(e.message));
  assert.throws(() => read(-60, { after: 5 }), (e) => e instanceof TypeError && /unknown option `after`/.test(e.message));
  assert.throws(() => read(-60, 'y'), TypeError);
});

test('pull to refresh: a release past the start held at -60 bounces to -60 exactly (scrollMotion over the held range), then back to 0 on release()', async () => {
  const { p, scheduler, over, events } = setup();
  p.beginGesture('drag', 0);
  p.gestureBy(-200, 0.1);                      // pulled down at the top: rubber-banded
  const pulled = p.pixels;
  assert.ok(pulled < -60 && pulled > -110, `pulled to ${pulled}`);
  assert.deepEqual(events.at(-1), { type: 'overscroll', axis: 'y', distance: pulled });
  p.endGesture({ velocity: 0 });
  const start = scheduler.time;
  const hold = over.hold({ axis: 'y', distance: -60 });   // the app starts refreshing on release
  assert.equal(hold.active, true);
  assert.deepEqual(p.range, { min: -60, max: 1700 });
  const truth = scrollMotion({
    position: pulled, velocity: 0, min: -60, max: 1700, overscroll: 'bounce', drag: DEFAULTS.drag,
    stiffness: DEFAULTS.spring.stiffness, dampingRatio: DEFAULTS.spring.dampingRatio, tolerance: DEFAULTS.tolerance,
  });
  await scheduler.run(start + 160);
  const t = (scheduler.time - start) / 1000;
  assert.ok(Math.abs(p.pixels - truth.x(t)) < 1e-9, `at ${t} s: ${p.pixels} vs scrollMotion's ${truth.x(t)}`);
  await scheduler.run(start + 5000);
  assert.equal(p.activity.kind, 'idle');
  assert.equal(p.pixels, -60, 'rests held open, exactly');
  assert.equal(over.of(p), -60, 'the distance is past the measured bound');
  assert.deepEqual(events.at(-1), { type: 'overscroll', axis: 'y', distance: -60 });
  hold.release();
  assert.equal(hold.active, false);
  assert.deepEqual(p.range, RANGE);
  assert.equal(p.activity.kind, 'ballistic', 'bounces back from where it was held');
  assert.equal(p.pixels, -60, 'no jump on release');
  await scheduler.run(scheduler.time + 5000);
  assert.equal(p.pixels, 0);
  assert.deepEqual(events.at(-1), { type: 'overscroll', axis: 'y', distance: 0 });
  // Every distance reported in order, each a change, all at the start edge.
  const ds = events.map((e) => e.distance);
  assert.ok(ds.every((d) => d <= 0));
  assert.ok(ds.every((d, i) => i === 0 || d !== ds[i - 1]));
  hold.release();   // idempotent
});

test('a hold during the drag does not move what the finger holds; the pull goes on from there', () => {
  const { p, over } = setup();
  p.beginGesture('drag', 0);
  p.gestureBy(-150, 0.1);
  const before = p.pixels;
  over.hold({ axis: 'y', distance: -60 });
  assert.equal(p.pixels, before, 'no jump when the hold starts');
  p.gestureBy(-10, 0.11);
  assert.ok(p.pixels < before, 'still follows the finger');
  const shown = p.pixels;
  over.hold({ axis: 'y', distance: -30 });   // replaces the first
  assert.equal(p.pixels, shown);
  assert.deepEqual(p.range, { min: -30, max: 1700 });
});

test('resting on the edge: a hold opens it with the spring; past the other edge nothing moves', async () => {
  const { p, scheduler, over } = setup();
  const hold = over.hold({ axis: 'y', distance: -48 });
  assert.equal(p.activity.kind, 'driven');
  await scheduler.run(3000);
  assert.equal(p.pixels, -48);
  hold.release();
  await scheduler.run(6000);
  assert.equal(p.pixels, 0);
  p.jumpTo(500);
  over.hold({ axis: 'y', distance: -48 });
  assert.equal(p.activity.kind, 'idle', 'scrolled away from the edge: stays');
  assert.equal(p.pixels, 500);
  over.hold({ axis: 'y', distance: 40 });      // load more at the end
  assert.deepEqual(p.range, { min: 0, max: 1740 });
});

test('the measured range changing while held keeps the hold; until: a promise releases it; dispose ends it', async () => {
  const { p, scheduler, over } = setup();
  let finish;
  const hold = over.hold({ axis: 'y', distance: -60, until: new Promise((resolve) => { finish = resolve; }) });
  await scheduler.run(3000);
  const m = over.adjust({ y: { range: { min: 0, max: 2000 }, native: { min: 0, max: 2000 }, dimension: 300, snap: null, mode: 'nearest', reversed: false } });
  assert.deepEqual(m.y.range, { min: -60, max: 2000 });
  p.applyMetrics(m.y);
  assert.equal(p.pixels, -60);
  finish();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(hold.active, false, 'released when the work settled');
  await scheduler.run(9000);
  assert.equal(p.pixels, 0);
  const second = over.hold({ axis: 'y', distance: -60 });
  over.dispose();
  assert.equal(second.active, false);
  assert.equal(over.hold({ axis: 'y', distance: -60 }).active, false, 'after dispose a hold holds nothing');
});

test('a scroller with snap cannot hold (TypeError)', () => {
  const { over } = setup({ snap: new SnapList([0, 400, 800]) });
  assert.throws(() => over.hold({ axis: 'y', distance: -60 }), (e) => e instanceof TypeError && /snap/.test(e.message));
});
