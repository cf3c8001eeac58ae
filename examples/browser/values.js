// Values computed with kinema, used by the page (main.js) and, unchanged, by
// the browser test in Node, which checks that both give the same bits.
import { Spring, Friction, ExponentialRate, lambertW, chooseSnap2D, snapMotion2D, Spring2D } from 'kinema';

/** The spring that moves the box: 0 -> 360 px, a little bounce, at rest after about 0.83 s. */
export const BOX_SPRING = { from: 0, to: 360, velocity: 0, mass: 1, stiffness: 600, damping: 40 };

/** A few values at fixed times (call after `await init()`). */
export function fixedValues() {
  const spring = new Spring(BOX_SPRING);
  const bouncy = Spring.withDuration({ from: 0, to: 100, duration: 0.5, bounce: 0.3 });
  const fling = new Friction({ from: 0, velocity: 1500, drag: 0.135 });
  const eased = ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 });
  // A picture-in-picture box flicked from the centre towards the bottom left.
  const corners = [{ x: 16, y: 16 }, { x: 254, y: 16 }, { x: 16, y: 648 }, { x: 254, y: 648 }];
  const release = { position: { x: 135, y: 332 }, velocity: { x: -1500, y: 1500 } };
  const corner = chooseSnap2D({ points: corners, ...release });
  const pip = snapMotion2D({ ...release, target: corners[corner] });
  const swing = new Spring2D({ from: { x: 0, y: 0 }, to: { x: 300, y: 400 }, velocity: { x: 900, y: -200 }, stiffness: 170, damping: 20 });
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
    pipCorner: corner,
    pipX: pip.position(0.1).x,
    pipDy: pip.velocity(0.1).y,
    pipSettle: pip.settleTime,
    spring2DY: swing.position(0.2).y,
  };
}

/** Exact text for a double: String() round-trips every double except -0. */
export function formatNumber(x) {
  return Object.is(x, -0) ? '-0' : String(x);
}
