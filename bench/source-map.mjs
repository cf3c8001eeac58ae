// A minified bundle split by the source file that produced each of its
// bytes, from its source map (esbuild's, which chains the input files' own
// maps: a bundle of web/dist maps back to web/src). Each mapping segment
// owns the output up to the next segment on its line; output with no
// segment (or a segment with no source) belongs to no file.
// Used by bench/floors.mjs and bench/size.mjs.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one mapping segment (base64 VLQ, relative values). */
export function vlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The spans of `text` (the bundle as a string) by source: an array, in
 * output order, of { source, start, end, byteStart, byteEnd } with start/end
 * in UTF-16 units of `text` (V8's coverage offsets) and byteStart/byteEnd in
 * its UTF-8 bytes (what gzip sees); `source` is the map's source path, or
 * null for output no source owns.
 */
export function spans(text, map) {
  const out = [];
  const lines = text.split('\n');
  let source = 0;
  let charAt = 0;  // offset of the current line in text
  let byteAt = 0;
  const mappings = map.mappings.split(';');
  lines.forEach((line, i) => {
    const marks = [];
    let column = 0;
    for (const seg of (mappings[i] ?? '').split(',').filter(Boolean)) {
      const v = vlq(seg);
      column += v[0];
      if (v.length > 1) source += v[1];
      marks.push({ column, source: v.length > 1 ? map.sources[source] : null });
    }
    if (marks.length === 0 || marks[0].column > 0) marks.unshift({ column: 0, source: null });
    // Bytes of the line's prefixes, computed once per mark (columns ascend).
    let prevCol = 0;
    let prevBytes = 0;
    const bytes = (col) => {
      prevBytes += Buffer.byteLength(line.slice(prevCol, col));
      prevCol = col;
      return prevBytes;
    };
    const newline = i + 1 < lines.length ? 1 : 0;
    marks.forEach((m, k) => {
      const end = k + 1 < marks.length ? marks[k + 1].column : line.length + newline;
      const b0 = bytes(m.column);
      const b1 = k + 1 < marks.length ? bytes(end) : Buffer.byteLength(line) + newline;
      if (end > m.column) out.push({ source: m.source, start: charAt + m.column, end: charAt + end, byteStart: byteAt + b0, byteEnd: byteAt + b1 });
    });
    charAt += line.length + 1;
    byteAt += Buffer.byteLength(line) + 1;
  });
  return out;
}

/** The source owning UTF-16 offset `at` of the text `spans()` split (binary search), or null. */
export function sourceAt(list, at) {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].end <= at) lo = mid + 1;
    else if (list[mid].start > at) hi = mid - 1;
    else return list[mid].source;
  }
  return null;
}

/** `bytes` without the byte ranges [start, end) in `ranges` (any order, not overlapping). */
export function without(bytes, ranges) {
  const parts = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    parts.push(bytes.subarray(at, start));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts);
}
