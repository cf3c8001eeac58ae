// The WebAssembly module: loading it once, and the few raw exports the
// classes call on their hot paths.
import createKinemaModule from '../dist/kinema-wasm.js';
import wasmText, { key as wasmKey } from '../dist/kinema-wasm-bytes.js';
import { bytesOfText } from './wasm-text.js';

let loading = null;
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

// The wasm is decoded and its compilation started when this module is
// evaluated (at import), so that the compile (off the main thread) overlaps
// the rest of the package's evaluation, the page's code up to init() and
// the loader's set-up in init(); init() awaits it. bytesOfText compiles a
// small wasm module: under a CSP without 'wasm-unsafe-eval' that throws,
// and WebAssembly.compile rejects; either must reject init(), not the import.
const compiled = (() => {
  try {
    return WebAssembly.compile(bytesOfText(wasmText, wasmKey));
  } catch (error) {
    return Promise.reject(error);
  }
})();
compiled.catch(() => {});  // reported by init(), if it is ever called

/**
 * Loads the WebAssembly module. Call it once before using anything else;
 * every later call returns the same promise.
 * @returns {Promise<void>}
 */
export function init() {
  if (!loading) {
    // The loader (src/bindings/loader.js) instantiates the compiled module:
    // its raw exports are the bare wasm functions, compiled by V8 on their
    // first call, so binding them costs no compilation here.
    loading = compiled.then((wasmBinary) => createKinemaModule({ wasmBinary })).then((module) => {
      for (const name of RAW) raw[name] = module[`_kinema_${name}`];
      slotX = raw.x;
      slotDx = raw.dx;
      M = module;
      f64 = module.HEAPF64;
      slotIndex = raw.slot() / 8;
      motionDoubles = raw.motion_bytes() / 8;
      outIndex = raw.out() / 8;
    });
  }
  return loading;
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
  return lastMade(M[factory](...args));
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
