// The context a feature of the Scroller gets (its `host` in
// attach(host, config), shared/features.js): the one seam between the
// Scroller and its opt-in parts. A feature reads through it and asks through
// it; it never holds the Scroller's parts, so it cannot write their fields.
//
// Read (live values, px and px/s along the native offset):
//   element, config (the frozen config, config.js), reducedMotion, dragging,
//   animating, loop (the Loop feature's state, or undefined), hidden (not
//   rendered at the last measure);
//   main, positions, axisNamed(name): a read-only view of each axis:
//   { name, horizontal, reversed, pixels, velocity, range {min, max} | null,
//     dimension (the view's size), snap (the snap points) | null, snapIndex,
//     mode, activity (its answers: scrolling, animating, dragging, wheeling,
//     userGesture, followsNative, reportsRelease; target, requested (where a
//     program's or a key's motion goes: repeated notches add up from it) and
//     startTime (ms) while a motion runs; cruising: an AutoScroll cruise runs), scrolling,
//     physics (the frozen ScrollPhysics value),
//     gesture (the running gesture's answers and raw position, or null) };
//   scale: screen px per element px per axis ({x, y}).
// Ask:
//   scrollTo, snapTo, next, prev, retarget: the public methods;
//   animateTo(axis, target): the spring to `target` px from the exact state;
//   goBallistic(axis, velocity): a release with `velocity` px/s (the physics decides: fling, snap, bounce);
//   release(axis): the running motion goes on as that release from its exact state now;
//   cruise(axis, build, startTime?): ScrollPosition.cruise (a motion with no rest that goes on from
//     any state: AutoScroll's) from the exact state at `startTime` (ms; now by default);
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

// What a feature reads of an axis (ScrollPosition's own fields and getters)
// and of the Scroller (its public getters), and the Scroller's public
// methods it may call, each passed through as it is.
const AXIS = ['name', 'horizontal', 'reversed', 'pixels', 'velocity', 'range', 'dimension', 'snap', 'snapIndex', 'mode', 'scrolling', 'physics'];
const READ = ['element', 'reducedMotion', 'dragging', 'animating', 'loop', 'hidden'];
const CALL = ['scrollTo', 'snapTo', 'next', 'prev', 'retarget', 'on'];

/** `target` with a getter for each of `names` that reads `source()`'s (live: at every read). */
function reading(target, names, source) {
  for (const name of names) Object.defineProperty(target, name, { get: () => source()[name], enumerable: true });
  return target;
}

// What a feature may ask of an activity (shared/activity.js decides each;
// an activity that does not name one answers no).
const ASKS = ['scrolling', 'animating', 'dragging', 'wheeling', 'userGesture', 'followsNative', 'reportsRelease'];

/** The answers of the activity `a` to ASKS, added to `extra`, frozen (one object per read: Loop reads it at every frame of a motion). */
function answers(a, extra) {
  for (const k of ASKS) extra[k] = Boolean(a[k]);
  return Object.freeze(extra);
}

/** A read-only view of the position `p`. */
function axisView(p) {
  return Object.freeze(reading({
    get activity() {
      const a = p.activity;
      return answers(a, { target: a.target ?? null, requested: a.requested ?? null, startTime: a.startTime ?? null, cruising: typeof a.motion?.continueFrom === 'function' });
    },
    get gesture() { const g = p.gesture; return g && answers(g, { raw: g.raw }); },
  }, AXIS, () => p));
}

/**
 * The context of the Scroller `scroller`; `own` gives what only the
 * Scroller holds: positions(), view(), config(), refresh(), shiftBy(delta,
 * metrics), takeOver(), guard(fn).
 */
export function scrollerContext(scroller, own) {
  const positions = own.positions();
  const views = Object.freeze(positions.map(axisView));
  const at = (axis) => {
    const i = positions.findIndex((p) => p.name === axis);
    if (i < 0) throw new TypeError(`kinema: Scroller: no axis ${JSON.stringify(axis)} (axes: ${positions.map((p) => p.name).join(', ')})`);
    return positions[i];
  };
  const context = reading({
    get config() { return own.config(); },
    get main() { return views[positions.indexOf(scroller.main)]; },
    positions: views,
    axisNamed: (name) => views[positions.findIndex((p) => p.name === name)] ?? null,
    get scale() { return own.view().scale; },
    animateTo: (axis, target) => at(axis).animateTo(target),
    goBallistic: (axis, velocity) => at(axis).goBallistic(velocity),
    takeOver: () => own.takeOver(),
    cruise: (axis, build, startTime) => at(axis).cruise(build, startTime),
    release: (axis) => { const p = at(axis); return p.goBallistic(p.hold()); },
    setRange(axis, range) {
      const p = at(axis);
      const old = p.holdRange(range);
      if (!p.gesture) p.setPhysics(p.physics);   // the physics takes the new bounds: a bounce, a re-target
      return old;
    },
    remeasure: () => own.refresh(),
    measure: () => own.view().measure(own.config()),
    shift: (delta, metrics) => own.shiftBy(delta, metrics),
    guard: (fn) => own.guard(fn),
  }, READ, () => scroller);
  for (const name of CALL) context[name] = (...args) => scroller[name](...args);
  return Object.freeze(context);
}
