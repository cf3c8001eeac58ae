// Boxes in the DOM tree that scroll natively, as the Scroller and the
// Draggable both walk them (nested scroll containers, the gesture hand-off).
// A box scrolls along an axis ('x' | 'y') by its computed `overflow`.

const SCROLLS = new Set(['auto', 'scroll', 'overlay']);

/** Whether a computed `style` lets the user scroll along `axis` (not `overflow: hidden`). */
export const overflows = (style, axis) => SCROLLS.has(axis === 'x' ? style.overflowX : style.overflowY);

/** The parent element, across shadow roots (a shadow root's host); null at the top. */
export const parentOf = (node) => node.parentElement ?? node.parentNode?.host ?? null;
