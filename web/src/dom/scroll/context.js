// The context a feature of the Scroller gets (its `host` in
// attach(host, config), shared/features.js): the one seam between the
// Scroller and its opt-in parts. A feature reads through it and asks through
// it; it never holds the Scroller's parts, so it cannot write their fields.
//
// Read (live values, px and px/s along the native offset):
//   element, config (the frozen config, config.js), reducedMotion, dragging,
//   animating, loop (the Loop feature's state, or undefined);
//   main, positions, axisNamed(name): a read-only view of each axis:
//   { name, horizontal, reversed, pixels, velocity, range {min, max} | null,
//     dimension (the view's size), snap (the snap points) | null, snapIndex,
//     mode, activity (its kind, and target while a motion runs), scrolling,
//     gesture (the running gesture's kind and raw position, or null) };
//   scale: screen px per element px per axis ({x, y}).
// Ask:
//   scrollTo, snapTo, next, prev, retarget: the public methods;
//   animateTo(axis, target): the spring to `target` px from the exact state;
//   goBallistic(axis, velocity): a release with `velocity` px/s (the physics decides: fling, snap, bounce);
//   takeOver(): the feature moves the scroller (stops a wheel gesture, adopts the native offset);
//   setRange(axis, range): new bounds for `axis` ({min, max}, px) until the next measure, taken as the
//     physics takes new dimensions (a drag goes on without a jump, a motion is re-targeted, a
//     position past a bound bounces back to it); returns the old range;
//   remeasure(): measure everything again (refresh()); measure(): the view's metrics now, without
//     applying them; shift(delta, metrics): every coordinate of the main axis moves by `delta` px
//     (the loop moved the slides; nothing on screen changes);
//   on(type, listener): the Scroller's events ('scroll' at each frame that moves it, 'snap',
//     'select', 'settle', 'overscroll', 'release'); returns the remover;
//   guard(fn): runs a handler; nothing it throws escapes (the Scroller reports it).

/** A read-only view of the position `p`. */
function axisView(p) {
  return Object.freeze({
    get name() { return p.name; },
    get horizontal() { return p.horizontal; },
    get reversed() { return p.reversed; },
    get pixels() { return p.pixels; },
    get velocity() { return p.velocity; },
    get range() { return p.range; },
    get dimension() { return p.dimension; },
    get snap() { return p.snap; },
    get snapIndex() { return p.snapIndex; },
    get mode() { return p.mode; },
    get activity() { const a = p.activity; return Object.freeze({ kind: a.kind, target: a.target ?? null }); },
    get scrolling() { return p.scrolling; },
    get gesture() { const g = p.gesture; return g && Object.freeze({ kind: g.kind, raw: g.raw }); },
  });
}

/**
 * The context of the Scroller `scroller`; `own` gives what only the
 * Scroller holds: positions(), view(), refresh(), shiftBy(delta, metrics),
 * takeOver(), guard(fn).
 */
export function scrollerContext(scroller, own) {
  const positions = own.positions();
  const views = positions.map(axisView);
  const at = (axis) => {
    const i = positions.findIndex((p) => p.name === axis);
    if (i < 0) throw new TypeError(`kinema: Scroller: no axis ${JSON.stringify(axis)} (axes: ${positions.map((p) => p.name).join(', ')})`);
    return positions[i];
  };
  return Object.freeze({
    get element() { return scroller.element; },
    get config() { return own.config(); },
    get reducedMotion() { return scroller.reducedMotion; },
    get dragging() { return scroller.dragging; },
    get animating() { return scroller.animating; },
    get loop() { return scroller.loop; },
    get main() { return views[positions.indexOf(scroller.main)]; },
    get positions() { return views; },
    axisNamed: (name) => views[positions.findIndex((p) => p.name === name)] ?? null,
    get scale() { return own.view().scale; },
    scrollTo: (position, options) => scroller.scrollTo(position, options),
    snapTo: (index, options) => scroller.snapTo(index, options),
    next: (options) => scroller.next(options),
    prev: (options) => scroller.prev(options),
    retarget: (position) => scroller.retarget(position),
    animateTo: (axis, target) => at(axis).animateTo(target),
    goBallistic: (axis, velocity) => at(axis).goBallistic(velocity),
    takeOver: () => own.takeOver(),
    setRange(axis, range) {
      const p = at(axis);
      const old = p.holdRange(range);
      if (!p.gesture) p.setPhysics(p.physics);   // the physics takes the new bounds: a bounce, a re-target
      return old;
    },
    remeasure: () => own.refresh(),
    measure: () => own.view().measure(own.config()),
    shift: (delta, metrics) => own.shiftBy(delta, metrics),
    on: (type, listener) => scroller.on(type, listener),
    guard: (fn) => own.guard(fn),
  });
}
