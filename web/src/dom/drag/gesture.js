// What a pointer gesture does to a Draggable (the PointerInput's target, as
// the Scroller's scroll/drag.js). A press on the element (or on its handle)
// catches a running motion where it is; the gesture is the Draggable's when
// decide.accepts says so (its axis, its bounds, and a scrollable box between
// the press and the element that can still scroll that way takes it first);
// the element follows the finger; the release hands its velocity to the
// motion. A press that loses the gesture lets a caught motion land from rest.
import * as decide from './decide.js';
import { DragActivity } from './activity.js';
import { MotionActivity } from '../shared/activity.js';
import { origin as originOf } from '../shared/pointer.js';
import { parentOf, scrollers, scrollExtent, scrollsNatively } from '../shared/scrollable.js';
import { apply } from './screen.js';

/** Scrollable boxes between `origin` (where the press began) and `el`: their offsets along each axis. */
export function scrollersBetween(origin, el) {
  const out = [];
  const win = el.ownerDocument?.defaultView ?? globalThis;
  for (let n = origin; n && n !== el && n.nodeType === 1; n = parentOf(n)) {
    let style = null;
    try { style = win.getComputedStyle?.(n) ?? null; } catch { style = null; }
    // The user's to scroll: by the browser (not `overflow: hidden`, which
    // only page code scrolls) or by a kinema Scroller on it.
    const scrolls = (axis) => (scrollers.get(n)?.axisNamed(axis) ? scrollExtent(n, axis) > 0.5 : style !== null && scrollsNatively(n, style, axis));
    if (scrolls('y')) out.push({ axis: 'y', offset: n.scrollTop, max: scrollExtent(n, 'y') });
    if (scrolls('x')) out.push({ axis: 'x', offset: Math.abs(n.scrollLeft), max: scrollExtent(n, 'x') });
  }
  return out;
}

/**
 * The gesture target of a Draggable's element `el`: `motion` is its
 * DragMotion; host: { config(), range(), refresh(), guard(fn), fromScreen():
 * the map from screen px to translate px, measured at the press (screen.js) }.
 */
export function dragGesture(el, motion, host) {
  let origin = null;     // where the press began
  let caught = false;    // the press stopped a motion
  let pressTime = 0;
  const release = (velocity) => motion.release(velocity);
  return {
    /** A screen movement as translate px: scaled and rotated ancestors (read by refresh() at the press). */
    local: (dx, dy) => apply(host.fromScreen(), dx, dy),
    canPress(event) {
      origin = originOf(event);
      const handle = host.config().handle;
      if (!handle) return true;
      for (let n = origin; n; n = parentOf(n)) if (n === handle) return true;
      return false;   // only the handle starts a drag
    },
    press: (t) => host.guard(() => {
      pressTime = t;
      host.refresh();
      caught = motion.activity instanceof MotionActivity;
      if (caught) motion.catch();
    }),
    accepts: (dx, dy) => decide.accepts(host.config(), {
      dx, dy, position: motion.position, range: host.range(), scrollers: scrollersBetween(origin, el),
    }),
    start: (t, dx, dy) => host.guard(() => {
      motion.beginDrag(pressTime);
      motion.drag(dx, dy, t);
    }),
    move: (dx, dy, t) => host.guard(() => motion.drag(dx, dy, t)),
    end: (t, { cancelled }) => host.guard(() => {
      caught = false;
      const a = motion.activity;
      release(!cancelled && a instanceof DragActivity ? a.velocity(t * 1000) : { x: 0, y: 0 });
    }),
    reject: () => host.guard(() => {
      if (!caught) return;
      caught = false;
      release({ x: 0, y: 0 });   // a caught motion lands from rest
    }),
  };
}
