// Reduced motion, graded: what a user who asks the system for less motion
// keeps, loses and gets shortened. Direct manipulation stays (content under
// the finger still follows it); what the physics adds on its own is reduced:
// - no bounce: overscroll is clamped, and dragging past a bound stops at it
//   (no rubber band);
// - no overshoot: springs are at least critically damped, and a spring
//   started with velocity never passes its target (the velocity towards the
//   target is capped at what a critically damped spring absorbs without
//   crossing, velocity away from it is dropped);
// - shorter settling: springs are four times as stiff (twice the frequency,
//   half the settle time).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for reduced motion now (false where there is no matchMedia). */
export function prefersReducedMotion() {
  try {
    return Boolean(globalThis.matchMedia?.(REDUCED_MOTION_QUERY)?.matches);
  } catch {
    return false;
  }
}

/**
 * Follows a reduced-motion setting: 'reduce' and 'no-preference' are fixed,
 * 'system' follows the media query and calls onChange(reduce) when it
 * changes. Returns { reduce, dispose() }.
 */
export function watchReducedMotion(setting, onChange) {
  if (setting !== 'system') return { reduce: setting === 'reduce', dispose() {} };
  let list = null;
  try {
    list = globalThis.matchMedia?.(REDUCED_MOTION_QUERY) ?? null;
  } catch {
    list = null;
  }
  if (!list) return { reduce: false, dispose() {} };
  const watcher = {
    reduce: list.matches,
    dispose() {
      if (typeof list.removeEventListener === 'function') list.removeEventListener('change', listener);
      else list.removeListener?.(listener);
    },
  };
  const listener = () => {
    watcher.reduce = list.matches;
    onChange(watcher.reduce);
  };
  if (typeof list.addEventListener === 'function') list.addEventListener('change', listener);
  else list.addListener?.(listener);
  return watcher;
}

/** The factor applied to spring stiffness under reduced motion. */
export const REDUCED_STIFFNESS_FACTOR = 4;

/**
 * The velocity (px/s) a spring from `from` to `to` (px; stiffness `k` in
 * 1/s², mass 1, damping ratio `ratio`, taken as at least 1) may start with
 * under reduced motion and never pass `to`: none away from it, and towards
 * it at most the slow decay rate times the distance.
 */
export function reducedStartVelocity(velocity, from, to, k, ratio) {
  const distance = to - from;
  if (distance === 0 || velocity * distance <= 0) return 0;
  const r = Math.max(1, ratio);
  const slowRate = Math.sqrt(k) / (r + Math.sqrt(r * r - 1));  // |slower root|, no cancellation
  return Math.sign(velocity) * Math.min(Math.abs(velocity), slowRate * Math.abs(distance));
}

/**
 * The policy for one preference: how to adapt overscroll, springs and the
 * velocity a spring starts with.
 */
export function motionPolicy(reduce) {
  return {
    reduce,
    /** Drag keeps following the pointer 1:1 in both cases. */
    directManipulation: true,
    overscroll: (configured) => (reduce ? 'clamp' : configured),
    stiffness: (k) => (reduce ? k * REDUCED_STIFFNESS_FACTOR : k),
    dampingRatio: (ratio) => (reduce ? Math.max(1, ratio) : ratio),
    /**
     * The velocity a spring from `from` to `to` (stiffness k, mass 1, damping
     * ratio >= 1) may start with and never pass `to`: none away from it, and
     * towards it at most the slow decay rate times the distance.
     */
    startVelocity(velocity, from, to, k, ratio) {
      return reduce ? reducedStartVelocity(velocity, from, to, k, ratio) : velocity;
    },
  };
}

/** The watch for `setting` after update(): `watch` itself if the setting is `previous`, else a new one (the old one disposed). */
export function rewatchReducedMotion(watch, previous, setting, onChange) {
  if (setting === previous) return watch;
  watch.dispose();
  return watchReducedMotion(setting, onChange);
}
