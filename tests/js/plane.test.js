// Motions in the plane through the JavaScript API: Motion2D, Spring2D,
// project2D, chooseSnap2D and snapMotion2D.
//
// Independent truth: the 1D motions of each axis (themselves checked against
// the 50-digit reference in api-reference.test.js, where the spring2D and
// snap2D families are checked too), which each axis must equal to the bit;
// the projection position + velocity / -ln(drag) and the nearest point by a
// linear scan written out here; the examples (a picture-in-picture
// box flung between the corners of a phone viewport, swipe to dismiss)
// worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  init, Spring, Friction, Composite, Motion2D, Spring2D, project2D, chooseSnap2D, snapMotion2D,
  snapMotion, scrollMotion,
} from 'kinema';
import { prng } from './prng.js';

await init();

const TIMES = [-1, 0, 1e-9, 1e-4, 0.003, 0.016, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 7, 40, 1e3, Infinity];

// A 390 × 844 viewport with a 120 × 180 picture-in-picture box 16 px from the edges.
const TL = { x: 16, y: 16 };
const TR = { x: 254, y: 16 };
const BL = { x: 16, y: 648 };
const BR = { x: 254, y: 648 };
const CORNERS = [TL, TR, BL, BR];
const CENTRE = { x: 135, y: 332 };

function sameAxes(m, mx, my, t, label) {
  const s = m.at(t);
  const a = mx.at(t);
  const b = my.at(t);
  assert.ok(Object.is(s.x, a.x) && Object.is(s.dx, a.dx), `${label} x at t=${t}: ${s.x}, ${s.dx} vs ${a.x}, ${a.dx}`);
  assert.ok(Object.is(s.y, b.x) && Object.is(s.dy, b.dx), `${label} y at t=${t}: ${s.y}, ${s.dy} vs ${b.x}, ${b.dx}`);
  assert.deepEqual(m.position(t), { x: mx.x(t), y: my.x(t) });
  assert.deepEqual(m.velocity(t), { x: mx.dx(t), y: my.dx(t) });
}

const SPRINGS = [
  { from: { x: 0, y: 0 }, to: { x: 300, y: -120 }, mass: 1, stiffness: 170, damping: 26 },
  { from: { x: -40, y: 500 }, to: { x: 250, y: 250 }, velocity: { x: -1500, y: 1500 }, mass: 1, stiffness: 100, damping: 20 },
  { from: { x: 10.5, y: -3 }, to: { x: -7, y: 44 }, velocity: { x: 2600, y: 90 }, stiffness: 300, damping: 2 * Math.sqrt(300) },
  { from: { x: 0, y: 0 }, to: { x: 0, y: 0 }, velocity: { x: 800, y: -3000 }, mass: 0.5, stiffness: 12, damping: 40 },
  { from: { x: 5, y: 6 }, to: { x: 7, y: 8 }, velocity: { x: 9, y: 10 }, stiffness: 200, damping: 0 },
];

const axisOptions = (o, k) => {
  const { from, to, velocity, ...rest } = o;
  return { ...rest, from: from[k], to: to[k], velocity: velocity?.[k] ?? 0 };
};

test('Spring2D: each axis is the 1D Spring with the same constants, to the bit', () => {
  for (const o of SPRINGS) {
    const s = new Spring2D(o);
    const sx = new Spring(axisOptions(o, 'x'));
    const sy = new Spring(axisOptions(o, 'y'));
    assert.ok(s.motionX instanceof Spring && s.motionY instanceof Spring);
    assert.equal(s.settleTime, Math.max(sx.settleTime, sy.settleTime));
    assert.equal(s.regime, sx.regime);
    assert.deepEqual(s.to, o.to);
    assert.deepEqual(s.restPosition, o.to);
    for (const t of TIMES) sameAxes(s, sx, sy, t, JSON.stringify(o));
  }
  const start = { from: { x: 12, y: -30 }, to: { x: -200, y: 140 }, velocity: { x: 900, y: 20 } };
  const r = Spring2D.withDampingRatio({ ...start, mass: 2, stiffness: 300, dampingRatio: 0.7 });
  const d = Spring2D.withDuration({ ...start, duration: 0.4, bounce: 0.25 });
  assert.ok(r instanceof Spring2D && d instanceof Spring2D && d instanceof Motion2D);
  for (const t of TIMES) {
    sameAxes(r, Spring.withDampingRatio({ ...axisOptions(start, 'x'), mass: 2, stiffness: 300, dampingRatio: 0.7 }),
      Spring.withDampingRatio({ ...axisOptions(start, 'y'), mass: 2, stiffness: 300, dampingRatio: 0.7 }), t, 'ratio');
    sameAxes(d, Spring.withDuration({ ...axisOptions(start, 'x'), duration: 0.4, bounce: 0.25 }),
      Spring.withDuration({ ...axisOptions(start, 'y'), duration: 0.4, bounce: 0.25 }), t, 'duration');
  }
});

test('Spring2D: velocity is the derivative of position; a quarter turn of the start turns the motion', () => {
  for (const o of SPRINGS) {
    const s = new Spring2D(o);
    const turned = new Spring2D({
      ...o,
      from: { x: -o.from.y, y: o.from.x },
      to: { x: -o.to.y, y: o.to.x },
      velocity: o.velocity && { x: -o.velocity.y, y: o.velocity.x },
    });
    for (const t of [0.01, 0.05, 0.2, 0.7, 1.5]) {
      const h = 1e-4;
      for (const k of ['x', 'y']) {
        const d1 = (s.position(t + h)[k] - s.position(t - h)[k]) / (2 * h);
        const d2 = (s.position(t + h / 2)[k] - s.position(t - h / 2)[k]) / h;
        const derivative = (4 * d2 - d1) / 3;
        const scale = Math.abs(o.from[k] - o.to[k]) + Math.abs(o.velocity?.[k] ?? 0) + 1;
        assert.ok(Math.abs(s.velocity(t)[k] - derivative) <= 1e-8 * scale * o.stiffness,
          `${k} at ${t}: ${s.velocity(t)[k]} vs ${derivative}`);
      }
      const a = s.at(t);
      const b = turned.at(t);
      assert.ok(b.x === -a.y && b.y === a.x && b.dx === -a.dy && b.dy === a.dx, `turned at ${t}`);
    }
  }
});

test('Motion2D: any two motions, one settle time, done when both are', () => {
  const fx = new Friction({ from: 10, velocity: 2000 });
  const sy = Spring.withDampingRatio({ from: -50, to: 300, velocity: -400, stiffness: 170, dampingRatio: 0.6 });
  const m = new Motion2D(fx, sy);
  assert.equal(m.motionX, fx);
  assert.equal(m.motionY, sy);
  assert.equal(m.settleTime, Math.max(fx.settleTime, sy.settleTime));
  assert.deepEqual(m.restPosition, { x: fx.restPosition, y: 300 });
  for (const t of TIMES) {
    sameAxes(m, fx, sy, t, 'friction + spring');
    assert.equal(m.done(t), fx.done(t) && sy.done(t));
  }
  assert.equal(m.done(m.settleTime), true);
  // Two bounded flings (composites), one per axis.
  const cx = scrollMotion({ position: 100, velocity: 3000, min: 0, max: 500 });
  const cy = scrollMotion({ position: 100, velocity: -200, min: 0, max: 500 });
  assert.ok(cx instanceof Composite);
  const c = new Motion2D(cx, cy);
  assert.equal(c.settleTime, Math.max(cx.settleTime, cy.settleTime));
  assert.deepEqual(c.restPosition, { x: 500, y: cy.x(Infinity) });
  for (const t of TIMES) sameAxes(c, cx, cy, t, 'composites');
  // An axis that never settles.
  const never = new Motion2D(new Friction({ from: 0, velocity: 5, drag: 1 }), sy);
  assert.equal(never.settleTime, Infinity);
  assert.equal(never.done(1e300), false);
  // Not motions, bad times.
  for (const bad of [null, 3, {}, { x: () => 0, dx: () => 0, at: () => ({}), settleTime: 0 }, m]) {
    assert.throws(() => new Motion2D(bad, fx), (e) => e instanceof TypeError && /`x` must be a kinema motion/.test(e.message));
    assert.throws(() => new Motion2D(fx, bad), (e) => e instanceof TypeError && /`y`/.test(e.message));
  }
  assert.throws(() => m.position('1'), TypeError);
  assert.throws(() => m.at(NaN), (e) => e instanceof RangeError && e.parameter === 't');
  assert.throws(() => m.done(undefined), TypeError);
});

test('Spring2D: errors name the option and the axis', () => {
  const ok = { from: { x: 0, y: 0 }, to: { x: 1, y: 1 }, stiffness: 100, damping: 20 };
  const range = (options, parameter, status, make = (o) => new Spring2D(o)) => assert.throws(() => make(options),
    (e) => e instanceof RangeError && e.parameter === parameter && e.status === status
      && e.message.includes(`\`${parameter}\``) && e.message.startsWith('kinema: Spring2D'), parameter);
  range({ ...ok, from: { x: NaN, y: 0 } }, 'from.x', 'not_finite');
  range({ ...ok, from: { x: 0, y: Infinity } }, 'from.y', 'not_finite');
  range({ ...ok, to: { x: 0, y: -Infinity } }, 'to.y', 'not_finite');
  range({ ...ok, velocity: { x: NaN, y: 1 } }, 'velocity.x', 'not_finite');
  range({ ...ok, from: { x: 0, y: -1.5e308 }, to: { x: 0, y: 1.5e308 } }, 'to.y', 'not_finite');
  range({ ...ok, mass: 0 }, 'mass', 'out_of_range');
  range({ ...ok, damping: -1 }, 'damping', 'out_of_range');
  range({ ...ok, tolerance: { distance: 0 } }, 'tolerance.distance', 'out_of_range');
  range({ from: ok.from, to: ok.to, stiffness: 100, dampingRatio: -1 }, 'dampingRatio', 'out_of_range', Spring2D.withDampingRatio);
  range({ from: ok.from, to: ok.to, duration: 0 }, 'duration', 'out_of_range', Spring2D.withDuration);
  range({ from: { x: NaN, y: 0 }, to: ok.to, duration: 0.3 }, 'from.x', 'not_finite', Spring2D.withDuration);
  const type = (options, pattern) => assert.throws(() => new Spring2D(options), (e) => e instanceof TypeError && pattern.test(e.message));
  type(null, /expects an options object/);
  type({ ...ok, from: undefined }, /missing required option `from`/);
  type({ ...ok, to: 5 }, /option `to` must be an object \{x, y\}, got 5/);
  type({ ...ok, from: { x: '1', y: 0 } }, /option `from.x` must be a number, got "1"/);
  type({ ...ok, velocity: { x: 0 } }, /option `velocity.y` must be a number, got undefined/);
  type({ ...ok, stiffness: '100' }, /option `stiffness` must be a number/);
  type({ ...ok, dampingRatio: 1 }, /unknown option `dampingRatio`/);
});

test('project2D: the friction rest position of each axis', () => {
  for (const drag of [0.01, 0.135, 0.5, 0.998]) {
    for (const position of [{ x: 0, y: 0 }, CENTRE, { x: -40.5, y: 1e4 }]) {
      for (const velocity of [{ x: 0, y: 0 }, { x: -1500, y: 1500 }, { x: 3000, y: -20 }]) {
        const p = project2D({ position, velocity, drag });
        for (const k of ['x', 'y']) {
          assert.equal(p[k], new Friction({ from: position[k], velocity: velocity[k], drag }).restPosition);
          const want = position[k] + velocity[k] / -Math.log(drag);
          assert.ok(Math.abs(p[k] - want) <= 4e-16 * (Math.abs(want) + Math.abs(position[k])), `${p[k]} vs ${want}`);
        }
      }
    }
  }
  // The default is the scroll drag, 0.135: 1500 px/s carries 749.07 px.
  const d = project2D({ position: CENTRE, velocity: { x: -1500, y: 1500 } });
  assert.ok(Math.abs(d.x - (135 - 749.0710)) < 1e-3 && Math.abs(d.y - (332 + 749.0710)) < 1e-3, JSON.stringify(d));
  assert.deepEqual(project2D({ position: { x: 1, y: 2 }, velocity: { x: 5, y: 0 }, drag: 1 }), { x: Infinity, y: 2 });
  const range = (options, parameter, status) => assert.throws(() => project2D(options),
    (e) => e instanceof RangeError && e.parameter === parameter && e.status === status && e.message.startsWith('kinema: project2D'));
  range({ position: { x: NaN, y: 0 }, velocity: { x: 0, y: 0 } }, 'position.x', 'not_finite');
  range({ position: { x: 0, y: 0 }, velocity: { x: 0, y: Infinity } }, 'velocity.y', 'not_finite');
  range({ position: { x: 0, y: 0 }, velocity: { x: 0, y: 0 }, drag: 0 }, 'drag', 'out_of_range');
  assert.throws(() => project2D({ position: { x: 0, y: 0 } }), /missing required option `velocity`/);
});

const choose = (points, position, velocity, drag) => chooseSnap2D({ points, position, velocity, drag });

test('chooseSnap2D: the issue\'s picture-in-picture flicks', () => {
  // From the centre towards the bottom left at (-1500, +1500) px/s.
  assert.equal(choose(CORNERS, CENTRE, { x: -1500, y: 1500 }), 2);
  // A hard flick towards the top right, released in the bottom-left quadrant.
  assert.equal(choose(CORNERS, { x: 60, y: 600 }, { x: 3000, y: -3000 }), 1);
  // Let go without a flick, or with a gentle push: the nearest corner.
  assert.equal(choose(CORNERS, { x: 60, y: 600 }, { x: 0, y: 0 }), 2);
  assert.equal(choose(CORNERS, { x: 200, y: 100 }, { x: 0, y: 0 }), 1);
  assert.equal(choose(CORNERS, { x: 60, y: 600 }, { x: 100, y: -100 }), 2);
  assert.equal(choose(CORNERS, { x: 30, y: 640 }, { x: 1200, y: 0 }), 3);
  // No friction: the farthest corner along the flick; straight down, the
  // bottom corner nearer to the release.
  assert.equal(choose(CORNERS, CENTRE, { x: 1, y: -1 }, 1), 1);
  assert.equal(choose(CORNERS, { x: 200, y: 300 }, { x: 0, y: 50 }, 1), 3);
  assert.equal(choose(CORNERS, { x: 20, y: 300 }, { x: 0, y: 50 }, 1), 2);
});

test('chooseSnap2D: swipe to dismiss chooses the points off screen', () => {
  const points = [{ x: 0, y: 0 }, { x: -500, y: 0 }, { x: 500, y: 0 }];
  assert.equal(choose(points, { x: 40, y: 10 }, { x: 900, y: 50 }), 2);
  assert.equal(choose(points, { x: -40, y: 0 }, { x: -900, y: -50 }), 1);
  assert.equal(choose(points, { x: 120, y: 0 }, { x: 200, y: 0 }), 0);
  assert.equal(choose(points, { x: 260, y: 0 }, { x: 0, y: 0 }), 2);
  assert.equal(choose(points, { x: 0, y: 0 }, { x: 30, y: 3000 }), 0);
});

test('chooseSnap2D: the nearest point to the projection, by a linear scan', () => {
  const rand = prng(20261123);
  const coord = () => Math.round((rand() - 0.5) * 4000);
  let compared = 0;
  for (let trial = 0; trial < 2000; trial++) {
    const n = 1 + (trial % 9);
    const points = Array.from({ length: n }, () => ({ x: coord(), y: coord() }));
    const position = { x: (rand() - 0.5) * 4000, y: (rand() - 0.5) * 4000 };
    const velocity = { x: (rand() - 0.5) * 12000, y: (rand() - 0.5) * 12000 };
    const drag = [0.135, 0.02, 0.9][trial % 3];
    const rx = position.x + velocity.x / -Math.log(drag);
    const ry = position.y + velocity.y / -Math.log(drag);
    const d = points.map((p) => Math.hypot(p.x - rx, p.y - ry));
    const best = d.indexOf(Math.min(...d));
    if (d.some((v, i) => i !== best && v - d[best] <= 1e-9 * (1 + d[best]))) continue;  // a near tie
    compared++;
    assert.equal(choose(points, position, velocity, drag), best, `trial ${trial}`);
  }
  assert.ok(compared > 1900, `${compared} compared`);
});

test('chooseSnap2D: ties go to the lower index; bad input throws naming it', () => {
  assert.equal(choose([{ x: 3, y: 4 }, { x: -4, y: 3 }], { x: 0, y: 0 }, { x: 0, y: 0 }), 0);
  assert.equal(choose([{ x: -4, y: 3 }, { x: 3, y: 4 }], { x: 0, y: 0 }, { x: 0, y: 0 }), 0);
  assert.equal(choose([{ x: 1, y: 1 }, { x: 5, y: 5 }, { x: 1, y: 1 }], { x: 1, y: 1 }, { x: 0, y: 0 }), 0);
  const ok = { points: CORNERS, position: CENTRE, velocity: { x: 0, y: 0 } };
  const range = (options, parameter, status) => assert.throws(() => chooseSnap2D(options),
    (e) => e instanceof RangeError && e.parameter === parameter && e.status === status && e.message.startsWith('kinema: chooseSnap2D'), parameter);
  range({ ...ok, points: [] }, 'points', 'out_of_range');
  range({ ...ok, points: [TL, { x: NaN, y: 0 }] }, 'points[1].x', 'not_finite');
  range({ ...ok, points: [{ x: 0, y: Infinity }] }, 'points[0].y', 'not_finite');
  range({ ...ok, position: { x: Infinity, y: 0 } }, 'position.x', 'not_finite');
  range({ ...ok, velocity: { x: 0, y: NaN } }, 'velocity.y', 'not_finite');
  range({ ...ok, drag: NaN }, 'drag', 'not_finite');
  range({ ...ok, drag: 0 }, 'drag', 'out_of_range');
  range({ ...ok, drag: 1.5 }, 'drag', 'out_of_range');
  const type = (options, pattern) => assert.throws(() => chooseSnap2D(options), (e) => e instanceof TypeError && pattern.test(e.message));
  type({ ...ok, points: new Float64Array(4) }, /`points` must be an array of \{x, y\}/);
  type({ ...ok, points: [TL, 5] }, /`points\[1\]` must be an object/);
  type({ ...ok, points: [{ x: 1, y: '2' }] }, /`points\[0\].y` must be a number/);
  type({ ...ok, position: undefined }, /missing required option `position`/);
  type({ ...ok, mode: 'page' }, /unknown option `mode`/);
  type({ ...ok, tolerance: {} }, /unknown option `tolerance`/);
});

test('snapMotion2D: each axis is snapMotion\'s landing, lands exactly, starts with the release velocity', () => {
  for (const position of [CENTRE, { x: 60, y: 600 }, { x: -10, y: 700 }]) {
    for (const velocity of [{ x: -1500, y: 1500 }, { x: 3000, y: -3000 }, { x: 0, y: 0 }, { x: 40, y: -2000 }]) {
      for (const target of CORNERS) {
        const m = snapMotion2D({ position, velocity, target });
        const mx = snapMotion({ position: position.x, velocity: velocity.x, target: target.x });
        const my = snapMotion({ position: position.y, velocity: velocity.y, target: target.y });
        assert.equal(m.motionX.constructor, mx.constructor);
        assert.equal(m.motionY.constructor, my.constructor);
        assert.equal(m.settleTime, Math.max(mx.settleTime, my.settleTime));
        for (const t of TIMES) sameAxes(m, mx, my, t, 'landing');
        assert.deepEqual(m.velocity(0), velocity);
        assert.deepEqual(m.position(0), position);
        assert.deepEqual(m.position(Infinity), target);
        assert.deepEqual(m.restPosition, target);
        assert.ok(Number.isFinite(m.settleTime));
        const end = m.position(m.settleTime);
        assert.ok(Math.abs(end.x - target.x) <= 1e-3 && Math.abs(end.y - target.y) <= 1e-3);
      }
    }
  }
  // The flick: both axes land by friction, keeping the release velocity.
  const index = choose(CORNERS, CENTRE, { x: -1500, y: 1500 });
  const m = snapMotion2D({ position: CENTRE, velocity: { x: -1500, y: 1500 }, target: CORNERS[index] });
  assert.ok(m.motionX instanceof Friction && m.motionY instanceof Friction);
  assert.equal(m.motionX.restPosition, 16);
  assert.equal(m.motionY.restPosition, 648);
  // Options are passed on.
  const soft = snapMotion2D({ position: CENTRE, velocity: { x: 0, y: 0 }, target: BR, stiffness: 50, tolerance: { distance: 0.5, velocity: 0.5 } });
  assert.equal(soft.motionX.stiffness, 50);
  assert.ok(soft.settleTime < snapMotion2D({ position: CENTRE, velocity: { x: 0, y: 0 }, target: BR, stiffness: 50 }).settleTime);
});

test('snapMotion2D: errors name the option and the axis', () => {
  const ok = { position: CENTRE, velocity: { x: 0, y: 0 }, target: BL };
  const range = (options, parameter, status) => assert.throws(() => snapMotion2D(options),
    (e) => e instanceof RangeError && e.parameter === parameter && e.status === status && e.message.startsWith('kinema: snapMotion2D'), parameter);
  range({ ...ok, position: { x: NaN, y: 0 } }, 'position.x', 'not_finite');
  range({ ...ok, velocity: { x: 0, y: -Infinity } }, 'velocity.y', 'not_finite');
  range({ ...ok, target: { x: Infinity, y: 0 } }, 'target.x', 'not_finite');
  // Every vector is checked before the options.
  range({ ...ok, target: { x: 0, y: NaN }, stiffness: 0 }, 'target.y', 'not_finite');
  range({ ...ok, stiffness: 0 }, 'stiffness', 'out_of_range');
  range({ ...ok, maxTimeConstant: -1 }, 'maxTimeConstant', 'out_of_range');
  // Finite, but the distance to the target overflows.
  range({ ...ok, position: { x: 0, y: -1e308 }, target: { x: 0, y: 1.7e308 } }, 'target.y', 'not_finite');
  range({ ...ok, tolerance: { velocity: NaN } }, 'tolerance.velocity', 'not_finite');
  assert.throws(() => snapMotion2D({ ...ok, target: [16, 648] }), /`target.x` must be a number/);
  assert.throws(() => snapMotion2D({ ...ok, drag: 0.1 }), /unknown option `drag`/);
  assert.throws(() => snapMotion2D(undefined), /expects an options object/);
});

test('retargeting mid-flight: the new landing starts from the running state, with no jump', () => {
  // A flick lands towards the bottom-left corner; at 0.12 s the snap points
  // change (the Draggable's update()) to the two right-hand corners.
  const first = snapMotion2D({ position: CENTRE, velocity: { x: -1500, y: 1500 }, target: BL });
  const t = 0.12;
  const s = first.at(t);
  const points = [TR, BR];
  const position = { x: s.x, y: s.y };
  const velocity = { x: s.dx, y: s.dy };
  const i = chooseSnap2D({ points, position, velocity });
  assert.equal(i, 1, 'still heading down: the bottom-right corner');
  const next = snapMotion2D({ position, velocity, target: points[i] });
  // Position and velocity carry over exactly.
  assert.deepEqual(next.at(0), s);
  assert.deepEqual(next.position(Infinity), BR);
  // The x axis now points away from its target: a spring that starts with
  // the running velocity; y keeps falling towards 648 by friction.
  assert.ok(next.motionX instanceof Spring && next.motionY instanceof Friction);
});
