// The page as a scroll container: a Scroller on `document.scrollingElement`
// (or given `window` or `document`, which mean it) drives the page itself.
// The viewport differs from an element in a few ways, each handled where it
// matters and named here:
//   - it scrolls whatever the root's `overflow` says (view.js measures it);
//   - its client area is the viewport, at (0, 0), never scaled (view.js);
//   - its `scroll` events fire on the document, not on the element (native.js);
//   - the viewport resizes without the root element resizing (element.js);
//   - what moves past a bound is the body, not <head> and <body>;
//   - keys reach it from the body when nothing is focused (keyboard.js), and
//     it gets no tabindex (element.js);
//   - touch and mouse drags stay the browser's unless `pointer: true`
//     (config.js), so a phone scrolls the page natively and the Scroller
//     follows it.
// And for every Scroller, the page's or not: a wheel or a key that a native
// scroll container inside it can use is that container's (innerScroller).

/** The element a Scroller drives for `target`: the page's scrolling element for a window or a document. */
export function pageElement(target) {
  if (target !== null && typeof target === 'object') {
    const doc = target.nodeType === 9 ? target : target.window === target && target.document ? target.document : null;
    if (doc) return doc.scrollingElement ?? doc.documentElement;
  }
  return target;
}

/** Whether `element` is the page's scrolling element (the viewport scrolls it). */
export function isViewport(element) {
  const doc = element.ownerDocument;
  return Boolean(doc) && element === (doc.scrollingElement ?? doc.documentElement);
}

/** What moves past a bound by default: the element's children; the body for the page. */
export function defaultContent(element) {
  if (isViewport(element) && element.ownerDocument.body) return [element.ownerDocument.body];
  return Array.from(element.children);
}

/** Where the browser fires the element's `scroll` events: the document for the viewport. */
export function scrollEventTarget(element) {
  return isViewport(element) ? element.ownerDocument : element;
}

import { flow, nativeRange } from './metrics.js';
import { overflows, parentOf, scrollExtent } from '../shared/scrollable.js';

export { overflows, parentOf };   // shared with the Draggable (shared/scrollable.js)

/**
 * The native scroll container between `node` (where an event started) and
 * `root` (the Scroller's element, excluded) that can move by `delta` px
 * along `axis` ('x' | 'y'): a wheel or a key over it is its own, as in the
 * browser (it chains to the outer one only at its end). Null if none.
 * `overflow: hidden` does not count (the user cannot scroll it), nor an
 * element another Scroller drives (its own listener ran first: it moved,
 * or it is at its end).
 */
export function innerScroller(node, root, axis, delta) {
  const win = root.ownerDocument?.defaultView;
  if (!win || delta === 0) return null;
  for (let el = node?.nodeType === 1 ? node : node?.parentElement; el && el !== root; el = parentOf(el)) {
    if (el === el.ownerDocument.body || el === el.ownerDocument.documentElement) continue;
    const style = win.getComputedStyle(el);
    if (!overflows(style, axis)) continue;
    if (canScroll(el, style, axis, delta)) return el;
  }
  return null;
}

/**
 * Whether a native scroll container can move by `delta` px along `axis`
 * (`style`: its computed style; a reversed axis scrolls over [-extent, 0]).
 */
export function canScroll(el, style, axis, delta) {
  const extent = scrollExtent(el, axis);
  if (!(extent > 0.5)) return false;
  const { min, max } = nativeRange(extent, flow(style)[axis]);
  const offset = axis === 'x' ? el.scrollLeft : el.scrollTop;
  return delta > 0 ? offset < max - 0.5 : offset > min + 0.5;
}
