// Draggable: moves an element by its translate with kinema's fling and snap,
// in one axis or in the plane (bottom sheet detents, picture-in-picture
// corners, swipe to dismiss). This file is the composition root; the parts
// are the Scroller's wherever they apply:
//   drag/config.js          every option and default, validated; update()
//   drag/decide.js          the decisions: ranges, projection, choice, landing, hand-off
//   drag/motion.js          the one activity (idle, drag, motion), the position, the events
//   drag/activity.js        the drag: a velocity tracker per axis
//   drag/view.js            the translate, written in the frame loop's style phase
//   drag/gesture.js         what a pointer gesture does (press, accept, move, release)
//   scroll/physics.js       rubber band, springs, flings, reduced motion graded
//   scroll/activity.js      the running motion
//   scroll/input/pointer.js pointer input and the gesture arbiter (one owner per gesture)
//   frame-loop.js           the shared frame loop (closed-form samples, batched writes)
// Every number of a motion comes from the core (WebAssembly).
import { frameLoop, report } from './frame-loop.js';
import { rewatchReducedMotion, watchReducedMotion } from './reduced-motion.js';
import { readAnimate, readFinite, readIndex, readObject, throwNoSnap } from './options.js';
import { Subscriptions } from './subscriptions.js';
import { claim } from './claim.js';
import { touchAction } from './inline-styles.js';
import { clamp } from './scroll/metrics.js';
import { readConfig, updateConfig, WHERE } from './drag/config.js';
import * as decide from './drag/decide.js';
import { AXES } from './drag/activity.js';
import { DragView } from './drag/view.js';
import { DragMotion } from './drag/motion.js';
import { dragGesture } from './drag/gesture.js';
import { ScrollPhysics } from './scroll/physics.js';
import { IDLE, MotionActivity } from './scroll/activity.js';
import { PointerInput } from './scroll/input/pointer.js';
import { attachFeatures } from './scroll/features.js';

const EVENTS = ['move', 'snap', 'settle'];
const claimed = new WeakSet();   // the elements with a live Draggable (claim.js)

/**
 * Moves an element by its CSS translate: pointer drag (rubber band past the
 * bounds), fling with momentum projection onto 2D (or 1D) snap points and an
 * exact landing, programmatic moveTo / snapTo. Events: 'move' ({x, y}),
 * 'snap' ({index, x, y}) when it comes to rest on a snap point, 'settle'
 * ({x, y}) when it comes to rest after moving.
 */
export class Draggable extends EventTarget {
  #el; #config; #loop; #watch; #physics; #input = null;
  #view;                     // the translate shown
  #motion;                   // the activity, the snap point, the events
  #range;                    // {x, y: {min, max}}
  #dimension = { x: 1000, y: 1000 };  // rubber band's size per axis (px)
  #subscriptions = new Subscriptions(this, WHERE, EVENTS);
  #destroyed = false;
  #features = {};            // opt-in features by option (scroll/features.js): modal

  constructor(element, options = {}) {
    super();
    const config = claim(WHERE, claimed, element, options, readConfig);
    this.#el = element;
    this.#config = config;
    this.#loop = frameLoop(config.scheduler);
    this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guard(() => this.#rebuildPhysics()));
    this.#physics = this.#makePhysics();
    this.#view = new DragView(element, this.#loop, config.position);
    this.#motion = new DragMotion(this.#loop, this.#view, {
      physics: () => this.#physics, config: () => this.#config, range: () => this.#range, dimension: () => this.#dimension,
      refresh: () => this.refresh(), guard: (fn) => this.#guard(fn),
      emit: (type, detail) => {
        if (type === 'move') detail = { ...detail, progress: this.#showProgress() };
        if (!this.#destroyed) this.dispatchEvent(new CustomEvent(type, { detail }));
      },
    });
    this.#setInput();
    this.refresh();
    this.#showProgress();
    this.#features = attachFeatures(this, config);
  }

  // ---------------------------------------------------------------- public
  get element() { return this.#el; }
  /** 'x' | 'y' | 'both' */
  get axis() { return this.#config.axis; }
  get reducedMotion() { return this.#physics.reduced; }
  /** The translate it writes, {x, y} (px). */
  get position() { return { ...this.#view.position }; }
  /** Whether a pointer is dragging it. */
  get dragging() { return this.#motion.activity.kind === 'drag'; }
  /** Whether a motion (landing, fling, moveTo, snapTo) is running. */
  get animating() { return this.#motion.activity instanceof MotionActivity; }
  /** The live velocity {x, y} (px/s): the finger's while dragging, the motion's while it runs, else 0. */
  get velocity() { return this.#motion.velocity; }
  /** The ranges of the translate, {x, y: {min, max}} (px). */
  get bounds() { return { x: { ...this.#range.x }, y: { ...this.#range.y } }; }
  /** The snap points as {x, y}. */
  get snapPoints() { return decide.snapPoints(this.#config, this.#view.position).map((p) => ({ ...p })); }
  /** The snap point it rests on or moves to (-1 if none). */
  get snapIndex() { return this.#motion.snapIndex; }
  /**
   * Where it is from its first snap point (0) to its last (1), along the line
   * between them (beyond while overscrolled or flung past); NaN with fewer
   * than two distinct points. Also the 'move' event's `progress` and the
   * element's `--kinema-progress`, on every frame it moves.
   */
  get progress() {
    const points = this.#config.snap ? decide.snapPoints(this.#config, this.#view.position) : [];
    if (points.length < 2) return NaN;
    const a = points[0], b = points[points.length - 1], at = this.#view.position;
    const dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
    return length2 > 0 ? ((at.x - a.x) * dx + (at.y - a.y) * dy) / length2 : NaN;
  }

  /** Adds a listener for 'move', 'snap' or 'settle' that receives the detail; returns its remover. */
  on(type, listener) {
    return this.#subscriptions.add(type, listener);
  }

  /**
   * Moves to `position` ({x?, y?}; a number for one axis), clamped to the
   * bounds: with the spring unless animate: false. Resolves { completed }.
   */
  moveTo(position, options = {}) {
    const where = `${WHERE}.moveTo`;
    const animate = readAnimate(where, options);
    const target = { ...this.#view.position };
    if (this.#config.axis !== 'both' && typeof position === 'number') {
      target[this.#config.axis] = readFinite(where, 'position', position);
    } else {
      const p = readObject(where, 'position', position, ['x', 'y']);
      for (const k of this.#config.axes) if (p[k] !== undefined) target[k] = readFinite(where, `position.${k}`, p[k]);
    }
    if (this.#destroyed) return Promise.resolve({ completed: false });
    for (const k of AXES) target[k] = clamp(target[k], this.#range[k].min, this.#range[k].max);
    const points = decide.snapPoints(this.#config, this.#view.position);
    return this.#motion.go(target, decide.indexAt(points, target), animate);
  }

  /** Moves to snap point `index` (see moveTo; not clamped: a point off screen dismisses). */
  snapTo(index, options = {}) {
    const where = `${WHERE}.snapTo`;
    const animate = readAnimate(where, options);
    if (!this.#config.snap) throwNoSnap(where, 'draggable');
    const points = decide.snapPoints(this.#config, this.#view.position);
    readIndex(where, index, points.length);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#motion.go({ ...points[index] }, index, animate);
  }

  /**
   * Changes options on the live draggable: bounds, snap, overscroll,
   * reducedMotion, drag, physics, decelerationRate, spring, tolerance, handoff,
   * handle, pointer. A running
   * landing is re-targeted from where it is, with its velocity, onto the new
   * points; at rest on a point it moves to that index's new place.
   */
  update(options) {
    const config = updateConfig(this.#config, options);
    if (this.#destroyed) return;
    this.#watch = rewatchReducedMotion(this.#watch, this.#config.reducedMotion, config.reducedMotion, () => this.#guard(() => this.#rebuildPhysics()));
    this.#config = config;
    this.#physics = this.#makePhysics();
    this.#setInput();
    this.refresh();
    const m = this.#motion;
    if (m.activity instanceof MotionActivity) {
      m.retarget();
    } else if (m.activity === IDLE && config.snap && m.snapIndex >= 0) {
      const points = decide.snapPoints(config, this.#view.position);
      const i = Math.min(m.snapIndex, points.length - 1);
      const p = points[i], at = this.#view.position;
      if (Math.abs(p.x - at.x) > 0.5 || Math.abs(p.y - at.y) > 0.5) m.go({ ...p }, i, true);
      else m.snapIndex = i;
    }
  }

  /** Measures the bounds again (an element as bounds, the rubber band's size). */
  refresh() {
    if (this.#destroyed) return;
    const b = this.#config.bounds;
    let measured = null;
    const win = this.#el.ownerDocument?.defaultView ?? globalThis;
    if (b?.element && typeof b.element.getBoundingClientRect === 'function') {
      this.#view.flush();   // the box is measured at the translate the view holds
      const c = b.element.getBoundingClientRect();
      measured = decide.rangesInside(this.#el.getBoundingClientRect(), c, this.#view.position);
      if (c.width > 0 && c.height > 0) this.#dimension = { x: c.width, y: c.height };
    } else if (win.innerWidth > 0 && win.innerHeight > 0) {
      this.#dimension = { x: win.innerWidth, y: win.innerHeight };
    }
    this.#range = decide.ranges(this.#config, this.#view.position, measured);
  }

  /** Stops everything and removes every listener and style it added (its translate too). */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#input?.destroy();
    this.#input = null;
    this.#motion.dispose();
    this.#watch.dispose();
    this.#subscriptions.clear();
    for (const f of Object.values(this.#features)) f.dispose();
    this.#view.restore();   // --kinema-progress too
    claimed.delete(this.#el);
  }

  // -------------------------------------------------------------- private
  /** Writes `--kinema-progress` on the element (with snap points) and returns the progress. */
  #showProgress() {
    const progress = this.progress;
    if (Number.isFinite(progress)) this.#view.set('--kinema-progress', String(progress));
    return progress;
  }

  #guard(fn) {
    if (this.#destroyed) return;
    try { fn(); } catch (error) { report(error); }
  }

  // The config holds the physics's options (it has no `landing`: the
  // friction landing, which the reduced-motion landing uses).
  #makePhysics() {
    return new ScrollPhysics(this.#config).withReducedMotion(this.#watch.reduce);
  }

  #rebuildPhysics() {
    this.#physics = this.#makePhysics();
    this.#motion.retarget();
  }

  #setInput() {
    const c = this.#config;
    if (c.pointer && !this.#input) {
      this.#view.set('touch-action', touchAction(c.axis));
      const host = { config: () => this.#config, range: () => this.#range, refresh: () => this.refresh(), guard: (fn) => this.#guard(fn) };
      this.#input = new PointerInput(this.#el, dragGesture(this.#el, this.#motion, host), { capture: true });
    } else if (!c.pointer && this.#input) {
      this.#input.destroy();
      this.#input = null;
      this.#view.unset('touch-action');
    }
  }
}
