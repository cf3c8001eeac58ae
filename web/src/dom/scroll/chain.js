// Scroll chaining, the decisions: pure functions of the numbers they are
// given (positions and deltas in px along the scroll offset, ranges
// {min, max}), tested in tests/js/dom-chain.test.js. The DOM side (which
// scrollers and page a gesture chains through, moving them) is nest.js.
//
// A gesture's delta goes to the innermost scroller first, as native
// scrolling and Android's nested scrolling do: it takes what brings it to
// the bound it moves towards; what it cannot take goes to the next scroller
// out along the same axis (an outer Scroller, a native overflow element, the
// page), and so on. What nobody takes stays with the owner: its rubber band
// (or its clamp). `overscrollBehavior` (CSS's overscroll-behavior) of the
// owner: 'auto' chains; 'contain' keeps the gesture to the owner (the rubber
// band included); 'none' keeps it too and stops the gesture at the bound.

/** The values of the `overscrollBehavior` option. */
export const OVERSCROLL_BEHAVIORS = ['auto', 'contain', 'none'];

/**
 * The part of `delta` a scroller at `position` in `range` takes before it
 * reaches the bound it moves towards: all of it inside the range, the way
 * to the bound when it would cross it, 0 at or past that bound (and the
 * whole delta back from past the other one).
 */
export function room(position, range, delta) {
  if (delta > 0) return Math.max(0, Math.min(delta, range.max - position));
  if (delta < 0) return Math.min(0, Math.max(delta, range.min - position));
  return 0;
}

/**
 * Shares `delta` along a chain, owner first then outwards: `links` are
 * [{position, range}] (null for a link that is gone: it takes nothing).
 * Returns { taken: each link's part, rest: what none took }; the parts and
 * the rest add up to `delta`.
 */
export function share(delta, links) {
  let left = delta;
  const taken = links.map((link) => {
    const part = link && left !== 0 ? room(link.position, link.range, left) : 0;
    left -= part;
    return part;
  });
  return { taken, rest: left };
}

/**
 * What the owner of a gesture moves by (px): its own part, and the rest that
 * nobody outside took as overscroll, unless its behaviour is 'none'.
 */
export function ownerPart(behavior, own, rest) {
  return behavior === 'none' ? own : own + rest;
}

/**
 * Whether a wheel event is left to the browser (which scrolls an outer
 * scroller or the page with it, natively) instead of taken by the
 * scroller: only with 'auto', only when it cannot move along the event
 * (`movable` false: at its bound that way) and is not past a bound
 * (`overscrolled`), and then when the event starts a gesture (`starting`,
 * with nothing running: `moving` false) or something outside can still
 * scroll that way (`outside`); otherwise its own gesture keeps the event
 * (a rubber band at the end of the page). `outside` may be a getter: it is
 * read only when needed.
 */
export function wheelPasses(state) {
  const { behavior, movable, overscrolled, starting, moving } = state;
  if (behavior !== 'auto' || movable || overscrolled) return false;
  return (starting && !moving) || Boolean(state.outside);   // read last: it walks the DOM
}

/**
 * Whether a wheel event with the scroller at its bound is swallowed (the
 * page must not scroll: 'contain' or 'none') although it starts no gesture.
 */
export function wheelContained({ behavior, movable, overscrolled, starting, moving }) {
  return behavior !== 'auto' && starting && !moving && !movable && !overscrolled;
}
