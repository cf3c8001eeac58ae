// Overscroll: how far past a bound each axis is shown, the 'overscroll'
// event, and holding the overscroll open (pull to refresh).
//
// The overscroll of an axis is its position minus the nearest bound of the
// measured range (px): negative past the start (a list pulled down at its
// top), positive past the end, 0 inside. It is reported relative to the
// measured range also while a hold moves a bound.
//
// A hold moves one bound of one axis out by `distance` (negative: the start,
// positive: the end), so the physics rests there: a release past it bounces
// back to it, a bounce in flight is re-targeted to it from its exact state,
// a drag goes on without a jump (the finger's unbanded position is derived
// again from what is shown), and a position resting on that edge springs out
// to it. Releasing it puts the measured bound back the same way: what rests
// past it bounces back from there. One hold per axis: a new one replaces it.
import { readChoice, readFinite, readObject, throwType } from '../options.js';
import { throwRange } from '../../errors.js';

/** The overscroll (px) of a position past `range`: negative past min, positive past max, else 0. */
export function overscrollOf(pixels, { min, max }) {
  if (pixels < min) return pixels - min;
  if (pixels > max) return pixels - max;
  return 0;
}

/** The range with the bound `distance` names moved out by it (negative: min, positive: max). */
export function heldRange({ min, max }, distance) {
  return distance < 0 ? { min: min + distance, max } : { min, max: max + distance };
}

/**
 * The arguments of holdOverscroll(distance, options): { distance, axis,
 * until } (`axes`: the scroller's axis names; the main one is the default).
 */
export function readHold(where, distance, options, axes, main) {
  readFinite(where, 'distance', distance);
  if (distance === 0) throwRange(where, 'distance', distance, 'must not be 0 (its sign chooses the edge: negative the start, positive the end)');
  const o = readObject(where, '', options, ['axis', 'until']);
  const axis = readChoice(where, 'axis', o.axis, axes, main);
  if (o.until !== undefined && typeof o.until?.then !== 'function') {
    throwType(where, `option \`until\` must be a promise (or a thenable)`, o.until);
  }
  return { distance, axis, until: o.until };
}

/** The handle holdOverscroll() returns. */
class OverscrollHold {
  #release;
  #active = true;
  constructor(axis, distance, release) {
    this.axis = axis;
    this.distance = distance;
    this.#release = release;
    Object.freeze(this);
  }
  /** Whether it still holds (not released, replaced, nor its scroller destroyed). */
  get active() { return this.#active; }
  /** Lets the overscroll go back (idempotent). */
  release() {
    if (!this.#active) return;
    this.#active = false;
    this.#release(this);
  }
  /** @internal replaced or destroyed: no longer holds. */
  end() { this.#active = false; }
}

export class Overscroll {
  #positions;
  #emit;
  #measured = new Map();     // axis name -> the measured range
  #holds = new Map();        // axis name -> OverscrollHold
  #emitted = new Map();      // axis name -> the last distance reported
  #disposed = false;

  /** positions(): the axes; emit(type, detail) dispatches an event. */
  constructor(positions, emit) {
    this.#positions = positions;
    this.#emit = emit;
  }

  /** The overscroll of `p` (px) past its measured range. */
  of(p) {
    const range = this.#measured.get(p.name) ?? p.range;
    return range ? overscrollOf(p.pixels, range) : 0;
  }

  /** Takes the measured metrics ({name: {range, ...}}) and returns them with the holds applied. */
  adjust(metrics) {
    for (const [name, m] of Object.entries(metrics)) {
      this.#measured.set(name, m.range);
      const hold = this.#holds.get(name);
      if (hold) metrics[name] = { ...m, range: heldRange(m.range, hold.distance) };
    }
    return metrics;
  }

  /** Reports each axis whose overscroll changed ('overscroll', {axis, distance}). */
  changed() {
    for (const p of this.#positions()) {
      const distance = this.of(p);
      if (Object.is(distance, this.#emitted.get(p.name) ?? 0)) continue;
      this.#emitted.set(p.name, distance);
      this.#emit('overscroll', { axis: p.name, distance });
    }
  }

  /** Holds `axis` open at `distance` (see readHold); returns the handle. */
  hold({ axis, distance, until }) {
    const where = 'Scroller.holdOverscroll';
    const p = this.#positions().find((q) => q.name === axis);
    if (p.snap) throw new TypeError(`kinema: ${where}: a scroller with \`snap\` rests on its snap points; it cannot hold an overscroll`);
    if (this.#disposed) {                     // destroyed: a handle that holds nothing
      const none = new OverscrollHold(axis, distance, () => {});
      none.end();
      return none;
    }
    this.#holds.get(axis)?.end();
    const hold = new OverscrollHold(axis, distance, (h) => {
      if (this.#holds.get(axis) !== h) return;
      this.#holds.delete(axis);
      this.#apply(axis, null);
    });
    this.#holds.set(axis, hold);
    this.#apply(axis, hold);
    if (until) Promise.resolve(until).then(() => hold.release(), () => hold.release());
    return hold;
  }

  /** Ends every hold without moving anything (destroy). */
  dispose() {
    this.#disposed = true;
    for (const hold of this.#holds.values()) hold.end();
    this.#holds.clear();
  }

  #apply(axis, hold) {
    const p = this.#positions().find((q) => q.name === axis);
    const measured = this.#measured.get(axis);
    if (!p || !measured) return;
    const old = p.holdRange(hold ? heldRange(measured, hold.distance) : measured);
    if (p.gesture) return;                    // the finger keeps what it holds: no jump
    const edge = hold && (hold.distance < 0 ? measured.min : measured.max);
    if (hold && !p.activity.scrolling && Math.abs(p.pixels - edge) < 0.5 && old) {
      p.animateTo(edge + hold.distance);      // resting on the edge: open it
      return;
    }
    p.setPhysics(p.physics);                  // past the bound: bounce to it; a motion is re-targeted
  }
}
