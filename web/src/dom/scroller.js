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
//   scroll/carousel.js   next() / prev() from the selected point; the slides' ARIA
//   scroll/input/        arbiter (one owner per gesture), pointer, wheel (+ smooth-wheel), keyboard, native
//   scroll/pull.js, page.js  'overscroll' and holdOverscroll; the page as the container
//   scroll/into-view.js  the position that brings an element into view
// Every number of a motion comes from the core (WebAssembly).
import { frameLoop, report } from './frame-loop.js';
import { rewatchReducedMotion, watchReducedMotion } from './reduced-motion.js';
import { readAnimate, readFinite, readIndex, readObject, throwNoSnap } from './options.js';
import { Subscriptions } from './subscriptions.js';
import { claim } from './claim.js';
import { readConfig, updateConfig, WHERE } from './scroll/config.js';
import { ScrollPhysics } from './scroll/physics.js';
import { ScrollPosition } from './scroll/position.js';
import { clamp } from './scroll/metrics.js';
import { ScrollView } from './scroll/view.js';
import { ElementSetup, observeLayout } from './scroll/element.js';
import { ScrollEvents } from './scroll/events.js';
import { syncInputs } from './scroll/input/inputs.js';
import { Carousel } from './scroll/carousel.js';
import { Overscroll, readHold } from './scroll/pull.js';
import { defaultContent, isViewport, pageElement } from './scroll/page.js';
import { intoView, readIntoView } from './scroll/into-view.js';
import { scrollers } from './scroll/nest.js';
import { ScrollEnd } from './scroll/scrollend.js';

const EVENTS = ['scroll', 'snap', 'select', 'settle', 'overscroll'];
const claimed = new WeakSet();   // the elements with a live Scroller (claim.js)

/**
 * Drives a scroll container: pointer drag with rubber band and fling, wheel
 * and trackpad, keyboard, snapping, reduced motion. Events: 'scroll'
 * ({x, y}), 'snap' ({axis, index, position}), 'select' ({axis, index,
 * previous}: the target snap point is chosen), 'settle' ({x, y}),
 * 'overscroll' ({axis, distance}). `window` or `document` means the page.
 */
export class Scroller extends EventTarget {
  #el; #config; #loop; #watch; #positions; #view;
  #inputs = {};              // pointer, wheel, keyboard, native
  #setup;                    // styles, touch-action, tabindex
  #observer;                 // resizes and child changes
  #events;                   // the positions' delegate: scroll, snap, select, settle
  #carousel;                 // next / prev, the slides' ARIA
  #overscroll;               // 'overscroll' and the holds
  #scrollEnd;                // one native scrollend per gesture or motion
  #subscriptions = new Subscriptions(this, WHERE, EVENTS);
  #destroyed = false;
  hidden = false;            // @internal the element was not rendered at the last measure

  constructor(element, options = {}) {
    super();
    element = pageElement(element);
    const config = claim(WHERE, claimed, element, options, (o) => readConfig(o, isViewport(element)));
    scrollers.set(element, this);   // scroll chaining finds it (nest.js)
    this.#el = element;
    this.#config = config;
    this.#loop = frameLoop(config.scheduler);
    this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guardedPhysics());
    const delegate = this.#events = new ScrollEvents({
      positions: () => this.#positions, view: () => this.#view, busy: () => this.#inputs.native?.active,
      emit: (type, detail) => this.#emit(type, detail),
    });
    this.#overscroll = new Overscroll(() => this.#positions, (type, detail) => this.#emit(type, detail));
    const physics = this.#physics();
    this.#positions = config.axes.map((name) => new ScrollPosition(name, {
      loop: this.#loop, physics, delegate, pixels: name === 'x' ? element.scrollLeft : element.scrollTop,
    }));
    this.#view = new ScrollView(element, this.#positions, this.#loop);
    this.#view.onExternal = () => this.guard(() => this.#inputs.native?.check());
    this.#view.onResize = () => this.guard(() => this.refresh());
    this.#setup = new ElementSetup(element);
    this.#scrollEnd = new ScrollEnd(element);
    this.#carousel = new Carousel(this, element);
    this.#setInputs();
    this.refresh();
    this.#events.start();
    this.#observer = observeLayout(element, () => this.guard(() => this.refresh()));
  }

  // ---------------------------------------------------------------- public
  get element() { return this.#el; }
  /** 'x' | 'y' | 'both' */ get axis() { return this.#config.axis; }
  get reducedMotion() { return this.#positions[0].physics.reduced; }
  /** Whether a pointer is dragging the content. */ get dragging() { return this.#positions.some((p) => p.activity.kind === 'drag'); }
  /** Whether a fling, landing, bounce or scrollTo runs. */ get animating() { return this.#positions.some((p) => p.activity.kind === 'ballistic' || p.activity.kind === 'driven'); }
  get position() { return this.#per((p) => p.pixels); }
  /** The live velocity (px/s), also during a drag. */ get velocity() { return this.#per((p) => p.velocity); }
  get bounds() { return this.#per((p) => ({ min: p.range.min, max: p.range.max })); }
  get snapPoints() { return this.#per((p) => (p.snap ? p.snap.toArray() : [])); }
  /** The live snap index: the target while moving to one, the point under it during a gesture, else where it rests. */
  get snapIndex() { return this.#per((p) => p.snapIndex); }
  /** px past the measured bounds: negative past the start, positive past the end, else 0. */
  get overscroll() { return this.#per((p) => this.#overscroll.of(p)); }

  /** Adds a listener for 'scroll', 'snap', 'select', 'settle' or 'overscroll' that receives the detail; returns its remover. */
  on(type, listener) { return this.#subscriptions.add(type, listener); }

  /** Scrolls to `position` (a number, or {x?, y?} for 'both'), clamped to the bounds; with the spring unless animate: false. */
  scrollTo(position, options = {}) {
    const where = `${WHERE}.scrollTo`;
    const animate = readAnimate(where, options);
    const targets = new Map();
    if (this.#positions.length === 1) {
      targets.set(this.#positions[0], readFinite(where, 'position', position));
    } else {
      const p = readObject(where, 'position', position, ['x', 'y']);
      for (const q of this.#positions) if (p[q.name] !== undefined) targets.set(q, readFinite(where, `position.${q.name}`, p[q.name]));
    }
    if (this.#destroyed) return Promise.resolve({ completed: false });
    this.#remeasureIfResized();
    return this.#moveTo([...targets].map(([p, x]) => {
      const target = clamp(x, p.range.min, p.range.max);
      return [p, target, p.snap ? p.snap.nearest(target) : -1];
    }), animate);
  }

  /** Brings `target` into view with the spring, aligned as the DOM's scrollIntoView; a fling does not cancel it (scroll/into-view.js). */
  scrollIntoView(target, options = {}) {
    const { animate, ...align } = readIntoView(`${WHERE}.scrollIntoView`, this.#el, target, options);
    if (this.#destroyed || !this.#view.rendered) return Promise.resolve({ completed: false });
    this.takeOver();   // from the native offset as it is now (a smooth scroll of the browser's may have moved it since its last event)
    const to = intoView(this.#el, this.#positions, this.#view.scale, target, align);
    return this.scrollTo(this.#positions.length === 1 ? to[this.#positions[0].name] : to, { animate });
  }

  /** Holds the overscroll open at `distance` px (negative: the start) until release() or `until` settles (scroll/pull.js). */
  holdOverscroll(distance, options = {}) {
    return this.#overscroll.hold(readHold(`${WHERE}.holdOverscroll`, distance, options, this.#config.axes, this.main.name));
  }

  /** Scrolls to snap point `index` of the main axis (y for 'both'); see scrollTo. */
  snapTo(index, options = {}) {
    const where = `${WHERE}.snapTo`;
    const p = this.main;
    const animate = readAnimate(where, options);
    this.#remeasureIfResized();
    if (!p.snap) throwNoSnap(where, 'scroller');
    readIndex(where, index, p.snap.count);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#moveTo([[p, p.snap.at(index), index]], animate);
  }

  /** Goes to the snap point after the selected one (the target while moving): two quick calls move two. */
  next(options = {}) { return this.snapTo(this.#carousel.stepIndex(`${WHERE}.next`, 1, options), options); }
  /** Goes to the snap point before the selected one; see next(). */
  prev(options = {}) { return this.snapTo(this.#carousel.stepIndex(`${WHERE}.prev`, -1, options), options); }

  /**
   * Changes options on the live scroller: bounds, snap, overscroll, drag,
   * physics, decelerationRate, spring, tolerance, landing, accessibility,
   * overscrollBehavior, reducedMotion and the input switches. A running
   * motion is re-targeted to the new bounds and snap points.
   */
  update(options) {
    const config = updateConfig(this.#config, options);
    if (this.#destroyed) return;
    this.#watch = rewatchReducedMotion(this.#watch, this.#config.reducedMotion, config.reducedMotion, () => this.#guardedPhysics());
    this.#config = config;
    this.#setInputs();
    this.#setPhysics();
    this.refresh();
  }

  /** Measures again (viewport, range, snap points); runs by itself on resizes and child changes. */
  refresh() {
    if (this.#destroyed) return;
    this.#carousel.apply(this.#config.accessibility);
    if (!this.hidden) this.#inputs.native?.check();   // an offset moved since our last write wins before anything moves
    this.#view.setContent(this.#config.content ?? defaultContent(this.#el));
    const metrics = this.#view.measure(this.#config);
    if (!metrics) {              // display:none: no box to measure, keep the position
      this.hidden = true;
      const none = { range: { min: 0, max: 0 }, native: { min: 0, max: 0 }, dimension: 1, snap: null };
      for (const p of this.#positions) if (!p.range) p.applyMetrics(none);   // built hidden
      return;
    }
    if (this.hidden) this.#view.forget();
    this.hidden = false;
    this.#overscroll.adjust(metrics);
    this.#events.remeasure(() => { for (const p of this.#positions) p.applyMetrics(metrics[p.name]); });
    this.#view.invalidate();
    this.#overscroll.changed();
  }

  /** Stops everything, removes every listener and style it added, leaves the content where it is (within bounds). */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const input of Object.values(this.#inputs)) input.destroy();
    this.#inputs = {};
    this.#overscroll.dispose();
    for (const p of this.#positions) p.dispose();
    this.#observer.disconnect();
    this.#watch.dispose();
    this.#subscriptions.clear();
    this.#view.forget();
    this.#view.flush();          // the native offset within bounds, now (not in a later write phase)
    this.#view.restore();
    this.#setup.restore();
    this.#scrollEnd.destroy();
    this.#carousel.destroy();
    claimed.delete(this.#el);
    scrollers.delete(this.#el);
  }

  // ------------------------------------------------------- for the parts
  /** @internal */ get positions() { return this.#positions; }
  /** @internal */ get config() { return this.#config; }
  /** @internal */ get view() { return this.#view; }
  /** @internal The main axis: y, or x for a horizontal scroller. */ get main() { return this.axisNamed('y') ?? this.#positions[0]; }
  /** @internal */ axisNamed(name) { return this.#positions.find((p) => p.name === name) ?? null; }
  /** @internal The Scroller moves on its own: stops gestures other than the pointer's, adopts the native offset, stops the browser's smooth scroll. */
  takeOver() {
    this.#remeasureIfResized();
    this.#inputs.wheel?.cancel();
    this.#inputs.native?.takeOver();
  }
  /** @internal */ cancelWheel() { this.#inputs.wheel?.cancel(); }
  /** @internal Emits 'settle' if everything came to rest. */ settle() { this.#events.settle(); }
  /** @internal Runs a handler: nothing it throws escapes into the page's event loop. */
  guard(fn) {
    if (this.#destroyed) return;
    try { fn(); } catch (error) { report(error); }
  }

  // -------------------------------------------------------------- private
  /** The content resized where no observer sees it (a long list: element.js): measure before moving. */
  #remeasureIfResized() {
    if (!this.#destroyed && this.#view.resized()) this.refresh();
  }

  #per(get) {
    if (this.#positions.length === 1) return get(this.#positions[0]);
    return { x: get(this.#positions[0]), y: get(this.#positions[1]) };
  }

  #emit(type, detail) {
    if (!this.#destroyed) this.dispatchEvent(new CustomEvent(type, { detail }));
    if (type === 'scroll') this.#overscroll.changed();   // after 'scroll', so a listener sees both
    if (type === 'settle' && !this.#destroyed) this.#scrollEnd.settled();   // the element's scrollend, after 'settle'
  }

  #physics() {
    return new ScrollPhysics(this.#config).withReducedMotion(this.#watch.reduce);
  }

  #setPhysics() {
    const physics = this.#physics();
    for (const p of this.#positions) p.setPhysics(physics);
  }

  #guardedPhysics() { this.guard(() => this.#setPhysics()); }

  #moveTo(targets, animate) {
    this.#inputs.pointer?.cancel();  // the program takes over from the finger
    this.takeOver();
    if (!animate) {
      this.#events.quietly(() => { for (const [p, target, index] of targets) p.jumpTo(target, index); });
      this.#events.settle();
      return Promise.resolve({ completed: true });
    }
    const now = this.#loop.now();
    const runs = targets.map(([p, target, index]) => p.animateTo(target, { snapIndex: index, now }));
    return Promise.all(runs).then((results) => ({ completed: results.every((r) => r.completed) }));
  }

  /** Builds or removes the inputs the config asks for (pointer, wheel, keyboard). */
  #setInputs() {
    syncInputs(this, this.#inputs, this.#config);
    this.#setup.apply(this.#config);
  }
}
