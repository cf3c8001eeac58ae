// The positions' delegate: turns their changes and transitions into the
// Scroller's events. 'scroll' when the shown position changed; 'snap' when
// an axis comes to rest on a snap point; 'select' when the snap point an
// axis goes to changes (a motion to a target begins: a release, snapTo,
// next/prev, a key; or it comes to rest on another point: a jump, the end
// of the browser's own scroll); 'settle' when, after something
// moved, every axis is idle again (and the browser's own scroll has ended).
// At rest, an axis is put on the pixel grid the native offset keeps, so no
// sub-pixel translate is left.
import { animated } from './view.js';
import { readingIndex } from './metrics.js';

/** A position's snap index in reading order (metrics.js readingIndex). */
const reading = (p, index) => readingIndex(p.snap, p.reversed, index);

export class ScrollEvents {
  #positions;
  #view;
  #emit;
  #busy;
  #moving = false;           // something moved since the last 'settle'
  #quiet = 0;                // > 0 while a program call makes several transitions
  #emitted = null;           // the position of the last 'scroll'
  #selected = new Map();     // axis name -> the snap point last selected (-1 if none)

  /** positions(): the axes; view: the ScrollView; emit(type, detail); busy(): another reason not to settle yet. */
  constructor({ positions, view, emit, busy }) {
    this.#positions = positions;
    this.#view = view;
    this.#emit = emit;
    this.#busy = busy;
  }

  /** Starts reporting from the current position (no 'scroll' nor 'select' for where it is now). */
  start() {
    this.#emitted = this.xy();
    this.#resync();
  }

  /**
   * Runs `fn` (new metrics on every axis) quietly; when that moved an axis's
   * selection to another snap point (slides removed under the selected one,
   * snap points changed), 'select' tells the new index.
   */
  remeasure(fn) {
    this.quietly(fn);
    for (const p of this.#positions()) {
      if (this.#selected.has(p.name) && p.snapIndex >= 0) this.#select(p, p.snapIndex);
      else this.#selected.set(p.name, reading(p, p.snapIndex));
    }
  }

  #resync() {
    for (const p of this.#positions()) this.#selected.set(p.name, reading(p, p.snapIndex));
  }

  // index: the position's own (sorted offsets); the event's is in reading order.
  #select(p, index) {
    index = reading(p, index);
    const previous = this.#selected.get(p.name) ?? -1;
    if (index === previous) return;
    this.#selected.set(p.name, index);
    this.#emit('select', { axis: p.name, index, previous });
  }

  xy() {
    const ps = this.#positions();
    const x = ps.find((p) => p.name === 'x'), y = ps.find((p) => p.name === 'y');
    return { x: x ? x.pixels : 0, y: y ? y.pixels : 0 };
  }

  changed() {
    this.#moving = true;
    this.#view().invalidate();
    const xy = this.xy();
    const last = this.#emitted;
    if (last && Object.is(last.x, xy.x) && Object.is(last.y, xy.y)) return;
    this.#emitted = xy;
    this.#emit('scroll', xy);
  }

  activityChanged(p, from, to) {
    if (to.scrolling) {
      this.#moving = true;
      if (animated(p)) this.#view()?.watch();   // it writes in the next frame: read first
      if (to.snapIndex >= 0) this.#select(p, to.snapIndex);
      return;
    }
    const view = this.#view();
    const kept = view.written(p.name);
    if (p.pixels >= p.native.min && p.pixels <= p.native.max && Math.abs(p.pixels - kept) < 1 && p.pixels !== kept) {
      p.adoptWritten(kept);
      view.invalidate();
    }
    this.settle();
  }

  snapped(p, index) {
    this.#select(p, index);
    this.#emit('snap', { axis: p.name, index: reading(p, index), position: p.pixels });
  }

  /** Runs `fn` (several transitions) with one 'settle' at most, after it. */
  quietly(fn) {
    this.#quiet++;
    try {
      return fn();
    } finally {
      this.#quiet--;
    }
  }

  settle() {
    if (this.#quiet > 0 || !this.#moving) return;
    if (this.#positions().some((p) => p.scrolling) || this.#busy()) return;
    this.#moving = false;
    this.#emit('settle', this.xy());
  }
}
