// Draggable: moves an element by its translate with kinema's fling and snap,
// in one axis or in the plane (bottom sheet detents, picture-in-picture
// corners, swipe to dismiss). This file is the composition root; the parts
// are the Scroller's wherever they apply:
//   drag/config.js          every option and default, validated; update()
//   drag/decide.js          the decisions: ranges, projection, choice, landing, hand-off
//   scroll/physics.js       rubber band, springs, flings, reduced motion graded
//   scroll/activity.js      the drag's velocity trackers and the running motion
//   scroll/input/pointer.js pointer input and the gesture arbiter (one owner per gesture)
//   frame-loop.js           the shared frame loop (closed-form samples, batched writes)
// Every number of a motion comes from the core (WebAssembly).
import { rubberBand } from '../index.js';
import { frameLoop, report } from './frame-loop.js';
import { watchReducedMotion } from './reduced-motion.js';
import { readBoolean, readElement, readFinite, readObject, show } from './options.js';
import { Subscriptions } from './subscriptions.js';
import { throwRange } from '../errors.js';
import { readConfig, updateConfig, WHERE } from './drag/config.js';
import * as decide from './drag/decide.js';
import { ScrollPhysics } from './scroll/physics.js';
import { GestureActivity, IDLE, MotionActivity } from './scroll/activity.js';
import { PointerInput, origin } from './scroll/input/pointer.js';

const EVENTS = ['move', 'snap', 'settle'];
const AXES = ['x', 'y'];
const elements = new WeakSet();   // elements with a live Draggable
const clamp = (x, lo, hi) => (x < lo ? lo : x > hi ? hi : x);

/** The drag: one GestureActivity (finger position, velocity tracker) per axis. */
class DragActivity {
  kind = 'drag';
  constructor(raw) {
    this.axes = { x: new GestureActivity('drag', { raw: raw.x, start: raw.x }), y: new GestureActivity('drag', { raw: raw.y, start: raw.y }) };
  }
  get raw() { return { x: this.axes.x.raw, y: this.axes.y.raw }; }
  add(t) { for (const k of AXES) this.axes[k].add(t, this.axes[k].raw); }
  velocity(now) { return { x: this.axes.x.velocity(now), y: this.axes.y.velocity(now) }; }
  dispose() {}
}

/**
 * Moves an element by its CSS translate: pointer drag (rubber band past the
 * bounds), fling with momentum projection onto 2D (or 1D) snap points and an
 * exact landing, programmatic moveTo / snapTo. Events: 'move' ({x, y}),
 * 'snap' ({index, x, y}) when it comes to rest on a snap point, 'settle'
 * ({x, y}) when it comes to rest after moving.
 */
export class Draggable extends EventTarget {
  #el; #config; #loop; #watch; #physics; #input = null;
  #position;                 // {x, y}: the translate shown (px)
  #activity = IDLE;          // IDLE | DragActivity | MotionActivity
  #range;                    // {x, y: {min, max}}
  #dimension = { x: 1000, y: 1000 };  // rubber band's size per axis (px)
  #snapIndex = -1;           // the point it rests on or goes to
  #moving = false;           // moved since the last 'settle'
  #caught = false;           // the press stopped a motion
  #pressTime = 0;
  #origin = null;            // where the press began
  #styles = new Map();       // property -> [value, priority] as it was
  #hadStyle;
  #writeTask = null;
  #subscriptions = new Subscriptions(this, WHERE, EVENTS);
  #destroyed = false;

  constructor(element, options = {}) {
    super();
    readElement(WHERE, element);
    const config = readConfig(options);
    if (elements.has(element)) {
      throw new TypeError(`kinema: ${WHERE}: \`element\` already has a Draggable (${show(element)}); destroy() that one first`);
    }
    rubberBand(0, 1);  // throws the core's "call `await init()` first" if it is not loaded
    elements.add(element);
    this.#el = element;
    this.#config = config;
    this.#position = { ...config.position };
    this.#loop = frameLoop(config.scheduler);
    this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guard(() => this.#rebuildPhysics()));
    this.#physics = this.#makePhysics();
    this.#hadStyle = element.hasAttribute('style');
    this.#set('transform', this.#transform());
    this.#setInput();
    this.refresh();
  }

  // ---------------------------------------------------------------- public
  get element() { return this.#el; }
  /** 'x' | 'y' | 'both' */
  get axis() { return this.#config.axis; }
  get reducedMotion() { return this.#physics.reduced; }
  /** The translate it writes, {x, y} (px). */
  get position() { return { ...this.#position }; }
  /** Whether a pointer is dragging it. */
  get dragging() { return this.#activity.kind === 'drag'; }
  /** Whether a motion (landing, fling, moveTo, snapTo) is running. */
  get animating() { return this.#activity instanceof MotionActivity; }
  /** The live velocity {x, y} (px/s): the finger's while dragging, the motion's while it runs, else 0. */
  get velocity() {
    const a = this.#activity;
    const now = this.#loop.now();
    if (a instanceof DragActivity) return a.velocity(now);
    if (a instanceof MotionActivity) {
      const t = Math.max(0, (now - a.startTime) / 1000);
      const s = a.motion.at(t);
      return { x: s.dx, y: s.dy };
    }
    return { x: 0, y: 0 };
  }
  /** The ranges of the translate, {x, y: {min, max}} (px). */
  get bounds() { return { x: { ...this.#range.x }, y: { ...this.#range.y } }; }
  /** The snap points as {x, y}. */
  get snapPoints() { return decide.snapPoints(this.#config, this.#position).map((p) => ({ ...p })); }
  /** The snap point it rests on or moves to (-1 if none). */
  get snapIndex() { return this.#snapIndex; }

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
    const animate = readBoolean(where, 'animate', readObject(where, '', options, ['animate']).animate, true);
    const target = { ...this.#position };
    if (this.#config.axis !== 'both' && typeof position === 'number') {
      target[this.#config.axis] = readFinite(where, 'position', position);
    } else {
      const p = readObject(where, 'position', position, ['x', 'y']);
      for (const k of this.#config.axes) if (p[k] !== undefined) target[k] = readFinite(where, `position.${k}`, p[k]);
    }
    if (this.#destroyed) return Promise.resolve({ completed: false });
    for (const k of AXES) target[k] = clamp(target[k], this.#range[k].min, this.#range[k].max);
    const points = decide.snapPoints(this.#config, this.#position);
    return this.#go(target, decide.indexAt(points, target), animate);
  }

  /** Moves to snap point `index` (see moveTo; not clamped: a point off screen dismisses). */
  snapTo(index, options = {}) {
    const where = `${WHERE}.snapTo`;
    const animate = readBoolean(where, 'animate', readObject(where, '', options, ['animate']).animate, true);
    if (!this.#config.snap) throw new TypeError(`kinema: ${where}: the draggable has no \`snap\` option`);
    const points = decide.snapPoints(this.#config, this.#position);
    readFinite(where, 'index', index);
    if (!Number.isInteger(index) || index < 0 || index >= points.length) throwRange(where, 'index', index, `must be an integer from 0 to ${points.length - 1}`);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#go({ ...points[index] }, index, animate);
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
    const old = this.#config;
    this.#config = config;
    if (config.reducedMotion !== old.reducedMotion) {
      this.#watch.dispose();
      this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guard(() => this.#rebuildPhysics()));
    }
    this.#physics = this.#makePhysics();
    this.#setInput();
    this.refresh();
    const a = this.#activity;
    if (a instanceof MotionActivity && a.kind === 'ballistic') {
      this.#retarget();
    } else if (a === IDLE && config.snap && this.#snapIndex >= 0) {
      const points = decide.snapPoints(config, this.#position);
      const i = Math.min(this.#snapIndex, points.length - 1);
      const p = points[i];
      if (Math.abs(p.x - this.#position.x) > 0.5 || Math.abs(p.y - this.#position.y) > 0.5) this.#go({ ...p }, i, true);
      else this.#snapIndex = i;
    }
  }

  /** Measures the bounds again (an element as bounds, the rubber band's size). */
  refresh() {
    if (this.#destroyed) return;
    const b = this.#config.bounds;
    let measured = null;
    const win = this.#el.ownerDocument?.defaultView ?? globalThis;
    if (b?.element && typeof b.element.getBoundingClientRect === 'function') {
      this.#flush();   // the box is measured at the translate #position holds
      const c = b.element.getBoundingClientRect();
      measured = decide.rangesInside(this.#el.getBoundingClientRect(), c, this.#position);
      if (c.width > 0 && c.height > 0) this.#dimension = { x: c.width, y: c.height };
    } else if (win.innerWidth > 0 && win.innerHeight > 0) {
      this.#dimension = { x: win.innerWidth, y: win.innerHeight };
    }
    this.#range = decide.ranges(this.#config, this.#position, measured);
  }

  /** Stops everything and removes every listener and style it added (its translate too). */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#input?.destroy();
    this.#input = null;
    this.#activity.dispose();
    this.#activity = IDLE;
    this.#watch.dispose();
    this.#subscriptions.clear();
    for (const property of [...this.#styles.keys()].reverse()) this.#unset(property);
    if (!this.#hadStyle && this.#el.getAttribute('style') === '') this.#el.removeAttribute('style');
    elements.delete(this.#el);
  }

  // -------------------------------------------------------------- private
  #guard(fn) {
    if (this.#destroyed) return;
    try { fn(); } catch (error) { report(error); }
  }

  #makePhysics() {
    const c = this.#config;
    return new ScrollPhysics({
      overscroll: c.overscroll, drag: c.drag, spring: c.spring, tolerance: c.tolerance, physics: c.physics, rubberBand: c.rubberBand,
    }).withReducedMotion(this.#watch.reduce);
  }

  #rebuildPhysics() {
    this.#physics = this.#makePhysics();
    if (this.#activity instanceof MotionActivity && this.#activity.kind === 'ballistic') this.#retarget();
  }

  #set(property, value) {
    const s = this.#el.style;
    if (!this.#styles.has(property)) this.#styles.set(property, [s.getPropertyValue(property), s.getPropertyPriority(property)]);
    s.setProperty(property, value);
  }

  #unset(property) {
    const saved = this.#styles.get(property);
    if (!saved) return;
    this.#el.style.setProperty(property, saved[0], saved[1]);
    this.#styles.delete(property);
  }

  #setInput() {
    const c = this.#config;
    if (c.pointer && !this.#input) {
      this.#set('touch-action', c.axis === 'x' ? 'pan-y pinch-zoom' : c.axis === 'y' ? 'pan-x pinch-zoom' : 'pinch-zoom');
      this.#input = new PointerInput(this.#el, this.#dragTarget(), { capture: true });
    } else if (!c.pointer && this.#input) {
      this.#input.destroy();
      this.#input = null;
      this.#unset('touch-action');
    }
  }

  #transform() {
    const { x, y } = this.#position;
    return `translate3d(${x}px, ${y}px, 0px)`;
  }

  /** Shows `position`: the translate is written in the frame loop's style phase. */
  #show(position) {
    const moved = position.x !== this.#position.x || position.y !== this.#position.y;
    this.#position = position;
    if (!moved) return;
    this.#moving = true;
    if (!this.#writeTask) {
      const task = this.#writeTask = {
        style: () => {
          if (this.#writeTask !== task) return;   // flushed already
          this.#writeTask = null;
          if (!this.#destroyed) this.#set('transform', this.#transform());
        },
      };
      this.#loop.schedule(task);
    }
    this.#emit('move', { ...position });
  }

  /** Writes a pending translate now (a final position: on the point before 'snap' and 'settle' are told). */
  #flush() {
    this.#writeTask?.style();
  }

  #emit(type, detail) {
    if (!this.#destroyed) this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  #become(activity) {
    const old = this.#activity;
    this.#activity = activity;
    if (old !== activity) old.dispose();
  }

  #idle() {
    this.#become(IDLE);
    if (!this.#moving) return;
    this.#moving = false;
    this.#emit('settle', { ...this.#position });
  }

  /** Stops a running motion where it is now (its exact state on the loop's clock). */
  #catch() {
    const a = this.#activity;
    if (!(a instanceof MotionActivity)) return { x: 0, y: 0 };
    const t = Math.max(0, (this.#loop.now() - a.startTime) / 1000);
    const s = a.motion.at(t);
    this.#become(IDLE);
    this.#show({ x: s.x, y: s.y });
    return { x: s.dx, y: s.dy };
  }

  /** Runs `motion` (a Motion2D) to `target` / snap point `index`. */
  #run(kind, motion, target, index) {
    this.#snapIndex = index;
    const activity = new MotionActivity(kind, { motion, target, snapIndex: index }, {
      loop: this.#loop,
      onFrame: (_x, _dx, t) => this.#guard(() => {
        if (this.#activity !== activity) return;
        const s = motion.at(t);
        this.#show({ x: s.x, y: s.y });
      }),
      onDone: (completed) => this.#guard(() => {
        if (this.#activity !== activity) return;
        if (completed && target) this.#show({ ...target });   // exactly on the point
        this.#flush();
        activity.end(completed);
        if (completed && index >= 0) this.#emit('snap', { index, ...this.#position });
        this.#idle();
      }),
    });
    this.#become(activity);
    return activity.finished;
  }

  #go(target, index, animate) {
    const velocity = this.#catch();
    if (!animate) {
      this.#become(IDLE);
      this.#snapIndex = index;
      this.#show(target);
      this.#flush();
      if (index >= 0) this.#emit('snap', { index, ...target });
      this.#idle();
      return Promise.resolve({ completed: true });
    }
    const motion = decide.springTo(this.#physics, { position: this.#position, velocity, target });
    return this.#run('driven', motion, target, index);
  }

  /** The release: a landing on the chosen point, a fling, or rest. */
  #release(velocity) {
    this.refresh();
    const made = decide.release(this.#physics, this.#config, { position: this.#position, velocity, range: this.#range });
    if (!made) {
      this.#snapIndex = -1;
      this.#idle();
      return;
    }
    this.#run('ballistic', made.motion, made.target, made.index);
  }

  /** A running landing chooses again from its state now (new points, bounds or physics). */
  #retarget() {
    const velocity = this.#catch();
    this.#release(velocity);
  }

  /** Scrollable boxes between the press and the element: their offsets along each axis. */
  #scrollers() {
    const out = [];
    const win = this.#el.ownerDocument?.defaultView ?? globalThis;
    for (let n = this.#origin; n && n !== this.#el && n.nodeType === 1; n = n.parentElement ?? n.getRootNode?.().host ?? null) {
      let style = null;
      try { style = win.getComputedStyle?.(n) ?? null; } catch { style = null; }
      const scrolls = (overflow) => !style || overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden';
      if (n.scrollHeight > n.clientHeight + 1 && scrolls(style?.overflowY)) out.push({ axis: 'y', offset: n.scrollTop, max: n.scrollHeight - n.clientHeight });
      if (n.scrollWidth > n.clientWidth + 1 && scrolls(style?.overflowX)) out.push({ axis: 'x', offset: Math.abs(n.scrollLeft), max: n.scrollWidth - n.clientWidth });
    }
    return out;
  }

  /** What a pointer gesture does (the PointerInput's target, as the Scroller's scroll/drag.js). */
  #dragTarget() {
    const host = this;
    return {
      scale: () => {
        const el = host.#el;
        const r = el.getBoundingClientRect?.();
        const sx = r && el.offsetWidth > 0 ? r.width / el.offsetWidth : 1;
        const sy = r && el.offsetHeight > 0 ? r.height / el.offsetHeight : 1;
        return { x: sx > 0 ? sx : 1, y: sy > 0 ? sy : 1 };
      },
      canPress(event) {
        host.#origin = origin(event);
        const handle = host.#config.handle;
        if (!handle) return true;
        for (let n = host.#origin; n; n = n.parentElement ?? n.getRootNode?.().host ?? null) if (n === handle) return true;
        return false;   // only the handle starts a drag
      },
      press: (t) => this.#guard(() => {
        this.#pressTime = t;
        this.refresh();
        this.#caught = this.#activity instanceof MotionActivity;
        if (this.#caught) this.#catch();
      }),
      accepts: (dx, dy) => decide.accepts(this.#config, {
        dx, dy, position: this.#position, range: this.#range, scrollers: this.#scrollers(),
      }),
      start: (t, dx, dy) => this.#guard(() => {
        const raw = decide.unband(this.#physics, this.#position, this.#range, this.#dimension);
        const drag = new DragActivity(raw);
        this.#become(drag);
        drag.add(this.#pressTime);
        this.#drag(dx, dy, t);
      }),
      move: (dx, dy, t) => this.#guard(() => this.#drag(dx, dy, t)),
      end: (t, { cancelled }) => this.#guard(() => {
        this.#caught = false;
        const a = this.#activity;
        const velocity = !cancelled && a instanceof DragActivity ? a.velocity(t * 1000) : { x: 0, y: 0 };
        this.#release(velocity);
      }),
      reject: () => this.#guard(() => {
        if (!this.#caught) return;
        this.#caught = false;
        this.#release({ x: 0, y: 0 });   // a caught motion lands from rest
      }),
    };
  }

  #drag(dx, dy, t) {
    const a = this.#activity;
    if (!(a instanceof DragActivity)) return;
    const d = { x: dx, y: dy };
    for (const k of this.#config.axes) {
      const g = a.axes[k];
      g.raw = this.#physics.drift(g.raw, d[k], this.#range[k]);
    }
    a.add(t);
    this.#show(decide.band(this.#physics, a.raw, this.#range, this.#dimension));
  }
}
