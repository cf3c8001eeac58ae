import { Motion, Prepared } from './motion.js';
import { M, ready } from './wasm.js';
import { check, readOptions } from './errors.js';

/** Velocity decaying in proportion to itself: dx = velocity·e^(−lambda·t). */
export class ExponentialRate extends Motion {
  #made;

  constructor(options) {
    let made, bytes;
    if (options instanceof Prepared) {
      ({ made, bytes } = options);
    } else {
      ready();
      const o = readOptions('ExponentialRate', options, {
        from: undefined, velocity: undefined, lambda: undefined, duration: Infinity,
      });
      made = check('ExponentialRate', M.exponentialRate(o, o.tolerance));
    }
    super(made, bytes);
    this.#made = made;
  }

  /**
   * The motion from `from` to `to` in `duration` seconds that ends with
   * `finalVelocity`: solves the initial velocity and lambda (Lambert W).
   */
  static solve(options) {
    ready();
    const o = readOptions('ExponentialRate.solve', options, {
      from: undefined, to: undefined, finalVelocity: undefined, duration: undefined,
    });
    const made = check('ExponentialRate.solve', M.exponentialRateSolve(
      o.from, o.to, o.finalVelocity, o.duration, o.tolerance));
    return new ExponentialRate(new Prepared(made));
  }

  /** Initial velocity (px/s). */
  get velocity() { return this.#made.a; }
  /** Decay rate (1/s). */
  get lambda() { return this.#made.b; }
  /** End of the motion (s); Infinity when open-ended. */
  get duration() { return this.#made.c; }
}
