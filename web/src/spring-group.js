import { M, raw, ready } from './wasm.js';
import { readNumber, readOptions, throwStatus } from './errors.js';

const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry((pointers) => { for (const p of pointers) raw.free(p); })
  : null;

/**
 * Thousands of springs stepped together with cached coefficients (Juckett's
 * method): for each (dt, angularFrequency, dampingRatio) the exact transition
 * over dt is computed once in C++ and applied to every spring with four
 * multiply-adds. Positions, velocities and targets live in wasm memory;
 * read and write them through the `x`, `velocity` and `target` views.
 */
export class SpringGroup {
  #count;
  #pointers;

  /** @param {number} count number of springs (>= 1) */
  constructor(count) {
    ready();
    readNumber('SpringGroup', 'count', count);
    if (!Number.isInteger(count) || count < 1 || count > 1e7) {
      throw new RangeError(`kinema: SpringGroup: \`count\` must be an integer from 1 to 1e7, got ${count}`);
    }
    this.#count = count;
    this.#pointers = [raw.doubles_new(count), raw.doubles_new(count), raw.doubles_new(count)];
    if (this.#pointers.some((p) => p === 0)) {
      for (const p of this.#pointers) if (p) raw.free(p);
      this.#pointers = null;
      throw new RangeError(`kinema: SpringGroup: out of memory for ${count} springs`);
    }
    registry?.register(this, this.#pointers, this);
  }

  get count() { return this.#count; }
  /** Positions (px). A fresh view each time: do not keep it across allocations. */
  get x() { return this.#view(0); }
  /** Velocities (px/s). */
  get velocity() { return this.#view(1); }
  /** Rest positions (px). */
  get target() { return this.#view(2); }

  /**
   * Advances every spring by `dt` seconds.
   * @param {number} dt time step (s), >= 0
   * @param {{angularFrequency: number, dampingRatio: number}} spring sqrt(k/m) in rad/s, and c / (2 sqrt(km))
   */
  step(dt, spring) {
    this.#alive();
    readNumber('SpringGroup.step', 'dt', dt);
    const o = readOptions('SpringGroup.step', spring, { angularFrequency: undefined, dampingRatio: undefined });
    const [x, v, target] = this.#pointers;
    const status = raw.step_springs(dt, o.angularFrequency, o.dampingRatio, x, v, target, this.#count);
    if (status !== 0) {
      const [name, value] = !Number.isFinite(dt) || dt < 0 ? ['dt', dt]
        : !(o.angularFrequency > 0) || !Number.isFinite(o.angularFrequency) ? ['angularFrequency', o.angularFrequency]
          : ['dampingRatio', o.dampingRatio];
      throwStatus('SpringGroup.step', status, name, value);
    }
  }

  /** Frees the wasm memory now (optional: it is freed on garbage collection too). */
  dispose() {
    if (this.#pointers === null) return;
    registry?.unregister(this);
    for (const p of this.#pointers) raw.free(p);
    this.#pointers = null;
  }

  #view(k) {
    this.#alive();
    return new Float64Array(M.HEAPF64.buffer, this.#pointers[k], this.#count);
  }

  #alive() {
    if (this.#pointers === null) throw new Error('kinema: SpringGroup: used after dispose()');
  }
}
