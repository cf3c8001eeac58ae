import { Motion, Prepared } from './motion.js';
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

  #made;

  constructor(options) {
    let made, bytes;
    if (options instanceof Prepared) {
      ({ made, bytes } = options);
    } else {
      ready();
      const o = readOptions('Spring', options, {
        from: undefined, to: undefined, velocity: 0, mass: 1, stiffness: undefined, damping: undefined,
      });
      made = check('Spring', make('spring', o.from, o.to, o.velocity, o.mass, o.stiffness, o.damping, ...o.tol));
    }
    super(made, bytes);
    this.#made = made;
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

  /** 'underdamped' | 'critical' | 'overdamped' */
  get regime() { return REGIMES[this.#made.a]; }
  /** The rest position (px). */
  get to() { return this.#made.rest; }
  get mass() { return this.#made.b; }
  get stiffness() { return this.#made.c; }
  get damping() { return this.#made.d; }
  get dampingRatio() { return this.#made.e; }
}
