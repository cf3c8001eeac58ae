// Activities: what a ScrollPosition (or a Draggable) is doing. A position
// owns exactly one at a time (Flutter's ScrollActivity); its 'scrolling' /
// 'settled' state and the events follow from the transitions between them.
//   idle       (IDLE)              at rest;
//   drag       (DragGesture)       a pointer moves it (raw finger position, velocity tracker);
//   wheel      (WheelGesture)      a wheel or trackpad gesture moves it;
//   ballistic  (BallisticActivity) a motion after a release: fling, snap landing, bounce back;
//   driven     (DrivenActivity)    a motion the program or a key asked for (scrollTo, snapTo);
//   native     (NativeActivity)    the browser scrolls it (find in page, anchors, the scroll
//                                  bar, a smooth scrollTo of the page's own script).
// As in Flutter, the activity decides what happens to it and answers what
// its owner's parts ask; nothing branches on `kind`, a read-only label for
// tests and debugging. What it decides, it asks of a delegate the owner
// passes with the call (an object of the owner's operations, named by what
// the activity asks for; the owner decides how):
//   applyNewDimensions(d)  new metrics: idle d.rest(), a motion d.retarget(),
//                          a gesture or the browser's scroll goes on;
//   applyNewPhysics(d)     the same, for a new physics (update(), reduced motion);
//   retarget(d)            a running motion re-aims: a driven one keeps the
//                          program's target (d.keepAim(a)), a ballistic one
//                          was chosen by the physics and chooses again
//                          (d.chooseAgain(a));
//   shift(delta, d)        the coordinates moved by delta px under it (a
//                          looping carousel): returns the position after;
//   stateAt(now)           interrupted (a gesture, a new motion): its exact
//                          state {x (px, or null to stay), dx (px/s)} at now (ms).
// And the questions its owner's parts ask (members; an activity that does
// not name one answers undefined, no: a page pays for the yes alone):
//   scrolling       it moves the position (all but idle);
//   dragging        a pointer drags it (Scroller.dragging, Draggable.dragging;
//                   a press that caught a motion goes on as the same drag);
//   wheeling        a wheel or trackpad gesture moves it (input/wheel.js's own);
//   userGesture     the user moves it with an input that ends in a release
//                   (a drag, a wheel gesture): 'release' follows it;
//   animating       a closed-form motion moves it in the frames (a fling,
//                   landing, bounce or scrollTo): Scroller.animating;
//   reportsRelease  begun from a user gesture, it is the motion that the
//                   'release' event reports;
//   passesMomentum  a scroll chain may carry its momentum on to an outer
//                   scroller at a bound (nest.js): a release's free motion;
//   followsNative   the browser scrolls it: the position follows the native
//                   offset, nothing writes over it or shifts under it;
//   requested       where the program's request (scrollTo, a key, a notch)
//                   takes it (px): repeated keys add up from there.
import { VelocityTracker } from '../../scroll-core.js';
import { report } from '../frame-loop.js';

export class Activity {
  /** Whether it moves the position (everything but idle). */
  get scrolling() { return true; }
  /** Velocity (px/s) at `now` (ms on the loop's clock). */
  velocity() { return 0; }
  /** Where it is going (px), or null. */
  get target() { return null; }
  /** The snap point index it is going to (-1 if none). */
  get snapIndex() { return -1; }
  /** Its exact state at `now` (ms) when something takes over: {x: px, or null (stay where shown), dx: px/s}. */
  stateAt(now) { return { x: null, dx: this.velocity(now) }; }
  /** New metrics: a gesture keeps going under the new range; the browser's scroll goes on. */
  applyNewDimensions() {}
  /** A new physics: as new metrics. */
  applyNewPhysics() {}
  /** A re-aim: only a running motion has one. */
  retarget() {}
  /** The coordinates moved by `delta` px under it: it goes on `delta` further (d.x, px). */
  shift(delta, d) { return d.x; }
  /** Stops whatever it runs; called when the position moves to another activity. */
  dispose() {}
}

/**
 * At rest: an Activity's defaults, written as a literal so that no module
 * level code runs (bundlers drop it where unused: shared-config.js). New
 * metrics or physics: it stays at rest (d.rest(): on its snap point, inside
 * the range); shifted, it rests on what is now under it.
 */
export const IDLE = {
  get kind() { return 'idle'; },
  scrolling: false,
  target: null, snapIndex: -1,
  velocity: () => 0,
  stateAt: () => ({ x: null, dx: 0 }),
  applyNewDimensions(d) { d.rest(); },
  applyNewPhysics(d) { d.rest(); },
  retarget() {},
  shift(delta, d) {
    d.rest(d.x);
    return d.x;
  },
  dispose() {},
};

/** A pointer or wheel gesture: the unbanded position and the samples for the release velocity. */
export class GestureActivity extends Activity {
  constructor({ raw, start }) {
    super();
    this.raw = raw;                 // the finger's (unbanded) position, px
    this.start = start;             // where the gesture began, px
    this.tracker = new VelocityTracker();
    this.last = null;               // the time (s) of the last sample
    this.arrived = null;            // when it was handled (ms on the loop's clock), if known
    this.events = 0;                // inputs seen (a wheel gesture of one event is a notch)
    this.offset = 0;                // px the coordinates moved under the gesture (a loop's shift, a write by the page or the browser): the tracker keeps the input's own
  }
  /** A sample at `t` (s, the event's time stamp), handled at `arrived` (ms, the loop's clock). */
  add(t, x, arrived = null) {
    this.tracker.add(t, x - this.offset);   // the velocity is the input's alone: it does not see a shift
    this.last = t;
    this.arrived = arrived;
  }
  get userGesture() { return true; }
  /** Shifted: the finger keeps its hold and its velocity (correct()). */
  shift(delta, d) {
    this.correct(delta);
    return d.x;
  }
  /**
   * The coordinates moved by `delta` px under the gesture: the page or the
   * browser moved the native offset (a write to scrollTop, scroll
   * anchoring), or a loop moved its slides round. The gesture goes on from
   * there, as a native touch scroll does; the samples of the velocity
   * tracker stay the input's own.
   */
  correct(delta) {
    this.raw += delta;
    this.start += delta;
    this.offset += delta;
  }
  /**
   * The finger's velocity as seen at `now` (ms): zero once it has been
   * held still for the tracker's stop gap. The hold is measured on the
   * loop's clock since the last sample was handled: an event's time stamp
   * runs behind the clock by the input's latency (tens of ms on a phone),
   * which would otherwise read as a hold during every drag.
   */
  velocity(now) {
    if (this.last === null) return 0;
    try {
      const held = this.arrived === null ? Math.max(0, now / 1000 - this.last) : Math.max(0, now - this.arrived) / 1000;
      return this.tracker.velocity(this.last + held);
    } catch (error) {
      report(error);
      return 0;
    }
  }
}

/** A pointer's drag: a press that caught a motion goes on as the same drag. */
export class DragGesture extends GestureActivity {
  get kind() { return 'drag'; }
  get dragging() { return true; }
}

/** A wheel or trackpad gesture (input/wheel.js's own: it ends it). */
export class WheelGesture extends GestureActivity {
  get kind() { return 'wheel'; }
  get wheeling() { return true; }
}

/**
 * A motion sampled in closed form by the frame loop: onFrame(x, dx, t) each
 * frame, onDone() once it has come to rest.
 */
export class MotionActivity extends Activity {
  #handle;
  #target;
  #snapIndex;
  #resolve;
  #continued = false;   // a retarget goes on with this motion's request
  constructor({ motion, target = null, snapIndex = -1 }, { loop, startTime, onFrame, onDone }) {
    super();
    /** Resolves { completed } once: true when it came to rest, false when stopped or replaced. */
    this.finished = new Promise((resolve) => { this.#resolve = resolve; });
    this.motion = motion;
    this.#target = target;
    this.#snapIndex = snapIndex;
    this.#handle = loop.animate(motion, onFrame, startTime === undefined ? {} : { startTime });
    this.#handle.finished.then((result) => {
      if (result.error) onDone(false);
      else if (result.completed) onDone(true);
    });
  }
  get animating() { return true; }
  get target() { return this.#target; }
  get snapIndex() { return this.#snapIndex; }
  get startTime() { return this.#handle.startTime; }
  /** The exact state at `now` (ms). */
  sample(now) { return this.#handle.sample(now); }
  velocity(now) {
    try {
      return this.#handle.sample(now).dx;
    } catch (error) {
      report(error);
      return 0;
    }
  }
  /** Interrupted: the motion's exact state at `now` (a motion that throws is reported and stays where shown, at rest). */
  stateAt(now) {
    try {
      return this.sample(now);
    } catch (error) {
      report(error);
      return { x: null, dx: 0 };
    }
  }
  applyNewDimensions(d) { d.retarget(); }
  applyNewPhysics(d) { d.retarget(); }
  shift(delta, d) { return d.motion(this); }
  get running() { return this.#handle.running; }
  /** Resolves `finished` (the first call wins). */
  end(completed) { this.#resolve({ completed }); }
  /**
   * A retarget (new metrics or physics) replaces this motion by `next`, an
   * activity going on with the same request: `finished` resolves as `next`
   * does (completed when it comes to rest), or at once when `next` is at
   * rest already. Call before the position begins `next`.
   */
  continueIn(next) {
    this.#continued = true;
    if (next instanceof MotionActivity) next.finished.then((r) => this.end(r.completed));
    else this.end(!next.scrolling);
  }
  /** Marks it as going on in a motion that comes next (continueIn() follows). */
  handOver() { this.#continued = true; }
  dispose() {
    this.#handle.stop();
    if (!this.#continued) this.end(false);
  }
}

/** The motion after a release (a fling, a snap landing, a bounce back): the physics chose it. */
export class BallisticActivity extends MotionActivity {
  get kind() { return 'ballistic'; }
  get reportsRelease() { return true; }
  get passesMomentum() { return this.target === null; }
  retarget(d) { d.chooseAgain(this); }
  /** The motion on `physics` from `state` ({position (px), velocity (px/s), target (px), dimension (px)}) to its target. */
  aim(physics, state) { return physics.landing(state); }
}

/** A motion the program asked for (scrollTo, snapTo, a key, a notch of the smooth wheel). */
export class DrivenActivity extends MotionActivity {
  get kind() { return 'driven'; }
  get requested() { return this.target; }
  retarget(d) { d.keepAim(this); }
  /** The motion on `physics` from `state` ({position (px), velocity (px/s), target (px)}; the spring reads no dimension) to its target. */
  aim(physics, state) { return physics.springTo(state); }
}

/** The browser scrolls the element: the position follows the native offset. */
export class NativeActivity extends Activity {
  get kind() { return 'native'; }
  get followsNative() { return true; }
}
