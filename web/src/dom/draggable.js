// Draggable: moves an element by its translate with kinema's fling and snap,
// in one axis or in the plane (bottom sheet detents, picture-in-picture
// corners, swipe to dismiss). This file is the composition root; it shares
// with the Scroller what dom/shared/ holds and nothing of scroll/:
//   drag/config.js          every option and default, validated; update()
//   drag/decide.js          the decisions: ranges, projection, choice, landing, hand-off
//   drag/motion.js          the one activity (idle, drag, motion), the position, the events
//   drag/activity.js        the drag: a velocity tracker per axis
//   drag/view.js            the translate, written in the frame loop's style phase
//   drag/gesture.js         what a pointer gesture does (press, accept, move, release)
//   drag/screen.js          screen px <-> translate px through transformed ancestors
//   drag/detents.js         snap points measured from the sheet (the opt-in Detents: 'content', 'markup', 'closed')
//   drag/keyboard.js        the sheet raised above the on-screen keyboard (visualViewport)
//   shared/physics.js       rubber band, springs, flings, landings, reduced motion graded
//   shared/activity.js      the running motion
//   shared/pointer.js       pointer input and the gesture arbiter (one owner per gesture)
//   frame-loop.js           the shared frame loop (closed-form samples, batched writes)
// Every number of a motion comes from the core (WebAssembly).
import { frameLoop, report } from './frame-loop.js';
import { rewatchReducedMotion, watchReducedMotion } from './reduced-motion.js';
import { readAnimate, readBoolean, readFinite, readIndex, readObject, throwNoSnap } from './options.js';
import { Subscriptions } from './subscriptions.js';
import { claim } from './claim.js';
import { touchAction } from './inline-styles.js';
import { clamp } from './shared/geometry.js';
import { readConfig, updateConfig, WHERE } from './drag/config.js';
import * as decide from './drag/decide.js';
import { AXES } from './drag/activity.js';
import { DragView } from './drag/view.js';
import { DragMotion } from './drag/motion.js';
import { dragGesture } from './drag/gesture.js';
import { IDENTITY, invert, mapRect, screenMap } from './drag/screen.js';
import { ScrollPhysics } from './shared/physics.js';
import { IDLE, MotionActivity } from './shared/activity.js';
import { PointerInput } from './shared/pointer.js';
import { attachFeatures } from './shared/features.js';
import { avoidKeyboard } from './drag/keyboard.js';

const EVENTS = ['move', 'snap', 'settle', 'release'];
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
  #range = null;             // {x, y: {min, max}}; null until measured (at the first need, see #ranges)
  #dimension = { x: 1000, y: 1000 };  // rubber band's size per axis (px)
  #fromScreen = IDENTITY;    // screen px -> translate px (transformed ancestors), read by refresh()
  #subscriptions = new Subscriptions(this, WHERE, EVENTS);
  #destroyed = false;
  #features = {};            // opt-in features by option (shared/features.js): modal
  #detents = null;           // the watcher of measured snap points (detents.js), or null
  #keyboard = null;          // the keyboard avoidance (keyboard.js), or null

  constructor(element, options = {}) {
    super();
    this.#el = element;
    const config = this.#measure(claim(WHERE, claimed, element, options, readConfig));
    this.#config = config;
    this.#loop = frameLoop(config.scheduler);
    this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guard(() => this.#rebuildPhysics()));
    this.#physics = this.#makePhysics();
    this.#view = new DragView(element, this.#loop, config.position);
    this.#motion = new DragMotion(this.#loop, this.#view, {
      physics: () => this.#physics, config: () => this.#config, range: () => this.#ranges(), dimension: () => this.#dimension,
      refresh: () => this.refresh(), guard: (fn) => this.#guard(fn),
      emit: (type, detail) => {
        if (type === 'move') detail = { ...detail, progress: this.#showProgress() };
        if (!this.#destroyed) this.dispatchEvent(new CustomEvent(type, { detail }));
      },
    });
    // Created on a snap point: it rests there (indexAt needs no layout).
    this.#motion.snapIndex = decide.indexAt(decide.snapPoints(config, config.position), config.position);
    // Nothing is measured here: 5,000 rows cost no layout each. The bounds,
    // the rubber band's size and the transformed ancestors are read at the
    // first press (the gesture's press refreshes), release or call that needs them.
    this.#setInput();
    this.#showProgress();     // --kinema-progress (the snap points are the config's: no layout)
    this.#watchDetents();
    if (config.avoidKeyboard && config.axes.includes('y')) this.#keyboard = avoidKeyboard(element, this.#view);
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
  get dragging() { return this.#motion.activity.dragging === true; }
  /** Whether a motion (landing, fling, moveTo, snapTo) is running. */
  get animating() { return this.#motion.activity instanceof MotionActivity; }
  /** The live velocity {x, y} (px/s): the finger's while dragging, the motion's while it runs, else 0. */
  get velocity() { return this.#motion.velocity; }
  /** The ranges of the translate, {x, y: {min, max}} (px). */
  get bounds() {
    const r = this.#ranges();
    return { x: { ...r.x }, y: { ...r.y } };
  }
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
    const range = this.#ranges();
    for (const k of AXES) target[k] = clamp(target[k], range[k].min, range[k].max);
    const points = decide.snapPoints(this.#config, this.#view.position);
    return this.#motion.go(target, decide.indexAt(points, target), animate);
  }

  /**
   * Changes where the running motion (a landing, a fling, moveTo) comes to
   * rest: from its exact state now, keeping its velocity, it lands exactly
   * on `point` ({x?, y?}, the missing axis keeping the running target; a
   * number for one axis), clamped to the bounds as moveTo. Resolves
   * { completed } ({ completed: false } at once when nothing runs).
   */
  retarget(point) {
    const where = `${WHERE}.retarget`;
    const a = this.#motion.activity;
    const running = a instanceof MotionActivity;
    const target = running && a.target ? { ...a.target } : running ? a.motion.restPosition : { ...this.#view.position };
    if (this.#config.axis !== 'both' && typeof point === 'number') {
      target[this.#config.axis] = readFinite(where, 'point', point);
    } else {
      const p = readObject(where, 'point', point, ['x', 'y']);
      for (const k of this.#config.axes) if (p[k] !== undefined) target[k] = readFinite(where, `point.${k}`, p[k]);
    }
    if (this.#destroyed || !running) return Promise.resolve({ completed: false });
    for (const k of AXES) target[k] = clamp(target[k], this.#range[k].min, this.#range[k].max);
    const points = decide.snapPoints(this.#config, this.#view.position);
    return this.#motion.retargetTo(target, decide.indexAt(points, target)) ?? Promise.resolve({ completed: false });
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
    let config = updateConfig(this.#config, options);
    if (this.#destroyed) return;
    config = this.#measure(config);
    this.#watch = rewatchReducedMotion(this.#watch, this.#config.reducedMotion, config.reducedMotion, () => this.#guard(() => this.#rebuildPhysics()));
    this.#config = config;
    this.#physics = this.#makePhysics();
    this.#setInput();
    this.#watchDetents();
    this.#toPoints();
  }

  /** A running landing re-targets onto the points; at rest on a point it moves to that index's new place. */
  #toPoints() {
    const config = this.#config;
    this.#range = null;   // measured again at the next need
    const m = this.#motion;
    if (m.activity instanceof MotionActivity) {
      m.retarget();
    } else if (m.activity === IDLE && config.snap && m.snapIndex >= 0) {
      const points = decide.snapPoints(config, this.#view.position);
      const i = Math.min(m.snapIndex, points.length - 1);
      const p = points[i], at = this.#view.position;
      if (Math.abs(p.x - at.x) > 0.5 || Math.abs(p.y - at.y) > 0.5) m.go({ ...p }, i, true);
      else m.restsOn(i);
    }
  }

  /**
   * Measures the bounds again (an element as bounds, the rubber band's
   * size, the transformed ancestors). Boxes are read in screen px and
   * mapped to translate px (screen.js), so bounds hold under scale() and
   * rotate() ancestors.
   */
  refresh() {
    if (this.#destroyed) return;
    const b = this.#config.bounds;
    let measured = null;
    const win = this.#el.ownerDocument?.defaultView ?? globalThis;
    const toScreen = screenMap(this.#el);
    this.#fromScreen = invert(toScreen);
    if (b?.element && typeof b.element.getBoundingClientRect === 'function') {
      this.#view.flush();   // the box is measured at the translate the view holds
      const c = mapRect(this.#fromScreen, b.element.getBoundingClientRect());
      measured = decide.rangesInside(mapRect(this.#fromScreen, this.#el.getBoundingClientRect()), c, this.#view.position);
      const w = c.right - c.left, h = c.bottom - c.top;
      if (w > 0 && h > 0) this.#dimension = { x: w, y: h };
    } else if (win.innerWidth > 0 && win.innerHeight > 0) {
      const v = mapRect(this.#fromScreen, { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight });
      this.#dimension = { x: v.right - v.left, y: v.bottom - v.top };
    }
    this.#range = decide.ranges(this.#config, this.#view.position, measured);
  }

  /**
   * Stops everything and removes every listener and style it added. Its
   * translate goes too, unless `keep: true`: then the element stays where it
   * is now (a running motion stops there), its transform left as written (a
   * dismissed card does not jump back).
   */
  destroy(options = {}) {
    const keep = readBoolean(`${WHERE}.destroy`, 'keep', readObject(`${WHERE}.destroy`, '', options, ['keep']).keep, false);
    if (this.#destroyed) return;
    if (keep) this.#motion.catch();   // where a running motion is now
    this.#destroyed = true;
    this.#input?.destroy();
    this.#input = null;
    this.#motion.dispose();
    this.#watch.dispose();
    this.#detents?.();
    this.#keyboard?.();
    this.#subscriptions.clear();
    for (const f of Object.values(this.#features)) f.dispose();
    this.#view.restore({ keep });   // --kinema-progress too
    claimed.delete(this.#el);
  }

  // -------------------------------------------------------------- private
  /** `config` with its keyword snap points and start position measured on the element (the Detents feature, drag/detents.js). */
  #measure(config) {
    return config.detents ? config.detents.resolve(this.#el, config) : config;
  }

  /** Watches what keyword snap points are measured from; a change moves the sheet as update() does. */
  #watchDetents() {
    this.#detents?.();
    this.#detents = this.#config.detents?.watch(this.#el, () => this.#config, (config) => this.#guard(() => {
      this.#config = config;
      this.#toPoints();
    }));
  }

  /** The ranges, measured at their first need. */
  #ranges() {
    if (!this.#range) this.refresh();
    return this.#range ?? decide.ranges(this.#config, this.#view.position, null);
  }

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
      const host = {
        config: () => this.#config, range: () => this.#ranges(), refresh: () => this.refresh(), guard: (fn) => this.#guard(fn),
        fromScreen: () => this.#fromScreen,
      };
      this.#input = new PointerInput(this.#el, dragGesture(this.#el, this.#motion, host), { capture: true });
    } else if (!c.pointer && this.#input) {
      this.#input.destroy();
      this.#input = null;
      this.#view.unset('touch-action');
    }
    if (this.#input) this.#input.mouse = c.pointer !== 'touch';
  }
}
