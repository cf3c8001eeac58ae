// kinema's embind surface is a set of free functions that take doubles and
// ints and return an int (embind.cpp): no classes, strings, memory views or
// emscripten::val. Embind's JavaScript half is written for the general case:
// a registry of wire types with converters (UTF-8/16/32 codecs, typed-array
// views, BigInt), argument-count checks, overload tables and a generic
// invoker built per function. For numbers every converter is the identity,
// so none of that is needed, and it was a third of the download's glue.
//
// These overrides keep embind's C++ side exactly as it is (EMSCRIPTEN_BINDINGS,
// function(), the builtin-type registrations its runtime makes at start-up)
// and give its JavaScript imports lean bodies:
// - every type registration is accepted and ignored (the C++ side still
//   announces void, bool, the integers, the floats, std::string, emval and
//   the memory views; kinema's functions use only int and double, whose wire
//   form is the JavaScript number itself);
// - a function registration puts on the module a plain function that calls
//   embind's invoker (a wasm table entry) with the bound C++ function and the
//   arguments, which is what embind's generic invoker does for numbers.
// Emscripten merges --js-library files after its own, so these win, and the
// unreferenced embind library functions (registerType, craftInvokerFunction,
// BindingError, ...) drop out of the glue.
mergeInto(LibraryManager.library, {
  // Embind's start-up work for the paths above (error classes, the Latin-1
  // table, the emval handle table), which nothing here uses.
  $embind_init_charCodes: function () {},
  $embind_charCodes__postset: '',
  $init_emval: function () {},
  $init_emval__postset: '',
  $BindingError__deps: [],
  $BindingError__postset: '',
  $InternalError__deps: [],
  $InternalError__postset: '',
  $UnboundTypeError__deps: [],
  $UnboundTypeError__postset: '',
  _embind_register_void: function () {},
  _embind_register_bool: function () {},
  _embind_register_integer: function () {},
  _embind_register_bigint: function () {},
  _embind_register_float: function () {},
  _embind_register_std_string: function () {},
  _embind_register_std_wstring: function () {},
  _embind_register_emval: function () {},
  _embind_register_memory_view: function () {},
  _embind_register_function: function (name, argCount, rawArgTypesAddr, signature, rawInvoker, fn) {
    var invoker = wasmTable.get(rawInvoker);
    var id = '';
    for (var p = name; HEAPU8[p]; p++) id += String.fromCharCode(HEAPU8[p]);
    Module[id] = function () {
      var args = [fn];
      for (var i = 0; i < arguments.length; i++) args.push(arguments[i]);
      return invoker.apply(null, args);
    };
  },
});
