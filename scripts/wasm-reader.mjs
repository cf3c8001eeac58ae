// A cursor over a WebAssembly binary, for the build's and the bench's small
// readers of its sections (scripts/wasm-names.mjs, bench/size.mjs).
export class WasmReader {
  constructor(bytes) {
    this.bytes = bytes;
    this.p = 8;  // after the magic number and version
  }

  byte() {
    return this.bytes[this.p++];
  }

  /** An unsigned LEB128 (sizes, counts, indices). */
  leb() {
    let result = 0;
    let shift = 0;
    let byte;
    do {
      byte = this.bytes[this.p++];
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  }

  /** A length-prefixed UTF-8 name. */
  name() {
    const n = this.leb();
    this.p += n;
    return this.bytes.toString('utf8', this.p - n, this.p);
  }

  /** Skips an import's description (after its two names); returns its kind (0 = function). */
  importDescription() {
    const kind = this.byte();
    if (kind === 0) {
      this.leb();
    } else if (kind === 1 || kind === 2) {
      if (kind === 1) this.p++;  // the table's element type
      const flags = this.byte();
      this.leb();
      if (flags & 1) this.leb();
    } else {
      this.p += 2;  // a global's type and mutability
    }
    return kind;
  }
}
