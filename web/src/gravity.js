import { Motion } from './motion.js';
import { make, raw, ready } from './wasm.js';
import { check, readNumber, readOptions } from './errors.js';

/** Constant acceleration. */
export class Gravity extends Motion {
  /** The class name in error messages (minifiers rename classes). */
  static displayName = 'Gravity';

  constructor(options) {
    ready();
    const o = readOptions('Gravity', options, { from: undefined, velocity: 0, acceleration: undefined });
    super(check('Gravity', make('gravity', o.from, o.velocity, o.acceleration, ...o.tol)));
  }

  /** First time t >= 0 (s) at which x(t) == position; Infinity if never. */
  timeAt(position) {
    readNumber('Gravity.timeAt', 'position', position);
    this._load();
    return raw.time_at(position);
  }
}
