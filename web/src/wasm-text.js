// The wasm binary from its text form (scripts/embed-wasm.mjs): one
// character per byte, byte b written as the character key.charCodeAt(b).
//
// Decoding it is on the start-up path of every page, so no JavaScript loop
// touches the ~54,000 characters: a per-character loop runs in the
// interpreter on a cold page (measured: 2.8 ms in Chromium, 1.4 ms in Node
// with Buffer's latin1 decoder doing half of it). Instead TextEncoder (native
// everywhere) turns the string into UTF-8, where characters below 0x80 are
// one byte and the rest (0x80-0xff) two, and a 127-byte WebAssembly function
// undoes the UTF-8 and the renaming in place, at native speed (~0.1 ms):
//
// (module
//   (import "m" "m" (memory 1))   ;; key table at 0..255, UTF-8 from 256
//   (func (export "d") (param $i i32) (param $end i32) (result i32)
//     (local $c i32) (local $o i32)
//     (local.set $o (local.get $i))
//     (block $done
//       (loop $l
//         (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
//         (local.set $c (i32.load8_u (local.get $i)))
//         (if (i32.ge_u (local.get $c) (i32.const 128))      ;; 110xxxxx 10yyyyyy
//           (then
//             (local.set $i (i32.add (local.get $i) (i32.const 1)))
//             (local.set $c (i32.or (i32.shl (i32.and (local.get $c) (i32.const 31)) (i32.const 6))
//                                   (i32.and (i32.load8_u (local.get $i)) (i32.const 63))))))
//         (i32.store8 (local.get $o) (i32.load8_u (local.get $c)))   ;; byteOf[character]
//         (local.set $o (i32.add (local.get $o) (i32.const 1)))
//         (local.set $i (i32.add (local.get $i) (i32.const 1)))
//         (br $l)))
//     (local.get $o)))   ;; end of the bytes (they start at 256)
//
// assembled with binaryen's wasm-as, then wasm-opt -Oz. The output never
// overtakes the input (one byte out per one or two in), hence in place.
// Compiling and instantiating 127 bytes synchronously is allowed on a
// browser's main thread and under the same CSP ('wasm-unsafe-eval') as the
// module it decodes.
const DECODER = /* @__PURE__ */ Uint8Array.of(
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 2, 8, 1, 1, 109, 1, 109, 2, 0, 1, 3,
  2, 1, 0, 7, 5, 1, 1, 100, 0, 0, 10, 87, 1, 85, 1, 2, 127, 32, 0, 33, 2, 3, 64, 32, 0, 32, 1, 79, 69,
  4, 64, 32, 2, 32, 0, 45, 0, 0, 34, 3, 65, 128, 1, 79, 4, 127, 32, 0, 65, 1, 106, 34, 0, 45, 0, 0,
  65, 63, 113, 32, 3, 65, 31, 113, 65, 6, 116, 114, 5, 32, 3, 11, 45, 0, 0, 58, 0, 0, 32, 2, 65, 1,
  106, 33, 2, 32, 0, 65, 1, 106, 33, 0, 12, 1, 11, 11, 32, 2, 11);

/**
 * The bytes `text` stands for under `key` (see above).
 * @param {string} text one character (U+0000-U+00FF) per byte
 * @param {string} key 256 characters: key.charCodeAt(b) stands for byte b
 * @returns {Uint8Array}
 */
export function bytesOfText(text, key) {
  const utf8 = new TextEncoder().encode(text);
  const memory = new WebAssembly.Memory({ initial: ((256 + utf8.length) >>> 16) + 1 });
  const heap = new Uint8Array(memory.buffer);
  for (let b = 0; b < 256; b++) heap[key.charCodeAt(b)] = b;
  heap.set(utf8, 256);
  const { d } = new WebAssembly.Instance(new WebAssembly.Module(DECODER), { m: { m: memory } }).exports;
  // A copy: the 128 KB decoding memory is garbage once this returns.
  return heap.slice(256, d(256, 256 + utf8.length));
}
