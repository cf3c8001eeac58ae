// Metrics: the scroll range and the snap points of one axis, computed from
// given numbers and rectangles (the DOM is read elsewhere, by view.js), so
// that everything here runs and is tested in Node.
//
// Coordinates are the element's own CSS pixels along the axis, in the
// browser's native scroll offset convention: a reversed axis (RTL
// horizontal, writing-mode vertical-rl / sideways-rl, a bottom-to-top inline
// axis) scrolls over [-extent, 0], as scrollLeft / scrollTop do natively.
import { throwRange } from '../../errors.js';

import { clamp, scaleOf } from '../shared/geometry.js';

export { clamp, scaleOf };   // shared with the Draggable (shared/geometry.js)

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

/**
 * The axes (of `names`) that a computed style clips with `overflow: clip`:
 * such a box is no scroll container, its offset cannot move even by script
 * (scrollTop stays 0), so a Scroller could show a position only by a
 * translate that stays at rest, against the rule that at rest the position
 * is the native offset. The Scroller refuses it (see docs/scroller.md).
 */
export function clippedAxes({ overflowX, overflowY } = {}, names) {
  return names.filter((name) => (name === 'x' ? overflowX : overflowY) === 'clip');
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

/** Points `from` to `to` (indices, clamped) of a snap list with count and at(i): { first, points }. */
function windowOf(snap, from, to) {
  const lo = clamp(from, 0, snap.count - 1), hi = clamp(to, 0, snap.count - 1);
  const points = [];
  for (let i = lo; i <= hi; i++) points.push(snap.at(i));
  return { first: lo, points };
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
  window(from, to) { return windowOf(this, from, to); }
  /** Every point, or a RangeError naming `snap.interval` when there are more than MAX_LISTED. */
  toArray() {
    if (this.count > MAX_LISTED) {
      throwRange('Scroller', 'snap.interval', this.interval,
        `gives ${this.count} snap points on a range of ${(this.end ?? this.at(this.steps)) - this.min} px, more than the ${MAX_LISTED} that \`snapPoints\` lists; use a larger interval, or snapIndex and snapTo()`);
    }
    return this.window(0, this.count - 1).points;
  }
}

/**
 * Snap points every `interval` px from `max` down, and `min` as the last
 * stop: an interval on a reversed axis (RTL), anchored at its start (offset
 * 0) as an LTR one is at its own. The points are an ascending list like
 * any other: it mirrors a SnapInterval over [-max, -min].
 */
export class SnapIntervalFromEnd {
  #inner;
  constructor(min, max, interval) {
    this.#inner = new SnapInterval(-max, -min, interval);
    this.interval = interval;
  }
  get count() { return this.#inner.count; }
  at(i) { return -this.#inner.at(this.count - 1 - i) + 0; }
  nearest(x) { return this.count - 1 - this.#inner.nearest(-x); }
  window(from, to) { return windowOf(this, from, to); }
  toArray() {
    return this.#inner.toArray().map((p) => -p + 0).reverse();
  }
}

/** The most snap points `snapPoints` lists (8e7 bytes); an interval never needs the list itself. */
export const MAX_LISTED = 1e7;

/**
 * Snap indices in reading order. Internally the points of an axis are
 * sorted by offset (ascending), which on a reversed axis (RTL, vertical-rl:
 * offsets from -extent to 0) puts the start of the content last. The public
 * indices (snapIndex, snapTo, next / prev, the events' `index`,
 * snapPoints' order) count from the start as the reader does: the point
 * nearest offset 0 is 0 on a reversed axis too, as in LTR. The mapping is
 * its own inverse: public <-> internal. -1 stays -1.
 */
export function readingIndex(snap, reversed, i) {
  return reversed && snap && i >= 0 ? snap.count - 1 - i : i;
}

/**
 * The snap index `i` (sorted offsets, of `from`) that a change of the snap
 * points to `to` keeps: the same place in reading order, clamped to the
 * last point (a resized or shortened carousel keeps its slide, as in LTR:
 * on a reversed axis a slide added at the end shifts every sorted index).
 * from / to: { snap, reversed }.
 */
export function carryIndex(from, to, i) {
  if (i < 0 || !to.snap) return i;
  const pub = Math.min(readingIndex(from.snap, from.reversed, i), to.snap.count - 1);
  return readingIndex(to.snap, to.reversed, pub);
}

/** The snap points in reading order (readingIndex): reversed on a reversed axis. */
export function readingPoints(snap, reversed) {
  if (!snap) return [];
  const points = snap.toArray();
  return reversed ? points.reverse() : points;
}

/** The index of the point within `within` px of x, or -1. */
export function indexAt(snap, x, within = 0.5) {
  if (!snap) return -1;
  const i = snap.nearest(x);
  return Math.abs(snap.at(i) - x) < within ? i : -1;
}

/**
 * A child's box along the axis in the element's content px ({start, end}):
 * its layout box (`layout`: {start, size} from offsetLeft / offsetTop,
 * whole pixels, transforms ignored, so a picker's items tilted with
 * rotateX or a card's hover scale do not move their snap points), refined
 * to the sub-pixel by its box on screen (`screen`, in the same px) where
 * the two agree within a pixel (a child without a transform).
 */
export function layoutBox(layout, screen) {
  if (screen && Math.abs(screen.start - layout.start) < 1 && Math.abs(screen.size - layout.size) < 1) {
    return { start: screen.start, end: screen.start + screen.size };
  }
  return { start: layout.start, end: layout.start + layout.size };
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
 * The snap points of one axis for a snap config ({kind, ...}), the range,
 * whether the axis is reversed (an interval counts from its start) and, for
 * children, what childSnapPoints needs. null without snapping.
 */
export function snapPoints(snap, { min, max, children, reversed = false }) {
  if (!snap) return null;
  if (snap.kind === 'interval') return reversed ? new SnapIntervalFromEnd(min, max, snap.interval) : new SnapInterval(min, max, snap.interval);
  if (snap.kind === 'points') return new SnapList(snap.points);  // as given: snapTo(i) is the user's i-th point
  const rects = snap.group ? snap.group(children.rects, children.view.size) : children.rects;   // slidesToScroll (groups.js)
  let points = childSnapPoints({ ...children, rects, align: snap.align, min, max });
  if (points.length === 0) points.push(clamp(0, min, max));  // no rendered child
  points.sort((p, q) => p - q);
  points = points.filter((p, i) => i === 0 || p - points[i - 1] >= 0.5);
  return new SnapList(points);
}
