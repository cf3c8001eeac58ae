import { Motion } from './motion.js';
import { M, raw, ready } from './wasm.js';
import { check, readNumber, readOptions } from './errors.js';

/** Gravity onto a floor, bouncing with a coefficient of restitution until it rests. */
export class BouncingGravity extends Motion {
  #made;

  constructor(options) {
    ready();
    const o = readOptions('BouncingGravity', options, {
      from: undefined, velocity: 0, acceleration: undefined, floor: undefined, restitution: 0.5,
    });
    const made = check('BouncingGravity', M.bouncingGravity(o, o.tolerance));
    super(made);
    this.#made = made;
  }

  /** Time of the first impact (s). */
  get firstImpact() { return this.#made.a; }
  /** Number of bounces before it rests on the floor. */
  get bounces() { return this.#made.b; }
  /** Where it rests (px). */
  get floor() { return this.#made.rest; }

  /** Time of impact n (0 = the first); Infinity past the last. */
  impactTime(n) {
    readNumber('BouncingGravity.impactTime', 'n', n);
    if (!Number.isInteger(n)) throw new RangeError(`kinema: BouncingGravity.impactTime: \`n\` must be an integer, got ${n}`);
    if (n < 0 || n > this.bounces) return Infinity;
    this._load();
    return raw.impact_time(n);
  }
}
