// Boxes in the DOM tree that scroll, as the Scroller and the Draggable both
// walk them (nested scroll containers, the gesture hand-off, wheels and
// keys over an inner box). One rule each, as the browser has them, along an
// axis ('x' | 'y') and from the box's computed `style`:
//   scrollContainer  page code can scroll it (scrollTop moves it): overflow
//                    auto, scroll, overlay or hidden; a Scroller drives such
//                    a box (view.js);
//   overflows        the user can scroll it (wheel, touch, keys, the scroll
//                    bar): the same but hidden, which only code scrolls;
//   scrollsNatively  the user can scroll it and it has more than half a px
//                    to scroll (scrollExtent).
// `scrollers` maps an element to the kinema Scroller that drives it: such a
// box is the user's to scroll whatever its overflow.

const SCROLLS = new Set(['auto', 'scroll', 'overlay']);
const overflowOf = (style, axis) => (axis === 'x' ? style.overflowX : style.overflowY);

/** Whether a computed `style` lets the user scroll along `axis` (not `overflow: hidden`). */
export const overflows = (style, axis) => SCROLLS.has(overflowOf(style, axis));

/** Whether a computed `style` makes a scroll container along `axis` (page code can scroll it; `hidden` too). */
export const scrollContainer = (style, axis) => overflowOf(style, axis) === 'hidden' || overflows(style, axis);

/** How far (px) `el` scrolls along `axis`: its scroll size past its client size (may be <= 0). */
export const scrollExtent = (el, axis) => (axis === 'x' ? el.scrollWidth - el.clientWidth : el.scrollHeight - el.clientHeight);

/** Whether the user can scroll `el` (computed `style`) along `axis` by the browser's own scrolling. */
export const scrollsNatively = (el, style, axis) => overflows(style, axis) && scrollExtent(el, axis) > 0.5;

/** The parent element, across shadow roots (a shadow root's host); null at the top. */
export const parentOf = (node) => node.parentElement ?? node.parentNode?.host ?? null;

/** element -> its live Scroller (also: one Scroller per element). */
export const scrollers = new WeakMap();
