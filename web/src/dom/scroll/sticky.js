// position: sticky content during a rubber band. The overscroll past a
// bound is a translate on the content (view.js); natively the offset would
// go on past the bound, and a sticky element stuck to the edge the content
// moves away from stays where it is (a list's header stuck at the top during
// the end bounce; a footer stuck at the bottom during the start bounce).
// When a band begins (before its translate is applied, when layout is clean:
// only translates and scroll offsets were written), the elements at that
// edge of the scrollport are hit-tested (three points along it), and those
// inside the content that are sticky and stuck there are pinned: a content
// element itself gets no translate along that axis, a sticky element inside
// one gets the opposite translate of its ancestor's, for as long as the
// band lasts. No element is read before a band, none per frame.

/** The sticky insets of `node` ({top, bottom, left, right}: px, NaN for auto), or null if it is not sticky. */
function stickyInsets(node, win) {
  const style = win.getComputedStyle(node);
  if (style.position !== 'sticky' && style.position !== '-webkit-sticky') return null;
  const px = (v) => (v === 'auto' ? NaN : parseFloat(v));
  return { top: px(style.top), bottom: px(style.bottom), left: px(style.left), right: px(style.right) };
}

/**
 * The sticky elements inside `content` (a Map whose keys are the content
 * elements of `el`) stuck to the edge of the scrollport the translate (x, y)
 * moves the content away from: Map element -> { owner (its content element),
 * x, y: whether it is pinned along that axis, original (its inline translate) }.
 * `port`: the scrollport's client rect; `scale`: screen px per element px.
 */
export function pinnedSticky(el, content, port, scale, x, y) {
  const doc = el.ownerDocument, win = doc?.defaultView;
  if (typeof doc?.elementsFromPoint !== 'function' || !win?.getComputedStyle) return null;
  const edges = [];   // [axis, side, point along the edge]
  const inset = 0.5;
  const along = (lo, hi) => [lo + (hi - lo) * 0.1, (lo + hi) / 2, lo + (hi - lo) * 0.9];
  if (y < 0) for (const px of along(port.left, port.right)) edges.push(['y', 'top', px, port.top + inset]);
  if (y > 0) for (const px of along(port.left, port.right)) edges.push(['y', 'bottom', px, port.bottom - inset]);
  if (x < 0) for (const py of along(port.top, port.bottom)) edges.push(['x', 'left', port.left + inset, py]);
  if (x > 0) for (const py of along(port.top, port.bottom)) edges.push(['x', 'right', port.right - inset, py]);
  let out = null;
  for (const [axis, side, px, py] of edges) {
    for (const node of doc.elementsFromPoint(px, py)) {
      if (node === el || !el.contains(node)) break;   // past the scroller's own content
      if (out?.has(node) && out.get(node)[axis]) continue;
      let owner = node;
      while (owner && owner !== el && !content.has(owner)) owner = owner.parentElement;
      if (!owner || owner === el) continue;
      const insets = stickyInsets(node, win);
      if (!insets || !Number.isFinite(insets[side])) continue;
      const r = node.getBoundingClientRect();
      const s = axis === 'y' ? scale.y : scale.x;
      const edge = { top: port.top + insets.top * s, bottom: port.bottom - insets.bottom * s, left: port.left + insets.left * s, right: port.right - insets.right * s }[side];
      if (!(Math.abs(r[side] - edge) < 1)) continue;   // sticky, but not stuck there
      out ??= new Map();
      const pin = out.get(node) ?? { owner, x: false, y: false, original: node.style.translate };
      pin[axis] = true;
      out.set(node, pin);
    }
  }
  return out;
}

/** The translate string of a pinned element while its content element shows (x, y); null: its own (original) value. */
export function pinnedTranslate(node, pin, x, y) {
  const tx = pin.x ? 0 : x, ty = pin.y ? 0 : y;   // what it shows on the screen
  // A content element shows its own translate; one inside shows its ancestor's plus its own.
  const ox = node === pin.owner ? tx : tx - x, oy = node === pin.owner ? ty : ty - y;
  return ox === 0 && oy === 0 ? null : `${ox}px ${oy}px`;
}
