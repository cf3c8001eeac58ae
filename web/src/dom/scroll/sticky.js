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
  // [axis, side, sign of the edge's inset]: the edge the content moves away from.
  const sides = [];
  if (y) sides.push(['y', y < 0 ? 'top' : 'bottom', y < 0 ? 1 : -1]);
  if (x) sides.push(['x', x < 0 ? 'left' : 'right', x < 0 ? 1 : -1]);
  let out = null;
  for (const [axis, side, sign] of sides) {
    const across = axis === 'y' ? [port.left, port.right] : [port.top, port.bottom];
    for (const f of [0.1, 0.5, 0.9]) {
      const along = across[0] + (across[1] - across[0]) * f, edge = port[side] + sign * 0.5;
      for (const node of axis === 'y' ? doc.elementsFromPoint(along, edge) : doc.elementsFromPoint(edge, along)) {
        if (node === el || !el.contains(node)) break;   // past the scroller's own content
        if (out?.get(node)?.[axis]) continue;
        let owner = node;
        while (owner !== el && !content.has(owner)) owner = owner.parentElement;
        const style = win.getComputedStyle(node);
        const inset = parseFloat(style[side]);   // NaN for auto
        if (owner === el || !style.position.endsWith('sticky') || !Number.isFinite(inset)) continue;
        // Stuck: its box on that edge of the scrollport, its inset in.
        if (!(Math.abs(node.getBoundingClientRect()[side] - (port[side] + sign * inset * scale[axis])) < 1)) continue;
        out ??= new Map();
        const pin = out.get(node) ?? { owner, x: false, y: false, original: node.style.translate };
        pin[axis] = true;
        out.set(node, pin);
      }
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
