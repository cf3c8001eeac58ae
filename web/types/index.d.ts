// Type definitions for kinema: exact, frame-rate independent UI physics,
// computed in WebAssembly. Hand-written; the runtime is web/src/*.js.
//
// Conventions used throughout:
//
// - Units. Positions are in px (any length unit works, as long as it is used
//   consistently), velocities in px/s, accelerations in px/s², times and
//   durations in s, rates in 1/s.
// - Time. Every motion is a pure function of `t`, the seconds since the motion
//   started. Sampling at 30 Hz, 240 Hz or once after a paused tab resumes
//   gives the same values: nothing is integrated frame by frame.
//   `t < 0` reads as 0; `t = Infinity` gives the limit of the motion.
//   A `t` that is not a number throws a TypeError; `NaN` throws a RangeError.
// - Options. Every factory takes one options object. Unknown keys, and values
//   that are not numbers, throw a TypeError; a missing required option throws
//   a TypeError; an option that is `undefined` counts as absent.
// - Validation. Numeric preconditions (finite, in range, reachable) are
//   checked by the C++ core; a violation throws a {@link KinemaRangeError}
//   that names the offending parameter. Nothing returns NaN for bad input.
// - Loading. Everything except {@link init} throws an `Error` until the
//   promise returned by `init()` has resolved.

export {};

// ---------------------------------------------------------------------------
// Loading

/**
 * Loads and instantiates the WebAssembly module (inlined in the package, no
 * fetch needed; its compilation already starts, off the main thread, when
 * the package is imported). Call it once and await it before using anything
 * else; every later call returns the same promise. It loads the full
 * engine, which also serves `kinema/dom` (a page that imports both needs
 * only this `init()`; docs/architecture-wasm.md). It rejects if the
 * WebAssembly cannot be compiled: under a Content-Security-Policy without
 * 'wasm-unsafe-eval', with an `Error` that names the directive to add and
 * docs/csp.md (the browser's error is its `cause`); importing the package
 * never throws for that.
 *
 * @example
 * ```ts
 * import { init, Spring } from 'kinema';
 * await init();
 * const s = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
 * ```
 */
export declare function init(): Promise<void>;

/**
 * Bytes of WebAssembly memory kinema's module holds (diagnostics). Single
 * motions never allocate; {@link MotionBatch} and {@link SpringGroup} do, and
 * give it back on `dispose()` or garbage collection. The memory never
 * shrinks, so a leak shows as growth.
 *
 * @throws Error before {@link init} has resolved.
 */
export declare function wasmMemoryBytes(): number;

/**
 * Bytes kinema's allocator has handed out and not taken back (diagnostics):
 * what live {@link MotionBatch} and {@link SpringGroup} objects hold,
 * including the allocator's block headers. Unlike {@link wasmMemoryBytes} it
 * goes back down when they are disposed or garbage-collected: after they are
 * gone it returns to its earlier value, exactly once the allocator has seen
 * that much memory before (the first time it claims more memory it keeps a
 * few bytes of bookkeeping for it).
 *
 * @throws Error before {@link init} has resolved.
 */
export declare function wasmHeapInUse(): number;

// ---------------------------------------------------------------------------
// Errors

/**
 * Why the core refused an input, as carried by {@link KinemaRangeError.status}:
 *
 * - `'not_finite'`: the parameter is NaN or ±Infinity.
 * - `'out_of_range'`: finite, but outside its documented range (mass ≤ 0,
 *   negative damping, drag outside (0, 1], duration ≤ 0, …).
 * - `'unreachable'`: the requested target cannot be reached by this kind of
 *   motion (a fling pointing away from its snap point, an exponential asked
 *   to end with a velocity of the opposite sign, a landing gravity never
 *   reaches, …).
 * - `'out_of_domain'`: a {@link lambertW} argument outside its branch's domain.
 */
export type ErrorStatus = 'not_finite' | 'out_of_range' | 'unreachable' | 'out_of_domain';

/**
 * The `RangeError` thrown when the WebAssembly core rejects a numeric input
 * (a factory's option, a `tolerance` field, a {@link SpringGroup.step}
 * argument, a {@link lambertW} argument). It is a plain `RangeError` at
 * runtime (there is no exported class) with three extra properties:
 *
 * @example
 * ```ts
 * try {
 *   new Spring({ from: 0, to: 1, stiffness: -1, damping: 1 });
 * } catch (e) {
 *   if (e instanceof RangeError && 'parameter' in e) {
 *     const err = e as KinemaRangeError;
 *     err.parameter; // 'stiffness'
 *     err.status;    // 'out_of_range'
 *   }
 * }
 * ```
 *
 * Other RangeErrors carry no such properties: a time argument that is NaN,
 * a non-integer {@link BouncingGravity.impactTime} index, and the
 * capacity / index / count checks of {@link MotionBatch} and
 * {@link SpringGroup}.
 */
export interface KinemaRangeError extends RangeError {
  /**
   * The offending parameter, spelled as in the options object: for example
   * `'stiffness'`, `'dampingRatio'`, `'to'`, `'tolerance.distance'`, `'dt'`,
   * `'z'`, `'branch'`, `'dimension'` or `'points[2]'`.
   */
  readonly parameter: string;
  /** The value that was rejected. */
  readonly value: number;
  /** Why it was rejected. */
  readonly status: ErrorStatus;
}

// ---------------------------------------------------------------------------
// Shared types

/**
 * How close to rest counts as rest. Every motion carries one; its `done(t)`
 * and `settleTime` are defined against it. Each field is optional and
 * defaults to 0.001 of its unit (as in Flutter's physics library), which is
 * invisible for positions in CSS pixels. Each given field must be finite and
 * greater than 0, otherwise the factory throws a {@link KinemaRangeError}
 * naming `'tolerance.distance'`, `'tolerance.velocity'` or `'tolerance.time'`.
 */
export interface Tolerance {
  /**
   * Largest distance from the rest position that counts as "there" (px), > 0.
   * Default `0.001`; when only `velocity` is given, no distance test: done
   * when the speed stays below `velocity` (as Flutter's and Android's
   * flings end).
   */
  distance?: number | undefined;
  /** Largest speed that counts as "stopped" (px/s), > 0. Default `0.001`. */
  velocity?: number | undefined;
  /**
   * Shortest duration that still matters (s), > 0. Default `0.001`. Used
   * where a motion would otherwise produce ever shorter events, such as the
   * bounces of a {@link BouncingGravity}.
   */
  time?: number | undefined;
}

/** The option every motion factory accepts besides its own. */
export interface ToleranceOption {
  /** What "done" means for this motion; see {@link Tolerance}. Defaults to 0.001 of each unit. */
  tolerance?: Tolerance | undefined;
}

/** Position and velocity at one instant. */
export interface State {
  /** Position (px). */
  x: number;
  /** Velocity (px/s). */
  dx: number;
}

/**
 * What every motion offers: {@link Spring}, {@link Friction},
 * {@link Gravity}, {@link BouncingGravity}, {@link ExponentialRate} and
 * {@link Composite}. A type only: there is no `Motion` value to import.
 *
 * All of them are immutable values; evaluating one at any time, in any order,
 * never changes it.
 */
export interface Motion {
  /**
   * Position at `t` (px).
   * @param t seconds since the motion started; `t < 0` reads as 0, `Infinity` gives the limit.
   * @throws TypeError if `t` is not a number; RangeError if it is NaN.
   */
  x(t: number): number;
  /**
   * Velocity at `t` (px/s).
   * @param t seconds since the motion started; `t < 0` reads as 0, `Infinity` gives the limit.
   * @throws TypeError if `t` is not a number; RangeError if it is NaN.
   */
  dx(t: number): number;
  /**
   * Position and velocity at `t`, in one evaluation (cheaper than calling
   * `x` and `dx`).
   * @param t seconds since the motion started; `t < 0` reads as 0.
   * @throws TypeError if `t` is not a number; RangeError if it is NaN.
   */
  at(t: number): State;
  /**
   * Whether the motion has come to rest by `t`: exactly `t >= settleTime`
   * (with `t < 0` read as 0), and always `false` when `settleTime` is
   * `Infinity`. What "rest" means is specific to each motion; see its class.
   * @param t seconds since the motion started.
   * @throws TypeError if `t` is not a number; RangeError if it is NaN.
   */
  done(t: number): boolean;
  /**
   * The time (s) from which the motion counts as at rest within its
   * {@link Tolerance}; `0` for a motion that starts at rest, `Infinity` for
   * one that never settles.
   */
  readonly settleTime: number;
}

/**
 * The motions a {@link MotionBatch} can hold: every elementary motion
 * (not a {@link Composite}).
 */
export type ElementaryMotion = Spring | Friction | Gravity | BouncingGravity | ExponentialRate;

// ---------------------------------------------------------------------------
// Spring

/**
 * How a damped spring behaves, from its damping ratio ζ = c / (2√(k·m)):
 *
 * - `'underdamped'` (ζ < 1): oscillates around the target with a decaying amplitude.
 * - `'critical'` (ζ = 1): returns as fast as possible, overshooting at most once.
 * - `'overdamped'` (ζ > 1): creeps back without oscillating.
 */
export type SpringRegime = 'underdamped' | 'critical' | 'overdamped';

/** The start of a spring: where it is, how fast it moves, where it goes. */
export interface SpringStart extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Rest position, the spring's target (px). Required, finite. */
  to: number;
  /** Initial velocity (px/s), finite. Default `0`. */
  velocity?: number | undefined;
}

/** Options of `new Spring(...)`: the physical description. */
export interface SpringOptions extends SpringStart {
  /** Mass (any unit of inertia), finite and > 0. Default `1`. */
  mass?: number | undefined;
  /** Spring constant k (mass/s²), finite and > 0. Required. */
  stiffness: number;
  /** Damping coefficient c (mass/s), finite and ≥ 0; 0 never settles. Required. */
  damping: number;
}

/** Options of {@link Spring.withDampingRatio}: damping as a fraction of critical damping. */
export interface SpringDampingRatioOptions extends SpringStart {
  /** Mass (any unit of inertia), finite and > 0. Default `1`. */
  mass?: number | undefined;
  /** Spring constant k (mass/s²), finite and > 0. Required. */
  stiffness: number;
  /**
   * Damping ratio ζ (dimensionless), finite and ≥ 0: the damping is
   * c = ζ·2√(k·m). 0 is undamped (never settles), < 1 bouncy, 1 critical,
   * > 1 overdamped. Required.
   */
  dampingRatio: number;
}

/** Options of {@link Spring.withDuration}: SwiftUI's and Flutter's perceptual parameters. */
export interface SpringDurationOptions extends SpringStart {
  /**
   * Period of the undamped spring (s), finite and > 0: with mass 1 the
   * stiffness is k = (2π / duration)². It sets the pace, not when the
   * motion ends (see {@link Spring.settleTime}). Required.
   */
  duration: number;
  /**
   * Bounciness in (−1, 1), exclusive. It sets the damping ratio: 1 − bounce
   * for bounce ≥ 0 (0 = critical, towards 1 = bouncier), 1 / (1 + bounce) for
   * bounce < 0 (overdamped, flatter). Default `0`.
   */
  bounce?: number | undefined;
}

/** Options of {@link Spring.withSettlingDuration}. */
export interface SpringSettlingOptions extends SpringStart {
  /**
   * When it settles (s), finite and > 0: the spring released at rest at any
   * distance d from its target stays within `epsilon`·d of it from this time
   * on, and not earlier (the exact last exit from that band). Required.
   */
  settlingDuration: number;
  /** Damping ratio ζ, finite and > 0 (an undamped spring never settles). Default `1`. */
  dampingRatio?: number | undefined;
  /** The band, as a fraction of the distance, in (0, 1). Default `0.001` (SwiftUI's). */
  epsilon?: number | undefined;
}

/**
 * A mass on a damped spring, m·x″ + c·x′ + k·(x − to) = 0, evaluated in
 * closed form at any time.
 *
 * One formula covers the three {@link SpringRegime regimes} continuously, so
 * damping ratios a hair either side of 1 give the critically damped curve to
 * full precision, and large damping ratios neither overflow nor lose digits.
 * `x(Infinity)` is the target for any damped spring.
 *
 * **Done** when both |x − to| ≤ `tolerance.distance` and |dx| ≤
 * `tolerance.velocity` hold from then on. `settleTime` is that instant, the
 * last exit from the tolerance band on the motion's own curve: bracketed by
 * closed-form envelopes, placed between two extrema of the curve (closed
 * form), refined by bisection to adjacent doubles. Never early, and late
 * only by the rounding of the curve itself. A spring that starts at rest on its target is
 * done at 0; an undamped spring (damping 0) never is.
 *
 * @example
 * ```ts
 * const s = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
 * s.x(0.25);     // 83.77… px
 * s.regime;      // 'underdamped'
 * s.settleTime;  // 1.277… s
 * ```
 */
export declare class Spring implements Motion {
  /** The class name used in error messages (survives minification). */
  static readonly displayName: string;
  #private;
  /**
   * A spring from its mass, stiffness and damping.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite` for NaN/±Infinity; `out_of_range`
   * for mass ≤ 0, stiffness ≤ 0 or damping < 0, and for rates a double cannot
   * carry: `'stiffness'` when stiffness / mass (1/s²) is outside
   * [2.2e-308, 1.8e308], `'damping'` when a damped spring's decay rate
   * (damping / 2·mass, or about stiffness / damping when heavily overdamped,
   * 1/s) is outside [2.2e-308, 1.8e308]. Every accepted spring is NaN-free.
   * @throws Error before {@link init} has resolved.
   */
  constructor(options: SpringOptions);
  /**
   * A spring whose damping is given as a ratio of critical damping.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for mass ≤ 0,
   * stiffness ≤ 0 or dampingRatio < 0, and for the rates of the constructor
   * (naming `'dampingRatio'` where it names `'damping'`).
   * @throws Error before {@link init} has resolved.
   */
  static withDampingRatio(options: SpringDampingRatioOptions): Spring;
  /**
   * A spring from a perceptual duration and bounce (mass 1).
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for
   * duration ≤ 0 or above about 4e154 s, or bounce outside (−1, 1).
   * @throws Error before {@link init} has resolved.
   */
  static withDuration(options: SpringDurationOptions): Spring;
  /**
   * The spring (mass 1) that settles in `settlingDuration` seconds (see
   * {@link SpringSettlingOptions}, as SwiftUI's
   * `Spring(settlingDuration:dampingRatio:epsilon:)`): that time is τ(ζ, ε)/ω₀
   * for a dimensionless τ, so the stiffness ω₀² = (τ / settlingDuration)² is
   * solved exactly (τ to 1e-12). The motion's own `settleTime` then follows
   * its start and `tolerance`.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for
   * settlingDuration ≤ 0, dampingRatio ≤ 0, epsilon outside (0, 1).
   * @throws Error before {@link init} has resolved.
   */
  static withSettlingDuration(options: SpringSettlingOptions): Spring;

  x(t: number): number;
  dx(t: number): number;
  at(t: number): State;
  done(t: number): boolean;
  get settleTime(): number;

  /** Which regime the damping ratio puts the spring in. */
  get regime(): SpringRegime;
  /** The rest position, the spring's target (px). */
  get to(): number;
  /** Mass (1 for {@link Spring.withDuration}). */
  get mass(): number;
  /** Spring constant k (mass/s²); (2π / duration)² for {@link Spring.withDuration}. */
  get stiffness(): number;
  /** Damping coefficient c (mass/s). */
  get damping(): number;
  /** Damping ratio ζ = c / (2√(k·m)) (dimensionless). */
  get dampingRatio(): number;
  /**
   * SwiftUI's perceptual duration (`Spring.duration`): the period of the
   * undamped spring, 2π√(m/k) (s). {@link Spring.withDuration} inverts it.
   * (motion's `visualDuration` is this divided by 1.2.)
   */
  get duration(): number;
  /**
   * SwiftUI's `Spring.bounce`: 1 − ζ for ζ ≤ 1 (0 critical, towards 1
   * bouncier), 1/ζ − 1 above (overdamped, towards −1).
   * {@link Spring.withDuration} inverts it.
   */
  get bounce(): number;
}

// ---------------------------------------------------------------------------
// Friction

/** Options of `new Friction(...)`. */
export interface FrictionOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Initial (release) velocity (px/s). Required, finite. */
  velocity: number;
  /**
   * Fraction of the velocity left after one second, in (0, 1]: 1 means no
   * friction (constant velocity, never settles). Default 0.135, iOS's normal
   * scroll deceleration (0.998 per millisecond).
   */
  drag?: number;
}

/** Options of {@link Friction.toStopAt}: the drag is solved so the fling rests at `to`. */
export interface FrictionStopOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Initial (release) velocity (px/s), kept as given. Required, finite. */
  velocity: number;
  /**
   * Where the fling must come to rest (px), e.g. a snap point: ahead of
   * `from` in the direction of `velocity` (or equal to `from` when the
   * velocity is 0). Required, finite.
   */
  to: number;
}

/** Options of {@link Friction.withDeceleration}. */
export interface FrictionDecelerationOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Initial (release) velocity (px/s). Required, finite. */
  velocity: number;
  /** Constant deceleration (px/s²), finite and > 0. Required. */
  deceleration: number;
  /** Exponential drag on top, in (0, 1] (velocity kept per second). Default `1`: none. */
  drag?: number | undefined;
}

/**
 * Exponential friction (the Gravitas and Flutter model): the velocity is
 * multiplied by `drag` every second, dx(t) = v₀·dragᵗ, and
 * x(t) = from + v₀·(dragᵗ − 1) / ln(drag), evaluated so that it stays exact
 * as drag approaches 1 (drag = 1 is plain constant velocity). It comes to rest
 * at {@link Friction.restPosition} = from − v₀ / ln(drag).
 *
 * **Done** from the earliest time after which both |x − restPosition| ≤
 * `tolerance.distance` and |dx| ≤ `tolerance.velocity` hold for ever: the
 * later of the two closed-form crossings (the speed falls below
 * `tolerance.velocity` at ln(velocity / |v₀|) / ln(drag); the distance left,
 * |dx| / |ln drag|, below `tolerance.distance` at ln(distance·|ln drag| / |v₀|)
 * / ln(drag)), refined on the curve. A `tolerance` with only `velocity`
 * means done when the speed is below it (Flutter's FrictionSimulation and
 * Android's rule): the position is then within |velocity / ln drag| of the
 * rest. Never for drag = 1 with a moving start.
 *
 * @example
 * ```ts
 * // A fling released at 2000 px/s that lands on the snap point at 640 px:
 * const f = Friction.toStopAt({ from: 0, velocity: 2000, to: 640 });
 * f.restPosition; // 640
 * ```
 */
export declare class Friction implements Motion {
  /** The class name used in error messages (survives minification). */
  static readonly displayName: string;
  #private;
  /**
   * A fling with a given drag.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for drag
   * outside (0, 1].
   * @throws Error before {@link init} has resolved.
   */
  constructor(options: FrictionOptions);
  /**
   * The fling that starts at `from` with `velocity` and comes to rest exactly
   * at `to`: drag = exp(−velocity / (to − from)). The logarithm of the drag
   * is kept as solved, so even a very short, fast fling (drag below 1e-308,
   * reported by {@link Friction.drag} as 0) stops on `to` to the last bit.
   * `velocity` 0 with `to` = `from` gives a motion at rest.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `unreachable` (parameter
   * `'to'`) when `to` lies behind the fling, when the velocity is 0 and
   * `to` ≠ `from`, or when the distance is too short for the velocity.
   * @throws Error before {@link init} has resolved.
   */
  static toStopAt(options: FrictionStopOptions): Friction;
  /**
   * A fling that loses `deceleration` px/s every second (with optional
   * drag, as Flutter's `FrictionSimulation` with `constantDeceleration`):
   * dx(t) = v₀·dragᵗ − sign(v₀)·deceleration·t until it stops dead at
   * {@link Friction.stopTime}, solved exactly with Lambert W
   * (T = W₀(z)/λ, z = λ|v₀|/deceleration, λ = −ln drag; |v₀|/deceleration
   * for drag 1). **Done** from the earliest time after which both
   * |x − restPosition| ≤ `tolerance.distance` and |dx| ≤ `tolerance.velocity`
   * hold (only the speed when only `velocity` is given), at most `stopTime`.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for
   * deceleration ≤ 0 (or so small that the distance overflows) or drag
   * outside (0, 1].
   * @throws Error before {@link init} has resolved.
   */
  static withDeceleration(options: FrictionDecelerationOptions): Friction;

  x(t: number): number;
  dx(t: number): number;
  at(t: number): State;
  done(t: number): boolean;
  get settleTime(): number;

  /** Fraction of the velocity left after one second, in [0, 1] (may underflow to 0 for {@link Friction.toStopAt}). */
  get drag(): number;
  /** Where it comes to rest (px); ±Infinity for drag 1 with a moving start. */
  get restPosition(): number;
  /** The constant deceleration (px/s²); 0 unless built by {@link Friction.withDeceleration}. */
  get deceleration(): number;
  /** When it stops dead (s): finite with a deceleration, `Infinity` without. */
  get stopTime(): number;
  /**
   * The first time (s) the fling reaches `position`: 0 at the start,
   * `Infinity` if it never does (behind the start, at or beyond the rest
   * position, or NaN).
   * @param position a position (px).
   * @throws TypeError if `position` is not a number.
   */
  timeAt(position: number): number;
}

// ---------------------------------------------------------------------------
// Gravity

/** Options of `new Gravity(...)`. */
export interface GravityOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Initial velocity (px/s), finite. Default `0`. */
  velocity?: number | undefined;
  /** Constant acceleration (px/s²), finite, any sign (0 is constant velocity). Required. */
  acceleration: number;
}

/**
 * Constant acceleration: x(t) = from + t·(v₀ + a·t/2), dx(t) = v₀ + a·t.
 * `x(Infinity)` is ±Infinity (or `from` for a body at rest), never NaN.
 *
 * **Done**: gravity alone never comes to rest, so `settleTime` is `Infinity`
 * and `done(t)` is `false`, except for a body at rest (|v₀| and |a| below
 * `tolerance.velocity`), which is done at once. To end a fall, use a
 * {@link BouncingGravity} or hand over to a spring with {@link Composite.fall}.
 */
export declare class Gravity implements Motion {
  /** The class name used in error messages (survives minification). */
  static readonly displayName: string;
  #private;
  /**
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite` for NaN/±Infinity.
   * @throws Error before {@link init} has resolved.
   */
  constructor(options: GravityOptions);

  x(t: number): number;
  dx(t: number): number;
  at(t: number): State;
  done(t: number): boolean;
  get settleTime(): number;

  /**
   * The first time t ≥ 0 (s) at which x(t) = `position` (the smallest
   * non-negative root of the quadratic, computed without cancellation);
   * `Infinity` if it never gets there.
   * @param position a position (px).
   * @throws TypeError if `position` is not a number.
   */
  timeAt(position: number): number;
}

// ---------------------------------------------------------------------------
// BouncingGravity

/** Options of `new BouncingGravity(...)`. */
export interface BouncingGravityOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Initial velocity (px/s), finite. Default `0`. */
  velocity?: number | undefined;
  /** Constant acceleration towards the floor (px/s²), finite and non-zero. Required. */
  acceleration: number;
  /**
   * Position of the floor (px): at `from` or beyond it in the direction of
   * the acceleration. Required, finite.
   */
  floor: number;
  /**
   * Coefficient of restitution in [0, 1): the fraction of the speed kept at
   * each impact (0 = no bounce, 0.5 = half the speed). Default `0.5`.
   */
  restitution?: number | undefined;
}

/**
 * Gravity onto a floor, bouncing with a coefficient of restitution until it
 * rests there (a lock screen dropped to the bottom of the screen). Every
 * impact time is exact and closed-form: the first from the quadratic, the
 * next ones as a geometric series (each flight lasts `restitution` times the
 * previous one), so any `t` finds its bounce directly, without detecting
 * impacts frame by frame.
 *
 * **Done** once a bounce would leave the floor slower than
 * `tolerance.velocity` or last less than `tolerance.time`; from then on the
 * body rests on the floor. `settleTime` is that instant.
 */
export declare class BouncingGravity implements Motion {
  /** The class name used in error messages (survives minification). */
  static readonly displayName: string;
  #private;
  /**
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for
   * acceleration 0, restitution outside [0, 1), or a floor that lies against
   * the acceleration from the start (parameter `'floor'`: it would never be
   * reached).
   * @throws Error before {@link init} has resolved.
   */
  constructor(options: BouncingGravityOptions);

  x(t: number): number;
  dx(t: number): number;
  at(t: number): State;
  done(t: number): boolean;
  get settleTime(): number;

  /** Time of the first impact (s); 0 if it starts on the floor moving into it. */
  get firstImpact(): number;
  /** Number of bounces (flights after the first impact) before it rests. */
  get bounces(): number;
  /** Position of the floor, where it comes to rest (px). */
  get floor(): number;
  /**
   * Time of impact number `n` (s): `n = 0` is the first impact
   * ({@link BouncingGravity.firstImpact}) and `n = bounces` the last;
   * `Infinity` for `n < 0` or `n > bounces`.
   * @param n an integer.
   * @throws TypeError if `n` is not a number; RangeError if it is not an integer.
   */
  impactTime(n: number): number;
}

// ---------------------------------------------------------------------------
// ExponentialRate

/** Options of `new ExponentialRate(...)`. */
export interface ExponentialRateOptions extends ToleranceOption {
  /** Initial position X₀ (px). Required, finite. */
  from: number;
  /** Initial velocity V₀ (px/s). Required, finite. */
  velocity: number;
  /**
   * Decay rate λ (1/s), finite: dV/dt = −λ·V. Positive slows down, negative
   * speeds up, 0 is constant velocity. Required.
   */
  lambda: number;
  /**
   * When the motion counts as finished (s), > 0; `Infinity` (the default)
   * for an open-ended motion. It sets {@link ExponentialRate.settleTime}
   * only: the curve is not clamped there.
   */
  duration?: number | undefined;
}

/** Options of {@link ExponentialRate.solve}: the inverse problem. */
export interface ExponentialRateSolveOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Position to reach at `duration` (px). Required, finite. */
  to: number;
  /**
   * Velocity at `duration` (px/s): non-zero with the sign of `to − from`
   * (or 0 when `to` = `from`, a motion at rest). Required, finite.
   */
  finalVelocity: number;
  /** Time to reach `to` (s), finite and > 0. Required. */
  duration: number;
}

/**
 * Exponential-rate motion (an explosion's expanding ring): the velocity
 * decays in proportion to itself, dx(t) = V₀·e^(−λt), and
 * x(t) = X₀ + V₀·(1 − e^(−λt)) / λ, exact for every λ including 0 and its
 * neighbourhood. With λ < 0 the motion grows without bound and overflows to
 * ±Infinity (never NaN) for large t.
 *
 * **Done** at `duration` if it is finite (the curve itself goes on past it);
 * otherwise, for λ > 0, once |dx| < `tolerance.velocity`; never for λ ≤ 0
 * with a moving start.
 *
 * @example
 * ```ts
 * // A ring that grows to a radius of 300 px in 0.5 s, ending at 50 px/s:
 * const ring = ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 });
 * ring.velocity; // 2363.5… px/s
 * ring.x(0.5);   // 300
 * ```
 */
export declare class ExponentialRate implements Motion {
  /** The class name used in error messages (survives minification). */
  static readonly displayName: string;
  #private;
  /**
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite` for NaN/±Infinity (duration
   * may be `Infinity`); `out_of_range` for duration ≤ 0.
   * @throws Error before {@link init} has resolved.
   */
  constructor(options: ExponentialRateOptions);
  /**
   * The motion from `from` to `to` in `duration` seconds that ends with
   * `finalVelocity`: solves V₀ and λ in closed form with the Lambert W
   * function (keeping every digit when the motion is nearly linear). The
   * returned motion has the given duration.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for
   * duration ≤ 0; `unreachable` (parameter `'finalVelocity'`) when
   * `finalVelocity` is 0 or has the opposite sign of `to − from` (an
   * exponential never reverses or stops), or when the required initial
   * velocity overflows; `out_of_range` (`'finalVelocity'`) when that initial
   * velocity would underflow (a final speed some e^700 times the mean speed).
   * @throws Error before {@link init} has resolved.
   */
  static solve(options: ExponentialRateSolveOptions): ExponentialRate;

  x(t: number): number;
  dx(t: number): number;
  at(t: number): State;
  done(t: number): boolean;
  get settleTime(): number;

  /** Initial velocity V₀ (px/s). */
  get velocity(): number;
  /** Decay rate λ (1/s). */
  get lambda(): number;
  /** When the motion counts as finished (s); `Infinity` when open-ended. */
  get duration(): number;
}

// ---------------------------------------------------------------------------
// Composite

/** Options of {@link Composite.flingToSpring}. */
export interface FlingToSpringOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Release velocity (px/s). Required, finite. */
  velocity: number;
  /** Friction: fraction of the velocity left after one second, in (0, 1]. Required. */
  drag: number;
  /** Lower bound (px). Required, finite. */
  min: number;
  /** Upper bound (px), finite and ≥ `min`. Required. */
  max: number;
  /** Stiffness of the spring back to the bound (1/s², the mass is 1), finite and > 0. Required. */
  stiffness: number;
  /** Damping ratio of that spring, finite and ≥ 0. Default `1` (critical). */
  dampingRatio?: number | undefined;
}

/** Options of {@link Composite.fall}. */
export interface FallOptions extends ToleranceOption {
  /** Initial position (px). Required, finite. */
  from: number;
  /** Initial velocity (px/s), finite. Default `0`. */
  velocity?: number | undefined;
  /** Constant acceleration (px/s²), finite. Required. */
  acceleration: number;
  /** Where the body lands and the spring holds it (px); gravity must reach it. Required, finite. */
  landing: number;
  /** Stiffness of the landing spring (1/s², the mass is 1), finite and > 0. Required. */
  stiffness: number;
  /** Damping ratio of the landing spring, finite and ≥ 0. Default `1` (critical). */
  dampingRatio?: number | undefined;
}

/**
 * Motions chained at exact switch times. Segment i runs from its start time
 * {@link Composite.switchTimes}`[i]` (s since the composite started) until
 * the next segment's, and is sampled at `t − start`. The builders compute
 * every switch time in closed form (when a fling reaches a bound, when a
 * falling body lands) and start the next motion with the position and
 * velocity of that instant, so `x` and `dx` are continuous at every switch.
 *
 * **Done** when the last segment is: `settleTime` is the last segment's
 * settle time plus its start.
 *
 * Build one with {@link Composite.flingToSpring} or {@link Composite.fall};
 * there is no public constructor. A composite cannot be stored in a
 * {@link MotionBatch}.
 */
export declare class Composite implements Motion {
  #private;
  private constructor();
  /**
   * A fling under friction bounded by [`min`, `max`] (an iOS-like scroll
   * view). If it would come to rest beyond a bound, it hands over, at the
   * exact time it crosses the bound, to a spring (mass 1, `stiffness`,
   * `dampingRatio`) that takes it back to the bound starting with the
   * crossing velocity. Starting out of bounds, it is a spring back to the
   * nearest bound. One segment when it rests within bounds, otherwise two.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} as {@link Friction} and {@link Spring}
   * (`not_finite`, `out_of_range` for drag, stiffness, dampingRatio), and
   * `out_of_range` (parameter `'max'`) for max < min.
   * @throws Error before {@link init} has resolved.
   */
  static flingToSpring(options: FlingToSpringOptions): Composite;
  /**
   * Gravitas' "Fall": gravity from `from` until it reaches `landing`, then a
   * spring (mass 1, `stiffness`, `dampingRatio`) to `landing` that starts
   * with the impact velocity.
   * @throws TypeError for a missing or non-number option, or an unknown key.
   * @throws {@link KinemaRangeError} as {@link Gravity} and {@link Spring}, and
   * `unreachable` (parameter `'landing'`) when gravity never reaches `landing`.
   * @throws Error before {@link init} has resolved.
   */
  static fall(options: FallOptions): Composite;

  /** Start time of each segment (s since the composite started); the first is 0. A fresh array on each read. */
  get switchTimes(): number[];
  /** Number of segments. */
  get segmentCount(): number;

  x(t: number): number;
  dx(t: number): number;
  at(t: number): State;
  done(t: number): boolean;
  get settleTime(): number;
}

/** Options of {@link clamp}. */
export interface ClampOptions extends ToleranceOption {
  /** Lower bound (px), finite. Required. */
  min: number;
  /** Upper bound (px), finite and ≥ `min`. Required. */
  max: number;
}

/**
 * Any motion held within [`min`, `max`], like Flutter's `ClampedSimulation`
 * but exact: the motion itself until the first time t* it reaches a bound,
 * then at rest on that bound. t* is solved on the motion's own curve in
 * WebAssembly, not found by sampling frames: the curve is split where its
 * velocity changes sign (closed forms), and on the first piece that ends
 * beyond a bound bisection gives the first double at which it gets there.
 * Released outside the range it rests on the nearest bound at once; a motion
 * that never reaches a bound is returned unchanged (as a Composite).
 *
 * @example
 * ```ts
 * const bouncy = Spring.withDampingRatio({ from: 0, to: 100, stiffness: 200, dampingRatio: 0.3 });
 * const c = clamp(bouncy, { min: 0, max: 100 });  // stops on 100 instead of overshooting
 * ```
 * @param motion any kinema motion or a Composite of at most 4 segments.
 * @throws TypeError if `motion` is not a kinema motion, for a missing or
 * non-number option, or an unknown key.
 * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` (parameter
 * `'max'`) for max < min, (`'motion'`) for a composite of more than 4
 * segments.
 * @throws Error before {@link init} has resolved.
 */
export declare function clamp(motion: Motion | Composite, options: ClampOptions): Composite;

// ---------------------------------------------------------------------------
// Scrolling
//
// Pure motion for scroll views, pagers and carousels, without the DOM: the
// motion after the finger lifts ({@link scrollMotion}), choosing and landing
// on a snap point ({@link chooseSnap}, {@link snapMotion}), the resistance
// past a bound while dragging ({@link rubberBand}, {@link rubberBandInverse})
// and the release velocity ({@link VelocityTracker}).
//
// To interrupt a running motion (the finger grabs the content mid-flight),
// read `m.x(t)` and `m.dx(t)` and start the next motion from them: every
// motion here takes the exact release state, so nothing jumps.

/** What a {@link scrollMotion} does at the ends of its range. */
export type Overscroll =
  /** iOS: the fling runs past the bound and a spring brings it back. */
  | 'bounce'
  /** Android: the fling stops dead at the bound (its velocity drops to 0 there). */
  | 'clamp';

/**
 * A scroll physics preset of {@link scrollMotion}:
 *
 * - `'ios'`: UIScrollView. Exponential friction with the deceleration rate
 *   `decelerationRate` per millisecond (`'normal'` 0.998, kinema's default
 *   drag 0.135 per second; `'fast'` 0.99), a spring back past a bound
 *   (`'bounce'`); dragging past a bound uses the rubber band 0.55, and
 *   paging chooses one page per fling (see {@link scrollPhysics}).
 * - `'android'`: Android's fling curve, AOSP OverScroller's spline in the
 *   closed form of Flutter's `ClampingScrollSimulation` (duration
 *   T = D·0.35·(|v|/v_ref)^(1/(D−1)), D = ln 0.78 / ln 0.9, v_ref =
 *   friction·9.80665·39.37·160·0.84/0.35; x = p + v·T/D·(1 − (1 − t/T)^D)),
 *   stopping dead at a bound (`'clamp'`), no rubber band.
 */
export type ScrollPhysics = 'ios' | 'android';

/** The settings of a {@link ScrollPhysics} preset, from {@link scrollPhysics}. */
export interface ScrollPhysicsSettings {
  readonly name: ScrollPhysics;
  /** The fling: exponential friction, or Android's spline. */
  readonly curve: 'friction' | 'android';
  /** `'ios'`: the velocity kept per second, decelerationRate¹⁰⁰⁰. */
  readonly drag?: number;
  /** `'android'`: AOSP's scroll friction (0.015). */
  readonly androidFriction?: number;
  /** What happens at a bound after a fling. */
  readonly overscroll: Overscroll;
  /** The rubber band coefficient while dragging past a bound (0.55), or null: none. */
  readonly rubberBand: number | null;
  /** The {@link chooseSnap} mode of a paging scroller: one page per fling. */
  readonly paging: 'page';
}

/**
 * The settings of a preset, for a scroller's drag phase, fling and paging
 * (what {@link scrollMotion} uses for its `physics` option).
 * @throws TypeError for an unknown preset name, an unknown option, or a
 * `decelerationRate` that is not `'normal'`, `'fast'` or a number (or given
 * with `'android'`).
 * @throws {@link KinemaRangeError} naming `'decelerationRate'` when it is
 * not in (0, 1].
 */
export declare function scrollPhysics(
  name: ScrollPhysics,
  options?: { decelerationRate?: 'normal' | 'fast' | number | undefined },
): ScrollPhysicsSettings;

/** Options of {@link scrollMotion}. */
export interface ScrollMotionOptions extends ToleranceOption {
  /**
   * A preset (see {@link ScrollPhysics}); without it, exponential friction
   * with `drag` and `'bounce'` as before. `drag` and `overscroll` given
   * explicitly override the preset's.
   */
  physics?: ScrollPhysics | undefined;
  /**
   * `'ios'` only (and implies it when `physics` is absent): UIScrollView's
   * deceleration rate, the velocity kept per millisecond: `'normal'` (0.998,
   * the default), `'fast'` (0.99) or a number in (0, 1]. drag = rate¹⁰⁰⁰.
   */
  decelerationRate?: 'normal' | 'fast' | number | undefined;
  /** `'android'` only: AOSP's scroll friction, finite and > 0. Default `0.015`. */
  androidFriction?: number | undefined;
  /** Position at release (px), finite; may lie outside [`min`, `max`]. Required. */
  position: number;
  /** Release velocity (px/s), finite, e.g. from a {@link VelocityTracker}. Required. */
  velocity: number;
  /** Lower bound of the scroll range (px), finite. Required. */
  min: number;
  /** Upper bound of the scroll range (px), finite and ≥ `min`. Required. */
  max: number;
  /**
   * Fraction of the velocity left after one second, in (0, 1]. Default
   * `0.135`, iOS's normal deceleration (0.998 per millisecond).
   */
  drag?: number | undefined;
  /** What happens at a bound. Default `'bounce'`. */
  overscroll?: Overscroll | undefined;
  /** Stiffness of the spring back to a bound (1/s², the mass is 1), finite and > 0. Default `170`. */
  stiffness?: number | undefined;
  /**
   * Damping ratio of that spring, finite and ≥ 0: 1 (the default) is
   * critical, no second overshoot; below 1 it wobbles around the bound.
   */
  dampingRatio?: number | undefined;
}

/**
 * The motion of scrolling content after the finger lifts at `position` with
 * `velocity`, inside the range [`min`, `max`]:
 *
 * - friction with `drag` (see {@link Friction}); if it would come to rest
 *   within the range, that is the whole motion (one segment);
 * - otherwise, at the exact time it reaches the bound (computed in closed
 *   form), it hands over to a spring (mass 1, `stiffness`, `dampingRatio`)
 *   back to the bound that starts with the crossing velocity (`'bounce'`), or
 *   it stops dead on the bound (`'clamp'`);
 * - released out of bounds (in both modes) it is a spring back to the
 *   nearest bound, starting with the release velocity.
 *
 * Returns a {@link Composite}: `switchTimes[1]` (if any) is the instant the
 * bound is reached. `x` is continuous at every switch, and so is `dx` except
 * at a clamp's dead stop. Like every motion it is a pure function of `t`:
 * the same positions at any frame rate.
 *
 * **Done** when the last segment is: the spring has settled on the bound
 * (bounce), the bound is reached (clamp), or the fling has stopped.
 *
 * @example
 * ```ts
 * const m = scrollMotion({ position: 0, velocity: 3000, min: 0, max: 500 });
 * m.switchTimes;   // [0, 0.2027…]: hits 500 px at 0.2027 s, then springs back
 * m.x(Infinity);   // 500
 * // Grabbed at t: the next gesture or motion starts from m.x(t), m.dx(t).
 * ```
 *
 * @throws TypeError for a missing or non-number option, an unknown key, or an
 * `overscroll` other than `'bounce'` or `'clamp'`.
 * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for drag
 * outside (0, 1], stiffness ≤ 0, dampingRatio < 0, a bad tolerance, and
 * (parameter `'max'`) max < min.
 * @throws Error before {@link init} has resolved.
 */
export declare function scrollMotion(options: ScrollMotionOptions): Composite;

/** Options of {@link androidFling}. */
export interface AndroidFlingOptions extends ToleranceOption {
  /** Start position (px), finite. Required. */
  from: number;
  /** Release velocity (px/s), finite. Required. */
  velocity: number;
  /** AOSP's scroll friction (ViewConfiguration.getScrollFriction()), > 0. Default `0.015`. */
  friction?: number | undefined;
}

/**
 * Android's fling as a motion: AOSP OverScroller's spline (the closed form
 * Flutter's ClampingScrollSimulation uses), with no bounds. It travels
 * v₀T/D and stops dead at T = D·0.35·(|v₀|/v_ref)^(1/(D−1)) (D = ln 0.78 /
 * ln 0.9); dx(0) is `velocity` exactly. A {@link Composite} of one segment.
 * @throws TypeError for a missing or non-number option, or an unknown key.
 * @throws {@link KinemaRangeError} naming `from`, `velocity` or `friction`.
 * @throws Error before {@link init} has resolved.
 */
export declare function androidFling(options: AndroidFlingOptions): Composite;

/** Options of {@link snapMotion}. */
export interface SnapMotionOptions extends ToleranceOption {
  /** Position at release (px), finite. Required. */
  position: number;
  /** Release velocity (px/s), finite. Required. */
  velocity: number;
  /** The snap point to land on (px), finite, e.g. `points[chooseSnap(...)]`. Required. */
  target: number;
  /** Stiffness of the critically damped fallback spring (1/s², the mass is 1), finite and > 0. Default `300`. */
  stiffness?: number | undefined;
  /**
   * Longest acceptable time constant of the friction landing (s), finite and
   * > 0: the fling covers 63% of the remaining distance in
   * `|target − position| / |velocity|` seconds; a slower landing would creep,
   * so the spring is used instead. Default `0.5`, iOS's normal deceleration.
   */
  maxTimeConstant?: number | undefined;
}

/**
 * The motion from a release at `position` with `velocity` that comes to
 * rest exactly on `target`:
 *
 * - a {@link Friction} whose drag is solved so that it keeps the release
 *   velocity (`dx(0) === velocity`) and comes to rest on `target` (to
 *   rounding: `restPosition` and `x(Infinity)` are `target` or within an ulp
 *   or two of it), when the velocity points at the target and
 *   `|target − position| / |velocity| ≤ maxTimeConstant` (see
 *   {@link Friction.toStopAt});
 * - otherwise (velocity zero, pointing away, or too weak) a critically
 *   damped {@link Spring} (mass 1, `stiffness`, `regime` `'critical'`) from
 *   `position` with `velocity` to `target`.
 *
 * **Done** as the returned motion defines it.
 *
 * @example
 * ```ts
 * const points = [0, 400, 800];
 * // Would rest near 120 + 600 / −ln(0.135) ≈ 419.6 px: the point at 400.
 * const i = chooseSnap({ points, position: 120, velocity: 600 });      // 1
 * const m = snapMotion({ position: 120, velocity: 600, target: points[i]! });
 * m instanceof Friction;  // true: lands on 400 keeping its 600 px/s
 * ```
 *
 * @throws TypeError for a missing or non-number option, or an unknown key.
 * @throws {@link KinemaRangeError} `not_finite`; `out_of_range` for
 * stiffness ≤ 0, maxTimeConstant ≤ 0 or a bad tolerance.
 * @throws Error before {@link init} has resolved.
 */
export declare function snapMotion(options: SnapMotionOptions): Friction | Spring;

/** Which snap point a {@link chooseSnap} may pick. */
export type SnapMode =
  /** The point nearest to where the fling would come to rest by itself. */
  | 'nearest'
  /**
   * The same, but at most one point away from the point nearest to `start`:
   * one page per fling (pagers, carousels).
   */
  | 'page'
  /**
   * Flutter's PageScrollPhysics rule: a release faster than `minVelocity`
   * turns to the next point in its direction from where it is (on a point:
   * the one after it), whatever the distance; a slower one goes to the
   * nearest point. `drag` is not used.
   */
  | 'turn';

/**
 * Snap points: sorted ascending, finite, at least one. A plain array or a
 * typed array of numbers.
 */
export type SnapPoints =
  | readonly number[]
  | Float64Array
  | Float32Array
  | Int32Array
  | Uint32Array
  | Int16Array
  | Uint16Array
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray;

/** Options of {@link chooseSnap}. There is no `tolerance`. */
export interface ChooseSnapOptions {
  /** The snap points (px), sorted ascending, finite, at least one. Required. */
  points: SnapPoints;
  /** Position at release (px), finite. Required. */
  position: number;
  /** Release velocity (px/s), finite. Required. */
  velocity: number;
  /**
   * Friction used to project where the fling would rest: the fraction of the
   * velocity left after one second, in (0, 1]. Default `0.135` (the default
   * of {@link scrollMotion}). With 1 any moving fling projects to the end of
   * the points in its direction.
   */
  drag?: number | undefined;
  /** Which points may be chosen. Default `'nearest'`. */
  mode?: SnapMode | undefined;
  /** `'turn'` mode: the speed (px/s, ≥ 0) above which a release turns the page. Default `20` (Flutter's default tolerance velocity at devicePixelRatio 1). */
  minVelocity?: number | undefined;
  /**
   * Where the gesture began (px), finite: `'page'` mode chooses at most one
   * point away from the point nearest to it. Default `position`.
   */
  start?: number | undefined;
}

/**
 * The index in `points` of the snap point a fling released at `position`
 * with `velocity` should land on: the point nearest to its natural rest
 * position `position + velocity / −ln(drag)` (the rest position of a
 * {@link Friction} with that drag); a tie goes to the lower point. In
 * `'page'` mode the index is then clamped to within one of the point nearest
 * to `start`. Pass the chosen point to {@link snapMotion} as its `target`.
 *
 * @returns an integer in [0, points.length).
 * @throws TypeError if the options are not an object, `points` is not an
 * array, a point or an option is not a number, a required option is missing,
 * a key is unknown, or `mode` is not `'nearest'` or `'page'`.
 * @throws {@link KinemaRangeError} naming the option: `not_finite` for a NaN
 * or infinite `position`, `velocity`, `drag` or point (`'points[i]'`), or an
 * infinite `start`; `out_of_range` for `drag` outside (0, 1], unsorted
 * points (`'points[i]'`, the first one below its predecessor) or no points
 * (`'points'`).
 * @throws Error before {@link init} has resolved.
 */
export declare function chooseSnap(options: ChooseSnapOptions): number;

/**
 * The iOS rubber band: how far content moves (px) when it is dragged
 * `overscroll` px past a bound,
 * f(x) = (1 − 1 / (x·c/d + 1))·d = c·x·d / (d + c·x), with `dimension` d
 * (the viewport's size along the axis) and `coefficient` c. f(x) ≈ c·x for a
 * small overscroll and tends to d, never reaching it in exact arithmetic: the
 * content never moves a whole viewport past the bound. Odd: a negative
 * overscroll (past the lower bound) mirrors it. `±Infinity` gives `±d`.
 *
 * The displayed position of content dragged to a raw position `p` past `max`
 * is `max + rubberBand(p − max, d)`.
 *
 * @param overscroll distance past the bound (px); any number but NaN.
 * @param dimension viewport size along the axis (px), finite and > 0.
 * @param coefficient resistance, finite and > 0. Default `0.55` (iOS).
 * @throws TypeError if an argument is not a number.
 * @throws {@link KinemaRangeError} `not_finite` (parameter `'overscroll'`)
 * for NaN; naming `'dimension'` or `'coefficient'` when it is not finite
 * and > 0.
 * @throws Error before {@link init} has resolved.
 */
export declare function rubberBand(overscroll: number, dimension: number, coefficient?: number): number;

/**
 * The exact inverse of {@link rubberBand}: the overscroll (px) whose band is
 * `displayed`, x = d·f / (c·(d − |f|)) with the sign of f. Use it when the
 * finger grabs content that is displayed past a bound (mid-bounce) so that
 * the drag continues from where the content is, without a jump.
 * `|displayed| ≥ dimension` gives `±Infinity`.
 *
 * @param displayed the banded distance past the bound (px); any number but NaN.
 * @param dimension viewport size along the axis (px), finite and > 0.
 * @param coefficient resistance, finite and > 0. Default `0.55` (iOS).
 * @throws TypeError if an argument is not a number.
 * @throws {@link KinemaRangeError} `not_finite` (parameter `'displayed'`) for
 * NaN; naming `'dimension'` or `'coefficient'` when it is not finite and > 0.
 * @throws Error before {@link init} has resolved.
 */
export declare function rubberBandInverse(displayed: number, dimension: number, coefficient?: number): number;

/**
 * How a {@link VelocityTracker} fits its samples.
 *
 * - `'quadratic'` (the default), the strategy of Flutter's `VelocityTracker`,
 *   Jetpack Compose's `VelocityTracker1D` (`Lsq2`) and Android's `lsq2`:
 *   walking back from the newest sample, at most 20 samples, none older than
 *   `window` before the newest, and none before the first pause of more than
 *   `stopGap` between two consecutive samples; the velocity is the slope at
 *   the newest sample of the least-squares quadratic through them. Fewer than
 *   3 samples give 0.
 * - `'linear'`: the slope of the least-squares straight line through every
 *   sample within `window` before `now` (kinema's earlier default): the mean
 *   velocity of the window, so about half the platforms' figure for an
 *   accelerating flick. Fewer than 2 samples give 0.
 */
export type VelocityStrategy = 'quadratic' | 'linear';

/** Options of `new VelocityTracker(...)`. There is no `tolerance`. */
export interface VelocityTrackerOptions {
  /** The fit. Default `'quadratic'`, the platforms'. */
  strategy?: VelocityStrategy | undefined;
  /**
   * The horizon (s), finite and > 0. Default `0.1`. `'quadratic'` counts
   * samples this recent before the newest sample, `'linear'` before `now`.
   */
  window?: number | undefined;
  /**
   * If the newest sample is older than this at `now` (s), the pointer was
   * held still and the velocity is 0; `'quadratic'` also ignores every
   * sample before a pause longer than this. Finite and > 0. Default `0.04`.
   */
  stopGap?: number | undefined;
  /**
   * The result is clamped to ±`maxVelocity` (px/s), > 0, `Infinity` for no
   * limit. Default `8000`, Flutter's `kMaxFlingVelocity`.
   */
  maxVelocity?: number | undefined;
}

/**
 * The release velocity of a drag, from pointer samples, estimated in
 * WebAssembly by the strategy of {@link VelocityStrategy} (by default the
 * platforms' quadratic fit: on Flutter's and Compose's recorded gestures it
 * gives Compose's figures to 1e-6). Samples on a line or a parabola give its
 * velocity at the newest sample to rounding, whatever their spacing.
 *
 * The velocity is 0 with too few samples, or when the newest sample is older
 * than `stopGap` (the finger stopped before lifting). A sample at the same
 * time as the previous one (a coalesced or duplicated event) replaces it
 * instead of counting twice. The 32 most recent samples are kept; times are
 * in seconds (divide `PointerEvent.timeStamp` by 1000).
 *
 * @example
 * ```ts
 * const tracker = new VelocityTracker();
 * tracker.add(0.000, 100);
 * tracker.add(0.016, 116);
 * tracker.add(0.033, 133);
 * tracker.velocity(0.033);  // 1000 px/s (to rounding)
 * ```
 */
export declare class VelocityTracker {
  #private;
  /**
   * @throws TypeError if `options` is not an object, an option is not a
   * number, `strategy` is not one of the {@link VelocityStrategy} names, or a
   * key is unknown.
   * @throws {@link KinemaRangeError} naming `'window'` or `'stopGap'` when it
   * is not finite and > 0, or `'maxVelocity'` when it is NaN or not > 0.
   */
  constructor(options?: VelocityTrackerOptions);
  /**
   * Records the position `x` (px) at time `t` (s, on any clock that
   * `velocity(now)` shares). A `t` equal to the previous sample's replaces
   * that sample's position.
   * @throws TypeError if `t` or `x` is not a number.
   * @throws {@link KinemaRangeError} `not_finite` naming `'t'` or `'x'` for
   * NaN or ±Infinity; `out_of_range` naming `'t'` when it is earlier than
   * the previous sample's time.
   */
  add(t: number, x: number): void;
  /**
   * The velocity (px/s) as seen at `now` (s), usually the release: 0 if it
   * cannot be estimated (see the class). Samples later than `now` are
   * ignored.
   * @throws TypeError if `now` is not a number.
   * @throws {@link KinemaRangeError} `not_finite` naming `'now'` for NaN or
   * ±Infinity.
   * @throws Error before {@link init} has resolved.
   */
  velocity(now: number): number;
  /** Forgets every sample (start of a new gesture). */
  reset(): void;
}

// ---------------------------------------------------------------------------
// Motions in the plane
//
// Fling and snap in two dimensions, without the DOM (a draggable
// picture-in-picture box, a card swiped away): where a release comes to rest
// ({@link project2D}), which 2D snap point it chooses ({@link chooseSnap2D}),
// the motion that lands on it ({@link snapMotion2D}), and any two motions
// paired into one ({@link Motion2D}, {@link Spring2D}). Each axis is a 1D
// kinema motion computed in WebAssembly, so every value is exactly that of
// the axis's own motion.

/** A point (px) or a velocity (px/s) in the plane. */
export interface Vec2 {
  x: number;
  y: number;
}

/** Position and velocity of a motion in the plane at one instant. */
export interface State2D {
  /** Position along x (px). */
  x: number;
  /** Position along y (px). */
  y: number;
  /** Velocity along x (px/s). */
  dx: number;
  /** Velocity along y (px/s). */
  dy: number;
}

/** Any kinema motion along one axis. */
export type AxisMotion = ElementaryMotion | Composite;

/**
 * A motion in the plane made of two motions, one per axis, sampled at the
 * same `t`: for example the two landings of one release
 * ({@link snapMotion2D}), two bounded flings ({@link scrollMotion} per axis),
 * or a {@link Spring2D}. Every value is exactly the axis motion's own.
 *
 * **Done** when both axes are done: `settleTime` is the larger of the two
 * settle times (`Infinity` if either never settles). Each axis is judged on
 * its own against its tolerance (|x − rest.x| and |y − rest.y|, not the
 * Euclidean distance).
 *
 * @example
 * ```ts
 * const m = new Motion2D(
 *   scrollMotion({ position: 0, velocity: 900, min: 0, max: 300 }),
 *   scrollMotion({ position: 40, velocity: -200, min: 0, max: 600 }),
 * );
 * m.position(0.1);   // { x: …, y: … }
 * m.restPosition;    // { x: 300, y: 0 }: both flings end on a bound
 * ```
 */
export declare class Motion2D<X extends AxisMotion = AxisMotion, Y extends AxisMotion = X> {
  #private;
  /**
   * Pairs two motions (any kinema motion, including a {@link Composite}).
   * @throws TypeError if `x` or `y` is not a kinema motion.
   */
  constructor(x: X, y: Y);
  /** The motion along x. */
  get motionX(): X;
  /** The motion along y. */
  get motionY(): Y;
  /**
   * Position at `t` (px).
   * @param t seconds since the motion started; `t < 0` reads as 0, `Infinity` gives the limit.
   * @throws TypeError if `t` is not a number; RangeError if it is NaN (from
   * the axis motion, which names its own class in the message).
   */
  position(t: number): Vec2;
  /** Velocity at `t` (px/s). Same `t` as {@link Motion2D.position}. */
  velocity(t: number): Vec2;
  /** Position and velocity at `t`. Same `t` as {@link Motion2D.position}. */
  at(t: number): State2D;
  /**
   * Whether both axes have come to rest by `t`: `t >= settleTime` (with
   * `t < 0` read as 0), always `false` when `settleTime` is `Infinity`.
   * @throws TypeError if `t` is not a number; RangeError if it is NaN.
   */
  done(t: number): boolean;
  /** The larger settle time of the two axes (s); `Infinity` if either never settles. */
  get settleTime(): number;
  /**
   * Where each axis comes to rest (px): a spring's target, a friction's
   * rest position (±Infinity for drag 1), a bouncing body's floor, another
   * motion's or a composite's `x(Infinity)`. A fresh object on each read.
   */
  get restPosition(): Vec2;
}

/** The start of a {@link Spring2D}: where it is, how fast it moves, where it goes. */
export interface Spring2DStart extends ToleranceOption {
  /** Initial position (px), both components finite. Required. */
  from: Vec2;
  /** Rest position, the target (px), both components finite. Required. */
  to: Vec2;
  /** Initial velocity (px/s), both components finite. Default `{ x: 0, y: 0 }`. */
  velocity?: Vec2 | undefined;
}
/** Options of `new Spring2D(...)`: the physical description (as {@link SpringOptions}). */
export interface Spring2DOptions extends Spring2DStart {
  mass?: number | undefined;
  stiffness: number;
  damping: number;
}
/** Options of {@link Spring2D.withDampingRatio} (as {@link SpringDampingRatioOptions}). */
export interface Spring2DDampingRatioOptions extends Spring2DStart {
  mass?: number | undefined;
  stiffness: number;
  dampingRatio: number;
}
/** Options of {@link Spring2D.withDuration} (as {@link SpringDurationOptions}). */
export interface Spring2DDurationOptions extends Spring2DStart {
  duration: number;
  bounce?: number | undefined;
}

/**
 * A mass pulled towards a point by an isotropic damped spring,
 * m·p″ + c·p′ + k·(p − to) = 0 for the position vector p = (x, y).
 *
 * The equation separates: each axis is the 1D {@link Spring} with the same
 * mass, stiffness and damping and its own start, target and velocity,
 * equal to it to the bit (`motionX` and `motionY` are those springs). The
 * path is straight when the initial velocity is parallel to `to − from`
 * (or zero), curved otherwise: a flick sideways swings round to the target.
 *
 * **Done** when both axes are (see {@link Motion2D}).
 *
 * @example
 * ```ts
 * const s = Spring2D.withDuration({
 *   from: { x: 135, y: 332 }, to: { x: 16, y: 648 }, velocity: { x: -1500, y: 1500 },
 *   duration: 0.4,
 * });
 * s.position(0.1);  // { x: …, y: … }
 * s.restPosition;   // { x: 16, y: 648 }
 * ```
 */
export declare class Spring2D extends Motion2D<Spring> {
  /**
   * A spring from its mass, stiffness and damping.
   * @throws TypeError for a missing or non-number option (`'from.x'`, …),
   * a vector that is not an object, or an unknown key.
   * @throws {@link KinemaRangeError} as {@link Spring}, naming vector
   * components per axis (`'from.x'`, `'to.y'`, `'velocity.x'`, x first).
   * @throws Error before {@link init} has resolved.
   */
  constructor(options: Spring2DOptions);
  /** Damping as a ratio of critical damping; errors as the constructor, with `'dampingRatio'`. */
  static withDampingRatio(options: Spring2DDampingRatioOptions): Spring2D;
  /** SwiftUI's and Flutter's duration and bounce; errors as {@link Spring.withDuration}, per axis as the constructor. */
  static withDuration(options: Spring2DDurationOptions): Spring2D;
  /** The target (px), as `restPosition`. */
  get to(): Vec2;
  /** The regime, the same on both axes. */
  get regime(): SpringRegime;
  /** The 1D spring along x. */
  get motionX(): Spring;
  /** The 1D spring along y. */
  get motionY(): Spring;
  position(t: number): Vec2;
  velocity(t: number): Vec2;
  at(t: number): State2D;
  done(t: number): boolean;
  get settleTime(): number;
  get restPosition(): Vec2;
}

/** Options of {@link project2D}. There is no `tolerance`. */
export interface Project2DOptions {
  /** Position at release (px), finite. Required. */
  position: Vec2;
  /** Release velocity (px/s), finite, e.g. one {@link VelocityTracker} per axis. Required. */
  velocity: Vec2;
  /**
   * Friction: the fraction of the velocity left after one second, in (0, 1].
   * Default `0.135`, the default of {@link scrollMotion}.
   */
  drag?: number | undefined;
}

/**
 * Momentum projection: where an element released at `position` with
 * `velocity` comes to rest under friction `drag`, each axis from its own
 * release velocity: `position + velocity / −ln(drag)` (the rest position of
 * a {@link Friction} per axis). The same drag acts on both axes, so the
 * point lies on the ray from `position` along `velocity`. A moving axis with
 * drag 1 projects to ±Infinity.
 *
 * @example
 * ```ts
 * project2D({ position: { x: 135, y: 332 }, velocity: { x: -1500, y: 1500 } });
 * // { x: -614.07…, y: 1081.07… }: 1500 / −ln(0.135) = 749.07… px on each axis
 * ```
 * @throws TypeError for a missing or non-number option or component, or an unknown key.
 * @throws {@link KinemaRangeError} `not_finite` (`'position.x'`, `'position.y'`,
 * `'velocity.x'`, `'velocity.y'`, `'drag'`), `out_of_range` for `drag` outside (0, 1].
 * @throws Error before {@link init} has resolved.
 */
export declare function project2D(options: Project2DOptions): Vec2;

/** Options of {@link chooseSnap2D}. There is no `tolerance`. */
export interface ChooseSnap2DOptions extends Project2DOptions {
  /** The snap points (px), at least one, each with finite `x` and `y`, in any order. Required. */
  points: readonly Vec2[];
}

/**
 * The index in `points` of the snap point for a release: the point nearest
 * (Euclidean distance) to {@link project2D}'s projected rest point. Equally
 * near points (to the bit) go to the lower index. With drag 1 (no friction)
 * a moving release projects to infinity: the point farthest along
 * `velocity` is chosen, then among those the one nearest to `position`.
 * Pass the chosen point to {@link snapMotion2D} as its `target`.
 *
 * @example
 * ```ts
 * // A picture-in-picture box in a 390 × 844 viewport, at its corners:
 * const corners = [{ x: 16, y: 16 }, { x: 254, y: 16 }, { x: 16, y: 648 }, { x: 254, y: 648 }];
 * chooseSnap2D({ points: corners, position: { x: 135, y: 332 }, velocity: { x: -1500, y: 1500 } });  // 2
 * ```
 * @returns an integer in [0, points.length).
 * @throws TypeError if the options are not an object, `points` is not an
 * array, a point or vector is not an object of numbers (`'points[i].x'`,
 * `'position.y'`, …), `drag` is not a number, or a key is unknown.
 * @throws {@link KinemaRangeError} `not_finite` naming the component
 * (`'points[i].x'`, `'velocity.y'`, …) or `'drag'`; `out_of_range` for
 * `drag` outside (0, 1] or no points (`'points'`).
 * @throws Error before {@link init} has resolved.
 */
export declare function chooseSnap2D(options: ChooseSnap2DOptions): number;

/** Options of {@link snapMotion2D}: those of {@link snapMotion}, with vectors. */
export interface SnapMotion2DOptions extends ToleranceOption {
  /** Position at release (px), finite. Required. */
  position: Vec2;
  /** Release velocity (px/s), finite. Required. */
  velocity: Vec2;
  /** The point to land on (px), finite, e.g. `points[chooseSnap2D(...)]`. Required. */
  target: Vec2;
  /** Stiffness of the critically damped fallback spring (1/s², the mass is 1), finite and > 0. Default `300`. */
  stiffness?: number | undefined;
  /** Longest time constant of a friction landing (s), finite and > 0. Default `0.5`. See {@link SnapMotionOptions}. */
  maxTimeConstant?: number | undefined;
}

/**
 * The motion from a release at `position` with `velocity` that comes to
 * rest exactly on `target`: on each axis, the landing {@link snapMotion}
 * builds from that axis's release position and velocity to the target's
 * coordinate — a {@link Friction} that keeps the axis's release velocity
 * when it points at the target and is brisk enough, else a critically
 * damped {@link Spring}. Both start with the release velocity, so nothing
 * jumps between the last finger frame and the first animated one;
 * `position(Infinity)` and `restPosition` are `target`.
 *
 * **Done** when both axes are (`settleTime` is the larger).
 *
 * @example
 * ```ts
 * const m = snapMotion2D({ position: { x: 135, y: 332 }, velocity: { x: -1500, y: 1500 }, target: { x: 16, y: 648 } });
 * m.velocity(0);       // { x: -1500, y: 1500 }
 * m.motionX;           // a Friction that rests on 16
 * m.position(Infinity) // { x: 16, y: 648 }
 * ```
 * @throws TypeError for a missing or non-number option or component, or an unknown key.
 * @throws {@link KinemaRangeError} `not_finite` naming the component
 * (`'position.x'`, …, `'target.y'`) or option; `out_of_range` for
 * stiffness ≤ 0, maxTimeConstant ≤ 0 or a bad tolerance.
 * @throws Error before {@link init} has resolved.
 */
export declare function snapMotion2D(options: SnapMotion2DOptions): Motion2D<Friction | Spring>;

// ---------------------------------------------------------------------------
// MotionBatch

/**
 * The result of {@link MotionBatch.sample}: views into WebAssembly memory,
 * valid until the next call that may allocate wasm memory (creating a batch
 * or a group, building a composite, …). Read or copy them right away.
 */
export interface MotionSamples {
  /** Positions (px), one per sampled motion. */
  x: Float64Array;
  /** Velocities (px/s), one per sampled motion. */
  dx: Float64Array;
}

/**
 * Many independent motions sampled at one instant by a single WebAssembly
 * call (particles, long lists): {@link MotionBatch.set} each motion with its
 * start time, then {@link MotionBatch.sample} fills positions and velocities.
 * Each slot holds a copy of its motion, evaluated at `now − start`.
 *
 * The batch owns wasm memory: call {@link MotionBatch.dispose} when done with
 * it (it is also freed when the batch is garbage collected).
 */
export declare class MotionBatch {
  #private;
  /**
   * @param capacity how many motions it holds: an integer from 1 to 1e7.
   * Every slot starts as a motion at rest at 0.
   * @throws TypeError if `capacity` is not a number.
   * @throws RangeError if it is not an integer in [1, 1e7], or memory runs out.
   * @throws Error before {@link init} has resolved.
   */
  constructor(capacity: number);

  /** How many motions it holds. */
  get capacity(): number;

  /**
   * Stores a copy of `motion` in slot `i`.
   * @param i an integer in [0, capacity).
   * @param motion any elementary motion (not a {@link Composite}).
   * @param start when the motion starts (s), on the same clock as `now` in
   * {@link MotionBatch.sample}. Default `0`.
   * @throws RangeError for an index that is not an integer in range, or a NaN `start`.
   * @throws TypeError if `motion` is not an elementary motion, or `start` is not a number.
   * @throws Error after {@link MotionBatch.dispose}.
   */
  set(i: number, motion: ElementaryMotion, start?: number): void;

  /**
   * Samples slots [0, count) at time `now`: slot i is evaluated at
   * `now − start[i]` (before its start it reads as its start).
   * @param now the current time (s), on the clock of the start times.
   * @param count how many slots to sample: an integer in [0, capacity]. Default `capacity`.
   * @returns views of length `count`, valid until wasm memory is next allocated.
   * @throws TypeError if `now` is not a number; RangeError if it is NaN or `count` is out of range.
   * @throws Error after {@link MotionBatch.dispose}.
   */
  sample(now: number, count?: number): MotionSamples;

  /**
   * Frees the wasm memory now. Idempotent; any later use throws an `Error`.
   * Also available as `[Symbol.dispose]()` where the runtime has it, for
   * `using` declarations.
   */
  dispose(): void;
}

// ---------------------------------------------------------------------------
// SpringGroup

/** The spring shared by every member of a {@link SpringGroup} for one step. */
export interface SpringStepOptions {
  /** Natural angular frequency ω₀ = √(k/m) (rad/s), finite and > 0. Required. */
  angularFrequency: number;
  /** Damping ratio ζ = c / (2√(k·m)), finite and ≥ 0. Required. */
  dampingRatio: number;
}

/**
 * Thousands of springs stepped together (Juckett's cached coefficients): each
 * `step` computes the exact transition over `dt` once, from the same closed
 * form as {@link Spring}, and applies it to every member with four
 * multiply-adds. Stepping n times by dt equals
 * evaluating the spring at n·dt, up to rounding, in every regime; use it when
 * targets change every frame (pointer following) rather than for a motion
 * known in advance.
 *
 * Positions, velocities and targets live in wasm memory, all 0 at first;
 * read and write them through the {@link SpringGroup.x},
 * {@link SpringGroup.velocity} and {@link SpringGroup.target} views. The group
 * owns that memory: call {@link SpringGroup.dispose} when done with it (it is
 * also freed when the group is garbage collected).
 */
export declare class SpringGroup {
  #private;
  /**
   * @param count number of springs: an integer from 1 to 1e7.
   * @throws TypeError if `count` is not a number.
   * @throws RangeError if it is not an integer in [1, 1e7], or memory runs out.
   * @throws Error before {@link init} has resolved.
   */
  constructor(count: number);

  /** Number of springs. */
  get count(): number;
  /**
   * Positions (px). A fresh view on each read, valid until wasm memory is
   * next allocated: do not keep it across frames.
   * @throws Error after {@link SpringGroup.dispose}.
   */
  get x(): Float64Array;
  /**
   * Velocities (px/s). A fresh view on each read (see {@link SpringGroup.x}).
   * @throws Error after {@link SpringGroup.dispose}.
   */
  get velocity(): Float64Array;
  /**
   * Rest positions, the springs' targets (px). A fresh view on each read
   * (see {@link SpringGroup.x}).
   * @throws Error after {@link SpringGroup.dispose}.
   */
  get target(): Float64Array;

  /**
   * Advances every spring by `dt` seconds, in place.
   * @param dt time step (s), finite and ≥ 0.
   * @param spring the spring every member follows during this step.
   * @throws TypeError for a non-number `dt` or option, a missing option, or an unknown key.
   * @throws {@link KinemaRangeError} `not_finite` / `out_of_range` naming
   * `'dt'`, `'angularFrequency'` or `'dampingRatio'`.
   * @throws Error after {@link SpringGroup.dispose}.
   */
  step(dt: number, spring: SpringStepOptions): void;

  /**
   * Frees the wasm memory now. Idempotent; any later use throws an `Error`.
   * Also available as `[Symbol.dispose]()` where the runtime has it, for
   * `using` declarations.
   */
  dispose(): void;
}

// ---------------------------------------------------------------------------
// Lambert W

/**
 * The Lambert W function: the real w with w·e^w = z, to full double precision
 * over the whole domain (including the branch point, subnormal and huge z).
 *
 * - branch 0 (principal, W₀): z in [−1/e, +∞), result in [−1, +∞);
 *   `lambertW(Infinity)` is `Infinity`.
 * - branch −1 (W₋₁): z in [−1/e, 0), result in (−∞, −1].
 *
 * `-Math.exp(-1)` (a hair below −1/e as a double) is accepted as the branch
 * point and gives −1 on both branches.
 *
 * @param z the argument (dimensionless).
 * @param branch `0` (default) or `-1`.
 * @throws TypeError if `z` or `branch` is not a number.
 * @throws {@link KinemaRangeError} `not_finite` for NaN and −Infinity;
 * `out_of_domain` for z < −1/e, or z ≥ 0 on branch −1; `out_of_range`
 * (parameter `'branch'`) for any other branch.
 * @throws Error before {@link init} has resolved.
 */
export declare function lambertW(z: number, branch?: 0 | -1): number;
