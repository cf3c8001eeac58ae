// The carousel part of a Scroller with snap points: next() / prev() and the
// slides' accessibility.
//
// next() and prev() step from the selected snap point (the target while a
// motion goes to one, else the one it rests on; the nearest during a
// gesture), not from the position, so two quick calls move two points, as
// Embla's scrollNext() does. Indices are in reading order (on an RTL axis
// index 0 is the slide at the right, next() goes left), as the slides'
// "N of M" labels are. The 'select' event is events.js's.
//
// With `accessibility: true` the element and its children get the WAI-ARIA
// carousel pattern: the element role 'region' and aria-roledescription
// 'carousel', each child role 'group', aria-roledescription 'slide' and
// aria-label "N of M". What the page's author set is kept; what this part
// set is removed again (destroy, or `accessibility: false`).
import { readAnimate, throwNoSnap } from '../options.js';
import { clamp, readingIndex } from './metrics.js';


export class Carousel {
  #host;
  #el;
  #added = new Map();        // element -> the attribute names this part set on it

  constructor(host, element) {
    this.#host = host;
    this.#el = element;
  }

  /**
   * The snap point `direction` (+1 or -1) points from the selected one on
   * the main axis (clamped to the first and last), for next() / prev().
   */
  stepIndex(where, direction, options) {
    readAnimate(where, options);
    const p = this.#host.main;
    if (!p.snap) throwNoSnap(where, 'scroller');
    // In reading order (metrics.js readingIndex): next() goes to the slide
    // after this one as the reader reads, leftwards in RTL.
    const from = readingIndex(p.snap, p.reversed, p.snapIndex >= 0 ? p.snapIndex : p.snap.nearest(p.pixels));
    return clamp(from + direction, 0, p.snap.count - 1);
  }

  /** Sets (or removes) the carousel's ARIA attributes for `on` and the children now. */
  apply(on) {
    const slides = on ? Array.from(this.#el.children) : [];
    for (const node of [...this.#added.keys()]) {
      if (node !== this.#el && !slides.includes(node)) this.#clear(node);
    }
    if (!on) {
      this.#clear(this.#el);
      return;
    }
    this.#set(this.#el, { role: 'region', 'aria-roledescription': 'carousel' });
    slides.forEach((node, i) => this.#set(node, {
      role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${i + 1} of ${slides.length}`,
    }));
  }

  #set(node, attributes) {
    let added = this.#added.get(node);
    for (const [name, value] of Object.entries(attributes)) {
      const ours = added?.has(name);
      if (!ours && node.hasAttribute(name)) continue;   // the author's: keep it
      node.setAttribute(name, value);
      if (!added) this.#added.set(node, added = new Set());
      added.add(name);
    }
  }

  #clear(node) {
    for (const name of this.#added.get(node) ?? []) node.removeAttribute(name);
    this.#added.delete(node);
  }

  /** Removes every attribute it set. */
  destroy() {
    for (const node of [...this.#added.keys()]) this.#clear(node);
  }
}
