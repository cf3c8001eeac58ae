// Overscroll: how far past a bound each axis is shown, and the 'overscroll'
// event. The overscroll of an axis is its position minus the nearest bound of
// the measured range (px): negative past the start (a list pulled down at its
// top), positive past the end, 0 inside. It is reported relative to the
// measured range also while a hold (the Pull feature, pull.js) moves a bound.

/** The overscroll (px) of a position past `range`: negative past min, positive past max, else 0. */
export function overscrollOf(pixels, { min, max }) {
  if (pixels < min) return pixels - min;
  if (pixels > max) return pixels - max;
  return 0;
}

export class Overscroll {
  #positions;
  #emit;
  #measured = new Map();     // axis name -> the measured range
  #emitted = new Map();      // axis name -> the last distance reported

  /** positions(): the axes; emit(type, detail) dispatches an event. */
  constructor(positions, emit) {
    this.#positions = positions;
    this.#emit = emit;
  }

  /** The overscroll of `p` (px) past its measured range. */
  of(p) {
    const range = this.#measured.get(p.name) ?? p.range;
    return range ? overscrollOf(p.pixels, range) : 0;
  }

  /** Takes the measured metrics ({name: {range, ...}}). */
  measured(metrics) {
    for (const [name, m] of Object.entries(metrics)) this.#measured.set(name, m.range);
  }

  /** Reports each axis whose overscroll changed ('overscroll', {axis, distance}). */
  changed() {
    for (const p of this.#positions()) {
      const distance = this.of(p);
      if (Object.is(distance, this.#emitted.get(p.name) ?? 0)) continue;
      this.#emitted.set(p.name, distance);
      this.#emit('overscroll', { axis: p.name, distance });
    }
  }
}
