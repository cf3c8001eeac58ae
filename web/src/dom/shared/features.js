// Opt-in features of a Scroller (loop, autoplay, autoScroll) and a Draggable (modal): their code is
// in their own modules, which a page imports and passes in `use`, so a page
// that does not use them does not download them (the Scroller's own code
// names none of them). A feature is a plain object:
//   { option: 'loop',                 the option it reads
//     read(where, value),             validates the option (TypeError / RangeError), returns its config
//     attach(host, config) }          builds it on a live Scroller: { dispose(), ... }
// `new Scroller(el, { loop: true, use: [Loop] })`. An option given without
// its feature in `use` throws a TypeError that says what to import.
import { throwType } from '../options.js';

/** The options the Scroller's features read (validated by the feature the page passes in `use`). */
export const FEATURE_OPTIONS = ['use', 'loop', 'autoplay', 'autoScroll'];
/** The Draggable's. */
export const DRAG_FEATURE_OPTIONS = ['use', 'modal'];   // (and Detents, found in `use` by drag/config.js: keywords in snap.points)

const NAMES = { loop: 'Loop', autoplay: 'Autoplay', autoScroll: 'AutoScroll', modal: 'Modal' };

/** { use: [features], features: { option: its config } } from the options `o` (`options`: 'use' and the feature options). */
export function readFeatures(where, o, options = FEATURE_OPTIONS) {
  const use = o.use === undefined ? [] : o.use;
  if (!Array.isArray(use)) throwType(where, 'option `use` must be an array of features (e.g. [Loop])', use);
  use.forEach((f, i) => {
    if (!f || typeof f.option !== 'string' || typeof f.attach !== 'function' || typeof f.read !== 'function') {
      throwType(where, `option \`use[${i}]\` must be a feature imported from kinema/dom (${options.slice(1).map((n) => NAMES[n]).join(', ')})`, f);
    }
  });
  const features = {};
  for (const option of options.slice(1)) {
    if (o[option] === undefined || o[option] === false) continue;
    const f = use.find((g) => g.option === option);
    if (!f) {
      throw new TypeError(`kinema: ${where}: option \`${option}\` needs the ${NAMES[option]} feature: import { ${NAMES[option]} } from 'kinema/dom' and pass \`use: [${NAMES[option]}]\``);
    }
    features[option] = { feature: f, config: f.read(where, o[option]) };
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
