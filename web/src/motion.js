// The base of every elementary motion: a copy of the C++ object's bytes,
// evaluated by the WebAssembly core. Nothing is allocated in the wasm heap on
// a motion's behalf, so there is nothing to free.
import { adopt, heap, load, outIndex, owner, raw, ready, slotDx, slotX } from './wasm.js';
import { readTime } from './errors.js';

// The hot path checks its argument inline and names the class only when it
// has to throw.
function badTime(self, t) {
  readTime(self.constructor.displayName ?? 'Motion', t);
}

/** Internal: lets static factories hand a prepared record to a constructor. */
export class Prepared {
  constructor(made, bytes) {
    this.made = made;
    this.bytes = bytes;
  }
}

/**
 * Internal: a constructor's argument is either the user's options (checked
 * and built by `build`, which returns the factory's record) or a Prepared
 * record from a static factory.
 */
export function prepare(options, build) {
  if (options instanceof Prepared) return options;
  ready();
  return new Prepared(build(options));
}

// structuredClone of a motion would give a plain object without its state
// (private fields are not cloned) or its prototype: it throws instead, on
// this own property, whose value cannot be cloned. A motion is rebuilt from
// its options to cross a worker boundary.
export function kinema_motions_cannot_be_structured_cloned__send_their_options() {}

export class Motion {
  #bytes;
  #made;
  /** Makes structuredClone throw a DataCloneError (see above). */
  structuredClone = kinema_motions_cannot_be_structured_cloned__send_their_options;

  /** @param {{settleTime: number}} made the factory's record */
  constructor(made, bytes) {
    this.#bytes = bytes ?? adopt(this);
    this.#made = made;
  }

  /** @internal The factory's record: settle time, rest position, figures a..e. */
  get _made() {
    return this.#made;
  }

  /** Position at `t` seconds since the start (px). */
  x(t) {
    if (typeof t !== 'number' || t !== t) badTime(this, t);
    if (owner !== this) load(this, this.#bytes);
    return slotX(t);
  }

  /** Velocity at `t` seconds since the start (px/s). */
  dx(t) {
    if (typeof t !== 'number' || t !== t) badTime(this, t);
    if (owner !== this) load(this, this.#bytes);
    return slotDx(t);
  }

  /** Position and velocity at `t`, in one call. */
  at(t) {
    if (typeof t !== 'number' || t !== t) badTime(this, t);
    load(this, this.#bytes);
    raw.at(t);
    const h = heap();
    return { x: h[outIndex], dx: h[outIndex + 1] };
  }

  /** Whether the motion has come to rest by `t` (see settleTime). */
  done(t) {
    if (typeof t !== 'number' || t !== t) badTime(this, t);
    const settle = this.#made.settleTime;
    return settle !== Infinity && Math.max(t, 0) >= settle;
  }

  /** When the motion comes to rest within its tolerance (s); Infinity if never. */
  get settleTime() {
    return this.#made.settleTime;
  }

  /** @internal Whether `value` is a real kinema motion (not a look-alike or a Proxy). */
  static _is(value) {
    return value !== null && typeof value === 'object' && #bytes in value;
  }

  /** @internal Puts this motion in the scratch slot (for batch and queries). */
  _load() {
    ready();
    load(this, this.#bytes);
  }
}
