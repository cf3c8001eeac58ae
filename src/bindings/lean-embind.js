// kinema's embind surface is a set of free functions that take doubles and
// ints and return an int (embind.cpp): no classes, strings, memory views or
// emscripten::val. The C++ side is embind's own (EMSCRIPTEN_BINDINGS,
// function(), its Invoker templates, compiled without RTTI so that types are
// told apart by address); its JavaScript side, for that surface, is in
// src/bindings/loader.js, the module loader the package ships.
//
// Embind's stock JavaScript is written for the general case: a registry of
// wire types with converters (UTF-8/16/32 codecs, typed-array views,
// BigInt), argument-count checks, overload tables and a generic invoker
// built per function. Its C++ runtime (libembind, -lembind) registers the
// builtin types at start-up (std::string, std::wstring, emval, seventeen
// memory views, each with its name as a string) and exports __getTypeName,
// which without RTTI formats with sprintf and so links printf. For numbers
// every converter is the identity, so none of that is needed: the build
// links neither (no -lembind) and the only import embind's C++ side makes
// for a function() binding is `_embind_register_function`.
//
// This library only declares that import to em++'s linker (which otherwise
// rejects it as an undefined symbol). The JavaScript em++ writes from it is
// not shipped; loader.js implements it: a plain function on the module that
// calls embind's invoker (a wasm table entry) with the bound C++ function
// and the arguments.
mergeInto(LibraryManager.library, {
  _embind_register_function: function () {},
});
