import { groupRects } from './groups.js';

// Metrics: the scroll range and the snap points of one axis, computed from
// given numbers and rectangles (the DOM is read elsewhere, by view.js), so
// that everything here runs and is tested in Node.
//
// Coordinates are the element's own CSS pixels along the axis, in the
// browser's native scroll offset convention: a reversed axis (RTL
// horizontal, writing-mode vertical-rl / sideways-rl, a bottom-to-top inline
// axis) scrolls over [-extent, 0], as scrollLeft / scrollTop do natively.

/** `x` within [lo, hi]. */
export const clamp = (x, lo, hi) => (x < lo ? lo : x > hi ? hi : x);

/**
 * Whether each axis runs reversed (its start at the right / bottom), from
 * the computed `writingMode` and `direction`.
 */
export function flow({ writingMode = 'horizontal-tb', direction = 'ltr' } = {}) {
  const rtl = direction === 'rtl';
  const mode = String(writingMode);
  if (mode.startsWith('vertical') || mode.startsWith('sideways') || mode === 'tb' || mode === 'tb-rl') {
    // Block axis horizontal (rl: from the right), inline axis vertical
    // (sideways-lr reads bottom to top; rtl turns the inline axis round).
    const blockFromRight = mode.endsWith('rl') || mode === 'tb';
    const inlineUp = (mode === 'sideways-lr') !== rtl;
    return { x: blockFromRight, y: inlineUp };
  }
  return { x: rtl, y: false };
}

/** The native scroll range of an axis: [0, extent] or [-extent, 0] when reversed. */
export function nativeRange(extent, reversed) {
  const e = Math.max(0, extent);
  return reversed ? { min: -e, max: 0 } : { min: 0, max: e };
}

/**
 * The scroll range: the user's bounds where given, else the native range
 * (max never below min).
 */
export function resolveBounds(user, native) {
  const min = user.min ?? (user.max !== undefined ? Math.min(native.min, user.max) : native.min);
  const max = user.max ?? Math.max(native.max, min);
  return { min, max };
}

/**
 * How much the element is scaled on screen along each axis (CSS transforms
 * and `zoom` of ancestors): its border box on screen over its layout size.
 * 1 where it cannot be told (not rendered, zero size).
 */
export function scaleOf(rect, layoutWidth, layoutHeight) {
  const sx = layoutWidth > 0 && rect.width > 0 ? rect.width / layoutWidth : 1;
  const sy = layoutHeight > 0 && rect.height > 0 ? rect.height / layoutHeight : 1;
  return { x: Number.isFinite(sx) && sx > 0 ? sx : 1, y: Number.isFinite(sy) && sy > 0 ? sy : 1 };
}

/** Snap points given as a sorted list. */
export class SnapList {
  constructor(points) {
    this.points = Object.freeze(Array.from(points));
  }
  get count() { return this.points.length; }
  at(i) { return this.points[i]; }
  /** Index of the point nearest to x (the lower one on a tie). */
  nearest(x) {
    const p = this.points;
    let lo = 0, hi = p.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (p[mid] < x) lo = mid + 1; else hi = mid;
    }
    if (lo > 0 && x - p[lo - 1] <= p[lo] - x) return lo - 1;
    return lo;
  }
  /** The points with indices in [from, to] (clamped), with the index of the first. */
  window(from, to) {
    const lo = clamp(from, 0, this.count - 1), hi = clamp(to, 0, this.count - 1);
    return { first: lo, points: this.points.slice(lo, hi + 1) };
  }
  toArray() { return this.points.slice(); }
}

/**
 * Snap points every `interval` px from `min`, and `max` as the last stop:
 * no list is built (3.3e7 px of content at 100 px is 330,000 points), each
 * point and the nearest one are computed.
 */
export class SnapInterval {
  constructor(min, max, interval) {
    this.min = min;
    this.interval = interval;
    this.steps = Math.floor((max - min) / interval);   // points min + i*interval, i in [0, steps]
    const last = min + this.steps * interval;
    this.end = max - last >= 0.5 ? max : null;          // the end is a stop of its own
  }
  get count() { return this.steps + 1 + (this.end === null ? 0 : 1); }
  at(i) {
    return i > this.steps ? this.end : this.min + i * this.interval;
  }
  nearest(x) {
    const i = clamp(Math.ceil((x - this.min) / this.interval - 0.5), 0, this.steps) + 0;  // ties to the lower; never -0
    if (this.end !== null && Math.abs(this.end - x) < Math.abs(this.at(i) - x)) return this.steps + 1;
    return i;
  }
  window(from, to) {
    const lo = clamp(from, 0, this.count - 1), hi = clamp(to, 0, this.count - 1);
    const points = [];
    for (let i = lo; i <= hi; i++) points.push(this.at(i));
    return { first: lo, points };
  }
  toArray() { return this.window(0, this.count - 1).points; }
}

/** The index of the point within `within` px of x, or -1. */
export function indexAt(snap, x, within = 0.5) {
  if (!snap) return -1;
  const i = snap.nearest(x);
  return Math.abs(snap.at(i) - x) < within ? i : -1;
}

/**
 * Snap points of children from their rectangles on screen.
 * view: {start, size} of the client area along the axis (screen px);
 * rects: [{start, end}] of each rendered child along the axis (screen px);
 * scrolled: the native offset now; scale: screen px per element px;
 * align: 'start' | 'center' | 'end' in the axis's own direction;
 * reversed: whether the axis runs from the right / bottom.
 */
export function childSnapPoints({ view, rects, scrolled, scale = 1, align, reversed, min, max }) {
  const points = [];
  const a = reversed ? { start: 'end', end: 'start', center: 'center' }[align] : align;
  for (const r of rects) {
    let p;
    if (a === 'start') p = r.start - view.start;
    else if (a === 'end') p = r.end - (view.start + view.size);
    else p = (r.start + r.end) / 2 - (view.start + view.size / 2);
    points.push(clamp(p / scale + scrolled, min, max));
  }
  return points;
}

/**
 * The snap points of one axis for a snap config ({kind, ...}), the range and,
 * for children, what childSnapPoints needs. null without snapping.
 */
export function snapPoints(snap, { min, max, children }) {
  if (!snap) return null;
  if (snap.kind === 'interval') return new SnapInterval(min, max, snap.interval);
  if (snap.kind === 'points') return new SnapList(snap.points);  // as given: snapTo(i) is the user's i-th point
  const rects = groupRects(children.rects, snap.slidesToScroll, children.view.size);   // slidesToScroll (groups.js)
  let points = childSnapPoints({ ...children, rects, align: snap.align, min, max });
  if (points.length === 0) points.push(clamp(0, min, max));  // no rendered child
  points.sort((p, q) => p - q);
  points = points.filter((p, i) => i === 0 || p - points[i - 1] >= 0.5);
  return new SnapList(points);
}
