// slidesToScroll: the children grouped into the pages a carousel snaps to
// (as Embla's slidesToScroll). A number k: every k consecutive rendered
// children make one group (the last may be shorter); 'auto': as many
// consecutive children as fit in the view, a new group starting at the
// first that does not. A group's rectangle spans its children, so it snaps
// aligned as one slide would ('start', 'center', 'end'); the snap points are
// then clamped to the range and the duplicates dropped (metrics.js), so
// there is no empty space at the ends (Embla's containScroll 'trimSnaps').
// An opt-in feature (`new Scroller(el, { snap: 'children', slidesToScroll: 2,
// use: [SlidesToScroll] })`; a page that does not import it does not
// download it): its config carries the grouping into the snap option
// (config.js), which metrics.js applies when it measures.
import { throwType } from '../options.js';

/** The feature: pass it in `use` with `slidesToScroll` (a whole number of slides, or 'auto'). */
export const SlidesToScroll = {
  option: 'slidesToScroll',
  read(where, value) {
    if (value !== 'auto' && !(Number.isInteger(value) && value >= 1)) {
      throwType(where, "option `slidesToScroll` must be a whole number of slides (1 or more) or 'auto'", value);
    }
    return Object.freeze({ by: value, group: (rects, size) => groupRects(rects, value, size) });
  },
  attach: () => ({ dispose() {} }),   // nothing live: the grouping is in the config's snap
};

/** The rectangles ({start, end}, screen px along the axis) of the groups of `rects` (in order) for `by` (k or 'auto') in a view of `size`. */
export function groupRects(rects, by, size) {
  if (by === undefined || by === 1 || rects.length === 0) return rects;
  const groups = [];
  let first = null;
  let count = 0;
  for (const r of rects) {
    const lo = Math.min(r.start, r.end), hi = Math.max(r.start, r.end);
    const fits = first && (by === 'auto' ? Math.max(first.end, hi) - Math.min(first.start, lo) <= size + 0.5 : count < by);
    if (fits) {
      first.start = Math.min(first.start, lo);
      first.end = Math.max(first.end, hi);
      count++;
    } else {
      first = { start: lo, end: hi };
      groups.push(first);
      count = 1;
    }
  }
  return groups;
}
