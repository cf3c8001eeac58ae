// The scroller's drag controller (Flutter's ScrollDragController): what a
// pointer gesture does to the positions. A press catches a running motion
// where it is; the gesture is the scroller's when it moves along one of its
// axes (axis locking: the dominant direction decides); the content follows
// the finger; the release hands its velocity to each position
// (goBallistic), and the physics decides what follows. A press that loses
// the gesture or never moves lets a caught motion land from rest. What the
// owner cannot take at its bound goes on to the scrollers outside it along
// the same axis and the page (chain.js, nest.js: scroll chaining).
import { Chain } from './nest.js';

export function scrollDrag(host) {
  let caught = false;   // the press stopped a motion
  let pressTime = 0;
  let chain = null;     // while it owns a gesture
  return {
    scale: () => host.view.scale,
    canPress: (event) => !host.view.onScrollbar(event.clientX, event.clientY),
    press(t) {
      pressTime = t;
      caught = host.positions.some((p) => p.scrolling);
      if (!caught) return;
      host.takeOver();
      for (const p of host.positions) p.beginGesture('drag');
    },
    accepts(dx, dy) {
      if (host.axis === 'both') return true;
      return host.axis === 'x' ? Math.abs(dx) >= Math.abs(dy) : Math.abs(dy) >= Math.abs(dx);
    },
    start(t, dx, dy) {
      host.takeOver();
      for (const p of host.positions) {
        if (!p.activity.dragging) p.beginGesture('drag');
        p.gesture.add(pressTime, p.pixels);
      }
      chain?.end(t, true);
      chain = new Chain(host, pressTime);
      this.move(dx, dy, t);
    },
    move(dx, dy, t) {
      // Content follows the finger: moving it left scrolls right.
      for (const p of host.positions) chain.move(p, -(p.horizontal ? dx : dy), t);
    },
    end(t, { cancelled }) {
      caught = false;
      for (const p of host.positions) p.endGesture(cancelled ? { velocity: 0 } : { t });
      chain?.end(t, cancelled);
      chain = null;
    },
    /** The gesture was left without a release (a program call, destroy): the outer scrollers land where they are. */
    cancel(t) {
      chain?.end(t, true);
      chain = null;
    },
    reject() {
      if (!caught) return;
      caught = false;
      for (const p of host.positions) p.endGesture({ velocity: 0 });
    },
  };
}
