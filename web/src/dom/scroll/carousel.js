// The carousel part of a Scroller with snap points: next() / prev() (the
// slides' accessibility is the Accessibility feature's: accessibility.js).
//
// next() and prev() step from the selected snap point (the target while a
// motion goes to one, else the one it rests on; the nearest during a
// gesture), not from the position, so two quick calls move two points, as
// Embla's scrollNext() does. Indices are in reading order (on an RTL axis
// index 0 is the slide at the right, next() goes left), as the slides'
// "N of M" labels are. The 'select' event is events.js's.
import { readAnimate, throwNoSnap } from '../options.js';
import { clamp, readingIndex } from './metrics.js';


export class Carousel {
  #host;

  constructor(host) {
    this.#host = host;
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
}
