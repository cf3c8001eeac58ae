// The JavaScript layer's physical defaults, each named once and imported
// wherever it is a default (the core's factories, the presets and
// kinema/dom's options). Literals only: no code runs at the top level, so
// a bundler keeps just the ones a page uses. The C++ core has its own
// (src/kinema/*.hpp); the tests check that both agree where an option is
// left out.

/**
 * Fraction of a fling's velocity kept after one second (unitless, per s):
 * iOS's normal scroll deceleration, UIScrollView's 0.998 per millisecond
 * (0.998^1000 = 0.1351, rounded as UIKit's users quote it).
 */
export const DRAG = 0.135;

/** UIScrollView.DecelerationRate: the velocity kept per millisecond. */
export const IOS_DECELERATION_RATE = { normal: 0.998, fast: 0.99 };

/** AOSP OverScroller's friction coefficient (ViewConfiguration.getScrollFriction). */
export const ANDROID_FRICTION = 0.015;

/**
 * The scrolling spring: scrollTo, the keys, the bounce back past a bound
 * and a snap landing's spring. Stiffness in 1/s² (per unit mass),
 * critically damped.
 */
export const SCROLL_SPRING = { stiffness: 170, dampingRatio: 1 };

/** snapMotion's landing: the spring's stiffness (1/s²) and the longest friction time constant (s). */
export const SNAP_STIFFNESS = 300;
export const SNAP_MAX_TIME_CONSTANT = 0.5;

/** iOS's rubber-band coefficient (UIScrollView: 0.55). */
export const RUBBER_BAND = 0.55;

/**
 * When a motion is done, mathematically: within 0.001 px of rest and
 * slower than 0.001 px/s (Flutter's Tolerance), times to 0.001 s.
 */
export const EXACT_TOLERANCE = { distance: 1e-3, velocity: 1e-3, time: 1e-3 };
