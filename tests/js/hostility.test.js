// JS API hostility, property-based (fast-check): every export of 'kinema'
// (and animate / frameLoop / FrameLoop / Scroller of 'kinema/dom') is called
// with generated hostile arguments: wrong types, options with missing,
// unknown (including Object.prototype names such as `constructor`) or
// non-number keys, NaN, ±Infinity, ±0, huge and tiny values, frozen / sealed /
// null-prototype / inherited options, getters that throw, and Proxies that
// throw on get / has / ownKeys / getOwnPropertyDescriptor, mixed with valid
// options. Then every method of what came back is called the same way.
//
// The property, for every generated call:
// - it returns a correct-looking result (numbers that are not NaN, finite
//   where documented, documented limits such as a damped spring's
//   x(Infinity) === to and `done(t)` exactly `t >= settleTime`), or
// - it throws a TypeError whose message starts with "kinema:" (a message of
//   the library naming the problem, not an engine TypeError from deep
//   inside), or a RangeError with a `parameter` property that its message
//   names, or
// - it re-throws exactly the error our hostile getter / proxy threw;
// - it never throws anything else (WebAssembly.RuntimeError, BindingError,
//   engine TypeErrors, plain Errors), and
// - after it, fixed valid calls still give the exact same values (motions
//   made before, a fresh Spring, a MotionBatch sample): the module is intact.
//
// Generated values are plain descriptors (printable counterexamples), turned
// into the hostile objects by build().
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import {
  init, wasmMemoryBytes, Spring, Friction, Gravity, BouncingGravity, ExponentialRate, Composite,
  MotionBatch, SpringGroup, lambertW, scrollMotion, snapMotion, chooseSnap, rubberBand,
  rubberBandInverse, VelocityTracker,
} from 'kinema';
import { animate, frameLoop, FrameLoop, Scroller } from 'kinema/dom';

await init();

const SEED = 0x6b696e;  // fixed: the same cases on every run
const RUNS = 300;
let generatedCalls = 0;
after(() => console.log(`# hostility: ${generatedCalls} generated calls`));

// ---------------------------------------------------------------------------
// Hostile values as printable descriptors

/** Errors thrown by our getters and proxy traps: re-throwing them is fine. */
const ours = new WeakSet();
function hostileError(where) {
  const e = new Error(`hostile ${where}`);
  ours.add(e);
  return e;
}

const SPECIAL = [
  NaN, Infinity, -Infinity, 0, -0, 1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 5e-324, -5e-324,
  1e-300, 2 ** 53, -(2 ** 53), 1e7 + 1, 0.5, -1, 1, 2, 100, 1e-7, -0.5,
];
const specialNum = fc.constantFrom(...SPECIAL);
const anyNum = fc.oneof(
  { weight: 3, arbitrary: specialNum },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.double({ min: -1e4, max: 1e4, noNaN: true }) },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
);
const TAGS = [
  'symbol', 'fn', 'arrow', 'class', 'date', 'regexp', 'nullProtoBare', 'throwingToString', 'throwingValueOf',
  'map', 'promise', 'error', 'emptyObject', 'emptyArray', 'proxyGet', 'proxyHas', 'proxyOwnKeys',
  'proxyGetPrototypeOf', 'fakeMotion', 'proxiedMotion', 'float64', 'dataView', 'nodeType1',
];
const wrongType = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('1', '0', 'NaN', '1e308', '-0', ' 5 ', 'Infinity', '', 'bounce', 'nearest'),
  fc.boolean(), fc.constant(null), fc.constant(undefined),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.constantFrom(...TAGS).map(($) => ({ $ })),
  fc.constantFrom(...TAGS).map(($) => ({ $ })),
  anyNum.map((v) => ({ $: 'boxed', v })),
  anyNum.map((v) => ({ $: 'valueOf', v })),
  fc.array(anyNum, { maxLength: 3 }).map((items) => ({ $: 'array', items })),
);
const hostile = fc.oneof({ weight: 3, arbitrary: anyNum }, { weight: 2, arbitrary: wrongType });

const EXTRA_KEYS = fc.oneof(
  fc.constantFrom('constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'),
  fc.constantFrom('constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf',
    'propertyIsEnumerable', 'toLocaleString', 'foo', 'From', 'then', 'tolerances', 'velocityX'),
  fc.string({ minLength: 1, maxLength: 4 }),
);
const WRAPS = ['plain', 'plain', 'plain', 'plain', 'frozen', 'sealed', 'preventExtensions', 'nullProto',
  'inherited', 'proxyTransparent', 'proxyGet', 'proxyHas', 'proxyOwnKeys', 'proxyDescriptor'];

/**
 * Options descriptors around a valid options object: each key kept valid,
 * omitted, set to another number or a hostile value, or behind a getter that
 * throws; maybe extra keys; then a wrapper (frozen, sealed, proxy, …).
 * `choices` lists other valid values of a key (strings, arrays).
 */
function optionsArb(valid, { tolerance = true, choices = {} } = {}) {
  const field = (key) => fc.oneof(
    { weight: 8, arbitrary: fc.constant({ v: valid[key] }) },
    ...(choices[key] ? [{ weight: 4, arbitrary: fc.constantFrom(...choices[key]).map((v) => ({ v })) }] : []),
    { weight: 2, arbitrary: fc.constant({ omit: true }) },
    { weight: 3, arbitrary: anyNum.map((v) => ({ v })) },
    { weight: 1, arbitrary: hostile.map((v) => ({ v })) },
    { weight: 1, arbitrary: fc.constant({ getterThrows: true }) },
    { weight: 1, arbitrary: fc.constant({ undef: true }) },
  );
  const fields = {};
  for (const key of Object.keys(valid)) fields[key] = field(key);
  if (tolerance) {
    fields.tolerance = fc.oneof(
      { weight: 6, arbitrary: fc.constant({ omit: true }) },
      { weight: 3, arbitrary: optionsArb({ distance: 1e-3, velocity: 1e-3, time: 1e-3 }, { tolerance: false }).map((v) => ({ v })) },
      { weight: 1, arbitrary: hostile.map((v) => ({ v })) },
    );
  }
  const record = fc.record({
    fields: fc.record(fields),
    extra: fc.oneof(
      { weight: 3, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.array(fc.tuple(EXTRA_KEYS, hostile), { minLength: 1, maxLength: 2 }) },
    ),
    wrap: fc.constantFrom(...WRAPS),
  }).map((o) => ({ $: 'options', ...o }));
  return fc.oneof({ weight: 9, arbitrary: record }, { weight: 1, arbitrary: hostile });
}

function defineValue(o, key, value) {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

function trap(kind) {
  return () => { throw hostileError(kind); };
}

let fakeMotion;  // set once the module is loaded (see below)

/** Descriptor -> the hostile value. */
function build(d) {
  if (d === null || typeof d !== 'object') return d;
  if (Array.isArray(d)) return d.map(build);
  switch (d.$) {
    case 'symbol': return Symbol('hostile');
    case 'fn': return function hostileFunction() { return 5; };
    case 'arrow': return () => 5;
    case 'class': return class Hostile {};
    case 'date': return new Date(0);
    case 'regexp': return /5/;
    case 'nullProtoBare': return Object.create(null);
    case 'throwingToString': return { toString: trap('toString'), valueOf: trap('valueOf') };
    case 'throwingValueOf': return { valueOf: trap('valueOf') };
    case 'map': return new Map([['from', 0]]);
    case 'promise': return Promise.resolve(5);
    case 'error': return new RangeError('not ours');
    case 'emptyObject': return {};
    case 'emptyArray': return [];
    case 'proxyGet': return new Proxy({}, { get: trap('get') });
    case 'proxyHas': return new Proxy({}, { has: trap('has') });
    case 'proxyOwnKeys': return new Proxy({}, { ownKeys: trap('ownKeys') });
    case 'proxyGetPrototypeOf': return new Proxy({}, { getPrototypeOf: trap('getPrototypeOf') });
    case 'fakeMotion': return fakeMotion();
    case 'proxiedMotion': return new Proxy(new Spring({ from: 0, to: 1, stiffness: 100, damping: 20 }), {});
    case 'float64': return new Float64Array([0, 1]);
    case 'dataView': return new DataView(new ArrayBuffer(16));
    case 'nodeType1': return { nodeType: 1 };
    case 'boxed': return Object(d.v);
    case 'valueOf': return { valueOf: () => d.v };
    case 'array': return d.items.map(build);
    case 'typed': return new globalThis[d.type](d.items);
    case 'sparse': { const a = new Array(d.length); a[0] = d.first; return a; }
    case 'arrayGetterThrows': {
      const a = d.items.slice();
      Object.defineProperty(a, d.at % (a.length || 1), { get: trap('array getter'), enumerable: true });
      return a;
    }
    case 'proxyArray': return new Proxy(d.items.slice(), { get: (t, k) => (k === 'length' ? t.length : Reflect.get(t, k)) });
    case 'motion': return MOTIONS[d.kind]();
    case 'scheduler': return scheduler();
    case 'abortSignal': { const c = new AbortController(); if (d.aborted) c.abort(); return c.signal; }
    case 'onUpdate': return d.throws ? () => { throw hostileError('onUpdate'); } : () => {};
    case 'options': return buildOptions(d);
    default: throw new Error(`test bug: unknown descriptor ${JSON.stringify(d)}`);
  }
}

function buildOptions({ fields, extra, wrap }) {
  let o = wrap === 'nullProto' ? Object.create(null) : {};
  for (const [key, f] of Object.entries(fields)) {
    if (f.omit) continue;
    if (f.getterThrows) Object.defineProperty(o, key, { get: trap(`getter ${key}`), enumerable: true, configurable: true });
    else if (f.undef) defineValue(o, key, undefined);
    else defineValue(o, key, build(f.v));
  }
  for (const [key, v] of extra) defineValue(o, key, build(v));
  switch (wrap) {
    case 'frozen': return Object.freeze(o);
    case 'sealed': return Object.seal(o);
    case 'preventExtensions': return Object.preventExtensions(o);
    case 'inherited': return Object.create(o);
    case 'proxyTransparent': return new Proxy(o, {});
    case 'proxyGet': return new Proxy(o, { get: trap('proxy get') });
    case 'proxyHas': return new Proxy(o, { has: trap('proxy has') });
    case 'proxyOwnKeys': return new Proxy(o, { ownKeys: trap('proxy ownKeys') });
    case 'proxyDescriptor': return new Proxy(o, { getOwnPropertyDescriptor: trap('proxy getOwnPropertyDescriptor') });
    default: return o;
  }
}

const show = (d) => fc.stringify(d);

/**
 * The unknown keys a generated options descriptor has (documented: they
 * throw a TypeError), including in its `tolerance`. None for an inherited
 * options object (Object.keys does not see inherited keys).
 */
function unknownKeys(d, known, tolerance = true) {
  if (d?.$ !== 'options' || d.wrap === 'inherited') return [];
  const all = new Set([...known, ...(tolerance ? ['tolerance'] : [])]);
  const out = d.extra.map(([k]) => k).filter((k) => !all.has(k));
  const tol = d.fields.tolerance;
  if (tolerance && tol && !tol.omit && !tol.getterThrows && !tol.undef) {
    out.push(...unknownKeys(tol.v, ['distance', 'velocity', 'time'], false).map((k) => `tolerance.${k}`));
  }
  return out;
}

/** A check that fails any result when the options have unknown keys. */
function orUnknown(d, known, tolerance, check) {
  const unknown = unknownKeys(d, known, tolerance);
  if (unknown.length === 0) return check;
  return () => `a result, although the options have the unknown key(s) ${unknown.map((k) => `\`${k}\``).join(', ')} (documented: TypeError)`;
}

// ---------------------------------------------------------------------------
// The check around every call

const REF_X = 83.77235854410196;
const REF = { from: 0, to: 100, stiffness: 170, damping: 26 };
// Motions made before any hostile call: they must keep their values.
const OLD_SPRING = new Spring(REF);
const OLD_FRICTION = new Friction({ from: 10, velocity: 900, drag: 0.2 });
const OLD_FRICTION_X = OLD_FRICTION.x(0.3);
const REF_BATCH = new MotionBatch(2);
REF_BATCH.set(0, OLD_SPRING, 0);
REF_BATCH.set(1, OLD_FRICTION, 0.1);
const REF_SAMPLE = (() => { const s = REF_BATCH.sample(0.4); return [s.x[0], s.dx[0], s.x[1], s.dx[1]]; })();
const REF_LAMBERT = lambertW(1);

function moduleIntact(label) {
  const got = [
    OLD_SPRING.x(0.25), new Spring(REF).x(0.25), OLD_FRICTION.x(0.3), OLD_SPRING.x(0.25),
  ];
  const want = [REF_X, REF_X, OLD_FRICTION_X, REF_X];
  const s = REF_BATCH.sample(0.4);
  got.push(s.x[0], s.dx[0], s.x[1], s.dx[1], lambertW(1));
  want.push(...REF_SAMPLE, REF_LAMBERT);
  for (let i = 0; i < want.length; i++) {
    if (!Object.is(got[i], want[i])) {
      assert.fail(`module corrupted after ${label}: reference value #${i} expected ${want[i]}, got ${got[i]}`);
    }
  }
}

function describeError(e) {
  if (e === null || (typeof e !== 'object' && typeof e !== 'function')) return `a thrown ${typeof e} ${String(e)}`;
  let s = `${e.constructor?.name ?? 'object'}: ${e.message}`;
  if ('parameter' in e) s += ` [parameter=${String(e.parameter)}, status=${String(e.status)}]`;
  return s;
}

/** Whether a thrown value is one the property accepts (see the top). */
function acceptable(e, { disposed = false } = {}) {
  if (ours.has(e)) return true;
  if (e instanceof TypeError && e.constructor === TypeError) return typeof e.message === 'string' && e.message.startsWith('kinema:');
  if (e instanceof RangeError && e.constructor === RangeError) {
    return typeof e.message === 'string' && e.message.startsWith('kinema:')
      && typeof e.parameter === 'string' && e.parameter.length > 0
      && e.message.includes(`\`${e.parameter}\``);
  }
  if (disposed && e?.constructor === Error && /^kinema: \w+: used after dispose\(\)$/.test(e.message)) return true;
  return false;
}

/**
 * Runs one generated call: `fn` must return something `check` accepts or
 * throw something acceptable; then the module must be intact. Returns
 * { ok, value }.
 */
function attempt(label, fn, check, options) {
  generatedCalls++;
  let value;
  let ok = false;
  try {
    value = fn();
    ok = true;
  } catch (e) {
    if (!acceptable(e, options)) assert.fail(`${label} threw ${describeError(e)}`);
  }
  if (ok && check) {
    const problem = check(value);
    if (problem) assert.fail(`${label} returned ${problem}`);
  }
  moduleIntact(label);
  return { ok, value };
}

const isNum = (v) => typeof v === 'number' && !Number.isNaN(v);
const num = (v) => (isNum(v) ? null : `${fc.stringify(v)} (expected a number, not NaN)`);
const fmt = (v) => fc.stringify(v);

// ---------------------------------------------------------------------------
// Motions and their methods

const MOTIONS = {
  spring: () => new Spring({ from: 0, to: 100, velocity: 5, stiffness: 170, damping: 26 }),
  friction: () => new Friction({ from: 0, velocity: 1000 }),
  gravity: () => new Gravity({ from: 0, acceleration: 1000 }),
  bouncing: () => new BouncingGravity({ from: 0, acceleration: 2000, floor: 500 }),
  exponential: () => new ExponentialRate({ from: 0, velocity: 1500, lambda: 3 }),
  composite: () => Composite.fall({ from: 0, acceleration: 1000, landing: 300, stiffness: 300 }),
};
fakeMotion = () => Object.create(Spring.prototype);
const motionDesc = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...Object.keys(MOTIONS)).map((kind) => ({ $: 'motion', kind })) },
  { weight: 1, arbitrary: fc.constantFrom({ $: 'fakeMotion' }, { $: 'proxiedMotion' }) },
  { weight: 1, arbitrary: hostile },
);

const timeArg = fc.oneof(
  { weight: 3, arbitrary: fc.double() },
  { weight: 3, arbitrary: specialNum },
  { weight: 2, arbitrary: fc.double({ min: -1, max: 5, noNaN: true }) },
  { weight: 2, arbitrary: hostile },
);
const argsArb = (arg = timeArg) => fc.oneof(
  { weight: 6, arbitrary: fc.tuple(arg) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.tuple(arg, hostile) },
);

const MOTION_METHODS = ['x', 'dx', 'at', 'done'];
const EXTRA_METHODS = {
  Friction: ['timeAt'], Gravity: ['timeAt'], BouncingGravity: ['impactTime'],
};
const GETTERS = {
  Spring: ['regime', 'to', 'mass', 'stiffness', 'damping', 'dampingRatio'],
  Friction: ['drag', 'restPosition'],
  Gravity: [],
  BouncingGravity: ['firstImpact', 'bounces', 'floor'],
  ExponentialRate: ['velocity', 'lambda', 'duration'],
  Composite: ['switchTimes', 'segmentCount'],
};

/** What is wrong with a freshly made motion of class `kind`, or null. */
function checkMotion(kind) {
  return (m) => {
    if (!(m instanceof { Spring, Friction, Gravity, BouncingGravity, ExponentialRate, Composite }[kind])) {
      return `${fmt(m)} (expected a ${kind})`;
    }
    if (!isNum(m.settleTime) || m.settleTime < 0) return `a motion with settleTime ${m.settleTime}`;
    for (const g of GETTERS[kind]) {
      const v = m[g];
      if (g === 'regime') { if (!['underdamped', 'critical', 'overdamped'].includes(v)) return `regime ${fmt(v)}`; continue; }
      if (g === 'switchTimes') {
        if (!Array.isArray(v) || v[0] !== 0 || !v.every(isNum) || v.length !== m.segmentCount) return `switchTimes ${fmt(v)}`;
        continue;
      }
      if (!isNum(v)) return `a motion whose ${g} is ${fmt(v)}`;
    }
    if (kind === 'Friction' && !(m.drag >= 0 && m.drag <= 1)) return `a Friction with drag ${m.drag}`;
    if (kind === 'BouncingGravity' && !(Number.isInteger(m.bounces) && m.bounces >= 0)) return `bounces ${m.bounces}`;
    // Documented limits.
    if (kind === 'Spring' && m.damping > 0 && !Object.is(m.x(Infinity), m.to) && !(m.x(Infinity) === m.to)) {
      return `a damped Spring (to ${m.to}, damping ${m.damping}) with x(Infinity) = ${m.x(Infinity)} (expected its target)`;
    }
    return null;
  };
}

/** What is wrong with `m[method](...args)` returning v, or null. */
function checkMethod(m, method, args) {
  const t = args[0];
  return (v) => {
    switch (method) {
      case 'x': case 'dx': return num(v);
      case 'at':
        if (v === null || typeof v !== 'object' || !isNum(v.x) || !isNum(v.dx)) return `${fmt(v)} (expected {x, dx}, not NaN)`;
        return null;
      case 'done': {
        if (typeof v !== 'boolean') return `${fmt(v)} (expected a boolean)`;
        const s = m.settleTime;
        const want = s !== Infinity && Math.max(t, 0) >= s;
        return v === want ? null : `${v} (expected exactly t >= settleTime = ${s}: ${want})`;
      }
      case 'timeAt': case 'impactTime':
        return isNum(v) && v >= 0 ? null : `${fmt(v)} (expected a time >= 0 or Infinity)`;
      default: return null;
    }
  };
}

/** Calls a generated sequence of methods on a motion. */
function exercise(label, m, kind, calls) {
  for (const { method, args } of calls) {
    if (typeof m[method] !== 'function') continue;
    attempt(`${label}.${method}(${args.map(fmt).join(', ')})`, () => m[method](...args.map(build)),
      checkMethod(m, method, args));
  }
}

const callsArb = (kind) => fc.array(
  fc.record({ method: fc.constantFrom(...MOTION_METHODS, ...(EXTRA_METHODS[kind] ?? [])), args: argsArb() }),
  { maxLength: 6 },
);

function assertProperty(arbs, predicate, numRuns = RUNS) {
  fc.assert(fc.property(...arbs, predicate), { seed: SEED, numRuns, includeErrorInReport: true });
}

// ---------------------------------------------------------------------------
// Factories

const FACTORIES = [
  ['new Spring', 'Spring', (o) => new Spring(o),
    { from: 0, to: 100, velocity: 5, mass: 1.5, stiffness: 170, damping: 26 }],
  ['Spring.withDampingRatio', 'Spring', (o) => Spring.withDampingRatio(o),
    { from: 0, to: 100, velocity: 5, mass: 1.5, stiffness: 170, dampingRatio: 0.6 }],
  ['Spring.withDuration', 'Spring', (o) => Spring.withDuration(o),
    { from: 0, to: 100, velocity: 5, duration: 0.5, bounce: 0.2 }],
  ['new Friction', 'Friction', (o) => new Friction(o), { from: 0, velocity: 1000, drag: 0.135 }],
  ['Friction.toStopAt', 'Friction', (o) => Friction.toStopAt(o), { from: 0, velocity: 1000, to: 640 }],
  ['new Gravity', 'Gravity', (o) => new Gravity(o), { from: 0, velocity: -10, acceleration: 1000 }],
  ['new BouncingGravity', 'BouncingGravity', (o) => new BouncingGravity(o),
    { from: 0, velocity: -10, acceleration: 2000, floor: 500, restitution: 0.5 }],
  ['new ExponentialRate', 'ExponentialRate', (o) => new ExponentialRate(o),
    { from: 0, velocity: 1500, lambda: 3, duration: 2 }],
  ['ExponentialRate.solve', 'ExponentialRate', (o) => ExponentialRate.solve(o),
    { from: 0, to: 300, finalVelocity: 50, duration: 0.5 }],
  ['Composite.flingToSpring', 'Composite', (o) => Composite.flingToSpring(o),
    { from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200, dampingRatio: 0.9 }],
  ['Composite.fall', 'Composite', (o) => Composite.fall(o),
    { from: 0, velocity: -100, acceleration: 1000, landing: 300, stiffness: 300, dampingRatio: 0.5 }],
  ['scrollMotion', 'Composite', (o) => scrollMotion(o),
    { position: 0, velocity: 3000, min: 0, max: 500, drag: 0.135, overscroll: 'bounce', stiffness: 170, dampingRatio: 1 },
    { overscroll: ['bounce', 'clamp'] }],
];

for (const [name, kind, make, valid, choices] of FACTORIES) {
  test(`${name}(hostile options), then every method with hostile arguments`, () => {
    assertProperty([optionsArb(valid, { choices }), callsArb(kind)], (options, calls) => {
      const label = `${name}(${show(options)})`;
      const { ok, value } = attempt(label, () => make(build(options)),
        orUnknown(options, Object.keys(valid), true, checkMotion(kind)));
      if (ok) exercise(label, value, kind, calls);
    });
  });
}

test('snapMotion(hostile options), then every method', () => {
  const valid = { position: 120, velocity: 600, target: 400, stiffness: 300, maxTimeConstant: 0.5 };
  assertProperty([optionsArb(valid), callsArb('Friction')], (options, calls) => {
    const label = `snapMotion(${show(options)})`;
    const { ok, value } = attempt(label, () => snapMotion(build(options)),
      orUnknown(options, Object.keys(valid), true, (m) => checkMotion(m instanceof Friction ? 'Friction' : 'Spring')(m)));
    if (ok) exercise(label, value, value instanceof Friction ? 'Friction' : 'Spring', calls);
  });
});

test('new Composite(hostile) is a TypeError', () => {
  assertProperty([hostile], (arg) => {
    attempt(`new Composite(${show(arg)})`, () => new Composite(build(arg)), () => 'a Composite (no public constructor)');
  }, 100);
});

// ---------------------------------------------------------------------------
// Plain functions

const nOrHostile = fc.oneof({ weight: 3, arbitrary: anyNum }, { weight: 1, arbitrary: wrongType });

test('lambertW(hostile z, hostile branch)', () => {
  const args = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(nOrHostile, fc.oneof(fc.constantFrom(0, -1, -0, undefined), nOrHostile)) },
    { weight: 1, arbitrary: fc.tuple(nOrHostile) },
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.tuple(nOrHostile, fc.constantFrom(0, -1), hostile) },
  );
  assertProperty([args], (a) => {
    attempt(`lambertW(${a.map(fmt).join(', ')})`, () => lambertW(...a.map(build)), (w) => {
      if (!isNum(w)) return num(w);
      const branch = a[1] ?? 0;
      if (branch === 0 && !(w >= -1)) return `${w} (branch 0 gives w >= -1)`;
      if (branch === -1 && !(w <= -1)) return `${w} (branch -1 gives w <= -1)`;
      return null;
    });
  });
});

for (const [name, fn] of [['rubberBand', rubberBand], ['rubberBandInverse', rubberBandInverse]]) {
  test(`${name}(hostile arguments)`, () => {
    const dim = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(400, 1, 5e-324, 1e308) }, { weight: 3, arbitrary: nOrHostile });
    const coef = fc.oneof(fc.constantFrom(undefined, 0.55, 1e308, 5e-324), nOrHostile);
    const args = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(nOrHostile, dim, coef) },
      { weight: 1, arbitrary: fc.tuple(nOrHostile, dim) },
      { weight: 1, arbitrary: fc.tuple(nOrHostile) },
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.tuple(nOrHostile, dim, coef, hostile) },
    );
    assertProperty([args], (a) => {
      attempt(`${name}(${a.map(fmt).join(', ')})`, () => fn(...a.map(build)), (v) => {
        if (!isNum(v)) return num(v);
        if (name === 'rubberBand') {
          const [x, d] = a;
          if (Math.abs(v) > d) return `${v} (|result| must stay <= dimension ${d})`;
          if (x !== 0 && Math.sign(v) !== Math.sign(x) && v !== 0) return `${v} (sign of the overscroll ${x})`;
        }
        return null;
      });
    });
  });
}

test('chooseSnap(hostile options)', () => {
  const points = fc.oneof(
    fc.constant([0, 400, 800]),
    fc.array(anyNum, { maxLength: 5 }).map((a) => a.sort((p, q) => p - q)),
    fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 5 }).map((a) => a.sort((p, q) => p - q)),
    fc.array(anyNum, { maxLength: 4 }).map((items) => ({ $: 'array', items })),
    fc.tuple(fc.constantFrom('Float64Array', 'Float32Array', 'Int32Array', 'Uint8Array', 'Int8Array'),
      fc.array(fc.integer({ min: -100, max: 100 }), { maxLength: 4 })).map(([type, items]) => ({ $: 'typed', type, items: items.sort((p, q) => p - q) })),
    fc.record({ length: fc.integer({ min: 1, max: 4 }), first: anyNum }).map((o) => ({ $: 'sparse', ...o })),
    fc.record({ items: fc.constant([0, 1, 2]), at: fc.nat(2) }).map((o) => ({ $: 'arrayGetterThrows', ...o })),
    fc.constant({ $: 'proxyArray', items: [0, 400, 800] }),
    wrongType,
  );
  const valid = { points: [0, 400, 800], position: 120, velocity: 600, drag: 0.135, mode: 'nearest', start: 120 };
  const arb = optionsArb(valid, { tolerance: false, choices: { mode: ['nearest', 'page'] } })
    .chain((o) => (o?.$ === 'options' && !o.fields.points.omit && !o.fields.points.getterThrows
      ? points.map((p) => ({ ...o, fields: { ...o.fields, points: { v: p } } }))
      : fc.constant(o)));
  assertProperty([arb], (options) => {
    const built = build(options);
    attempt(`chooseSnap(${show(options)})`, () => chooseSnap(built), orUnknown(options, Object.keys(valid), false, (i) => {
      let length;
      try { length = built.points.length; } catch { return null; }
      return Number.isInteger(i) && i >= 0 && i < length ? null : `${fmt(i)} (expected an index in [0, ${length}))`;
    }));
  });
});

test('wasmMemoryBytes(hostile extra arguments) and init(hostile) are harmless', () => {
  const p = init();
  assertProperty([fc.array(hostile, { maxLength: 3 })], (a) => {
    attempt(`wasmMemoryBytes(${a.map(fmt).join(', ')})`, () => wasmMemoryBytes(...a.map(build)),
      (v) => (Number.isInteger(v) && v > 0 && v % 65536 === 0 ? null : `${fmt(v)} (expected whole wasm pages)`));
    attempt(`init(${a.map(fmt).join(', ')})`, () => init(...a.map(build)),
      (q) => (q === p ? null : 'a different promise (init must return the same promise)'));
  }, 100);
});

// ---------------------------------------------------------------------------
// VelocityTracker

test('new VelocityTracker(hostile options), then add / velocity / reset with hostile arguments', () => {
  const options = fc.oneof(fc.constant(undefined), optionsArb({ window: 0.1, stopGap: 0.04 }, { tolerance: false }));
  const sample = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.double({ min: 0, max: 0.2, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true })) },
    { weight: 2, arbitrary: fc.tuple(anyNum, anyNum) },
    { weight: 1, arbitrary: fc.tuple(nOrHostile, nOrHostile) },
    { weight: 1, arbitrary: fc.tuple(nOrHostile) },
  );
  const op = fc.oneof(
    { weight: 6, arbitrary: sample.map((args) => ({ method: 'add', args })) },
    { weight: 3, arbitrary: fc.oneof(fc.double({ min: 0, max: 0.3, noNaN: true }), anyNum, wrongType).map((t) => ({ method: 'velocity', args: [t] })) },
    { weight: 1, arbitrary: fc.constant({ method: 'reset', args: [] }) },
  );
  assertProperty([options, fc.array(op, { maxLength: 12 })], (o, ops) => {
    const label = `new VelocityTracker(${show(o)})`;
    const { ok, value: tracker } = attempt(label, () => new VelocityTracker(build(o)),
      orUnknown(o, ['window', 'stopGap'], false, (v) => (v instanceof VelocityTracker ? null : fmt(v))));
    if (!ok) return;
    const done = [];
    for (const { method, args } of ops) {
      done.push(`${method}(${args.map(fmt).join(', ')})`);
      attempt(`${label}; ${done.join('; ')}`, () => tracker[method](...args.map(build)),
        (v) => (method === 'velocity' ? num(v) : v === undefined ? null : `${fmt(v)} (expected undefined)`));
    }
  });
});

// ---------------------------------------------------------------------------
// MotionBatch and SpringGroup

// Capacities: small valid ones (1e7 is valid but its memory is never given back).
const capacityArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }) },
  { weight: 2, arbitrary: nOrHostile.filter((v) => !(Number.isInteger(v) && v > 64 && v <= 1e7)) },
);

test('new MotionBatch(hostile capacity), then set / sample / dispose with hostile arguments', () => {
  const index = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -1, max: 6 }) }, { weight: 1, arbitrary: nOrHostile });
  const op = fc.oneof(
    { weight: 5, arbitrary: fc.oneof(fc.tuple(index, motionDesc), fc.tuple(index, motionDesc, timeArg), fc.tuple(index))
      .map((args) => ({ method: 'set', args })) },
    { weight: 4, arbitrary: fc.oneof(fc.tuple(timeArg), fc.tuple(timeArg, index), fc.constant([]))
      .map((args) => ({ method: 'sample', args })) },
    { weight: 1, arbitrary: fc.constantFrom({ method: 'dispose', args: [] }, { method: 'capacity', args: [] }) },
  );
  assertProperty([capacityArb, fc.array(op, { maxLength: 8 })], (capacity, ops) => {
    const label = `new MotionBatch(${fmt(capacity)})`;
    const { ok, value: batch } = attempt(label, () => new MotionBatch(build(capacity)),
      (b) => (b instanceof MotionBatch && b.capacity === capacity ? null : fmt(b)));
    if (!ok) return;
    const slots = new Map();  // index -> { motion, start } as set
    let disposed = false;
    const done = [];
    try {
      for (const { method, args } of ops) {
        done.push(`${method}(${args.map(fmt).join(', ')})`);
        const built = args.map(build);
        const l = `${label}; ${done.join('; ')}`;
        if (method === 'capacity') { assert.equal(batch.capacity, capacity); continue; }
        if (method === 'dispose') { attempt(l, () => batch.dispose(), null); disposed = true; continue; }
        if (method === 'set') {
          const r = attempt(l, () => batch.set(...built), (v) => (v === undefined ? null : fmt(v)), { disposed });
          if (r.ok) slots.set(built[0], { motion: built[1], start: built[2] ?? 0 });
          continue;
        }
        attempt(l, () => batch.sample(...built), (s) => {
          const count = built[1] ?? capacity;
          if (!(s.x instanceof Float64Array) || !(s.dx instanceof Float64Array) || s.x.length !== count || s.dx.length !== count) {
            return `${fmt(s)} (expected two Float64Arrays of length ${count})`;
          }
          for (let i = 0; i < count; i++) {
            if (!isNum(s.x[i]) || !isNum(s.dx[i])) return `slot ${i}: x ${s.x[i]}, dx ${s.dx[i]} (NaN)`;
            const slot = slots.get(i);
            if (!slot) continue;
            const xs = s.x[i];
            const dxs = s.dx[i];
            const t = built[0] - slot.start;
            if (Number.isNaN(t)) continue;  // checked above: not NaN
            const want = slot.motion.at(t);
            if (!Object.is(xs, want.x) || !Object.is(dxs, want.dx)) {
              return `slot ${i}: {x: ${xs}, dx: ${dxs}} (expected the motion at now - start = ${t}: {x: ${want.x}, dx: ${want.dx}})`;
            }
          }
          return null;
        }, { disposed });
      }
    } finally {
      batch.dispose();
    }
  });
});

test('new SpringGroup(hostile count), then step / views / dispose with hostile arguments', () => {
  const spring = optionsArb({ angularFrequency: 13, dampingRatio: 0.7 }, { tolerance: false });
  const dt = fc.oneof({ weight: 3, arbitrary: fc.double({ min: 0, max: 0.1, noNaN: true }) }, { weight: 2, arbitrary: nOrHostile });
  const op = fc.oneof(
    { weight: 5, arbitrary: fc.oneof(fc.tuple(dt, spring), fc.tuple(dt), fc.constant([])).map((args) => ({ method: 'step', args })) },
    { weight: 2, arbitrary: fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 3 })
      .map((targets) => ({ method: 'target', args: targets })) },
    { weight: 1, arbitrary: fc.constantFrom({ method: 'dispose', args: [] }, { method: 'count', args: [] }) },
  );
  assertProperty([capacityArb, fc.array(op, { maxLength: 8 })], (count, ops) => {
    const label = `new SpringGroup(${fmt(count)})`;
    const { ok, value: group } = attempt(label, () => new SpringGroup(build(count)),
      (g) => (g instanceof SpringGroup && g.count === count ? null : fmt(g)));
    if (!ok) return;
    let disposed = false;
    const done = [];
    try {
      for (const { method, args } of ops) {
        done.push(`${method}(${args.map(fmt).join(', ')})`);
        const l = `${label}; ${done.join('; ')}`;
        if (method === 'count') { assert.equal(group.count, count); continue; }
        if (method === 'dispose') { attempt(l, () => group.dispose(), null); disposed = true; continue; }
        if (method === 'target') {
          attempt(l, () => { const t = group.target; args.forEach((v, i) => { if (i < t.length) t[i] = v; }); }, null, { disposed });
          continue;
        }
        attempt(l, () => group.step(...args.map(build)), orUnknown(args[1], ['angularFrequency', 'dampingRatio'], false, (v) => {
          if (v !== undefined) return fmt(v);
          for (const view of ['x', 'velocity']) {
            const a = group[view];
            for (let i = 0; i < a.length; i++) if (!isNum(a[i])) return `${view}[${i}] = ${a[i]} after the step`;
          }
          return null;
        }), { disposed });
      }
    } finally {
      group.dispose();
    }
  });
});

// ---------------------------------------------------------------------------
// kinema/dom: animate, frameLoop, FrameLoop (with a scheduler driven by hand),
// and Scroller's element check.

const schedulers = [];
function scheduler() {
  const s = {
    time: 1000,
    frames: new Map(),
    next: 1,
    now: () => s.time,
    requestFrame(cb) { const id = s.next++; s.frames.set(id, cb); return id; },
    cancelFrame(id) { s.frames.delete(id); },
  };
  schedulers.push(s);
  return s;
}
const ANIMATE_KEYS = ['startTime', 'signal', 'scheduler'];
// A motion for the frame loop: kinema's own (a forged instance's methods are
// the MotionBatch test's business) or anything hostile.
const domMotionDesc = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...Object.keys(MOTIONS)).map((kind) => ({ $: 'motion', kind })) },
  { weight: 1, arbitrary: hostile.filter((d) => d?.$ !== 'fakeMotion' && d?.$ !== 'proxiedMotion') },
);
const schedulerDesc = fc.oneof({ weight: 4, arbitrary: fc.constant({ $: 'scheduler' }) }, { weight: 1, arbitrary: hostile });
const animateOptions = fc.oneof(
  fc.constant(undefined),
  optionsArb({ startTime: 1000, signal: { $: 'abortSignal', aborted: false }, scheduler: { $: 'scheduler' } },
    { tolerance: false, choices: { signal: [{ $: 'abortSignal', aborted: true }], scheduler: [{ $: 'scheduler' }] } }),
);
const onUpdateDesc = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ $: 'onUpdate', throws: false }) },
  { weight: 1, arbitrary: fc.constant({ $: 'onUpdate', throws: true }) },
  { weight: 1, arbitrary: hostile },
);
const handleOp = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(fc.tuple(timeArg), fc.constant([])).map((args) => ({ method: 'sample', args })) },
  { weight: 3, arbitrary: timeArg.map((ts) => ({ method: 'tick', args: [ts] })) },
  { weight: 1, arbitrary: fc.constant({ method: 'stop', args: [] }) },
);

function checkHandle(h) {
  if (h === null || typeof h !== 'object' || typeof h.stop !== 'function' || !(h.finished instanceof Promise)) {
    return `${fmt(h)} (expected an animation handle)`;
  }
  return isNum(h.startTime) && Number.isFinite(h.startTime) ? null : `a handle with startTime ${h.startTime}`;
}

function runHandle(label, handle, ops) {
  const done = [];
  for (const { method, args } of ops) {
    done.push(`${method}(${args.map(fmt).join(', ')})`);
    const l = `${label}; ${done.join('; ')}`;
    if (method === 'tick') {
      // A frame with a hostile timestamp: the frame callback must never throw
      // (it runs inside requestAnimationFrame, nobody could catch it).
      for (const s of schedulers) {
        const frames = Array.from(s.frames.values());
        s.frames.clear();
        for (const cb of frames) {
          generatedCalls++;
          try { cb(build(args[0])); } catch (e) { assert.fail(`${l}: the frame callback threw ${describeError(e)}`); }
          moduleIntact(l);
        }
      }
      continue;
    }
    attempt(l, () => handle[method](...args.map(build)), (v) => {
      if (method === 'stop') return v === undefined ? null : fmt(v);
      if (v === null || typeof v !== 'object' || !isNum(v.x) || !isNum(v.dx) || !isNum(v.t)) return `${fmt(v)} (expected {x, dx, t}, not NaN)`;
      return null;
    });
  }
  handle.stop();
}

function quietly(fn) {
  const error = console.error;
  console.error = () => {};  // errors of onUpdate are reported there by design
  try { return fn(); } finally { console.error = error; }
}

test('animate(hostile motion, hostile onUpdate, hostile options), then sample / frames / stop', () => {
  quietly(() => assertProperty([domMotionDesc, onUpdateDesc, animateOptions, fc.array(handleOp, { maxLength: 6 })],
    (motion, onUpdate, options, ops) => {
      schedulers.length = 0;
      const label = `animate(${show(motion)}, ${show(onUpdate)}, ${show(options)})`;
      const { ok, value } = attempt(label, () => animate(build(motion), build(onUpdate), build(options)),
        orUnknown(options, ANIMATE_KEYS, false, checkHandle));
      if (ok) runHandle(label, value, ops);
    }));
});

test('frameLoop(hostile) / new FrameLoop(hostile), then now / size / animate', () => {
  quietly(() => assertProperty([schedulerDesc, fc.boolean(), domMotionDesc, onUpdateDesc, animateOptions, fc.array(handleOp, { maxLength: 4 })],
    (sched, shared, motion, onUpdate, options, ops) => {
      schedulers.length = 0;
      const label = `${shared ? 'frameLoop' : 'new FrameLoop'}(${show(sched)})`;
      const { ok, value: loop } = attempt(label, () => (shared ? frameLoop(build(sched)) : new FrameLoop(build(sched))),
        (l) => (l instanceof FrameLoop ? null : fmt(l)));
      if (!ok) return;
      attempt(`${label}.now()`, () => loop.now(), num);
      attempt(`${label}.size`, () => loop.size, (n) => (Number.isInteger(n) && n >= 0 ? null : fmt(n)));
      const l = `${label}.animate(${show(motion)}, ${show(onUpdate)}, ${show(options)})`;
      const r = attempt(l, () => loop.animate(build(motion), build(onUpdate), build(options)),
        orUnknown(options, ANIMATE_KEYS, false, checkHandle));
      if (r.ok) runHandle(l, r.value, ops);
    }));
});

test('new Scroller(not an element, hostile options) is a TypeError (no DOM in Node)', () => {
  const options = fc.oneof(fc.constant(undefined), hostile, optionsArb({ axis: 'y', drag: 0.135 }, { tolerance: false }));
  const element = hostile.filter((d) => d?.$ !== 'nodeType1');
  assertProperty([element, options], (el, o) => {
    attempt(`new Scroller(${show(el)}, ${show(o)})`, () => new Scroller(build(el), build(o)),
      () => 'a Scroller (expected a TypeError: not an element)');
  }, 150);
});

// ---------------------------------------------------------------------------
// The counterexamples the properties above found (seeds 0x6b696e, 1, 2, 3),
// one test each, so that every one shows up on its own until it is fixed.

/** `fn` throws an acceptable error (see acceptable()), or returns what `check` accepts. */
function resultOrError(label, fn, check) {
  let v;
  try {
    v = fn();
  } catch (e) {
    assert.ok(acceptable(e), `${label} threw ${describeError(e)}`);
    return;
  }
  const problem = check(v);
  assert.equal(problem, null, `${label} returned ${problem}`);
}
const throwsKinemaTypeError = (label, fn) => resultOrError(label, fn, (v) => `${fmt(v)} (expected a TypeError)`);
const SPRING_OK = { from: 0, to: 100, stiffness: 170, damping: 26 };

test('finding: option keys named like Object.prototype members are accepted as known', () => {
  throwsKinemaTypeError('new Spring({...valid, constructor: 5})', () => new Spring({ ...SPRING_OK, constructor: 5 }));
  throwsKinemaTypeError('new Spring({...valid, toString: 5})', () => new Spring({ ...SPRING_OK, toString: 5 }));
  throwsKinemaTypeError('new Spring(JSON.parse(\'{..., "__proto__": 7}\'))',
    () => new Spring(JSON.parse('{"from":0,"to":100,"stiffness":170,"damping":26,"__proto__":7}')));
  throwsKinemaTypeError('new Spring({...valid, tolerance: {hasOwnProperty: 1}})',
    () => new Spring({ ...SPRING_OK, tolerance: { hasOwnProperty: 1 } }));
  throwsKinemaTypeError('chooseSnap({points: [0, 1], position: 0, velocity: 0, valueOf: 1})',
    () => chooseSnap({ points: [0, 1], position: 0, velocity: 0, valueOf: 1 }));
  throwsKinemaTypeError('new VelocityTracker({constructor: 1})', () => new VelocityTracker({ constructor: 1 }));
  const group = new SpringGroup(1);
  throwsKinemaTypeError('SpringGroup.step(0, {angularFrequency: 13, dampingRatio: 0.7, constructor: 0})',
    () => group.step(0, { angularFrequency: 13, dampingRatio: 0.7, constructor: 0 }));
  group.dispose();
  moduleIntact('the unknown-key findings');
});

test('finding: rubberBand overflows for a huge dimension', () => {
  resultOrError('rubberBand(-Infinity, 1e308)', () => rubberBand(-Infinity, 1e308),
    (v) => (v === -1e308 ? null : `${v} (documented: ±Infinity gives ±dimension = -1e308)`));
  resultOrError('rubberBand(Infinity, 1e308, 1e308)', () => rubberBand(Infinity, 1e308, 1e308),
    (v) => (v === 1e308 ? null : `${v} (documented: ±Infinity gives ±dimension = 1e308)`));
  resultOrError('rubberBand(1e308, 1e308)', () => rubberBand(1e308, 1e308),
    (v) => (v > 0 && v <= 1e308 ? null : `${v} (documented: tends to the dimension 1e308, never beyond)`));
  moduleIntact('rubberBand');
});

test('finding: rubberBandInverse(0, d, c) is NaN when d·c underflows', () => {
  resultOrError('rubberBandInverse(0, 5e-324, 5e-324)', () => rubberBandInverse(0, 5e-324, 5e-324),
    (v) => (Object.is(v, 0) ? null : `${v} (expected 0: the inverse of rubberBand(0) = 0)`));
  resultOrError('rubberBandInverse(0, 1e-7, 5e-324)', () => rubberBandInverse(0, 1e-7, 5e-324),
    (v) => (Object.is(v, 0) ? null : `${v} (expected 0)`));
  moduleIntact('rubberBandInverse');
});

test('finding: springs with extreme options: a correct result or a RangeError', () => {
  const limit = (s) => (Object.is(s.x(Infinity), s.to) ? null : `a spring with x(Infinity) = ${s.x(Infinity)} (documented: its target ${s.to})`);
  resultOrError('Spring.withDampingRatio({from: 0, to: 100, mass: 1.5, stiffness: 170, dampingRatio: 1.2594442523901224e153}).x(Infinity)',
    () => Spring.withDampingRatio({ from: 0, to: 100, mass: 1.5, stiffness: 170, dampingRatio: 1.2594442523901224e153 }), limit);
  resultOrError('new Spring({from: 0, to: 100, mass: 5e-324, stiffness: 5e-324, damping: 26}).x(Infinity)',
    () => new Spring({ from: 0, to: 100, mass: 5e-324, stiffness: 5e-324, damping: 26 }), limit);
  resultOrError('new Spring({from: 0, to: 100, mass: 8.98846567431158e307, stiffness: 170, damping: 26}).x(Infinity)',
    () => new Spring({ from: 0, to: 100, mass: 8.98846567431158e307, stiffness: 170, damping: 26 }), limit);
  resultOrError('new Spring({from: 0, to: 1, velocity: -1e308, mass: 1.5, stiffness: 170, damping: 26}).dx(100)',
    () => new Spring({ from: 0, to: 1, velocity: -1e308, mass: 1.5, stiffness: 170, damping: 26 }).dx(100), num);
  resultOrError('Spring.withDuration({from: -1e308, to: 100, duration: 0.5}).x(100)',
    () => Spring.withDuration({ from: -1e308, to: 100, duration: 0.5 }).x(100), num);
  moduleIntact('extreme springs');
});

test('finding: BouncingGravity with a huge start has settleTime NaN', () => {
  const settle = (g) => num(g.settleTime);
  resultOrError('new BouncingGravity({from: 1e308, velocity: -10, acceleration: -0.898846567431158, floor: 500}).settleTime',
    () => new BouncingGravity({ from: 1e308, velocity: -10, acceleration: -0.898846567431158, floor: 500 }), settle);
  resultOrError('new BouncingGravity({from: -Number.MAX_VALUE, velocity: 5e-324, acceleration: 2, floor: 500, restitution: 1e-7}).settleTime',
    () => new BouncingGravity({ from: -Number.MAX_VALUE, velocity: 5e-324, acceleration: 2, floor: 500, restitution: 1e-7 }), settle);
  moduleIntact('BouncingGravity');
});

test('finding: SpringGroup.step with a huge damping ratio makes the positions NaN (even for dt 0)', () => {
  const group = new SpringGroup(1);
  try {
    resultOrError('new SpringGroup(1).step(0, {angularFrequency: 13, dampingRatio: 1.0313698407648152e153}); x[0]', () => {
      group.step(0, { angularFrequency: 13, dampingRatio: 1.0313698407648152e153 });
      return group.x[0];
    }, (v) => (Object.is(v, 0) ? null : `${v} (expected 0: a step of 0 s changes nothing)`));
  } finally {
    group.dispose();
  }
  moduleIntact('SpringGroup.step');
});

test('finding: MotionBatch.set with a forged or proxied motion throws an engine TypeError', () => {
  const batch = new MotionBatch(1);
  try {
    throwsKinemaTypeError('MotionBatch.set(0, Object.create(Spring.prototype))', () => batch.set(0, Object.create(Spring.prototype)));
    throwsKinemaTypeError('MotionBatch.set(0, new Proxy(new Spring(...), {}))', () => batch.set(0, new Proxy(new Spring(SPRING_OK), {})));
  } finally {
    batch.dispose();
  }
  moduleIntact('MotionBatch.set');
});

test('finding: error messages that String() a null-prototype object throw an engine TypeError', () => {
  const bare = () => Object.create(null);
  throwsKinemaTypeError('scrollMotion({..., overscroll: Object.create(null)})',
    () => scrollMotion({ position: 0, velocity: 0, min: 0, max: 1, overscroll: bare() }));
  throwsKinemaTypeError('chooseSnap({points: [Object.create(null)], position: 0, velocity: 0})',
    () => chooseSnap({ points: [bare()], position: 0, velocity: 0 }));
  throwsKinemaTypeError('chooseSnap({points: [0], position: 0, velocity: 0, mode: Object.create(null)})',
    () => chooseSnap({ points: [0], position: 0, velocity: 0, mode: bare() }));
  const sched = scheduler();
  throwsKinemaTypeError('animate(Object.create(null), () => {})', () => animate(bare(), () => {}, { scheduler: sched }));
  throwsKinemaTypeError('animate(spring, Object.create(null))', () => animate(new Spring(SPRING_OK), bare(), { scheduler: sched }));
  throwsKinemaTypeError('animate(spring, () => {}, {signal: Object.create(null)})',
    () => animate(new Spring(SPRING_OK), () => {}, { scheduler: sched, signal: bare() }));
  throwsKinemaTypeError('new FrameLoop(Object.create(null))', () => new FrameLoop(bare()));
  throwsKinemaTypeError('frameLoop(Object.create(null))', () => frameLoop(bare()));
  moduleIntact('null-prototype messages');
});

test('finding: an animation handle\'s sample(time) throws an engine TypeError for a bigint or a symbol', () => {
  const handle = animate(new Spring(SPRING_OK), () => {}, { scheduler: scheduler() });
  try {
    for (const [label, v] of [['0n', 0n], ['Symbol()', Symbol('t')]]) {
      resultOrError(`animate(spring, f).sample(${label})`, () => handle.sample(v),
        (s) => (isNum(s?.x) && isNum(s?.dx) && isNum(s?.t) ? null : fmt(s)));
    }
  } finally {
    handle.stop();
  }
});
