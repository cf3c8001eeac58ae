// ScrollPhysics and ReducedMotionPhysics without a browser: every decision
// is a pure function of the state it is given. Expected values are written
// out here: the iOS rubber band (1 - 1/(x c/d + 1)) d, the friction's rest
// x0 - v / ln(drag), the nearest point by a linear scan.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Spring, Friction } from '../../web/src/index.js';
import { ReducedMotionPhysics, ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { SnapInterval, SnapList } from '../../web/src/dom/scroll/metrics.js';
import { keyTarget } from '../../web/src/dom/scroll/input/key-target.js';
import { wheelLimits } from '../../web/src/dom/scroll/input/wheel.js';

await init();
const physics = new ScrollPhysics();
const band = (x, d, c = 0.55) => (1 - 1 / (Math.abs(x) * c / d + 1)) * d * Math.sign(x);
const rest = (x, v, drag = 0.135) => x - v / Math.log(drag);
const range = { min: 0, max: 1000 };

test('physics is an immutable value', () => {
  assert.ok(Object.isFrozen(physics));
  assert.throws(() => { physics.drag = 1; }, TypeError);
  assert.equal(physics.reduced, false);
  assert.equal(physics.withReducedMotion(false), physics);
});

test('rubber band: past a bound the shown position is the iOS band of the finger\'s overscroll; band and unband are inverses', () => {
  for (const over of [1, 10, 77.5, 300, 2000]) {
    const shown = physics.band(1000 + over, range, 400);
    assert.ok(Math.abs(shown - (1000 + band(over, 400))) < 1e-9, `band(${over})`);
    assert.ok(Math.abs(physics.unband(shown, range, 400) - (1000 + over)) < 1e-6 * over, `unband(${over})`);
    const low = physics.band(-over, range, 400);
    assert.ok(Math.abs(low - band(-over, 400)) < 1e-9);
  }
  assert.equal(physics.band(500, range, 400), 500, 'inside: itself');
  // At the viewport's size the inverse is infinite: it is capped, never Infinity.
  assert.ok(Number.isFinite(physics.unband(1000 + 400, range, 400)));
  // Clamp: no band, and the finger's way past the bound is dropped.
  const clamp = new ScrollPhysics({ overscroll: 'clamp' });
  assert.equal(clamp.band(1300, range, 400), 1000);
  assert.equal(clamp.drift(990, 50, range), 1000);
  assert.equal(physics.drift(990, 50, range), 1040);
});

test('release without snap: a fling inside the range, a bounce back outside, nothing at rest inside', () => {
  assert.equal(physics.release({ position: 500, velocity: 0, range }), null);
  const fling = physics.release({ position: 100, velocity: 300, range });
  assert.equal(fling.target, null);
  assert.ok(Math.abs(fling.motion.x(Infinity) - rest(100, 300)) < 0.2, 'the friction\'s rest');
  assert.ok(Math.abs(fling.motion.dx(0) - 300) < 1e-9, 'starts with the release velocity');
  const back = physics.release({ position: 1100, velocity: 0, range });
  assert.ok(Math.abs(back.motion.x(Infinity) - 1000) < 0.2, 'springs back to the bound');
  const hard = physics.release({ position: 900, velocity: 5000, range });
  assert.ok(hard.motion.x(0.5) > 1000, 'a hard fling passes the bound ...');
  assert.ok(Math.abs(hard.motion.x(Infinity) - 1000) < 0.2, '... and comes back to it');
});

test('the spring option drives the bounce back (no hard-coded stiffness)', () => {
  const soft = new ScrollPhysics({ spring: { stiffness: 50, dampingRatio: 1 } });
  const stiff = new ScrollPhysics({ spring: { stiffness: 800, dampingRatio: 1 } });
  const a = soft.release({ position: 1100, velocity: 0, range }).motion;
  const b = stiff.release({ position: 1100, velocity: 0, range }).motion;
  // Critically damped from 100 px over: x(t) = 1000 + 100 (1 + w t) e^{-w t}, w = sqrt(k).
  for (const [m, k] of [[a, 50], [b, 800]]) {
    const w = Math.sqrt(k), t = 0.1;
    assert.ok(Math.abs(m.x(t) - (1000 + 100 * (1 + w * t) * Math.exp(-w * t))) < 1e-6, `stiffness ${k}`);
  }
  // And the snap landing's spring, and scrollTo's.
  const land = soft.landing({ position: 0, velocity: 0, target: 400 });
  assert.ok(land instanceof Spring);
  const w = Math.sqrt(50);
  assert.ok(Math.abs(land.x(0.2) - (400 - 400 * (1 + w * 0.2) * Math.exp(-w * 0.2))) < 1e-6);
  const to = soft.springTo({ position: 0, velocity: 0, target: 400 });
  assert.ok(Math.abs(to.x(0.2) - land.x(0.2)) < 1e-9);
});

test('snap choice: nearest to the friction\'s rest; page mode moves at most one point', () => {
  const snap = new SnapList([0, 400, 800, 1200, 1600]);
  for (const v of [-3000, -800, -100, 0, 100, 500, 1500, 4000]) {
    const r = rest(500, v);
    let want = 0;
    for (let i = 1; i < 5; i++) if (Math.abs(snap.at(i) - r) < Math.abs(snap.at(want) - r)) want = i;
    assert.equal(physics.chooseIndex(snap, { position: 500, velocity: v }), want, `v = ${v}`);
  }
  assert.equal(physics.chooseIndex(snap, { position: 500, velocity: 5000, start: 400, mode: 'page' }), 2);
  assert.equal(physics.chooseIndex(snap, { position: 300, velocity: -5000, start: 400, mode: 'page' }), 0);
});

test('interval snapping on 3.3e7 px (defect 11): a small fling from 19.8 M lands near 19.8 M, not on 10 M', () => {
  const snap = new SnapInterval(0, 3.3e7, 500);
  const position = 19_800_130;
  for (const v of [0, 200, -200, 900, 4000, -4000]) {
    const r = rest(position, v);
    const want = Math.round(r / 500);
    const i = physics.chooseIndex(snap, { position, velocity: v });
    assert.equal(i, want, `v = ${v}: rest ${r}`);
    const plan = physics.release({ position, velocity: v, range: { min: 0, max: 3.3e7 }, snap });
    assert.equal(plan.target, want * 500);
    assert.equal(plan.snapIndex, want);
  }
  assert.equal(physics.chooseIndex(snap, { position, velocity: 1e9, start: position, mode: 'page' }), 39_601);
  assert.equal(physics.chooseIndex(snap, { position, velocity: Infinity }), snap.count - 1);
});

test('snap landing: exact on the target, keeping a brisk release velocity', () => {
  const m = physics.landing({ position: 300, velocity: 400, target: 400 });
  assert.ok(m instanceof Friction, 'a fling that stops exactly there');
  assert.ok(Math.abs(m.dx(0) - 400) < 1e-9);
  assert.ok(Math.abs(m.restPosition - 400) < 1e-9);
});

test('wheel limits: one page each way with page snapping; the range when clamped', () => {
  const snap = new SnapList([0, 400, 800, 1200]);
  assert.deepEqual(wheelLimits(physics, { snap, mode: 'page', start: 410, range }), { min: 0, max: 800 });
  assert.deepEqual(wheelLimits(physics, { snap, mode: 'nearest', start: 410, range }), { min: -Infinity, max: Infinity });
  assert.deepEqual(wheelLimits(new ScrollPhysics({ overscroll: 'clamp' }), { snap: null, start: 0, range }), { min: 0, max: 1000 });
});

test('keys: lines along the screen, pages and ends along the reading direction (RTL, defect 10)', () => {
  const ltr = { reversed: false, base: 0, range: { min: 0, max: 1600 }, snap: null, dimension: 400 };
  assert.deepEqual(keyTarget({ ...ltr, step: 'line', direction: 1 }), { target: 40, snapIndex: -1 });
  assert.deepEqual(keyTarget({ ...ltr, step: 'page', direction: 1 }), { target: 350, snapIndex: -1 });
  assert.deepEqual(keyTarget({ ...ltr, step: 'end', direction: 1 }), { target: 1600, snapIndex: -1 });
  assert.equal(keyTarget({ ...ltr, step: 'end', direction: -1 }), null, 'at the start already: the page\'s key');
  // RTL: scrollLeft runs over [-1600, 0] and starts at 0, the right end.
  const rtl = { reversed: true, base: 0, range: { min: -1600, max: 0 }, snap: null, dimension: 400 };
  assert.deepEqual(keyTarget({ ...rtl, step: 'end', direction: 1 }), { target: -1600, snapIndex: -1 }, 'End: the far (left) end');
  assert.equal(keyTarget({ ...rtl, step: 'end', direction: -1 }), null, 'Home: at the start already');
  assert.deepEqual(keyTarget({ ...rtl, step: 'page', direction: 1 }), { target: -350, snapIndex: -1 }, 'PageDown: onwards, leftwards');
  assert.deepEqual(keyTarget({ ...rtl, step: 'line', direction: -1 }), { target: -40, snapIndex: -1 }, 'ArrowLeft: left, as on screen');
  assert.equal(keyTarget({ ...rtl, step: 'line', direction: 1 }), null, 'ArrowRight at the right end');
  const snap = new SnapList([-1600, -1200, -800, -400, 0]);
  assert.deepEqual(keyTarget({ ...rtl, snap, step: 'page', direction: 1 }), { target: -400, snapIndex: 3 });
  assert.deepEqual(keyTarget({ ...rtl, snap, step: 'end', direction: 1 }), { target: -1600, snapIndex: 0 });
  assert.deepEqual(keyTarget({ ...rtl, snap, base: -800, step: 'end', direction: -1 }), { target: 0, snapIndex: 4 });
  const big = new SnapInterval(0, 3.3e7, 100);
  assert.deepEqual(keyTarget({ ...ltr, range: { min: 0, max: 3.3e7 }, snap: big, base: 19_800_000, step: 'page', direction: 1 }), { target: 19_800_100, snapIndex: 198_001 });
});

test('resize: at rest on a snap point it keeps the index; otherwise it keeps its overscroll or stays inside', () => {
  const snap = new SnapList([0, 500, 1000, 1500]);
  assert.deepEqual(physics.resize({ position: 1200, snapIndex: 3, range: { min: 0, max: 1500 }, snap }), { position: 1500, snapIndex: 3 });
  assert.deepEqual(physics.resize({ position: 1200, snapIndex: 9, range: { min: 0, max: 1500 }, snap }), { position: 1500, snapIndex: 3 });
  assert.deepEqual(physics.resize({ position: 1200, oldRange: { min: 0, max: 1700 }, range: { min: 0, max: 200 } }), { position: 200, snapIndex: -1 });
  assert.deepEqual(physics.resize({ position: 1750, oldRange: { min: 0, max: 1700 }, range: { min: 0, max: 200 } }), { position: 250, snapIndex: -1 });
  assert.deepEqual(physics.resize({ position: -30, oldRange: { min: 0, max: 1700 }, range: { min: 0, max: 200 } }), { position: -30, snapIndex: -1 });
});

test('reduced motion is a physics value wrapping another: clamp, no overshoot, 4x stiffer', () => {
  const base = new ScrollPhysics({ spring: { stiffness: 100, dampingRatio: 0.3 } });
  const reduced = base.withReducedMotion(true);
  assert.ok(reduced instanceof ReducedMotionPhysics);
  assert.equal(reduced.parent, base);
  assert.equal(reduced.withReducedMotion(false), base, 'turning it off gives the parent back');
  assert.equal(reduced.reduced, true);
  assert.equal(reduced.rubber, false);
  assert.equal(reduced.stiffness, 400);
  assert.equal(reduced.dampingRatio, 1);
  // scrollTo with a velocity towards the target never passes it; away is dropped.
  for (const v of [-5000, 0, 300, 5000, 50000]) {
    const m = reduced.springTo({ position: 0, velocity: v, target: 100 });
    for (let t = 0; t < 3; t += 0.01) assert.ok(m.x(t) <= 100 + 1e-9, `v = ${v}, t = ${t}: ${m.x(t)}`);
    if (v <= 0) assert.equal(m.dx(0), 0);
  }
  // The unreduced one overshoots (damping ratio 0.3).
  assert.ok(base.springTo({ position: 0, velocity: 0, target: 100 }).x(0.35) > 100);
  // A release past a bound moving outwards comes straight back.
  const back = reduced.release({ position: 1010, velocity: 4000, range });
  for (let t = 0; t < 2; t += 0.01) assert.ok(back.motion.x(t) <= 1010 + 1e-9);
  // Snap landings: no velocity away from the target, none past it.
  const land = reduced.landing({ position: 300, velocity: -2000, target: 400 });
  for (let t = 0; t < 2; t += 0.01) assert.ok(land.x(t) >= 300 - 1e-9 && land.x(t) <= 400 + 1e-9);
});

test('flingRest: the one momentum projection; a friction rests at x0 - v / ln(drag), the Android curve where its fling ends; the Draggable projects with it', async () => {
  assert.ok(Math.abs(physics.flingRest(100, 1500) - rest(100, 1500)) < 1e-6, `${physics.flingRest(100, 1500)}`);
  assert.equal(physics.flingRest(100, 0), 100);
  const { readConfig } = await import('../../web/src/dom/scroll/config.js');
  const android = new ScrollPhysics(readConfig({ physics: 'android' }));
  for (const v of [-4000, -300, 800, 6000]) {
    const fling = android.fling({ position: 0, velocity: v, range: { min: -1e300, max: 1e300 } });
    assert.ok(Math.abs(android.flingRest(0, v) - fling.x(1000)) < 1e-6 * Math.abs(v), `v ${v}`);
  }
  // The Draggable's choice on the Android curve is the Scroller's per axis.
  const decide = await import('../../web/src/dom/drag/decide.js');
  const points = [-1000, -400, 0, 400, 1000];
  const config = { axis: 'y', axes: ['y'], snap: { values: points }, drag: android.drag };
  for (const v of [-2500, -900, 700, 3000]) {
    const made = decide.release(android, config, { position: { x: 0, y: 0 }, velocity: { x: 0, y: v }, range: { x: { min: 0, max: 0 }, y: { min: -1000, max: 1000 } } });
    assert.equal(made.index, android.chooseIndex(new SnapList(points), { position: 0, velocity: v }), `v ${v}`);
  }
});

test('reduced motion caps a spring\'s start velocity once (reducedStartVelocity): the tight bound of no overshoot, the same in motionPolicy and ReducedMotionPhysics', async () => {
  const { motionPolicy, reducedStartVelocity } = await import('../../web/src/dom/reduced-motion.js');
  const reduced = physics.withReducedMotion(true);
  const k = reduced.stiffness, r = reduced.dampingRatio;
  const passes = (velocity) => {
    const s = Spring.withDampingRatio({ from: 0, to: 100, velocity, stiffness: k, dampingRatio: r });
    for (let t = 0; t < 5; t += 0.002) if (s.x(t) > 100 + 1e-9) return true;
    return false;
  };
  const cap = reducedStartVelocity(1e6, 0, 100, k, r);
  assert.ok(cap > 0 && !passes(cap), `capped at ${cap} px/s: no overshoot`);
  assert.ok(passes(cap * 1.05), 'the bound is tight: 5 % more passes the target');
  assert.equal(reducedStartVelocity(-500, 0, 100, k, r), 0, 'nothing away from the target');
  assert.equal(reducedStartVelocity(50, 0, 100, k, r), 50, 'a slow start is kept');
  for (const v of [-800, 30, 1e6]) {
    assert.equal(reduced.startVelocity(v, 0, 100), reducedStartVelocity(v, 0, 100, k, r));
    assert.equal(motionPolicy(true).startVelocity(v, 0, 100, k, r), reducedStartVelocity(v, 0, 100, k, r));
  }
});
