// A clamp around any motion: it runs until it first reaches `min` or `max`
// and rests there. The crossing time is solved in WebAssembly
// (src/kinema/clamp.hpp); this file only hands the motion's bytes over.
import { Motion, Prepared } from './motion.js';
import { Composite } from './composite.js';
import { make, ready, releaseSlot, slotToSegment, heap, raw } from './wasm.js';
import { check, readOptions } from './errors.js';

/**
 * `motion` (any kinema motion or Composite) held within [min, max]: exactly
 * itself until the first time it reaches a bound, then at rest on it.
 * Returns a Composite.
 */
export function clamp(motion, options) {
  ready();
  const where = 'clamp';
  let parts;
  if (motion instanceof Composite) parts = motion._segments();
  else if (Motion._is(motion)) parts = [[0, motion]];
  else throw new TypeError('kinema: clamp: `motion` must be a kinema motion or Composite');
  const o = readOptions(where, options, { min: undefined, max: undefined });
  const starts = raw.segment_starts() / 8;
  parts.forEach(([start, m], i) => {
    m._load();
    slotToSegment(i);
    heap()[starts + i] = start;
  });
  releaseSlot();
  const made = check(where, make('clamp', parts.length, o.min, o.max, ...o.tol));
  return new Composite(new Prepared(made));
}
