// Every option of the Draggable and every default, in one place, validated
// with the DOM layer's helpers (TypeError for a wrong type or an unknown
// name, RangeError naming the option and the value), in the style of the
// Scroller's config: a frozen value; update() builds a new one from the old
// one and the changes.
import { throwRange } from '../../errors.js';
import { getDefaultScheduler, readScheduler } from '../frame-loop.js';
import {
  readBoolean, readChoice, readElement, readFinite, readObject, readPoints, readPositive, show,
} from '../options.js';
import { DEFAULTS as SCROLL_DEFAULTS, readSpring, readTolerance } from '../scroll/config.js';
import { readPreset } from '../scroll/preset.js';

export const WHERE = 'Draggable';

export const OPTIONS = [
  'axis', 'bounds', 'snap', 'overscroll', 'position', 'reducedMotion', 'drag', 'spring', 'tolerance',
  'handoff', 'handle', 'pointer', 'scheduler', 'physics', 'decelerationRate',
];
export const UPDATABLE = [
  'bounds', 'snap', 'overscroll', 'reducedMotion', 'drag', 'spring', 'tolerance', 'handoff', 'handle', 'pointer',
  'physics', 'decelerationRate',
];

/** The defaults (px, px/s, s, 1/s²): the Scroller's physics. */
export const DEFAULTS = Object.freeze({
  axis: 'both',
  overscroll: 'bounce',
  reducedMotion: 'system',
  drag: SCROLL_DEFAULTS.drag,          // fraction of fling velocity kept per second (projection and flings)
  spring: SCROLL_DEFAULTS.spring,
  tolerance: SCROLL_DEFAULTS.tolerance,
  handoff: true,
});

const UNBOUNDED = Object.freeze({ min: -Infinity, max: Infinity });

function readRange(name, value) {
  const b = readObject(WHERE, name, value, ['min', 'max']);
  const min = b.min === undefined ? -Infinity : readFinite(WHERE, `${name}.min`, b.min);
  const max = b.max === undefined ? Infinity : readFinite(WHERE, `${name}.max`, b.max);
  if (max < min) throwRange(WHERE, `${name}.max`, max, `must be at least \`${name}.min\` (${min})`);
  return Object.freeze({ min, max });
}

/** null (none: the snap points' extent, else unbounded), an element, or ranges per axis. */
function readBounds(axis, bounds) {
  if (bounds === undefined || bounds === null) return null;
  const isElement = typeof Element === 'function' ? bounds instanceof Element : bounds?.nodeType === 1;
  if (isElement) return Object.freeze({ element: readElement(WHERE, bounds, 'bounds') });
  if (axis !== 'both') {
    if (bounds !== null && typeof bounds === 'object' && (bounds.x !== undefined || bounds.y !== undefined)) {
      const b = readObject(WHERE, 'bounds', bounds, ['x', 'y']);
      return Object.freeze({ [axis]: b[axis] === undefined ? UNBOUNDED : readRange(`bounds.${axis}`, b[axis]) });
    }
    return Object.freeze({ [axis]: readRange('bounds', bounds) });
  }
  const b = readObject(WHERE, 'bounds', bounds, ['x', 'y']);
  return Object.freeze({
    x: b.x === undefined ? UNBOUNDED : readRange('bounds.x', b.x),
    y: b.y === undefined ? UNBOUNDED : readRange('bounds.y', b.y),
  });
}

function readVec(name, value) {
  const v = readObject(WHERE, name, value, ['x', 'y']);
  return Object.freeze({ x: readFinite(WHERE, `${name}.x`, v.x, 0), y: readFinite(WHERE, `${name}.y`, v.y, 0) });
}

/**
 * Snap points as {x, y} (frozen): for one axis numbers (sorted ascending)
 * on that axis, the other coordinate is taken from `position` when used;
 * for 'both' {x, y} objects. null without snapping.
 */
function readSnap(axis, snap) {
  if (snap === undefined || snap === null || snap === false) return null;
  if (typeof snap !== 'object' || Array.isArray(snap)) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap\` must be an object with \`points\`, got ${show(snap)}`);
  }
  readObject(WHERE, 'snap', snap, ['points']);
  if (axis !== 'both') return Object.freeze({ values: Object.freeze(readPoints(WHERE, 'snap.points', snap.points)) });
  if (!Array.isArray(snap.points)) {
    throw new TypeError(`kinema: ${WHERE}: option \`snap.points\` must be an array of {x, y}, got ${show(snap.points)}`);
  }
  if (snap.points.length === 0) throwRange(WHERE, 'snap.points', 0, 'must hold at least one point (its length)');
  return Object.freeze({ points: Object.freeze(snap.points.map((p, i) => {
    const name = `snap.points[${i}]`;
    if (p === null || typeof p !== 'object') throw new TypeError(`kinema: ${WHERE}: option \`${name}\` must be an object {x, y}, got ${show(p)}`);
    return Object.freeze({ x: readFinite(WHERE, `${name}.x`, p.x), y: readFinite(WHERE, `${name}.y`, p.y) });
  })) });
}


/** The start position: {x, y}, or a number on the axis for one axis. */
function readPosition(axis, position) {
  if (position === undefined) return Object.freeze({ x: 0, y: 0 });
  if (axis !== 'both' && typeof position === 'number') {
    const v = readFinite(WHERE, 'position', position);
    return Object.freeze({ x: axis === 'x' ? v : 0, y: axis === 'y' ? v : 0 });
  }
  return readVec('position', position);
}

/**
 * The options of `new Draggable(element, options)` as a frozen config:
 * { axis, axes, bounds (null | {element} | {x?, y?: {min, max}}), snap (null
 * | {values} for one axis | {points} for 'both'), overscroll, position,
 * reducedMotion, drag, spring, tolerance, handoff, handle (null or an
 * element: presses elsewhere do not drag), pointer, scheduler, physics (null
 * or the resolved preset: scrollPhysics()), rubberBand (the coefficient past
 * a bound) }. A preset sets the drag, the overscroll and the rubber band;
 * `drag` and `overscroll` given explicitly override it.
 */
export function readConfig(options) {
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
    snap: readSnap(axis, o.snap),
    overscroll: p.overscroll ?? DEFAULTS.overscroll,
    position: readPosition(axis, o.position),
    reducedMotion: readChoice(WHERE, 'reducedMotion', o.reducedMotion, ['system', 'reduce', 'no-preference'], DEFAULTS.reducedMotion),
    drag: p.drag ?? DEFAULTS.drag,
    physics: p.preset,
    rubberBand: p.rubberBand,
    spring: readSpring(o.spring, WHERE),
    tolerance: readTolerance(o.tolerance, WHERE),
    handoff: readBoolean(WHERE, 'handoff', o.handoff, DEFAULTS.handoff),
    handle: o.handle === undefined || o.handle === null ? null : readElement(WHERE, o.handle, 'handle'),
    pointer: readBoolean(WHERE, 'pointer', o.pointer, true),
    scheduler: o.scheduler === undefined ? getDefaultScheduler() : readScheduler(WHERE, o.scheduler),
    raw: o,   // the options as given (update() reads them again with the changes)
  });
}

/**
 * The config after `update(changes)`: the options named in `changes` are
 * read again (undefined restores the default), the others are kept. The
 * axis, the start position and the scheduler are fixed at construction.
 */
export function updateConfig(config, changes) {
  const where = `${WHERE}.update`;
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) {
    throw new TypeError(`kinema: ${where}: options must be an object, got ${show(changes)}`);
  }
  for (const key of Object.keys(changes)) {
    if (!UPDATABLE.includes(key)) {
      const fixed = OPTIONS.includes(key) ? ' is fixed at construction (destroy and build a new Draggable to change it)' : ' is unknown';
      throw new TypeError(`kinema: ${where}: option \`${key}\`${fixed} (updatable: ${UPDATABLE.join(', ')})`);
    }
  }
  return readConfig({ ...config.raw, scheduler: config.scheduler, ...changes });
}
