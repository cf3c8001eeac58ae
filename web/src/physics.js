// Scroll physics presets: the platforms' figures, as data. scrollMotion
// reads them (its `physics` option); a Scroller or Draggable can read the
// same descriptor for its rubber band and paging. No solver here: the curves
// are computed in WebAssembly (src/kinema/scroll.hpp, android_fling.hpp).
import { show, throwRange } from './errors.js';
import { ANDROID_FRICTION, IOS_DECELERATION_RATE, RUBBER_BAND } from './defaults.js';

/**
 * The presets. `drag` is per second (rate^1000); `rubberBand` the
 * coefficient of rubberBand() while dragging past a bound (null: none);
 * `paging` the chooseSnap mode a paging scroller uses.
 */
export const SCROLL_PHYSICS = /* @__PURE__ */ Object.freeze({
  ios: /* @__PURE__ */ Object.freeze({
    curve: 'friction', overscroll: 'bounce', rubberBand: RUBBER_BAND, paging: 'page',
    decelerationRate: IOS_DECELERATION_RATE,
  }),
  android: /* @__PURE__ */ Object.freeze({
    curve: 'android', overscroll: 'clamp', rubberBand: null, paging: 'page', friction: ANDROID_FRICTION,
  }),
});

/**
 * The settings of a preset, for a scroller (public): `{ name, curve, drag?,
 * androidFriction?, overscroll, rubberBand, paging }`.
 */
export function scrollPhysics(name, options) {
  const where = 'scrollPhysics';
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw new TypeError(`kinema: ${where}: options must be an object, got ${show(options)}`);
  }
  for (const key of Object.keys(options ?? {})) {
    if (key !== 'decelerationRate') throw new TypeError(`kinema: ${where}: unknown option \`${key}\` (known: decelerationRate)`);
  }
  return resolvePhysics(where, name, options?.decelerationRate);
}

/**
 * The resolved settings of a preset. `decelerationRate` ('normal', 'fast' or
 * a number in (0, 1]: velocity kept per millisecond) applies to 'ios'.
 */
export function resolvePhysics(where, name, decelerationRate) {
  if (typeof name !== 'string' || !Object.hasOwn(SCROLL_PHYSICS, name)) {
    throw new TypeError(`kinema: ${where}: option \`physics\` must be one of 'ios', 'android', got ${show(name)}`);
  }
  const preset = SCROLL_PHYSICS[name];
  const out = { name, curve: preset.curve, overscroll: preset.overscroll, rubberBand: preset.rubberBand, paging: preset.paging };
  if (name === 'android') {
    if (decelerationRate !== undefined) {
      throw new TypeError(`kinema: ${where}: option \`decelerationRate\` applies to physics 'ios' only`);
    }
    out.androidFriction = preset.friction;
    return out;
  }
  let rate = IOS_DECELERATION_RATE.normal;
  if (typeof decelerationRate === 'string') {
    if (!Object.hasOwn(IOS_DECELERATION_RATE, decelerationRate)) {
      throw new TypeError(`kinema: ${where}: option \`decelerationRate\` must be 'normal', 'fast' or a number, got ${show(decelerationRate)}`);
    }
    rate = IOS_DECELERATION_RATE[decelerationRate];
  } else if (typeof decelerationRate === 'number') {
    if (!(decelerationRate > 0 && decelerationRate <= 1)) {
      throwRange(where, 'decelerationRate', decelerationRate, 'must be in (0, 1] (the velocity kept per millisecond)',
        Number.isNaN(decelerationRate) ? 'not_finite' : 'out_of_range');
    }
    rate = decelerationRate;
  } else if (decelerationRate !== undefined) {
    throw new TypeError(`kinema: ${where}: option \`decelerationRate\` must be 'normal', 'fast' or a number, got ${show(decelerationRate)}`);
  }
  out.drag = rate ** 1000;
  return out;
}
