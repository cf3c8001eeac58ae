// Scroller: drives a scroll container with kinema's scrolling physics. This
// file is the composition root: it reads the config, builds the parts and
// turns their transitions into the public API and events.
//   scroll/config.js     every option and default, validated; update()
//   scroll/metrics.js    ranges and snap points from given rectangles
//   shared/physics.js    an immutable value: every decision (reduced motion wraps it)
//   scroll/position.js   one per axis, exactly one activity at a time
//   shared/activity.js   idle, drag, wheel, ballistic, driven, native
//   scroll/view.js       native offset + translate; reads the DOM's metrics
//   scroll/drag.js       what a pointer gesture does to the positions
//   scroll/carousel.js   next() / prev() from the selected point
//   scroll/input/        wheel, keyboard, native; shared/: arbiter (one owner per gesture), pointer
//   scroll/overscroll.js, page.js  'overscroll'; the page as the container
//   scroll/into-view.js  the position that brings an element into view
//   scroll/context.js    what an opt-in feature (shared/features.js) may read and ask for:
//                        Loop, Autoplay, Pull, Accessibility, SmoothWheel, Slides live in their own modules
// Every number of a motion comes from the core (WebAssembly).
import { frameLoop, report } from './frame-loop.js';
import { rewatchReducedMotion, watchReducedMotion } from './reduced-motion.js';
import { readAnimate, readFinite, readIndex, readObject, throwNoSnap } from './options.js';
import { Subscriptions } from './subscriptions.js';
import { claim } from './claim.js';
import { readConfig, readScrollable, updateConfig, WHERE } from './scroll/config.js';
import { ScrollPhysics } from './shared/physics.js';
import { ScrollPosition } from './scroll/position.js';
import { clamp, readingIndex, readingPoints } from './scroll/metrics.js';
import { ScrollView } from './scroll/view.js';
import { ElementSetup, observeLayout } from './scroll/element.js';
import { ScrollEvents } from './scroll/events.js';
import { syncInputs } from './scroll/input/inputs.js';
import { Carousel } from './scroll/carousel.js';
import { Overscroll } from './scroll/overscroll.js';
import { defaultContent, isViewport, pageElement } from './scroll/page.js';
import { intoView, readIntoView } from './scroll/into-view.js';
import { scrollers } from './scroll/nest.js';
import { ReleaseReport } from './scroll/release.js';
import { watchAnchors } from './scroll/anchors.js';
import { attachFeatures, syncFeatures, throwNeeds } from './shared/features.js';
import { scrollerContext } from './scroll/context.js';
import { ScrollEnd } from './scroll/scrollend.js';

const EVENTS = ['scroll', 'snap', 'select', 'settle', 'overscroll', 'release'];
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
  #carousel;                 // next / prev
  #overscroll;               // 'overscroll'
  #features = {};            // opt-in features by option (shared/features.js): loop, autoplay, pull, ...
  #context;                  // what the features see of this scroller (scroll/context.js)
  #shifting = false;         // the loop moves the coordinates: no 'select' for the same slide
  #selected = -1;            // with a loop: the slide last selected (the 'previous' of the next 'select')
  #scrollEnd;                // one native scrollend per gesture or motion
  #subscriptions = new Subscriptions(this, WHERE, EVENTS);
  #anchors = null;           // a page Scroller: same-page links glide (scroll/anchors.js)
  #destroyed = false;
  hidden = false;            // @internal the element was not rendered at the last measure

  constructor(element, options = {}) {
    super();
    element = pageElement(element);
    const config = claim(WHERE, claimed, element, options, (o) => readScrollable(element, readConfig(o, isViewport(element))));
    scrollers.set(element, this);   // scroll chaining finds it (nest.js)
    this.#el = element;
    this.#config = config;
    this.#loop = frameLoop(config.scheduler);
    this.#watch = watchReducedMotion(config.reducedMotion, () => this.#guardedPhysics());
    const events = this.#events = new ScrollEvents({
      positions: () => this.#positions, view: () => this.#view, busy: () => this.#inputs.native?.active,
      emit: (type, detail) => this.#emit(type, detail),
    });
    // 'release' (scroll/release.js) hears the transitions after the events do.
    const release = new ReleaseReport(() => this.#positions, (detail) => this.#emit('release', detail));
    const delegate = {
      changed: (p) => events.changed(p),
      snapped: (p, index) => events.snapped(p, index),
      activityChanged: (p, from, to) => { events.activityChanged(p, from, to); release.heard(p, from, to); },
    };
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
    this.#carousel = new Carousel(this);
    this.#setInputs();
    this.#context = scrollerContext(this, {
      positions: () => this.#positions, view: () => this.#view, config: () => this.#config,
      refresh: () => this.refresh(), shiftBy: (delta, metrics) => this.shiftBy(delta, metrics),
      takeOver: () => this.takeOver(), guard: (fn) => this.guard(fn),
    });
    this.#features = attachFeatures(this.#context, config);
    this.refresh();
    this.#events.start();
    this.#selected = this.#slide(this.main.snapIndex);
    this.#observer = observeLayout(element, () => this.guard(() => this.refresh()));
    if (config.page) this.#anchors = watchAnchors(this, () => this.#config.anchors);
  }

  // ---------------------------------------------------------------- public
  get element() { return this.#el; }
  /** 'x' | 'y' | 'both' */ get axis() { return this.#config.axis; }
  get reducedMotion() { return this.#positions[0].physics.reduced; }
  /** Whether a pointer is dragging the content. */ get dragging() { return this.#positions.some((p) => p.activity.dragging); }
  /** Whether a fling, landing, bounce or scrollTo runs. */ get animating() { return this.#positions.some((p) => p.activity.animating); }
  get position() { return this.#per((p) => p.pixels); }
  /** The live velocity (px/s), also during a drag. */ get velocity() { return this.#per((p) => p.velocity); }
  get bounds() { return this.#per((p) => ({ min: p.range.min, max: p.range.max })); }
  /** The snap points in reading order (on an RTL axis the first is the one at offset 0, at the right). */
  get snapPoints() { return this.#per((p) => readingPoints(p.snap, p.reversed)); }
  /** The live snap index (in reading order): the target while moving to one, the point under it during a gesture, else where it rests. */
  get snapIndex() { return this.#per((p) => this.#slide(readingIndex(p.snap, p.reversed, p.snapIndex))); }
  /**
   * Where the main axis is along its range: 0 at the start, 1 at the end
   * (beyond while overscrolled); with a loop, along the cycle of slides
   * (0 at slide 0, towards 1 at the last). Exact from the position at every frame.
   */
  get progress() {
    const p = this.main;
    if (this.#features.loop?.active) return this.#features.loop.progress();
    const span = p.range ? p.range.max - p.range.min : 0;
    return span > 0 ? (p.pixels - p.range.min) / span : 0;
  }
  /** With the Slides feature and `snap` on the children: the children (DOM order) at least half inside the view (or filling half of it); else []. */
  get slidesInView() { return this.#need('slides', 'slidesInView', 'Slides').inView(); }
  /** With the Slides feature and `snap` on the children: each child's distance from its snap position (`snap.align`, within the range) in its own sizes: 0 there, +1 one slide on (for fade, scale, parallax); else []. */
  get slideProgress() { return this.#need('slides', 'slideProgress', 'Slides').progress(); }
  /** The loop feature's state ({ active }) with `loop: true` (loop.js), else undefined. */
  get loop() { return this.#features.loop; }
  /** The autoplay feature (play(), stop(), playing) with `autoplay` (autoplay.js), else undefined. */
  get autoplay() { return this.#features.autoplay; }
  /** The auto-scroll feature (play(), stop(), playing) with `autoScroll` (auto-scroll.js), else undefined. */
  get autoScroll() { return this.#features.autoScroll; }
  /** px past the measured bounds: negative past the start, positive past the end, else 0. */
  get overscroll() { return this.#per((p) => this.#overscroll.of(p)); }

  /** Adds a listener for 'scroll', 'snap', 'select', 'settle' or 'overscroll' that receives the detail; returns its remover. */
  on(type, listener) { return this.#subscriptions.add(type, listener); }

  /** Scrolls to `position` (a number, or {x?, y?} for 'both'), clamped to the bounds; with the spring unless animate: false. */
  scrollTo(position, options = {}) {
    const where = `${WHERE}.scrollTo`;
    const animate = readAnimate(where, options);
    const targets = this.#readTargets(where, position);
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

  /**
   * Changes where the running motion (a fling, a landing, a scrollTo) comes
   * to rest: from its exact state now, keeping its velocity, it lands
   * exactly on `position` (a number, or {x?, y?} for 'both'; clamped to the
   * bounds), with the landing of the physics (shared/physics.js landing()).
   * An axis at rest or under a gesture is left alone. Resolves { completed }
   * as scrollTo does ({ completed: false } at once when nothing runs).
   */
  retarget(position) {
    const where = `${WHERE}.retarget`;
    const targets = this.#readTargets(where, position);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    const now = this.#loop.now();
    const runs = [];
    for (const [p, x] of targets) {
      const run = p.landOn(clamp(x, p.range.min, p.range.max), now);
      if (run) runs.push(run);
    }
    if (runs.length === 0) return Promise.resolve({ completed: false });
    return Promise.all(runs).then((results) => ({ completed: results.every((r) => r.completed) }));
  }

  /** With the Pull feature: holds the overscroll open at `distance` px (negative: the start) until release() or `until` settles (scroll/pull.js). */
  holdOverscroll(distance, options = {}) {
    return this.#need('pull', 'holdOverscroll()', 'Pull').hold(distance, options);
  }

  /** Scrolls to snap point `index` (in reading order) of the main axis (y for 'both'); see scrollTo. */
  snapTo(index, options = {}) {
    const where = `${WHERE}.snapTo`;
    const p = this.main;
    const animate = readAnimate(where, options);
    this.#remeasureIfResized();
    if (!p.snap) throwNoSnap(where, 'scroller');
    readIndex(where, index, p.snap.count);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    const i = readingIndex(p.snap, p.reversed, index);   // the point's place in the sorted offsets
    const slot = this.#features.loop ? this.#features.loop.toSlide(i) : i;   // a loop: the shorter way round
    return this.#moveTo([[p, p.snap.at(slot), slot]], animate);
  }

  /** Goes to the snap point after the selected one (the target while moving): two quick calls move two; a loop goes on past the last. */
  next(options = {}) { return this.#step(`${WHERE}.next`, 1, options); }
  /** Goes to the snap point before the selected one; see next(). */
  prev(options = {}) { return this.#step(`${WHERE}.prev`, -1, options); }

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
    const old = this.#config;
    this.#config = config;
    this.#features = syncFeatures(this.#context, this.#features, old, config);
    this.#setInputs();
    this.#setPhysics();
    this.refresh();
  }

  /** Measures again (viewport, range, snap points); runs by itself on resizes and child changes. */
  refresh() {
    if (this.#destroyed) return;
    if (!this.hidden) this.#inputs.native?.check();   // an offset moved since our last write wins before anything moves
    for (const f of Object.values(this.#features)) f.measure?.();
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
    this.#measured();
    this.#overscroll.measured(metrics);
    let held = metrics;
    for (const f of Object.values(this.#features)) held = f.adjust?.(held) ?? held;
    this.#events.remeasure(() => { for (const p of this.#positions) p.applyMetrics(held[p.name]); });
    this.#view.invalidate();
    this.#overscroll.changed();
  }

  /** Stops everything, removes every listener and style it added, leaves the content where it is (within bounds). */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const input of Object.values(this.#inputs)) input.destroy();
    this.#inputs = {};
    this.#anchors?.();
    for (const f of Object.values(this.#features)) f.stop?.();
    for (const p of this.#positions) p.dispose();
    this.#observer.disconnect();
    this.#watch.dispose();
    this.#subscriptions.clear();
    this.#view.forget();
    this.#view.flush();          // the native offset within bounds, now (not in a later write phase)
    this.#view.restore();
    this.#setup.restore();
    this.#scrollEnd.destroy();
    for (const f of Object.values(this.#features)) f.dispose();
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
  /** @internal The instance of the feature of `option` (the wheel input asks for the SmoothWheel), or undefined. */
  feature(option) { return this.#features[option]; }
  /** @internal Stops a wheel gesture only (the native input's own adoption: takeOver would call it again). */ cancelWheel() { this.#inputs.wheel?.cancel(); }
  /** @internal Emits 'settle' if everything came to rest. */ settle() { this.#events.settle(); }
  /** @internal The loop moved the slides: every coordinate of the main axis moves by `delta` px, `metrics` measured after (loop.js). */
  shiftBy(delta, metrics) {
    this.#measured();
    this.#shifting = true;
    try {
      this.#events.remeasure(() => this.main.shift(delta, metrics[this.main.name]));
    } finally {
      this.#shifting = false;
    }
  }
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

  /** After ScrollView.measure (no translate on the content): the features that measure the slides. */
  #measured() {
    for (const f of Object.values(this.#features)) f.measured?.();
  }

  /** The feature instance of `option`, else a TypeError: `what` needs the feature `name`. */
  #need(option, what, name) {
    return this.#features[option] ?? throwNeeds(`${WHERE}.${what}`, name);
  }

  #slide(index) { return this.#features.loop ? this.#features.loop.slide(index) : index; }

  #step(where, direction, options) {
    const animate = readAnimate(where, options);
    this.#features.loop?.toward(direction);
    const p = this.main;
    // stepIndex counts in reading order; the slot is the sorted offsets' index (the same in LTR).
    const slot = readingIndex(p.snap, p.reversed, this.#carousel.stepIndex(where, direction, options));
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#moveTo([[p, p.snap.at(slot), slot]], animate);
  }

  /** `position` (a number, or {x?, y?} for 'both') as a Map position -> px, validated. */
  #readTargets(where, position) {
    const targets = new Map();
    if (this.#positions.length === 1) {
      targets.set(this.#positions[0], readFinite(where, 'position', position));
    } else {
      const p = readObject(where, 'position', position, ['x', 'y']);
      for (const q of this.#positions) if (p[q.name] !== undefined) targets.set(q, readFinite(where, `position.${q.name}`, p[q.name]));
    }
    return targets;
  }

  #emit(type, detail) {
    const loop = this.#features.loop;
    if (loop) {
      if (type === 'scroll' && loop.moved()) return;   // it reported the shifted position itself
      if (type === 'select' && this.#shifting) return;
      if (type === 'select' || type === 'snap') detail = { ...detail, index: loop.slide(detail.index) };
      if (type === 'select') {
        if (detail.index === this.#selected) return;   // the same slide in another place
        detail.previous = this.#selected;
        this.#selected = detail.index;
      }
    }
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
    const start = () => targets.map(([p, target, index]) => p.animateTo(target, { snapIndex: index, now }));
    const runs = this.#features.loop ? this.#features.loop.quiet(start) : start();   // a loop keeps the targets' arrangement
    return Promise.all(runs).then((results) => ({ completed: results.every((r) => r.completed) }));
  }

  /** Builds or removes the inputs the config asks for (pointer, wheel, keyboard). */
  #setInputs() {
    syncInputs(this, this.#inputs, this.#config);
    this.#setup.apply(this.#config);
  }
}
