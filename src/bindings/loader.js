// kinema — WebAssembly bindings: the module loader (the build copies it to
// web/dist/kinema-wasm.js, in place of the JavaScript Emscripten writes).
//
// Emscripten's generated JavaScript (12 KB, 3.4 KB gzipped: a third of what
// the JavaScript API costs) is written for programs in general: locating
// and fetching the .wasm, environments (Node, workers, shells), run
// dependencies, pre/post-run queues, a wrapper per export, typed-array views
// of every width. kinema's wasm needs exactly this from its host:
//   - three imports: embind's `_embind_register_function` (the only one
//     embind's C++ side makes for function() bindings; the JavaScript side of
//     embind is this file's, see lean-embind.js), `abort`, and
//     `emscripten_resize_heap` (emmalloc's sbrk asks for more memory);
//   - after instantiation, `__wasm_call_ctors`, which runs the
//     EMSCRIPTEN_BINDINGS registrations;
//   - Uint8 and Float64 views of the memory, renewed when it grows.
// The build links with real import and export names
// (-sDECLARE_ASM_MODULE_EXPORTS=0), then scripts/wasm-names.mjs gives them
// the short names used here (module `a` with `a`, `b`, `c`, as em++ would
// name them; exports `m` the memory, `c` the constructors, `t` the table,
// and kinema_NAME as NAME), so this file depends on no generated table; an import the wasm asks
// for and this file does not provide fails instantiation with a LinkError
// (the tests would see it).
//
// createKinemaModule({ wasmBinary }) resolves to the object web/src/wasm.js
// calls the module: `_kinema_*` (the raw exports, bare wasm functions), one
// function per embind registration under its C++ name (the factories:
// module.spring(...), see embind.cpp), HEAPU8 and HEAPF64. The same loader
// serves every build (full and scroll): a build has the exports and
// registrations it has, and nothing here lists them.
// `wasmBinary` may be the bytes or an already compiled WebAssembly.Module.
// No eval or new Function (strict CSP: 'wasm-unsafe-eval' is all it needs).
export default function createKinemaModule({ wasmBinary }) {
  const module = {};
  let memory;
  let table;
  const views = () => {
    module.HEAPU8 = new Uint8Array(memory.buffer);
    module.HEAPF64 = new Float64Array(memory.buffer);
  };
  const imports = {
    // embind's function() registration: the name (a C string), the
    // argument count and types (all numbers here: every converter is the
    // identity), the signature, the invoker (a table index) and the bound
    // function. The invoker takes the function pointer first.
    a(name, argCount, argTypes, signature, invoker, fn) {
      let id = '';
      for (let p = name; module.HEAPU8[p]; p++) id += String.fromCharCode(module.HEAPU8[p]);
      const call = table.get(invoker);
      module[id] = (...args) => call(fn, ...args);
    },
    // abort()
    b() {
      throw new WebAssembly.RuntimeError('kinema: abort');
    },
    // emscripten_resize_heap: the whole memory should become at least `bytes` long. Like
    // Emscripten's: grow by a fifth at least (fewer copies for a growing
    // batch), else by exactly what is asked; 0 tells emmalloc it failed.
    c(bytes) {
      const have = memory.buffer.byteLength;
      for (const want of [Math.max(bytes >>> 0, have * 1.2), bytes >>> 0]) {
        try {
          memory.grow(Math.ceil((want - have) / 65536));
          views();
          return 1;
        } catch {
          // over the maximum: try the exact size, then fail
        }
      }
      return 0;
    },
  };
  return WebAssembly.instantiate(wasmBinary, { a: imports }).then((result) => {
    const { m, c, t, ...exports } = (result.instance ?? result).exports;
    memory = m;
    table = t;
    views();
    for (const name in exports) module[`_kinema_${name}`] = exports[name];
    c();
    return module;
  });
}
