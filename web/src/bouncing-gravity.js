import { Motion } from './motion.js';
import { make, raw, ready } from './wasm.js';
import { check, readInteger, readOptions } from './errors.js';

/** Gravity onto a floor, bouncing with a coefficient of restitution until it rests. */
export class BouncingGravity extends Motion {
  /** The class name in error messages (minifiers rename classes). */
  static displayName = 'BouncingGravity';

  constructor(options) {
    ready();
    const o = readOptions('BouncingGravity', options, {
      from: undefined, velocity: 0, acceleration: undefined, floor: undefined, restitution: 0.5,
    });
    super(check('BouncingGravity', make('bouncingGravity', o.from, o.velocity, o.acceleration, o.floor, o.restitution, ...o.tol)));
  }

  /** Time of the first impact (s). */
  get firstImpact() { return this._made.a; }
  /** Number of bounces before it rests on the floor. */
  get bounces() { return this._made.b; }
  /** Where it rests (px). */
  get floor() { return this._made.rest; }

  /** Time of impact n (0 = the first); Infinity past the last. */
  impactTime(n) {
    readInteger('BouncingGravity.impactTime', 'n', n, -Infinity, Infinity);
    if (n < 0 || n > this.bounces) return Infinity;
    this._load();
    return raw.impact_time(n);
  }
}
