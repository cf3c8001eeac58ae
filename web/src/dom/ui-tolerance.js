// What "done" means in the DOM layer: visibly done. The core's motions
// answer settleTime and done(t) against 0.001 px and 0.001 px/s (Flutter's
// tolerance, far below anything a screen shows: the mathematical settle
// time). On a screen a motion is finished once it stays within half a device
// pixel of rest and moves less than that in a 60 Hz frame, which for the
// README's spring is 0.57 s instead of 1.28 s (examples/node/visibly-done.mjs).
// The Scroller, the Draggable and animate() use this by default; an exact
// tolerance stays one option away.

import { readObject, readPositive, throwType } from './options.js';

const FRAME = 1 / 60;   // s: the frame a sub-pixel move must fit in

/** The device pixels per CSS pixel now (1 outside a browser or when unknown). */
export function devicePixelRatio() {
  const r = globalThis.devicePixelRatio;
  return typeof r === 'number' && Number.isFinite(r) && r > 0 ? r : 1;
}

/**
 * Half a device pixel (CSS px) and the velocity that moves that far in one
 * 60 Hz frame (px/s), at `ratio` device pixels per CSS pixel.
 */
export function uiTolerance(ratio = devicePixelRatio()) {
  const distance = 0.5 / ratio;
  return Object.freeze({ distance, velocity: distance / FRAME });
}

/**
 * animate()'s `tolerance`: 'motion' (null: the motion's own done(t)) or
 * {distance?, velocity?} (px, px/s; what is not given is visibly done).
 */
export function readAnimateTolerance(where, tolerance) {
  if (tolerance === undefined || tolerance === 'motion') return null;
  if (tolerance === null || typeof tolerance !== 'object' || Array.isArray(tolerance)) {
    throwType(where, `option \`tolerance\` must be 'motion' or an object with \`distance\` and \`velocity\``, tolerance);
  }
  return Object.freeze(readUiTolerance(where, tolerance));
}

/** `tolerance` {distance?, velocity?} (px, px/s): what is not given is visibly done at the devicePixelRatio now. */
export function readUiTolerance(where, tolerance) {
  const t = readObject(where, 'tolerance', tolerance, ['distance', 'velocity']);
  const ui = uiTolerance();
  return {
    distance: readPositive(where, 'tolerance.distance', t.distance, ui.distance),
    velocity: readPositive(where, 'tolerance.velocity', t.velocity, ui.velocity),
  };
}

/** Where a motion comes to rest (its position at t = Infinity), NaN when it has none or cannot tell. */
export function restOf(motion) {
  try {
    const x = motion.at(Infinity).x;
    return Number.isFinite(x) ? x : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Whether a sample (x px, dx px/s) of an animation ({tolerance, rest}) is
 * within its tolerance of the rest: a decaying motion's later excursions
 * are smaller, so from here on it stays within half a device pixel.
 */
export function visiblyDone({ tolerance, rest }, x, dx) {
  return tolerance !== null && rest === rest
    && Math.abs(x - rest) <= tolerance.distance && Math.abs(dx) <= tolerance.velocity;
}
