// ScrollPhysics: an immutable value that makes every decision of the
// scroller as a pure function of the state it is given (positions in px,
// velocities in px/s). Every number of a motion comes from the core
// (WebAssembly): the rubber band, the snap choice, the landings, the fling
// with its bounce or clamp, the springs.
//
// ReducedMotionPhysics wraps another physics (Flutter's parent chain): it
// keeps direct manipulation and removes what the physics adds on its own
// (no rubber band or bounce, no overshoot, faster springs). Reduced motion
// is this one value, not checks scattered through the scroller.
import {
  Friction, Spring, chooseSnap, rubberBand, rubberBandInverse, scrollMotion, snapMotion,
} from '../../scroll-core.js';
import { REDUCED_STIFFNESS_FACTOR, reducedStartVelocity } from '../reduced-motion.js';
import { clamp } from './geometry.js';
import { RUBBER_BAND } from '../../defaults.js';
import { SHARED_DEFAULTS as DEFAULTS } from '../shared-config.js';

const OPEN = { min: -1e300, max: 1e300 };  // finite stand-ins for no bound (scrollMotion's are finite)
const BAND_LIMIT = 1 - 1e-9;  // rubberBandInverse is infinite at the viewport's size
const LANDING_RATE = 2;   // 1/s: snapMotion's friction landings have a time constant of at most 0.5 s
// The landing spring (issue 22, item 2): at least snapMotion's stiffness (1/s²: a
// critically damped spring that brings 500 px to within 1 px in 0.48 s), and
// stiff enough that it swings at most LANDING_OVERSHOOT px past its target.
const LANDING_STIFFNESS = 300;
const LANDING_OVERSHOOT = 40;   // px
const LANDING_ROOM = 4;         // px: the least swing allowed towards a bound (a release at speed on the bound is not infinitely stiff)

export class ScrollPhysics {
  /**
   * overscroll: 'bounce' | 'clamp'; drag: fraction of velocity kept per
   * second; spring: {stiffness (1/s²), dampingRatio}, the spring of every
   * spring the scroller runs (scrollTo, snapTo, keys, the bounce back and the
   * snap landing's spring); tolerance: {distance, velocity, time};
   * physics: null (kinema's default) or a resolved preset (scrollPhysics():
   * its fling is scrollMotion's with that preset, the Android curve for
   * 'android'); rubberBand: the coefficient of the rubber band past a bound;
   * landing: 'auto' | 'friction' | 'spring' (see landing(); the Scroller
   * passes its option, default 'auto'; 'friction' here, as the Draggable's
   * reduced-motion landing uses it).
   */
  constructor({
    overscroll = DEFAULTS.overscroll, drag = DEFAULTS.drag, spring = DEFAULTS.spring, tolerance = DEFAULTS.tolerance,
    physics = null, rubberBand: coefficient = RUBBER_BAND, landing = 'friction',
  } = {}, parent = null) {
    /** The physics this one wraps (null for the base). */
    this.parent = parent;
    this.overscroll = overscroll;
    this.drag = drag;
    this.physics = physics;
    this.rubberBand = coefficient;
    this.spring = spring;
    this.tolerance = tolerance;
    this.landingMode = landing;
    Object.freeze(this);
  }

  /** Whether reduced motion is in effect. */
  get reduced() { return false; }
  /** Whether a drag past a bound rubber-bands (else it stops at the bound). */
  get rubber() { return this.overscroll === 'bounce'; }
  /** The spring's stiffness and damping ratio as run. */
  get stiffness() { return this.spring.stiffness; }
  get dampingRatio() { return this.spring.dampingRatio; }
  /** The velocity a spring from `from` to `to` starts with. */
  startVelocity(velocity) { return velocity; }

  /** What is shown for an unbanded (finger) position: itself inside range, rubber-banded or clamped past it. */
  band(raw, { min, max }, dimension) {
    if (!this.rubber) return clamp(raw, min, max);
    if (raw > max) return max + rubberBand(raw - max, dimension, this.rubberBand);
    if (raw < min) return min + rubberBand(raw - min, dimension, this.rubberBand);
    return raw;
  }

  /** The inverse of band: the finger position for what is shown (grabbing mid-bounce does not jump). */
  unband(shown, { min, max }, dimension) {
    if (!this.rubber) return clamp(shown, min, max);
    const limit = dimension * BAND_LIMIT;
    if (shown > max) return max + rubberBandInverse(Math.min(shown - max, limit), dimension, this.rubberBand);
    if (shown < min) return min + rubberBandInverse(Math.max(shown - min, -limit), dimension, this.rubberBand);
    return shown;
  }

  /** A finger position moved by `delta` (px): without the rubber band the way past a bound is dropped. */
  drift(raw, delta, range) {
    const next = raw + delta;
    return this.rubber ? next : clamp(next, range.min, range.max);
  }

  /**
   * The snap point index for a release at `position` with `velocity`: the
   * nearest to where friction brings it to rest ('nearest'), at most one
   * point from the one nearest to `start` ('page'). Uses only a window of
   * the points (an interval needs no list). In 'page' mode a drag that
   * has passed the next point (narrow slides) may go one point on from the
   * point nearest the release: never a target behind a fast release, whose
   * landing would swing back from beyond it.
   */
  chooseIndex(snap, { position, velocity, start = position, mode = 'nearest' }) {
    if (velocity !== velocity) velocity = 0;
    if (!Number.isFinite(velocity)) velocity = Math.sign(velocity) * 1e15;  // to the far end
    const home = snap.nearest(start);
    // The Android curve is not a friction: project with its own rest (the
    // core's closed form) and choose the point nearest to it.
    const android = this.physics?.curve === 'android' && velocity !== 0;
    const androidRest = android ? this.flingRest(position, velocity) : 0;
    let lo, hi;
    if (mode === 'page') {
      // A drag that already passed the next page (narrow slides) turns the
      // page from where it let go: never a target behind a fast release.
      [lo, hi] = [home - 1, home + 1];
      const here = snap.nearest(position);
      if (hi < snap.count && position > snap.at(hi)) hi = Math.max(hi, here + 1);
      if (lo >= 0 && position < snap.at(lo)) lo = Math.min(lo, here - 1);
    } else {
      const rest = velocity === 0 ? position
        : android ? androidRest : new Friction({ from: position, velocity, drag: this.drag }).restPosition;
      const near = Number.isFinite(rest) ? snap.nearest(rest) : rest > 0 ? snap.count - 1 : 0;
      [lo, hi] = [near - 1, near + 1];
    }
    const { first, points } = snap.window(lo, hi);
    if (android) return first + chooseSnap({ points, position: androidRest, velocity: 0, drag: this.drag, mode: 'nearest' });
    return first + chooseSnap({ points, position, velocity, drag: this.drag, mode: 'nearest' });
  }

  /**
   * Where the fling from `position` with `velocity` (px/s) comes to rest
   * without bounds (px): the momentum projection of a preset's curve (the
   * Android one is not a friction; the core's closed form, scrollMotion's
   * limit). Without a preset Friction's restPosition says the same.
   */
  flingRest(position, velocity) {
    return velocity === 0 ? position : this.fling({ position, velocity, range: OPEN }).x(Infinity);
  }

  /**
   * The landing on `target` from `position` with `velocity` (px/s), by the
   * `landing` choice:
   * - 'friction': the core's snapMotion: the exact friction that keeps the
   *   release velocity and rests on the target when the release is brisk
   *   (time constant at most 0.5 s), else the critically damped spring;
   * - 'spring': always the critically damped spring from the release
   *   state (it starts at the release velocity);
   * - 'auto' (default): the friction where it looks done (this tolerance)
   *   no later than the spring from the same release, or where the target
   *   is farther than `dimension` (a viewport: a scroll, not a page turn,
   *   whose spring would pull the content faster than it was flung); the
   *   spring otherwise. A slow release a page away creeps for 2 s by
   *   friction and lands in about 0.6 s by the spring.
   */
  landing({ position, velocity, target, dimension = Infinity, range = null }) {
    const friction = this.frictionLanding({ position, velocity, target });
    if (this.landingMode === 'friction') return friction;
    const spring = this.landingSpring({ position, velocity, target, stiffness: this.landingStiffness({ position, velocity, target, range }) });
    if (this.landingMode === 'spring' || friction instanceof Spring) return spring;
    const far = Math.abs(target - position) > dimension;
    return far || friction.settleTime <= spring.settleTime ? friction : spring;
  }

  /**
   * The landing of 'friction' (the core's snapMotion): the exact friction
   * that keeps the release velocity and rests on `target` when the release
   * is brisk, else the critically damped spring; done within the landing
   * tolerance of its rate. The Scroller's landing() and, per axis, the
   * Draggable's (drag/decide.js) are this one.
   */
  frictionLanding({ position, velocity, target }) {
    const tolerance = this.landingTolerance(Math.abs(velocity / (target - position)));
    return snapMotion({ position, velocity, target, stiffness: this.stiffness, tolerance });
  }

  /**
   * The tolerance of a friction that slows at `rate` (1/s, -ln drag): the
   * core ends a friction on its speed alone (Flutter's criterion), with
   * speed / rate still to go, so the speed is capped at distance * rate: it
   * ends within `tolerance.distance` of its rest, as a spring does.
   */
  frictionTolerance(rate) {
    const t = this.tolerance;
    return rate > 0 && t.distance * rate < t.velocity ? { ...t, velocity: t.distance * rate } : t;
  }

  /**
   * The tolerance of a snap landing (snapMotion) whose friction would slow
   * at `rate` (1/s: velocity / distance; at least 2, as it keeps no slower one).
   */
  landingTolerance(rate = LANDING_RATE) { return this.frictionTolerance(Math.max(LANDING_RATE, rate || 0)); }

  /**
   * The stiffness (1/s²) of the landing spring from `position` with
   * `velocity` to `target`: critically damped, at least the scroller's own
   * spring and LANDING_STIFFNESS, and stiff enough that the landing swings
   * at most M = LANDING_OVERSHOOT px, whatever the release speed and the
   * distance (closed form: no search). With e0 the release's displacement
   * from the target and v its velocity, x(t) = (e0 + (v + ωe0)t)·exp(-ωt):
   * - released d short of the target at v towards it, it passes the target
   *   by ((v - ωd)/ω)·exp(-v/(v - ωd)) at most, below (v/ω - d)/e: ω =
   *   v / (d + e·M) keeps that within M;
   * - released moving away from it, it never crosses it and goes on at most
   *   |v|/(ωe) beyond the release point: ω = |v| / (e·M) keeps that within M.
   * With `range` ({min, max}), M towards the target is also at most the room
   * between the target and the bound beyond it (at least LANDING_ROOM px).
   * A hard flick on a narrow page lands stiffer, keeping its velocity.
   */
  landingStiffness({ position, velocity, target, range = null }) {
    const distance = Math.abs(target - position);
    const side = Math.sign(target - position);
    const towards = distance > 0 ? velocity * side : -Math.abs(velocity);
    // Towards the target it never swings past a bound behind it either (a
    // PiP box stays on the screen, a carousel lands on its last page without
    // an overscroll): the room there, at least LANDING_ROOM px.
    let most = LANDING_OVERSHOOT;
    if (towards > 0 && range) {
      const room = side > 0 ? range.max - target : target - range.min;
      if (room >= 0) most = Math.max(LANDING_ROOM, Math.min(most, room));
    }
    const omega = towards > 0 ? towards / (distance + Math.E * most) : -towards / (Math.E * LANDING_OVERSHOOT);
    return Math.max(this.stiffness, LANDING_STIFFNESS, omega * omega);
  }

  /**
   * The landing's spring: critically damped, from the release state (it
   * keeps the release velocity), at landingStiffness() or `stiffness`.
   */
  landingSpring({ position, velocity, target, stiffness = this.landingStiffness({ position, velocity, target }) }) {
    return Spring.withDampingRatio({
      from: position, to: target, velocity, stiffness, dampingRatio: 1, tolerance: this.tolerance,
    });
  }

  /**
   * What runs after a release (end of a drag or wheel, a resize, reduced
   * motion turning on): { motion, target (px or null), snapIndex (-1 if
   * none) }; null when there is nothing to run (at rest inside the range).
   * `velocity` chooses the snap point; the motion starts with
   * `motionVelocity` (default the same: a wheel gesture chooses by its
   * velocity and starts from rest).
   */
  release({ position, velocity, motionVelocity = velocity, range, snap, start, mode, dimension }) {
    if (snap) {
      const snapIndex = this.chooseIndex(snap, { position, velocity, start, mode });
      const target = snap.at(snapIndex);
      return { motion: this.landing({ position, velocity: motionVelocity, target, dimension, range }), target, snapIndex };
    }
    if (motionVelocity === 0 && position >= range.min && position <= range.max) return null;
    return { motion: this.fling({ position, velocity: motionVelocity, range }), target: null, snapIndex: -1 };
  }

  /**
   * The fling from `position` with `velocity` inside `range` (finite
   * bounds): scrollMotion's, with this physics's preset when it has one
   * (the Android curve has no drag: its friction is the preset's).
   */
  fling({ position, velocity, range }) {
    const android = this.physics?.curve === 'android';
    return scrollMotion({
      position, velocity, min: range.min, max: range.max, overscroll: this.overscroll,
      ...(this.physics ? { physics: this.physics.name } : {}), ...(android ? {} : { drag: this.drag }),
      ...(this.physics?.androidFriction ? { androidFriction: this.physics.androidFriction } : {}),
      stiffness: this.stiffness, dampingRatio: this.dampingRatio, tolerance: this.frictionTolerance(-Math.log(this.drag)),
    });
  }

  /** The spring from `position` (with `velocity`) to `target`: scrollTo, snapTo and keys. */
  springTo({ position, velocity, target }) {
    return Spring.withDampingRatio({
      from: position, to: target, velocity: this.startVelocity(velocity, position, target),
      stiffness: this.stiffness, dampingRatio: this.dampingRatio, tolerance: this.tolerance,
    });
  }

  /**
   * What a change of the range or the snap points does to a position:
   * resting on a snap point, it stays on that point's index (a resized
   * carousel keeps its page); moving towards one, it moves towards that
   * index's new place; otherwise it keeps its distance past a bound and
   * stays inside the new range. Returns { position, snapIndex }.
   */
  resize({ position, snapIndex = -1, oldRange, range, snap }) {
    if (snap && snapIndex >= 0) {
      const i = Math.min(snapIndex, snap.count - 1);
      return { position: snap.at(i), snapIndex: i };
    }
    let p = position;
    if (oldRange && p > oldRange.max) p = range.max + (p - oldRange.max);
    else if (oldRange && p < oldRange.min) p = range.min + (p - oldRange.min);
    else p = clamp(p, range.min, range.max);
    return { position: p, snapIndex: -1 };
  }

  /** This physics for a reduced-motion preference. */
  withReducedMotion(reduce) {
    return reduce ? new ReducedMotionPhysics(this) : this;
  }
}

/**
 * Reduced motion, graded (see reduced-motion.js): the parent's physics with
 * overscroll clamped, springs at least critically damped and four times as
 * stiff, no start velocity away from a target nor more towards it than
 * the spring absorbs without passing it.
 */
export class ReducedMotionPhysics extends ScrollPhysics {
  constructor(parent) {
    super({ ...parent, landing: parent.landingMode, overscroll: 'clamp' }, parent);
  }
  get reduced() { return true; }
  get stiffness() { return this.spring.stiffness * REDUCED_STIFFNESS_FACTOR; }
  get dampingRatio() { return Math.max(1, this.spring.dampingRatio); }
  startVelocity(velocity, from, to) {
    return reducedStartVelocity(velocity, from, to, this.stiffness, this.dampingRatio);
  }
  landing({ position, velocity, target, dimension, range }) {
    const towards = velocity * (target - position) > 0 ? velocity : 0;  // nothing away from the target
    let motion = super.landing({ position, velocity: towards, target, dimension, range });
    const capped = this.startVelocity(towards, position, target);
    if (motion instanceof Spring && capped !== towards) motion = super.landing({ position, velocity: capped, target, dimension, range });
    return motion;
  }
  release(state) {
    const { position, range, motionVelocity: v = state.velocity } = state;
    const away = !state.snap && (position > range.max && v > 0 || position < range.min && v < 0);
    return super.release(away ? { ...state, velocity: 0, motionVelocity: 0 } : state);
  }
  withReducedMotion(reduce) {
    return reduce ? this : this.parent;
  }
}
