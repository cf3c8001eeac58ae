// ScrollPosition: one axis of a scroller (Flutter's ScrollPosition). It
// holds the position (px), the metrics (range, native range, viewport size,
// snap points) and exactly one current activity (activity.js). Every input
// and every program call is a transition between activities; the delegate
// hears the changes and turns them into events:
//   changed(position)                   the pixels changed
//   activityChanged(position, from, to) a transition
//   snapped(position, index)            it came to rest on snap point `index`
// It never touches the DOM: the physics decides, the frame loop (or a fake
// scheduler in tests) runs the motions, the view shows the pixels.
// What a change does to it (new metrics, a new physics, a loop's shift, a
// re-aim) its activity decides, asking for the operations below by name
// (shared/activity.js); nothing here branches on what the activity is.
import { report } from '../frame-loop.js';
import { BallisticActivity, DragGesture, DrivenActivity, GestureActivity, IDLE, MotionActivity, NativeActivity, WheelGesture } from '../shared/activity.js';
import { carryIndex, clamp, indexAt } from './metrics.js';


export class ScrollPosition {
  #delegate;
  #loop;
  #activity = IDLE;
  #restIndex = -1;
  #disposed = false;   // destroy(): it never moves again (a listener may destroy mid-call)

  constructor(name, { loop, physics, delegate, pixels = 0 }) {
    this.name = name;
    this.horizontal = name === 'x';
    this.#loop = loop;
    this.#delegate = delegate;
    this.physics = physics;
    this.pixels = pixels;
    this.range = null;                   // where it rests ({min, max}; null until measured)
    this.native = { min: 0, max: 0 };    // what the native scroll offset can show
    this.dimension = 1;                  // viewport size along the axis: the rubber band's scale
    this.reversed = false;               // the axis runs from the right / bottom
    this.snap = null;                    // SnapList | SnapInterval | null
    this.mode = 'nearest';               // snap mode
  }

  get activity() { return this.#activity; }
  get scrolling() { return this.#activity.scrolling; }
  /** The live velocity (px/s). */
  get velocity() { return this.#activity.velocity(this.#loop.now()); }
  /**
   * The live snap index: the target while a motion goes to a snap point,
   * the point it is on (within 0.5 px) during a gesture, the one it rests
   * on when idle; -1 if none.
   */
  get snapIndex() {
    const a = this.#activity;
    if (!this.snap) return -1;
    if (!a.scrolling) return this.#restIndex;
    if (a.snapIndex >= 0) return a.snapIndex;
    return indexAt(this.snap, this.pixels);
  }

  // ------------------------------------------------------------ transitions

  #begin(activity) {
    const from = this.#activity;
    if (from === activity) return;
    this.#activity = activity;
    try {
      from.dispose();
    } catch (error) {
      report(error);
    }
    this.#delegate.activityChanged?.(this, from, activity);
  }

  #set(pixels) {
    if (this.#disposed || Object.is(pixels, this.pixels)) return;
    this.pixels = pixels;
    this.#delegate.changed?.(this);
  }

  /**
   * Stops what runs, keeping the exact state at `now` (ms), and returns the
   * velocity then. `shown`: stay where the last frame showed it (a finger
   * grabs what it sees: no jump), else move to the exact state at `now`
   * (a new motion continues the old one without a seam).
   */
  hold(now = this.#loop.now(), shown = false) {
    const s = this.#activity.stateAt(now);
    if (!shown && s.x !== null) this.#set(s.x);
    return s.dx;
  }

  /** Comes to rest where it is: on the snap point `snapIndex` if given and near, else on any within 0.5 px. */
  goIdle(snapIndex = -1, report = false) {
    let index = -1;
    if (this.snap) {
      if (snapIndex >= 0 && snapIndex < this.snap.count && Math.abs(this.snap.at(snapIndex) - this.pixels) < 1) index = snapIndex;
      else index = indexAt(this.snap, this.pixels);
    }
    this.#restIndex = index;
    const was = this.#activity;
    this.#begin(IDLE);
    if (index >= 0 && (was !== IDLE || report)) this.#delegate.snapped?.(this, index);
  }

  // ---------------------------------------------------------------- gestures

  /** A gesture of `input` ('drag' | 'wheel') begins (catches a running motion where it is). */
  beginGesture(input, now = this.#loop.now()) {
    if (this.#disposed) return;
    this.hold(now, true);
    const raw = this.physics.unband(this.pixels, this.range, this.dimension);
    const Gesture = input === 'wheel' ? WheelGesture : DragGesture;
    this.#begin(new Gesture({ raw, start: this.pixels }));
    this.#restIndex = -1;
  }

  /** The gesture moves the content by `delta` px (element's own) at `t` (s). */
  gestureBy(delta, t, limits = null) {
    const a = this.#activity;
    if (!(a instanceof GestureActivity)) return;
    let raw = this.physics.drift(a.raw, delta, this.range);
    if (limits) raw = clamp(raw, limits.min, limits.max);
    a.raw = raw;
    a.events++;
    this.#set(this.physics.band(raw, this.range, this.dimension));
    a.add(t, this.pixels, this.#loop.now());
  }

  /** The current gesture (or null). */
  get gesture() { return this.#activity instanceof GestureActivity ? this.#activity : null; }

  /**
   * Ends a gesture: hands the release velocity to goBallistic (`velocity`
   * given, or the tracker's at `t` seconds).
   */
  endGesture({ t, velocity, mode, motionVelocity } = {}) {
    const a = this.gesture;
    if (!a) return;
    const v = velocity ?? (t === undefined ? 0 : a.tracker.velocity(t));
    this.goBallistic(v, { start: a.start, mode, motionVelocity });
  }

  // ----------------------------------------------------------------- motions

  /**
   * The physics decides what runs after a release at the current position
   * with `velocity` (px/s): a fling, a snap landing or a bounce back; idle if
   * nothing. `motionVelocity` is the velocity the motion starts with when
   * it differs from the one that chooses the snap point (a wheel gesture
   * chooses by its velocity and starts from rest).
   */
  goBallistic(velocity, { start = this.pixels, mode = this.mode, motionVelocity = velocity, startTime } = {}) {
    const plan = this.physics.release({
      position: this.pixels, velocity, motionVelocity, range: this.range, snap: this.snap, start, mode, dimension: this.dimension,
    });
    if (!plan) {
      this.goIdle();
      return Promise.resolve({ completed: true });
    }
    return this.#run(BallisticActivity, plan, startTime);
  }

  /**
   * The Scroller's retarget() (issue 22, item 6): the running motion
   * (ballistic or driven) lands on `target` instead, from its exact state at `now` (ms), keeping
   * its velocity: the physics's landing (exact on the target). Returns its
   * `finished`, or null when no motion runs.
   */
  landOn(target, now = this.#loop.now()) {
    const a = this.#activity;
    if (!(a instanceof MotionActivity)) return null;
    const velocity = this.hold(now);
    const motion = this.physics.landing({ position: this.pixels, velocity, target, dimension: this.dimension, range: this.range });
    const snapIndex = this.snap ? indexAt(this.snap, target) : -1;
    return this.#run(a.constructor, { motion, target, snapIndex }, now);   // the same sort of motion (ballistic, driven)
  }

  /** Runs a plan ({ motion, target, snapIndex }) as the ballistic activity from `startTime` (ms): the chain's hand-off (nest.js). */
  runPlan(plan, startTime) {
    return this.#run(BallisticActivity, plan, startTime);
  }

  /** A spring from the exact current state (at `now`, ms) to `target`: scrollTo, snapTo, keys. */
  animateTo(target, { snapIndex = -1, now = this.#loop.now() } = {}) {
    const velocity = this.hold(now);
    const motion = this.physics.springTo({ position: this.pixels, velocity, target });
    return this.#run(DrivenActivity, { motion, target, snapIndex }, now);
  }

  /**
   * Runs `motion`, one with no rest that goes on from any state
   * (`motion.continueFrom(position, velocity, range)`: AutoScroll's cruise,
   * scroll/cruise.js), as the driven activity from the exact state at `now`
   * (ms): `build(position, velocity, range)` makes it from that state. A
   * shift of the coordinates (a loop) or new metrics continue it from the
   * exact state then. Returns its `finished`.
   */
  cruise(build, now = this.#loop.now()) {
    const velocity = this.hold(now);
    return this.#cruise({ continueFrom: build }, this.pixels, velocity, now);
  }

  /** Runs `motion.continueFrom(x, velocity, range)` (a cruise: no target, no rest) from `now` (ms). */
  #cruise(motion, x, velocity, now) {
    return this.#run(DrivenActivity, { motion: motion.continueFrom(x, velocity, this.range), target: null, snapIndex: -1 }, now);
  }

  /** Puts it at `target` at once and at rest (reports the snap point it lands on). */
  jumpTo(target, snapIndex = -1) {
    this.#begin(IDLE);
    this.#set(target);
    this.goIdle(snapIndex, true);
  }

  /** At rest, takes the offset the view wrote (px; the browser rounds it) as its own, without an event. */
  adoptWritten(pixels) { this.pixels = pixels; }

  /** A held range (pull to refresh), not a new measure: a gesture keeps what the finger holds. Returns the old one. */
  holdRange(range) {
    const old = this.range;
    this.range = range;
    if (this.gesture) this.gesture.raw = this.physics.unband(this.pixels, range, this.dimension);
    return old;
  }

  /** Runs `plan` as a new `Motion` (BallisticActivity | DrivenActivity) from `startTime` (ms). */
  #run(Motion, plan, startTime) {
    if (this.#disposed) return Promise.resolve({ completed: false });
    const { motion, target } = plan;
    let activity = null;
    const clampShown = !this.physics.rubber;
    const onFrame = (x, dx, t) => {
      if (this.#activity !== activity) return;
      if (motion.done(t)) x = target ?? this.#restOf(motion, x);   // exactly where it rests
      else if (clampShown) x = clamp(x, this.range.min, this.range.max);
      this.#set(x);
    };
    const onDone = (completed) => {
      if (this.#activity !== activity) return;
      activity.end(completed);
      this.goIdle(completed ? plan.snapIndex : -1);
    };
    activity = new Motion(plan, { loop: this.#loop, startTime, onFrame, onDone });
    this.#begin(activity);
    return activity.finished;
  }

  #restOf(motion, last) {
    let x = last;
    try {
      x = motion.x(Infinity);
    } catch {
      // keep the last sample
    }
    if (!Number.isFinite(x)) x = last;
    return clamp(x, this.range.min, this.range.max);
  }

  // ------------------------------------------------------------------ native

  /**
   * The browser (or the page's code) moved the native offset to `pixels`:
   * whatever ran stops at once, without moving first (a motion's next
   * sample would be written over the browser's offset), and the position
   * follows the native offset.
   */
  goNative(pixels) {
    if (this.#disposed) return;
    if (!this.#activity.followsNative) {
      this.#begin(new NativeActivity());
      this.#restIndex = -1;
    }
    this.#set(pixels);
  }

  /**
   * The browser (or the page's code) moved the native offset by `delta` px
   * during a gesture: the gesture goes on from the new offset (the finger
   * keeps its hold on what it touches, as in native scrolling).
   */
  correctGesture(delta) {
    const g = this.gesture;
    if (!g) return;
    g.correct(delta);
    this.#set(this.physics.band(g.raw, this.range, this.dimension));
  }

  /** The browser's scroll has ended: land on a snap point, or back inside the range. */
  endNative() {
    if (!this.#activity.followsNative) return;
    if (this.snap && indexAt(this.snap, this.pixels) < 0) this.goBallistic(0, { mode: 'nearest' });
    else this.goBallistic(0);
  }

  // ----------------------------------------------------------------- metrics

  /**
   * New metrics (range, native, dimension, snap, reversed): the activity
   * decides what the position does (applyNewDimensions), the physics how.
   * At rest (rest()) it keeps its snap point or stays inside; a running
   * motion is re-targeted (retarget()) from its exact state to the new
   * point or range; a gesture keeps going under the new range.
   */
  applyMetrics(m, now = this.#loop.now()) {
    const oldRange = this.range;   // null the first time: nothing to keep
    const from = { snap: this.snap, reversed: this.reversed };
    Object.assign(this, m);
    const carry = (i) => carryIndex(from, this, i);   // the same slide in reading order
    this.#activity.applyNewDimensions({
      rest: () => {
        const r = this.physics.resize({ position: this.pixels, snapIndex: carry(this.#restIndex), oldRange, range: this.range, snap: this.snap });
        this.#restIndex = this.snap ? indexAt(this.snap, r.position) : -1;
        if (r.snapIndex >= 0) this.#restIndex = r.snapIndex;
        this.#set(r.position);
      },
      retarget: () => {
        // (a measure that changed nothing, as a ResizeObserver's first call, leaves it alone)
        if (!sameMetrics(oldRange, from.snap, this.range, this.snap)) this.retarget(now, oldRange, carry);
      },
    });
  }

  /** A running motion goes on from its exact state towards the new snap point or range. */
  retarget(now = this.#loop.now(), oldRange = this.range, carry = (i) => i) {
    const a = this.#activity;
    if (!(a instanceof MotionActivity)) return;
    a.handOver();   // what comes next goes on with its request: its promise follows (activity.js)
    try {
      this.#retarget(a, now, oldRange, carry);
    } finally {
      a.continueIn(this.#activity);
    }
  }

  #retarget(a, now, oldRange, carry) {
    const velocity = this.hold(now);
    const r = this.physics.resize({ position: this.pixels, snapIndex: -1, oldRange, range: this.range, snap: null });
    this.#set(r.position);
    // The physics chose it: it chooses again (its snap point carried over, else a new release).
    const chooseAgain = () => {
      if (this.snap && a.snapIndex >= 0) {
        const index = Math.min(carry(a.snapIndex), this.snap.count - 1);
        const target = this.snap.at(index);
        this.#run(BallisticActivity, { motion: this.physics.landing({ position: this.pixels, velocity, target, dimension: this.dimension }), target, snapIndex: index }, now);
      } else {
        this.goBallistic(velocity, { startTime: now });
      }
    };
    a.retarget({
      chooseAgain,
      // The program's target, kept (its snap point carried over, else clamped into the new range).
      keepAim: () => {
        if (a.motion.continueFrom) return this.#cruise(a.motion, this.pixels, velocity, now);   // a cruise goes on as it was
        if (a.target === null) return chooseAgain();
        const index = this.snap && a.snapIndex >= 0 ? Math.min(carry(a.snapIndex), this.snap.count - 1) : -1;
        const target = index >= 0 ? this.snap.at(index) : clamp(a.target, this.range.min, this.range.max);
        const motion = this.physics.springTo({ position: this.pixels, velocity, target });
        this.#run(DrivenActivity, { motion, target, snapIndex: index }, now);
      },
    });
  }

  /**
   * The content's coordinates moved by `delta` px under the position (a
   * looping carousel moved its slides, loop.js) and `m` are the metrics
   * measured after: the same state, `delta` further on. A gesture keeps its
   * finger and velocity; a motion goes on from its exact state to the same
   * point (the snap point now there); at rest it stays on the same slide.
   */
  shift(delta, m, now = this.#loop.now()) {
    Object.assign(this, m);
    const x = this.#activity.shift(delta, {
      x: this.pixels + delta,
      // At rest: on the snap point now under it.
      rest: (at) => {
        if (this.snap) this.#restIndex = indexAt(this.snap, at);
      },
      // A motion: from its exact state, `delta` further on, to the same point.
      motion: (a) => {
        const s = a.stateAt(now);
        const at = (s.x === null ? this.pixels : s.x) + delta, velocity = s.dx;
        const target = a.target;
        this.pixels = at;   // the new motion starts here (reported just below)
        if (a.motion.continueFrom) {   // a cruise goes on as it was, `delta` further on
          this.#cruise(a.motion, at, velocity, now);
        } else if (typeof target === 'number') {
          const index = this.snap && a.snapIndex >= 0 ? this.snap.nearest(target + delta) : -1;
          const to = index >= 0 ? this.snap.at(index) : clamp(target + delta, this.range.min, this.range.max);
          const motion = a.aim(this.physics, { position: at, velocity, target: to, dimension: this.dimension });
          this.#run(a.constructor, { motion, target: to, snapIndex: index }, now);   // the same sort of motion
        } else {
          this.goBallistic(velocity, { startTime: now });
        }
        return at;
      },
    });
    this.pixels = x;
    this.#delegate.changed?.(this);   // always: the view writes the new native offset
  }

  /**
   * A new physics (update(), reduced motion): the activity decides
   * (applyNewPhysics): a resting position past a bound goes back (rest()),
   * a running motion is re-targeted.
   */
  setPhysics(physics) {
    this.physics = physics;
    this.#activity.applyNewPhysics({
      rest: () => {
        if (this.pixels < this.range.min || this.pixels > this.range.max) this.goBallistic(0);
      },
      retarget: () => this.retarget(),
    });
  }

  /** Stops everything and stays inside the range (destroy); nothing moves it after this, whoever calls. */
  dispose() {
    this.#begin(IDLE);
    this.pixels = clamp(this.pixels, this.range.min, this.range.max);
    this.#disposed = true;
  }
}

/** Whether two measures agree on everything a position depends on (within 1e-6 px). */
function sameMetrics(rangeA, snapA, rangeB, snapB) {
  if (!rangeA) return false;
  const near = (a, b) => Math.abs(a - b) < 1e-6;
  if (!near(rangeA.min, rangeB.min) || !near(rangeA.max, rangeB.max)) return false;
  if (!snapA || !snapB) return !snapA && !snapB;
  if (snapA.count !== snapB.count) return false;
  for (let i = 0; i < snapA.count; i++) if (!near(snapA.at(i), snapB.at(i))) return false;
  return true;
}
