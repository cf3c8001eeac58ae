// Scroller: drives a scroll container with kinema's scrolling physics. This
// file is the composition root: it reads the config, builds the parts and
// turns their transitions into the public API and events.
//   scroll/config.js     every option and default, validated; update()
//   scroll/metrics.js    ranges and snap points from given rectangles
//   scroll/physics.js    an immutable value: every decision (reduced motion wraps it)
//   scroll/position.js   one per axis, exactly one activity at a time
//   scroll/activity.js   idle, drag, wheel, ballistic, driven, native
//   scroll/view.js       native offset + translate; reads the DOM's metrics
//   scroll/drag.js       what a pointer gesture does to the positions
//   scroll/input/        arbiter (one owner per gesture), pointer, wheel, keyboard, native
// Every number of a motion comes from the core (WebAssembly).
import { rubberBand } from '../index.js';
import { frameLoop, report } from './frame-loop.js';
import { watchReducedMotion } from './reduced-motion.js';
import { readBoolean, readChoice, readElement, readFinite, readObject, show } from './options.js';
import { throwRange } from '../errors.js';
import { readConfig, updateConfig, WHERE } from './scroll/config.js';
import { ScrollPhysics } from './scroll/physics.js';
import { ScrollPosition } from './scroll/position.js';
import { ScrollView, tidy } from './scroll/view.js';
import { scrollDrag } from './scroll/drag.js';
import { PointerInput } from './scroll/input/pointer.js';
import { WheelInput } from './scroll/input/wheel.js';
import { KeyboardInput } from './scroll/input/keyboard.js';
import { NativeInput } from './scroll/input/native.js';

const EVENTS = ['scroll', 'snap', 'settle'];
const elements = new WeakSet();   // elements with a live Scroller
const clamp = (x, lo, hi) => (x < lo ? lo : x > hi ? hi : x);

/**
 * Drives a scroll container: pointer drag with rubber band and fling, wheel
 * and trackpad, keyboard, snapping, reduced motion. Events: 'scroll'
 * ({x, y}), 'snap' ({axis, index, position}), 'settle' ({x, y}).
 */
export class Scroller extends EventTarget {
  #el; #config; #loop; #watch; #positions; #view;
  #inputs = {};              // pointer, wheel, keyboard, native
  #styles = [];              // [property, value, priority] as they were
  #hadStyle = false;
  #addedTabindex = false;
  #observers = [];
  #subscriptions = new Set();
  #moving = false;           // something moved since the last 'settle'
  #quiet = 0;                // > 0 while a program call makes several transitions
  #emitted = null;
  #destroyed = false;
  hidden = false;            // @internal the element was not rendered at the last measure

  constructor(element, options = {}) {
    super();
    readElement(WHERE, element);
    const config = readConfig(options);
    if (elements.has(element)) {
      throw new TypeError(`kinema: ${WHERE}: \`element\` already has a Scroller (${show(element)}); destroy() that one first`);
    }
    rubberBand(0, 1);  // throws the core's "call `await init()` first" if it is not loaded
    elements.add(element);
    this.#el = element;
    this.#config = config;
    this.#loop = frameLoop(config.scheduler);
    this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guardedPhysics());
    const delegate = {
      changed: () => this.#changed(),
      activityChanged: (p, from, to) => this.#transition(p, from, to),
      snapped: (p, index) => this.#emit('snap', { axis: p.name, index, position: p.pixels }),
    };
    const physics = this.#physics();
    this.#positions = config.axes.map((name) => new ScrollPosition(name, {
      loop: this.#loop, physics, delegate, pixels: name === 'x' ? element.scrollLeft : element.scrollTop,
    }));
    this.#view = new ScrollView(element, this.#positions, this.#loop);
    this.#hadStyle = element.hasAttribute('style');
    // Author CSS may say !important: ours are !important inline, which wins.
    this.#setStyle('scroll-behavior', 'auto');     // our writes must not animate natively
    this.#setStyle('scroll-snap-type', 'none');    // nor be re-snapped by CSS
    this.#setInputs();
    this.refresh();
    this.#emitted = this.#xy();
    if (typeof ResizeObserver === 'function') {
      const ro = new ResizeObserver(() => this.guard(() => this.refresh()));
      this.#observers.push(ro);
      this.#observe();
    }
    if (typeof MutationObserver === 'function') {
      const mo = new MutationObserver(() => this.guard(() => { this.#observe(); this.refresh(); }));
      mo.observe(element, { childList: true });
      this.#observers.push(mo);
    }
  }

  // ---------------------------------------------------------------- public
  get element() { return this.#el; }
  /** 'x' | 'y' | 'both' */
  get axis() { return this.#config.axis; }
  get reducedMotion() { return this.#positions[0].physics.reduced; }
  /** Whether a pointer is dragging the content. */
  get dragging() { return this.#positions.some((p) => p.activity.kind === 'drag'); }
  /** Whether an animation (fling, landing, bounce, scrollTo) is running. */
  get animating() { return this.#positions.some((p) => p.activity.kind === 'ballistic' || p.activity.kind === 'driven'); }
  get position() { return this.#per((p) => p.pixels); }
  /** The live velocity (px/s). */
  get velocity() { return this.#per((p) => p.velocity); }
  get bounds() { return this.#per((p) => ({ min: p.range.min, max: p.range.max })); }
  get snapPoints() { return this.#per((p) => (p.snap ? p.snap.toArray() : [])); }
  /** The live snap index: the target while moving to one, the point under it during a gesture, else where it rests. */
  get snapIndex() { return this.#per((p) => p.snapIndex); }

  /** Adds a listener for 'scroll', 'snap' or 'settle' that receives the detail; returns its remover. */
  on(type, listener) {
    readChoice(`${WHERE}.on`, 'type', type, EVENTS);
    if (typeof listener !== 'function') {
      throw new TypeError(`kinema: ${WHERE}.on: \`listener\` must be a function, got ${show(listener)}`);
    }
    const wrapped = (event) => listener(event.detail, event);
    const subscription = [type, wrapped];
    this.addEventListener(type, wrapped);
    this.#subscriptions.add(subscription);
    return () => {
      this.removeEventListener(type, wrapped);
      this.#subscriptions.delete(subscription);
    };
  }

  /** Scrolls to `position` (a number, or {x?, y?} for 'both'), clamped to the bounds; with the spring unless animate: false. */
  scrollTo(position, options = {}) {
    const where = `${WHERE}.scrollTo`;
    const animate = readBoolean(where, 'animate', readObject(where, '', options, ['animate']).animate, true);
    const targets = new Map();
    if (this.#positions.length === 1) {
      targets.set(this.#positions[0], readFinite(where, 'position', position));
    } else {
      const p = readObject(where, 'position', position, ['x', 'y']);
      for (const q of this.#positions) if (p[q.name] !== undefined) targets.set(q, readFinite(where, `position.${q.name}`, p[q.name]));
    }
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#moveTo([...targets].map(([p, x]) => {
      const target = clamp(x, p.range.min, p.range.max);
      return [p, target, p.snap ? p.snap.nearest(target) : -1];
    }), animate);
  }

  /** Scrolls to snap point `index` of the main axis (y for 'both'); see scrollTo. */
  snapTo(index, options = {}) {
    const where = `${WHERE}.snapTo`;
    const p = this.main;
    const animate = readBoolean(where, 'animate', readObject(where, '', options, ['animate']).animate, true);
    if (!p.snap) throw new TypeError(`kinema: ${where}: the scroller has no \`snap\` option`);
    readFinite(where, 'index', index);
    if (!Number.isInteger(index) || index < 0 || index >= p.snap.count) throwRange(where, 'index', index, `must be an integer from 0 to ${p.snap.count - 1}`);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#moveTo([[p, p.snap.at(index), index]], animate);
  }

  /**
   * Changes options on the live scroller: bounds, snap, overscroll, drag,
   * spring, tolerance, reducedMotion and the input switches. A running
   * motion is re-targeted to the new bounds and snap points.
   */
  update(options) {
    const config = updateConfig(this.#config, options);
    if (this.#destroyed) return;
    const old = this.#config;
    this.#config = config;
    if (config.reducedMotion !== old.reducedMotion) {
      this.#watch.dispose();
      this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guardedPhysics());
    }
    this.#setInputs();
    const physics = this.#physics();
    for (const p of this.#positions) p.setPhysics(physics);
    this.refresh();
  }

  /** Measures again (viewport, range, snap points); runs by itself on resizes and child changes. */
  refresh() {
    if (this.#destroyed) return;
    this.#view.setContent(this.#config.content ?? Array.from(this.#el.children));
    const metrics = this.#view.measure(this.#config);
    if (!metrics) {              // display:none: no box to measure, keep the position
      this.hidden = true;
      return;
    }
    if (this.hidden) this.#view.forget();
    this.hidden = false;
    this.#quiet++;
    try {
      for (const p of this.#positions) p.applyMetrics(metrics[p.name]);
    } finally {
      this.#quiet--;
    }
    this.#view.invalidate();
  }

  /** Stops everything, removes every listener and style it added, leaves the content where it is (within bounds). */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const input of Object.values(this.#inputs)) input.destroy();
    this.#inputs = {};
    for (const p of this.#positions) p.dispose();
    for (const o of this.#observers) o.disconnect();
    this.#watch.dispose();
    for (const [type, wrapped] of this.#subscriptions) this.removeEventListener(type, wrapped);
    this.#subscriptions.clear();
    this.#view.forget();
    this.#view.invalidate();
    this.#view.restore();
    for (const [property, value, priority] of this.#styles.reverse()) this.#el.style.setProperty(property, value, priority);
    tidy(this.#el, this.#hadStyle);
    if (this.#addedTabindex) this.#el.removeAttribute('tabindex');
    elements.delete(this.#el);
  }

  // ------------------------------------------------------- for the parts
  /** @internal */ get positions() { return this.#positions; }
  /** @internal */ get view() { return this.#view; }
  /** @internal The main axis: y, or x for a horizontal scroller. */ get main() { return this.axisNamed('y') ?? this.#positions[0]; }
  /** @internal */ axisNamed(name) { return this.#positions.find((p) => p.name === name) ?? null; }
  /** @internal Stops gestures other than the pointer's. */ takeOver() { this.#inputs.wheel?.cancel(); }
  /** @internal */ cancelWheel() { this.#inputs.wheel?.cancel(); }
  /** @internal Runs a handler: nothing it throws escapes into the page's event loop. */
  guard(fn) {
    if (this.#destroyed) return;
    try { fn(); } catch (error) { report(error); }
  }

  // -------------------------------------------------------------- private
  #per(get) {
    if (this.#positions.length === 1) return get(this.#positions[0]);
    return { x: get(this.#positions[0]), y: get(this.#positions[1]) };
  }

  #physics() {
    return new ScrollPhysics(this.#config).withReducedMotion(this.#watch.reduce);
  }

  #guardedPhysics() {
    this.guard(() => {
      const physics = this.#physics();
      for (const p of this.#positions) p.setPhysics(physics);
    });
  }

  #moveTo(targets, animate) {
    this.#inputs.pointer?.cancel();  // the program takes over from the finger
    this.takeOver();
    if (!animate) {
      this.#quiet++;
      try {
        for (const [p, target, index] of targets) p.jumpTo(target, index);
      } finally {
        this.#quiet--;
      }
      this.#settle();
      return Promise.resolve({ completed: true });
    }
    const now = this.#loop.now();
    const runs = targets.map(([p, target, index]) => p.animateTo(target, { snapIndex: index, now }));
    return Promise.all(runs).then((results) => ({ completed: results.every((r) => r.completed) }));
  }

  #changed() {
    this.#moving = true;
    this.#view.invalidate();
    const xy = this.#xy();
    const last = this.#emitted;
    if (last && Object.is(last.x, xy.x) && Object.is(last.y, xy.y)) return;
    this.#emitted = xy;
    this.#emit('scroll', xy);
  }

  #transition(p, from, to) {
    if (to.kind !== 'idle') {
      this.#moving = true;
      return;
    }
    // At rest: on the pixel grid the native offset keeps (no sub-pixel translate left).
    const kept = this.#view.written(p.name);
    if (p.pixels >= p.native.min && p.pixels <= p.native.max && Math.abs(p.pixels - kept) < 1 && p.pixels !== kept) {
      p.pixels = kept;
      this.#view.invalidate();
    }
    this.#settle();
  }

  #settle() {
    if (this.#quiet > 0 || this.#destroyed || !this.#moving) return;
    if (this.#positions.some((p) => p.scrolling) || this.#inputs.native?.active) return;
    this.#moving = false;
    this.#emit('settle', this.#xy());
  }

  #xy() {
    const x = this.axisNamed('x'), y = this.axisNamed('y');
    return { x: x ? x.pixels : 0, y: y ? y.pixels : 0 };
  }

  #emit(type, detail) {
    if (!this.#destroyed) this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  #setStyle(property, value) {
    const s = this.#el.style;
    this.#styles.push([property, s.getPropertyValue(property), s.getPropertyPriority(property)]);
    s.setProperty(property, value, 'important');
  }

  /** Builds or removes the inputs the config asks for (pointer, wheel, keyboard). */
  #setInputs() {
    const c = this.#config, el = this.#el, inputs = this.#inputs;
    const want = { pointer: c.pointer, wheel: c.wheel, keyboard: c.keyboard, native: true };
    const make = {
      pointer: () => new PointerInput(el, scrollDrag(this)),
      wheel: () => new WheelInput(el, this),
      keyboard: () => new KeyboardInput(el, this),
      native: () => new NativeInput(el, this),
    };
    for (const name of Object.keys(want)) {
      if (want[name] && !inputs[name]) inputs[name] = make[name]();
      if (!want[name] && inputs[name]) { inputs[name].destroy(); delete inputs[name]; }
    }
    if (c.pointer && !this.#styles.some(([p]) => p === 'touch-action')) {
      this.#setStyle('touch-action', c.axis === 'x' ? 'pan-y pinch-zoom' : c.axis === 'y' ? 'pan-x pinch-zoom' : 'pinch-zoom');
    }
    if (c.keyboard && !el.hasAttribute('tabindex')) {
      el.setAttribute('tabindex', '0');
      this.#addedTabindex = true;
    } else if (!c.keyboard && this.#addedTabindex) {
      el.removeAttribute('tabindex');
      this.#addedTabindex = false;
    }
  }

  #observe() {
    const ro = this.#observers.find((o) => typeof ResizeObserver === 'function' && o instanceof ResizeObserver);
    if (!ro) return;
    ro.disconnect();
    ro.observe(this.#el);
    for (const child of this.#el.children) ro.observe(child);
  }
}
