// `wheel: 'smooth'`: each notch of a mouse wheel animates to where it
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
// the next snap point that way. The animation is the scroller's spring
// (scrollTo's, the keys'), from the exact current state.
import { INPUT } from '../config.js';
import { keyTarget, runningBase } from './key-target.js';

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


/** What a notch of `deltas` (Map position -> px) does: [[position, {target, snapIndex}]] for each axis that moves. */
export function notchPlans(deltas) {
  const plans = [];
  for (const [p, d] of deltas) {
    const plan = notchTarget(p, runningBase(p), d);
    if (plan) plans.push([p, plan]);
  }
  return plans;
}
