// Where a key moves an axis (arrows, PageUp/PageDown, Home/End), and a
// notch of the smooth wheel on a snapping axis (as an arrow key): a pure
// function of the axis's state (px), used by keyboard.js and smooth-wheel.js
// only, so that a page with just the Draggable does not carry it.
import { INPUT } from '../config.js';
import { clamp } from '../metrics.js';

/** Where a running key or notch animation of the position `p` is going, else where it is (repeated keys add up). */
export function runningBase(p) {
  return p.activity.requested ?? p.pixels;
}

/**
 * Where a key moves an axis, or null when it is not this scroller's (the
 * page's key). step: 'line' | 'page' | 'end'; direction: +1 or -1 along
 * the axis's reading direction for 'page' and 'end' (PageDown, End), along
 * the screen for 'line' (arrows); reversed: the axis runs from the right /
 * bottom (RTL, vertical-rl), where the browser pages and goes to the end
 * towards negative offsets. base: where the running key motion goes, or
 * the position.
 */
export function keyTarget({ step, direction, reversed, base, range, snap, dimension }) {
  const d = step === 'line' || !reversed ? direction : -direction;
  if (snap) {
    let i;
    if (step === 'end') {
      i = d < 0 ? 0 : snap.count - 1;
    } else {
      i = snap.nearest(base);
      if (d > 0 && snap.at(i) <= base + 0.5) i++;
      if (d < 0 && snap.at(i) >= base - 0.5) i--;
      if (i < 0 || i >= snap.count) return null;
    }
    return Math.abs(snap.at(i) - base) < 0.5 && step !== 'end' ? null : { target: snap.at(i), snapIndex: i };
  }
  const distance = step === 'line' ? INPUT.arrowStep : step === 'page' ? INPUT.pageFraction * dimension : Infinity;
  const target = clamp(base + d * distance, range.min, range.max);
  return target === base ? null : { target, snapIndex: -1 };
}
