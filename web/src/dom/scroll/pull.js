// Pull: holding the overscroll open (pull to refresh), an opt-in feature
// (`new Scroller(el, { use: [Pull] })`, then scroller.holdOverscroll()): a
// page that does not import it does not download it.
//
// A hold moves one bound of one axis out by `distance` (negative: the start,
// positive: the end), so the physics rests there: a release past it bounces
// back to it, a bounce in flight is re-targeted to it from its exact state,
// a drag goes on without a jump (the finger's unbanded position is derived
// again from what is shown), and a position resting on that edge springs out
// to it. Releasing it puts the measured bound back the same way: what rests
// past it bounces back from there. One hold per axis: a new one replaces it.
// The 'overscroll' event and `scroller.overscroll` stay relative to the
// measured range (overscroll.js). It meets the Scroller through its context
// (context.js): setRange() moves a bound, animateTo() opens it.
import { readChoice, readFinite, readObject, throwType } from '../options.js';
import { switchFeature } from '../shared/features.js';
import { throwRange } from '../../errors.js';

/** The feature: pass it in `use` (it is on when imported; `pull: false` turns it off). */
export const Pull = /* @__PURE__ */ switchFeature('pull', (host) => new Holds(host), true);

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

class Holds {
  #host;
  #measured = new Map();     // axis name -> the measured range
  #holds = new Map();        // axis name -> OverscrollHold
  #disposed = false;

  constructor(host) {
    this.#host = host;
  }

  /** holdOverscroll(distance, options): holds an axis open; returns the handle. */
  hold(distance, options = {}) {
    const where = 'Scroller.holdOverscroll';
    const host = this.#host;
    const { axis, until } = readHold(where, distance, options, host.positions.map((p) => p.name), host.main.name);
    if (host.axisNamed(axis).snap) throw new TypeError(`kinema: ${where}: a scroller with \`snap\` rests on its snap points; it cannot hold an overscroll`);
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

  /** The measured metrics ({name: {range, ...}}) with the holds applied (the Scroller's refresh). */
  adjust(metrics) {
    for (const [name, m] of Object.entries(metrics)) {
      this.#measured.set(name, m.range);
      const hold = this.#holds.get(name);
      if (hold) metrics[name] = { ...m, range: heldRange(m.range, hold.distance) };
    }
    return metrics;
  }

  /** Ends every hold without moving anything (destroy, or `pull: false`). */
  dispose() {
    this.#disposed = true;
    for (const hold of this.#holds.values()) hold.end();
    this.#holds.clear();
  }

  #apply(axis, hold) {
    const host = this.#host;
    const p = host.axisNamed(axis);
    const measured = this.#measured.get(axis);
    if (!p || !measured) return;
    const edge = hold && (hold.distance < 0 ? measured.min : measured.max);
    const opens = hold && !p.scrolling && !p.gesture && Math.abs(p.pixels - edge) < 0.5 && p.range;
    host.setRange(axis, hold ? heldRange(measured, hold.distance) : measured);
    if (opens) host.animateTo(axis, edge + hold.distance);   // resting on the edge: open it
  }
}
