// Every option of the Scroller and every default, in one place, validated
// with the DOM layer's helpers (TypeError for a wrong type or an unknown
// name, RangeError naming the option and the value). A config is a frozen
// value: update() builds a new one from the old one and the changes.
import { throwRange } from '../../errors.js';
import {
  readBoolean, readChoice, readElement, readFinite, readObject, readPoints, readPositive, show, throwType,
} from '../options.js';
import { clippedAxes, flow } from './metrics.js';
import * as shared from '../shared-config.js';
import { readPointer, readShared, SHARED_OPTIONS, SHARED_UPDATABLE, updateShared } from '../shared-config.js';
import { OVERSCROLL_BEHAVIORS } from './chain.js';
import { platformFling } from '../shared/preset.js';
import { FEATURE_OPTIONS, readFeatures } from '../shared/features.js';

export const WHERE = 'Scroller';

/** The features' options and the Scroller's own options that need a feature (`accessibility: true`, `wheel: 'smooth'`), with their features' names. */
const FEATURES = [FEATURE_OPTIONS, 'accessibility', 'wheel', 'slidesToScroll'];   // nested: readFeatures flattens it (no top-level code)
const FEATURE_NAMES = {
  loop: 'Loop', autoplay: 'Autoplay', autoScroll: 'AutoScroll', pull: 'Pull', slides: 'Slides', accessibility: 'Accessibility', wheel: 'SmoothWheel', slidesToScroll: 'SlidesToScroll',
};

/** `spring` ({stiffness?, dampingRatio?}) and `tolerance` ({distance?, velocity?}); `where` names the caller. */
export const readSpring = (spring, where = WHERE) => shared.readSpring(spring, where);
export const readTolerance = (tolerance, where = WHERE) => shared.readTolerance(tolerance, where);

/** Every option (those shared with the Draggable: shared-config.js); the ones update() may change. */
export const OPTIONS = [SHARED_OPTIONS, 'content', 'wheel', 'keyboard', 'landing', 'accessibility', 'overscrollBehavior', 'anchors', 'slidesToScroll', FEATURE_OPTIONS];
export const UPDATABLE = [SHARED_UPDATABLE, 'wheel', 'keyboard', 'landing', 'accessibility', 'overscrollBehavior', 'anchors', 'slidesToScroll'];

/** The defaults of the Scroller's own options (the shared ones: SHARED_DEFAULTS); overscrollBehavior: scroll chaining (chain.js). */
export const DEFAULTS = { axis: 'y', landing: 'auto', accessibility: false, overscrollBehavior: 'auto' };

/** Fixed figures of the input (as the browsers use them). */
export const INPUT = {
  wheelLine: 40,               // px per wheel "line" (deltaMode 1), as Chromium
  wheelIdle: 120,              // ms without wheel input that ends a wheel gesture
  scrollIdle: 150,             // ms without native scrolling that ends it
  arrowStep: 40,               // px per arrow key
  pageFraction: 0.875,         // of the viewport per PageUp/PageDown/Space
};

/** px: the finest `snap.interval` (metrics.js merges points closer than this). */
export const MIN_SNAP_INTERVAL = 0.5;

// paging: the snap mode when `snap.mode` is not given (a physics preset pages).
function readSnap(snap, paging = 'nearest') {
  if (snap === undefined || snap === null || snap === false) return null;
  if (snap === 'children') return Object.freeze({ kind: 'children', align: 'start', mode: paging });
  if (typeof snap !== 'object' || Array.isArray(snap)) {
    throwType(WHERE, `option \`snap\` must be 'children' or an object with \`points\`, \`interval\` or \`children\``, snap);
  }
  readObject(WHERE, 'snap', snap, ['points', 'interval', 'children', 'align', 'mode']);
  const kinds = ['points', 'interval', 'children'].filter((k) => snap[k] !== undefined);
  if (kinds.length !== 1) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap\` must have exactly one of \`points\`, \`interval\`, \`children\`, got ${kinds.length ? kinds.join(' and ') : 'none'}`);
  }
  const mode = readChoice(WHERE, 'snap.mode', snap.mode, ['nearest', 'page'], paging);
  const kind = kinds[0];
  if (kind !== 'children' && snap.align !== undefined) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap.align\` applies to \`snap.children\` only`);
  }
  if (kind === 'points') return Object.freeze({ kind, mode, points: Object.freeze(readPoints(WHERE, 'snap.points', snap.points)) });
  if (kind === 'interval') return Object.freeze({ kind, mode, interval: readInterval(snap.interval) });
  if (snap.children !== true) {
    throwType(WHERE, `option \`snap.children\` must be true`, snap.children);
  }
  return Object.freeze({ kind, mode, align: readChoice(WHERE, 'snap.align', snap.align, ['start', 'center', 'end'], 'start') });
}

/**
 * `snap.interval` (px): at least MIN_SNAP_INTERVAL, as points closer than
 * that are one point everywhere else (snap to children merges them; the
 * native offset is not finer), and a finer interval would make millions of
 * points of a page-sized range (1e-9 px on 1,700 px: 1.7e12).
 */
function readInterval(interval) {
  const value = readPositive(WHERE, 'snap.interval', interval);
  if (value < MIN_SNAP_INTERVAL) {
    throwRange(WHERE, 'snap.interval', value, `must be at least ${MIN_SNAP_INTERVAL} px (snap points closer than half a pixel are one point)`);
  }
  return value;
}

/** `wheel`: true (default), false, or 'smooth' (a notch animates; a trackpad stream follows 1:1). */
function readWheel(wheel) {
  if (wheel === undefined || wheel === true || wheel === false || wheel === 'smooth') return wheel ?? true;
  throwType(WHERE, `option \`wheel\` must be true, false or 'smooth'`, wheel);
}

function readBoundsOf(name, value) {
  const b = readObject(WHERE, name, value, ['min', 'max']);
  const min = b.min === undefined ? undefined : readFinite(WHERE, `${name}.min`, b.min);
  const max = b.max === undefined ? undefined : readFinite(WHERE, `${name}.max`, b.max);
  if (min !== undefined && max !== undefined && max < min) {
    throwRange(WHERE, `${name}.max`, max, `must be at least \`${name}.min\` (${min})`);
  }
  return Object.freeze({ min, max });
}

function readBounds(axis, bounds) {
  if (axis !== 'both') return Object.freeze({ [axis]: readBoundsOf('bounds', bounds) });
  const b = readObject(WHERE, 'bounds', bounds, ['x', 'y']);
  return Object.freeze({ x: readBoundsOf('bounds.x', b.x), y: readBoundsOf('bounds.y', b.y) });
}

function readContent(content) {
  if (content === undefined) return null;
  const list = Array.isArray(content) ? content : [content];
  list.forEach((node, i) => readElement(WHERE, node, Array.isArray(content) ? `content[${i}]` : 'content'));
  return Object.freeze(list.slice());
}

/**
 * The options of `new Scroller(element, options)` as a frozen config:
 * { axis, axes: ['x'] | ['y'] | ['x', 'y'], bounds: {x?, y?}, overscroll,
 * overscrollBehavior ('auto' | 'contain' | 'none': scroll chaining, chain.js),
 * snap (null or {kind, mode, points | interval | align}), reducedMotion,
 * drag, spring: {stiffness, dampingRatio}, tolerance: {distance, velocity,
 * time}, content (null or elements), pointer, wheel (true, false or
 * 'smooth'), keyboard, page (the element is the page's scrolling element:
 * `pointer` defaults to false), landing ('auto' | 'friction' | 'spring'),
 * accessibility, scheduler,
 * physics (null or the resolved preset: scrollPhysics()), rubberBand (the
 * coefficient past a bound), raw (the options as given, for update()) }.
 * A preset sets the drag, the overscroll, the rubber band and the default
 * snap mode ('page'); `drag` and `overscroll` given explicitly override it.
 */
/** `slidesToScroll` (read by the SlidesToScroll feature, groups.js: { by, group }), for `snap` on the children. */
function readSlidesToScroll(feature, snap, loop) {
  if (!feature) return snap;
  const { by: value, group } = feature.config;
  if (snap?.kind !== 'children') throwType(WHERE, 'option `slidesToScroll` needs `snap` on the children (snap: \'children\')', snap?.kind ?? snap);
  if (loop) throwType(WHERE, 'option `slidesToScroll` cannot be used with `loop` (yet): the loop moves one slide at a time', value);
  return Object.freeze({ ...snap, slidesToScroll: value, group });
}

export function readConfig(options, page = false) {
  const o = readObject(WHERE, '', options, OPTIONS);
  const { paging, ...shared } = readShared(WHERE, o, DEFAULTS.axis);
  // No physics, decelerationRate or drag given: the platform's fling (preset.js).
  const chosen = o.physics !== undefined || o.decelerationRate !== undefined || o.drag !== undefined;
  const config = {
    ...shared,
    physics: shared.physics ?? (chosen ? null : platformFling()),
    bounds: readBounds(shared.axis, o.bounds),
    snap: readSnap(o.snap, paging),
    content: readContent(o.content),
    // On the page (document.scrollingElement) touch and mouse drags stay the browser's by default.
    pointer: readPointer(WHERE, o.pointer, !page),
    wheel: readWheel(o.wheel),
    keyboard: readBoolean(WHERE, 'keyboard', o.keyboard, true),
    page,
    landing: readChoice(WHERE, 'landing', o.landing, ['auto', 'friction', 'spring'], DEFAULTS.landing),
    accessibility: readBoolean(WHERE, 'accessibility', o.accessibility, DEFAULTS.accessibility),
    overscrollBehavior: readChoice(WHERE, 'overscrollBehavior', o.overscrollBehavior, OVERSCROLL_BEHAVIORS, DEFAULTS.overscrollBehavior),
    // A page Scroller glides to same-page #fragment links (scroll/anchors.js).
    anchors: readBoolean(WHERE, 'anchors', o.anchors, true),
  };
  // Opt-in modules (shared/features.js), once the Scroller's own options are valid.
  // The browser's wheel (`wheel: true`) and one slide per step need none.
  const features = readFeatures(WHERE, {
    ...o, wheel: config.wheel === 'smooth' ? 'smooth' : undefined, slidesToScroll: o.slidesToScroll === 1 ? undefined : o.slidesToScroll,
  }, FEATURES, FEATURE_NAMES);
  return Object.freeze({
    ...config,
    snap: readSlidesToScroll(features.features.slidesToScroll, config.snap, o.loop === true),
    features,
    raw: Object.freeze({ ...o }),
  });
}

/**
 * `config` when the element can scroll along its axes; a TypeError naming
 * the element and the axis when `overflow: clip` makes that impossible
 * (metrics.js clippedAxes). The page always scrolls.
 */
export function readScrollable(element, config) {
  if (config.page || typeof getComputedStyle !== 'function') return config;
  const style = getComputedStyle(element);
  const clipped = clippedAxes(style, config.axes);
  const id = element.id ? `#${element.id}` : '';
  const classes = element.classList?.length ? `.${[...element.classList].join('.')}` : '';
  const named = `\`element\` (${element.localName ?? show(element)}${id}${classes})`;
  if (clipped.length > 0) {
    const name = clipped.map((a) => `overflow-${a}`).join(' and ');
    throw new TypeError(`kinema: ${WHERE}: ${named} has ${name}: clip, which cannot scroll, not even by script; use overflow: hidden (no scroll bars, still scrollable) or auto`);
  }
  // The Loop (scroll/loop.js) arranges the slides from the start edge of a start-to-end axis only.
  if (config.features.features.loop && flow(style)[config.axes.includes('y') ? 'y' : 'x']) {
    throw new TypeError(`kinema: ${WHERE}: option \`loop\` does not support a right-to-left or bottom-to-top axis yet: ${named}; give it dir="ltr"`);
  }
  return config;
}

/**
 * The config after `update(changes)`: the options named in `changes` are
 * read again (undefined restores the default), the others are kept. The
 * axis, the content and the scheduler are fixed at construction.
 */
export function updateConfig(config, changes) {
  return updateShared(WHERE, config, changes, { options: OPTIONS, updatable: UPDATABLE, readConfig: (o) => readConfig(o, config.page) });
}
