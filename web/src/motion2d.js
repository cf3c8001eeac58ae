// Motions in the plane: two axis motions evaluated together, with one
// `done`. Each axis is a motion computed in WebAssembly; this file pairs
// them and reads the {x, y} options of the 2D factories.
import { Motion, Prepared } from './motion.js';
import { Composite } from './composite.js';
import { Spring } from './spring.js';
import { make, ready } from './wasm.js';
import { check, readOptions, show, throwRange } from './errors.js';

const rest = (m) => (m instanceof Composite ? m.x(Infinity) : m._made.rest);

/**
 * Internal: reads the options of a 2D factory: the vectors `vectors` (name
 * -> default, undefined = required) as finite {x, y}, the rest by
 * readOptions, except the keys in `skip` (read by the caller). TypeError
 * and RangeError name the component, e.g. `from.x`.
 */
export function read2D(where, options, vectors, spec, tolerance = true, skip = []) {
  let rest = options;
  if (options !== null && typeof options === 'object') {
    rest = { ...options };
    for (const name of [...Object.keys(vectors), ...skip]) delete rest[name];
  }
  const o = readOptions(where, rest, spec, tolerance);
  for (const [name, fallback] of Object.entries(vectors)) o[name] = readVec(where, name, options[name] === undefined ? fallback : options[name]);
  return o;
}

/** Internal: a finite {x, y}; errors name `name.x` or `name.y`. */
export function readVec(where, name, value) {
  if (value === undefined) throw new TypeError(`kinema: ${where}: missing required option \`${name}\``);
  if (value === null || typeof value !== 'object') throw new TypeError(`kinema: ${where}: option \`${name}\` must be an object {x, y}, got ${show(value)}`);
  const v = { x: value.x, y: value.y };
  for (const k in v) {
    const n = `${name}.${k}`;
    if (typeof v[k] !== 'number') throw new TypeError(`kinema: ${where}: option \`${n}\` must be a number, got ${show(v[k])}`);
    if (!Number.isFinite(v[k])) throwRange(where, n, v[k], 'must be a finite number', 'not_finite');
  }
  return v;
}

/**
 * Two motions, one per axis, sampled at the same t: done when both are
 * (settleTime is the larger). See index.d.ts.
 */
export class Motion2D {
  #x;
  #y;

  constructor(x, y) {
    for (const [name, m] of [['x', x], ['y', y]]) {
      if (!Motion._is(m) && !(m instanceof Composite)) throw new TypeError(`kinema: Motion2D: \`${name}\` must be a kinema motion, got ${show(m)}`);
    }
    this.#x = x;
    this.#y = y;
  }

  /** The motion along x. */
  get motionX() { return this.#x; }
  /** The motion along y. */
  get motionY() { return this.#y; }
  /** Position at t (px); each axis reads and checks t. */
  position(t) { return { x: this.#x.x(t), y: this.#y.x(t) }; }
  /** Velocity at t (px/s). */
  velocity(t) { return { x: this.#x.dx(t), y: this.#y.dx(t) }; }
  /** Position and velocity at t. */
  at(t) {
    const a = this.#x.at(t);
    const b = this.#y.at(t);
    return { x: a.x, y: b.x, dx: a.dx, dy: b.dx };
  }
  /** Whether both axes are done (each axis reads and checks t). */
  done(t) { return this.#x.done(t) && this.#y.done(t); }
  /** The larger settle time of the axes (s). */
  get settleTime() { return Math.max(this.#x.settleTime, this.#y.settleTime); }
  /** Where each axis comes to rest (px): the rest its factory reported, a composite's x(+inf). */
  get restPosition() { return { x: rest(this.#x), y: rest(this.#y) }; }
}

// The two axis springs, as the static factories hand them to the constructor.
class Axes {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
}

// Both axes from one 1D factory with the same scalar options, x first.
function springs(where, options, spec, factory, scalars) {
  ready();
  const o = read2D(where, options, { from: undefined, to: undefined, velocity: { x: 0, y: 0 } }, spec);
  // Each spring is copied out of the slot before the next factory runs.
  const axis = (k) => new Spring(new Prepared(check(where,
    make(factory, o.from[k], o.to[k], o.velocity[k], ...scalars(o), ...o.tol), { to: `to.${k}` })));
  const x = axis('x');
  return new Axes(x, axis('y'));
}

/**
 * A mass pulled towards a point by an isotropic damped spring: each axis is
 * the 1D Spring with the same mass, stiffness and damping. See index.d.ts.
 */
export class Spring2D extends Motion2D {
  constructor(options) {
    const axes = options instanceof Axes ? options : springs('Spring2D', options,
      { mass: 1, stiffness: undefined, damping: undefined }, 'spring', (o) => [o.mass, o.stiffness, o.damping]);
    super(axes.x, axes.y);
  }

  static withDampingRatio(options) {
    return new Spring2D(springs('Spring2D.withDampingRatio', options, { mass: 1, stiffness: undefined, dampingRatio: undefined },
      'springWithDampingRatio', (o) => [o.mass, o.stiffness, o.dampingRatio]));
  }

  static withDuration(options) {
    return new Spring2D(springs('Spring2D.withDuration', options, { duration: undefined, bounce: 0 },
      'springWithDuration', (o) => [o.duration, o.bounce]));
  }

  /** The target (px). */
  get to() { return this.restPosition; }
  /** 'underdamped' | 'critical' | 'overdamped' (the same on both axes). */
  get regime() { return this.motionX.regime; }
}
