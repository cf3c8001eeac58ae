// Fling and snap in the plane, without the DOM: where a release comes to
// rest, which 2D snap point it chooses and the motion that lands on it.
// Every number is computed in WebAssembly; this file validates and wraps.
import { Motion2D, read2D, readVec } from './motion2d.js';
import { Prepared } from './motion.js';
import { Friction } from './friction.js';
import { Spring } from './spring.js';
import { giveBack, scratchFor } from './scroll.js';
import { heap, make, raw, ready } from './wasm.js';
import { check, show, throwRange } from './errors.js';
import { DRAG, SNAP_MAX_TIME_CONSTANT, SNAP_STIFFNESS } from './defaults.js';

// The release, and `drag` (by default scrollMotion's: iOS's normal deceleration).
function release(where, options, vectors = {}, spec = { drag: DRAG }, tolerance = false, skip) {
  ready();
  const o = read2D(where, options, { position: undefined, velocity: undefined, ...vectors }, spec, tolerance, skip);
  if ('drag' in spec && !(o.drag > 0 && o.drag <= 1)) {
    throwRange(where, 'drag', o.drag, 'must be in (0, 1] (the velocity kept per second)', Number.isFinite(o.drag) ? 'out_of_range' : 'not_finite');
  }
  return o;
}

/**
 * Momentum projection: where a release at `position` with `velocity` comes
 * to rest under friction `drag` on each axis, {x, y} (px): each axis's
 * Friction rest position; ±Infinity on a moving axis with drag 1.
 */
export function project2D(options) {
  const o = release('project2D', options);
  const axis = (k) => make('friction', o.position[k], o.velocity[k], o.drag, 1, 1, 1).rest;
  return { x: axis('x'), y: axis('y') };
}

/**
 * The index of the 2D snap point nearest to the projected rest point of a
 * release (ties to the lower index).
 */
export function chooseSnap2D(options) {
  const where = 'chooseSnap2D';
  const { points } = options ?? {};
  const o = release(where, options, {}, undefined, false, ['points']);
  if (!Array.isArray(points)) throw new TypeError(`kinema: ${where}: option \`points\` must be an array of {x, y}, got ${show(points)}`);
  if (!points.length) throwRange(where, 'points', 0, 'must hold at least one point');
  const p = scratchFor(2 * points.length);
  const h = heap();
  points.forEach((q, i) => {
    const { x, y } = readVec(where, `points[${i}]`, q);
    h[p / 8 + 2 * i] = x;
    h[p / 8 + 2 * i + 1] = y;
  });
  const index = raw.choose_snap_2d(p, points.length, o.position.x, o.position.y, o.velocity.x, o.velocity.y, o.drag);
  giveBack();  // as chooseSnap: a huge call does not keep its scratch
  return index;
}

/**
 * The motion from a release that comes to rest exactly on `target`: on each
 * axis the landing of snapMotion (a Friction keeping the release velocity,
 * or a critically damped Spring). Returns a Motion2D.
 */
export function snapMotion2D(options) {
  const where = 'snapMotion2D';
  const o = release(where, options, { target: undefined }, { stiffness: SNAP_STIFFNESS, maxTimeConstant: SNAP_MAX_TIME_CONSTANT }, true);
  const axis = (k) => {
    const made = check(where, make('snapMotion', o.position[k], o.velocity[k], o.target[k], o.stiffness, o.maxTimeConstant, ...o.tol), { target: `target.${k}` });
    return made.kind === 1 ? new Friction(new Prepared(made)) : new Spring(new Prepared(made));
  };
  const x = axis('x');
  return new Motion2D(x, axis('y'));
}
