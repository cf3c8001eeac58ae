// The Draggable's drag activity: one GestureActivity (the finger's unbanded
// position and a velocity tracker) per axis. A Draggable owns exactly one
// activity at a time: IDLE, a DragActivity, or a MotionActivity (a landing,
// fling, moveTo or snapTo) from shared/activity.js.
import { DragGesture } from '../shared/activity.js';

export const AXES = ['x', 'y'];

export class DragActivity {
  get kind() { return 'drag'; }
  /** A pointer drags it (Draggable.dragging). */
  get dragging() { return true; }
  /** `raw`: {x, y}, the finger's (unbanded) position where the drag begins (px). */
  constructor(raw) {
    this.axes = { x: new DragGesture({ raw: raw.x, start: raw.x }), y: new DragGesture({ raw: raw.y, start: raw.y }) };
  }
  get raw() { return { x: this.axes.x.raw, y: this.axes.y.raw }; }
  /** A sample of the finger at `t` (s). */
  add(t) { for (const k of AXES) this.axes[k].add(t, this.axes[k].raw); }
  /** The finger's velocity {x, y} (px/s) at `now` (ms). */
  velocity(now) { return { x: this.axes.x.velocity(now), y: this.axes.y.velocity(now) }; }
  /** New points, bounds or physics: the finger keeps what it holds. */
  retarget() {}
  dispose() {}
}
