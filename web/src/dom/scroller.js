// Scroller: drives a scroll container with kinema's scrolling physics.
//
// Every number of the motion comes from the core (WebAssembly): the release
// velocity (VelocityTracker), the rubber band and its inverse, the snap
// choice (chooseSnap), the landing (snapMotion), the fling with its bounce or
// clamp (scrollMotion) and the springs. This file reads input, schedules
// frames and writes the DOM.
//
// Rendering: the position along each axis is written to the element's native
// scroll offset (scrollLeft / scrollTop) as far as the browser can show it, so
// accessibility, find-in-page, anchors and focus keep working; whatever the
// native offset cannot show (the overscroll past a bound, the sub-pixel
// remainder the browser rounds away, everything when the element cannot
// scroll natively) is a CSS `translate` on the content.
import {
  Spring, chooseSnap, rubberBand, rubberBandInverse, scrollMotion, snapMotion, VelocityTracker,
} from '../index.js';
import { throwRange } from '../errors.js';
import { frameLoop, getDefaultScheduler, readScheduler, report } from './frame-loop.js';
import { motionPolicy, watchReducedMotion } from './reduced-motion.js';
import {
  readBoolean, readChoice, readElement, readFinite, readObject, readPoints, readPositive, show,
} from './options.js';

const WHERE = 'Scroller';
const OPTIONS = [
  'axis', 'bounds', 'overscroll', 'snap', 'reducedMotion', 'drag', 'spring', 'tolerance', 'content',
  'pointer', 'wheel', 'keyboard', 'scheduler',
];
const EVENTS = ['scroll', 'snap', 'settle'];

/** Motions end when they are this close to rest: invisible on screen, and a fling ends seconds sooner than at 0.001 px. */
const TOLERANCE = { distance: 0.1, velocity: 0.5, time: 1e-3 };
const SNAP_STIFFNESS = 300;       // snapMotion's critically damped fallback (1/s^2)
const BOUNCE_STIFFNESS = 170;     // scrollMotion's spring back to a bound
const WHEEL_LINE = 40;            // px per wheel "line" (deltaMode 1), as Chromium
const WHEEL_IDLE = 120;           // ms without wheel input that ends a wheel gesture
const SCROLL_IDLE = 150;          // ms without native scrolling that ends it
const ARROW_STEP = 40;            // px per arrow key, as browsers
const PAGE_FRACTION = 0.875;      // of the viewport per PageUp/PageDown/Space, as browsers
const CLICK_SLOP = 5;             // px of drag after which the click is swallowed
const BAND_LIMIT = 1 - 1e-9;      // rubberBandInverse is infinite at the viewport's size

const clamp = (x, lo, hi) => (x < lo ? lo : x > hi ? hi : x);

function isEditable(target) {
  if (!target || target.nodeType !== 1) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

function readSnap(snap) {
  if (snap === undefined || snap === null || snap === false) return null;
  if (snap === 'children') return { kind: 'children', align: 'start', mode: 'nearest' };
  if (typeof snap !== 'object' || Array.isArray(snap)) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap\` must be 'children' or an object with \`points\`, \`interval\` or \`children\`, got ${show(snap)}`);
  }
  readObject(WHERE, 'snap', snap, ['points', 'interval', 'children', 'align', 'mode']);
  const kinds = ['points', 'interval', 'children'].filter((k) => snap[k] !== undefined);
  if (kinds.length !== 1) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap\` must have exactly one of \`points\`, \`interval\`, \`children\`, got ${kinds.length ? kinds.join(' and ') : 'none'}`);
  }
  const mode = readChoice(WHERE, 'snap.mode', snap.mode, ['nearest', 'page'], 'nearest');
  const kind = kinds[0];
  if (kind !== 'children' && snap.align !== undefined) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap.align\` applies to \`snap.children\` only`);
  }
  if (kind === 'points') return { kind, mode, points: readPoints(WHERE, 'snap.points', snap.points) };
  if (kind === 'interval') return { kind, mode, interval: readPositive(WHERE, 'snap.interval', snap.interval) };
  if (snap.children !== true) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap.children\` must be true, got ${show(snap.children)}`);
  }
  return { kind, mode, align: readChoice(WHERE, 'snap.align', snap.align, ['start', 'center', 'end'], 'start') };
}

function readBoundsOf(name, value) {
  const b = readObject(WHERE, name, value, ['min', 'max']);
  const min = b.min === undefined ? undefined : readFinite(WHERE, `${name}.min`, b.min);
  const max = b.max === undefined ? undefined : readFinite(WHERE, `${name}.max`, b.max);
  if (min !== undefined && max !== undefined && max < min) {
    throwRange(WHERE, `${name}.max`, max, `must be at least \`${name}.min\` (${min})`);
  }
  return { min, max };
}

function readBounds(axis, bounds) {
  if (axis !== 'both') return { [axis]: readBoundsOf('bounds', bounds) };
  const b = readObject(WHERE, 'bounds', bounds, ['x', 'y']);
  return { x: readBoundsOf('bounds.x', b.x), y: readBoundsOf('bounds.y', b.y) };
}

function readContent(content) {
  if (content === undefined) return null;
  const list = Array.isArray(content) ? content : [content];
  list.forEach((node, i) => readElement(WHERE, node, Array.isArray(content) ? `content[${i}]` : 'content'));
  return list;
}

function readTolerance(tolerance) {
  const t = readObject(WHERE, 'tolerance', tolerance, ['distance', 'velocity']);
  return {
    distance: readPositive(WHERE, 'tolerance.distance', t.distance, TOLERANCE.distance),
    velocity: readPositive(WHERE, 'tolerance.velocity', t.velocity, TOLERANCE.velocity),
    time: TOLERANCE.time,
  };
}

/** One scrolling axis: its position, bounds, snap points, motion and tracker. */
class Axis {
  constructor(name, bounds) {
    this.name = name;
    this.horizontal = name === 'x';
    this.userMin = bounds.min;
    this.userMax = bounds.max;
    this.min = 0;
    this.max = 0;
    this.nativeMin = 0;
    this.nativeMax = 0;
    this.dimension = 1;        // viewport size along the axis (px): the rubber band's scale
    this.position = 0;         // what is shown (px; past a bound while overscrolled)
    this.velocity = 0;         // px/s
    this.written = 0;          // the native offset as last read back
    this.offset = 0;           // position - written: shown by the translate
    this.points = null;        // snap points, ascending
    this.snapIndex = -1;       // the snap point it rests on, -1 if none
    this.animation = null;     // frame loop handle
    this.target = null;        // where the running animation ends, when it has a target
    this.tracker = new VelocityTracker();
    this.gestureStart = 0;     // position where the drag / wheel gesture began
    this.raw = 0;              // unbanded position during a drag / wheel gesture
  }
}

/**
 * Drives a scroll container: pointer drag with rubber band and fling, wheel
 * and trackpad, keyboard, snapping, reduced motion. Events: 'scroll'
 * ({x, y}), 'snap' ({axis, index, position}), 'settle' ({x, y}).
 */
export class Scroller extends EventTarget {
  #el;
  #axisOption;
  #axes;
  #overscroll;
  #snap;
  #drag;
  #spring;
  #tolerance;
  #contentOption;
  #inputs;
  #loop;
  #watch;
  #policy;
  #listeners = [];
  #subscriptions = new Set();  // listeners added through on(): removed by destroy()
  #styles = [];              // [style, property, original value]
  #content = new Map();      // element -> [its original inline `translate`, whether it had a style attribute]
  #hadStyle = false;
  #translate = null;         // our translate value, null when none
  #addedTabindex = false;
  #resizeObserver = null;
  #mutationObserver = null;
  #pointer = null;           // the drag in progress
  #clickGuard = null;        // timeStamp of a drag's release: swallow its click
  #wheel = null;             // the wheel gesture in progress
  #scrollIdle = null;        // timer after a native (not ours) scroll
  #moving = false;           // something moved since the last 'settle'
  #emitted = null;           // the position of the last 'scroll' event
  #destroyed = false;

  constructor(element, options = {}) {
    super();
    readElement(WHERE, element);
    const o = readObject(WHERE, '', options, OPTIONS);
    const axis = readChoice(WHERE, 'axis', o.axis, ['x', 'y', 'both'], 'y');
    const bounds = readBounds(axis, o.bounds);
    this.#overscroll = readChoice(WHERE, 'overscroll', o.overscroll, ['bounce', 'clamp'], 'bounce');
    this.#snap = readSnap(o.snap);
    const reducedMotion = readChoice(WHERE, 'reducedMotion', o.reducedMotion, ['system', 'reduce', 'no-preference'], 'system');
    this.#drag = readPositive(WHERE, 'drag', o.drag, 0.135, 1);
    const spring = readObject(WHERE, 'spring', o.spring, ['stiffness', 'dampingRatio']);
    this.#spring = {
      stiffness: readPositive(WHERE, 'spring.stiffness', spring.stiffness, 170),
      dampingRatio: readFinite(WHERE, 'spring.dampingRatio', spring.dampingRatio, 1),
    };
    if (!(this.#spring.dampingRatio >= 0)) throwRange(WHERE, 'spring.dampingRatio', this.#spring.dampingRatio, 'must be at least 0');
    this.#tolerance = readTolerance(o.tolerance);
    this.#contentOption = readContent(o.content);
    this.#inputs = {
      pointer: readBoolean(WHERE, 'pointer', o.pointer, true),
      wheel: readBoolean(WHERE, 'wheel', o.wheel, true),
      keyboard: readBoolean(WHERE, 'keyboard', o.keyboard, true),
    };
    this.#loop = frameLoop(o.scheduler === undefined ? getDefaultScheduler() : readScheduler(WHERE, o.scheduler));
    rubberBand(0, 1);  // throws the core's "call `await init()` first" if it is not loaded

    this.#el = element;
    this.#axisOption = axis;
    this.#axes = (axis === 'both' ? ['x', 'y'] : [axis]).map((name) => new Axis(name, bounds[name]));
    this.#watch = watchReducedMotion(reducedMotion, (reduce) => this.#setPolicy(reduce));
    this.#policy = motionPolicy(this.#watch.reduce);

    // Styles the physics needs; each restored by destroy().
    this.#hadStyle = element.hasAttribute('style');
    const touchAction = axis === 'x' ? 'pan-y pinch-zoom' : axis === 'y' ? 'pan-x pinch-zoom' : 'pinch-zoom';
    if (this.#inputs.pointer) this.#setStyle(element.style, 'touchAction', touchAction);
    this.#setStyle(element.style, 'scrollBehavior', 'auto');   // our writes must not animate natively
    this.#setStyle(element.style, 'scrollSnapType', 'none');   // nor be re-snapped by CSS
    if (this.#inputs.keyboard && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      this.#addedTabindex = true;
    }

    for (const a of this.#axes) {
      a.position = a.horizontal ? element.scrollLeft : element.scrollTop;
      a.written = a.position;
    }
    this.refresh();
    this.#emitted = this.#xy();

    const on = (target, type, fn, opts) => {
      target.addEventListener(type, fn, opts);
      this.#listeners.push([target, type, fn, opts]);
    };
    if (this.#inputs.pointer) {
      on(element, 'pointerdown', this.#onPointerDown);
      on(element, 'pointermove', this.#onPointerMove);
      on(element, 'pointerup', this.#onPointerUp);
      on(element, 'pointercancel', this.#onPointerCancel);
      on(element, 'lostpointercapture', this.#onPointerCancel);
      on(element, 'click', this.#onClick, true);
      on(element, 'dragstart', this.#onDragStart);
    }
    if (this.#inputs.wheel) on(element, 'wheel', this.#onWheel, { passive: false });
    if (this.#inputs.keyboard) on(element, 'keydown', this.#onKeyDown);
    on(element, 'scroll', this.#onNativeScroll, { passive: true });

    if (typeof ResizeObserver === 'function') {
      this.#resizeObserver = new ResizeObserver(() => this.#guard(() => this.refresh()));
      this.#observe();
    }
    if (typeof MutationObserver === 'function') {
      this.#mutationObserver = new MutationObserver(() => this.#guard(() => {
        this.#observe();
        this.refresh();
      }));
      this.#mutationObserver.observe(element, { childList: true });
    }
  }

  // ---------------------------------------------------------------- public

  /** The scroll container. */
  get element() { return this.#el; }
  /** 'x' | 'y' | 'both' */
  get axis() { return this.#axisOption; }
  /** Whether reduced motion is in effect now. */
  get reducedMotion() { return this.#policy.reduce; }
  /** Whether a pointer is dragging the content. */
  get dragging() { return this.#pointer !== null; }
  /** Whether an animation is running. */
  get animating() { return this.#axes.some((a) => a.animation !== null); }

  /** The position (px): a number for one axis, {x, y} for 'both'. */
  get position() { return this.#per((a) => a.position); }
  /** The velocity (px/s): a number for one axis, {x, y} for 'both'. */
  get velocity() { return this.#per((a) => a.velocity); }
  /** The scroll range: {min, max}, or {x: {min, max}, y: {min, max}} for 'both'. */
  get bounds() { return this.#per((a) => ({ min: a.min, max: a.max })); }
  /** The snap points (px, ascending; [] without snapping), per axis for 'both'. */
  get snapPoints() { return this.#per((a) => (a.points ? a.points.slice() : [])); }
  /** The index of the snap point it rests on (-1 if none), per axis for 'both'. */
  get snapIndex() { return this.#per((a) => a.snapIndex); }

  /**
   * Adds a listener for 'scroll', 'snap' or 'settle' that receives the
   * event's detail; returns a function that removes it.
   */
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

  /**
   * Scrolls to `position` (a number, or {x?, y?} for 'both'), clamped to the
   * bounds: with a spring from the current position and velocity (default),
   * or at once with { animate: false }. Resolves { completed } when it stops.
   */
  scrollTo(position, options = {}) {
    const o = readObject(`${WHERE}.scrollTo`, '', options, ['animate']);
    const animate = readBoolean(`${WHERE}.scrollTo`, 'animate', o.animate, true);
    const targets = this.#readTargets(position);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#moveTo(targets, animate);
  }

  /** Scrolls to snap point `index` of the main axis (y for 'both'); see scrollTo. */
  snapTo(index, options = {}) {
    const a = this.#mainAxis();
    const o = readObject(`${WHERE}.snapTo`, '', options, ['animate']);
    const animate = readBoolean(`${WHERE}.snapTo`, 'animate', o.animate, true);
    if (!a.points) throw new TypeError(`kinema: ${WHERE}.snapTo: the scroller has no \`snap\` option`);
    readFinite(`${WHERE}.snapTo`, 'index', index);
    if (!Number.isInteger(index) || index < 0 || index >= a.points.length) {
      throwRange(`${WHERE}.snapTo`, 'index', index, `must be an integer from 0 to ${a.points.length - 1}`);
    }
    if (this.#destroyed) return Promise.resolve({ completed: false });
    return this.#moveTo(new Map([[a, a.points[index]]]), animate);
  }

  /**
   * Measures again: the viewport, the scroll range (unless given in
   * `bounds`) and the snap points. Runs by itself when the element or its
   * children resize, or children are added or removed.
   */
  refresh() {
    if (this.#destroyed) return;
    const el = this.#el;
    this.#setContent(this.#contentOption ?? Array.from(el.children));
    this.#applyTranslate(0, 0);  // measure the content's own layout
    const style = getComputedStyle(el);
    const rtl = style.direction === 'rtl';
    for (const a of this.#axes) {
      const overflow = a.horizontal ? style.overflowX : style.overflowY;
      const native = overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'overlay';
      const client = a.horizontal ? el.clientWidth : el.clientHeight;
      const extent = native ? Math.max(0, (a.horizontal ? el.scrollWidth : el.scrollHeight) - client) : 0;
      a.dimension = client > 0 ? client : 1;
      [a.nativeMin, a.nativeMax] = a.horizontal && rtl ? [-extent, 0] : [0, extent];
      a.min = a.userMin ?? (a.userMax !== undefined ? Math.min(a.nativeMin, a.userMax) : a.nativeMin);
      a.max = a.userMax ?? Math.max(a.nativeMax, a.min);
      a.points = this.#measureSnap(a, rtl);
    }
    // At rest: keep the snap point it rested on (a resized carousel stays on
    // its page), else stay within the new bounds.
    const idle = !this.#pointer && !this.#wheel;
    let moved = false;
    for (const a of this.#axes) {
      if (!idle || a.animation) continue;
      const was = a.position;
      if (a.points && a.snapIndex >= 0 && a.snapIndex < a.points.length) a.position = a.points[a.snapIndex];
      else if (a.points) a.snapIndex = a.points.indexOf(a.position);
      else a.position = clamp(a.position, a.min, a.max);
      moved ||= a.position !== was;
    }
    this.#render();
    if (moved) this.#emitScroll();
  }

  /** Stops everything, removes every listener and style it added, leaves the content where it is (within bounds). */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const a of this.#axes) {
      const handle = a.animation;
      a.animation = null;
      handle?.stop();
      a.position = clamp(a.position, a.min, a.max);
    }
    this.#cancelPointer();
    if (this.#wheel) clearTimeout(this.#wheel.timer);
    this.#wheel = null;
    clearTimeout(this.#scrollIdle);
    for (const [target, type, fn, opts] of this.#listeners) target.removeEventListener(type, fn, opts);
    this.#listeners = [];
    for (const [type, wrapped] of this.#subscriptions) this.removeEventListener(type, wrapped);
    this.#subscriptions.clear();
    this.#resizeObserver?.disconnect();
    this.#mutationObserver?.disconnect();
    this.#watch.dispose();
    this.#render();
    this.#setContent([]);
    for (const [style, property, value] of this.#styles.reverse()) style[property] = value;
    this.#styles = [];
    Scroller.#tidy(this.#el, this.#hadStyle);
    if (this.#addedTabindex) this.#el.removeAttribute('tabindex');
  }

  // ---------------------------------------------------------------- motion

  #per(get) {
    if (this.#axes.length === 1) return get(this.#axes[0]);
    return { x: get(this.#axes[0]), y: get(this.#axes[1]) };
  }

  #axisNamed(name) {
    return this.#axes.find((a) => a.name === name) ?? null;
  }

  #mainAxis() {
    return this.#axisNamed('y') ?? this.#axes[0];
  }

  #readTargets(position) {
    const where = `${WHERE}.scrollTo`;
    const targets = new Map();
    if (this.#axes.length === 1) {
      targets.set(this.#axes[0], readFinite(where, 'position', position));
    } else {
      const p = readObject(where, 'position', position, ['x', 'y']);
      for (const a of this.#axes) {
        if (p[a.name] !== undefined) targets.set(a, readFinite(where, `position.${a.name}`, p[a.name]));
      }
    }
    return targets;
  }

  get #rubber() {
    return this.#policy.overscroll(this.#overscroll) === 'bounce';
  }

  /** The shown position for an unbanded one: itself inside the bounds, rubber-banded (or clamped) past them. */
  #band(a, raw) {
    if (!this.#rubber) return clamp(raw, a.min, a.max);
    if (raw > a.max) return a.max + rubberBand(raw - a.max, a.dimension);
    if (raw < a.min) return a.min + rubberBand(raw - a.min, a.dimension);
    return raw;
  }

  /** The inverse of #band: where the finger would be for what is shown (no jump when grabbing mid-bounce). */
  #unband(a, shown) {
    if (!this.#rubber) return shown;
    const limit = a.dimension * BAND_LIMIT;
    if (shown > a.max) return a.max + rubberBandInverse(Math.min(shown - a.max, limit), a.dimension);
    if (shown < a.min) return a.min + rubberBandInverse(Math.max(shown - a.min, -limit), a.dimension);
    return shown;
  }

  /** Stops every animation and gesture, keeping the exact state at `now` (ms). */
  #takeOver(now) {
    for (const a of this.#axes) {
      const handle = a.animation;
      if (!handle) continue;
      a.animation = null;
      a.target = null;
      try {
        const state = handle.sample(now);
        a.position = state.x;
        a.velocity = state.dx;
      } catch (error) {
        report(error);
      }
      handle.stop();
    }
    if (this.#wheel) {
      clearTimeout(this.#wheel.timer);
      this.#wheel = null;
    }
    clearTimeout(this.#scrollIdle);
    this.#scrollIdle = null;
  }

  /** Runs `motion` on axis `a` from `startTime` (ms; default now). */
  #run(a, motion, { target = null, snapIndex = -1, startTime } = {}) {
    const old = a.animation;
    a.animation = null;
    old?.stop();
    this.#moving = true;
    a.snapIndex = -1;
    const clampShown = !this.#rubber;
    const handle = this.#loop.animate(motion, (x, dx, t) => {
      if (this.#destroyed) return;
      if (motion.done(t)) {  // at rest: exactly where the motion rests
        x = target ?? this.#restOf(a, motion, x);
        dx = 0;
      }
      a.position = clampShown ? clamp(x, a.min, a.max) : x;
      a.velocity = dx;
      this.#render();
      this.#emitScroll();
    }, startTime === undefined ? {} : { startTime });
    a.animation = handle;
    a.target = target;
    return handle.finished.then((result) => {
      if (this.#destroyed || a.animation !== handle) return { completed: false };
      a.animation = null;
      a.target = null;
      if (result.completed) this.#rest(a, snapIndex);
      this.#maybeSettle();
      return { completed: result.completed };
    });
  }

  #restOf(a, motion, last) {
    let x = last;
    try {
      x = motion.x(Infinity);
    } catch {
      // keep the last sample
    }
    if (!Number.isFinite(x)) x = last;
    return clamp(x, a.min, a.max);
  }

  /** Axis `a` has come to rest: on the native pixel grid, and on its snap point. */
  #rest(a, snapIndex) {
    a.velocity = 0;
    if (a.position >= a.nativeMin && a.position <= a.nativeMax && Math.abs(a.position - a.written) < 1) {
      a.position = a.written;  // what the native offset keeps: no sub-pixel translate left at rest
      this.#render();
    }
    let index = -1;
    if (a.points) {
      if (snapIndex >= 0 && Math.abs(a.points[snapIndex] - a.position) < 1) index = snapIndex;
      else index = a.points.findIndex((p) => Math.abs(p - a.position) < 0.5);
    }
    a.snapIndex = index;
    if (index >= 0) this.#emit('snap', { axis: a.name, index, position: a.position });
  }

  #maybeSettle() {
    if (this.#destroyed || this.#pointer || this.#wheel || this.#scrollIdle !== null) return;
    if (this.#axes.some((a) => a.animation)) return;
    if (!this.#moving) return;
    this.#moving = false;
    this.#emit('settle', this.#xy());
  }

  /** The motion after a release at the current position with `velocity`. */
  #release(a, velocity, { mode, start = a.gestureStart, motionVelocity = velocity } = {}) {
    if (a.points) {
      const index = chooseSnap({
        points: a.points, position: a.position, velocity, drag: this.#drag,
        mode: mode ?? this.#snap.mode, start,
      });
      return this.#snapTo(a, index, motionVelocity);
    }
    let v = motionVelocity;
    const overscroll = this.#policy.overscroll(this.#overscroll);
    if (this.#policy.reduce && (a.position > a.max && v > 0 || a.position < a.min && v < 0)) v = 0;
    const motion = scrollMotion({
      position: a.position, velocity: v, min: a.min, max: a.max, overscroll, drag: this.#drag,
      stiffness: this.#policy.stiffness(BOUNCE_STIFFNESS), dampingRatio: 1, tolerance: this.#tolerance,
    });
    return this.#run(a, motion);
  }

  /** Lands on snap point `index` from the current position with `velocity`. */
  #snapTo(a, index, velocity, startTime) {
    const target = a.points[index];
    const stiffness = this.#policy.stiffness(SNAP_STIFFNESS);
    const make = (v) => snapMotion({ position: a.position, velocity: v, target, stiffness, tolerance: this.#tolerance });
    let v = velocity;
    if (this.#policy.reduce && v * (target - a.position) <= 0) v = 0;  // nothing away from the target
    let motion = make(v);
    if (this.#policy.reduce && motion instanceof Spring) {
      const capped = this.#policy.startVelocity(v, a.position, target, stiffness, 1);
      if (capped !== v) motion = make(capped);
    }
    return this.#run(a, motion, { target, snapIndex: index, startTime });
  }

  /** A spring from the exact current state to `target`. */
  #springTo(a, target, snapIndex, now) {
    let state = { x: a.position, dx: 0 };
    if (a.animation) {
      try {
        state = a.animation.sample(now);
      } catch (error) {
        report(error);
      }
    }
    const old = a.animation;
    a.animation = null;
    old?.stop();
    a.position = state.x;
    const stiffness = this.#policy.stiffness(this.#spring.stiffness);
    const dampingRatio = this.#policy.dampingRatio(this.#spring.dampingRatio);
    const velocity = this.#policy.startVelocity(state.dx, state.x, target, stiffness, dampingRatio);
    const motion = Spring.withDampingRatio({
      from: state.x, to: target, velocity, stiffness, dampingRatio, tolerance: this.#tolerance,
    });
    return this.#run(a, motion, { target, snapIndex, startTime: now });
  }

  #moveTo(targets, animate) {
    const now = this.#loop.now();
    this.#cancelPointer();  // the program takes over from the finger
    if (!animate) this.#takeOver(now);
    const runs = [];
    for (const [a, position] of targets) {
      const target = clamp(position, a.min, a.max);
      const snapIndex = a.points ? a.points.indexOf(target) : -1;
      if (animate) {
        runs.push(this.#springTo(a, target, snapIndex, now));
      } else {
        a.position = target;
        a.velocity = 0;
        this.#moving = true;
        this.#render();
        this.#emitScroll();
        this.#rest(a, snapIndex);
      }
    }
    if (!animate) {
      this.#maybeSettle();
      return Promise.resolve({ completed: true });
    }
    return Promise.all(runs).then((results) => ({ completed: results.every((r) => r.completed) }));
  }

  #setPolicy(reduce) {
    if (this.#destroyed) return;
    this.#policy = motionPolicy(reduce);
    // Now clamped and at rest past a bound: go back.
    if (!this.#pointer && !this.#wheel) {
      for (const a of this.#axes) {
        if (!a.animation && (a.position < a.min || a.position > a.max)) this.#guard(() => this.#release(a, 0));
      }
    }
  }

  // --------------------------------------------------------------- pointer

  #onPointerDown = (event) => this.#guard(() => {
    if (this.#pointer || !event.isPrimary) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (isEditable(event.target) || this.#onScrollbar(event)) return;
    const wasMoving = this.#moving;
    this.#takeOver(this.#loop.now());
    // The pointer is captured once it has moved past the click slop (see
    // #follow): captured from the start, a click's target would be the
    // scroller instead of the link or button under the pointer.
    this.#pointer = {
      id: event.pointerId, x: event.clientX, y: event.clientY, x0: event.clientX, y0: event.clientY, moved: 0, wasMoving,
      captured: false,
      userSelect: this.#el.style.userSelect,
    };
    this.#el.style.userSelect = 'none';  // no text selection while dragging
    this.#clickGuard = null;
    this.#moving = true;
    const t = event.timeStamp / 1000;
    for (const a of this.#axes) {
      a.raw = this.#unband(a, a.position);
      a.gestureStart = a.position;
      a.tracker.reset();
      a.tracker.add(t, a.position);
    }
    this.#render();
    this.#emitScroll();
  });

  /** Whether the pointer is on a native scroll bar (outside the client area): the browser's. */
  #onScrollbar(event) {
    const el = this.#el;
    const box = el.getBoundingClientRect();
    const x = event.clientX - box.left - el.clientLeft;
    const y = event.clientY - box.top - el.clientTop;
    return x < 0 || y < 0 || x > el.clientWidth || y > el.clientHeight;
  }

  #follow(events) {
    const p = this.#pointer;
    const rubber = this.#rubber;
    for (const e of events) {
      p.moved = Math.max(p.moved, Math.hypot(e.clientX - p.x0, e.clientY - p.y0));
      if (!p.captured && p.moved > CLICK_SLOP) this.#capture(p);
      const t = e.timeStamp / 1000;
      for (const a of this.#axes) {
        // Content follows the finger: moving it left scrolls right. Without
        // the rubber band the finger's way past a bound is dropped, so that
        // turning back moves the content at once.
        const client = a.horizontal ? e.clientX : e.clientY;
        a.raw -= client - (a.horizontal ? p.x : p.y);
        if (!rubber) a.raw = clamp(a.raw, a.min, a.max);
        a.position = this.#band(a, a.raw);
        a.tracker.add(t, a.position);
      }
      p.x = e.clientX;
      p.y = e.clientY;
    }
    this.#render();
    this.#emitScroll();
  }

  #capture(p) {
    p.captured = true;
    try {
      this.#el.setPointerCapture(p.id);
    } catch {
      // not an active pointer (a synthetic event): follow it without capture
    }
  }

  #onPointerMove = (event) => this.#guard(() => {
    if (!this.#pointer || event.pointerId !== this.#pointer.id) return;
    let events = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : null;
    if (!events || events.length === 0) events = [event];
    this.#follow(events);
  });

  #onPointerUp = (event) => this.#guard(() => {
    if (!this.#pointer || event.pointerId !== this.#pointer.id) return;
    this.#follow([event]);
    this.#endDrag(event, false);
  });

  #onPointerCancel = (event) => this.#guard(() => {
    if (!this.#pointer || event.pointerId !== this.#pointer.id) return;
    // Only the loss of our own capture ends the drag (a child's implicit touch
    // capture is lost, and bubbles here, when we take the pointer over).
    if (event.type === 'lostpointercapture' && (event.target !== this.#el || !this.#pointer.captured)) return;
    this.#endDrag(event, true);
  });

  #endDrag(event, cancelled) {
    const p = this.#pointer;
    this.#cancelPointer();
    if (p.moved > CLICK_SLOP && !cancelled) this.#clickGuard = event.timeStamp;
    if (p.moved === 0 && !p.wasMoving) {  // a click on content at rest: nothing moved, nothing to report
      this.#moving = false;
      return;
    }
    const t = event.timeStamp / 1000;
    for (const a of this.#axes) {
      const velocity = cancelled ? 0 : a.tracker.velocity(t);
      this.#release(a, velocity);
    }
    this.#maybeSettle();
  }

  /** Forgets the drag in progress, without a release motion. */
  #cancelPointer() {
    const p = this.#pointer;
    if (!p) return;
    this.#pointer = null;
    this.#el.style.userSelect = p.userSelect;
    try {
      if (this.#el.hasPointerCapture?.(p.id)) this.#el.releasePointerCapture(p.id);
    } catch {
      // already released
    }
  }

  #onClick = (event) => {
    if (this.#clickGuard === null) return;
    const fresh = event.timeStamp - this.#clickGuard < 500;
    this.#clickGuard = null;
    if (fresh) {  // the end of a drag, not a click
      event.preventDefault();
      event.stopPropagation();
    }
  };

  #onDragStart = (event) => {
    if (this.#pointer) event.preventDefault();  // no native drag and drop of links and images
  };

  // ----------------------------------------------------------------- wheel

  #onWheel = (event) => this.#guard(() => {
    if (event.defaultPrevented || event.ctrlKey || this.#pointer) return;  // ctrl: pinch zoom
    let { deltaX, deltaY } = event;
    const hasX = this.#axisNamed('x') !== null;
    const hasY = this.#axisNamed('y') !== null;
    if (event.shiftKey && deltaX === 0 && hasX && !hasY) [deltaX, deltaY] = [deltaY, 0];
    if (!hasY && Math.abs(deltaY) > Math.abs(deltaX)) return;  // across a horizontal scroller: the page's
    if (!hasX && Math.abs(deltaX) > Math.abs(deltaY)) return;
    const deltas = new Map();
    for (const a of this.#axes) {
      const d = a.horizontal ? deltaX : deltaY;
      const scale = event.deltaMode === 1 ? WHEEL_LINE : event.deltaMode === 2 ? a.dimension : 1;
      if (d !== 0 && Number.isFinite(d)) deltas.set(a, d * scale);
    }
    if (deltas.size === 0) return;
    if (!this.#wheel) {
      // A new gesture that cannot move anything is the page's (scroll chaining).
      const animating = this.#axes.some((a) => a.animation);
      const movable = [...deltas].some(([a, d]) => (d > 0 ? a.position < a.max : a.position > a.min));
      if (!animating && !movable) return;
      this.#takeOver(this.#loop.now());
      this.#wheel = { timer: null, last: 0, events: 0 };
      this.#moving = true;
      for (const a of this.#axes) {
        a.raw = this.#unband(a, a.position);
        a.gestureStart = a.position;
        a.tracker.reset();
      }
    }
    event.preventDefault();
    const w = this.#wheel;
    const t = event.timeStamp / 1000;
    w.events++;
    w.last = t;
    for (const [a, d] of deltas) {
      let lo = -Infinity, hi = Infinity;
      if (a.points && this.#snap.mode === 'page') {  // one page per wheel gesture
        const home = chooseSnap({ points: a.points, position: a.gestureStart, velocity: 0 });
        lo = a.points[Math.max(0, home - 1)];
        hi = a.points[Math.min(a.points.length - 1, home + 1)];
      }
      if (!this.#rubber) [lo, hi] = [Math.max(lo, a.min), Math.min(hi, a.max)];
      a.raw = clamp(a.raw + d, lo, hi);
      a.position = this.#band(a, a.raw);
      a.tracker.add(t, a.position);
    }
    this.#render();
    this.#emitScroll();
    clearTimeout(w.timer);
    w.timer = setTimeout(this.#onWheelEnd, WHEEL_IDLE);
  });

  #onWheelEnd = () => this.#guard(() => {
    const w = this.#wheel;
    if (!w || this.#destroyed) return;
    this.#wheel = null;
    for (const a of this.#axes) {
      const velocity = a.tracker.velocity(w.last);  // the gesture's, as its last event saw it
      if (a.points) {
        const moved = a.position - a.gestureStart;
        if (velocity === 0 && w.events === 1 && Math.abs(moved) > 0.5) {
          // One discrete notch: to the neighbouring point in its direction.
          this.#release(a, Math.sign(moved) * 1e6, { mode: 'page', motionVelocity: 0 });
        } else {
          this.#release(a, velocity, { motionVelocity: 0 });  // it is at rest now
        }
      } else if (a.position < a.min || a.position > a.max) {
        this.#release(a, 0);
      }
    }
    this.#maybeSettle();
  });

  // -------------------------------------------------------------- keyboard

  #onKeyDown = (event) => this.#guard(() => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || this.#pointer) return;
    if (isEditable(event.target)) return;
    const main = this.#axisOption === 'x' ? 'x' : 'y';
    let name, direction, step;
    switch (event.key) {
      case 'ArrowRight': name = 'x'; direction = 1; step = 'line'; break;
      case 'ArrowLeft': name = 'x'; direction = -1; step = 'line'; break;
      case 'ArrowDown': name = 'y'; direction = 1; step = 'line'; break;
      case 'ArrowUp': name = 'y'; direction = -1; step = 'line'; break;
      case 'PageDown': name = main; direction = 1; step = 'page'; break;
      case 'PageUp': name = main; direction = -1; step = 'page'; break;
      case 'Home': name = main; direction = -1; step = 'end'; break;
      case 'End': name = main; direction = 1; step = 'end'; break;
      case ' ': case 'Spacebar':
        if (event.target !== this.#el) return;  // a focused button inside handles its own Space
        name = main; direction = event.shiftKey ? -1 : 1; step = 'page'; break;
      default: return;
    }
    if (event.shiftKey && step !== 'page') return;  // shift+arrows select text
    const a = this.#axisNamed(name);
    if (!a) return;
    if (this.#wheel) this.#takeOver(this.#loop.now());
    // Repeated keys add up: from where the running key animation is going.
    const base = a.animation && a.target !== null ? a.target : a.position;
    let target, snapIndex = -1;
    if (a.points) {
      const n = a.points.length;
      if (step === 'end') snapIndex = direction < 0 ? 0 : n - 1;
      else if (direction > 0) snapIndex = a.points.findIndex((p) => p > base + 0.5);
      else snapIndex = a.points.findLastIndex((p) => p < base - 0.5);
      if (snapIndex < 0) return;  // no point further that way: the page's key
      target = a.points[snapIndex];
    } else {
      const distance = step === 'line' ? ARROW_STEP : step === 'page' ? PAGE_FRACTION * a.dimension : Infinity;
      target = clamp(base + direction * distance, a.min, a.max);
      if (target === base) return;  // at the end already: the page's key
    }
    event.preventDefault();
    this.#springTo(a, target, snapIndex, this.#loop.now());
  });

  // --------------------------------------------------- native scroll events

  #onNativeScroll = () => this.#guard(() => {
    if (this.#destroyed) return;
    const el = this.#el;
    let external = false;
    for (const a of this.#axes) {
      const s = a.horizontal ? el.scrollLeft : el.scrollTop;
      if (Math.abs(s - a.written) >= 1) external = true;
    }
    if (!external) return;  // our own write, dispatched a frame later
    if (this.#pointer) {    // the finger owns the position
      this.#render();
      return;
    }
    // Scrolled by the browser (find in page, an anchor, focus, the scroll
    // bar, assistive technology): adopt its position.
    this.#takeOver(this.#loop.now());
    for (const a of this.#axes) {
      a.position = a.horizontal ? el.scrollLeft : el.scrollTop;
      a.velocity = 0;
      a.snapIndex = -1;
    }
    this.#moving = true;
    this.#render();
    this.#emitScroll();
    this.#scrollIdle = setTimeout(this.#onNativeScrollEnd, SCROLL_IDLE);
  });

  #onNativeScrollEnd = () => this.#guard(() => {
    this.#scrollIdle = null;
    if (this.#destroyed || this.#pointer || this.#wheel) return;
    for (const a of this.#axes) {
      if (a.animation) continue;
      if (a.points) this.#release(a, 0, { mode: 'nearest' });
      else if (a.position < a.min || a.position > a.max) this.#release(a, 0);
      else this.#rest(a, -1);
    }
    this.#maybeSettle();
  });

  // --------------------------------------------------------------- the DOM

  /** Writes every axis: the native offset as far as it goes, the rest as a translate. */
  #render() {
    const el = this.#el;
    const axes = this.#axes;
    for (const a of axes) a.offset = a.position - clamp(a.position, a.nativeMin, a.nativeMax);
    this.#applyOffsets();
    for (const a of axes) {
      const native = clamp(a.position, a.nativeMin, a.nativeMax);
      if (a.horizontal) el.scrollLeft = native;
      else el.scrollTop = native;
    }
    // What the browser kept (whole or device pixels; less if the content
    // shrank): the translate shows the difference exactly.
    for (const a of axes) {
      a.written = a.horizontal ? el.scrollLeft : el.scrollTop;
      a.offset = a.position - a.written;
    }
    this.#applyOffsets();
  }

  #applyOffsets() {
    let x = 0, y = 0;
    for (const a of this.#axes) {
      if (a.horizontal) x = -a.offset;
      else y = -a.offset;
    }
    this.#applyTranslate(x, y);
  }

  #applyTranslate(x, y) {
    const value = x === 0 && y === 0 ? null : `${x}px ${y}px`;
    if (value === this.#translate) return;
    this.#translate = value;
    for (const [node, [original]] of this.#content) node.style.translate = value ?? original;
  }

  #setContent(nodes) {
    const next = new Set(nodes);
    for (const [node, [original, hadStyle]] of this.#content) {
      if (!next.has(node)) {
        node.style.translate = original;
        Scroller.#tidy(node, hadStyle);
        this.#content.delete(node);
      }
    }
    for (const node of next) {
      if (!this.#content.has(node)) {
        this.#content.set(node, [node.style.translate, node.hasAttribute('style')]);
        if (this.#translate !== null) node.style.translate = this.#translate;
      }
    }
  }

  #observe() {
    const ro = this.#resizeObserver;
    if (!ro) return;
    ro.disconnect();
    ro.observe(this.#el);
    for (const child of this.#el.children) ro.observe(child);
  }

  #measureSnap(a, rtl) {
    const snap = this.#snap;
    if (!snap) return null;
    if (snap.kind === 'points') return snap.points;
    const points = [];
    if (snap.kind === 'interval') {
      const count = Math.min(Math.floor((a.max - a.min) / snap.interval), 100_000);
      for (let i = 0; i <= count; i++) points.push(a.min + i * snap.interval);
    } else {
      const el = this.#el;
      const box = el.getBoundingClientRect();
      const viewStart = (a.horizontal ? box.left + el.clientLeft : box.top + el.clientTop);
      const viewSize = a.horizontal ? el.clientWidth : el.clientHeight;
      const scrolled = a.horizontal ? el.scrollLeft : el.scrollTop;
      const align = a.horizontal && rtl ? { start: 'end', end: 'start', center: 'center' }[snap.align] : snap.align;
      for (const child of el.children) {
        if (child.getClientRects().length === 0) continue;  // not rendered
        const r = child.getBoundingClientRect();
        const lo = a.horizontal ? r.left : r.top;
        const hi = a.horizontal ? r.right : r.bottom;
        let p;
        if (align === 'start') p = lo - viewStart;
        else if (align === 'end') p = hi - (viewStart + viewSize);
        else p = (lo + hi) / 2 - (viewStart + viewSize / 2);
        points.push(clamp(p + scrolled, a.min, a.max));
      }
    }
    if (snap.kind === 'interval' && points.at(-1) < a.max - 0.5) points.push(a.max);  // the end is a stop
    if (points.length === 0) points.push(clamp(0, a.min, a.max));  // no rendered child
    points.sort((p, q) => p - q);
    return points.filter((p, i) => i === 0 || p - points[i - 1] >= 0.5);
  }

  // ----------------------------------------------------------------- events

  #xy() {
    const x = this.#axisNamed('x');
    const y = this.#axisNamed('y');
    return { x: x ? x.position : 0, y: y ? y.position : 0 };
  }

  #emit(type, detail) {
    if (this.#destroyed) return;
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  /** 'scroll', when the position changed since the last one. */
  #emitScroll() {
    const xy = this.#xy();
    const last = this.#emitted;
    if (last && Object.is(last.x, xy.x) && Object.is(last.y, xy.y)) return;
    this.#emitted = xy;
    this.#emit('scroll', xy);
  }

  #setStyle(style, property, value) {
    this.#styles.push([style, property, style[property]]);
    style[property] = value;
  }

  /** Removes a style attribute that is empty now and was absent before. */
  static #tidy(node, hadStyle) {
    if (!hadStyle && node.getAttribute('style') === '') node.removeAttribute('style');
  }

  /** Runs an input handler: nothing it throws escapes into the page's event loop. */
  #guard(fn) {
    try {
      fn();
    } catch (error) {
      report(error);
    }
  }
}
