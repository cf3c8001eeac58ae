// Activities: what a ScrollPosition is doing. A position owns exactly one
// at a time (Flutter's ScrollActivity); its 'scrolling' / 'settled' state
// and the events follow from the transitions between them.
//   idle       at rest;
//   drag       a pointer moves it (raw finger position, velocity tracker);
//   wheel      a wheel or trackpad gesture moves it;
//   ballistic  a motion after a release: fling, snap landing, bounce back;
//   driven     a motion the program or a key asked for (scrollTo, snapTo);
//   native     the browser scrolls it (find in page, anchors, the scroll
//              bar, a smooth scrollTo of the page's own script).
import { VelocityTracker } from '../../scroll-core.js';
import { report } from '../frame-loop.js';

export class Activity {
  constructor(kind) { this.kind = kind; }
  /** Whether it moves the position (everything but idle). */
  get scrolling() { return this.kind !== 'idle'; }
  /** Velocity (px/s) at `now` (ms on the loop's clock). */
  velocity() { return 0; }
  /** Where it is going (px), or null. */
  get target() { return null; }
  /** The snap point index it is going to (-1 if none). */
  get snapIndex() { return -1; }
  /** Stops whatever it runs; called when the position moves to another activity. */
  dispose() {}
}

/**
 * At rest: an Activity's defaults, written as a literal so that no module
 * level code runs (bundlers drop it where unused: shared-config.js).
 */
export const IDLE = { kind: 'idle', scrolling: false, target: null, snapIndex: -1, velocity: () => 0, dispose() {} };

/** A pointer or wheel gesture: the unbanded position and the samples for the release velocity. */
export class GestureActivity extends Activity {
  constructor(kind, { raw, start }) {
    super(kind);
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
  constructor(kind, { motion, target = null, snapIndex = -1 }, { loop, startTime, onFrame, onDone }) {
    super(kind);
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
    else this.end(next.kind === 'idle');
  }
  /** Marks it as going on in a motion that comes next (continueIn() follows). */
  handOver() { this.#continued = true; }
  dispose() {
    this.#handle.stop();
    if (!this.#continued) this.end(false);
  }
}

/** The browser scrolls the element: the position follows the native offset. */
export class NativeActivity extends Activity {
  constructor() { super('native'); }
}
