// Slides: where each child of a Scroller is along the main axis, for the
// effects (slidesInView, slideProgress): an opt-in feature (`new
// Scroller(el, { snap: 'children', use: [Slides] })`; a page that does not
// import it does not download it). Measured from the DOM when
// the metrics are (refresh, or a loop's new arrangement), in native scroll
// coordinates; every figure after that is computed from the position
// (ScrollPosition.pixels), the exact x(t) of whatever moves it, at every
// frame, never read back from the DOM. It meets the Scroller through its
// context (context.js): it reads the main axis and the config.
import { switchFeature } from '../shared/features.js';

/** The feature: pass it in `use` (it is on when imported; `slides: false` turns it off). */
export const Slides = /* @__PURE__ */ switchFeature('slides', (host) => new SlideMeasures(host), true);

class SlideMeasures {
  #host;
  #slides = [];
  constructor(host) { this.#host = host; }

  /** After the positions took the metrics (or the loop moved the slides): each child's place, with `snap` on the children. */
  measured() {
    const host = this.#host, p = host.main;
    this.#slides = host.config.snap?.kind === 'children' ? measureSlides(host.element, p, host.scale[p.name]) : [];
  }

  /** scroller.slidesInView */
  inView() { return slidesInView(this.#slides, this.#host.main.pixels, this.#host.main.dimension); }

  /** scroller.slideProgress */
  progress() {
    const host = this.#host, p = host.main;
    return slideProgress(this.#slides, p.pixels, p.dimension, host.config.snap?.align, p.range ?? undefined);
  }

  dispose() { this.#slides = []; }
}

/**
 * Each child's { start, size } along the main axis `p` (element px, native
 * coordinates: start is the native offset that puts the child at the view's
 * start), or null for a child that is not rendered. Call it when the
 * content has no translate (right after ScrollView.measure).
 */
export function measureSlides(el, p, scale) {
  const h = p.horizontal;
  const box = el.getBoundingClientRect();
  const origin = (h ? box.left + el.clientLeft * scale : box.top + el.clientTop * scale);
  const scrolled = h ? el.scrollLeft : el.scrollTop;
  return Array.from(el.children, (child) => {
    if (child.getClientRects().length === 0) return null;
    const r = child.getBoundingClientRect();
    return { start: ((h ? r.left : r.top) - origin) / scale + scrolled, size: (h ? r.width : r.height) / scale };
  });
}

/** The indices of the slides at least half inside the view [pixels, pixels + view]. */
export function slidesInView(slides, pixels, view) {
  const out = [];
  slides.forEach((s, i) => {
    if (!s || !(s.size > 0)) return;
    const inside = Math.min(s.start + s.size, pixels + view) - Math.max(s.start, pixels);
    if (inside >= s.size / 2 - 1e-6 || inside >= view / 2 - 1e-6) out.push(i);
  });
  return out;
}

/**
 * Each slide's distance from its snap position (aligned to `align` of the
 * view: 'start', 'center', 'end', within `range` as the snap points are), in
 * its own sizes: 0 when the position is there, +1 one slide further on
 * (it has moved one slide towards the start), -1 one slide before; NaN for a
 * slide that is not rendered.
 */
export function slideProgress(slides, pixels, view, align = 'start', range = { min: -Infinity, max: Infinity }) {
  return slides.map((s) => {
    if (!s || !(s.size > 0)) return NaN;
    const aligned = align === 'center' ? s.start + s.size / 2 - view / 2 : align === 'end' ? s.start + s.size - view : s.start;
    const at = Math.min(Math.max(aligned, range.min), range.max);
    return (pixels - at) / s.size;
  });
}
