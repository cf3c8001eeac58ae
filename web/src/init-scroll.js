// init() of `kinema/dom`: the scroll engine, the WebAssembly build of what
// web/src/dom reaches (springs, friction, the Android fling, scroll and snap
// motions, rubber band, snap choice, velocity estimate), the same C++ and
// the same results to the bit as the full engine, 7 KB less gzip. When the
// page has asked `kinema` for the full engine, that one serves instead.
import wasmText, { key } from '../dist/kinema-scroll-wasm-bytes.js';
import { compile, start } from './wasm.js';

// Pure: a bundle that never calls init() drops the call and the bytes.
const compiled = /* @__PURE__ */ compile(wasmText, key);

/**
 * Loads kinema/dom's WebAssembly (the scroll engine, or the full engine if
 * the page asked `kinema` for it). Call it once before using anything else;
 * every later call returns the same promise.
 * @returns {Promise<void>}
 */
export function init() {
  return start(compiled, false);
}
