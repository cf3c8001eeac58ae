// The Scroller's 'release' event (issue 22, item 6): when a gesture (a drag
// or a wheel gesture) ends and a motion starts, what the physics already
// knows exactly: { velocity (px/s, the motion's at its start), target (px:
// where it comes to rest), index (the snap point it lands on, -1 if none),
// duration (s from the release until it is done under the scroller's
// tolerance: the motion's settleTime) }. For a Scroller on 'both' every
// field but index and duration is {x, y} (index is the main axis's, y;
// duration the later of the axes'). The axes of one gesture are released in
// one turn of the event loop: they are reported together, once, at the end
// of that turn (a microtask), after the positions have all started.
//
// The motion's rest is exact: a snap landing's target, a fling's rest (the
// core's closed form: x(+inf)), a bounce back's bound; an axis that does
// not move (released at rest) reports where it is, velocity 0, duration 0.
// The index is in reading order, as 'select' and snapIndex (metrics.js
// readingIndex: index 0 is the first slide in RTL too).
import { readingIndex } from './metrics.js';


/** The rest position (px) of a MotionActivity: its target, else where its motion rests. */
export function restOf(activity) {
  if (activity.target !== null && activity.target !== undefined) return activity.target;
  const rest = activity.motion.x(Infinity);
  return Number.isFinite(rest) ? rest : activity.motion.x(activity.motion.settleTime);
}

export class ReleaseReport {
  #positions;
  #emit;
  #pending = null;    // Map axis name -> activity, while a report is due

  /** positions(): the axes; emit(detail): dispatches 'release'. */
  constructor(positions, emit) {
    this.#positions = positions;
    this.#emit = emit;
  }

  /** A position's transition (the positions' delegate hears it first). */
  heard(p, from, to) {
    if (!from.userGesture || !to.reportsRelease || !to.motion) return;
    if (!this.#pending) {
      this.#pending = new Map();
      queueMicrotask(() => this.#report());
    }
    this.#pending.set(p.name, to);
  }

  #report() {
    const pending = this.#pending;
    this.#pending = null;
    const axes = this.#positions().map((p) => {
      const a = pending.get(p.name);
      // Only a motion still running reports (a program call may have replaced it in the same turn).
      const index = (i) => readingIndex(p.snap, p.reversed, i);
      if (!a || p.activity !== a) return { name: p.name, velocity: 0, target: p.pixels, index: index(p.snapIndex), duration: 0, moving: false };
      return { name: p.name, velocity: a.motion.dx(0), target: restOf(a), index: index(a.snapIndex), duration: a.motion.settleTime, moving: true };
    });
    if (!axes.some((a) => a.moving)) return;
    if (axes.length === 1) {
      const [a] = axes;
      this.#emit({ velocity: a.velocity, target: a.target, index: a.index, duration: a.duration });
      return;
    }
    const x = axes.find((a) => a.name === 'x'), y = axes.find((a) => a.name === 'y');
    this.#emit({
      velocity: { x: x.velocity, y: y.velocity }, target: { x: x.target, y: y.target },
      index: y.index, duration: Math.max(x.duration, y.duration),
    });
  }
}
