// web/src/wasm.js: loading the module.
// - Each raw export is the bare wasm function (src/bindings/loader.js puts
//   the instance's exports on the module, with no JavaScript wrapper). The
//   truth: a wasm exported function is a native function, a wrapper is
//   JavaScript; and the bound function must be the module's own export of
//   that name.
// - Each entry's init module (init-full.js, init-scroll.js) decodes its wasm
//   and starts compiling it at import (wasm.js's compile()); when that fails
//   (as under a CSP without 'wasm-unsafe-eval', where compiling any wasm
//   throws), the import must still succeed and init() must reject, with an
//   error that says what to change (the browser's own is its cause).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { M, raw } from '../../web/src/wasm.js';
import { init } from '../../web/src/init-full.js';
import wasmText, { key } from '../../web/dist/kinema-wasm-bytes.js';

const NAMES = ('slot motion_bytes out segments segment_starts made made_parameter x dx at time_at '
  + 'impact_time motions_new store doubles_new free heap_in_use sample step_springs lambert_w rubber_band '
  + 'rubber_band_inverse choose_snap choose_snap_2d estimate_velocity').split(' ');

test('after init(), every raw export is the bare wasm function, also on the module', async () => {
  await init();
  for (const name of NAMES) {
    const f = raw[name];
    assert.equal(typeof f, 'function', name);
    assert.match(Function.prototype.toString.call(f), /\[native code\]/, `${name} is a JavaScript wrapper`);
    assert.equal(M[`_kinema_${name}`], f, `${name}: the module's property is the same function`);
  }
  // Distinct exports: no two names bound to the same function.
  assert.equal(new Set(NAMES.map((n) => raw[n])).size, NAMES.length);
  // A call through the bound function works: the slot's address is a real, aligned address.
  assert.ok(raw.slot() > 0 && raw.slot() % 8 === 0);
});

test('when no wasm can be compiled, importing succeeds, init() rejects naming the CSP directive, nothing is unhandled', async () => {
  const unhandled = [];
  const onUnhandled = (reason) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const { Module, compile } = WebAssembly;
  const blocked = function () { throw new WebAssembly.CompileError('blocked by the test'); };
  WebAssembly.Module = blocked;
  WebAssembly.compile = async () => blocked();
  let fresh;
  let compiled;
  try {
    // A second instance of the module (a new URL: its own engine state),
    // compiling while blocked, as an init module does at import.
    fresh = await import(`../../web/src/wasm.js?blocked=${Date.now()}`);
    compiled = fresh.compile(wasmText, key);
  } finally {
    WebAssembly.Module = Module;
    WebAssembly.compile = compile;
  }
  // init() called later, as a page may: the failed compile must not surface as unhandled meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const init = () => fresh.start(compiled, true);
  await assert.rejects(init(), (error) => {
    assert.match(error.message, /^kinema: this page's Content-Security-Policy blocks WebAssembly: add 'wasm-unsafe-eval' to its script-src directive/);
    assert.match(error.message, /docs\/csp\.md/);
    assert.ok(error.cause instanceof WebAssembly.CompileError && /blocked by the test/.test(error.cause.message));
    return true;
  });
  assert.equal(init(), init(), 'every call returns the same promise');
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.off('unhandledRejection', onUnhandled);
  assert.deepEqual(unhandled, []);
});

// compile(): where the engine allows a synchronous compile of this size (V8
// compiles wasm lazily: `new WebAssembly.Module` only validates), the module
// is compiled at import with no trip through WebAssembly.compile's threads
// (bench/ready.mjs --timeline: that trip held init() 5-25 ms on a loaded
// machine); an engine that refuses it with a RangeError (a main-thread size
// limit, as Chrome had at 4 KB) gets the asynchronous compile, and init()
// works either way.
test('compile(): synchronous where allowed, WebAssembly.compile only when a synchronous compile is refused', async () => {
  const { Module, compile } = WebAssembly;
  const calls = { compile: 0 };
  WebAssembly.compile = (...args) => {
    calls.compile++;
    return compile.apply(WebAssembly, args);
  };
  try {
    const allowed = await import(`../../web/src/wasm.js?sync=${Date.now()}`);
    const module = await allowed.compile(wasmText, key);
    assert.ok(module instanceof Module, 'a compiled WebAssembly.Module');
    assert.equal(calls.compile, 0, 'no asynchronous compile where a synchronous one is allowed');
    await allowed.start(allowed.compile(wasmText, key), true);
    assert.ok(allowed.raw.slot() > 0, 'the engine works');

    // An engine with a main-thread limit: the 127-byte decoder compiles, the engine's bytes do not.
    WebAssembly.Module = function (bytes) {
      if (bytes.byteLength > 4096) throw new RangeError('WebAssembly.Module(): Buffer size exceeds the limit for synchronous compilation');
      return new Module(bytes);
    };
    const limited = await import(`../../web/src/wasm.js?limited=${Date.now()}`);
    await limited.start(limited.compile(wasmText, key), true);
    assert.equal(calls.compile, 1, 'the refused synchronous compile falls back to WebAssembly.compile');
    assert.ok(limited.raw.slot() > 0, 'the engine works');
  } finally {
    WebAssembly.Module = Module;
    WebAssembly.compile = compile;
  }
});
