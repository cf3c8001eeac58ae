import { Motion, Prepared, prepare } from './motion.js';
import { make, ready } from './wasm.js';
import { check, readOptions } from './errors.js';

/** Velocity decaying in proportion to itself: dx = velocity·e^(−lambda·t). */
export class ExponentialRate extends Motion {
  /** The class name in error messages (minifiers rename classes). */
  static displayName = 'ExponentialRate';

  constructor(options) {
    const { made, bytes } = prepare(options, (options) => {
      const o = readOptions('ExponentialRate', options, {
        from: undefined, velocity: undefined, lambda: undefined, duration: Infinity,
      });
      return check('ExponentialRate', make('exponentialRate', o.from, o.velocity, o.lambda, o.duration, ...o.tol));
    });
    super(made, bytes);
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
  get velocity() { return this._made.a; }
  /** Decay rate (1/s). */
  get lambda() { return this._made.b; }
  /** End of the motion (s); Infinity when open-ended. */
  get duration() { return this._made.c; }
}
