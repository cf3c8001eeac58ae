import { Motion } from './motion.js';
import { M, raw, ready } from './wasm.js';
import { check, readNumber, readOptions } from './errors.js';

/** Constant acceleration. */
export class Gravity extends Motion {
  constructor(options) {
    ready();
    const o = readOptions('Gravity', options, { from: undefined, velocity: 0, acceleration: undefined });
    super(check('Gravity', M.gravity(o, o.tolerance)));
  }

  /** First time t >= 0 (s) at which x(t) == position; Infinity if never. */
  timeAt(position) {
    readNumber('Gravity.timeAt', 'position', position);
    this._load();
    return raw.time_at(position);
  }
}
