import { Motion } from './motion.js';
import { DISPOSE, M, pointerRegistry, raw, ready, releaseSlot } from './wasm.js';
import { readInteger, readTime, throwRange } from './errors.js';

// Frees a batch's wasm memory when the batch is garbage collected and was
// not disposed.
const registry = /* @__PURE__ */ pointerRegistry();

/**
 * Many independent motions sampled at one instant by a single WebAssembly
 * call (for particles and long lists): set() each motion with its start time,
 * then sample(now) fills `x` and `dx`.
 */
// A pure expression (its method key is computed), so a page that does not
// import MotionBatch drops it.
export const MotionBatch = /* @__PURE__ */ (() => class MotionBatch {
  #pointers;
  #motions;
  #starts;
  #x;
  #dx;
  #capacity;

  /** @param {number} capacity how many motions it holds (>= 1) */
  constructor(capacity) {
    ready();
    readInteger('MotionBatch', 'capacity', capacity, 1, 1e7);
    this.#capacity = capacity;
    this.#motions = raw.motions_new(capacity);
    this.#starts = raw.doubles_new(capacity);
    this.#x = raw.doubles_new(capacity);
    this.#dx = raw.doubles_new(capacity);
    this.#pointers = [this.#motions, this.#starts, this.#x, this.#dx];
    if (this.#pointers.some((p) => p === 0)) {
      this.#free();
      throwRange('MotionBatch', 'capacity', capacity, 'is more than the WebAssembly memory can hold');
    }
    // Every slot starts as a motion at rest at 0 (a copy of a valid motion).
    registry?.register(this, this.#pointers, this);
  }

  get capacity() { return this.#capacity; }

  /** Stores `motion` (Spring, Friction, Gravity, BouncingGravity or ExponentialRate) at index i. */
  set(i, motion, start = 0) {
    this.#alive();
    readInteger('MotionBatch.set', 'index', i, 0, this.#capacity - 1);
    if (!Motion._is(motion)) {
      throw new TypeError('kinema: MotionBatch.set: expects a Spring, Friction, Gravity, BouncingGravity or ExponentialRate');
    }
    readTime('MotionBatch.set', start);
    motion._load();
    raw.store(this.#motions, i);
    M.HEAPF64[this.#starts / 8 + i] = start;
  }

  /**
   * Samples motions [0, count) at time `now` (same clock as the start times).
   * Returns views of the results; they are valid until the next call that
   * may allocate wasm memory, so read them right away.
   */
  sample(now, count = this.#capacity) {
    this.#alive();
    readTime('MotionBatch.sample', now);
    readInteger('MotionBatch.sample', 'count', count, 0, this.#capacity);
    raw.sample(this.#motions, this.#starts, count, now, this.#x, this.#dx);
    const buffer = M.HEAPF64.buffer;
    return { x: new Float64Array(buffer, this.#x, count), dx: new Float64Array(buffer, this.#dx, count) };
  }

  /** Frees the wasm memory now (optional: it is freed on garbage collection too). */
  dispose() {
    if (this.#pointers === null) return;
    registry?.unregister(this);
    this.#free();
  }

  /** `using batch = new MotionBatch(n)` disposes it at the end of the scope. */
  [DISPOSE]() {
    this.dispose();
  }

  #free() {
    for (const p of this.#pointers) if (p) raw.free(p);
    this.#pointers = null;
    releaseSlot();
  }

  #alive() {
    if (this.#pointers === null) throw new Error('kinema: MotionBatch: used after dispose()');
  }
})();
