// The activities of kinema/dom (web/src/dom/shared/activity.js, and the
// Draggable's drag/activity.js) decide what happens to them, as Flutter's
// ScrollActivity does: each test hands an activity a delegate that records
// which of its owner's operations it asks for, and pins the answers to the
// questions its owner's parts ask. Were a decision moved back into a switch
// on `kind` in the owner, the activity would have no such method and these
// would fail; were it wrong (a landing keeping its aim, a gesture
// re-targeted), the recorded calls would differ. The last test reads every
// file under web/src/dom and fails on any behaviour that branches on an
// activity's `kind` (snap configs' kinds are allowed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  IDLE, Activity, GestureActivity, DragGesture, WheelGesture, MotionActivity, BallisticActivity, DrivenActivity, NativeActivity,
} from '../../web/src/dom/shared/activity.js';
import { DragActivity } from '../../web/src/dom/drag/activity.js';
import { init } from '../../web/src/index.js';

await init();   // the gestures' velocity trackers are the core's

/** A delegate that records every operation asked of it (name, arguments) and answers `returns[name]`; `x` for shift(). */
function recorder(returns = {}) {
  const calls = [];
  const d = new Proxy({ x: 42 }, {
    get(target, key) {
      if (key in target) return target[key];
      return (...args) => {
        calls.push([key, ...args]);
        return returns[key];
      };
    },
  });
  return { d, calls };
}

/** A stand-in for the frame loop: the motion's handle samples `state` (or throws it when it is an Error). */
function fakeLoop(state = { x: 5, dx: 7 }) {
  return {
    stopped: 0,
    animate(motion, onFrame, { startTime = 0 } = {}) {
      const loop = this;
      return {
        finished: new Promise(() => {}),
        startTime,
        running: true,
        sample: () => {
          if (state instanceof Error) throw state;
          return { ...state, t: 0 };
        },
        stop() { loop.stopped++; },
      };
    },
  };
}

const motionOf = (Motion, { target = null, snapIndex = -1, state } = {}) => new Motion(
  { motion: { name: 'a motion' }, target, snapIndex },
  { loop: fakeLoop(state), onFrame() {}, onDone() {} },
);

const QUESTIONS = ['scrolling', 'dragging', 'wheeling', 'userGesture', 'animating', 'reportsRelease', 'passesMomentum', 'followsNative'];
/** The answers of `a` to the yes/no questions, named (an activity that does not name one answers undefined: no). */
const answers = (a) => Object.fromEntries(QUESTIONS.map((q) => [q, a[q] === true]));
const only = (...yes) => Object.fromEntries(QUESTIONS.map((q) => [q, yes.includes(q)]));

/** What `a` asks of its owner on new metrics, a new physics, a re-aim, and a shift of 10 px. */
function decisions(a) {
  const out = {};
  for (const [name, call] of [
    ['dimensions', (d) => a.applyNewDimensions(d)],
    ['physics', (d) => a.applyNewPhysics(d)],
    ['retarget', (d) => a.retarget(d)],
    ['shift', (d) => out.shifted = a.shift(10, d)],
  ]) {
    const { d, calls } = recorder({ motion: 99 });
    call(d);
    out[name] = calls.map(([op]) => op);
  }
  return out;
}

test('idle: new metrics or physics keep it at rest (rest()); shifted, it rests on what is under it; it answers no to every question', () => {
  assert.equal(IDLE.kind, 'idle');
  assert.deepEqual(answers(IDLE), only());
  assert.equal(IDLE.requested, undefined, 'no program\'s request: keys add from the position');
  assert.equal(IDLE.target, null);
  assert.equal(IDLE.snapIndex, -1);
  assert.deepEqual(IDLE.stateAt(1000), { x: null, dx: 0 }, 'interrupted: it stays where it is, at rest');
  assert.deepEqual(decisions(IDLE), { dimensions: ['rest'], physics: ['rest'], retarget: [], shift: ['rest'], shifted: 42 });
  const { d, calls } = recorder();
  IDLE.shift(10, d);
  assert.deepEqual(calls, [['rest', 42]], 'it rests on the point at the shifted position');
  assert.throws(() => { IDLE.kind = 'drag'; }, TypeError, 'kind is a read-only label');
});

test('a drag: a gesture of the pointer; new metrics or physics leave it to the finger; shifted, the finger keeps its hold', () => {
  const g = new DragGesture({ raw: 100, start: 80 });
  assert.ok(g instanceof GestureActivity && g instanceof Activity);
  assert.equal(g.kind, 'drag');
  assert.deepEqual(answers(g), only('scrolling', 'dragging', 'userGesture'));
  assert.equal(g.requested, undefined);
  assert.deepEqual(decisions(g), { dimensions: [], physics: [], retarget: [], shift: [], shifted: 42 });
  assert.deepEqual({ raw: g.raw, start: g.start, offset: g.offset }, { raw: 110, start: 90, offset: 10 }, 'shift(10) corrected it by 10 px');
  for (let i = 0; i <= 5; i++) g.add(0.016 * i, 110 + 16 * i, 16 * i);   // 1000 px/s
  const state = g.stateAt(80);
  assert.equal(state.x, null, 'interrupted: it stays where the finger put it');
  assert.ok(Math.abs(state.dx - 1000) < 1e-6, `with the finger's velocity (${state.dx} px/s)`);
  assert.throws(() => { g.kind = 'wheel'; }, TypeError);
});

test('a wheel gesture: the wheel input\'s own, a user gesture that is no drag', () => {
  const g = new WheelGesture({ raw: 0, start: 0 });
  assert.equal(g.kind, 'wheel');
  assert.deepEqual(answers(g), only('scrolling', 'wheeling', 'userGesture'));
  assert.deepEqual(decisions(g), { dimensions: [], physics: [], retarget: [], shift: [], shifted: 42 });
  assert.equal(g.offset, 10);
});

test('ballistic: new metrics or physics re-target it, and the physics chooses again; a free one passes its momentum on; it is what \'release\' reports', () => {
  const free = motionOf(BallisticActivity);
  assert.ok(free instanceof MotionActivity);
  assert.equal(free.kind, 'ballistic');
  assert.deepEqual(answers(free), only('scrolling', 'animating', 'reportsRelease', 'passesMomentum'));
  assert.equal(free.requested, undefined, 'no program asked for it: keys add from the position');
  assert.deepEqual(decisions(free), { dimensions: ['retarget'], physics: ['retarget'], retarget: ['chooseAgain'], shift: ['motion'], shifted: 99 });
  const { d, calls } = recorder();
  free.retarget(d);
  assert.equal(calls[0][1], free, 'chooseAgain(a): the owner is handed the activity');
  const landing = motionOf(BallisticActivity, { target: 300, snapIndex: 2 });
  assert.deepEqual(answers(landing), only('scrolling', 'animating', 'reportsRelease'), 'a landing on a point keeps its momentum to itself');
  const asked = [];
  const physics = { landing: (s) => asked.push(['landing', s]) && 'landed', springTo: (s) => asked.push(['springTo', s]) && 'sprung' };
  assert.equal(landing.aim(physics, { position: 1, velocity: 2, target: 3, dimension: 4 }), 'landed');
  assert.deepEqual(asked, [['landing', { position: 1, velocity: 2, target: 3, dimension: 4 }]], 'shifted, it lands on the same point');
});

test('driven: the program\'s request keeps its aim when re-targeted; repeated keys add up from its target', () => {
  const a = motionOf(DrivenActivity, { target: 500, snapIndex: 1 });
  assert.equal(a.kind, 'driven');
  assert.deepEqual(answers(a), only('scrolling', 'animating'));
  assert.equal(a.requested, 500);
  assert.deepEqual(decisions(a), { dimensions: ['retarget'], physics: ['retarget'], retarget: ['keepAim'], shift: ['motion'], shifted: 99 });
  const asked = [];
  const physics = { landing: (s) => asked.push(['landing', s]) && 'landed', springTo: (s) => asked.push(['springTo', s]) && 'sprung' };
  assert.equal(a.aim(physics, { position: 1, velocity: 2, target: 3, dimension: 4 }), 'sprung');
  assert.deepEqual(asked, [['springTo', { position: 1, velocity: 2, target: 3, dimension: 4 }]], 'shifted, the spring goes on to the same point');
});

test('a motion interrupted: its exact state; one that throws is reported and stays where shown, at rest', () => {
  const a = motionOf(DrivenActivity, { target: 500, state: { x: 120, dx: -30 } });
  assert.deepEqual(a.stateAt(16), { x: 120, dx: -30, t: 0 });
  const reported = [];
  const was = globalThis.reportError;
  globalThis.reportError = (e) => reported.push(e.message);
  try {
    const broken = motionOf(BallisticActivity, { state: new Error('a broken motion') });
    assert.deepEqual(broken.stateAt(16), { x: null, dx: 0 });
    assert.deepEqual(reported, ['a broken motion']);
  } finally {
    globalThis.reportError = was;
  }
});

test('native: the browser scrolls it; new metrics, a new physics or a shift leave it alone', () => {
  const a = new NativeActivity();
  assert.equal(a.kind, 'native');
  assert.deepEqual(answers(a), only('scrolling', 'followsNative'));
  assert.deepEqual(decisions(a), { dimensions: [], physics: [], retarget: [], shift: [], shifted: 42 });
  assert.deepEqual(a.stateAt(0), { x: null, dx: 0 });
});

test('the Draggable\'s drag: dragging, and new points or bounds leave it to the finger', () => {
  const a = new DragActivity({ x: 1, y: 2 });
  assert.equal(a.kind, 'drag');
  assert.equal(a.dragging, true);
  const { d, calls } = recorder();
  a.retarget(d);
  assert.deepEqual(calls, []);
  assert.deepEqual(a.raw, { x: 1, y: 2 });
});

// ------------------------------------------------------------------- lint

const DOM = fileURLToPath(new URL('../../web/src/dom/', import.meta.url));
const filesUnder = (dir) => readdirSync(dir).flatMap((name) => {
  const p = join(dir, name);
  return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith('.js') ? [p] : [];
});
// A comparison, switch or lookup on something's `.kind` (its receiver captured).
const BRANCHES = [
  /([\w$#.?[\]]+?)\??\.kind\s*(?:===?|!==?)/g,
  /(?:===?|!==?)\s*([\w$#.?[\]]+?)\??\.kind\b/g,
  /switch\s*\(\s*([\w$#.?[\]]+?)\??\.kind\s*\)/g,
  /\[\s*([\w$#.?[\]]+?)\??\.kind\s*\]/g,
];
// The only kinds code may branch on: a snap config's ({kind: 'points' | 'interval' | 'children'}).
const ALLOWED = /(?:^|\.)snap$/;

/** Every `.kind` branch in `text` whose receiver is not a snap config: [line, receiver]. */
function kindBranches(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '');
  const out = [];
  for (const re of BRANCHES) {
    for (const m of code.matchAll(re)) {
      const receiver = m[1].replace(/\?$/, '');
      if (!ALLOWED.test(receiver)) out.push([code.slice(0, m.index).split('\n').length, receiver]);
    }
  }
  return out;
}

test('the lint finds a branch on an activity\'s kind, and lets a snap config\'s pass', () => {
  assert.deepEqual(kindBranches("if (p.activity.kind === 'drag') x();"), [[1, 'p.activity']]);
  assert.deepEqual(kindBranches("const a = x;\nreturn 'idle' !== a.kind;"), [[2, 'a']]);
  assert.deepEqual(kindBranches('switch (this.#activity.kind) {}'), [[1, 'this.#activity']]);
  assert.deepEqual(kindBranches('return TABLE[g?.kind];'), [[1, 'g']]);
  assert.deepEqual(kindBranches("if (p.gesture?.kind === 'wheel') x();"), [[1, 'p.gesture']]);
  assert.deepEqual(kindBranches("if (snap.kind === 'interval') x(); if (this.#config.snap?.kind === 'children') y();"), []);
  assert.deepEqual(kindBranches("// a.kind === 'drag' in a comment\n/* b.kind !== 'x' */"), []);
});

test('no file under web/src/dom branches on an activity\'s kind (the activity decides; kind is a label)', () => {
  const files = filesUnder(DOM);
  assert.ok(files.length > 40, `read ${files.length} files`);
  const found = files.flatMap((f) => kindBranches(readFileSync(f, 'utf8')).map(([line, receiver]) => `${relative(DOM, f)}:${line} ${receiver}.kind`));
  assert.deepEqual(found, []);
});
