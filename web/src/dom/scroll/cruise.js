// Cruise: the motion of AutoScroll (auto-scroll.js). From `from` (px) with
// `velocity` (px/s) it goes on at the cruise `speed` (px/s), the difference
// fading as a friction fling does:
//   dx(t) = speed + (velocity - speed)·drag^t
//   x(t)  = from + speed·t + (velocity - speed)·t·hex(t ln drag)
// the sum of two of the core's Friction motions (closed form, WebAssembly):
// one at constant velocity (drag 1) and the friction of the difference
// (`drag`: the fraction of it left after one second, the Scroller's fling
// drag). A release at 2,000 px/s thus keeps its velocity and blends back
// to the cruise; from rest it eases in. Nothing is stepped.
// It has no rest: with `range` ({min, max}) it stops at the bound it
// cruises towards (done there, shown clamped to the range on the way: a
// fling back against the cruise waits at the other bound), without (a loop)
// it runs for ever. continueFrom(position, velocity, range) is the same
// cruise from a new state (the position calls it when its coordinates shift
// or its metrics change: scroll/position.js).
import { Friction } from '../../scroll-core.js';
import { clamp } from './metrics.js';

export class Cruise {
  #base;
  #blend;
  #range;
  #dir;

  /** { from (px), velocity (px/s), speed (px/s, not 0), drag (0, 1), tolerance, range: {min, max} | null }. */
  constructor({ from, velocity, speed, drag, tolerance, range }) {
    this.speed = speed;
    this.drag = drag;
    this.tolerance = tolerance;
    this.#base = new Friction({ from, velocity: speed, drag: 1 });
    this.#blend = new Friction({ from: 0, velocity: velocity - speed, drag, tolerance });
    this.#range = range;
    this.#dir = Math.sign(speed);
  }

  /** It never comes to rest by itself. */
  get settleTime() { return Infinity; }

  at(t) {
    if (t === Infinity) return { x: this.#range ? (this.#dir > 0 ? this.#range.max : this.#range.min) : this.#dir * Infinity, dx: 0 };
    const a = this.#base.at(t);
    const b = this.#blend.at(t);
    const x = a.x + b.x, dx = a.dx + b.dx;
    if (!this.#range) return { x, dx };
    const shown = clamp(x, this.#range.min, this.#range.max);
    return { x: shown, dx: shown === x ? dx : 0 };
  }

  x(t) { return this.at(t).x; }
  dx(t) { return this.at(t).dx; }

  /** Done when it has reached the bound it cruises towards, moving that way (never without a range). */
  done(t) {
    if (!this.#range) return false;
    const bound = this.#dir > 0 ? this.#range.max : this.#range.min;
    const a = this.#base.at(t), b = this.#blend.at(t);
    return (a.x + b.x - bound) * this.#dir >= 0 && (a.dx + b.dx) * this.#dir >= 0;
  }

  /** The same cruise from `position` (px) with `velocity` (px/s); `range` as the constructor's (kept null for a loop). */
  continueFrom(position, velocity, range) {
    return new Cruise({
      from: position, velocity, speed: this.speed, drag: this.drag, tolerance: this.tolerance, range: this.#range && range,
    });
  }
}
