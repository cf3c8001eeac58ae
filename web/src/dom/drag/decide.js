// The Draggable's decisions as pure functions of the state they are given
// (positions in px, velocities in px/s, both {x, y}): the ranges, the snap
// points in the plane, the release (momentum projection, the chosen point,
// the exact landing), the rubber band and the gesture hand-off. The physics
// is the Scroller's (shared/physics.js: rubber band, springs, reduced
// motion graded); every number of a motion comes from the core
// (WebAssembly): chooseSnap2D / chooseSnap, snapMotion (the landing),
// scrollMotion, Friction, the springs.
import { Friction, Motion2D, chooseSnap, chooseSnap2D } from '../../scroll-core.js';

const AXES = ['x', 'y'];
const FAR = 1e9;   // a finite stand-in for a missing bound (scrollMotion needs finite bounds)

/**
 * The range of each axis (px of translate): the `bounds` option; for an
 * element, `measured`; without bounds the extent of the snap points on a
 * snapping axis, else unbounded. A fixed axis (not dragged) stays where it is.
 */
export function ranges(config, position, measured = null) {
  const out = {};
  for (const k of AXES) {
    if (!config.axes.includes(k)) out[k] = { min: position[k], max: position[k] };
    else if (config.bounds?.element) out[k] = measured?.[k] ?? { min: -Infinity, max: Infinity };
    else if (config.bounds?.[k]) out[k] = config.bounds[k];
    else if (config.snap) {
      const values = snapPoints(config, position).map((p) => p[k]);
      out[k] = { min: Math.min(...values), max: Math.max(...values) };
    } else out[k] = { min: -Infinity, max: Infinity };
  }
  return out;
}

/** The translate range that keeps `rect` (the element's box) inside `container` (both client rects), at `position`. */
export function rangesInside(rect, container, position) {
  const axis = (lo, hi, clo, chi, p) => {
    const min = clo - (lo - p), max = chi - (hi - p);
    return max < min ? { min, max: min } : { min, max };
  };
  return {
    x: axis(rect.left, rect.right, container.left, container.right, position.x),
    y: axis(rect.top, rect.bottom, container.top, container.bottom, position.y),
  };
}

/** The snap points as {x, y}; one axis's numbers keep the other coordinate of `position`. */
export function snapPoints(config, position) {
  if (!config.snap) return [];
  if (config.snap.points) return config.snap.points;
  const k = config.axis;
  return config.snap.values.map((v) => (k === 'x' ? { x: v, y: position.y } : { x: position.x, y: v }));
}

/**
 * The snap point chosen for a release: the one nearest to where friction
 * `drag` would bring it to rest, each axis from its own velocity
 * (chooseSnap2D; one axis: chooseSnap on that axis). Ties to the lower index.
 */
export function chooseIndex(config, { position, velocity, drag = config.drag }) {
  if (config.snap.points) return chooseSnap2D({ points: config.snap.points, position, velocity, drag });
  const k = config.axis;
  return chooseSnap({ points: config.snap.values, position: position[k], velocity: velocity[k], drag });
}

/** Where the Android fling from `position` with `velocity` rests on each axis, without bounds (ScrollPhysics.flingRest). */
function androidRest(physics, position, velocity) {
  return { x: physics.flingRest(position.x, velocity.x), y: physics.flingRest(position.y, velocity.y) };
}

/** An axis at rest at `position` (a spring already there: done at once). */
function still(physics, position) {
  return physics.springTo({ position, velocity: 0, target: position });
}

/**
 * The motion that lands exactly on `target` from a release, by the
 * physics's `landing` choice (the Draggable's option, default 'auto'):
 * - 'friction': per axis the Scroller's friction landing
 *   (ScrollPhysics.frictionLanding: a Friction keeping the release velocity
 *   when it can, else a critically damped spring);
 * - 'spring': per axis the critically damped landing spring of the
 *   Scroller's physics (it keeps the release velocity), one stiffness for
 *   both axes (the larger of the axes' landingStiffness(): a flick swings at
 *   most 40 px past its point, and never past a bound of `range` beyond
 *   it), so both axes arrive together;
 * - 'auto': the friction where it is done no later than the spring, else
 *   the spring (a sheet or a PiP box lands in about half a second where the
 *   friction would creep for 1 to 2 s).
 * Under reduced motion the graded landing of the Scroller's physics on
 * each axis (nothing away from the target, no overshoot).
 */
export function landing(physics, { position, velocity, target, range = null }) {
  if (physics.reduced) {
    const axis = (k) => physics.landing({ position: position[k], velocity: velocity[k], target: target[k], range: range?.[k] });
    return new Motion2D(axis('x'), axis('y'));
  }
  const mode = physics.landingMode;
  const state = (k) => ({ position: position[k], velocity: velocity[k], target: target[k], range: range?.[k] ?? null });
  const friction = mode === 'spring' ? null
    : new Motion2D(physics.frictionLanding(state('x')), physics.frictionLanding(state('y')));
  if (mode === 'friction') return friction;
  const stiffness = Math.max(physics.landingStiffness(state('x')), physics.landingStiffness(state('y')));
  const spring = new Motion2D(physics.landingSpring({ ...state('x'), stiffness }), physics.landingSpring({ ...state('y'), stiffness }));
  return friction && friction.settleTime <= spring.settleTime ? friction : spring;
}

/** The spring of moveTo and snapTo on each axis (the Scroller's spring, reduced motion graded). */
export function springTo(physics, { position, velocity, target }) {
  const axis = (k) => physics.springTo({ position: position[k], velocity: velocity[k], target: target[k] });
  return new Motion2D(axis('x'), axis('y'));
}

/**
 * What runs after a release: { motion (Motion2D), target ({x, y} or null),
 * index (-1 without snapping) }, or null when nothing moves (at rest inside
 * the ranges). With snap points: the chosen point and its landing. Without:
 * on each axis the Scroller's fling (friction, then the bounce back or the
 * clamp at a bound).
 */
export function release(physics, config, { position, velocity, range }) {
  const v = {};
  for (const k of AXES) v[k] = config.axes.includes(k) && Number.isFinite(velocity[k]) ? velocity[k] : 0;
  if (config.snap) {
    // The Android curve is not a friction: each axis projects with its own rest (the core's closed form).
    const index = physics.physics?.curve === 'android'
      ? chooseIndex(config, { position: androidRest(physics, position, v), velocity: { x: 0, y: 0 }, drag: physics.drag })
      : chooseIndex(config, { position, velocity: v, drag: physics.drag });
    const target = snapPoints(config, position)[index];
    return { motion: landing(physics, { position, velocity: v, target, range }), target, index };
  }
  let moving = false;
  const axis = (k) => {
    const r = range[k];
    if (!Number.isFinite(r.min) && !Number.isFinite(r.max)) {
      if (v[k] === 0) return still(physics, position[k]);
      moving = true;
      // A preset's fling (the Android curve) is scrollMotion's, far bounds standing in for none.
      if (physics.physics) return physics.fling({ position: position[k], velocity: v[k], range: { min: -FAR, max: FAR } });
      return new Friction({ from: position[k], velocity: v[k], drag: physics.drag });
    }
    const made = physics.release({
      position: position[k], velocity: v[k], snap: null,
      range: { min: Number.isFinite(r.min) ? r.min : -FAR, max: Number.isFinite(r.max) ? r.max : FAR },
    });
    if (!made) return still(physics, position[k]);
    moving = true;
    return made.motion;
  };
  const motion = new Motion2D(axis('x'), axis('y'));
  return moving ? { motion, target: null, index: -1 } : null;
}

/** The shown position for a finger (unbanded) position: rubber band or clamp past the ranges. */
export function band(physics, raw, range, dimension) {
  return { x: physics.band(raw.x, range.x, dimension.x), y: physics.band(raw.y, range.y, dimension.y) };
}

/** The finger position for a shown one (grabbing mid-bounce does not jump). */
export function unband(physics, shown, range, dimension) {
  return { x: physics.unband(shown.x, range.x, dimension.x), y: physics.unband(shown.y, range.y, dimension.y) };
}

/** Index of the snap point within `slop` px of `position`, or -1. */
export function indexAt(points, position, slop = 0.5) {
  return points.findIndex((p) => Math.abs(p.x - position.x) <= slop && Math.abs(p.y - position.y) <= slop);
}

/**
 * The gesture hand-off with scrollers inside the element (a sheet holding a
 * list). `scrollers`: the scroll offsets along the axis of the movement of
 * each scrollable box between the press and the element, as { offset, max }
 * (px). The Draggable takes a movement (dx, dy, element px since the press):
 * - along its axis (the dominant direction decides for one axis);
 * - when no inner scroller can scroll that way;
 * - or, when one can, only if it moves towards its min bound and is not
 *   there yet (a bottom sheet opens before its list scrolls; dragging down
 *   a scrolled list scrolls it back before the sheet moves).
 */
export function accepts(config, { dx, dy, position, range, scrollers = [] }) {
  if (config.axis === 'x' && Math.abs(dx) < Math.abs(dy)) return false;
  if (config.axis === 'y' && Math.abs(dy) < Math.abs(dx)) return false;
  if (!config.handoff || scrollers.length === 0) return true;
  const k = config.axis === 'x' ? 'x' : config.axis === 'y' ? 'y' : Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
  const d = k === 'x' ? dx : dy;
  if (d === 0) return true;
  // Finger down (d > 0) reveals a list's start: it can scroll while offset > 0.
  const scrollable = scrollers.some((s) => (s.axis ?? k) === k && (d > 0 ? s.offset > 0.5 : s.offset < s.max - 0.5));
  if (!scrollable) return true;
  return d < 0 && position[k] > range[k].min + 0.5;
}
