import { Motion, Prepared, kinema_motions_cannot_be_structured_cloned__send_their_options as notCloneable } from './motion.js';
import { make, M, raw, ready, releaseSlot, segmentBytes } from './wasm.js';
import { check, readOptions, readTime } from './errors.js';

// A segment is any motion; it only needs Motion's evaluation.
class Segment extends Motion {
  static displayName = 'Composite';
}

/**
 * Motions chained at exact switch times: each segment runs from its start
 * (s since the composite started) until the next one's.
 */
export class Composite {
  /** Makes structuredClone throw a DataCloneError, as for every motion (motion.js). */
  structuredClone = notCloneable;
  #starts;
  #motions;
  #settleTime;

  /** Not public: use Composite.flingToSpring or Composite.fall. */
  constructor(prepared) {
    if (!(prepared instanceof Prepared)) {
      throw new TypeError('kinema: Composite has no public constructor; use Composite.flingToSpring() or Composite.fall()');
    }
    const { made } = prepared;
    const count = made.a;
    const starts = new Float64Array(count);
    const motions = [];
    const startsIndex = raw.segment_starts() / 8;
    for (let i = 0; i < count; i++) {
      motions.push(new Segment({ settleTime: Infinity }, segmentBytes(i)));
      starts[i] = M.HEAPF64[startsIndex + i];
    }
    releaseSlot();
    this.#starts = starts;
    this.#motions = motions;
    this.#settleTime = made.settleTime;
  }

  /**
   * A fling under friction that hands over to a spring at the exact time it
   * crosses `min` or `max` (iOS-like bounce); a spring back if it starts out
   * of bounds.
   */
  static flingToSpring(options) {
    ready();
    const o = readOptions('Composite.flingToSpring', options, {
      from: undefined, velocity: undefined, drag: undefined, min: undefined, max: undefined,
      stiffness: undefined, dampingRatio: 1,
    });
    const made = check('Composite.flingToSpring', make('flingToSpring', 
      o.from, o.velocity, o.drag, o.min, o.max, o.stiffness, o.dampingRatio, ...o.tol));
    return new Composite(new Prepared(made));
  }

  /** Gravity that lands on a spring at `landing` (Gravitas' "Fall"). */
  static fall(options) {
    ready();
    const o = readOptions('Composite.fall', options, {
      from: undefined, velocity: 0, acceleration: undefined, landing: undefined,
      stiffness: undefined, dampingRatio: 1,
    });
    const made = check('Composite.fall', make('fall', 
      o.from, o.velocity, o.acceleration, o.landing, o.stiffness, o.dampingRatio, ...o.tol));
    return new Composite(new Prepared(made));
  }

  /** @internal [start, motion] of each segment. */
  _segments() {
    return this.#motions.map((m, i) => [this.#starts[i], m]);
  }

  /** Start times of the segments (s). */
  get switchTimes() { return Array.from(this.#starts); }
  get segmentCount() { return this.#motions.length; }

  #segment(t) {
    const starts = this.#starts;
    let i = starts.length - 1;
    while (i > 0 && !(t >= starts[i])) i--;
    return i;
  }

  x(t) {
    readTime('Composite', t);
    const i = this.#segment(t);
    return this.#motions[i].x(t - this.#starts[i]);
  }
  dx(t) {
    readTime('Composite', t);
    const i = this.#segment(t);
    return this.#motions[i].dx(t - this.#starts[i]);
  }
  at(t) {
    readTime('Composite', t);
    const i = this.#segment(t);
    return this.#motions[i].at(t - this.#starts[i]);
  }
  done(t) {
    readTime('Composite', t);
    return this.#settleTime !== Infinity && Math.max(t, 0) >= this.#settleTime;
  }
  get settleTime() { return this.#settleTime; }
}


