// The Draggable's drag activity: one GestureActivity (the finger's unbanded
// position and a velocity tracker) per axis. A Draggable owns exactly one
// activity at a time: IDLE, a DragActivity, or a MotionActivity (a landing,
// fling, moveTo or snapTo) from shared/activity.js.
import { GestureActivity } from '../shared/activity.js';

export const AXES = ['x', 'y'];

export class DragActivity {
  kind = 'drag';
  /** `raw`: {x, y}, the finger's (unbanded) position where the drag begins (px). */
  constructor(raw) {
    this.axes = { x: new GestureActivity('drag', { raw: raw.x, start: raw.x }), y: new GestureActivity('drag', { raw: raw.y, start: raw.y }) };
  }
  get raw() { return { x: this.axes.x.raw, y: this.axes.y.raw }; }
  /** A sample of the finger at `t` (s). */
  add(t) { for (const k of AXES) this.axes[k].add(t, this.axes[k].raw); }
  /** The finger's velocity {x, y} (px/s) at `now` (ms). */
  velocity(now) { return { x: this.axes.x.velocity(now), y: this.axes.y.velocity(now) }; }
  dispose() {}
}
