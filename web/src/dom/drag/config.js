// Every option of the Draggable and every default, in one place, validated
// with the DOM layer's helpers (TypeError for a wrong type or an unknown
// name, RangeError naming the option and the value), in the style of the
// Scroller's config: a frozen value; update() builds a new one from the old
// one and the changes.
import { throwRange } from '../../errors.js';
import { readBoolean, readChoice, readElement, readFinite, readObject, readPoints, throwType } from '../options.js';
import { readShared, SHARED_OPTIONS, SHARED_UPDATABLE, updateShared } from '../shared-config.js';
import { DRAG_FEATURE_OPTIONS, readFeatures } from '../shared/features.js';

export const WHERE = 'Draggable';

/** Every option (those shared with the Scroller: shared-config.js); the ones update() may change. */
export const OPTIONS = [SHARED_OPTIONS, 'position', 'handoff', 'handle', 'landing', 'avoidKeyboard', DRAG_FEATURE_OPTIONS];
export const UPDATABLE = [SHARED_UPDATABLE, 'handoff', 'handle', 'landing'];

/** The defaults of the Draggable's own options (the shared ones, the Scroller's physics: SHARED_DEFAULTS). */
export const DEFAULTS = { axis: 'both', handoff: true, landing: 'auto', avoidKeyboard: true };

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
      return Object.freeze({ [axis]: readRange(`bounds.${axis}`, b[axis]) });
    }
    return Object.freeze({ [axis]: readRange('bounds', bounds) });
  }
  const b = readObject(WHERE, 'bounds', bounds, ['x', 'y']);
  return Object.freeze({
    x: readRange('bounds.x', b.x),
    y: readRange('bounds.y', b.y),
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
function readSnap(axis, snap, detents) {
  if (snap === undefined || snap === null || snap === false) return null;
  if (typeof snap !== 'object' || Array.isArray(snap)) {
    throwType(WHERE, `option \`snap\` must be an object with \`points\``, snap);
  }
  readObject(WHERE, 'snap', snap, ['points']);
  // Keywords ('content', 'markup', 'closed'): measured by the Draggable (detents.js), `values` then.
  if (Array.isArray(snap.points) && snap.points.some((p) => typeof p === 'string')) {
    return Object.freeze({ values: Object.freeze([]), spec: needDetents(detents, 'snap.points', snap.points).readPoints(axis, snap.points) });
  }
  if (axis !== 'both') return Object.freeze({ values: Object.freeze(readPoints(WHERE, 'snap.points', snap.points)) });
  if (!Array.isArray(snap.points)) {
    throwType(WHERE, `option \`snap.points\` must be an array of {x, y}`, snap.points);
  }
  if (snap.points.length === 0) throwRange(WHERE, 'snap.points', 0, 'must hold at least one point (its length)');
  return Object.freeze({ points: Object.freeze(snap.points.map((p, i) => {
    const name = `snap.points[${i}]`;
    if (p === null || typeof p !== 'object') throwType(WHERE, `option \`${name}\` must be an object {x, y}`, p);
    return Object.freeze({ x: readFinite(WHERE, `${name}.x`, p.x), y: readFinite(WHERE, `${name}.y`, p.y) });
  })) });
}


/** The Detents feature (drag/detents.js) a keyword needs, from `use`; TypeError without it. */
function needDetents(detents, name, value) {
  if (!detents) throwType(WHERE, `option \`${name}\` with keywords needs the Detents feature: import { Detents } from 'kinema/dom' and pass \`use: [Detents]\``, value);
  return detents;
}

/** The start position: {x, y}, or a number on the axis for one axis (a keyword: measured, {0, 0} here). */
function readPosition(axis, position) {
  if (position === undefined || typeof position === 'string') return Object.freeze({ x: 0, y: 0 });
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
 * element: presses elsewhere do not drag), landing ('auto' | 'spring' |
 * 'friction'), avoidKeyboard, start (a keyword position), pointer, scheduler, physics (null
 * or the resolved preset: scrollPhysics()), rubberBand (the coefficient past
 * a bound) }. A preset sets the drag, the overscroll and the rubber band;
 * `drag` and `overscroll` given explicitly override it.
 */
export function readConfig(options) {
  const o = readObject(WHERE, '', options, OPTIONS);
  const { paging: _paging, ...shared } = readShared(WHERE, o, DEFAULTS.axis);
  const axis = shared.axis;
  const features = readFeatures(WHERE, o, DRAG_FEATURE_OPTIONS);   // modal: an opt-in module (drag/modal.js)
  const detents = features.use.find((f) => f.option === 'detents') ?? null;
  const start = typeof o.position === 'string' ? needDetents(detents, 'position', o.position).readStart(axis, o.position) : null;
  const snap = readSnap(axis, o.snap, detents);
  return Object.freeze({
    ...shared,
    bounds: readBounds(axis, o.bounds),
    snap,
    position: readPosition(axis, o.position),
    start,   // 'content' | 'closed': measured by `detents`; else null
    detents: snap?.spec || start ? detents : null,   // the Detents feature (drag/detents.js) measuring them
    avoidKeyboard: readBoolean(WHERE, 'avoidKeyboard', o.avoidKeyboard, DEFAULTS.avoidKeyboard),
    handoff: readBoolean(WHERE, 'handoff', o.handoff, DEFAULTS.handoff),
    handle: o.handle === undefined || o.handle === null ? null : readElement(WHERE, o.handle, 'handle'),
    // The landing on a snap point (decide.js landing()): 'auto', 'spring' or 'friction', as the Scroller's.
    landing: readChoice(WHERE, 'landing', o.landing, ['auto', 'spring', 'friction'], DEFAULTS.landing),
    features,
    raw: o,   // the options as given (update() reads them again with the changes)
  });
}

/**
 * The config after `update(changes)`: the options named in `changes` are
 * read again (undefined restores the default), the others are kept. The
 * axis, the start position and the scheduler are fixed at construction.
 */
export function updateConfig(config, changes) {
  return updateShared(WHERE, config, changes, { options: OPTIONS, updatable: UPDATABLE, readConfig });
}
