// Type definitions for kinema/dom: the browser layer (a shared frame loop and
// a Scroller). Hand-written; the runtime is web/src/dom/*.js. The physics is
// the core's (import 'kinema'); this layer validates, schedules and touches
// the DOM. Times are seconds for motions and milliseconds for the frame clock
// (requestAnimationFrame's timestamps), positions px, velocities px/s.

/**
 * Loads kinema/dom's WebAssembly: the scroll engine (what kinema/dom uses:
 * springs, friction, the Android fling, scroll and snap motions, rubber
 * band, snap choice, velocity estimate; the same results to the bit as the
 * full engine), or the full engine if the page asked `kinema`'s `init()`
 * for it. A page that also builds other motions from `kinema` (Gravity,
 * MotionBatch, ...) calls `kinema`'s `init()` instead; see
 * docs/architecture-wasm.md. Every later call returns the same promise.
 * Rejects as `kinema`'s `init()` does (docs/csp.md).
 */
export declare function init(): Promise<void>;
import type { ScrollPhysics } from 'kinema';

/** A frame clock: `requestAnimationFrame` in browsers; anything in tests. */
export interface Scheduler {
  /** The current time on the frame clock (ms). */
  now(): number;
  /** Calls `callback` with the frame's timestamp (ms) at the next frame. */
  requestFrame(callback: (timestampMs: number) => void): unknown;
  /** Cancels a request made by {@link Scheduler.requestFrame}. */
  cancelFrame(id: unknown): void;
}

/** Anything with a closed form in time: every kinema motion and Composite. */
export interface Sampleable {
  /** Position (px) and velocity (px/s) at `t` seconds since the start. */
  at(t: number): { x: number; dx: number };
  /** Whether the motion has come to rest by `t` seconds. */
  done(t: number): boolean;
}

/**
 * What "done" means for animate(): `'motion'` is the motion's own done(t)
 * (its tolerance: the core's default 0.001 px is the mathematical settle
 * time); `{ distance, velocity }` (px, px/s) also ends on the first frame
 * within `distance` of the motion's rest and slower than `velocity`, that
 * frame delivered exactly at rest. animate()'s default: visibly done, half a
 * device pixel (0.5 / devicePixelRatio px) and the speed that moves that far
 * in a 60 Hz frame (30 / devicePixelRatio px/s).
 */
export type AnimateTolerance = 'motion' | { distance?: number; velocity?: number };

export interface AnimateOptions {
  /** When the motion starts on the scheduler's clock (ms). Default: now(). */
  startTime?: number;
  /** When it ends; see {@link AnimateTolerance}. Default: visibly done for animate(), 'motion' for FrameLoop.animate. */
  tolerance?: AnimateTolerance;
  /** Stops the animation when aborted (finished resolves `completed: false`). */
  signal?: AbortSignal;
  /** The frame clock. Default: requestAnimationFrame and performance.now(). */
  scheduler?: Scheduler;
}

/** How an animation ended. */
export interface AnimationResult {
  /** True when the motion came to rest; false when stopped or failed. */
  completed: boolean;
  /** What onUpdate or the motion threw, if that ended it. */
  error?: unknown;
}

/** A running animation. */
export interface AnimationHandle {
  readonly motion: Sampleable;
  /** Start on the scheduler's clock (ms). */
  readonly startTime: number;
  /** Resolves when the animation ends; never rejects. */
  readonly finished: Promise<AnimationResult>;
  readonly running: boolean;
  /** The last sample delivered to onUpdate (t in seconds), or null. */
  readonly last: { x: number; dx: number; t: number } | null;
  /** Stops it; finished resolves with `completed: false`. Idempotent. */
  stop(): void;
  /** The motion's state at a time on the frame clock (ms; default now()). */
  sample(timeMs?: number): { x: number; dx: number; t: number };
}

/**
 * Animates `motion`: every frame of the shared loop samples the closed form at
 * `t = (frame timestamp − startTime) / 1000` seconds (nothing accumulates, so
 * any frame rate gives the same curve and a paused tab resumes exactly), calls
 * `onUpdate(x, dx, t)` and ends on the first frame where the motion is
 * visibly done (`tolerance`, default half a device pixel: the last frame is
 * then delivered exactly at rest, velocity 0) or `motion.done(t)`.
 * An exception in onUpdate or the motion ends only this animation: it is
 * reported (reportError, else console.error) and `finished` resolves with
 * `completed: false` and the error; other animations keep running.
 *
 * @throws TypeError for a motion without at/done or a non-function onUpdate;
 *   RangeError for a non-finite startTime.
 */
export declare function animate(
  motion: Sampleable,
  onUpdate: (x: number, dx: number, t: number) => void,
  options?: AnimateOptions,
): AnimationHandle;

/** One requestFrame per frame for every animation on a scheduler. */
export declare class FrameLoop {
  constructor(scheduler?: Scheduler);
  now(): number;
  /** Number of running animations. */
  readonly size: number;
  animate(
    motion: Sampleable,
    onUpdate: (x: number, dx: number, t: number) => void,
    options?: Omit<AnimateOptions, 'scheduler'>,
  ): AnimationHandle;
}

/** The shared loop of a scheduler (one per scheduler). */
export declare function frameLoop(scheduler?: Scheduler): FrameLoop;
/** requestAnimationFrame with performance.now(). */
export declare function getDefaultScheduler(): Scheduler;

export declare const REDUCED_MOTION_QUERY: '(prefers-reduced-motion: reduce)';
/** Whether the user asks for reduced motion (false where matchMedia is absent). */
export declare function prefersReducedMotion(): boolean;

/**
 * The graded reduced-motion policy: direct manipulation stays, bounce and
 * overshoot go (clamped overscroll, springs at least critically damped and
 * never past their target), settling is shorter (4x stiffer springs).
 */
export interface MotionPolicy {
  readonly reduce: boolean;
  readonly directManipulation: true;
  overscroll(choice: 'bounce' | 'clamp'): 'bounce' | 'clamp';
  stiffness(stiffness: number): number;
  dampingRatio(ratio: number): number;
  /** The start velocity (px/s) a spring from `from` to `to` may keep. */
  startVelocity(velocity: number, from: number, to: number, stiffness: number, ratio: number): number;
}
export declare function motionPolicy(reduce: boolean): MotionPolicy;

export type Axis = 'x' | 'y' | 'both';
/** A value per axis: itself for one axis, `{ x, y }` for 'both' (a union while the axis is not known). */
export type PerAxis<A extends Axis, T> = A extends 'both' ? { x: T; y: T } : T;
/** Scroll chaining (see `ScrollerOptions.overscrollBehavior`). */
export type OverscrollBehavior = 'auto' | 'contain' | 'none';
export type SnapMode = 'nearest' | 'page';
/** Scroll range along one axis (px). Default: from the element's scroll size. */
export interface Bounds {
  min?: number;
  max?: number;
}
/**
 * Where flings come to rest: a list of positions, a fixed interval (pages;
 * at least 0.5 px, else a RangeError naming `snap.interval`), or the
 * children's layout positions along the axis (offsetLeft / offsetTop: a
 * child's own transform does not move its point). `mode: 'page'` moves at
 * most one point per fling. Indices count in reading order: on an RTL (or
 * otherwise reversed) axis index 0 is the point at offset 0, at the start.
 */
export type Snap =
  | 'children'
  | { points: ArrayLike<number>; mode?: SnapMode }
  | { interval: number; mode?: SnapMode }
  | { children: true; align?: 'start' | 'center' | 'end'; mode?: SnapMode };

/**
 * How a snap landing moves. `'auto'` (default): the exact friction that keeps
 * the release velocity where it looks done no later than the landing spring
 * from the same release (a brisk flick), or (Scroller) where the target is
 * more than a viewport away (a scroll); otherwise the landing spring. The
 * landing spring is critically damped, starts at the release velocity, and
 * is at least 300/s² stiff (500 px to within 1 px in 0.48 s: a sheet lands
 * in about half a second) and stiffer for a hard flick, so that it swings
 * at most 40 px past its target (moving away from it, at most 40 px beyond
 * where it was let go), whatever the release speed and the slide widths.
 * `'friction'`: the friction whenever its time constant is at most 0.5 s,
 * else the spring (snapMotion's rule). `'spring'`: always the landing spring.
 */
export type Landing = 'auto' | 'friction' | 'spring';

/** `'exact'` (the core's 0.001 px, 0.001 px/s) or figures (px, px/s); see {@link ScrollerOptions.tolerance}. */
export type Tolerance = 'exact' | { distance?: number; velocity?: number };

export interface ScrollerOptions<A extends Axis = Axis> {
  /** Default 'y'. A literal axis types `position`, `snapIndex` and the like as numbers ('x', 'y') or `{ x, y }` ('both'). */
  axis?: A;
  /** The range; for 'both', `{ x, y }`. */
  bounds?: A extends 'both' ? { x?: Bounds; y?: Bounds } : Bounds;
  /** Past a bound: iOS bounce (default) or Android clamp. */
  overscroll?: 'bounce' | 'clamp';
  /**
   * Scroll chaining, as CSS `overscroll-behavior`. `'auto'` (default): a
   * drag goes to the innermost Scroller first, and what it cannot take at
   * its bound moves the next scroller out along the same axis (an outer
   * Scroller, a native overflow element, then the page: released moving,
   * that one flings on); a wheel event at the bound is left to the browser,
   * which scrolls the outer scroller or the page. `'contain'`: nothing
   * chains (the Scroller rubber-bands at its bounds; the wheel never
   * scrolls the page along its axes). `'none'`: as `'contain'`, and a drag
   * or wheel stops at the bound (no rubber band; a fling still meets the
   * bound as `overscroll` says).
   */
  overscrollBehavior?: OverscrollBehavior;
  /**
   * A page Scroller (`window`, `document`, `document.scrollingElement`):
   * same-page `#fragment` links glide to their target with the Scroller's
   * spring (the target's `scroll-margin` honoured), push a history entry
   * and fire 'hashchange' as the browser's jump would; Back is the
   * browser's. CSS `:target` does not follow. `false`: the browser's jump.
   * No effect on an element's Scroller. Default true.
   */
  anchors?: boolean;
  snap?: Snap | null | false;
  /** 'system' (default) follows prefers-reduced-motion, also when it changes. */
  reducedMotion?: 'system' | 'reduce' | 'no-preference';
  /** Fraction of fling velocity kept per second, in (0, 1]. Default 0.135. */
  drag?: number;
  /**
   * A platform preset (see `scrollPhysics` and `ScrollPhysics` in 'kinema'):
   * `'ios'`: UIScrollView's deceleration (`decelerationRate`), bounce past a
   * bound, rubber band 0.55, snapping pages by default; `'android'`: AOSP
   * OverScroller's clamping fling (the core's closed form), no overscroll nor
   * rubber band, snapping pages by default. It sets the defaults of `drag`
   * and `overscroll` (given explicitly they win; `drag` does not apply to
   * `'android'`: TypeError). Default (no `physics`, `decelerationRate` or
   * `drag`): the platform's fling, with kinema's bounce, rubber band and
   * snapping: on Apple platforms (and outside a browser) UIScrollView's
   * deceleration (drag 0.135); elsewhere (Chromium, Android, Firefox) a
   * finite-time fling like the browser's own: AOSP's spline at friction
   * 0.0125, fitted to Chromium's touch fling (docs/feel.md).
   * `decelerationRate` alone means `'ios'`.
   */
  physics?: ScrollPhysics;
  /** `'ios'` only: velocity kept per millisecond, `'normal'` (0.998, default), `'fast'` (0.99) or a number in (0, 1]. */
  decelerationRate?: 'normal' | 'fast' | number;
  /**
   * Every spring the scroller runs (mass 1): scrollTo, snapTo, keys, the
   * bounce back past a bound (stiffness and damping ratio) and a snap
   * landing's spring (its stiffness; critically damped). Default
   * { stiffness: 170 (1/s²), dampingRatio: 1 }.
   */
  spring?: { stiffness?: number; dampingRatio?: number };
  /**
   * What counts as settled. Default: visibly done, half a device pixel
   * (distance 0.5 / devicePixelRatio px, read when the options are) and the
   * speed that moves that far in a 60 Hz frame (velocity 30 /
   * devicePixelRatio px/s); a friction, which the core ends on its speed
   * alone, ends where it has at most `distance` to go. `'exact'`: the
   * core's 0.001 px and 0.001 px/s (the mathematical settle time).
   */
  tolerance?: Tolerance;
  /** How snap landings move; see {@link Landing}. Default 'auto'. */
  landing?: Landing;
  /**
   * The WAI-ARIA carousel pattern (default false): the element gets role
   * 'region' and aria-roledescription 'carousel', each child role 'group',
   * aria-roledescription 'slide' and aria-label "N of M" (kept up to date).
   * Attributes the page set are kept; the ones added are removed again.
   * With `snap` on the children also a polite live region ("Slide N of M"
   * on 'select') and `inert` on the slides fully out of view. `true` needs
   * `use: [Accessibility]` (see {@link Accessibility}).
   */
  accessibility?: boolean;
  /** What moves when overscrolled. Default: the element's children. */
  content?: Element | Element[];
  /**
   * Input sources, each on by default, except `pointer` on the page (a
   * Scroller on `window`, `document` or `document.scrollingElement`), where
   * touch and mouse drags stay the browser's and the Scroller follows them.
   * `'touch'`: touch and pen drag, the mouse is left to the browser (a press
   * and drag selects text and autoscrolls the selection). With `true` a
   * double or triple click still selects a word or a line (docs/scroller.md).
   */
  pointer?: boolean | 'touch';
  /**
   * Wheel and trackpad. `'smooth'`: each notch of a mouse wheel (a line or
   * page delta, or a pixel delta of at least 50 px after a pause of 120 ms)
   * springs to its target with the scroller's spring, quick notches adding
   * up, never past the bounds (with snapping: to the next point); a
   * trackpad's pixel stream still follows 1:1, and pixel deltas arriving
   * while a notch animates add to its target (no snapping). The motion
   * starts at the event's time, so the first frame after it moves.
   * `'smooth'` needs `use: [SmoothWheel]` (see {@link SmoothWheel}).
   * Default true (every event moves it at once, as the browser).
   */
  wheel?: boolean | 'smooth';
  keyboard?: boolean;
  scheduler?: Scheduler;
  /**
   * An endless carousel (needs `use: [Loop]`, see {@link Loop}): from the
   * last slide, next(), a swipe and the keys go on forward to slide 0. No
   * clones: the slides themselves move round (a CSS transform on each), so
   * each is in the page, visible and focusable once. Needs `snap` on the
   * children of a start-to-end axis, at least 2 slides that fill the view
   * with one slide to spare; otherwise it does not loop (`loop.active`).
   * `snapIndex`, 'select', 'snap' and snapTo() use slide indices (DOM
   * order); `snapPoints` are the places of the current arrangement. Fixed
   * at construction.
   */
  loop?: boolean;
  /**
   * With `snap` on the children: how many slides one step moves (a swipe,
   * next(), a key), as Embla's: a whole number, or 'auto' (as many as fit in
   * the view). Each group snaps aligned as `snap.align`; the points stay
   * inside the range (no empty space at the ends: Embla's containScroll
   * 'trimSnaps'). snapIndex and the events then count groups. Not with `loop`.
   * Anything but 1 needs `use: [SlidesToScroll]` (see {@link SlidesToScroll}).
   */
  slidesToScroll?: number | 'auto';
  /**
   * One slide every `delay` ms (needs `use: [Autoplay]`, see {@link Autoplay});
   * `true`: the defaults. Fixed at construction; control it with `scroller.autoplay`.
   */
  autoplay?: boolean | AutoplayOptions;
  /**
   * Continuous auto-scroll at `speed` px/s (needs `use: [AutoScroll]`, see
   * {@link AutoScroll}); `true`: the defaults (60 px/s). A grab stops it; the
   * release resumes it keeping the release velocity. Runs for ever with
   * `loop: true`. Fixed at construction; control it with `scroller.autoScroll`.
   */
  autoScroll?: boolean | AutoScrollOptions;
  /** With `use: [Pull]`: false turns the Pull feature off (default true: on when passed). */
  pull?: boolean;
  /** With `use: [Slides]`: false turns the Slides feature off (default true: on when passed). */
  slides?: boolean;
  /**
   * The opt-in features the options need, imported from kinema/dom: `[Loop]`.
   * A page that does not import one does not download it. An option given
   * without its feature throws a TypeError that names the import.
   */
  use?: ScrollerFeature[];
}

/**
 * What an opt-in Scroller feature sees of its scroller (the `host` of
 * `attach(host, config)`): it reads through it and asks through it, and
 * never holds the Scroller's parts. Pixels (px) and velocities (px/s) are
 * along the native scroll offset.
 */
export interface ScrollerFeatureContext {
  readonly element: Element;
  /** The scroller's validated, frozen options. */
  readonly config: Readonly<Record<string, unknown>>;
  readonly reducedMotion: boolean;
  readonly dragging: boolean;
  readonly animating: boolean;
  readonly loop: ScrollerLoop | undefined;
  /** The main axis (y, or x for a horizontal scroller), read only. */
  readonly main: ScrollerAxisView;
  readonly positions: readonly ScrollerAxisView[];
  axisNamed(name: 'x' | 'y'): ScrollerAxisView | null;
  /** Screen px per element px per axis (scaled ancestors). */
  readonly scale: { x: number; y: number };
  scrollTo(position: number | { x?: number; y?: number }, options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  snapTo(index: number, options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  next(options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  prev(options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  retarget(position: number | { x?: number; y?: number }): Promise<{ completed: boolean }>;
  /** The scroller's spring to `target` px from the axis's exact state. */
  animateTo(axis: 'x' | 'y', target: number): Promise<{ completed: boolean }>;
  /** A release with `velocity` px/s: the physics decides (fling, snap landing, bounce). */
  goBallistic(axis: 'x' | 'y', velocity: number): Promise<{ completed: boolean }>;
  /** The feature moves the scroller: stops a wheel gesture, adopts the native offset. */
  takeOver(): void;
  /** New bounds for `axis` until the next measure, taken as the physics takes new dimensions; returns the old ones. */
  setRange(axis: 'x' | 'y', range: { min: number; max: number }): { min: number; max: number } | null;
  /** Measures everything again (the scroller's refresh()). */
  remeasure(): void;
  /** The view's metrics now, not applied (null while not rendered). */
  measure(): Record<string, unknown> | null;
  /** Every coordinate of the main axis moves by `delta` px (the content moved under it; nothing on screen changes). */
  shift(delta: number, metrics: Record<string, unknown>): void;
  /** The scroller's events ('scroll', 'snap', 'select', 'settle', 'overscroll', 'release'); returns the remover. */
  on(type: string, listener: (detail: any) => void): () => void;
  /** Runs a handler; nothing it throws escapes (the scroller reports it). */
  guard(fn: () => void): void;
}

/** One axis of a scroller, read only (see {@link ScrollerFeatureContext}). */
export interface ScrollerAxisView {
  readonly name: 'x' | 'y';
  readonly horizontal: boolean;
  /** The axis flows from the right / bottom (RTL, vertical-rl). */
  readonly reversed: boolean;
  readonly pixels: number;
  readonly velocity: number;
  readonly range: { min: number; max: number } | null;
  /** The view's size along the axis (px). */
  readonly dimension: number;
  readonly snap: { readonly count: number; at(index: number): number; nearest(position: number): number } | null;
  readonly snapIndex: number;
  readonly mode: 'nearest' | 'page';
  /** What moves it: its kind, and where a motion goes (null when it has no target). */
  readonly activity: { readonly kind: 'idle' | 'drag' | 'wheel' | 'ballistic' | 'driven' | 'native'; readonly target: number | null };
  readonly scrolling: boolean;
  readonly gesture: { readonly kind: string; readonly raw: number } | null;
}

/**
 * An opt-in Scroller feature (pass it in `use`): `option` names the option
 * it reads, `read` validates it, `attach` builds it on a live scroller (the
 * Scroller calls the instance's optional hooks: dispose, stop, update,
 * measure, adjust, measured). `default`: the option's value when the
 * feature is passed and the option is not given (Pull, Slides: on when passed).
 */
export interface ScrollerFeature {
  readonly option: string;
  readonly default?: unknown;
  read(where: string, value: unknown): unknown;
  attach(host: ScrollerFeatureContext, config: any): { dispose(): void };
}

/**
 * Pull to refresh: `new Scroller(list, { use: [Pull] })` makes
 * {@link Scroller.holdOverscroll} available (without it, it throws a
 * TypeError naming this import).
 */
export declare const Pull: ScrollerFeature;

/** The feature behind `accessibility: true`: roles, labels, the live region, inert slides. */
export declare const Accessibility: ScrollerFeature;

/** The feature behind `wheel: 'smooth'`: a notch of a mouse wheel animates with the scroller's spring. */
export declare const SmoothWheel: ScrollerFeature;

/**
 * The slides' places for effects: `new Scroller(el, { snap: 'children', use:
 * [Slides] })` makes {@link Scroller.slidesInView} and
 * {@link Scroller.slideProgress} available (without it, reading them throws a
 * TypeError naming this import).
 */
export declare const Slides: ScrollerFeature;

/** The feature behind `slidesToScroll` (2 or more, or 'auto'): the children grouped into the pages a step moves. */
export declare const SlidesToScroll: ScrollerFeature;

/** The feature behind `loop: true`: `new Scroller(el, { snap: 'children', loop: true, use: [Loop] })`. */
export declare const Loop: ScrollerFeature;

/** The feature behind `autoplay`: `new Scroller(el, { snap: 'children', autoplay: { delay: 4000 }, use: [Autoplay] })`. */
export declare const Autoplay: ScrollerFeature;

export interface AutoplayOptions {
  /** ms from the moment the carousel is at rest (and nothing holds it) to the next slide, on the Scroller's frame clock. Default 4000. */
  delay?: number;
  /** Default true: the user's own press, key or wheel on the carousel stops it until play(); false: they only pause it. */
  stopOnInteraction?: boolean;
  /** Default true: it starts playing at construction. */
  playOnInit?: boolean;
}

/**
 * A live autoplay (`scroller.autoplay`). It calls next() every `delay` ms
 * after each rest (past the last slide: on round with `loop`, else back to
 * slide 0). It does not advance while a pointer is down on the carousel, a
 * mouse is over it, it has keyboard focus (:focus-visible) inside, the tab
 * is hidden, reduced motion is on, or it moves; each wait starts again in
 * full when the hold ends.
 */
export interface ScrollerAutoplay {
  /** On: play() and no stop() since (a pause does not change it). */
  readonly playing: boolean;
  /** Playing but held now (pointer, hover, focus, hidden tab, reduced motion, a move). */
  readonly paused: boolean;
  /** Starts (again): a full `delay` from now, or from the next rest. */
  play(): void;
  /** Stops until play(). */
  stop(): void;
}

/** The feature behind `autoScroll`: `new Scroller(el, { axis: 'x', loop: true, autoScroll: { speed: 60 }, use: [Loop, AutoScroll] })`. */
export declare const AutoScroll: ScrollerFeature;

export interface AutoScrollOptions {
  /**
   * px/s along the main axis, in reading order: > 0 forward (towards the
   * end: the content moves left or up, right in RTL), < 0 backward; not 0.
   * Default 60. From rest it eases in; after a release the release velocity
   * blends back to it (the fling drag of the Scroller).
   */
  speed?: number;
  /** Default false (a grab only pauses it; the release resumes it): true stops it until play() at the user's own press, key or wheel. */
  stopOnInteraction?: boolean;
  /** Default true: it holds still while a mouse is over it. */
  stopOnMouseEnter?: boolean;
  /** Default true: it holds still while it has keyboard focus inside (:focus-visible). */
  stopOnFocusIn?: boolean;
  /** Default true: it starts at construction. */
  playOnInit?: boolean;
}

/**
 * A live auto-scroll (`scroller.autoScroll`). While playing and nothing
 * holds it, the main axis cruises at `speed` px/s (a motion of the core,
 * exact at every frame); it stops at the end without a loop (playing turns
 * false), never with an active loop. It holds still (the cruise goes on as
 * a fling and comes to rest) under hover, keyboard focus, a hidden tab and
 * reduced motion, and eases in again when they end; after a program move
 * or the browser's own scroll, at the 'settle'.
 */
export interface ScrollerAutoScroll {
  /** On: play() and no stop() since (a pause does not change it). */
  readonly playing: boolean;
  /** Playing but not cruising now (held, or a gesture or another motion runs). */
  readonly paused: boolean;
  /** Starts (again): it eases in now if at rest and nothing holds it, else at the next rest. */
  play(): void;
  /** Stops until play(): a cruise under way goes on as a fling and comes to rest. */
  stop(): void;
}

/** A live loop (`scroller.loop`). */
export interface ScrollerLoop {
  /** Whether the slides loop now (enough slides; re-read on every refresh). */
  readonly active: boolean;
}

/** What update() may change on a live scroller (undefined restores the default). */
export type ScrollerUpdate<A extends Axis = Axis> = Omit<ScrollerOptions<A>, 'axis' | 'content' | 'scheduler' | 'loop' | 'autoplay' | 'autoScroll' | 'use'>;

export interface ScrollDetail {
  x: number;
  y: number;
}
export interface SnapDetail {
  axis: 'x' | 'y';
  index: number;
  position: number;
}
/**
 * 'overscroll': the distance (px) the axis is shown past its measured bounds
 * whenever it changes: negative past the start (a list pulled down at its
 * top), positive past the end, 0 when back inside.
 */
export interface OverscrollDetail {
  axis: 'x' | 'y';
  distance: number;
}
/**
 * A hold of {@link Scroller.holdOverscroll}: while active, the axis rests
 * `distance` px past the edge its sign names.
 */
export interface OverscrollHold {
  readonly axis: 'x' | 'y';
  readonly distance: number;
  /** False once released, replaced by another hold on the axis, or its scroller destroyed. */
  readonly active: boolean;
  /** Lets it go back inside the bounds with the bounce (idempotent). */
  release(): void;
}
/** The snap point an axis goes to was chosen (a release, snapTo, next/prev, a key). */
export interface SelectDetail {
  axis: 'x' | 'y';
  /** The new target's index (reading order). Also fires when new metrics move the selection (slides removed under it). */
  index: number;
  /** The one selected before (-1 if none). */
  previous: number;
}

/**
 * The detail of 'release' (Scroller and Draggable): a gesture ended and a
 * motion started; what the physics knows of it then, exactly. Per axis for
 * a Scroller ({x, y} for 'both'); always {x, y} for a Draggable.
 */
export interface ReleaseDetail<V = number> {
  /** The motion's velocity at its start (px/s). */
  velocity: V;
  /** Where it comes to rest (px): the snap point, or the fling's exact rest (a bounce's bound). */
  target: V;
  /** The snap point it lands on (the main axis for 'both'), or -1. */
  index: number;
  /** Seconds from the release until it is done under the tolerance ('settle' follows then). */
  duration: number;
}

/**
 * Drives a scroll container with kinema's physics: pointer (mouse, touch,
 * pen) drags follow the finger and rubber-band past the bounds; releases fling
 * (friction handing over to a spring at the exact bound crossing) or land
 * exactly on a snap point keeping the release velocity; wheel, trackpad and
 * keyboard (arrows, PageUp/PageDown, Home/End, Space) scroll too. The position
 * is the element's native scrollLeft/scrollTop where possible (accessibility,
 * find-in-page and anchors keep working) and a CSS transform past the bounds.
 * Events (CustomEvent detail): 'scroll' and 'settle' ({@link ScrollDetail}),
 * 'snap' ({@link SnapDetail}: came to rest on a point), 'select'
 * ({@link SelectDetail}: the target point was chosen; 'settle' follows when
 * it rests there), 'overscroll' ({@link OverscrollDetail}), 'release'
 * ({@link ReleaseDetail}: a gesture ended and a motion started).
 * On `window`, `document` or `document.scrollingElement` it drives the page
 * (wheel, keys; anchors, find-in-page and scrollIntoView stay the browser's
 * and it follows them); a wheel or key that a native scroll container
 * inside can use is that container's.
 *
 * The type parameter is the axis: `new Scroller(el, { axis: 'x' })` has
 * `position: number`, `{ axis: 'both' }` has `position: { x, y }`, no axis
 * is 'y'; options typed `ScrollerOptions` (any axis) give unions.
 *
 * @throws TypeError / RangeError naming the option and value for bad options
 *   (the element is left as it was, free for a later `new Scroller(el)`);
 *   TypeError when `element` already has a Scroller (destroy() it first), or
 *   when it has `overflow: clip` along a scrolled axis (it cannot scroll,
 *   not even by script: use `overflow: hidden`).
 */
export declare class Scroller<A extends Axis = 'y'> extends EventTarget {
  constructor(element: Element | Window | Document, options?: ScrollerOptions<A>);
  readonly element: Element;
  readonly axis: A;
  readonly reducedMotion: boolean;
  readonly dragging: boolean;
  readonly animating: boolean;
  /** px, or `{ x, y }` for 'both'. */
  readonly position: PerAxis<A, number>;
  /** px/s, live (during a drag, and from the first instant of a fling); `{ x, y }` for 'both'. */
  readonly velocity: PerAxis<A, number>;
  /**
   * Live: the target's index while a motion goes to a snap point, the point
   * under it (within 0.5 px) during a drag or wheel, the one it rests on
   * otherwise; -1 if none. In reading order (RTL: 0 is the point at offset 0).
   */
  readonly snapIndex: PerAxis<A, number>;
  /**
   * Where the main axis is along its range, 0 at the start and 1 at the end
   * (beyond while overscrolled); with an active loop, along the cycle of
   * slides (slide k of N at rest: k / N). From the position, exact at every frame.
   */
  readonly progress: number;
  /** With `use: [Slides]` and `snap` on the children: the children (DOM order) at least half inside the view (or filling half of it); else []. @throws TypeError without the Slides feature. */
  readonly slidesInView: number[];
  /**
   * With `use: [Slides]` and `snap` on the children: each child's distance from its snap position
   * (aligned as `snap.align`, within the range), in its own sizes: 0 when the
   * position is there, +1 one slide further on, -1 one before (for fade, scale,
   * parallax: read it in a 'scroll' listener); NaN for a child not rendered; else [].
   * @throws TypeError without the Slides feature.
   */
  readonly slideProgress: number[];
  /** With `loop: true` (and `use: [Loop]`): the loop; else undefined. */
  readonly loop: ScrollerLoop | undefined;
  /** With `autoplay` (and `use: [Autoplay]`): play(), stop(), playing; else undefined. */
  readonly autoplay: ScrollerAutoplay | undefined;
  /** With `autoScroll` (and `use: [AutoScroll]`): play(), stop(), playing; else undefined. */
  readonly autoScroll: ScrollerAutoScroll | undefined;
  readonly bounds: PerAxis<A, { min: number; max: number }>;
  /** The snap points (px, native offsets) in reading order: `snapPoints[snapIndex]`. @throws RangeError naming `snap.interval` past 1e7 points. */
  readonly snapPoints: PerAxis<A, number[]>;
  /** px past the measured bounds now (see {@link OverscrollDetail}); `{ x, y }` for 'both'. */
  readonly overscroll: PerAxis<A, number>;
  /** Listens to 'scroll', 'settle', 'snap', 'select' or 'overscroll'; returns the unsubscribe function. */
  on(type: 'scroll' | 'settle', listener: (detail: ScrollDetail, event: CustomEvent<ScrollDetail>) => void): () => void;
  on(type: 'snap', listener: (detail: SnapDetail, event: CustomEvent<SnapDetail>) => void): () => void;
  on(type: 'select', listener: (detail: SelectDetail, event: CustomEvent<SelectDetail>) => void): () => void;
  on(type: 'overscroll', listener: (detail: OverscrollDetail, event: CustomEvent<OverscrollDetail>) => void): () => void;
  on(type: 'release', listener: (detail: ReleaseDetail<PerAxis<A, number>>, event: CustomEvent<ReleaseDetail<PerAxis<A, number>>>) => void): () => void;
  /**
   * Changes where the running motion (fling, landing, scrollTo) comes to
   * rest: from its exact state now, keeping its velocity, it lands exactly
   * on `position` (px, clamped to the bounds; `{ x?, y? }` for 'both'). An
   * axis at rest or under a gesture is left alone. Resolves { completed }
   * ({ completed: false } at once when nothing runs).
   * @throws TypeError / RangeError for a position that is not a finite number.
   */
  retarget(position: A extends 'both' ? { x?: number; y?: number } : number): Promise<{ completed: boolean }>;
  /**
   * With `use: [Pull]`: holds the overscroll open (pull to refresh): the axis (default: the main
   * one, y for 'both') rests `distance` px past the start (negative) or the
   * end (positive) until `release()` or until `options.until` settles. A
   * release past it bounces back to it, a bounce in flight is re-targeted,
   * a drag goes on without a jump, a position resting on that edge springs
   * out to it; released, it bounces back inside. One hold per axis (a new
   * one replaces it).
   * @throws RangeError for a `distance` of 0 or not finite; TypeError without
   *   the Pull feature, for a non-number, an axis the scroller does not have, an `until` that is not
   *   a promise, or a scroller with `snap`.
   */
  holdOverscroll(distance: number, options?: { axis?: 'x' | 'y'; until?: PromiseLike<unknown> }): OverscrollHold;
  /** Scrolls to a position (px), animated with the spring unless `animate: false`. */
  scrollTo(position: A extends 'both' ? { x?: number; y?: number } : number, options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  /**
   * Brings `target` (an element inside the scroller's element) into view with
   * the spring (at once with `animate: false`), aligned as the DOM's
   * `scrollIntoView` aligns it: `block` (default 'start') along the block
   * axis, `inline` (default 'nearest') along the inline axis, with the
   * target's scroll-margin and the element's scroll-padding; clamped to the
   * bounds. Only this scroller moves (not its ancestors). Use it rather than
   * the element's own smooth `scrollIntoView` while the Scroller may be
   * moving: the browser moves nothing before the next frame, and the
   * Scroller's write in that frame cancels the browser's smooth scroll.
   * @throws TypeError if `target` is not an element inside, or for a bad option.
   */
  scrollIntoView(
    target: Element,
    options?: { block?: 'start' | 'center' | 'end' | 'nearest'; inline?: 'start' | 'center' | 'end' | 'nearest'; animate?: boolean },
  ): Promise<{ completed: boolean }>;
  /** Scrolls to snap point `index` (main axis: y for 'both'); selects it. */
  snapTo(index: number, options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  /**
   * Scrolls to the snap point after the selected one (main axis), clamped to
   * the last: the selected point is the target while moving, so two quick
   * calls move two points (as Embla's scrollNext). @throws TypeError without `snap`.
   */
  next(options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  /** Scrolls to the snap point before the selected one, clamped to the first; see next(). */
  prev(options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  /**
   * Changes options on the live scroller (bounds, snap, overscroll,
   * overscrollBehavior, drag, physics, decelerationRate, spring, tolerance, reducedMotion, pointer,
   * wheel, keyboard; a new preset re-derives the defaults it sets): a running
   * motion is re-targeted to the new bounds or snap point from its exact
   * state. @throws TypeError for `axis`, `content` or `scheduler` (fixed at
   * construction) and for bad values, as the constructor.
   */
  update(options: ScrollerUpdate<A>): void;
  /** Re-reads sizes, bounds and children's snap positions (not while the element is not rendered). */
  refresh(): void;
  /** Removes every listener, stops every animation, restores the element. */
  destroy(): void;
}

/** A point or a translate in the plane (px). */
export interface Point {
  x: number;
  y: number;
}

/**
 * Options of {@link Draggable}. For one axis (`'x'` or `'y'`), `bounds` may
 * be `{ min, max }`, `snap.points` numbers on that axis (sorted ascending)
 * and `position` a number.
 */
export interface DraggableOptions {
  /** Default 'both'. */
  axis?: Axis;
  /**
   * The range of the translate (px), rubber band past it: `{ x, y }` of
   * ranges (a missing one is unbounded), `{ min, max }` for one axis, or an
   * element whose box must contain the element's box (measured again at
   * every press and on refresh()). Default: the snap points' extent, else
   * unbounded.
   */
  bounds?: { x?: Bounds; y?: Bounds } | Bounds | Element | null;
  /**
   * Where releases come to rest: 2D points for 'both', numbers for one axis
   * (points off screen dismiss). With `axis: 'y'` (a bottom sheet) numbers
   * may be mixed with {@link Detent} keywords, measured from the sheet
   * (again when its size or content changes); the points are then sorted
   * ascending, and `snapIndex` / `snapTo` count in that order.
   */
  snap?: { points: readonly Point[] | ArrayLike<number> | readonly (number | Detent)[] } | null | false;
  /** Past a bound: iOS bounce (default) or clamp. */
  overscroll?: 'bounce' | 'clamp';
  /** The translate it starts at (px), or with `axis: 'y'` `'closed'` / `'content'` (measured as the {@link Detent}). Default { x: 0, y: 0 }. */
  position?: Partial<Point> | number | 'closed' | 'content';
  /** 'system' (default) follows prefers-reduced-motion, graded as for the Scroller. */
  reducedMotion?: 'system' | 'reduce' | 'no-preference';
  /** Fraction of fling velocity kept per second, in (0, 1]: the momentum projection's and the flings'. Default 0.135. */
  drag?: number;
  /**
   * A platform preset (see `scrollPhysics` and `ScrollPhysics` in 'kinema'):
   * `'ios'`: UIScrollView's deceleration (`decelerationRate`), bounce past a
   * bound, rubber band 0.55; `'android'`: AOSP
   * OverScroller's clamping fling (the core's closed form), no overscroll nor
   * rubber band. It sets the defaults of `drag`
   * and `overscroll` (given explicitly they win; `drag` does not apply to
   * `'android'`: TypeError). Default: none (kinema's behaviour: drag 0.135,
   * bounce). `decelerationRate` alone means `'ios'`.
   */
  physics?: ScrollPhysics;
  /** `'ios'` only: velocity kept per millisecond, `'normal'` (0.998, default), `'fast'` (0.99) or a number in (0, 1]. */
  decelerationRate?: 'normal' | 'fast' | number;
  /** The spring of moveTo, snapTo, the bounce back and a landing's fallback (mass 1). Default { stiffness: 170, dampingRatio: 1 }. */
  spring?: { stiffness?: number; dampingRatio?: number };
  /** What counts as settled: visibly done by default, as the Scroller's ({@link ScrollerOptions.tolerance}). */
  tolerance?: Tolerance;
  /**
   * Hand-off with scrollable boxes inside the element (default true): it
   * moves first towards its min bound (a bottom sheet opens before its list
   * scrolls); an inner list scrolls back first towards its start; an inner
   * list that cannot scroll that way hands the gesture to it.
   */
  handoff?: boolean;
  /** Only presses on this element (inside the draggable) start a drag, e.g. a sheet's grabber. Default: anywhere on it. */
  handle?: Element | null;
  /** How landings on snap points move; see {@link Landing}. Default 'auto' (a sheet or PiP box lands in about half a second). */
  landing?: Landing;
  /** Pointer input (mouse, touch, pen). Default true. `'touch'`: touch and pen only (the mouse is the browser's). */
  pointer?: boolean | 'touch';
  scheduler?: Scheduler;
  /**
   * A modal sheet (needs `use: [Modal]`, see {@link Modal}): while it rests on
   * or moves to any snap point but its last (the closed one), the rest of the
   * page is `inert`, focus is moved into it and Tab cycles inside it, Escape
   * snaps it to the last point (which fires 'snap'), and the page behind does
   * not scroll (overflow hidden on the root: its offset kept). All undone on
   * close and on destroy(), focus given back. Fixed at construction.
   * Nested: a modal sheet opened while another is open traps focus and takes
   * Escape alone, its parent inert; closing it gives the parent back its
   * trap. While the child is open or sliding closed, the parent's element
   * has `--kinema-nested` (0..1, how far the child is open) for CSS that
   * steps it back.
   */
  modal?: boolean;
  /** The opt-in features the options need: `[Modal]` for `modal`, `[Detents]` for keyword snap points. */
  use?: DraggableFeature[];
  /**
   * The on-screen keyboard (default true; an axis with y): while focus is
   * inside the element and `window.visualViewport` is shorter than the
   * layout viewport, the element is shown raised by the keyboard's overlap
   * of its visible part (no higher than its top reaching the top of the
   * visual viewport, unless the focused field needs it to stay visible),
   * and back down when the keyboard closes or focus leaves. The raise is
   * not part of `position`, the snap points or `progress`. Fixed at
   * construction.
   */
  avoidKeyboard?: boolean;
}

/**
 * A snap point measured from a bottom sheet (`axis: 'y'`), the translate
 * (px) at which the sheet, resting with its bottom edge where it is at
 * translate 0, shows: `'content'` its content's height (its laid-out
 * children, padding and border); `'markup'` down to the bottom edge of each
 * element inside it with a `data-detent` attribute (one point each);
 * `'closed'` nothing (its own height). Each in [0, height].
 */
export type Detent = 'content' | 'markup' | 'closed';

/** An opt-in Draggable feature (pass it in `use`). */
export interface DraggableFeature {
  readonly option: string;
}

/** The feature behind `modal: true`: `new Draggable(sheet, { axis: 'y', snap: { points }, modal: true, use: [Modal] })`. */
export declare const Modal: DraggableFeature;

/**
 * The feature behind {@link Detent} keywords in `snap.points` and `position`:
 * `new Draggable(sheet, { axis: 'y', snap: { points: ['content', 'closed'] }, use: [Detents] })`
 * (without it a keyword throws a TypeError that says to import it).
 */
export declare const Detents: DraggableFeature;

/** The 'move' event's detail: the translate and the progress from the first snap point (0) to the last (1). */
export interface DraggableMoveDetail extends Point {
  /** See {@link Draggable.progress}. */
  progress: number;
}

/** What update() may change on a live draggable (undefined restores the default). */
export type DraggableUpdate = Omit<DraggableOptions, 'axis' | 'position' | 'scheduler' | 'modal' | 'use' | 'avoidKeyboard'>;

export interface DraggableSnapDetail {
  /** The index in `snap.points`. */
  index: number;
  x: number;
  y: number;
}

/**
 * Moves an element by its CSS translate (which it writes, as
 * `transform: translate3d(x, y, 0)` followed by the element's own inline
 * transform, which it keeps) with kinema's
 * fling and snap, in one axis or in the plane: bottom sheet detents,
 * picture-in-picture corners, swipe to dismiss. A drag follows the pointer
 * (rubber band past the bounds); on release the rest point is projected
 * under friction `drag` on each axis from its own velocity, the nearest snap
 * point chosen (chooseSnap2D, or chooseSnap for one axis) and landed on
 * exactly, keeping the release velocity where the landing can (snapMotion2D:
 * a Friction per axis, else a critically damped spring). Without snap points
 * it flings and bounces back at the bounds as a Scroller. Pressing on it
 * mid-flight takes over where it is. Under scaled or rotated ancestors the
 * element follows the pointer on the screen and element bounds hold. Shares the Scroller's pointer input and
 * gesture arbiter: one owner per gesture. Events (CustomEvent detail):
 * 'move' and 'settle' ({@link Point}), 'snap' ({@link DraggableSnapDetail}),
 * 'release' ({@link ReleaseDetail}: where and when the motion after a release lands),
 * when it comes to rest on a point. "Done" is the landing's motion done
 * (tolerance), then the translate is set exactly on the point.
 *
 * @throws TypeError / RangeError naming the option and value for bad options;
 *   TypeError when `element` already has a Draggable (destroy() it first).
 */
export declare class Draggable extends EventTarget {
  constructor(element: Element, options?: DraggableOptions);
  readonly element: Element;
  readonly axis: Axis;
  readonly reducedMotion: boolean;
  readonly dragging: boolean;
  readonly animating: boolean;
  /** The translate it writes (px). */
  readonly position: Point;
  /** px/s, live: the pointer's during a drag, the motion's while it runs, else 0. */
  readonly velocity: Point;
  readonly bounds: { x: { min: number; max: number }; y: { min: number; max: number } };
  readonly snapPoints: Point[];
  /** The snap point it rests on or moves to; -1 if none. */
  readonly snapIndex: number;
  /**
   * Where it is from its first snap point (0) to its last (1), along the line
   * between them (beyond while overscrolled or flung past); NaN with fewer
   * than two distinct points. Also written as `--kinema-progress` on the
   * element and sent as the 'move' event's `progress` at every move, so a
   * backdrop follows exactly; destroy() removes the property.
   */
  readonly progress: number;
  on(type: 'move', listener: (detail: DraggableMoveDetail, event: CustomEvent<DraggableMoveDetail>) => void): () => void;
  on(type: 'settle', listener: (detail: Point, event: CustomEvent<Point>) => void): () => void;
  on(type: 'snap', listener: (detail: DraggableSnapDetail, event: CustomEvent<DraggableSnapDetail>) => void): () => void;
  on(type: 'release', listener: (detail: ReleaseDetail<Point>, event: CustomEvent<ReleaseDetail<Point>>) => void): () => void;
  /**
   * Changes where the running motion comes to rest: from its exact state
   * now, keeping its velocity, it lands exactly on `point` (a missing axis
   * keeps the running target; a number for one axis), clamped to the bounds
   * as moveTo. Resolves { completed } ({ completed: false } at once when
   * nothing runs).
   */
  retarget(point: Partial<Point> | number): Promise<{ completed: boolean }>;
  /** Moves to a translate (a number for one axis), clamped to the bounds, with the spring unless `animate: false`. */
  moveTo(position: Partial<Point> | number, options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  /** Moves to snap point `index` (not clamped: a point off screen dismisses). */
  snapTo(index: number, options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  /** Changes options on the live draggable; a running landing is re-targeted from its exact state. */
  update(options: DraggableUpdate): void;
  /**
   * Measures an element `bounds`, the rubber band's size and the transformed
   * ancestors again (done at the first press or call that needs them; the
   * constructor reads no layout). Boxes are mapped through scaled and rotated
   * ancestors into translate px.
   */
  refresh(): void;
  /**
   * Stops everything; removes every listener and style it added (its
   * translate too, putting the element's own inline transform back).
   * `keep: true`: the element stays where it is (a running motion stops
   * there), its transform left as shown.
   */
  destroy(options?: { keep?: boolean }): void;
}

/** Options of {@link Swipeable}: the Draggable's (one axis), and `items`. */
export interface SwipeableOptions extends Omit<DraggableOptions, 'axis' | 'position' | 'bounds' | 'handle' | 'modal' | 'use' | 'avoidKeyboard' | 'snap'> {
  /** A CSS selector of the rows (e.g. 'li'): a press inside the list on an element matching it (or inside one) swipes that row. */
  items: string;
  /** 'x' (default) or 'y'. */
  axis?: 'x' | 'y';
  /** Per row, along the axis (px); default: the snap points' extent. */
  bounds?: { min?: number; max?: number };
  /** Where a released row comes to rest (px along the axis, sorted ascending; no keywords). */
  snap?: { points: ArrayLike<number> } | null | false;
}

export interface SwipeableDetail extends Point {
  /** The row. */
  element: Element;
}
export interface SwipeableMoveDetail extends SwipeableDetail {
  /** From the first snap point (0) to the last (1). */
  progress: number;
}
export interface SwipeableSnapDetail extends SwipeableDetail {
  index: number;
}

/**
 * Swipe actions on every row of a list with one controller: a single
 * delegated pointer listener on the list; a row gets its Draggable parts on
 * its first press (so construction reads no layout and adds no listener to
 * any row), rows added later included. Each row has the Draggable's physics
 * (rubber band, fling, projection onto the snap points, exact landing) and
 * its events, with the row as `element`. Sets `touch-action` on the list
 * (pan-y for 'x'): the first horizontal touch on any row is the row's, a
 * vertical one scrolls the list natively. destroy() puts every row's
 * translate and the list's style back.
 * @throws TypeError / RangeError naming the option and value; TypeError when the list already has a Swipeable.
 */
export declare class Swipeable extends EventTarget {
  constructor(list: Element, options: SwipeableOptions);
  readonly element: Element;
  readonly axis: 'x' | 'y';
  /** The snap points along the axis (px). */
  readonly snapPoints: number[];
  /** The translate of `row` along the axis (px; 0 for a row never swiped). */
  positionOf(row: Element): number;
  /** Moves `row` to snap point `index`, with the spring unless `animate: false`. */
  snapTo(row: Element, index: number, options?: { animate?: boolean }): Promise<{ completed: boolean }>;
  on(type: 'move', listener: (detail: SwipeableMoveDetail, event: CustomEvent<SwipeableMoveDetail>) => void): () => void;
  on(type: 'settle', listener: (detail: SwipeableDetail, event: CustomEvent<SwipeableDetail>) => void): () => void;
  on(type: 'snap', listener: (detail: SwipeableSnapDetail, event: CustomEvent<SwipeableSnapDetail>) => void): () => void;
  destroy(): void;
}

/** The detail of each Scroller event (the framework hooks' event maps: kinema/react, kinema/vue). */
export interface ScrollerEventMap {
  scroll: ScrollDetail;
  settle: ScrollDetail;
  snap: SnapDetail;
  select: SelectDetail;
  overscroll: OverscrollDetail;
}
/** The detail of each Draggable event. */
export interface DraggableEventMap {
  move: Point;
  settle: Point;
  snap: DraggableSnapDetail;
}
/** The detail of each Swipeable event (`element`: the row). */
export interface SwipeableEventMap {
  move: SwipeableMoveDetail;
  settle: SwipeableDetail;
  snap: SwipeableSnapDetail;
}
