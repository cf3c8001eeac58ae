// The WebAssembly module: the engine in use, and the few raw exports the
// classes call on their hot paths. The bytes are not here: each entry's
// init() brings its build's (init-full.js for `kinema`, init-scroll.js for
// `kinema/dom`) and calls start(); see docs/architecture-wasm.md.
import createKinemaModule from '../dist/kinema-wasm.js';
import { bytesOfText } from './wasm-text.js';

let loading = null;
/** True once the full engine was asked for: it then serves every entry. */
let fullWanted = false;
/** True while the bound engine is the full one (nothing replaces it then). */
let fullBound = false;
/** The loaded module (embind factories + raw exports), once init() resolved. */
export let M = null;
/** Raw wasm exports, bound after loading (direct calls, no wrapper). */
export const raw = {};
/** Float64 view of the wasm heap; refreshed by heap() after memory growth. */
let f64 = null;
/** Index (in doubles) and length of the scratch slot, and of the out buffer. */
export let slotIndex = 0;
export let motionDoubles = 0;
export let outIndex = 0;
// Nobody's bytes are in the slot. Not null: a method called with `this`
// null (Spring.prototype.x.call(null, t)) must not match it and must reach
// the private field access that throws its TypeError.
const NOBODY = Object.freeze({});
/** The motion whose bytes are in the slot now (see load()); read by the hot paths. */
export let owner = NOBODY;
/** The per-call exports, bound once (the hot paths call them directly). */
export let slotX = null;
export let slotDx = null;

// The raw exports the classes call (as raw[name]; the wasm's _kinema_<name>).
const RAW = ('slot motion_bytes out segments segment_starts made made_parameter x dx at time_at '
  + 'impact_time motions_new store doubles_new free heap_in_use sample step_springs lambert_w rubber_band '
  + 'rubber_band_inverse choose_snap choose_snap_2d estimate_velocity').split(' ');

/** What the docs call the section on Content-Security-Policy. */
const CSP_DOCS = "docs/csp.md in the kinema package (\"Content-Security-Policy\")";
// Under a policy without 'wasm-unsafe-eval', compiling throws (the decoder,
// synchronously) or rejects (the module) with the browser's own CompileError
// or EvalError; users get one that says what to change. The 127-byte
// decoder is valid wasm, so its failing can only be the policy.
const policyError = (cause, decoding) => (decoding
  || /Content.Security.Policy|\bCSP\b|unsafe-eval/i.test(String(cause?.message))
  ? new Error("kinema: this page's Content-Security-Policy blocks WebAssembly: add 'wasm-unsafe-eval' to its "
    + `script-src directive (script-src 'self' 'wasm-unsafe-eval'); see ${CSP_DOCS}`, { cause })
  : cause);

/**
 * Compiles a build's wasm from its text form (scripts/embed-wasm.mjs) when
 * the module that holds it is evaluated (at import); init() awaits the
 * promise. Synchronously where the engine allows it: V8 compiles wasm
 * lazily (a function when first called), so `new WebAssembly.Module` only
 * decodes and validates these 40-60 KB, about 0.1-0.4 ms on the main
 * thread, where WebAssembly.compile's trip through the compile threads and
 * back to the main thread held init() 5-25 ms on a loaded machine (repeat
 * visits, bench/ready.mjs --timeline). An engine that refuses a synchronous
 * compile of this size on the main thread (a RangeError: Chrome used to, over
 * 4 KB) compiles asynchronously instead. Never throws: a failure (see
 * policyError) rejects init().
 */
export function compile(text, key) {
  let bytes;
  try {
    bytes = bytesOfText(text, key);
  } catch (error) {
    return quiet(Promise.reject(policyError(error, true)));
  }
  try {
    return Promise.resolve(new WebAssembly.Module(bytes));
  } catch (error) {
    if (!(error instanceof RangeError)) return quiet(Promise.reject(policyError(error, false)));
  }
  return quiet(WebAssembly.compile(bytes).catch((error) => { throw policyError(error, false); }));
}
const quiet = (p) => {
  p.catch(() => {});  // reported by init(), if it is ever called
  return p;
};

/**
 * Loads an engine (init() of each entry): `compiled`, the promise of its
 * WebAssembly.Module; `full`, whether it is the full engine. The full
 * engine serves every entry: once it is asked for, every init() returns its
 * promise, and if a scroll engine was bound first the full one replaces it
 * when it is ready (single motions keep their bytes in JavaScript, so they
 * carry over). Every later call for the same engine returns the same promise.
 * @returns {Promise<void>}
 */
export function start(compiled, full) {
  if (loading && (fullWanted || !full)) return loading;
  fullWanted = full;
  loading = compiled.then((wasmBinary) => createKinemaModule({ wasmBinary })).then((module) => {
    if (!full && fullBound) return;  // the full engine came first and serves this entry too
    bind(module, full);
  });
  return loading;
}

// A raw export or factory the bound build does not have.
const missing = (name) => () => {
  throw new Error(`kinema: ${name} is not in the scroll engine that kinema/dom's init() loaded; `
    + "call init() from 'kinema' (the full engine, which then serves kinema/dom too)");
};

function bind(module, full) {
  for (const name of RAW) raw[name] = module[`_kinema_${name}`] ?? missing(name);
  slotX = raw.x;
  slotDx = raw.dx;
  M = module;
  fullBound = full;
  f64 = module.HEAPF64;
  slotIndex = raw.slot() / 8;
  motionDoubles = raw.motion_bytes() / 8;
  outIndex = raw.out() / 8;
  madeIndex = 0;
  owner = NOBODY;
}

/** Throws the Error users see when they forget `await init()`. */
export function ready() {
  if (M === null) {
    throw new Error("kinema: the WebAssembly module is not loaded yet; call `await init()` first");
  }
}

/** The heap as doubles (a fresh view if memory grew since the last call). */
export function heap() {
  if (f64.length === 0) f64 = M.HEAPF64;  // the old buffer is detached after growth
  return f64;
}

/** Puts a motion's bytes in the slot unless they are already there. */
export function load(self, bytes) {
  if (owner !== self) {
    heap().set(bytes, slotIndex);
    owner = self;
  }
}

/** Copies the slot (just written by a factory) and marks `self` as its owner. */
export function adopt(self) {
  owner = self;
  return heap().slice(slotIndex, slotIndex + motionDoubles);
}

/** Copies the slot into segment i of the composite input (see clamp). */
export function slotToSegment(i) {
  const h = heap();
  h.copyWithin(raw.segments() / 8 + i * motionDoubles, slotIndex, slotIndex + motionDoubles);
}

/** Copies motion i of the composite builders' output. */
export function segmentBytes(i) {
  const start = raw.segments() / 8 + i * motionDoubles;
  return heap().slice(start, start + motionDoubles);
}

let madeIndex = 0;
let parameterAddress = 0;

/**
 * Calls an embind factory (numbers in, status out) and returns its record:
 * {status, parameter, value, settleTime, rest, a, b, c, d, e}.
 */
export function make(factory, ...args) {
  return lastMade((M[factory] ?? missing(factory))(...args));
}

/** The record of the last factory or batch call that reported `status`. */
export function lastMade(status) {
  if (madeIndex === 0) {
    madeIndex = raw.made() / 8;
    parameterAddress = raw.made_parameter();
  }
  const h = heap();
  const i = madeIndex;
  let parameter = '';
  if (status !== 0) {
    const bytes = M.HEAPU8;
    for (let p = parameterAddress; bytes[p] !== 0; p++) parameter += String.fromCharCode(bytes[p]);
  }
  return {
    status, parameter, value: h[i + 1], settleTime: h[i + 2], rest: h[i + 3],
    a: h[i + 4], b: h[i + 5], c: h[i + 6], d: h[i + 7], e: h[i + 8], kind: h[i + 9],
    f: h[i + 10], g: h[i + 11],
  };
}

/**
 * Bytes of WebAssembly memory in use by kinema (grows with MotionBatch and
 * SpringGroup allocations; single motions never allocate). For diagnostics.
 */
export function wasmMemoryBytes() {
  ready();
  return M.HEAPU8.length;
}

/**
 * Bytes kinema's allocator has handed out and not taken back: what live
 * MotionBatch and SpringGroup objects hold. It returns to its earlier value
 * when they are disposed or collected. For diagnostics and leak tests.
 */
export function wasmHeapInUse() {
  ready();
  return raw.heap_in_use();
}

/** Marks the slot as holding nobody's bytes (before something else writes it). */
export function releaseSlot() {
  owner = NOBODY;
}

/**
 * A registry that frees an owner's wasm pointers when the owner is garbage
 * collected without dispose() (null where FinalizationRegistry is missing).
 * Called at a module's top level marked pure (`@__PURE__`), so a page that
 * imports neither MotionBatch nor SpringGroup drops them.
 */
export function pointerRegistry() {
  return typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((pointers) => { for (const p of pointers) raw.free(p); })
    : null;
}

/** The method key `using` calls: Symbol.dispose, or its registered stand-in where the runtime has none. */
export const DISPOSE = /* @__PURE__ */ (() => Symbol.dispose ?? Symbol.for('Symbol.dispose'))();
