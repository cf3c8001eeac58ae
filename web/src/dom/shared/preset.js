// The `physics` option of the Scroller and the Draggable: a platform preset
// ('ios', 'android'; scrollPhysics() in web/src/physics.js holds the figures
// and their sources) read into what the DOM layer's physics uses: the drag of
// the fling and of the snap projection, the overscroll, the rubber band's
// coefficient and the default snap mode. The fling itself is scrollMotion's
// with the same preset (the Android curve is the core's closed form).
import { scrollPhysics } from '../../scroll-core.js';
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

/**
 * AOSP's scroll friction scaled to Chromium's own touch fling. Measured in
 * Debian's Chromium at 390×844 (devicePixelRatio 1, CDP touch, travel from
 * where the finger let go, last visible move on the frame clock): a 240 px
 * drag released at 1,875 px/s travels 664 px and moves last 0.78 s after
 * the release; at 3,125 px/s 1,855 px and 1.32 s; at 938 px/s 159 px and
 * 0.39 s. The Android spline's distance and duration both scale as
 * friction^-0.736 (1 - D/(D - 1), D = AOSP's DECELERATION_RATE): 0.0125
 * (0.83 of AOSP's 0.015) fits the 1,875 px/s fling (AOSP's travels 580 px).
 * Chromium's distance grows as v² where the spline's grows as v^1.74, so a
 * slow fling goes farther than the browser's and a fast one less far
 * (bench/dom-fling.mjs prints the table; tests/browser/feel.test.js checks
 * the 1,875 px/s fling in the same run).
 */
export const CHROMIUM_FRICTION = 0.0125;

/** Whether the page runs on an Apple platform (iOS, iPadOS, macOS), whose own scrolling is UIScrollView's deceleration. */
export function applePlatform(nav = globalThis.navigator) {
  if (!nav) return false;
  const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform) || /\b(iPhone|iPad|iPod|Macintosh)\b/.test(nav.userAgent ?? '');
}

/**
 * The Scroller's fling when no `physics`, `decelerationRate` or `drag` is
 * given: the platform's. On Apple platforms, and outside a browser (no
 * browser `navigator`), null: kinema's friction, UIScrollView's normal deceleration
 * (drag 0.135 per second, 0.998 per ms). Elsewhere (Chromium, Android,
 * Firefox on Linux and Windows: finite-time flings) the Android spline with
 * CHROMIUM_FRICTION, which ends when the browser's own fling does. Only the
 * fling: the overscroll, the rubber band and the snapping stay kinema's
 * defaults (a preset, `physics: 'ios' | 'android'`, sets them all).
 */
export function platformFling(nav = globalThis.navigator) {
  // Node 21+ has a navigator ("Node.js/22"): only a browser's says Mozilla/.
  if (!nav || !/Mozilla\//.test(nav.userAgent ?? '') || applePlatform(nav)) return null;
  return { name: 'android', curve: 'android', androidFriction: CHROMIUM_FRICTION, platform: true };
}
