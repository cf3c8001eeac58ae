// `wheel: 'smooth'` with the SmoothWheel feature (`use: [SmoothWheel]`, an
// opt-in module: a page that does not import it does not download it): each notch of a mouse wheel animates to where it
// scrolls instead of jumping there (as Lenis does for every wheel event,
// and browsers do natively for the page), while the pixel stream of a
// trackpad (or a free-spinning wheel's high-resolution events) still
// follows 1:1 (wheel.js).
//
// What is a notch cannot be read from one event for sure; the rule here:
//   - a line or page delta (deltaMode 1 or 2: Firefox's mouse wheel) is one;
//   - a pixel delta (deltaMode 0) is one when it is large (at least
//     NOTCH_MIN px: Chromium's mouse wheel sends 100 or 120 px a notch,
//     trackpads a stream of a few px) and no stream is going on: the first
//     event after a pause of INPUT.wheelIdle decides, and a stream stays a
//     stream until such a pause (a trackpad's fast swipe sends large deltas
//     too, but never as its first event).
// Each notch adds to where the running notch animation is going (several
// quick notches add up, as repeated keys do): the target is clamped to the
// range (a notch never overscrolls), and with snapping each notch goes to
// the next snap point that way. Pixel deltas that arrive while a notch
// animates (a free-spinning wheel's, a trackpad touched meanwhile) add to
// its target too, px for px: a 100 px notch and 50 px of pixel deltas move
// 150 px (without snapping; on a snapping axis they start a wheel gesture).
// The animation is the scroller's spring (scrollTo's, the keys'), from the
// exact current state; from rest it starts at the event's time (motionStart), not
// at the next frame: the first frame after the event already shows it move,
// as Lenis's and the browser's smooth scrolling do.
import { INPUT } from '../config.js';
import { keyTarget, runningBase } from './key-target.js';

/** The feature: pass it in `use` with `wheel: 'smooth'`. */
export const SmoothWheel = {
  option: 'wheel',
  read: () => 'smooth',
  attach: (host) => new SmoothWheelInput(host),
};

/**
 * What the wheel input (wheel.js) asks of it, event by event; it reads the
 * axes through the Scroller's context (context.js) and moves nothing itself.
 */
class SmoothWheelInput {
  #host;
  #notches = new NotchClassifier();
  constructor(host) { this.#host = host; }

  /**
   * A wheel event with `deltas` (Map axis name -> px) along the axes;
   * `notching`: every axis runs a notch animation of the wheel input's.
   * Null: not a notch (a wheel gesture takes it); else { plans: [[axis
   * name, {target, snapIndex}]] (empty: at its end, the page's), now,
   * start (ms on the scheduler's clock: when a motion from rest starts) }.
   */
  wheel(event, deltas, notching) {
    const magnitude = Math.max(...[...deltas.values()].map(Math.abs));
    const notch = this.#notches.isNotch(event.deltaMode, magnitude, event.timeStamp);
    if (!notch && !notching) return null;
    // A notch, or pixel deltas while a notch animates: they add to where it goes.
    const axes = new Map([...deltas].map(([name, d]) => [this.#host.axisNamed(name), d]));
    const plans = (notch ? notchPlans(axes) : addToNotch(axes)).map(([p, plan]) => [p.name, plan]);
    const now = this.#host.config.scheduler.now();
    return { plans, now, start: motionStart(event, now) };
  }

  dispose() {}
}

/** px: a pixel delta at least this large, not inside a stream, is a notch. */
export const NOTCH_MIN = 50;

/** Tells notches from streams, event by event (times in ms). */
export class NotchClassifier {
  #last = -Infinity;
  #stream = false;

  /** Whether a wheel event (deltaMode, the largest |delta| in px, its time in ms) is a notch. */
  isNotch(deltaMode, magnitude, t) {
    const pause = !(t - this.#last < INPUT.wheelIdle);
    this.#last = t;
    if (deltaMode === 1 || deltaMode === 2) {
      this.#stream = false;
      return true;
    }
    if (pause || !this.#stream) this.#stream = !(magnitude >= NOTCH_MIN);
    return !this.#stream;
  }
}

/**
 * Where a notch of `delta` px from `base` goes along an axis: { target,
 * snapIndex }, or null when it cannot move that way (the page's wheel).
 * With snapping, the next snap point in the notch's direction
 * (keyTarget, as an arrow key), else base + delta in the range.
 */
export function notchTarget(p, base, delta) {
  if (p.snap) {
    return keyTarget({
      step: 'line', direction: Math.sign(delta), reversed: p.reversed, base, range: p.range, snap: p.snap, dimension: p.dimension,
    });
  }
  const target = Math.min(p.range.max, Math.max(p.range.min, base + delta));
  return Math.abs(target - base) < 1e-9 ? null : { target, snapIndex: -1 };
}


/**
 * Pixel deltas (Map position -> px) added to the target of each axis's
 * running notch animation (runningBase), in the range: [[position, {target,
 * snapIndex: -1}]] for each axis whose target moves.
 */
export function addToNotch(deltas) {
  const plans = [];
  for (const [p, d] of deltas) {
    const base = runningBase(p);
    const target = Math.min(p.range.max, Math.max(p.range.min, base + d));
    if (!(Math.abs(target - base) < 1e-9)) plans.push([p, { target, snapIndex: -1 }]);
  }
  return plans;
}

/**
 * ms: how far back a wheel event's own time may start its motion. An event
 * delayed by a long task starts that far back, as the browser's own smooth
 * scroll (on the compositor) would be by then; only a timestamp older than
 * this (a bogus one) is taken as this old.
 */
export const MAX_EVENT_AGE = 1000;

/**
 * When a wheel event's motion starts, on the scheduler's clock (`now`, ms):
 * at the event's time (its `timeStamp`, on the page's performance clock,
 * whose distance to performance.now() is its age), at most MAX_EVENT_AGE
 * back; `now` where the age cannot be told (or the stamp is ahead). In Chromium a wheel event is
 * dispatched at the start of a frame, just before that frame's callbacks,
 * whose timestamp is the frame's start: a motion starting at the handler's
 * own now() would be at t <= 0 in that frame and show nothing.
 */
export function motionStart(event, now, perfNow = globalThis.performance?.now()) {
  const age = perfNow - event.timeStamp;
  if (!Number.isFinite(age)) return now;
  return now - Math.min(MAX_EVENT_AGE, Math.max(0, age));
}

/** What a notch of `deltas` (Map position -> px) does: [[position, {target, snapIndex}]] for each axis that moves. */
export function notchPlans(deltas) {
  const plans = [];
  for (const [p, d] of deltas) {
    const plan = notchTarget(p, runningBase(p), d);
    if (plan) plans.push([p, plan]);
  }
  return plans;
}
