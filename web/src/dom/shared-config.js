// What the Scroller's config (scroll/config.js) and the Draggable's
// (drag/config.js) share: the options both take, their defaults (px, px/s,
// s, 1/s²), how they are read, and update(), which reads the options again
// with the changes. Each config adds its own options on top.
//
// No call at the top level of any module here (not even Object.freeze): a
// bundler keeps a module-level call it cannot prove pure, and not every
// tool keeps /* @__PURE__ */ annotations through its output, so
// constants are literals and a page importing only the Draggable or only
// animate() gets none of the Scroller (tests/js/dom-tree-shaking.test.js).
import { getDefaultScheduler, readScheduler } from './frame-loop.js';
import { readBoolean, readChoice, readFinite, readObject, readPositive, throwType } from './options.js';
import { throwRange } from '../errors.js';
import { DRAG, EXACT_TOLERANCE, SCROLL_SPRING } from '../defaults.js';
import { readPreset } from './shared/preset.js';
import { readUiTolerance } from './ui-tolerance.js';

/**
 * The options both take that update() may change, and all they take. Lists
 * of option names nest (readObject and updateShared flatten them): each
 * config's are [SHARED_*, its own].
 */
export const SHARED_UPDATABLE = [
  'bounds', 'snap', 'overscroll', 'reducedMotion', 'drag', 'spring', 'tolerance', 'pointer', 'physics', 'decelerationRate',
];
export const SHARED_OPTIONS = ['axis', SHARED_UPDATABLE, 'scheduler'];

/** The shared defaults. */
export const SHARED_DEFAULTS = {
  overscroll: 'bounce',
  reducedMotion: 'system',
  drag: DRAG,                  // fraction of fling velocity kept per second (iOS's 0.998 per ms)
  spring: SCROLL_SPRING,
  // Visibly done (ui-tolerance.js): half a device pixel and the speed that
  // moves that far in a 60 Hz frame, read at devicePixelRatio when the
  // options are read; these are uiTolerance(1) (tests/js/dom-tree-shaking.test.js).
  tolerance: { distance: 0.5, velocity: 30, time: 1e-3 },
};

/** `spring` ({stiffness?, dampingRatio?}); `where` names the caller. */
export function readSpring(spring, where) {
  const s = readObject(where, 'spring', spring, ['stiffness', 'dampingRatio']);
  const out = {
    stiffness: readPositive(where, 'spring.stiffness', s.stiffness, SHARED_DEFAULTS.spring.stiffness),
    dampingRatio: readFinite(where, 'spring.dampingRatio', s.dampingRatio, SHARED_DEFAULTS.spring.dampingRatio),
  };
  if (!(out.dampingRatio >= 0)) throwRange(where, 'spring.dampingRatio', out.dampingRatio, 'must be at least 0');
  return Object.freeze(out);
}

/**
 * `tolerance` ({distance?, velocity?} or 'exact'); `where` names the caller:
 * what is not given is visibly done at the devicePixelRatio now; 'exact'
 * is the core's 0.001 px and 0.001 px/s.
 */
export function readTolerance(tolerance, where) {
  // 'exact': the core's own tolerance, the mathematical settle time.
  if (tolerance === 'exact') return Object.freeze({ ...EXACT_TOLERANCE });
  if (typeof tolerance === 'string') {
    throwType(where, `option \`tolerance\` must be 'exact' or an object with \`distance\` and \`velocity\``, tolerance);
  }
  return Object.freeze({ ...readUiTolerance(where, tolerance), time: SHARED_DEFAULTS.tolerance.time });
}

/**
 * The shared part of a config from the options `o` (already checked for
 * unknown names): { axis, axes, overscroll, reducedMotion, drag, physics
 * (null or the resolved preset), rubberBand, paging (the preset's snap
 * mode), spring, tolerance, pointer, scheduler }. A preset sets the drag,
 * the overscroll and the rubber band; `drag` and `overscroll` given
 * explicitly override it. `axis`: the default axis.
 */
/**
 * The `pointer` option: true (mouse, touch and pen drag), false (none), or
 * 'touch' (touch and pen drag; the mouse is left to the browser: a press and
 * drag selects text and autoscrolls the selection, as without kinema).
 */
export function readPointer(where, value, fallback) {
  if (value === 'touch') return value;
  if (value === undefined || typeof value === 'boolean') return readBoolean(where, 'pointer', value, fallback);
  return throwType(where, "option `pointer` must be true, false or 'touch'", value);
}

export function readShared(where, o, axis) {
  axis = readChoice(where, 'axis', o.axis, ['x', 'y', 'both'], axis);
  const p = readPreset(where, {
    physics: o.physics,
    decelerationRate: o.decelerationRate,
    overscroll: readChoice(where, 'overscroll', o.overscroll, ['bounce', 'clamp'], undefined),
    drag: o.drag === undefined ? undefined : readPositive(where, 'drag', o.drag, undefined, 1),
  });
  return {
    axis,
    axes: Object.freeze(axis === 'both' ? ['x', 'y'] : [axis]),
    overscroll: p.overscroll ?? SHARED_DEFAULTS.overscroll,
    reducedMotion: readChoice(where, 'reducedMotion', o.reducedMotion, ['system', 'reduce', 'no-preference'], SHARED_DEFAULTS.reducedMotion),
    drag: p.drag ?? SHARED_DEFAULTS.drag,
    physics: p.preset,
    rubberBand: p.rubberBand,
    paging: p.paging,
    spring: readSpring(o.spring, where),
    tolerance: readTolerance(o.tolerance, where),
    pointer: readPointer(where, o.pointer, true),
    scheduler: o.scheduler === undefined ? getDefaultScheduler() : readScheduler(where, o.scheduler),
  };
}

/**
 * The config after `update(changes)` (`kind`: 'Scroller' | 'Draggable'):
 * the options named in `changes` are read again by `readConfig` with the
 * others as given before (undefined restores the default; a preset's
 * defaults follow a new preset); the ones not in `updatable` throw.
 */
export function updateShared(kind, config, changes, { options, updatable, readConfig }) {
  const where = `${kind}.update`;
  options = options.flat(Infinity);
  updatable = updatable.flat(Infinity);
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) {
    throwType(where, `options must be an object`, changes);
  }
  for (const key of Object.keys(changes)) {
    if (!updatable.includes(key)) {
      const fixed = options.includes(key) ? ` is fixed at construction (destroy and build a new ${kind} to change it)` : ' is unknown';
      throw new TypeError(`kinema: ${where}: option \`${key}\`${fixed} (updatable: ${updatable.join(', ')})`);
    }
  }
  return readConfig({ ...config.raw, scheduler: config.scheduler, ...changes });
}
