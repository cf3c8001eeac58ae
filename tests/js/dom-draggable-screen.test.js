// drag/screen.js, the map between screen px and a Draggable's translate px
// (issue 21 item 10), against analytic identities: the inverse undoes the
// map for any invertible 2 x 2 map, a flattened map gives the identity (no
// NaN), and a box under rotate(90deg) and scale(0.5) maps onto the box the
// rotation and the scale give by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { apply, IDENTITY, invert, mapRect, screenMap } from '../../web/src/dom/drag/screen.js';

const close = (a, b, eps = 1e-9) => Math.abs(a - b) <= eps * Math.max(1, Math.abs(a), Math.abs(b));

test('invert undoes the map for every invertible 2 x 2 map', () => {
  const entry = fc.double({ min: -10, max: 10, noNaN: true });
  fc.assert(fc.property(entry, entry, entry, entry, entry, entry, (a, b, c, d, x, y) => {
    const m = [a, b, c, d];
    const det = a * d - b * c;
    fc.pre(Math.abs(det) > 1e-3);
    const [u, v] = apply(m, x, y);
    const [x2, y2] = apply(invert(m), u, v);
    // The error bound grows with the condition number.
    const cond = Math.hypot(a, b, c, d) ** 2 / Math.abs(det);
    return Math.abs(x2 - x) <= 1e-12 * cond * (1 + Math.abs(x) + Math.abs(y)) * 10
      && Math.abs(y2 - y) <= 1e-12 * cond * (1 + Math.abs(x) + Math.abs(y)) * 10;
  }));
});

test('a flattened map (a box turned edge-on) inverts to the identity, never NaN', () => {
  assert.deepEqual(invert([1, 0, 0, 0]), IDENTITY);
  assert.deepEqual(invert([2, 4, 1, 2]), IDENTITY);
  assert.deepEqual(invert([0, 0, 0, 0]), IDENTITY);
});

test('rotate(90deg) and scale(0.5): movements and boxes map as by hand', () => {
  // rotate(90deg): (x, y) -> (-y, x); with scale(0.5): (-y/2, x/2).
  const m = [0, 0.5, -0.5, 0];
  const back = invert(m);
  const [lx, ly] = apply(back, 0, 10);          // 10 screen px down ...
  assert.ok(close(lx, 20) && close(ly, 0), `${lx}, ${ly}`);   // ... is 20 translate px along x
  const box = mapRect(back, { left: 100, top: 50, right: 150, bottom: 250 });
  // Screen x in [100, 150], y in [50, 250] -> translate x = 2 y, y = -2 x.
  for (const [k, v] of Object.entries({ left: 100, right: 500, top: -300, bottom: -200 })) assert.ok(close(box[k], v), `${k}: ${box[k]}`);
});

test('screenMap is the identity where styles cannot be read (no window, no DOMMatrix)', () => {
  assert.deepEqual(screenMap({ nodeType: 1, ownerDocument: null }), IDENTITY);
  assert.deepEqual(screenMap({ nodeType: 1, ownerDocument: { defaultView: { getComputedStyle: () => ({}) } } }), IDENTITY);
});
