// Wheel and trackpad input: a gesture of wheel events moves the positions
// directly (the deltas are the browser's, in the element's pixels); 120 ms
// without an event ends it, and the physics decides what follows (a snap
// landing from rest, chosen by the gesture's velocity; one notch of a
// discrete wheel goes to the next point; a bounce back from overscroll).
// Shift turns a vertical wheel into a horizontal one, as the browser does.
// With `wheel: 'smooth'` a notch animates instead (the SmoothWheel feature,
// smooth-wheel.js, which the Scroller hands it as `host.feature('wheel')`). A wheel
// over a native scroll container inside that can move that way is its own
// (page.js innerScroller), except while a gesture of ours goes on (the
// browser latches a wheel gesture to one scroller too).
// Scroll chaining (chain.js): with overscrollBehavior 'auto' an event the
// scroller cannot move along (at its bound) is left to the browser, which
// scrolls an outer scroller or the page natively; mid-gesture too, as long
// as something outside can still scroll that way. 'contain' and 'none' keep
// every event along their axes from the page.
import { INPUT } from '../config.js';
import { wheelContained, wheelPasses } from '../chain.js';
import { outsideRoom } from '../nest.js';
import { innerScroller } from '../page.js';
import { origin } from '../../shared/pointer.js';

const clampTo = (limits, range) => ({ min: Math.max(limits.min, range.min), max: Math.min(limits.max, range.max) });

/**
 * The limits of a wheel gesture from `start` under `physics`: one page each
 * way with page snapping; inside the range where it does not rubber-band.
 */
export function wheelLimits(physics, { snap, mode, start, range }) {
  let limits = { min: -Infinity, max: Infinity };
  if (snap && mode === 'page') {
    const home = snap.nearest(start);
    limits = { min: snap.at(Math.max(0, home - 1)), max: snap.at(Math.min(snap.count - 1, home + 1)) };
  }
  return physics.rubber ? limits : clampTo(limits, range);
}

export class WheelInput {
  #el;
  #host;
  #timer = null;
  #positions = null;   // the positions of the gesture in progress
  #latched = -Infinity;  // timeStamp (ms) of the last event this input took
  #notched = new Map();  // position -> the activity of the notch animation this input started on it

  /** Whether every axis of `deltas` runs a notch animation of this input's that pixel deltas may add to (no snapping). */
  #notching(deltas) {
    return [...deltas.keys()].every((p) => !p.snap && p.activity === this.#notched.get(p));
  }

  constructor(element, host) {
    this.#el = element;
    this.#host = host;
    element.addEventListener('wheel', this.#onWheel, { passive: false });
  }

  /** Whether a wheel gesture is in progress. */
  get active() { return this.#positions !== null; }

  #onWheel = (event) => this.#host.guard(() => {
    const host = this.#host;
    if (event.defaultPrevented || event.ctrlKey || host.dragging) return;  // ctrl: pinch zoom
    let { deltaX, deltaY } = event;
    if (event.shiftKey && deltaX === 0) [deltaX, deltaY] = [deltaY, 0];   // the browser scrolls sideways
    const hasX = host.axisNamed('x') !== null, hasY = host.axisNamed('y') !== null;
    if (!hasY && Math.abs(deltaY) > Math.abs(deltaX)) return;  // across a horizontal scroller: the page's
    if (!hasX && Math.abs(deltaX) > Math.abs(deltaY)) return;
    const deltas = new Map();
    for (const p of host.positions) {
      const d = p.horizontal ? deltaX : deltaY;
      const scale = event.deltaMode === 1 ? INPUT.wheelLine : event.deltaMode === 2 ? p.dimension : 1;
      if (d !== 0 && Number.isFinite(d)) deltas.set(p, d * scale);
    }
    if (deltas.size === 0) return;
    const now = event.timeStamp;
    const latched = now - this.#latched < INPUT.wheelIdle;
    if (!latched && [...deltas].some(([p, d]) => innerScroller(origin(event), this.#el, p.name, d))) return;
    const smooth = host.config.wheel === 'smooth' ? host.feature('wheel') : null;
    const notch = smooth?.wheel(event, new Map([...deltas].map(([p, d]) => [p.name, d])), this.#notching(deltas));
    if (notch) {
      const { plans, now, start } = notch;
      if (plans.length === 0) return;   // at its end: the page's
      this.cancel();
      for (const p of host.positions) if (p.activity.wheeling) p.endGesture({ velocity: 0 });
      // From rest the motion starts at the event's time; a running one is
      // taken over now (its state at the event's time may be behind the
      // frame already shown: it would step back).
      for (const [name, plan] of plans) {
        const p = host.axisNamed(name);
        p.animateTo(plan.target, { snapIndex: plan.snapIndex, now: p.scrolling ? now : start });
        this.#notched.set(p, p.activity);
      }
      this.#latched = now;
      event.preventDefault();
      return;
    }
    const behavior = host.config.overscrollBehavior;
    const starting = !this.active || host.positions.some((p) => !p.activity.wheeling);
    const state = {
      behavior, starting,
      moving: host.positions.some((p) => p.scrolling),
      movable: [...deltas].some(([p, d]) => (d > 0 ? p.pixels < p.range.max : p.pixels > p.range.min)),
      overscrolled: host.positions.some((p) => p.pixels < p.range.min || p.pixels > p.range.max),
      get outside() { return [...deltas].some(([p, d]) => outsideRoom(host, p.name, d)); },
    };
    if (wheelPasses(state)) return;       // the outer scroller's or the page's (scroll chaining)
    if (wheelContained(state)) {          // 'contain', 'none': not the page's either
      event.preventDefault();
      return;
    }
    if (starting) {
      host.takeOver();
      for (const p of host.positions) p.beginGesture('wheel');
      this.#positions = host.positions;
    }
    event.preventDefault();
    this.#latched = now;
    const t = event.timeStamp / 1000;
    for (const [p, d] of deltas) {
      const g = p.gesture;
      let limits = wheelLimits(p.physics, { snap: p.snap, mode: p.mode, start: g.start, range: p.range });
      // Stop at the bound when the rest goes outside (the next event passes), or with 'none'.
      const crosses = d > 0 ? g.raw + d > p.range.max : g.raw + d < p.range.min;
      if (behavior === 'none' || (behavior === 'auto' && crosses && outsideRoom(host, p.name, d))) limits = clampTo(limits, p.range);
      p.gestureBy(d, t, limits);
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(this.#onEnd, INPUT.wheelIdle);
  });

  #onEnd = () => this.#host.guard(() => {
    const positions = this.#positions;
    this.#timer = null;
    this.#positions = null;
    if (!positions) return;
    for (const p of positions) {
      const g = p.gesture;
      if (!g?.wheeling) continue;
      const velocity = g.last === null ? 0 : g.tracker.velocity(g.last);  // as its last event saw it
      if (p.snap) {
        const moved = p.pixels - g.start;
        if (velocity === 0 && g.events === 1 && Math.abs(moved) > 0.5) {
          // One discrete notch: to the neighbouring point in its direction.
          p.endGesture({ velocity: Math.sign(moved) * 1e6, mode: 'page', motionVelocity: 0 });
        } else {
          p.endGesture({ velocity, motionVelocity: 0 });  // it is at rest now
        }
      } else {
        p.endGesture({ velocity: 0 });
      }
    }
  });

  /** Forgets the gesture (another input or the program took over). */
  cancel() {
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#positions = null;
  }

  destroy() {
    this.cancel();
    this.#notched.clear();
    this.#el.removeEventListener('wheel', this.#onWheel, { passive: false });
  }
}
