// Numbers of an element's box that the Scroller and the Draggable both use:
// a coordinate held within bounds, and the on-screen scale that turns the
// pointer's screen px into the element's own px.

/** `x` within [lo, hi]. */
export const clamp = (x, lo, hi) => (x < lo ? lo : x > hi ? hi : x);

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
