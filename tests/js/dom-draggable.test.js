// The Draggable without a browser: its config (TypeError / RangeError naming
// the option), its decisions (momentum projection onto 2D and 1D snap
// points, the exact landing, the hand-off with an inner list) checked
// against independent arithmetic, and the whole Draggable driven by pointer
// events with explicit timestamps on fake elements and a fake scheduler:
// PiP corners, sheet detents, grabbing mid-flight, update() re-targeting,
// swipe to dismiss, destroy().
import { test } from 'node:test';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { init, Friction } from '../../web/src/index.js';
import { Draggable, Detents, Swipeable } from '../../web/src/dom/index.js';
import { readConfig, updateConfig } from '../../web/src/dom/drag/config.js';
import * as decide from '../../web/src/dom/drag/decide.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { FakeScheduler } from './dom-fake.js';

await init();
// Node 18 (the oldest the package supports) has no global CustomEvent; browsers and Node 19+ do.
globalThis.CustomEvent ??= class CustomEvent extends Event {
  constructor(type, options) {
    super(type, options);
    this.detail = options?.detail ?? null;
  }
};

const DRAG = 0.135;
const CORNERS = [{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 0, y: 600 }, { x: 300, y: 600 }];
const physics = new ScrollPhysics();

// Independent truth: friction with `drag` rests at p + v / -ln(drag); the nearest point (ties low).
function nearestToRest(points, position, velocity, drag = DRAG) {
  const rest = { x: position.x + velocity.x / -Math.log(drag), y: position.y + velocity.y / -Math.log(drag) };
  let best = 0;
  points.forEach((p, i) => {
    const d = Math.hypot(p.x - rest.x, p.y - rest.y), b = Math.hypot(points[best].x - rest.x, points[best].y - rest.y);
    if (d < b) best = i;
  });
  return best;
}

// ------------------------------------------------------------------ config
test('config: defaults, one-axis numbers, and errors naming the option', () => {
  const c = readConfig({});
  assert.equal(c.axis, 'both');
  assert.equal(c.overscroll, 'bounce');
  assert.deepEqual(c.position, { x: 0, y: 0 });
  const sheet = readConfig({ axis: 'y', snap: { points: [0, 400, 700] }, position: 700, bounds: { min: 0, max: 700 } });
  assert.deepEqual(sheet.snap.values, [0, 400, 700]);
  assert.deepEqual(sheet.position, { x: 0, y: 700 });
  assert.deepEqual(sheet.bounds.y, { min: 0, max: 700 });
  const pip = readConfig({ snap: { points: CORNERS }, bounds: { x: { min: 0, max: 300 }, y: { min: 0, max: 600 } } });
  assert.deepEqual(pip.snap.points, CORNERS);

  const type = (options, name) => assert.throws(() => readConfig(options), (e) => e instanceof TypeError && e.message.includes(name), name);
  const range = (options, name) => assert.throws(() => readConfig(options), (e) => e instanceof RangeError && e.message.includes(`\`${name}\``), name);
  type({ axs: 'x' }, 'axs');
  type({ axis: 'z' }, 'axis');
  type({ overscroll: 'wobble' }, 'overscroll');
  type({ snap: [1, 2] }, 'snap');
  type({ snap: { points: [0, 1], align: 'start' } }, 'snap.align');
  type({ snap: { points: [0, 1] } }, 'snap.points[0]');          // 'both' needs {x, y}
  type({ snap: { points: [{ x: 0, y: '1' }] } }, 'snap.points[0].y');
  range({ snap: { points: [{ x: 0, y: NaN }] } }, 'snap.points[0].y');
  range({ snap: { points: [] } }, 'snap.points');
  range({ axis: 'y', snap: { points: [0, 700, 400] } }, 'snap.points[2]');
  range({ bounds: { x: { min: 10, max: 0 } } }, 'bounds.x.max');
  range({ axis: 'x', bounds: { min: 0, max: Infinity } }, 'bounds.max');
  range({ drag: 0 }, 'drag');
  range({ spring: { stiffness: -1 } }, 'spring.stiffness');
  range({ position: { x: Infinity } }, 'position.x');
  type({ handoff: 'yes' }, 'handoff');
  type({ scheduler: {} }, 'scheduler');
  // Sheets (issue 24 items 9, 10): keyword detents, a keyword start, avoidKeyboard.
  const use = [Detents];
  const detents = readConfig({ axis: 'y', snap: { points: [0, 'content', 300, 'markup', 'closed'] }, position: 'closed', use });
  assert.equal(detents.detents, Detents);
  assert.deepEqual(detents.snap.spec, [0, 'content', 300, 'markup', 'closed'], 'measured by the Draggable');
  assert.equal(detents.start, 'closed');
  assert.equal(detents.avoidKeyboard, true, 'on by default');
  assert.equal(readConfig({ axis: 'y', avoidKeyboard: false }).avoidKeyboard, false);
  type({ axis: 'y', snap: { points: ['content', 'closed'] } }, 'needs the Detents feature');
  type({ axis: 'y', position: 'closed' }, 'needs the Detents feature');
  type({ snap: { points: ['content', 'closed'] }, use }, "axis: 'y'");                     // 'both'
  type({ axis: 'x', snap: { points: [0, 'closed'] }, use }, "axis: 'y'");
  range({ axis: 'y', snap: { points: [0, 'contents'] }, use }, 'snap.points[1]');
  range({ axis: 'y', snap: { points: ['closed', 'closed'] }, use }, 'snap.points[1]');
  range({ axis: 'y', snap: { points: [300, 'content', 0] }, use }, 'snap.points[2]');  // numbers stay sorted
  range({ axis: 'y', snap: { points: ['content', NaN] }, use }, 'snap.points[1]');
  type({ axis: 'y', position: 'markup', use }, 'position');
  type({ axis: 'y', position: 'open', use }, 'position');
  type({ position: 'closed', use }, 'position');                                          // 'both'
  type({ axis: 'y', avoidKeyboard: 'yes' }, 'avoidKeyboard');
  assert.throws(() => updateConfig(detents, { avoidKeyboard: false }), (e) => e instanceof TypeError && /`avoidKeyboard` is fixed/.test(e.message));
  // A Swipeable's rows are no sheets: it refuses what only a sheet does.
  const list = { nodeType: 1, matches: () => false };
  for (const o of [{ avoidKeyboard: true }, { axis: 'y', snap: { points: [0, 'closed'] }, use }]) {
    assert.throws(() => new Swipeable(list, { items: 'li', ...o }), (e) => e instanceof TypeError && /^kinema: Swipeable: .*for a sheet/.test(e.message), JSON.stringify(o));
  }
  assert.throws(() => updateConfig(c, { axis: 'x' }), (e) => e instanceof TypeError && /`axis` is fixed/.test(e.message));
  assert.throws(() => updateConfig(c, { nope: 1 }), (e) => e instanceof TypeError && /`nope` is unknown/.test(e.message));
  assert.deepEqual(updateConfig(pip, { overscroll: 'clamp' }).snap.points, CORNERS, 'update keeps the other options');
});

// --------------------------------------------------------------- decisions
test('PiP: the issue\'s two flicks choose the corners by momentum projection', () => {
  const config = readConfig({ snap: { points: CORNERS } });
  const centre = { x: 150, y: 300 };
  const bl = decide.release(physics, config, { position: centre, velocity: { x: -1500, y: 1500 }, range: decide.ranges(config, centre) });
  assert.equal(bl.index, 2, 'towards the bottom left from the centre');
  assert.deepEqual(bl.target, { x: 0, y: 600 });
  // A hard flick towards the top right, released in the bottom-left quadrant.
  const q = { x: 60, y: 480 };
  const tr = decide.release(physics, config, { position: q, velocity: { x: 2500, y: -3000 }, range: decide.ranges(config, q) });
  assert.equal(tr.index, 1);
  assert.equal(decide.release(physics, config, { position: q, velocity: { x: 0, y: 0 }, range: decide.ranges(config, q) }).index, 2, 'from rest: the nearest');
  // Against the closed form of the projection, over a grid of releases.
  for (let i = 0; i < 200; i++) {
    const p = { x: (i * 37) % 300, y: (i * 53) % 600 }, v = { x: ((i * 71) % 41 - 20) * 150, y: ((i * 29) % 37 - 18) * 180 };
    assert.equal(decide.chooseIndex(config, { position: p, velocity: v }), nearestToRest(CORNERS, p, v), JSON.stringify({ p, v }));
  }
});

test('the landing rests exactly on the point and keeps the release velocity when a friction can', () => {
  const config = readConfig({ snap: { points: CORNERS } });
  const position = { x: 150, y: 300 }, velocity = { x: -1500, y: 1500 };
  const { motion, target } = decide.release(physics, config, { position, velocity, range: decide.ranges(config, position) });
  const s0 = motion.at(0);
  assert.deepEqual([s0.x, s0.y], [150, 300], 'starts where the finger left it');
  assert.ok(motion.motionX instanceof Friction && motion.motionY instanceof Friction, 'both axes keep their velocity');
  assert.ok(Math.abs(s0.dx - velocity.x) < 1e-9 && Math.abs(s0.dy - velocity.y) < 1e-9, 'velocity continuity at release');
  const end = motion.position(motion.settleTime);
  assert.ok(Math.hypot(end.x - target.x, end.y - target.y) < Math.SQRT2 * physics.tolerance.distance + 1e-6, `within the tolerance at settleTime: ${JSON.stringify(end)}`);
  const rest = motion.restPosition;
  assert.ok(Math.abs(rest.x - target.x) < 1e-9 && Math.abs(rest.y - target.y) < 1e-9);
  // velocity is the derivative of position (central difference)
  const h = 1e-5, t = 0.05;
  assert.ok(Math.abs((motion.position(t + h).x - motion.position(t - h).x) / (2 * h) - motion.velocity(t).x) < 1e-3);
});

test('one landing policy: each axis of the Draggable\'s landing is the Scroller\'s (ScrollPhysics.landing), done within the tolerance of the point as soon as it may be', () => {
  // A brisk release: 3000 px/s for 500 px slows at 6 /s, so its speed may end at
  // 0.5 px * 6 = 3 px/s with at most 0.5 px to go (not at 1 px/s: 37 % longer).
  const position = { x: 0, y: 0 }, velocity = { x: 3000, y: -1200 }, target = { x: 500, y: -300 };
  const motion = decide.landing(physics, { position, velocity, target });
  for (const [k, m] of [['x', motion.motionX], ['y', motion.motionY]]) {
    const scroller = physics.landing({ position: position[k], velocity: velocity[k], target: target[k] });
    assert.ok(m instanceof Friction && scroller instanceof Friction, k);
    assert.equal(m.settleTime, scroller.settleTime, `${k}: the same landing`);
    const left = Math.abs(m.x(m.settleTime) - target[k]);
    assert.ok(left <= physics.tolerance.distance + 1e-9 && left > physics.tolerance.distance / 2, `${k}: ends with ${left} px to go`);
  }
});

test('sheet detents on one axis: chooseSnap on y, the x coordinate kept', () => {
  const config = readConfig({ axis: 'y', snap: { points: [0, 400, 700] } });
  const at = { x: 0, y: 650 };
  const range = decide.ranges(config, at);
  assert.deepEqual(range.y, { min: 0, max: 700 }, 'without bounds: the detents\' extent');
  assert.deepEqual(range.x, { min: 0, max: 0 }, 'the other axis is fixed');
  const up = decide.release(physics, config, { position: at, velocity: { x: 900, y: -600 }, range });
  assert.equal(up.index, nearestToRest([{ x: 0, y: 0 }, { x: 0, y: 400 }, { x: 0, y: 700 }], at, { x: 0, y: -600 }));
  assert.equal(up.index, 1);
  assert.equal(up.motion.velocity(0).x, 0, 'the fixed axis does not move');
  assert.equal(decide.release(physics, config, { position: at, velocity: { x: 0, y: -4000 }, range }).index, 0);
});

test('rubber band past the bounds, its inverse, and clamp', () => {
  const range = { x: { min: 0, max: 300 }, y: { min: 0, max: 600 } }, dim = { x: 390, y: 844 };
  const shown = decide.band(physics, { x: -100, y: 700 }, range, dim);
  assert.ok(shown.x < 0 && shown.x > -100 && shown.y > 600 && shown.y < 700, JSON.stringify(shown));
  const raw = decide.unband(physics, shown, range, dim);
  assert.ok(Math.abs(raw.x + 100) < 1e-9 && Math.abs(raw.y - 700) < 1e-9);
  const clamp = new ScrollPhysics({ overscroll: 'clamp' });
  assert.deepEqual(decide.band(clamp, { x: -100, y: 700 }, range, dim), { x: 0, y: 600 });
});

test('hand-off: a sheet opens before its list scrolls, a scrolled list scrolls back before the sheet closes', () => {
  const config = readConfig({ axis: 'y', snap: { points: [0, 400, 700] } });
  const range = { x: { min: 0, max: 0 }, y: { min: 0, max: 700 } };
  const list = (offset) => [{ axis: 'y', offset, max: 1000 }];
  const half = { x: 0, y: 400 }, full = { x: 0, y: 0 };
  assert.equal(decide.accepts(config, { dx: 0, dy: -20, position: half, range, scrollers: list(0) }), true, 'up on a half sheet: the sheet');
  assert.equal(decide.accepts(config, { dx: 0, dy: -20, position: full, range, scrollers: list(0) }), false, 'up on a full sheet: the list');
  assert.equal(decide.accepts(config, { dx: 0, dy: 20, position: full, range, scrollers: list(0) }), true, 'down on the list at its top: the sheet');
  assert.equal(decide.accepts(config, { dx: 0, dy: 20, position: full, range, scrollers: list(300) }), false, 'down on a scrolled list: the list');
  assert.equal(decide.accepts(config, { dx: 30, dy: 5, position: half, range, scrollers: [] }), false, 'sideways: not a y sheet\'s');
  assert.equal(decide.accepts(readConfig({ axis: 'y', handoff: false }), { dx: 0, dy: 20, position: full, range, scrollers: list(300) }), true);
});

// ------------------------------------------------- the Draggable, in fakes
class FakeWindow extends EventTarget {
  innerWidth = 390;
  innerHeight = 844;
  getComputedStyle() { return { overflowX: 'visible', overflowY: 'visible' }; }
}

class FakeStyle {
  #props = new Map();
  setProperty(name, value, priority = '') {
    if (value === '' || value === null) this.#props.delete(name);
    else this.#props.set(name, [String(value), priority]);
  }
  getPropertyValue(name) { return this.#props.get(name)?.[0] ?? ''; }
  getPropertyPriority(name) { return this.#props.get(name)?.[1] ?? ''; }
  get size() { return this.#props.size; }
  set userSelect(v) { this.setProperty('user-select', v); }
  get userSelect() { return this.getPropertyValue('user-select'); }
}

function fakeElement(win) {
  const el = new EventTarget();
  const listeners = new Map();
  const add = el.addEventListener.bind(el), remove = el.removeEventListener.bind(el);
  el.addEventListener = (type, fn, o) => { listeners.set(type, (listeners.get(type) ?? 0) + 1); add(type, fn, o); };
  el.removeEventListener = (type, fn, o) => { listeners.set(type, listeners.get(type) - 1); remove(type, fn, o); };
  Object.assign(el, {
    listeners, nodeType: 1, style: new FakeStyle(), ownerDocument: { defaultView: win },
    offsetWidth: 90, offsetHeight: 160, parentElement: null,
    hasAttribute: (n) => n === 'style' && el.style.size > 0,
    getAttribute: () => null, removeAttribute() {},
    getBoundingClientRect: () => ({ left: 0, top: 0, right: 90, bottom: 160, width: 90, height: 160 }),
    setPointerCapture() {}, hasPointerCapture: () => false, releasePointerCapture() {},
  });
  return el;
}

function pointer(type, x, y, ms, view) {
  const e = new Event(type);
  Object.assign(e, { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1, clientX: x, clientY: y, view });
  Object.defineProperty(e, 'timeStamp', { value: ms });
  return e;
}

/** A gesture with timestamps: press at `from`, moves every 8 ms along `steps` deltas, release. */
function gesture(el, win, sched, from, steps, t0, hold = 0) {
  let { x, y } = from, t = t0;
  el.dispatchEvent(pointer('pointerdown', x, y, t, win));
  for (const [dx, dy] of steps) {
    t += 8;
    x += dx;
    y += dy;
    sched.time = t;
    win.dispatchEvent(pointer('pointermove', x, y, t, win));
  }
  t += hold;
  sched.time = t;
  win.dispatchEvent(pointer('pointerup', x, y, t, win));
  return t;
}

function setup(options) {
  const win = new FakeWindow();
  const sched = new FakeScheduler();
  const el = fakeElement(win);
  const d = new Draggable(el, { scheduler: sched, ...options });
  const log = [];
  d.on('snap', (e) => log.push(['snap', e]));
  d.on('settle', (e) => log.push(['settle', e]));
  return { win, sched, el, d, log };
}

const translate = (el) => el.style.getPropertyValue('transform');

test('Draggable PiP: a flick from the centre to the bottom left lands exactly on that corner', async () => {
  const { win, sched, el, d, log } = setup({ snap: { points: CORNERS }, bounds: { x: { min: 0, max: 300 }, y: { min: 0, max: 600 } }, position: { x: 150, y: 300 } });
  assert.equal(translate(el), 'translate3d(150px, 300px, 0px)');
  const steps = Array.from({ length: 6 }, () => [-12, 12]);   // 1500 px/s each way
  const end = gesture(el, win, sched, { x: 100, y: 100 }, steps, 1000);
  assert.equal(d.dragging, false);
  assert.ok(d.animating, 'a landing runs');
  const v = d.velocity;
  assert.ok(Math.abs(v.x + 1500) < 30 && Math.abs(v.y - 1500) < 30, `release velocity kept: ${JSON.stringify(v)}`);
  assert.equal(d.snapIndex, 2);
  await sched.run(end + 3000);
  assert.deepEqual(d.position, { x: 0, y: 600 });
  assert.equal(translate(el), 'translate3d(0px, 600px, 0px)');
  assert.deepEqual(log, [['snap', { index: 2, x: 0, y: 600 }], ['settle', { x: 0, y: 600 }]]);
  d.destroy();
});

test('Draggable: grabbing mid-flight takes over where it is, update() re-targets a running landing', async () => {
  const { win, sched, el, d, log } = setup({ snap: { points: CORNERS }, position: { x: 150, y: 300 } });
  const end = gesture(el, win, sched, { x: 100, y: 100 }, Array.from({ length: 6 }, () => [12, -12]), 1000);
  assert.equal(d.snapIndex, 1);
  await sched.run(end + 48);
  const before = d.position;
  assert.ok(before.x > 150 && before.x < 300);
  // press: the motion stops at its exact state now; nothing jumps
  el.dispatchEvent(pointer('pointerdown', 50, 50, sched.time, win));
  assert.equal(d.animating, false);
  const caught = d.position;
  assert.ok(Math.hypot(caught.x - before.x, caught.y - before.y) < 40, 'where the last frame showed it (plus at most a frame)');
  sched.time += 8;
  win.dispatchEvent(pointer('pointermove', 60, 50, sched.time, win));
  assert.ok(d.dragging);
  assert.ok(Math.abs(d.position.x - (caught.x + 10)) < 1e-9, 'follows the finger from there');
  win.dispatchEvent(pointer('pointerup', 60, 50, sched.time, win));
  assert.ok(d.animating);
  // new points while landing: it lands on one of the new ones
  const moved = [{ x: 10, y: 10 }, { x: 280, y: 20 }, { x: 20, y: 580 }, { x: 290, y: 590 }];
  d.update({ snap: { points: moved } });
  await sched.run(sched.time + 3000);
  assert.deepEqual(d.position, moved[d.snapIndex]);
  assert.equal(log.at(-2)[0], 'snap');
  assert.deepEqual(log.at(-2)[1], { index: d.snapIndex, ...moved[d.snapIndex] });
  d.destroy();
});

test('Draggable sheet: detents on y, swipe to dismiss off screen, snapTo and moveTo', async () => {
  const { win, sched, el, d, log } = setup({ axis: 'y', snap: { points: [0, 400, 700, 900] }, bounds: { min: 0, max: 700 }, position: 700 });
  // a slow drag up of 300 px, released nearly at rest: the nearest detent (400)
  let end = gesture(el, win, sched, { x: 50, y: 700 }, Array.from({ length: 60 }, () => [0, -5]), 1000, 120);
  await sched.run(end + 3000);
  assert.deepEqual(d.position, { x: 0, y: 400 });
  assert.deepEqual(log.at(-2), ['snap', { index: 1, x: 0, y: 400 }]);
  // a hard flick down: past the 700 bound to the dismiss point at 900
  end = gesture(el, win, sched, { x: 50, y: 400 }, Array.from({ length: 5 }, () => [0, 24]), sched.time + 100);
  assert.equal(d.snapIndex, 3);
  await sched.run(end + 3000);
  assert.deepEqual(d.position, { x: 0, y: 900 });
  assert.deepEqual(log.at(-2), ['snap', { index: 3, x: 0, y: 900 }]);
  const done = d.snapTo(0);
  await sched.run(sched.time + 3000);
  assert.deepEqual(await done, { completed: true });
  assert.deepEqual(d.position, { x: 0, y: 0 });
  await d.moveTo(-50, { animate: false });
  assert.deepEqual(d.position, { x: 0, y: 0 }, 'moveTo is clamped to the bounds');
  assert.throws(() => d.snapTo(4), (e) => e instanceof RangeError && /`index`/.test(e.message));
  assert.throws(() => d.moveTo({ y: NaN }), (e) => e instanceof RangeError && /position\.y/.test(e.message));
  d.destroy();
});

test('Draggable: dragging past a bound rubber-bands, and the release bounces back inside', async () => {
  const { win, sched, el, d } = setup({ bounds: { x: { min: 0, max: 300 }, y: { min: 0, max: 600 } } });
  gesture(el, win, sched, { x: 10, y: 10 }, Array.from({ length: 20 }, () => [-10, 0]), 1000);
  const x = d.position.x;
  assert.ok(x < 0 && x > -200, `banded: ${x}`);
  await sched.run(sched.time + 4000);
  assert.ok(Math.abs(d.position.x) < 0.5, `back inside: ${d.position.x}`);
  d.destroy();
});

test('Draggable: reduced motion clamps at the bounds and never overshoots a point', async () => {
  const { win, sched, el, d } = setup({ reducedMotion: 'reduce', snap: { points: CORNERS }, position: { x: 150, y: 300 } });
  assert.equal(d.reducedMotion, true);
  gesture(el, win, sched, { x: 10, y: 10 }, Array.from({ length: 6 }, () => [-12, 12]), 1000);
  let min = Infinity, max = -Infinity;
  d.on('move', (p) => { min = Math.min(min, p.x); max = Math.max(max, p.y); });
  await sched.run(sched.time + 3000);
  assert.deepEqual(d.position, { x: 0, y: 600 });
  assert.ok(min >= 0 && max <= 600, `no overshoot: ${min}, ${max}`);
  d.destroy();
});

test('Draggable.destroy() removes every listener and style it added; a second Draggable on the element throws', () => {
  const win = new FakeWindow();
  const el = fakeElement(win);
  el.style.setProperty('transform', 'rotate(1deg)');
  const d = new Draggable(el, { scheduler: new FakeScheduler() });
  assert.throws(() => new Draggable(el), TypeError);
  assert.equal(el.style.getPropertyValue('touch-action'), 'pinch-zoom');
  d.destroy();
  assert.equal(el.style.getPropertyValue('transform'), 'rotate(1deg)');
  assert.equal(el.style.getPropertyValue('touch-action'), '');
  for (const [type, n] of el.listeners) assert.equal(n, 0, type);
  new Draggable(el, { scheduler: new FakeScheduler() }).destroy();
  assert.throws(() => new Draggable({}), (e) => e instanceof TypeError && /`element`/.test(e.message));
});

test('Draggable hand-off through the DOM: a drag down on a scrolled list inside the sheet is the list\'s, at its top the sheet\'s', async () => {
  const { win, sched, el, d } = setup({ axis: 'y', snap: { points: [0, 400, 700] }, position: 0 });
  const list = { nodeType: 1, parentElement: el, scrollHeight: 2000, clientHeight: 600, scrollTop: 300, scrollWidth: 390, clientWidth: 390, scrollLeft: 0 };
  win.getComputedStyle = (n) => (n === list ? { overflowX: 'hidden', overflowY: 'auto' } : { overflowX: 'visible', overflowY: 'visible' });
  const press = (y, t) => {
    const e = pointer('pointerdown', 50, y, t, win);
    e.composedPath = () => [list, el];
    el.dispatchEvent(e);
  };
  const moveUp = (from, by, t) => {
    for (let i = 1; i <= 4; i++) win.dispatchEvent(pointer('pointermove', 50, from + by * i / 4, t + 8 * i, win));
    win.dispatchEvent(pointer('pointerup', 50, from + by, t + 200, win));
  };
  press(300, 1000);
  moveUp(300, 80, 1000);
  assert.deepEqual(d.position, { x: 0, y: 0 }, 'the scrolled list keeps the gesture: the sheet stays');
  list.scrollTop = 0;
  sched.time = 2000;
  press(300, 2000);
  moveUp(300, 80, 2000);
  assert.ok(d.position.y > 70, `at the list's top the sheet moves: ${d.position.y}`);
  await sched.run(sched.time + 3000);
  d.destroy();
});

test('Draggable hand-off: an overflow: hidden list, scrolled by page code, is not the user\'s to scroll: a drag down on it moves the sheet', async () => {
  const { win, sched, el, d } = setup({ axis: 'y', snap: { points: [0, 400, 700] }, position: 0 });
  const list = { nodeType: 1, parentElement: el, scrollHeight: 2000, clientHeight: 600, scrollTop: 300, scrollWidth: 390, clientWidth: 390, scrollLeft: 0 };
  win.getComputedStyle = (n) => (n === list ? { overflowX: 'hidden', overflowY: 'hidden' } : { overflowX: 'visible', overflowY: 'visible' });
  const e = pointer('pointerdown', 50, 300, 1000, win);
  e.composedPath = () => [list, el];
  el.dispatchEvent(e);
  for (let i = 1; i <= 4; i++) win.dispatchEvent(pointer('pointermove', 50, 300 + 20 * i, 1000 + 8 * i, win));
  win.dispatchEvent(pointer('pointerup', 50, 380, 1200, win));
  assert.ok(d.position.y > 70, `the sheet moves: ${d.position.y}`);
  await sched.run(sched.time + 3000);
  d.destroy();
});

test('config: hostile options never crash, hang or pass NaN through: a config, or a TypeError / RangeError naming Draggable', () => {
  const value = fc.oneof(
    fc.constantFrom(undefined, null, NaN, Infinity, -Infinity, -0, 0, 1, -1, 1e308, '', 'x', 'y', 'both', 'bounce', 'clamp', 'reduce', true, false, [], {}),
    fc.double(), fc.string(), fc.array(fc.oneof(fc.double(), fc.record({ x: fc.double(), y: fc.double() })), { maxLength: 5 }),
    fc.record({ min: fc.oneof(fc.double(), fc.constant(undefined)), max: fc.oneof(fc.double(), fc.constant(undefined)) }),
    fc.record({ points: fc.anything() }),
    fc.record({ points: fc.array(fc.oneof(fc.double(), fc.constantFrom('content', 'markup', 'closed', 'x')), { maxLength: 5 }) }),
    fc.constantFrom('content', 'markup', 'closed', [Detents]),
  );
  const keys = ['axis', 'bounds', 'snap', 'overscroll', 'position', 'reducedMotion', 'drag', 'spring', 'tolerance', 'handoff', 'pointer', 'avoidKeyboard', 'use', 'nope'];
  const options = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }));
  fc.assert(fc.property(options, (o) => {
    let c;
    try {
      c = readConfig(o);
    } catch (e) {
      assert.ok((e instanceof TypeError || e instanceof RangeError) && /^kinema: Draggable/.test(e.message), `${e}`);
      return;
    }
    assert.ok(Object.isFrozen(c));
    assert.ok(Number.isFinite(c.position.x) && Number.isFinite(c.position.y) && c.drag > 0 && c.drag <= 1);
    for (const p of c.snap?.points ?? []) assert.ok(Number.isFinite(p.x) && Number.isFinite(p.y));
    for (const v of c.snap?.values ?? []) assert.ok(Number.isFinite(v));
    for (const v of c.snap?.spec ?? []) assert.ok(Number.isFinite(v) || ['content', 'markup', 'closed'].includes(v));
  }), { numRuns: 2000, seed: 0x6b696e });
});

test('Draggable handle: only presses on the handle (or inside it) drag; update() changes it', () => {
  const { win, sched, el, d } = setup({ axis: 'y', handle: null });
  const grabber = { nodeType: 1, parentElement: el };
  const inner = { nodeType: 1, parentElement: grabber };
  const body = { nodeType: 1, parentElement: el };
  d.update({ handle: grabber });
  const drag = (from, t) => {
    const e = pointer('pointerdown', 50, 100, t, win);
    e.composedPath = () => [from, el];
    el.dispatchEvent(e);
    for (let i = 1; i <= 4; i++) win.dispatchEvent(pointer('pointermove', 50, 100 + 10 * i, t + 8 * i, win));
    win.dispatchEvent(pointer('pointerup', 50, 140, t + 200, win));
  };
  drag(body, 1000);
  assert.equal(d.position.y, 0, 'a press on the body does not drag');
  drag(inner, 2000);
  assert.equal(d.position.y, 40, 'a press inside the handle drags');
  assert.throws(() => d.update({ handle: 'grabber' }), (e) => e instanceof TypeError && /`handle`/.test(e.message));
  void sched;
  d.destroy();
});
