// A consumer of the published types: every export of 'kinema' used as the
// declarations say, plus misuse marked with `@ts-expect-error` (tsc fails if a
// marked line is NOT an error). tests/js/types.test.js type-checks this file
// with `tsc --strict` (module resolution nodenext and bundler, through the
// package's own "exports"), then transpiles and runs it against the real
// runtime: every misuse the types reject must also throw at runtime.
//
// No @types/node and no DOM lib: the declarations must stand on ES2022 alone.

import {
  init,
  Spring,
  Friction,
  Gravity,
  BouncingGravity,
  ExponentialRate,
  Composite,
  MotionBatch,
  SpringGroup,
  lambertW,
  scrollMotion,
  snapMotion,
  chooseSnap,
  rubberBand,
  rubberBandInverse,
  VelocityTracker,
  wasmMemoryBytes,
  wasmHeapInUse,
  Motion2D,
  Spring2D,
  project2D,
  chooseSnap2D,
  snapMotion2D,
} from 'kinema';
import type {
  ElementaryMotion,
  ErrorStatus,
  KinemaRangeError,
  Motion,
  MotionSamples,
  SpringOptions,
  SpringRegime,
  State,
  Tolerance,
  ChooseSnapOptions,
  Overscroll,
  ScrollMotionOptions,
  SnapMode,
  SnapMotionOptions,
  SnapPoints,
  VelocityTrackerOptions,
  Vec2,
  State2D,
  AxisMotion,
  ChooseSnap2DOptions,
  SnapMotion2DOptions,
} from 'kinema';
import * as kinema from 'kinema';

// --- helpers -----------------------------------------------------------------

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
function expectType<T extends true>(_proof?: T): void {}

let checks = 0;
function assert(condition: boolean, message: string): void {
  checks++;
  if (!condition) throw new Error(`usage.ts: ${message}`);
}
function near(a: number, b: number, tol = 1e-9): boolean {
  return Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));
}
type ErrorClass = typeof Error | typeof TypeError | typeof RangeError;
/** Runs f, which must throw an instance of `kind` (exactly that class). */
function throws(kind: ErrorClass, f: () => unknown, what: string): unknown {
  try {
    f();
  } catch (e) {
    assert(e instanceof kind && (e as Error).constructor === kind, `${what}: threw ${String(e)}, expected ${kind.name}`);
    return e;
  }
  assert(false, `${what}: did not throw`);
  return undefined;
}

// --- before init ---------------------------------------------------------------

throws(Error, () => new Spring({ from: 0, to: 1, stiffness: 1, damping: 1 }), 'Spring before init');
throws(Error, () => lambertW(1), 'lambertW before init');
throws(Error, () => scrollMotion({ position: 0, velocity: 0, min: 0, max: 1 }), 'scrollMotion before init');
throws(Error, () => rubberBand(1, 100), 'rubberBand before init');
const earlyTracker = new VelocityTracker();  // samples need no WebAssembly; the estimate does
earlyTracker.add(0, 0);
throws(Error, () => earlyTracker.velocity(0), 'VelocityTracker.velocity before init');

const loading: Promise<void> = init();
expectType<Equal<ReturnType<typeof init>, Promise<void>>>();
await loading;
assert(init() === loading, 'init() returns the same promise');

// --- Spring ----------------------------------------------------------------------

const tolerance: Tolerance = { distance: 0.5, velocity: 0.5 };
const springOptions: SpringOptions = { from: 0, to: 100, stiffness: 170, damping: 26 };
const spring = new Spring(springOptions);
const x025: number = spring.x(0.25);
const v025: number = spring.dx(0.25);
const state: State = spring.at(0.25);
assert(near(x025, 83.77235854410196) && near(v025, 163.07917308693786), 'Spring x, dx');
assert(state.x === x025 && state.dx === v025, 'Spring.at agrees with x and dx');
assert(spring.x(-1) === spring.x(0) && spring.x(0) === 0 && spring.x(Infinity) === 100, 'time rules');
const regime: SpringRegime = spring.regime;
assert(regime === 'underdamped', 'regime');
assert(spring.to === 100 && spring.mass === 1 && spring.stiffness === 170 && spring.damping === 26, 'Spring params');
assert(near(spring.dampingRatio, 26 / (2 * Math.sqrt(170))), 'dampingRatio');
assert(spring.done(spring.settleTime) && !spring.done(spring.settleTime / 2), 'done is t >= settleTime');

const loose = new Spring({ ...springOptions, velocity: -50, mass: 2, tolerance });
assert(loose.settleTime < new Spring({ ...springOptions, velocity: -50, mass: 2 }).settleTime, 'tolerance is used');

const ratio: Spring = Spring.withDampingRatio({ from: 0, to: 1, stiffness: 100, dampingRatio: 1 });
assert(ratio.regime === 'critical', 'withDampingRatio');
const perceptual: Spring = Spring.withDuration({ from: 0, to: 100, duration: 0.5, bounce: 0.2 });
assert(near(perceptual.stiffness, (2 * Math.PI / 0.5) ** 2) && near(perceptual.dampingRatio, 0.8), 'withDuration');
Spring.withDuration({ from: 0, to: 1, velocity: 3, duration: 1, tolerance: { time: 0.01 } });
// `undefined` counts as absent (also under exactOptionalPropertyTypes).
Spring.withDuration({ from: 0, to: 1, velocity: undefined, duration: 1, bounce: undefined, tolerance: undefined });

// @ts-expect-error `damping` is required
throws(TypeError, () => new Spring({ from: 0, to: 1, stiffness: 1 }), 'missing damping');
// @ts-expect-error options are numbers
throws(TypeError, () => new Spring({ from: '0', to: 1, stiffness: 1, damping: 1 }), 'string option');
// @ts-expect-error unknown option (withDuration has no damping)
throws(TypeError, () => Spring.withDuration({ from: 0, to: 1, duration: 1, damping: 3 }), 'unknown option');
// @ts-expect-error an options object is required
throws(TypeError, () => new Spring(), 'no options');
// @ts-expect-error tolerance fields are numbers
throws(TypeError, () => new Spring({ ...springOptions, tolerance: { distance: '1' } }), 'string tolerance');
// @ts-expect-error time is a number
throws(TypeError, () => spring.x('1'), 'string time');
// @ts-expect-error properties are read-only
throws(TypeError, () => { spring.regime = 'critical'; }, 'assign to a getter');
// @ts-expect-error settleTime is read-only
throws(TypeError, () => { spring.settleTime = 0; }, 'assign settleTime');
throws(RangeError, () => spring.x(NaN), 'NaN time');

const err = throws(RangeError, () => new Spring({ from: 0, to: 1, stiffness: -1, damping: 1 }), 'negative stiffness');
if (err instanceof RangeError && 'parameter' in err) {
  const e = err as KinemaRangeError;
  const status: ErrorStatus = e.status;
  const parameter: string = e.parameter;
  const value: number = e.value;
  assert(status === 'out_of_range' && parameter === 'stiffness' && value === -1, 'KinemaRangeError fields');
} else {
  assert(false, 'RangeError without parameter');
}
const tolErr = throws(RangeError, () => new Spring({ ...springOptions, tolerance: { distance: 0 } }), 'zero tolerance') as KinemaRangeError;
assert(tolErr.parameter === 'tolerance.distance', 'tolerance parameter name');
const nanErr = throws(RangeError, () => Spring.withDuration({ from: 0, to: NaN, duration: 1 }), 'NaN to') as KinemaRangeError;
assert(nanErr.status === 'not_finite' && nanErr.parameter === 'to' && Number.isNaN(nanErr.value), 'not_finite');

// --- Friction ------------------------------------------------------------------------

const fling = new Friction({ from: 0, velocity: 1000, drag: 0.135 });
assert(near(fling.restPosition, 1000 / -Math.log(0.135)) && fling.drag === 0.135, 'Friction');
const t400: number = fling.timeAt(400);
assert(near(fling.x(t400), 400), 'Friction.timeAt');
assert(fling.timeAt(-1) === Infinity, 'timeAt behind the start');
const snap: Friction = Friction.toStopAt({ from: 0, velocity: 2000, to: 640 });
assert(snap.restPosition === 640 && snap.dx(0) === 2000, 'Friction.toStopAt');
// `drag` is optional: 0.135, iOS's normal deceleration.
assert(new Friction({ from: 0, velocity: 1 }).drag === 0.135, 'default drag');
// @ts-expect-error `velocity` is required for a Friction
throws(TypeError, () => new Friction({ from: 0, drag: 0.5 }), 'missing velocity');
// @ts-expect-error toStopAt takes `to`, not `drag`
throws(TypeError, () => Friction.toStopAt({ from: 0, velocity: 1, drag: 0.5 }), 'toStopAt without to');
// @ts-expect-error position is a number
throws(TypeError, () => fling.timeAt('1'), 'string position');
const unreachable = throws(RangeError, () => Friction.toStopAt({ from: 0, velocity: 100, to: -10 }), 'to behind') as KinemaRangeError;
assert(unreachable.status === 'unreachable' && unreachable.parameter === 'to', 'unreachable');

// --- Gravity, BouncingGravity --------------------------------------------------------

const gravity = new Gravity({ from: 0, acceleration: 1000 });
assert(gravity.timeAt(500) === 1 && gravity.x(1) === 500 && gravity.settleTime === Infinity && !gravity.done(1e9), 'Gravity');
const upwards = new Gravity({ from: 0, velocity: -300, acceleration: 1000, tolerance: { velocity: 1 } });
assert(upwards.x(Infinity) === Infinity, 'Gravity limit');
// @ts-expect-error `acceleration` is required
throws(TypeError, () => new Gravity({ from: 0 }), 'missing acceleration');

const drop = new BouncingGravity({ from: 0, acceleration: 2000, floor: 500, restitution: 0.5 });
const firstImpact: number = drop.firstImpact;
assert(near(firstImpact, Math.SQRT1_2) && drop.impactTime(0) === firstImpact, 'firstImpact');
assert(Number.isInteger(drop.bounces) && drop.impactTime(drop.bounces + 1) === Infinity, 'bounces');
assert(drop.floor === 500 && drop.x(Infinity) === 500 && drop.done(drop.settleTime), 'floor');
new BouncingGravity({ from: 0, velocity: 100, acceleration: -2000, floor: -50 });
throws(RangeError, () => drop.impactTime(0.5), 'non-integer impact');
// @ts-expect-error `floor` is required
throws(TypeError, () => new BouncingGravity({ from: 0, acceleration: 1 }), 'missing floor');

// --- ExponentialRate ---------------------------------------------------------------------

const ring: ExponentialRate = ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 });
assert(near(ring.velocity, 2363.534185069376) && near(ring.lambda, 7.7117806168979195), 'solve');
assert(near(ring.x(0.5), 300) && near(ring.dx(0.5), 50) && ring.duration === 0.5 && ring.done(0.5), 'ring');
const open = new ExponentialRate({ from: 0, velocity: 100, lambda: 2 });
assert(open.duration === Infinity && open.settleTime > 0 && open.settleTime < Infinity, 'open-ended');
new ExponentialRate({ from: 0, velocity: 100, lambda: 0, duration: 2 });
// @ts-expect-error solve needs finalVelocity
throws(TypeError, () => ExponentialRate.solve({ from: 0, to: 1, duration: 1 }), 'missing finalVelocity');
// @ts-expect-error `lambda` is a number
throws(TypeError, () => new ExponentialRate({ from: 0, velocity: 1, lambda: null }), 'null lambda');
throws(RangeError, () => ExponentialRate.solve({ from: 0, to: 100, finalVelocity: -1, duration: 1 }), 'wrong sign');

// --- Composite ---------------------------------------------------------------------------

const scroll: Composite = Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 });
const switchTimes: number[] = scroll.switchTimes;
assert(scroll.segmentCount === 2 && switchTimes.length === 2 && switchTimes[0] === 0, 'flingToSpring');
assert(near(scroll.x(Infinity), 500) && scroll.done(scroll.settleTime), 'flingToSpring rest');
const fall = Composite.fall({ from: 0, acceleration: 1000, landing: 100, stiffness: 300, dampingRatio: 0.5 });
const fallState: State = fall.at(0.5);
assert(fall.segmentCount === 2 && near(fallState.x, fall.x(0.5)) && fall.dx(0) === 0, 'fall');
// @ts-expect-error there is no public constructor
throws(TypeError, () => new Composite(), 'new Composite');
// @ts-expect-error flingToSpring needs bounds
throws(TypeError, () => Composite.flingToSpring({ from: 0, velocity: 1, drag: 0.5, stiffness: 1 }), 'missing bounds');
// @ts-expect-error switchTimes is read-only
throws(TypeError, () => { scroll.switchTimes = []; }, 'assign switchTimes');

// --- Scrolling: scrollMotion ------------------------------------------------------------------

const scrollOptions: ScrollMotionOptions = { position: 0, velocity: 3000, min: 0, max: 500 };
const bounce: Composite = scrollMotion(scrollOptions);
assert(bounce.segmentCount === 2 && near(bounce.x(Infinity), 500) && bounce.dx(0) === 3000, 'scrollMotion bounce');
const edge: Overscroll = 'clamp';
const clamped = scrollMotion({ ...scrollOptions, overscroll: edge, drag: 0.2, stiffness: 200, dampingRatio: 0.8, tolerance });
const hit = clamped.switchTimes[1] ?? NaN;
assert(clamped.x(hit) === 500 && clamped.dx(hit) === 0 && clamped.done(hit), 'scrollMotion clamp');
// Grabbed mid-flight: the next motion starts from the exact state.
const grabbed = scrollMotion({ ...scrollOptions, position: bounce.x(0.1), velocity: bounce.dx(0.1) });
assert(near(grabbed.x(0.05), bounce.x(0.15)), 'scrollMotion continues from its state');
scrollMotion({ ...scrollOptions, overscroll: undefined, drag: undefined, tolerance: undefined });
// @ts-expect-error overscroll is 'bounce' or 'clamp'
throws(TypeError, () => scrollMotion({ ...scrollOptions, overscroll: 'stretch' }), 'bad overscroll');
// @ts-expect-error `max` is required
throws(TypeError, () => scrollMotion({ position: 0, velocity: 1, min: 0 }), 'missing max');
// @ts-expect-error scrollMotion takes `position`, not `from`
throws(TypeError, () => scrollMotion({ from: 0, velocity: 1, min: 0, max: 1 }), 'from instead of position');
const maxErr = throws(RangeError, () => scrollMotion({ ...scrollOptions, min: 10, max: 5 }), 'max < min') as KinemaRangeError;
assert(maxErr.parameter === 'max' && maxErr.status === 'out_of_range', 'max parameter');

// --- Scrolling: chooseSnap, snapMotion ------------------------------------------------------------

const pages: SnapPoints = [0, 400, 800];
const chooseOptions: ChooseSnapOptions = { points: pages, position: 120, velocity: 600 };
const chosen: number = chooseSnap(chooseOptions);
assert(chosen === 1, 'chooseSnap nearest to the projected rest');
const mode: SnapMode = 'page';
assert(chooseSnap({ points: new Float64Array([0, 400, 800, 1200]), position: 10, velocity: 1e5, mode, start: 0 }) === 1, 'page mode');
assert(chooseSnap({ points: [0, 400, 800], position: 10, velocity: 1e5, drag: 0.5, start: undefined }) === 2, 'drag');
const target = pages[chosen] ?? NaN;
const snapOptions: SnapMotionOptions = { position: 120, velocity: 600, target };
const landing = snapMotion(snapOptions);
expectType<Equal<typeof landing, Friction | Spring>>();
assert(landing instanceof Friction && landing.restPosition === 400 && landing.dx(0) === 600, 'snapMotion friction');
const back = snapMotion({ ...snapOptions, velocity: -50, stiffness: 400, maxTimeConstant: 0.3, tolerance });
if (back instanceof Spring) {
  assert(back.regime === 'critical' && back.stiffness === 400 && back.x(0) === 120 && back.dx(0) === -50, 'snapMotion spring');
} else {
  assert(false, 'snapMotion away from the target is a Spring');
}
// @ts-expect-error `target` is required
throws(TypeError, () => snapMotion({ position: 0, velocity: 1 }), 'missing target');
// @ts-expect-error snapMotion has no drag (it is solved)
throws(TypeError, () => snapMotion({ ...snapOptions, drag: 0.5 }), 'snapMotion drag');
// @ts-expect-error mode is 'nearest' or 'page'
throws(TypeError, () => chooseSnap({ ...chooseOptions, mode: 'pages' }), 'bad mode');
// @ts-expect-error chooseSnap takes no tolerance
throws(TypeError, () => chooseSnap({ ...chooseOptions, tolerance }), 'chooseSnap tolerance');
// @ts-expect-error points are numbers
throws(TypeError, () => chooseSnap({ ...chooseOptions, points: ['0', '400'] }), 'string points');
// @ts-expect-error points are numbers, not bigints
throws(TypeError, () => chooseSnap({ ...chooseOptions, points: new BigInt64Array(2) }), 'bigint points');
const sortErr = throws(RangeError, () => chooseSnap({ ...chooseOptions, points: [0, 800, 400] }), 'unsorted') as KinemaRangeError;
assert(sortErr.parameter === 'points[2]' && sortErr.value === 400, 'unsorted parameter');
const stiffErr = throws(RangeError, () => snapMotion({ ...snapOptions, stiffness: 0 }), 'zero stiffness') as KinemaRangeError;
assert(stiffErr.parameter === 'stiffness' && stiffErr.status === 'out_of_range', 'snap stiffness parameter');

// --- Scrolling: rubberBand, VelocityTracker -----------------------------------------------------

const banded: number = rubberBand(100, 800);
assert(near(banded, 0.55 * 100 * 800 / (800 + 55)) && banded < 100, 'rubberBand');
assert(rubberBand(-100, 800, 0.55) === -banded && rubberBand(Infinity, 800) === 800, 'rubberBand odd, limit');
assert(near(rubberBandInverse(banded, 800), 100, 1e-12) && rubberBandInverse(800, 800) === Infinity, 'rubberBandInverse');
// @ts-expect-error the dimension is required
throws(TypeError, () => rubberBand(100), 'missing dimension');
// @ts-expect-error numbers only
throws(TypeError, () => rubberBandInverse('1', 800), 'string displayed');
const dimErr = throws(RangeError, () => rubberBand(1, 0), 'zero dimension') as KinemaRangeError;
assert(dimErr.parameter === 'dimension', 'dimension parameter');

const trackerOptions: VelocityTrackerOptions = { window: 0.1, stopGap: 0.04 };
const tracker = new VelocityTracker(trackerOptions);
tracker.add(0, 100);
tracker.add(0.016, 116);
tracker.add(0.033, 133);
const released: number = tracker.velocity(0.033);
assert(near(released, 1000), 'VelocityTracker');
assert(tracker.velocity(0.2) === 0, 'held still');
tracker.reset();
assert(tracker.velocity(0.033) === 0 && new VelocityTracker().velocity(1) === 0, 'reset');
new VelocityTracker({ window: undefined });
// @ts-expect-error the tracker takes no tolerance
throws(TypeError, () => new VelocityTracker({ tolerance }), 'tracker tolerance');
// @ts-expect-error add takes a time and a position
throws(TypeError, () => tracker.add(0), 'add without x');
// @ts-expect-error velocity needs the release time
throws(TypeError, () => tracker.velocity(), 'velocity without now');
const windowErr = throws(RangeError, () => new VelocityTracker({ window: -1 }), 'negative window') as KinemaRangeError;
assert(windowErr.parameter === 'window', 'window parameter');

// --- The Motion interface ----------------------------------------------------------------

const motions: Motion[] = [spring, fling, gravity, drop, ring, scroll, bounce, landing, back];
for (const m of motions) {
  const s: State = m.at(0.1);
  assert(s.x === m.x(0.1) && typeof m.done(0) === 'boolean' && typeof m.settleTime === 'number', 'Motion');
}
const elementary: ElementaryMotion[] = [spring, fling, gravity, drop, ring];
// @ts-expect-error Motion is a type, not a runtime export
assert(kinema.Motion === undefined, 'no Motion value');

// --- MotionBatch ---------------------------------------------------------------------------

const batch = new MotionBatch(elementary.length);
assert(batch.capacity === 5, 'capacity');
elementary.forEach((m, i) => batch.set(i, m, i === 1 ? 0.5 : 0));
const samples: MotionSamples = batch.sample(1);
const xs: Float64Array = samples.x;
assert(xs.length === 5 && xs[0] === spring.x(1) && xs[1] === fling.x(0.5) && samples.dx[2] === gravity.dx(1), 'sample');
assert(batch.sample(1, 2).x.length === 2, 'sample count');
// @ts-expect-error a Composite cannot go in a batch
throws(TypeError, () => batch.set(0, scroll), 'Composite in a batch');
// @ts-expect-error the capacity is required
throws(TypeError, () => new MotionBatch(), 'no capacity');
throws(RangeError, () => batch.set(5, spring), 'index out of range');
batch.dispose();
batch.dispose();
throws(Error, () => batch.sample(0), 'sample after dispose');

// --- SpringGroup --------------------------------------------------------------------------

const group = new SpringGroup(4);
assert(group.count === 4, 'count');
group.target.fill(100);
group.velocity.fill(0);
for (let i = 0; i < 60; i++) group.step(1 / 60, { angularFrequency: 13, dampingRatio: 1 });
const reference = Spring.withDampingRatio({ from: 0, to: 100, stiffness: 169, dampingRatio: 1 });
assert(near(group.x[3] ?? NaN, reference.x(1), 1e-12), 'step equals the closed form');
// @ts-expect-error dampingRatio is required
throws(TypeError, () => group.step(0.1, { angularFrequency: 1 }), 'missing dampingRatio');
// @ts-expect-error the views are read-only properties
throws(TypeError, () => { group.x = new Float64Array(4); }, 'assign x');
const dtErr = throws(RangeError, () => group.step(-1, { angularFrequency: 1, dampingRatio: 1 }), 'negative dt') as KinemaRangeError;
assert(dtErr.parameter === 'dt', 'dt parameter');
group.dispose();
throws(Error, () => group.x, 'x after dispose');

// --- Motions in the plane: Motion2D, Spring2D, project2D, chooseSnap2D, snapMotion2D -------------

const corners: Vec2[] = [{ x: 16, y: 16 }, { x: 254, y: 16 }, { x: 16, y: 648 }, { x: 254, y: 648 }];
const release = { position: { x: 135, y: 332 }, velocity: { x: -1500, y: 1500 } };
const rest2: Vec2 = project2D(release);
assert(near(rest2.x, 135 - 1500 / -Math.log(0.135)) && near(rest2.y, 332 + 1500 / -Math.log(0.135)), 'project2D');
const choose2: ChooseSnap2DOptions = { points: corners, ...release };
const corner: number = chooseSnap2D(choose2);
assert(corner === 2, 'chooseSnap2D: the bottom-left corner');
const land2: SnapMotion2DOptions = { ...release, target: corners[corner] ?? { x: 0, y: 0 }, tolerance };
const pip = snapMotion2D(land2);
expectType<Equal<typeof pip, Motion2D<Friction | Spring>>>();
const s2: State2D = pip.at(0);
assert(s2.dx === -1500 && s2.dy === 1500 && pip.position(Infinity).y === 648, 'snapMotion2D lands keeping the release velocity');
assert(pip.motionX instanceof Friction && pip.done(pip.settleTime) && pip.restPosition.x === 16, 'snapMotion2D axes');
const pair = new Motion2D(scrollMotion({ ...scrollOptions }), new Friction({ from: 0, velocity: 10 }));
expectType<Equal<typeof pair, Motion2D<Composite, Friction>>>();
const axis: AxisMotion = pair.motionY;
assert(axis.settleTime <= pair.settleTime && pair.velocity(0).y === 10, 'Motion2D pairs any motions');
const s2d = Spring2D.withDuration({ from: { x: 0, y: 0 }, to: { x: 300, y: 400 }, duration: 0.4 });
expectType<Equal<typeof s2d.motionX, Spring>>();
assert(s2d.regime === 'critical' && s2d.to.y === 400 && s2d instanceof Motion2D, 'Spring2D');
const s2p = new Spring2D({ from: { x: 0, y: 0 }, to: { x: 3, y: 4 }, velocity: { x: 1, y: 2 }, stiffness: 100, damping: 20 });
assert(s2p.position(0).x === 0 && s2p.velocity(0).y === 2, 'new Spring2D');
// @ts-expect-error vectors are {x, y}, not arrays
throws(TypeError, () => snapMotion2D({ ...land2, target: [16, 648] }), 'array target');
// @ts-expect-error chooseSnap2D takes 2D points
throws(TypeError, () => chooseSnap2D({ ...choose2, points: [16, 254] }), 'number points');
// @ts-expect-error Motion2D pairs motions, not numbers
throws(TypeError, () => new Motion2D(1, 2), 'Motion2D of numbers');
// @ts-expect-error Spring2D needs stiffness and damping
throws(TypeError, () => new Spring2D({ from: { x: 0, y: 0 }, to: { x: 3, y: 4 } }), 'Spring2D missing options');
const axisErr = throws(RangeError, () => chooseSnap2D({ ...choose2, velocity: { x: 0, y: NaN } }), 'NaN velocity') as KinemaRangeError;
assert(axisErr.parameter === 'velocity.y' && axisErr.status === 'not_finite', 'chooseSnap2D names the component');

// --- diagnostics -----------------------------------------------------------------------------

const inUse: number = wasmHeapInUse();
const memoryBytes: number = wasmMemoryBytes();
assert(memoryBytes % 65536 === 0 && inUse >= 0 && inUse < memoryBytes, 'wasmHeapInUse within wasmMemoryBytes');

// --- lambertW --------------------------------------------------------------------------------

const omega: number = lambertW(1);
assert(near(omega, 0.5671432904097838) && lambertW(-Math.exp(-1), -1) === -1, 'lambertW');
assert(near(lambertW(-0.2, -1), -2.5426413577735265), 'W-1');
// @ts-expect-error the branch is 0 or -1
throws(RangeError, () => lambertW(1, 1), 'branch 1');
// @ts-expect-error z is a number
throws(TypeError, () => lambertW('1'), 'string z');
const domain = throws(RangeError, () => lambertW(-1), 'below -1/e') as KinemaRangeError;
assert(domain.status === 'out_of_domain' && domain.parameter === 'z', 'out_of_domain');

export const summary = `usage: ok (${checks} checks)`;
