// The Draggable's translate seen on the screen: the linear map from its
// translate (px in its parent's coordinates) to screen (client) px, through
// every transformed ancestor (scale, rotate, skew; CSS `transform`, the
// `rotate` and `scale` properties, `zoom`) and the element's own `rotate`, `scale` and `zoom`
// (which apply outside its `transform`, where the translate is written).
// Translations and transform origins move a box but not a movement, so only
// the 2 x 2 linear part counts. Read at a press or a refresh (one computed
// style per ancestor), never per frame. Its inverse turns a pointer's screen
// movement into the translate that follows the finger, and the boxes of the
// element and its bounds into translate px (under scale(0.5) one screen px
// is two of the translate; inside rotate(90deg) a drag down the screen is
// along the translate's x).
import { parentOf } from '../shared/scrollable.js';

/** The identity: no transformed ancestor. [a, b, c, d] maps (x, y) to (a x + c y, b x + d y). */
export const IDENTITY = Object.freeze([1, 0, 0, 1]);

const multiply = (m, n) => [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3]];

/** The CSS functions of a computed `rotate` / `scale` value ('none', '90deg', 'x 90deg', '1 0 0 90deg'; '0.5', '0.5 2', '0.5 2 1'). */
function individual(rotate, scale) {
  let out = '';
  rotate ||= 'none';
  scale ||= 'none';
  if (rotate !== 'none') {
    const t = rotate.split(' '), angle = t.pop();
    out += t.length === 3 ? `rotate3d(${t},${angle})` : `rotate${t[0] && t[0] !== 'z' ? t[0].toUpperCase() : ''}(${angle})`;
  }
  if (scale !== 'none') out += ` scale${scale.split(' ').length === 3 ? '3d' : ''}(${scale.split(' ')})`;
  return out;
}

/** The linear part of one element's transform (`withTransform`: its `transform` property too). */
function linearOf(style, withTransform) {
  const functions = `${individual(style.rotate, style.scale)} ${withTransform && style.transform !== 'none' ? style.transform ?? '' : ''}`;
  const zoom = parseFloat(style.zoom) > 0 ? parseFloat(style.zoom) : 1;   // CSS zoom scales what is inside
  if (!functions.trim()) return zoom === 1 ? IDENTITY : [zoom, 0, 0, zoom];
  const m = new DOMMatrixReadOnly(functions);
  return [m.a * zoom, m.b * zoom, m.c * zoom, m.d * zoom];
}

/** The map from `el`'s translate to screen px, [a, b, c, d]; the identity where it cannot be read. */
export function screenMap(el) {
  const win = el.ownerDocument?.defaultView;
  if (!win?.getComputedStyle || typeof win.DOMMatrixReadOnly !== 'function') return IDENTITY;
  let m = IDENTITY;
  try {
    for (let n = el; n && n.nodeType === 1; n = parentOf(n)) m = multiply(linearOf(win.getComputedStyle(n), n !== el), m);
  } catch {
    return IDENTITY;
  }
  return m.every(Number.isFinite) ? m : IDENTITY;
}

/** The inverse of `m`; the identity for a map that flattens the plane (a box turned edge-on). */
export function invert(m) {
  const det = m[0] * m[3] - m[1] * m[2];
  const size = Math.max(Math.abs(m[0]), Math.abs(m[1]), Math.abs(m[2]), Math.abs(m[3]));
  if (!(Math.abs(det) > 1e-9 * size * size)) return IDENTITY;
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det];
}

/** `m` applied to the vector (x, y): [x', y']. */
export const apply = (m, x, y) => [m[0] * x + m[2] * y, m[1] * x + m[3] * y];

/** The box {left, top, right, bottom} bounding `rect`'s corners mapped by `m`. */
export function mapRect(m, { left, top, right, bottom }) {
  const p = [apply(m, left, top), apply(m, right, top), apply(m, left, bottom), apply(m, right, bottom)];
  const x = p.map((q) => q[0]), y = p.map((q) => q[1]);
  return { left: Math.min(...x), top: Math.min(...y), right: Math.max(...x), bottom: Math.max(...y) };
}
