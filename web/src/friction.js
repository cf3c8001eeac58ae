import { Motion, Prepared, prepare } from './motion.js';
import { make, raw, ready } from './wasm.js';
import { check, readNumber, readOptions } from './errors.js';
import { DRAG } from './defaults.js';

/** Exponential friction: velocity multiplied by `drag` every second. */
export class Friction extends Motion {
  /** The class name in error messages (minifiers rename classes). */
  static displayName = 'Friction';

  constructor(options) {
    const { made, bytes } = prepare(options, (options) => {
      const o = readOptions('Friction', options, { from: undefined, velocity: undefined, drag: DRAG });
      return check('Friction', make('friction', o.from, o.velocity, o.drag, ...o.tol));
    });
    super(made, bytes);
  }

  /** The fling from `from` with `velocity` that comes to rest exactly at `to`. */
  static toStopAt(options) {
    ready();
    const o = readOptions('Friction.toStopAt', options, { from: undefined, velocity: undefined, to: undefined });
    const made = check('Friction.toStopAt', make('frictionToStopAt', o.from, o.velocity, o.to, ...o.tol));
    return new Friction(new Prepared(made));
  }

  /**
   * A fling that also loses `deceleration` px/s every second (> 0), on top
   * of `drag` (default 1: none): it stops dead at `stopTime`.
   */
  static withDeceleration(options) {
    ready();
    const where = 'Friction.withDeceleration';
    const o = readOptions(where, options, { from: undefined, velocity: undefined, deceleration: undefined, drag: 1 });
    const made = check(where, make('frictionWithDeceleration', o.from, o.velocity, o.deceleration, o.drag, ...o.tol));
    return new Friction(new Prepared(made));
  }

  /** The constant deceleration (px/s², 0 for plain friction). */
  get deceleration() { return this._made.c; }
  /** When it stops dead (s): finite with a deceleration, Infinity without. */
  get stopTime() { return this._made.d; }

  /** Fraction of the velocity left after one second (may underflow to 0 for toStopAt). */
  get drag() { return this._made.a; }
  /** Where it comes to rest (px); ±Infinity for drag 1. */
  get restPosition() { return this._made.rest; }

  /** First time (s) it reaches `position`; Infinity if it never does. */
  timeAt(position) {
    readNumber('Friction.timeAt', 'position', position);
    this._load();
    return raw.time_at(position);
  }
}
