// DragMotion: what a Draggable is doing, in the plane. It owns exactly one
// activity (drag/activity.js: IDLE, a DragActivity, or a MotionActivity
// running a Motion2D on the frame loop), the position shown (through the
// DragView) and the snap point it rests on or goes to, and turns its
// transitions into the events: 'move' ({x, y}) when the position changes,
// 'release' ({velocity, target, index, duration}) when a release starts a motion,
// 'snap' ({index, x, y}) on coming to rest on a snap point, 'settle'
// ({x, y}) on coming to rest after moving. The decisions are drag/decide.js's.
import * as decide from './decide.js';
import { DragActivity } from './activity.js';
import { BallisticActivity, DrivenActivity, IDLE, MotionActivity } from '../shared/activity.js';

export class DragMotion {
  #loop;
  #view;
  #host;
  #moving = false;           // moved since the last 'settle'
  activity = IDLE;           // IDLE | DragActivity | MotionActivity
  snapIndex = -1;            // the point it rests on or goes to

  /**
   * host: { physics(), config(), range(), dimension(): the Draggable's now;
   * refresh(): measure the bounds; emit(type, detail); guard(fn): run a
   * callback, reporting what it throws }.
   */
  constructor(loop, view, host) {
    this.#loop = loop;
    this.#view = view;
    this.#host = host;
  }

  get position() { return this.#view.position; }

  /** The live velocity {x, y} (px/s): the finger's while dragging, the motion's while it runs, else 0. */
  get velocity() {
    const a = this.activity;
    const now = this.#loop.now();
    if (a instanceof DragActivity) return a.velocity(now);
    if (a instanceof MotionActivity) {
      const s = a.motion.at(Math.max(0, (now - a.startTime) / 1000));
      return { x: s.dx, y: s.dy };
    }
    return { x: 0, y: 0 };
  }

  show(position) {
    if (!this.#view.show(position)) return;
    this.#moving = true;
    this.#host.emit('move', { ...position });
  }

  become(activity) {
    const old = this.activity;
    this.activity = activity;
    if (old !== activity) old.dispose();
  }

  idle() {
    this.become(IDLE);
    if (!this.#moving) return;
    this.#moving = false;
    this.#host.emit('settle', { ...this.position });
  }

  /** Stops a running motion where it is now (its exact state on the loop's clock); returns its velocity. */
  catch() {
    const a = this.activity;
    if (!(a instanceof MotionActivity)) return { x: 0, y: 0 };
    const s = a.motion.at(Math.max(0, (this.#loop.now() - a.startTime) / 1000));
    this.become(IDLE);
    this.show({ x: s.x, y: s.y });
    return { x: s.dx, y: s.dy };
  }

  /** Runs `motion` (a Motion2D) to `target` / snap point `index` as a new `Motion` (BallisticActivity | DrivenActivity). */
  #run(Motion, motion, target, index) {
    const host = this.#host;
    this.snapIndex = index;
    const activity = new Motion({ motion, target, snapIndex: index }, {
      loop: this.#loop,
      onFrame: (_x, _dx, t) => host.guard(() => {
        if (this.activity !== activity) return;
        const s = motion.at(t);
        this.show({ x: s.x, y: s.y });
      }),
      onDone: (completed) => host.guard(() => {
        if (this.activity !== activity) return;
        if (completed && target) this.show({ ...target });   // exactly on the point
        this.#view.flush();
        activity.end(completed);
        if (completed && index >= 0) host.emit('snap', { index, ...this.position });
        this.idle();
      }),
    });
    this.become(activity);
    return activity.finished;
  }

  /** Goes to `target` ({x, y}) / snap point `index`: with the spring, or at once. Resolves { completed }. */
  go(target, index, animate) {
    const velocity = this.catch();
    if (!animate) {
      this.become(IDLE);
      this.snapIndex = index;
      this.show(target);
      this.#view.flush();
      if (index >= 0) this.#host.emit('snap', { index, ...target });
      this.idle();
      return Promise.resolve({ completed: true });
    }
    const motion = decide.springTo(this.#host.physics(), { position: this.position, velocity, target });
    return this.#run(DrivenActivity, motion, target, index);
  }

  /** The release with `velocity` ({x, y}, px/s): a landing on the chosen point, a fling, or rest. */
  release(velocity) {
    const host = this.#host;
    host.refresh();
    const made = decide.release(host.physics(), host.config(), { position: this.position, velocity, range: host.range() });
    if (!made) {
      this.snapIndex = -1;
      this.idle();
      return;
    }
    this.#run(BallisticActivity, made.motion, made.target, made.index);
    // 'release' (issue 22, item 6): where and when it lands, known exactly now.
    const v = made.motion.velocity(0);
    host.emit('release', {
      velocity: { x: v.x, y: v.y }, target: made.target ? { ...made.target } : made.motion.restPosition,
      index: made.index, duration: made.motion.settleTime,
    });
  }

  /**
   * The running motion lands on `target` ({x, y}; snap point `index` or -1)
   * instead: from its exact state now, keeping its velocity (decide.js
   * landing()). Returns its `finished`, or null when no motion runs.
   */
  retargetTo(target, index) {
    const a = this.activity;
    if (!(a instanceof MotionActivity)) return null;
    const velocity = this.catch();
    const motion = decide.landing(this.#host.physics(), { position: this.position, velocity, target, range: this.#host.range() });
    return this.#run(a.constructor, motion, target, index);   // the same sort of motion (ballistic, driven)
  }

  /**
   * New points, bounds or physics: the activity decides (shared/activity.js
   * retarget()). A landing chooses again from its state now; a moveTo or
   * snapTo keeps its target; at rest or under the finger, nothing.
   */
  retarget() {
    this.activity.retarget({
      chooseAgain: () => this.release(this.catch()),
      keepAim: () => {},
    });
  }

  /** At rest, it is on snap point `index` (new points put one where it rests). */
  restsOn(index) {
    this.snapIndex = index;
  }

  /** A drag begins at `pressTime` (s): the finger takes the position where it is. */
  beginDrag(pressTime) {
    const host = this.#host;
    const drag = new DragActivity(decide.unband(host.physics(), this.position, host.range(), host.dimension()));
    this.become(drag);
    drag.add(pressTime);
  }

  /** The finger moved by (dx, dy) px at `t` (s). */
  drag(dx, dy, t) {
    const a = this.activity;
    if (!(a instanceof DragActivity)) return;
    const host = this.#host;
    const physics = host.physics(), range = host.range();
    const d = { x: dx, y: dy };
    for (const k of host.config().axes) {
      const g = a.axes[k];
      g.raw = physics.drift(g.raw, d[k], range[k]);
    }
    a.add(t);
    this.show(decide.band(physics, a.raw, range, host.dimension()));
  }

  /** Stops whatever runs (destroy). */
  dispose() {
    this.activity.dispose();
    this.activity = IDLE;
  }
}
