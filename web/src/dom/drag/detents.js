// Detents measured from a bottom sheet (axis 'y'), the opt-in feature
// `Detents` (`use: [Detents]`: a page that does not import it does not pay):
// snap points given as keywords among numbers,
// `snap: { points: ['markup', 'content', 'closed'] }`,
// the translate (px) at which the sheet, anchored by its bottom edge where it
// rests at translate 0, shows
//   'content'  its content: the extent of its laid-out children (the last
//              one's margin box, then its own padding and border), as iOS's
//              sheets sized to fit; a child that stretches to fill the sheet
//              (flex: 1, height: 100%) makes it the full height, i.e. 0;
//   'markup'   down to the bottom edge of each element inside it with a
//              `data-detent` attribute (one point per element);
//   'closed'   nothing: its own height (its top where its bottom was).
// Each is clamped to [0, height]. The resolved points are sorted ascending
// (snapIndex counts in that order). They are measured at construction (one
// layout) and again when the sheet, a child or a marked element changes
// size, or children / data-detent attributes come and go (ResizeObserver,
// MutationObserver); the Draggable then moves to its point's new place (a
// running landing re-targets), as update() does. The Draggable's config
// finds the feature in `use` when `snap.points` holds a string (or
// `position` is one) and keeps it as `config.detents`: the Draggable calls
// its resolve() and watch(); it has no option of its own to attach. The
// sheet must be laid out (not display: none) when they are measured.
import { throwRange } from '../../errors.js';
import { readFinite, throwType } from '../options.js';

const KEYWORDS = ['content', 'markup', 'closed'];
const WHERE = 'Draggable';

/** The feature: `new Draggable(sheet, { axis: 'y', snap: { points: ['content', 'closed'] }, use: [Detents] })`. */
export const Detents = {
  option: 'detents',          // (none to read: the keywords are in snap.points and position)
  read: () => null,
  attach: () => ({ dispose() {} }),
  readPoints: readDetents,
  readStart,
  /** The Draggable's `config` with its keyword snap points and start position measured on the sheet `el`. */
  resolve(el, config) {
    const spec = config.snap?.spec, out = { ...config };
    if (spec) out.snap = Object.freeze({ ...config.snap, values: Object.freeze(measureDetents(el, spec)) });
    if (config.start) out.position = Object.freeze({ x: 0, y: measureDetents(el, [config.start])[0] });
    return Object.freeze(out);
  },
  /**
   * While the config `current()` has keyword points, calls `apply(config)`
   * with it re-measured when a point moved (by 0.01 px or more); returns the disposer.
   */
  watch(el, current, apply) {
    if (!current().snap?.spec) return () => {};
    return watchDetents(el, () => {
      const config = current(), old = config.snap.values, values = measureDetents(el, config.snap.spec);
      if (values.length !== old.length || values.some((v, i) => Math.abs(v - old[i]) >= 0.01)) {
        apply(Object.freeze({ ...config, snap: Object.freeze({ ...config.snap, values: Object.freeze(values) }) }));
      }
    });
  },
};

/** `points` with keywords (axis 'y' only) as a frozen spec; TypeError / RangeError naming the entry. */
function readDetents(axis, points) {
  if (axis !== 'y') throwType(WHERE, `option \`snap.points\` keywords (${KEYWORDS.join(', ')}) need \`axis: 'y'\` (a bottom sheet); axis is`, axis);
  let last = -Infinity;
  return Object.freeze(points.map((p, i) => {
    const name = `snap.points[${i}]`;
    if (typeof p === 'string') {
      if (!KEYWORDS.includes(p)) throwRange(WHERE, name, p, `must be a number or one of ${KEYWORDS.map((k) => `'${k}'`).join(', ')}`);
      if (points.indexOf(p) !== i) throwRange(WHERE, name, p, 'must not repeat a keyword');
      return p;
    }
    const v = readFinite(WHERE, name, p);
    if (v < last) throwRange(WHERE, name, v, 'must not be less than the number before it (numbers sorted ascending)');
    return (last = v);
  }));
}

/** The start position's keyword ('content' | 'closed'). */
function readStart(axis, position) {
  if (axis !== 'y' || position === 'markup' || !KEYWORDS.includes(position)) throwType(WHERE, "option `position` as a keyword must be 'content' or 'closed' with `axis: 'y'`", position);
  return position;
}

/** The translates of `spec` (numbers and keywords) measured on the sheet `el`, sorted ascending (px). */
function measureDetents(el, spec) {
  const win = el.ownerDocument.defaultView;
  const rect = el.getBoundingClientRect();
  const height = el.offsetHeight;
  const k = rect.height > 0 ? height / rect.height : 1;   // screen px -> translate px (a scaled ancestor)
  const px = (style, name) => parseFloat(style[name]) || 0;
  const showing = (shown) => Math.min(height, Math.max(0, height - shown));
  const out = [];
  for (const p of spec) {
    if (typeof p === 'number') out.push(p);
    else if (p === 'closed') out.push(height);
    else if (p === 'markup') for (const e of el.querySelectorAll('[data-detent]')) out.push(showing((e.getBoundingClientRect().bottom - rect.top) * k));
    else {
      const s = win.getComputedStyle(el);
      let content = px(s, 'borderTopWidth') + px(s, 'paddingTop');
      for (const c of el.children) {
        const cs = win.getComputedStyle(c);
        if (cs.position === 'absolute' || cs.position === 'fixed' || c.getClientRects().length === 0) continue;
        content = Math.max(content, (c.getBoundingClientRect().bottom - rect.top) * k + px(cs, 'marginBottom'));
      }
      out.push(showing(content + px(s, 'paddingBottom') + px(s, 'borderBottomWidth')));
    }
  }
  return out.sort((a, b) => a - b);
}

/** Calls `onChange` when what the detents of `el` are measured from may have changed; returns the disposer. */
function watchDetents(el, onChange) {
  const win = el.ownerDocument.defaultView;
  if (typeof win?.ResizeObserver !== 'function') return () => {};
  const sizes = new win.ResizeObserver(() => onChange());
  const observe = () => {
    sizes.disconnect();
    for (const e of [el, ...el.children, ...el.querySelectorAll('[data-detent]')]) sizes.observe(e);
  };
  observe();
  const tree = typeof win.MutationObserver === 'function' ? new win.MutationObserver(() => { observe(); onChange(); }) : null;
  tree?.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-detent'] });
  return () => {
    sizes.disconnect();
    tree?.disconnect();
  };
}
