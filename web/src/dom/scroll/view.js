// ScrollView: shows the positions on the element. The position along each
// axis is written to the native scroll offset (scrollLeft / scrollTop) as far
// as the browser can show it, so accessibility, find-in-page, anchors and
// focus keep working; the remainder (the overscroll past a bound, or all of
// it where the element cannot scroll natively) is a CSS `translate` on the
// content. The sub-pixel part inside the range is the browser's to round.
//
// It also reads the DOM for the metrics (measure()). Writes are batched by
// the frame loop: in a frame, every view reads first (read), then writes
// its native offsets and reads back what the browser kept (free: layout is
// clean), then every view writes its translate (style), so 100 animating
// scrollers cost one style and layout pass, not one each.
//
// During a rubber band, sticky content stuck to the edge the band leaves
// keeps its place (sticky.js: found once when the band begins). Outside a frame
// (input events, program calls) a view writes at once.
import { clamp, flow, layoutBox, nativeRange, resolveBounds, scaleOf, snapPoints } from './metrics.js';
import { isViewport } from './page.js';
import { scrollContainer } from '../shared/scrollable.js';
import { tidy } from '../inline-styles.js';
import { pinnedSticky, pinnedTranslate } from './sticky.js';

/**
 * Where `node`'s border box starts along an axis by its layout
 * (offsetLeft / offsetTop, which ignore transforms and scroll offsets),
 * through nested offsetParents: { offset, inside }. When the chain meets
 * `stop` (the scroller: node's position in its content), `inside` is true
 * and the offset is from stop's padding edge; else the offset is from the
 * chain's root (the page) and `inside` is false.
 */
export function layoutOffset(node, stop, horizontal) {
  let offset = 0;
  for (let q = node; q; ) {
    offset += horizontal ? q.offsetLeft : q.offsetTop;
    const parent = q.offsetParent;
    if (parent && parent === stop) return { offset, inside: true };
    if (parent) offset += horizontal ? parent.clientLeft : parent.clientTop;
    q = parent;
  }
  return { offset, inside: false };
}

/** Whether a motion moves `p` in the frames (a fling, snap, bounce, scrollTo). */
export const animated = (p) => p.activity.animating;
/**
 * How far (px) the browser's offset may be from what it kept after our last
 * write before it counts as moved by someone else: the page's code
 * (`scrollTop =`, scrollTo, scrollBy, scrollIntoView, focus), the browser
 * (scroll anchoring, find in page, an anchor, its smooth scroll) or the
 * user (the scroll bar, Tab). What we wrote is read back as the browser
 * kept it (rounded, clamped), so any other difference is not ours: a
 * write of half a pixel counts, at rest or moving.
 */
export const EXTERNAL = 0.01;

export class ScrollView {
  #el;
  #loop;
  #positions;
  #content = new Map();      // element -> [its original inline `translate`, whether it had a style attribute]
  #translate = null;         // our translate value, null when none
  #pinned = null;            // during a band: the sticky elements stuck to the edge it leaves (sticky.js)
  #written = new Map();      // axis name -> the native offset the browser kept after our last write
  #dirty = false;
  #splitWrite = false;       // between the write and the style phase of a frame
  #extent = null;            // the scroll and client sizes at the last measure
  scale = { x: 1, y: 1 };    // screen px per element px (scaled ancestors)

  constructor(element, positions, loop) {
    this.#el = element;
    this.#positions = positions;
    this.#loop = loop;
    for (const p of positions) this.#written.set(p.name, this.#native(p));
  }

  #native(p) { return p.horizontal ? this.#el.scrollLeft : this.#el.scrollTop; }

  /** Whether the element is rendered (a box with display:none or in a hidden subtree has none). */
  get rendered() {
    return this.#el.isConnected && this.#el.getClientRects().length > 0;
  }

  /** The native offset the browser kept after our last write. */
  written(name) { return this.#written.get(name); }

  /** Whether the native offset of `p` now is not what the browser kept after our last write (someone else moved it). */
  external(p) {
    return Math.abs(this.#native(p) - this.#written.get(p.name)) > EXTERNAL;   // (false after forget(): NaN)
  }

  /**
   * Takes the native offset of `p` as it is now as our own (the position
   * adopts it): returns how far it moved (px) since our last write, 0 if
   * we never wrote.
   */
  adopt(p) {
    const native = this.#native(p);
    const kept = this.#written.get(p.name);
    this.#written.set(p.name, native);
    return Number.isFinite(kept) ? native - kept : 0;
  }

  /**
   * Called when someone else moved a native offset since our last write:
   * in the read phase of a frame, and when a write of ours finds it moved
   * (the host adopts it: input/native.js).
   */
  onExternal = null;

  /** The native offset now. */
  nativeOffset(p) { return this.#native(p); }

  /** The positions changed: write them (now, or in this frame's write phase). */
  invalidate() {
    this.#dirty = true;
    if (this.#loop.inFrame) this.#loop.schedule(this);
    else this.flush();
  }

  /** Forgets what was written (the browser may have reset the offsets, e.g. after display:none). */
  forget() {
    for (const p of this.#positions) this.#written.set(p.name, NaN);
    this.#dirty = true;
  }

  // Frame loop phases. Read: before anything writes this frame, has the
  // browser moved an offset since our last write (its own smooth scroll
  // would be cancelled by our next write)?
  read() {
    if (this.#translate === null) this.#releaseAnchoring();
    if (!this.rendered) return;
    if (this.resized()) this.onResize?.();
    // Native positions too: an offset moved with no scroll event to tell
    // (Firefox's scroll anchoring answering our translate's removal) is seen
    // in the frame after.
    if (this.#positions.some((p) => this.external(p))) this.onExternal?.();
  }

  /** Called in the read phase when the scroll or client size changed since the last measure. */
  onResize = null;

  /**
   * Whether the element's scroll or client size differs from the last
   * measure's (its content resized). Not while our translate is on: it adds
   * to the scroll size (the overscroll at the start).
   */
  resized() {
    const e = this.#extent;
    if (!e || this.#translate !== null) return false;
    const el = this.#el;
    return el.scrollWidth !== e[0] || el.scrollHeight !== e[1] || el.clientWidth !== e[2] || el.clientHeight !== e[3];
  }
  write() {
    if (!this.#dirty) return;
    this.#writeOffsets();
    this.#splitWrite = true;
  }
  style() {
    const wrote = this.#splitWrite;
    if (wrote) {
      this.#splitWrite = false;
      this.#dirty = false;
      this.#writeTranslate();
    }
    // While it moves, read first in the next frame too; a motion (which
    // writes in frames, not on input events) reads in every frame, written
    // or not. A finger held still costs no frames.
    if (this.#positions.some(wrote ? (p) => p.scrolling : animated)) this.watch();
  }

  /** Reads in the next frame's read phase (a motion starts: it writes in that frame). */
  watch() { this.#loop.schedule(this); }

  /**
   * Stops a smooth scroll of the browser's own (the page's smooth scrollTo or
   * scrollIntoView) where it is: any write aborts it, but Firefox needs one
   * that moves, so the offset goes one pixel and back (no frame sees it).
   */
  halt() {
    if (!this.rendered) return;
    const el = this.#el;
    for (const p of this.#positions) {
      const at = this.#native(p);
      const set = (v) => { if (p.horizontal) el.scrollLeft = v; else el.scrollTop = v; };
      set(at + (at < p.native.max - 1 ? 1 : -1));
      set(at);
      this.#written.set(p.name, this.#native(p));
    }
  }

  /** Writes now, inside a frame or not (destroy). */
  flush() {
    this.#writeOffsets();
    this.#dirty = false;
    this.#writeTranslate();
  }

  #writeOffsets() {
    if (!this.rendered) return;   // a hidden box has no offset to keep: write when shown again
    const el = this.#el;
    for (const p of this.#positions) {
      if (p.activity.followsNative) {
        // The browser scrolls: never write over it. Nor take its offset as
        // ours here: a move since the last adoption (Firefox's scroll
        // anchoring answering the removal of our translate) must reach the
        // position, through the host's adoption (input/native.js).
        if (!Number.isFinite(this.#written.get(p.name))) this.#written.set(p.name, this.#native(p));   // after forget()
        continue;
      }
      if (this.external(p)) {
        // Moved by someone else since our last write (a write to scrollTop
        // in a 'scroll' listener, a timer, a ResizeObserver): it wins. Not
        // written over; the host adopts it (in this frame's read phase, or
        // the next, or its scroll event, whichever comes first).
        this.#loop.schedule(this);
        continue;
      }
      const native = clamp(p.pixels, p.native.min, p.native.max);
      const kept = this.#written.get(p.name);
      if (!(Math.abs(native - kept) < 1e-6)) {
        if (p.horizontal) el.scrollLeft = native;
        else el.scrollTop = native;
        this.#written.set(p.name, this.#native(p));   // layout is clean after the write: no forced layout
      }
    }
  }

  #writeTranslate() {
    let x = 0, y = 0;
    for (const p of this.#positions) {
      // What the native offset cannot show: the overscroll past a bound,
      // or all of it where the element cannot scroll natively. Inside the
      // native range the native offset shows the position and nothing else
      // does: the sub-pixel part is left to the browser's rounding, as in
      // native scrolling (no style written on the content each frame,
      // which would restyle every row of a long list), and an offset the
      // browser holds elsewhere is adopted, never covered by a translate.
      let offset = 0;
      if (p.pixels < p.native.min || p.pixels > p.native.max) {
        const bound = clamp(p.pixels, p.native.min, p.native.max);
        const kept = this.#written.get(p.name);   // the bound as the browser keeps it (rounded), when it is there
        offset = p.pixels - (Math.abs(kept - bound) < 1 ? kept : bound);
      }
      if (p.horizontal) x = -offset; else y = -offset;
    }
    this.applyTranslate(x, y);
  }

  applyTranslate(x, y) {
    const value = x === 0 && y === 0 ? null : `${x}px ${y}px`;
    if (value === this.#translate) return;
    if (this.#translate === null && value !== null) this.#pinned = this.#pinSticky(x, y);   // a band begins
    this.#translate = value;
    if (value !== null) this.#holdAnchoring();
    else if (this.#anchoring !== null) this.#loop.schedule(this);   // anchoring back on after the layout without it (read())
    for (const [node, [original]] of this.#content) node.style.translate = value ?? original;
    if (!this.#pinned) return;
    for (const [node, pin] of this.#pinned) node.style.translate = (value !== null && pinnedTranslate(node, pin, x, y)) || pin.original;
    if (value === null) this.#pinned = null;
  }

  /** The sticky elements that stay stuck while the content moves by (x, y) (sticky.js). */
  #pinSticky(x, y) {
    if (!this.rendered) return null;
    const el = this.#el, box = this.#box(), s = this.scale;
    const left = box.left + el.clientLeft * s.x, top = box.top + el.clientTop * s.y;
    const port = { left, top, right: left + el.clientWidth * s.x, bottom: top + el.clientHeight * s.y };
    return pinnedSticky(el, this.#content, port, s, x, y);
  }

  // Scroll anchoring is off while our translate is on the content and until
  // the layout that takes it off is done: Firefox's anchoring moves the
  // offset when the translate comes off (it counts the rows' move), which
  // would pull an offset the page wrote during a bounce by the overscroll.
  #anchoring = null;   // the element's own inline overflow-anchor [value, priority] while held, else null
  #holdAnchoring() {
    if (this.#anchoring !== null) return;
    const style = this.#el.style;
    this.#anchoring = [style.getPropertyValue('overflow-anchor'), style.getPropertyPriority('overflow-anchor')];
    style.setProperty('overflow-anchor', 'none', 'important');
  }
  #releaseAnchoring() {
    if (this.#anchoring === null) return;
    const [value, priority] = this.#anchoring;
    this.#anchoring = null;
    if (value) this.#el.style.setProperty('overflow-anchor', value, priority);
    else this.#el.style.removeProperty('overflow-anchor');
  }

  /** The elements that carry the translate. */
  setContent(nodes) {
    const next = new Set(nodes);
    for (const [node, [original, hadStyle]] of this.#content) {
      if (!next.has(node)) {
        node.style.translate = original;
        tidy(node, hadStyle);
        this.#content.delete(node);
      }
    }
    for (const node of next) {
      if (!this.#content.has(node)) {
        this.#content.set(node, [node.style.translate, node.hasAttribute('style')]);
        if (this.#translate !== null) node.style.translate = this.#translate;
      }
    }
  }

  /**
   * Reads the metrics of every axis from the DOM: { name: { range, native,
   * dimension, reversed, snap } }, or null when the element is not rendered
   * (display:none has no size: keep the old metrics, do not reset).
   */
  measure(config) {
    if (!this.rendered) return null;
    const el = this.#el;
    const saved = this.#translate;
    this.applyTranslate(0, 0);  // measure the content's own layout
    const style = getComputedStyle(el);
    const box = this.#box();
    const viewport = isViewport(el);   // the page: scrolls whatever its overflow, its client area at (0, 0)
    this.scale = viewport ? { x: 1, y: 1 } : scaleOf(box, el.offsetWidth, el.offsetHeight);
    const reversedAxes = flow(style);
    this.#extent = [el.scrollWidth, el.scrollHeight, el.clientWidth, el.clientHeight];
    const out = {};
    for (const p of this.#positions) {
      const h = p.horizontal;
      const scrollable = viewport || scrollContainer(style, p.name);
      const client = h ? el.clientWidth : el.clientHeight;
      const extent = scrollable ? Math.max(0, (h ? el.scrollWidth : el.scrollHeight) - client) : 0;
      const reversed = reversedAxes[p.name];
      const native = nativeRange(extent, reversed);
      const range = resolveBounds(config.bounds[p.name], native);
      const scale = this.scale[p.name];
      let children = null;
      if (config.snap?.kind === 'children') {
        // Each child's layout box in content px (from the padding edge at native offset 0).
        const rects = [];
        const viewStart = (h ? box.left : box.top) + (h ? el.clientLeft : el.clientTop) * scale;
        const scrolled = this.#native(p);
        const origin = layoutOffset(el, null, h).offset + (h ? el.clientLeft : el.clientTop);
        for (const child of el.children) {
          if (child.getClientRects().length === 0) continue;  // not rendered
          const r = child.getBoundingClientRect();
          const screen = { start: ((h ? r.left : r.top) - viewStart) / scale + scrolled, size: (h ? r.width : r.height) / scale };
          const start = layoutOffset(child, el, h);
          const layout = { start: start.inside ? start.offset : start.offset - origin, size: h ? child.offsetWidth : child.offsetHeight };
          rects.push(layoutBox(layout, screen));
        }
        children = { view: { start: 0, size: client }, rects, scrolled: 0, scale: 1, reversed };
      }
      const snap = snapPoints(config.snap, { ...range, children, reversed });
      out[p.name] = { range, native, dimension: client > 0 ? client : 1, reversed, snap, mode: config.snap?.mode ?? 'nearest' };
    }
    this.applyTranslate(0, 0);
    this.#translate = null;
    if (saved !== null) this.#dirty = true;
    return out;
  }

  /** Whether a client point is on a native scroll bar (outside the client area): the browser's. */
  onScrollbar(clientX, clientY) {
    const el = this.#el;
    const box = this.#box();
    const x = (clientX - box.left) / this.scale.x - el.clientLeft;
    const y = (clientY - box.top) / this.scale.y - el.clientTop;
    return x < 0 || y < 0 || x > el.clientWidth || y > el.clientHeight;
  }

  /** The element's border box on screen; the viewport's for the page. */
  #box() {
    return isViewport(this.#el) ? { left: 0, top: 0 } : this.#el.getBoundingClientRect();
  }

  /** Takes the translate off and gives every content element its own style back. */
  restore() {
    this.applyTranslate(0, 0);
    this.#releaseAnchoring();
    this.setContent([]);
  }
}
