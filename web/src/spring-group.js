import { DISPOSE, M, lastMade, pointerRegistry, raw, ready } from './wasm.js';
import { readInteger, readNumber, readOptions, throwRange, throwStatus } from './errors.js';

const registry = /* @__PURE__ */ pointerRegistry();

/**
 * Thousands of springs stepped together with cached coefficients (Juckett's
 * method): each step computes the exact transition over dt once in C++ and
 * applies it to every spring with four multiply-adds. Positions, velocities and targets live in wasm memory;
 * read and write them through the `x`, `velocity` and `target` views.
 */
// A pure expression (its method key is computed), so a page that does not
// import SpringGroup drops it.
export const SpringGroup = /* @__PURE__ */ (() => class SpringGroup {
  #count;
  #pointers;

  /** @param {number} count number of springs (>= 1) */
  constructor(count) {
    ready();
    readInteger('SpringGroup', 'count', count, 1, 1e7);
    this.#count = count;
    this.#pointers = [raw.doubles_new(count), raw.doubles_new(count), raw.doubles_new(count)];
    if (this.#pointers.some((p) => p === 0)) {
      for (const p of this.#pointers) if (p) raw.free(p);
      this.#pointers = null;
      throwRange('SpringGroup', 'count', count, 'is more than the WebAssembly memory can hold');
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
    const o = readOptions('SpringGroup.step', spring, { angularFrequency: undefined, dampingRatio: undefined }, false);
    const [x, v, target] = this.#pointers;
    const status = raw.step_springs(dt, o.angularFrequency, o.dampingRatio, x, v, target, this.#count);
    if (status !== 0) {
      const made = lastMade(status);  // the C++ names the parameter
      throwStatus('SpringGroup.step', status, made.parameter, made.value);
    }
  }

  /** Frees the wasm memory now (optional: it is freed on garbage collection too). */
  dispose() {
    if (this.#pointers === null) return;
    registry?.unregister(this);
    for (const p of this.#pointers) raw.free(p);
    this.#pointers = null;
  }

  /** `using group = new SpringGroup(n)` disposes it at the end of the scope. */
  [DISPOSE]() {
    this.dispose();
  }

  #view(k) {
    this.#alive();
    return new Float64Array(M.HEAPF64.buffer, this.#pointers[k], this.#count);
  }

  #alive() {
    if (this.#pointers === null) throw new Error('kinema: SpringGroup: used after dispose()');
  }
})();
