// The `physics` option of the Scroller and the Draggable: a platform preset
// ('ios', 'android'; scrollPhysics() in web/src/physics.js holds the figures
// and their sources) read into what the DOM layer's physics uses: the drag of
// the fling and of the snap projection, the overscroll, the rubber band's
// coefficient and the default snap mode. The fling itself is scrollMotion's
// with the same preset (the Android curve is the core's closed form).
import { scrollPhysics } from '../../index.js';
import { readChoice } from '../options.js';
import { RUBBER_BAND } from '../../defaults.js';

/**
 * Reads `physics` (undefined: kinema's default behaviour), `decelerationRate`
 * (alone it means 'ios', as in scrollMotion), and settles `drag` and
 * `overscroll` (given explicitly they override the preset; `drag` does not
 * apply to 'android'). Returns { preset (null or the resolved preset),
 * drag, overscroll, rubberBand, paging } where `drag` / `overscroll` are
 * undefined when neither the option nor the preset sets them.
 */
export function readPreset(where, { physics, decelerationRate, drag, overscroll }) {
  if (physics === undefined && decelerationRate === undefined) {
    return { preset: null, drag, overscroll, rubberBand: RUBBER_BAND, paging: undefined };
  }
  const name = readChoice(where, 'physics', physics, ['ios', 'android'], 'ios');
  let preset;
  try {
    preset = Object.freeze(scrollPhysics(name, decelerationRate === undefined ? undefined : { decelerationRate }));
  } catch (error) {
    // The core names its own function: name the component (the option and value stay).
    error.message = error.message.replace('kinema: scrollPhysics:', `kinema: ${where}:`);
    throw error;
  }
  if (preset.curve === 'android' && drag !== undefined) {
    throw new TypeError(`kinema: ${where}: option \`drag\` does not apply to physics 'android' (its fling is AOSP's curve)`);
  }
  return {
    preset,
    drag: drag ?? preset.drag,
    overscroll: overscroll ?? preset.overscroll,
    rubberBand: preset.rubberBand ?? RUBBER_BAND,
    paging: preset.paging,
  };
}
