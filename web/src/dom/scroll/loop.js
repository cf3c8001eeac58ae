// Loop: an endless carousel (`new Scroller(el, { snap: 'children', loop:
// true, use: [Loop] })`) without clones: the slides themselves are moved
// (Embla's slide looper), so each is in the page once, visible and
// focusable once.
//
// Model. The slides, in DOM order, make a cycle of length L (px along the
// main axis: the last slide's end plus one gap). An arrangement r (0..N-1)
// shows them in the order r, r+1, ..., N-1, 0, ..., r-1 by a CSS transform
// on each slide: slides from r on move back by start(r), those before r
// forward by L - start(r). Every slide stays inside [0, L), so the native
// scroll range and the scroll width do not change. Snap point k (the k-th
// slot of the arrangement) holds slide (r + k) mod N.
//
// Whenever the position moves (every 'scroll', whatever moves it: a drag,
// a fling, a spring, a key), the arrangement is chosen so that what is shown
// now, together with where a motion is going, lies in the middle of the
// strip; when that changes r, the slides move by whole slides and every
// coordinate of the position (its pixels, the drag's anchor, a motion's
// state and target) moves by the same amount (ScrollPosition.shift): nothing
// on screen changes, and the content never runs back across the slides.
// The native offset stays the truth: at rest the position equals it.
//
// The public indices (snapIndex, 'select', 'snap', snapTo, next/prev) are
// slide indices; the snap points (snapPoints) are the slots of the current
// arrangement. It needs N >= 2 slides that fill the view with one slide to
// spare (L - view >= the largest slide plus gap, as Embla's canLoop), on a
// start-to-end axis (not RTL nor bottom-to-top); otherwise the carousel
// does not loop (`scroller.loop.active` is false) until a refresh finds it
// can. Done: a motion has come to rest on a slot; the arrangement is
// whatever centres that slot. It meets the Scroller through its context
// (context.js): it reads the main axis, and asks for measure() and shift().
import { switchFeature } from '../shared/features.js';
import { flow } from './metrics.js';
import { tidy } from '../inline-styles.js';

const mod = (a, n) => ((a % n) + n) % n;

/** The feature: pass it in `use` with `loop: true`. */
export const Loop = /* @__PURE__ */ switchFeature('loop', (host) => new Looper(host));

class Looper {
  #host;
  #el;
  #slides = [];
  #starts = [];              // each slide's start from slide 0's (px, untransformed)
  #pitches = [];             // size plus gap (px)
  #length = 0;               // L
  #r = 0;                    // the arrangement
  #on = false;
  #busy = false;
  #saved = new Map();        // slide -> its own inline transform

  constructor(host) {
    this.#host = host;
    this.#el = host.element;
  }

  /** Whether the slides loop now (enough slides to fill the view with one to spare). */
  get active() { return this.#on; }

  /** The slide index in snap slot `k` (-1 stays -1). */
  slide(k) { return this.#on && k >= 0 ? (this.#r + k) % this.#slides.length : k; }
  /** The snap slot of slide `i`. */
  slot(i) { return this.#on ? mod(i - this.#r, this.#slides.length) : i; }

  /** Before the view measures (refresh): the slides' own layout, then the arrangement again. */
  measure() {
    if (this.#busy) return;
    const p = this.#host.main;
    const h = p.horizontal;
    this.#restore();
    const slides = Array.from(this.#el.children).filter((c) => c.getClientRects().length > 0);
    const n = slides.length;
    const scale = this.#host.scale[p.name] || 1;
    const rects = slides.map((s) => s.getBoundingClientRect());
    const at = (r) => (h ? r.left : r.top) / scale;
    const size = (r) => (h ? r.width : r.height) / scale;
    const first = n ? at(rects[0]) : 0;
    const starts = rects.map((r) => at(r) - first);
    const gap = n > 1 ? Math.max(0, starts[1] - size(rects[0])) : 0;
    const length = n ? starts[n - 1] + size(rects[n - 1]) + gap : 0;
    const view = h ? this.#el.clientWidth : this.#el.clientHeight;
    const pitches = rects.map((r) => size(r) + gap);
    const sorted = starts.every((s, i) => i === 0 || s > starts[i - 1]);
    const reversed = flow(getComputedStyle(this.#el))[p.name];
    const on = n >= 2 && sorted && !reversed && length - view >= Math.max(...pitches) - 0.5;
    if (slides.length !== this.#slides.length || !on) this.#r = 0;
    this.#slides = slides;
    this.#starts = starts;
    this.#pitches = pitches;
    this.#length = length;
    this.#on = on;
    this.#apply();
  }

  /**
   * The position moved: centre the arrangement on what is shown and where a
   * motion goes. Returns whether it moved the slides (the position then
   * reported the shifted pixels itself).
   */
  moved() {
    if (!this.#on || this.#busy) return false;
    const p = this.#host.main;
    const a = p.activity;
    if (a.followsNative || !p.range) return false;   // the browser scrolls: never under it
    let lo = p.pixels, hi = p.pixels;
    const target = a.target;   // null at rest
    if (typeof target === 'number' && Number.isFinite(target)) {
      lo = Math.min(lo, target);
      hi = Math.max(hi, target);
    }
    return this.#centre(lo, hi);
  }

  /** Before next() / prev(): room for one more slide in `direction` beyond the selected one. */
  toward(direction) {
    if (!this.#on) return;
    const p = this.#host.main;
    if (!p.snap) return;
    const k = p.snapIndex >= 0 ? p.snapIndex : p.snap.nearest(p.pixels);
    const from = p.snap.at(k);
    const n = this.#slides.length;
    const pitch = this.#pitches[mod(this.slide(k) - (direction < 0 ? 1 : 0), n)];
    const to = from + direction * pitch;
    this.#centre(Math.min(p.pixels, to), Math.max(p.pixels, to));
  }

  /** Before snapTo(i): the slot of slide `i`, reached the shorter way round (forward on a tie). */
  toSlide(i) {
    if (!this.#on) return i;
    const p = this.#host.main;
    const n = this.#slides.length;
    const k = p.snapIndex >= 0 ? p.snapIndex : p.snap.nearest(p.pixels);
    let steps = mod(i - this.slide(k), n);
    if (steps > n / 2) steps -= n;
    let distance = 0;
    for (let s = 0; s < Math.abs(steps); s++) distance += this.#pitches[mod(this.slide(k) + (steps > 0 ? s : -s - 1), n)];
    const from = p.snap.at(k), to = from + Math.sign(steps) * distance;
    this.#centre(Math.min(p.pixels, to), Math.max(p.pixels, to));
    return this.slot(i);
  }

  /** Where the view's start is along the cycle: 0 at slide 0's start, towards 1 at the end of the last slide. */
  progress() {
    const p = this.#host.main;
    return mod(p.pixels + this.#starts[this.#r], this.#length) / this.#length;
  }

  /**
   * Runs `fn` (a program call that starts a motion: it first catches the
   * running one where it is, which moves the position) with the slides
   * held: a target chosen in this arrangement stays in it until the new
   * motion runs (its first frame centres the slides again).
   */
  quiet(fn) {
    if (this.#busy) return fn();
    this.#busy = true;
    try {
      return fn();
    } finally {
      this.#busy = false;
    }
  }

  /** Puts the slides back as they were. */
  dispose() {
    this.#restore();
    this.#on = false;
  }

  // -------------------------------------------------------------- private

  /** Chooses the arrangement that centres the native span [lo, hi + view]; moves everything if it changes. */
  #centre(lo, hi) {
    const p = this.#host.main;
    const L = this.#length, starts = this.#starts, r = this.#r, n = starts.length;
    const view = p.dimension;
    // The cut (where the strip starts) opposite the span's middle, on the
    // cycle; never inside what is shown now (a slide never wraps in view).
    const cut = mod((lo + hi + view) / 2 + starts[r] - L / 2, L);
    const shown = mod(p.pixels + starts[r], L);
    const visible = (s) => mod(s - shown, L) > 0.5 && mod(s - shown, L) < view - 0.5;
    const distance = (s) => { const d = mod(s - cut, L); return Math.min(d, L - d); };
    let best = r, nearest = visible(starts[r]) ? Infinity : distance(starts[r]);
    for (let i = 0; i < n; i++) {
      const d = distance(starts[i]);
      if (!visible(starts[i]) && d < nearest - 0.5) { best = i; nearest = d; }
    }
    if (best === r) return false;
    // The same place in the new arrangement, the copy of the cycle whose
    // window is nearest the strip's middle.
    const moved = p.pixels + starts[r] - starts[best];
    const delta = starts[r] - starts[best] + L * Math.round((L / 2 - view / 2 - moved) / L);
    this.#busy = true;
    try {
      this.#r = best;
      this.#apply();
      const metrics = this.#host.measure();
      if (metrics) this.#host.shift(delta, metrics);
    } finally {
      this.#busy = false;
    }
    return true;
  }

  #apply() {
    const p = this.#host.main;
    const r = this.#r, L = this.#length, back = this.#starts[r] ?? 0;
    this.#slides.forEach((slide, i) => {
      const offset = !this.#on || r === 0 ? 0 : i >= r ? -back : L - back;
      if (!this.#saved.has(slide)) {
        if (offset === 0) return;
        this.#saved.set(slide, [slide.style.transform, slide.hasAttribute('style')]);
      }
      const [own] = this.#saved.get(slide);
      slide.style.transform = offset === 0 ? own : `translate${p.horizontal ? 'X' : 'Y'}(${offset}px)${own && own !== 'none' ? ` ${own}` : ''}`;
    });
  }

  #restore() {
    for (const [slide, [own, hadStyle]] of this.#saved) {
      slide.style.transform = own;
      tidy(slide, hadStyle);
    }
    this.#saved.clear();
  }
}
