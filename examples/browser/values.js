// Values computed with kinema, used by the page (main.js) and, unchanged, by
// the browser test in Node, which checks that both give the same bits.
import { Spring, Friction, ExponentialRate, lambertW } from 'kinema';

/** The spring that moves the box: 0 -> 360 px, a little bounce, at rest after about 0.83 s. */
export const BOX_SPRING = { from: 0, to: 360, velocity: 0, mass: 1, stiffness: 600, damping: 40 };

/** A few values at fixed times (call after `await init()`). */
export function fixedValues() {
  const spring = new Spring(BOX_SPRING);
  const bouncy = Spring.withDuration({ from: 0, to: 100, duration: 0.5, bounce: 0.3 });
  const fling = new Friction({ from: 0, velocity: 1500, drag: 0.135 });
  const eased = ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 });
  return {
    springX: spring.x(0.1),
    springDx: spring.dx(0.1),
    springSettle: spring.settleTime,
    bouncyX: bouncy.x(0.25),
    bouncyStiffness: bouncy.stiffness,
    flingRest: fling.restPosition,
    flingTimeAt: fling.timeAt(500),
    rateVelocity: eased.velocity,
    rateLambda: eased.lambda,
    omega: lambertW(1),
  };
}

/** Exact text for a double: String() round-trips every double except -0. */
export function formatNumber(x) {
  return Object.is(x, -0) ? '-0' : String(x);
}
