// kinema's embind surface passes numbers only (doubles and ints): no strings,
// no memory views, no emscripten::val. Embind still registers those builtin
// types at start-up, and their JavaScript converters (UTF-8/16/32 codecs,
// typed-array views) are a large part of the glue. These overrides register
// them as types that refuse every value, so the converters are never
// referenced and the linker drops them. Emscripten merges --js-library files
// after its own, so these definitions win.
mergeInto(LibraryManager.library, {
  $kinemaUnusedType__deps: ['$registerType', '$readLatin1String', '$throwBindingError',
                            '$simpleReadValueFromPointer'],
  $kinemaUnusedType: function (rawType, name) {
    registerType(rawType, {
      name: readLatin1String(name),
      'fromWireType': function () { throwBindingError('kinema does not pass ' + this.name); },
      'toWireType': function () { throwBindingError('kinema does not pass ' + this.name); },
      'argPackAdvance': 8,
      'readValueFromPointer': simpleReadValueFromPointer,
      destructorFunction: null,
    }, { ignoreDuplicateRegistrations: true });  // memory views repeat (char and int8_t)
  },
  _embind_register_std_string__deps: ['$kinemaUnusedType'],
  _embind_register_std_string: function (rawType, name) { kinemaUnusedType(rawType, name); },
  _embind_register_std_wstring__deps: ['$kinemaUnusedType'],
  _embind_register_std_wstring: function (rawType, charSize, name) { kinemaUnusedType(rawType, name); },
  _embind_register_emval__deps: ['$kinemaUnusedType'],
  _embind_register_emval: function (rawType, name) { kinemaUnusedType(rawType, name); },
  _embind_register_memory_view__deps: ['$kinemaUnusedType'],
  _embind_register_memory_view: function (rawType, dataTypeIndex, name) { kinemaUnusedType(rawType, name); },
});
