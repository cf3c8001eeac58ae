// Opt-in features of a Scroller (loop, autoplay, autoScroll, pull to refresh,
// accessibility, smooth wheel, slide measures) and a Draggable (modal): their
// code is in their own modules, which a page imports and passes in `use`, so
// a page that does not use them does not download them (the Scroller's own
// code names none of them). A feature is a plain object:
//   { option: 'loop',                 the option it reads
//     read(where, value),             validates the option (TypeError / RangeError), returns its config
//     attach(host, config),           builds it on a live Scroller: { dispose(), ... }
//     default }                       optional: the option's value when `use` holds the feature and the
//                                     option is not given (Pull, Slides: importing them turns them on)
// `new Scroller(el, { loop: true, use: [Loop] })`. An option given without
// its feature in `use` throws a TypeError that says what to import.
//
// A Scroller's feature gets as `host` its context (scroll/context.js): what it
// may read and what it may ask for, never the Scroller's parts. What the
// Scroller asks of an attached feature (each optional): dispose() (destroy),
// stop() (destroy, before the positions stop), update(config) (update() kept
// it), measure() (refresh, before the view measures), adjust(metrics) (the
// measured metrics, returned changed: before the positions take them),
// measured() (after they took them), wheel(event, deltas) (a wheel event;
// true: the feature took it).
import { readBoolean, throwType } from '../options.js';

/**
 * A feature switched by a boolean `option` (Loop, Accessibility, Modal; with
 * `on`, Pull and Slides: on when imported, `option: false` turns it off):
 * `attach(host)` builds it on a live Scroller or Draggable.
 */
export const switchFeature = (option, attach, on = false) => ({
  option, default: on, read: (where, value) => readBoolean(where, option, value, on), attach,
});

/** The options the Scroller's features read (validated by the feature the page passes in `use`). */
export const FEATURE_OPTIONS = ['use', 'loop', 'autoplay', 'autoScroll', 'pull', 'slides'];
/** The Draggable's. */
export const DRAG_FEATURE_OPTIONS = ['use', 'modal'];   // (and Detents, found in `use` by drag/config.js: keywords in snap.points)

/** The Draggable's features' names (the Scroller's: scroll/config.js FEATURE_NAMES). */
const NAMES = { modal: 'Modal' };

/**
 * { use: [features], features: { option: its config } } from the options `o`
 * (`options`: 'use' and the feature options, lists may nest; `names`: option -> its
 * feature's export). An option that is undefined or false needs nothing
 * (the owner passes its own options, as the Scroller's `wheel`, with only
 * the values that need a feature).
 */
export function readFeatures(where, o, options, names = NAMES) {
  options = options.flat();
  const use = o.use === undefined ? [] : o.use;
  if (!Array.isArray(use)) throwType(where, 'option `use` must be an array of features (e.g. [Loop])', use);
  use.forEach((f, i) => {
    if (!f || typeof f.option !== 'string' || typeof f.attach !== 'function' || typeof f.read !== 'function') {
      throwType(where, `option \`use[${i}]\` must be a feature imported from kinema/dom (${options.slice(1).map((n) => names[n]).join(', ')})`, f);
    }
  });
  const features = {};
  for (const option of options.slice(1)) {
    const f = use.find((g) => g.option === option);
    const value = o[option] === undefined ? f?.default : o[option];
    if (value === undefined || value === false) continue;
    if (!f) {
      const name = names[option];
      throw new TypeError(`kinema: ${where}: option \`${option}${typeof value === 'string' ? `: '${value}'` : ''}\` needs the ${name} feature: import { ${name} } from 'kinema/dom' and pass \`use: [${name}]\``);
    }
    features[option] = { feature: f, config: f.read(where, value) };
  }
  return Object.freeze({ use: Object.freeze(use.slice()), features: Object.freeze(features) });
}

/** Builds the features of `config` on the scroller `host`: option -> instance. */
export function attachFeatures(host, config) {
  const out = {};
  for (const [option, { feature, config: c }] of Object.entries(config.features.features)) {
    if (c !== null && c !== false) out[option] = feature.attach(host, c);
  }
  return out;
}

/**
 * Brings the attached features (`attached`: option -> instance, built for
 * `old`) in line with `config` (update()): a feature its options no longer
 * ask for is stopped and disposed, one they now ask for is attached, one
 * they still ask for is kept (told the new config). Returns the new map.
 */
export function syncFeatures(host, attached, old, config) {
  const out = {};
  const was = old.features.features, wanted = config.features.features;
  for (const [option, instance] of Object.entries(attached)) {
    if (wanted[option]?.feature === was[option].feature) {
      instance.update?.(wanted[option].config);
      out[option] = instance;
    } else {
      instance.stop?.();
      instance.dispose();
    }
  }
  for (const [option, { feature, config: c }] of Object.entries(wanted)) {
    if (!out[option] && c !== null && c !== false) out[option] = feature.attach(host, c);
  }
  return out;
}

/** A TypeError for `what` (a method or getter) used without `name`'s feature in `use`. */
export function throwNeeds(where, name) {
  throw new TypeError(`kinema: ${where} needs the ${name} feature: import { ${name} } from 'kinema/dom' and pass \`use: [${name}]\``);
}
