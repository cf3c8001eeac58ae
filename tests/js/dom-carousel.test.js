// The carousel parts without a browser: the landing choice ('auto',
// 'friction', 'spring') and its times, the selected snap point that next() /
// prev() step from and its 'select' transitions, the new options'
// validation, and the DOM layer's visibly-done tolerance (the Scroller's
// default and animate()'s).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Friction, Spring, snapMotion } from '../../web/src/index.js';
import { FrameLoop, animate } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { ScrollEvents } from '../../web/src/dom/scroll/events.js';
import { SnapInterval } from '../../web/src/dom/scroll/metrics.js';
import { readConfig, updateConfig } from '../../web/src/dom/scroll/config.js';
import { Accessibility } from '../../web/src/dom/scroll/accessibility.js';
import { uiTolerance } from '../../web/src/dom/ui-tolerance.js';
import { FakeScheduler } from './dom-fake.js';

await init();

const PAGE = 390;                      // a phone-wide carousel page (px)
const physicsAt = (dpr, landing = 'auto') => new ScrollPhysics({ ...readConfig({ landing }), tolerance: { ...uiTolerance(dpr), time: 1e-3 } });

// The last time (s, sampled every 1 ms up to 10 s) the motion is farther than `within` px from `target`.
function lastExcursion(motion, target, within) {
  let last = 0;
  for (let i = 0; i <= 10_000; i++) if (Math.abs(motion.x(i / 1000) - target) > within) last = i / 1000;
  return last;
}

// Slow releases of a page snap: from a quarter to three quarters of a page
// dragged, at rest or at up to 1,500 px/s either way (what a slow hand does).
const SLOW = [];
for (const dragged of [0.25, 0.4, 0.6, 0.75]) {
  for (const velocity of [0, 100, 300, 600, 1000, 1500, -300]) SLOW.push([dragged * PAGE, velocity]);
}

test('landing auto: a slowly released page snap is within half a device pixel and at rest within 1.0 s (dpr 1, 2, 3)', () => {
  for (const dpr of [1, 2, 3]) {
    const physics = physicsAt(dpr);
    const snap = new SnapInterval(0, 4 * PAGE, PAGE);
    for (const [position, velocity] of SLOW) {
      const index = physics.chooseIndex(snap, { position, velocity, start: 0, mode: 'page' });
      const target = snap.at(index);
      const motion = physics.landing({ position, velocity, target, dimension: PAGE });
      const label = `dpr ${dpr}, from ${position} at ${velocity} px/s to ${target}`;
      assert.ok(motion.settleTime <= 1.0, `${label}: settleTime ${motion.settleTime}`);
      assert.ok(lastExcursion(motion, target, 0.5 / dpr) <= motion.settleTime + 1e-3, `${label}: sampled within half a device pixel after settleTime`);
      assert.ok(Math.abs(motion.dx(0) - velocity) < 1e-6 * Math.max(1, Math.abs(velocity)), `${label}: starts at the release velocity`);
    }
  }
});

test('landing friction (the old behaviour) takes 1.9 s and more for some of the same releases', () => {
  const physics = physicsAt(1, 'friction');
  const times = SLOW.map(([position, velocity]) => {
    const target = velocity >= 0 && position > PAGE / 2 ? PAGE : velocity > 0 ? PAGE : 0;
    return physics.landing({ position, velocity, target, dimension: PAGE }).settleTime;
  });
  assert.ok(Math.max(...times) > 1.9, `slowest friction landing ${Math.max(...times)} s`);
});

test('landing auto keeps the exact friction where it is done first, and for targets beyond a viewport', () => {
  const physics = physicsAt(1);
  // A brisk flick: 300 px to go at 8,000 px/s, time constant 0.0375 s (the
  // landing spring, stiffened for 5,000 px/s and more, is done first below that).
  const brisk = physics.landing({ position: 90, velocity: 8000, target: PAGE, dimension: PAGE });
  assert.ok(brisk instanceof Friction);
  assert.equal(brisk.x(Infinity), PAGE);
  assert.ok(Math.abs(brisk.dx(0) - 8000) < 1e-6);
  const spring = physics.landingSpring({ position: 90, velocity: 8000, target: PAGE });
  assert.ok(brisk.settleTime <= spring.settleTime);
  // 1,500 px to go at 3,300 px/s: a scroll of several viewports keeps its deceleration
  // (the page-sized spring would pull it at up to twice the flung speed).
  const far = physics.landing({ position: 0, velocity: 3300, target: 1500, dimension: PAGE });
  assert.ok(far instanceof Friction);
  assert.equal(physics.landing({ position: 0, velocity: 3300, target: 1500, dimension: 2000 }) instanceof Spring, true);
});

test('landing spring: always the critically damped spring from the release state; friction is snapMotion', () => {
  const spring = physicsAt(1, 'spring');
  const friction = physicsAt(1, 'friction');
  for (const [position, velocity, target] of [[90, 5000, PAGE], [300, 200, PAGE], [300, -200, PAGE]]) {
    const m = spring.landing({ position, velocity, target, dimension: PAGE });
    assert.ok(m instanceof Spring);
    assert.equal(m.x(0), position);
    assert.ok(Math.abs(m.dx(0) - velocity) < 1e-9);
    assert.equal(m.x(Infinity), target);
    const f = friction.landing({ position, velocity, target, dimension: PAGE });
    const expected = snapMotion({ position, velocity, target, stiffness: 170, tolerance: friction.landingTolerance(Math.abs(velocity / (target - position))) });
    for (const t of [0, 0.1, 0.5, 2]) assert.ok(Object.is(f.x(t), expected.x(t)));
  }
});

test('a friction ends within the distance tolerance of its rest (its speed alone ends it in the core)', () => {
  const physics = physicsAt(1, 'friction');
  const m = physics.landing({ position: 100, velocity: 1000, target: PAGE, dimension: PAGE });   // time constant 0.29 s
  assert.ok(m instanceof Friction);
  assert.ok(Math.abs(m.x(m.settleTime) - PAGE) <= 0.5 + 1e-9, `left ${PAGE - m.x(m.settleTime)} px at settleTime`);
  const fling = physics.fling({ position: 0, velocity: 3000, range: { min: 0, max: 1e5 } });
  assert.ok(Math.abs(fling.x(fling.settleTime) - fling.x(Infinity)) <= 0.5 + 1e-9);
});

// A position whose delegate is the Scroller's events part (events.js), with a log of the events.
function carousel() {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const log = [];
  let p = null;
  const events = new ScrollEvents({
    positions: () => [p], view: () => ({ invalidate() {}, watch() {}, written: () => NaN }), busy: () => false,
    emit: (type, d) => { if (type === 'select') log.push(`select ${d.index} from ${d.previous}`); else if (type !== 'scroll') log.push(type === 'snap' ? `snap ${d.index}` : type); },
  });
  p = new ScrollPosition('x', { loop, physics: physicsAt(1), delegate: events });
  const range = { min: 0, max: 4 * PAGE };
  events.remeasure(() => p.applyMetrics({ range, native: range, dimension: PAGE, snap: new SnapInterval(0, 4 * PAGE, PAGE), mode: 'nearest', reversed: false }));
  events.start();
  return { p, scheduler, log, events };
}

test('select: when a target is chosen (animateTo, a release), once per change, before it lands; a rest elsewhere selects too', async () => {
  const { p, scheduler, log, events } = carousel();
  assert.deepEqual(log, [], 'the first measure selects where it rests, silently');
  p.animateTo(PAGE, { snapIndex: 1 });
  assert.equal(p.snapIndex, 1, 'the target while moving');
  p.animateTo(2 * PAGE, { snapIndex: 2 });   // a second call before the first lands
  assert.deepEqual(log, ['select 1 from 0', 'select 2 from 1']);
  await scheduler.run(3000);
  assert.equal(p.pixels, 2 * PAGE);
  assert.deepEqual(log.slice(2), ['settle', 'snap 2']);
  // A drag back by a third of a page, released at rest: lands on 2 again, no select.
  p.beginGesture('drag', 3000);
  p.gestureBy(-130, 3.016);
  p.endGesture({ velocity: 0 });
  assert.equal(p.activity.snapIndex, 2);
  await scheduler.run(6000);
  assert.deepEqual(log.slice(4), ['settle', 'snap 2']);
  // Released towards the previous page: select 1 at the release, before it lands.
  p.beginGesture('drag', 6000);
  p.gestureBy(-150, 6.016);
  p.endGesture({ velocity: -800 });
  assert.equal(log.at(-1), 'select 1 from 2');
  assert.equal(p.snapIndex, 1);
  // A jump to another point (snapTo with animate: false) selects it; new metrics re-sync silently.
  events.quietly(() => p.jumpTo(3 * PAGE, 3));
  assert.deepEqual(log.slice(-2), ['select 3 from 1', 'snap 3']);
  const range = { min: 0, max: 2 * PAGE };
  events.remeasure(() => p.applyMetrics({ range, native: range, dimension: PAGE, snap: new SnapInterval(0, 2 * PAGE, PAGE), mode: 'nearest', reversed: false }));
  assert.equal(p.snapIndex, 2, 'three pages: kept on the last');
  p.animateTo(PAGE, { snapIndex: 1 });
  assert.equal(log.at(-1), 'select 1 from 2', 'from the re-synced point, not the old 3');
});

test('options: landing and accessibility are validated and updatable; tolerance \'exact\' is the core\'s', () => {
  assert.equal(readConfig({}).landing, 'auto');
  assert.equal(readConfig({}).accessibility, false);
  assert.throws(() => readConfig({ landing: 'bouncy' }), (e) => e instanceof TypeError && /`landing`/.test(e.message) && /bouncy/.test(e.message));
  assert.throws(() => readConfig({ accessibility: 'yes' }), (e) => e instanceof TypeError && /`accessibility`/.test(e.message));
  assert.equal(updateConfig(readConfig({}), { landing: 'spring' }).landing, 'spring');
  assert.equal(updateConfig(readConfig({ use: [Accessibility] }), { accessibility: true }).accessibility, true);
  // The roles, the live region and the inert slides are the Accessibility feature's (an opt-in module).
  assert.throws(() => updateConfig(readConfig({}), { accessibility: true }), (e) => e instanceof TypeError && /import \{ Accessibility \} from 'kinema\/dom'/.test(e.message));
  assert.deepEqual({ ...readConfig({ tolerance: 'exact' }).tolerance }, { distance: 1e-3, velocity: 1e-3, time: 1e-3 });
  assert.throws(() => readConfig({ tolerance: 'loose' }), (e) => e instanceof TypeError && /`tolerance`/.test(e.message));
  assert.throws(() => readConfig({ tolerance: { distance: 0 } }), (e) => e instanceof RangeError && /tolerance\.distance/.test(e.message));
});

test('UI tolerance: half a device pixel and the speed that moves that far in a 60 Hz frame, read at devicePixelRatio', () => {
  assert.deepEqual({ ...uiTolerance(1) }, { distance: 0.5, velocity: 30 });
  assert.deepEqual({ ...uiTolerance(2) }, { distance: 0.25, velocity: 15 });
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'devicePixelRatio');
  try {
    globalThis.devicePixelRatio = 3;
    const t = readConfig({}).tolerance;
    assert.ok(Math.abs(t.distance - 0.5 / 3) < 1e-15 && Math.abs(t.velocity - 10) < 1e-12);
    assert.equal(readConfig({ tolerance: { distance: 0.01 } }).tolerance.distance, 0.01, 'given figures win');
  } finally {
    if (saved) Object.defineProperty(globalThis, 'devicePixelRatio', saved); else delete globalThis.devicePixelRatio;
  }
});

test('animate(): visibly done by default (the README spring: 0.57 s, not 1.28 s), the last frame exactly at rest; \'motion\' waits for done(t)', async () => {
  const spring = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
  assert.ok(spring.settleTime > 1.2);
  const run = async (options) => {
    const scheduler = new FakeScheduler();
    const seen = [];
    const handle = animate(spring, (x, dx, t) => seen.push([x, dx, t]), { scheduler, startTime: 0, ...options });
    await scheduler.run(3000, 10);
    assert.equal((await handle.finished).completed, true);
    return seen.at(-1);
  };
  const [x, dx, t] = await run({});
  assert.deepEqual([x, dx], [100, 0]);
  // Independent: the first 10 ms frame within 0.5 px of 100 and under 30 px/s.
  let first = 0;
  for (let i = 1; ; i++) {
    const s = spring.at(i / 100);
    if (Math.abs(s.x - 100) <= 0.5 && Math.abs(s.dx) <= 30) { first = i / 100; break; }
  }
  assert.ok(Math.abs(t - first) < 1e-9 && t < 0.6, `visibly done at ${t} s`);
  const exact = await run({ tolerance: 'motion' });
  assert.ok(exact[2] >= spring.settleTime && exact[2] < spring.settleTime + 0.011);
  assert.throws(() => animate(spring, () => {}, { tolerance: 'close' }), (e) => e instanceof TypeError && /`tolerance`/.test(e.message));
  assert.throws(() => animate(spring, () => {}, { tolerance: { velocity: -1 } }), (e) => e instanceof RangeError && /tolerance\.velocity/.test(e.message));
});
