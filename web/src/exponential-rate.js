import { Motion, Prepared } from './motion.js';
import { make, ready } from './wasm.js';
import { check, readOptions } from './errors.js';

/** Velocity decaying in proportion to itself: dx = velocity·e^(−lambda·t). */
export class ExponentialRate extends Motion {
  /** The class name in error messages (minifiers rename classes). */
  static displayName = 'ExponentialRate';

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
      made = check('ExponentialRate', make('exponentialRate', o.from, o.velocity, o.lambda, o.duration, ...o.tol));
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
    const made = check('ExponentialRate.solve', make('exponentialRateSolve', 
      o.from, o.to, o.finalVelocity, o.duration, ...o.tol));
    return new ExponentialRate(new Prepared(made));
  }

  /** Initial velocity (px/s). */
  get velocity() { return this.#made.a; }
  /** Decay rate (1/s). */
  get lambda() { return this.#made.b; }
  /** End of the motion (s); Infinity when open-ended. */
  get duration() { return this.#made.c; }
}
