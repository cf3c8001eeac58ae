// Scrolling without the DOM: the motion after release, snapping, the rubber
// band and the release velocity. Every number is computed in WebAssembly;
// this file validates, converts and wraps.
import { Prepared } from './motion.js';
import { Spring } from './spring.js';
import { Friction } from './friction.js';
import { Composite } from './composite.js';
import { M, heap, make, raw, ready } from './wasm.js';
import { check, readNumber, readOptions, show, throwRange } from './errors.js';
import { resolvePhysics } from './physics.js';
import { ANDROID_FRICTION, DRAG, RUBBER_BAND, SCROLL_SPRING, SNAP_MAX_TIME_CONSTANT, SNAP_STIFFNESS } from './defaults.js';

const OVERSCROLL = { bounce: 0, clamp: 1 };

function readChoice(where, name, value, choices, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !Object.hasOwn(choices, value)) {
    throw new TypeError(`kinema: ${where}: option \`${name}\` must be one of ${Object.keys(choices).map((k) => `'${k}'`).join(', ')}, got ${show(value)}`);
  }
  return choices[value];
}

function withoutKeys(options, keys) {
  if (options === null || typeof options !== 'object') return options;
  const rest = { ...options };
  for (const k of keys) delete rest[k];
  return rest;
}

/**
 * Android's fling as a motion (AOSP OverScroller's spline, the core's
 * AndroidFling through scrollMotion with no bounds): from `from` with
 * `velocity`, `friction` (AOSP's scroll friction, default 0.015) and an
 * optional tolerance. It stops dead at its duration; a Composite of one
 * segment.
 */
export function androidFling(options) {
  ready();
  const o = readOptions('androidFling', options, { from: undefined, velocity: undefined, friction: ANDROID_FRICTION });
  // scrollMotion's builder with no bounds (its drag, overscroll and spring unused): the core names `from`.
  return new Composite(new Prepared(check('androidFling', make('scrollMotion', o.from, o.velocity, -1e300, 1e300,
    DRAG, 0, SCROLL_SPRING.stiffness, SCROLL_SPRING.dampingRatio, 1, o.friction, ...o.tol), { androidFriction: 'friction' })));
}

/**
 * The motion of content released at `position` with `velocity` inside
 * [min, max]: friction, then at the exact crossing time a spring back to the
 * bound ('bounce', iOS) or a dead stop there ('clamp', Android); out of
 * bounds it springs back. Returns a Composite.
 */
export function scrollMotion(options) {
  ready();
  const where = 'scrollMotion';
  // A preset ('ios', 'android') sets the curve, the drag and what happens at
  // a bound; options given explicitly override its drag and overscroll.
  const physics = options?.physics === undefined
    ? (options?.decelerationRate === undefined ? null : resolvePhysics(where, 'ios', options.decelerationRate))
    : resolvePhysics(where, options.physics, options.decelerationRate);
  const android = physics?.curve === 'android';
  const overscroll = readChoice(where, 'overscroll', options?.overscroll, OVERSCROLL,
    OVERSCROLL[physics?.overscroll ?? 'bounce']);
  const o = readOptions(where, withoutKeys(options, ['overscroll', 'physics', 'decelerationRate']), {
    position: undefined, velocity: undefined, min: undefined, max: undefined,
    drag: physics?.drag ?? DRAG, ...SCROLL_SPRING, androidFriction: ANDROID_FRICTION,
  });
  if (android && options.drag !== undefined) {
    throw new TypeError(`kinema: ${where}: option \`drag\` does not apply to physics 'android' (use \`androidFriction\`)`);
  }
  // The C++ names the start `from` (it builds a fling): report the option's name.
  const made = check(where, make('scrollMotion', o.position, o.velocity, o.min, o.max, o.drag,
    overscroll, o.stiffness, o.dampingRatio, android ? 1 : 0, o.androidFriction, ...o.tol),
  { from: 'position', friction: 'androidFriction' });
  return new Composite(new Prepared(made));
}

/**
 * The motion from a release that rests exactly on `target`: a Friction that
 * keeps the release velocity when it points at the target and its time
 * constant (distance / velocity) is at most `maxTimeConstant` (default 0.5 s),
 * else a critically damped Spring.
 */
export function snapMotion(options) {
  ready();
  const where = 'snapMotion';
  const o = readOptions(where, options, {
    position: undefined, velocity: undefined, target: undefined, stiffness: SNAP_STIFFNESS, maxTimeConstant: SNAP_MAX_TIME_CONSTANT,
  });
  const made = check(where, make('snapMotion', o.position, o.velocity, o.target, o.stiffness,
    o.maxTimeConstant, ...o.tol));
  return made.kind === 1 ? new Friction(new Prepared(made)) : new Spring(new Prepared(made));
}

// A wasm buffer of doubles for the array arguments below (and snap2d.js), kept and grown;
// a buffer grown past KEEP doubles for one big call is given back after it.
const KEEP = 1 << 16;
let scratch = 0;
let scratchLength = 0;
let scratchOf = null;  // the module whose heap holds it (the full engine may replace the scroll one)
const own = () => {
  if (scratchOf !== M) {
    scratch = 0;
    scratchLength = 0;
    scratchOf = M;
  }
};
export function giveBack() {
  own();
  if (scratchLength <= KEEP) return;
  raw.free(scratch);
  scratch = 0;
  scratchLength = 0;
}
export function scratchFor(n) {
  own();
  if (n > scratchLength) {
    if (scratch) raw.free(scratch);
    scratchLength = Math.max(n, 64);
    scratch = raw.doubles_new(scratchLength);
    if (!scratch) {
      scratchLength = 0;
      throwRange('kinema', 'length', n, 'is more than the WebAssembly memory can hold');
    }
  }
  return scratch;
}

function readPoints(where, points) {
  if (!Array.isArray(points) && !(ArrayBuffer.isView(points) && !(points instanceof DataView))) {
    throw new TypeError(`kinema: ${where}: option \`points\` must be an array of numbers`);
  }
  for (let i = 0; i < points.length; i++) {
    if (typeof points[i] !== 'number') throw new TypeError(`kinema: ${where}: \`points[${i}]\` must be a number, got ${show(points[i])}`);
    if (!Number.isFinite(points[i])) throwRange(where, `points[${i}]`, points[i], 'must be a finite number', 'not_finite');
    if (i > 0 && points[i] < points[i - 1]) throwRange(where, `points[${i}]`, points[i], 'must not be less than the point before it (sorted ascending)');
  }
  if (points.length === 0) throwRange(where, 'points', points.length, 'must hold at least one point');
  return points;
}

/**
 * The index of the snap point for a release: nearest to where friction
 * `drag` would bring it to rest ('nearest'), at most one point away from the
 * point nearest to `start` ('page': one page per fling).
 */
export function chooseSnap(options) {
  ready();
  const where = 'chooseSnap';
  const o = readOptions(where, withoutKeys(options, ['mode', 'points', 'start']), {
    position: undefined, velocity: undefined, drag: DRAG, minVelocity: 20,
  }, false);
  const mode = readChoice(where, 'mode', options.mode, { nearest: 0, page: 1, turn: 2 }, 0);
  const points = readPoints(where, options.points);
  const start = options.start === undefined ? o.position : readNumber(where, 'start', options.start);
  for (const [k, v] of [['position', o.position], ['velocity', o.velocity], ['drag', o.drag], ['start', start], ['minVelocity', o.minVelocity]]) {
    if (!Number.isFinite(v)) throwRange(where, k, v, 'must be a finite number', 'not_finite');
  }
  if (!(o.drag > 0 && o.drag <= 1)) throwRange(where, 'drag', o.drag, 'must be in (0, 1]');
  if (!(o.minVelocity >= 0)) throwRange(where, 'minVelocity', o.minVelocity, 'must be at least 0');
  if (mode === 2) return turnPage(points, o.position, o.velocity, o.minVelocity);
  const p = scratchFor(points.length);
  heap().set(points, p / 8);
  const index = raw.choose_snap(p, points.length, o.position, o.velocity, o.drag, mode, start);
  giveBack();  // a 5e7-point call does not keep 400 MB
  return index;
}

// Flutter's PageScrollPhysics rule ('turn'): a release faster than
// minVelocity turns to the next point in its direction from where it is
// (on a point: the one after it); a slower one goes to the nearest point
// (a tie to the lower one). A comparison on the sorted points, no physics.
function turnPage(points, x, v, min) {
  const n = points.length;
  let i = points.findIndex((p) => p > x);   // the first point past x
  if (i < 0) i = n;
  const b = i - 1;                          // the last point at or before x
  if (v > min) return Math.min(i, n - 1);
  if (v < -min) return Math.max(points[b] === x ? b - 1 : b, 0);
  return b < 0 ? 0 : i >= n || x - points[b] <= points[i] - x ? b : i;
}

// A finite number > 0: not_finite for NaN and infinities, out_of_range else.
function readPositive(where, name, value) {
  if (!Number.isFinite(value)) throwRange(where, name, value, 'must be a finite number', 'not_finite');
  if (!(value > 0)) throwRange(where, name, value, 'must be greater than 0');
}

// Both directions of the band check the same arguments.
function band(where, name, value, dimension, coefficient, exported) {
  ready();
  readNumber(where, name, value);
  if (Number.isNaN(value)) throwRange(where, name, value, 'must not be NaN', 'not_finite');
  readNumber(where, 'dimension', dimension);
  readNumber(where, 'coefficient', coefficient);
  readPositive(where, 'dimension', dimension);
  readPositive(where, 'coefficient', coefficient);
  return raw[exported](value, dimension, coefficient);
}

/** iOS rubber band: how far content moves when dragged `overscroll` px past a bound. */
export function rubberBand(overscroll, dimension, coefficient = RUBBER_BAND) {
  return band('rubberBand', 'overscroll', overscroll, dimension, coefficient, 'rubber_band');
}

/** The exact inverse of rubberBand (±Infinity at or beyond ±dimension). */
export function rubberBandInverse(displayed, dimension, coefficient = RUBBER_BAND) {
  return band('rubberBandInverse', 'displayed', displayed, dimension, coefficient, 'rubber_band_inverse');
}

const TRACKED = 32;  // samples kept: more than 100 ms of 240 Hz input
const STRATEGY = { quadratic: 0, linear: 1 };

/**
 * Release velocity from pointer samples, estimated in WebAssembly. Default
 * ('quadratic', the platforms' strategy): the slope at the newest sample of
 * the least-squares quadratic through at most 20 samples, none older than
 * `window` (0.1 s) before the newest, none before a pause of more than
 * `stopGap` (0.04 s). 'linear': the least-squares straight line over the
 * last `window` seconds. Zero after a hold longer than `stopGap`; clamped
 * to ±`maxVelocity` (8000 px/s). Samples at an equal time (coalesced or
 * duplicate events) replace each other; earlier times throw.
 */
export class VelocityTracker {
  #t = new Float64Array(TRACKED);
  #x = new Float64Array(TRACKED);
  #n = 0;
  #next = 0;
  #window;
  #stopGap;
  #strategy;
  #maxVelocity;

  constructor(options = {}) {
    const where = 'VelocityTracker';
    const strategy = readChoice(where, 'strategy', options?.strategy, STRATEGY, 0);
    const o = readOptions(where, withoutKeys(options, ['strategy']),
      { window: 0.1, stopGap: 0.04, maxVelocity: 8000 }, false);
    readPositive(where, 'window', o.window);
    readPositive(where, 'stopGap', o.stopGap);
    if (Number.isNaN(o.maxVelocity)) throwRange(where, 'maxVelocity', o.maxVelocity, 'must not be NaN', 'not_finite');
    if (!(o.maxVelocity > 0)) throwRange(where, 'maxVelocity', o.maxVelocity, 'must be greater than 0 (Infinity for no limit)');
    this.#window = o.window;
    this.#stopGap = o.stopGap;
    this.#strategy = strategy;
    this.#maxVelocity = o.maxVelocity;
  }

  /** Records the position (px) at time `t` (s). */
  add(t, x) {
    const where = 'VelocityTracker.add';
    readNumber(where, 't', t);
    readNumber(where, 'x', x);
    if (!Number.isFinite(t)) throwRange(where, 't', t, 'must be a finite number', 'not_finite');
    if (!Number.isFinite(x)) throwRange(where, 'x', x, 'must be a finite number', 'not_finite');
    const last = (this.#next + TRACKED - 1) % TRACKED;
    if (this.#n > 0) {
      if (this.#t[last] === t) {  // same instant: the newer position wins
        this.#x[last] = x;
        return;
      }
      if (t < this.#t[last]) throwRange(where, 't', t, `must not be less than the previous sample's time ${this.#t[last]}`);
    }
    this.#t[this.#next] = t;
    this.#x[this.#next] = x;
    this.#next = (this.#next + 1) % TRACKED;
    this.#n = Math.min(this.#n + 1, TRACKED);
  }

  /** Velocity (px/s) as seen at time `now` (s), usually the release. */
  velocity(now) {
    ready();
    readNumber('VelocityTracker.velocity', 'now', now);
    if (!Number.isFinite(now)) throwRange('VelocityTracker.velocity', 'now', now, 'must be a finite number', 'not_finite');
    const n = this.#n;
    const p = scratchFor(2 * TRACKED) / 8;
    const h = heap();
    h.set(this.#t.subarray(0, n), p);
    h.set(this.#x.subarray(0, n), p + TRACKED);
    return raw.estimate_velocity(p * 8, (p + TRACKED) * 8, n, now, this.#window, this.#stopGap,
      this.#strategy, this.#maxVelocity);
  }

  /** Forgets every sample. */
  reset() {
    this.#n = 0;
    this.#next = 0;
  }
}
