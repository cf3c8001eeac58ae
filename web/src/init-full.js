// init() of `kinema`: the full engine (every motion, batches, Lambert W).
// Its bytes start compiling when this module is evaluated (see compile()).
import wasmText, { key } from '../dist/kinema-wasm-bytes.js';
import { compile, start } from './wasm.js';

// Pure: a bundle that never calls init() drops the call and the bytes.
const compiled = /* @__PURE__ */ compile(wasmText, key);

/**
 * Loads the WebAssembly module (the full engine, which also serves
 * kinema/dom). Call it once before using anything else; every later call
 * returns the same promise.
 * @returns {Promise<void>}
 */
export function init() {
  return start(compiled, true);
}
