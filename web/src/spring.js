import { Motion, Prepared, prepare } from './motion.js';
import { make, ready } from './wasm.js';
import { check, readOptions } from './errors.js';

const REGIMES = ['underdamped', 'critical', 'overdamped'];

/**
 * A mass on a damped spring, exact at any time. See index.d.ts for the model,
 * units and what `done` means.
 */
export class Spring extends Motion {
  /** The class name in error messages (minifiers rename classes). */
  static displayName = 'Spring';

  constructor(options) {
    const { made, bytes } = prepare(options, (options) => {
      const o = readOptions('Spring', options, {
        from: undefined, to: undefined, velocity: 0, mass: 1, stiffness: undefined, damping: undefined,
      });
      return check('Spring', make('spring', o.from, o.to, o.velocity, o.mass, o.stiffness, o.damping, ...o.tol));
    });
    super(made, bytes);
  }

  static withDampingRatio(options) {
    ready();
    const o = readOptions('Spring.withDampingRatio', options, {
      from: undefined, to: undefined, velocity: 0, mass: 1, stiffness: undefined, dampingRatio: undefined,
    });
    const made = check('Spring.withDampingRatio', make('springWithDampingRatio', 
      o.from, o.to, o.velocity, o.mass, o.stiffness, o.dampingRatio, ...o.tol));
    return new Spring(new Prepared(made));
  }

  static withDuration(options) {
    ready();
    const o = readOptions('Spring.withDuration', options, {
      from: undefined, to: undefined, velocity: 0, duration: undefined, bounce: 0,
    });
    const made = check('Spring.withDuration', make('springWithDuration', 
      o.from, o.to, o.velocity, o.duration, o.bounce, ...o.tol));
    return new Spring(new Prepared(made));
  }

  /**
   * The spring that settles in `settlingDuration` seconds: released at rest
   * at any distance d it stays within `epsilon` d (default 0.001) of its
   * target from then on (mass 1; stiffness solved exactly).
   */
  static withSettlingDuration(options) {
    ready();
    const where = 'Spring.withSettlingDuration';
    const o = readOptions(where, options, {
      from: undefined, to: undefined, velocity: 0, settlingDuration: undefined, dampingRatio: 1, epsilon: 1e-3,
    });
    const made = check(where, make('springWithSettlingDuration',
      o.from, o.to, o.velocity, o.settlingDuration, o.dampingRatio, o.epsilon, ...o.tol));
    return new Spring(new Prepared(made));
  }

  /** 'underdamped' | 'critical' | 'overdamped' */
  get regime() { return REGIMES[this._made.a]; }
  /** The rest position (px). */
  get to() { return this._made.rest; }
  get mass() { return this._made.b; }
  get stiffness() { return this._made.c; }
  get damping() { return this._made.d; }
  get dampingRatio() { return this._made.e; }
  /** SwiftUI's perceptual duration: the undamped period 2π√(m/k) (s). */
  get duration() { return this._made.f; }
  /** SwiftUI's bounce: 1 - ratio (ratio ≤ 1), 1/ratio - 1 (overdamped). */
  get bounce() { return this._made.g; }
}
