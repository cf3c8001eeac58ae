// Renames the wasm's imports and exports to the short names the loader
// (src/bindings/loader.js) uses, in place: node scripts/wasm-names.mjs FILE.
// Run by CMake after wasm-opt, so web/dist/kinema-wasm.wasm is the renamed
// binary that scripts/embed-wasm.mjs embeds.
//
// em++ is asked for real names (-sDECLARE_ASM_MODULE_EXPORTS=0: otherwise it
// minifies them and only its own JavaScript knows the mapping); in the
// binary they are 500 bytes, about 280 of gzip, for nothing the page needs.
// Here the import module `env` becomes `a`; its three imports and the
// runtime's exports get the one-letter names below; every `kinema_NAME`
// export becomes NAME (the loader puts it back as `_kinema_NAME`). An
// import or export not in these rules fails the build, so a new one is
// noticed here and in the loader, not at instantiation.
import { readFileSync, writeFileSync } from 'node:fs';
import { WasmReader } from './wasm-reader.mjs';

const IMPORTS = { env: 'a' };
// The letters em++ gives them when it minifies (bench/init.mjs stubs them so).
const IMPORTED = { _embind_register_function: 'a', abort: 'b', emscripten_resize_heap: 'c' };
const EXPORTED = { memory: 'm', __wasm_call_ctors: 'c', __indirect_function_table: 't' };
const exportName = (name) => {
  if (Object.hasOwn(EXPORTED, name)) return EXPORTED[name];
  if (name.startsWith('kinema_')) return name.slice('kinema_'.length);
  throw new Error(`wasm-names: no short name for the export ${name}`);
};

const [file] = process.argv.slice(2);
const wasm = readFileSync(file);
const uleb = (n) => {
  const out = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
};
const str = (s) => Buffer.concat([uleb(Buffer.byteLength(s)), Buffer.from(s)]);

const r = new WasmReader(wasm);

const parts = [wasm.subarray(0, 8)];
const seen = new Set();
while (r.p < wasm.length) {
  const id = r.byte();
  const size = r.leb();
  const end = r.p + size;
  if (id !== 2 && id !== 7) {
    parts.push(Buffer.from([id]), uleb(size), wasm.subarray(r.p, end));
    r.p = end;
    continue;
  }
  const entries = [];
  const count = r.leb();
  for (let i = 0; i < count; i++) {
    if (id === 2) {
      const module = r.name();
      const field = r.name();
      const start = r.p;
      r.importDescription();
      if (!Object.hasOwn(IMPORTS, module) || !Object.hasOwn(IMPORTED, field)) {
        throw new Error(`wasm-names: no short name for the import ${module}.${field}`);
      }
      entries.push(str(IMPORTS[module]), str(IMPORTED[field]), wasm.subarray(start, r.p));
    } else {
      const field = r.name();
      const start = r.p;
      r.p++;
      r.leb();
      const short = exportName(field);
      if (seen.has(short)) throw new Error(`wasm-names: two exports would be called ${short}`);
      seen.add(field);
      seen.add(short);
      entries.push(str(short), wasm.subarray(start, r.p));
    }
  }
  if (r.p !== end) throw new Error(`wasm-names: section ${id} did not parse to its end`);
  const body = Buffer.concat([uleb(count), ...entries]);
  parts.push(Buffer.from([id]), uleb(body.length), body);
}
for (const required of Object.keys(EXPORTED)) {
  if (!seen.has(required)) throw new Error(`wasm-names: the wasm does not export ${required}`);
}
writeFileSync(file, Buffer.concat(parts));
