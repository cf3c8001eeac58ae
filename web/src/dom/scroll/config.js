// Every option of the Scroller and every default, in one place, validated
// with the DOM layer's helpers (TypeError for a wrong type or an unknown
// name, RangeError naming the option and the value). A config is a frozen
// value: update() builds a new one from the old one and the changes.
import { throwRange } from '../../errors.js';
import { getDefaultScheduler, readScheduler } from '../frame-loop.js';
import { readPreset } from './preset.js';
import {
  readBoolean, readChoice, readElement, readFinite, readObject, readPoints, readPositive, show,
} from '../options.js';

export const WHERE = 'Scroller';

/** Every option; the ones update() may change are in UPDATABLE. */
export const OPTIONS = [
  'axis', 'bounds', 'overscroll', 'snap', 'reducedMotion', 'drag', 'spring', 'tolerance', 'content',
  'pointer', 'wheel', 'keyboard', 'scheduler', 'physics', 'decelerationRate',
];
export const UPDATABLE = [
  'bounds', 'overscroll', 'snap', 'reducedMotion', 'drag', 'spring', 'tolerance', 'pointer', 'wheel', 'keyboard',
  'physics', 'decelerationRate',
];

/** The defaults (px, px/s, s, 1/s²). */
export const DEFAULTS = Object.freeze({
  axis: 'y',
  overscroll: 'bounce',
  reducedMotion: 'system',
  drag: 0.135,                 // fraction of fling velocity kept per second (iOS's 0.998 per ms)
  spring: Object.freeze({ stiffness: 170, dampingRatio: 1 }),
  tolerance: Object.freeze({ distance: 0.1, velocity: 0.5, time: 1e-3 }),
});

/** Fixed figures of the input (as the browsers use them). */
export const INPUT = Object.freeze({
  wheelLine: 40,               // px per wheel "line" (deltaMode 1), as Chromium
  wheelIdle: 120,              // ms without wheel input that ends a wheel gesture
  scrollIdle: 150,             // ms without native scrolling that ends it
  arrowStep: 40,               // px per arrow key
  pageFraction: 0.875,         // of the viewport per PageUp/PageDown/Space
  clickSlop: 5,                // px (element's own) of movement that makes a press a drag
  clickGuard: 500,             // ms during which the click ending a drag is swallowed
});

// paging: the snap mode when `snap.mode` is not given (a physics preset pages).
function readSnap(snap, paging = 'nearest') {
  if (snap === undefined || snap === null || snap === false) return null;
  if (snap === 'children') return Object.freeze({ kind: 'children', align: 'start', mode: paging });
  if (typeof snap !== 'object' || Array.isArray(snap)) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap\` must be 'children' or an object with \`points\`, \`interval\` or \`children\`, got ${show(snap)}`);
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
  if (kind === 'interval') return Object.freeze({ kind, mode, interval: readPositive(WHERE, 'snap.interval', snap.interval) });
  if (snap.children !== true) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap.children\` must be true, got ${show(snap.children)}`);
  }
  return Object.freeze({ kind, mode, align: readChoice(WHERE, 'snap.align', snap.align, ['start', 'center', 'end'], 'start') });
}

/** `wheel`: true (default), false, or 'smooth' (a notch animates; a trackpad stream follows 1:1). */
function readWheel(wheel) {
  if (wheel === undefined || wheel === true || wheel === false || wheel === 'smooth') return wheel ?? true;
  throw new TypeError(`kinema: ${WHERE}: option \`wheel\` must be true, false or 'smooth', got ${show(wheel)}`);
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

/** `spring` ({stiffness?, dampingRatio?}), for the Scroller and the Draggable (`where` names it). */
export function readSpring(spring, where = WHERE) {
  const s = readObject(where, 'spring', spring, ['stiffness', 'dampingRatio']);
  const out = {
    stiffness: readPositive(where, 'spring.stiffness', s.stiffness, DEFAULTS.spring.stiffness),
    dampingRatio: readFinite(where, 'spring.dampingRatio', s.dampingRatio, DEFAULTS.spring.dampingRatio),
  };
  if (!(out.dampingRatio >= 0)) throwRange(where, 'spring.dampingRatio', out.dampingRatio, 'must be at least 0');
  return Object.freeze(out);
}

/** `tolerance` ({distance?, velocity?}), for the Scroller and the Draggable (`where` names it). */
export function readTolerance(tolerance, where = WHERE) {
  const t = readObject(where, 'tolerance', tolerance, ['distance', 'velocity']);
  return Object.freeze({
    distance: readPositive(where, 'tolerance.distance', t.distance, DEFAULTS.tolerance.distance),
    velocity: readPositive(where, 'tolerance.velocity', t.velocity, DEFAULTS.tolerance.velocity),
    time: DEFAULTS.tolerance.time,
  });
}

/**
 * The options of `new Scroller(element, options)` as a frozen config:
 * { axis, axes: ['x'] | ['y'] | ['x', 'y'], bounds: {x?, y?}, overscroll,
 * snap (null or {kind, mode, points | interval | align}), reducedMotion,
 * drag, spring: {stiffness, dampingRatio}, tolerance: {distance, velocity,
 * time}, content (null or elements), pointer, wheel (true, false or
 * 'smooth'), keyboard, page (the element is the page's scrolling element:
 * `pointer` defaults to false), scheduler,
 * physics (null or the resolved preset: scrollPhysics()), rubberBand (the
 * coefficient past a bound), raw (the options as given, for update()) }.
 * A preset sets the drag, the overscroll, the rubber band and the default
 * snap mode ('page'); `drag` and `overscroll` given explicitly override it.
 */
export function readConfig(options, page = false) {
  const o = readObject(WHERE, '', options, OPTIONS);
  const axis = readChoice(WHERE, 'axis', o.axis, ['x', 'y', 'both'], DEFAULTS.axis);
  const p = readPreset(WHERE, {
    physics: o.physics,
    decelerationRate: o.decelerationRate,
    overscroll: readChoice(WHERE, 'overscroll', o.overscroll, ['bounce', 'clamp'], undefined),
    drag: o.drag === undefined ? undefined : readPositive(WHERE, 'drag', o.drag, undefined, 1),
  });
  return Object.freeze({
    axis,
    axes: Object.freeze(axis === 'both' ? ['x', 'y'] : [axis]),
    bounds: readBounds(axis, o.bounds),
    overscroll: p.overscroll ?? DEFAULTS.overscroll,
    snap: readSnap(o.snap, p.paging),
    reducedMotion: readChoice(WHERE, 'reducedMotion', o.reducedMotion, ['system', 'reduce', 'no-preference'], DEFAULTS.reducedMotion),
    drag: p.drag ?? DEFAULTS.drag,
    physics: p.preset,
    rubberBand: p.rubberBand,
    spring: readSpring(o.spring),
    tolerance: readTolerance(o.tolerance),
    content: readContent(o.content),
    // On the page (document.scrollingElement) touch and mouse drags stay the browser's by default.
    pointer: readBoolean(WHERE, 'pointer', o.pointer, !page),
    wheel: readWheel(o.wheel),
    keyboard: readBoolean(WHERE, 'keyboard', o.keyboard, true),
    page,
    scheduler: o.scheduler === undefined ? getDefaultScheduler() : readScheduler(WHERE, o.scheduler),
    raw: Object.freeze({ ...o }),
  });
}

/**
 * The config after `update(changes)`: the options named in `changes` are
 * read again (undefined restores the default), the others are kept. The
 * axis, the content and the scheduler are fixed at construction.
 */
export function updateConfig(config, changes) {
  const where = `${WHERE}.update`;
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) {
    throw new TypeError(`kinema: ${where}: options must be an object, got ${show(changes)}`);
  }
  for (const key of Object.keys(changes)) {
    if (!UPDATABLE.includes(key)) {
      const fixed = OPTIONS.includes(key) ? ' is fixed at construction (destroy and build a new Scroller to change it)' : ' is unknown';
      throw new TypeError(`kinema: ${where}: option \`${key}\`${fixed} (updatable: ${UPDATABLE.join(', ')})`);
    }
  }
  // The options as given, so that a preset's defaults follow a new preset
  // and what was given explicitly stays given.
  return readConfig({ ...config.raw, scheduler: config.scheduler, ...changes }, config.page);
}
