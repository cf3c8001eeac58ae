// bench/source-map.mjs (bench/floors.mjs's attribution of a bundle's bytes
// to its source files) and bench/error-texts.mjs (what error texts cost),
// against truths built into the inputs: each module of a small bundle holds
// a marker string only it has, one of them with characters of two and three
// UTF-8 bytes (so UTF-16 offsets, which V8's coverage reports, and byte
// offsets, which gzip sees, differ).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as acorn from 'acorn';
import { build } from 'esbuild';
import { sourceAt, spans, without } from '../../bench/source-map.mjs';
import { errorTextEdits } from '../../bench/error-texts.mjs';

test('spans(): every byte and character of a minified bundle is owned once, each marker by its own file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kinema-spans-'));
  try {
    const files = {
      'a.js': "export function a(x) { return x > 1 ? 'MARKER_A é ✓ ' + x : 'MARKER_A2'; }\n",
      'b.js': "import { a } from './a.js';\nexport const b = (y) => a(y) + 'MARKER_B';\n",
      'c.js': "export class C { m(z) { return 'MARKER_C' + z; } }\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, 'main.js'), "import { b } from './b.js';\nimport { C } from './c.js';\nglobalThis.use = [b, C, 'MARKER_MAIN'];\n");
    const r = await build({ entryPoints: [join(dir, 'main.js')], bundle: true, minify: true, format: 'esm', charset: 'utf8',
      write: false, outfile: join(dir, 'out.js'), sourcemap: 'external' });
    const js = r.outputFiles.find((f) => f.path.endsWith('.js'));
    const map = JSON.parse(r.outputFiles.find((f) => f.path.endsWith('.map')).text);
    const text = js.text;
    const bytes = Buffer.from(js.contents);
    assert.notEqual(bytes.length, text.length, 'the bundle has multi-byte characters');
    const list = spans(text, map);
    // Contiguous, in order, covering all of it, in both units.
    assert.equal(list[0].start, 0);
    assert.equal(list[0].byteStart, 0);
    for (let i = 1; i < list.length; i++) {
      assert.equal(list[i].start, list[i - 1].end);
      assert.equal(list[i].byteStart, list[i - 1].byteEnd);
    }
    assert.equal(list.at(-1).end, text.length);
    assert.equal(list.at(-1).byteEnd, bytes.length);
    // The same text either way: each span's bytes are its characters.
    for (const s of list) assert.equal(bytes.subarray(s.byteStart, s.byteEnd).toString('utf8'), text.slice(s.start, s.end));
    // Each marker is owned by its file (by character offset, as coverage asks).
    for (const [marker, file] of [['MARKER_A2', 'a.js'], ['MARKER_B', 'b.js'], ['MARKER_C', 'c.js'], ['MARKER_MAIN', 'main.js'], ['✓', 'a.js']]) {
      const at = text.indexOf(marker);
      assert.ok(at > 0, marker);
      assert.ok(sourceAt(list, at).endsWith(file), `${marker}: ${sourceAt(list, at)}`);
    }
    // without(): the bytes outside the ranges, in order.
    const cut = list.filter((s) => s.source?.endsWith('c.js')).map((s) => [s.byteStart, s.byteEnd]);
    const rest = without(bytes, cut).toString('utf8');
    assert.ok(!rest.includes('MARKER_C') && rest.includes('MARKER_B') && rest.includes('MARKER_A é ✓'));
    assert.equal(without(bytes, cut).length, bytes.length - cut.reduce((n, [x, y]) => n + y - x, 0));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('errorTextEdits(): cuts the prose of error messages, keeps names, values and every other string', () => {
  const source = `
const RANGE = { mass: 'greater than 0', bounce: 'between -1 and 1' };
const CSS = 'translate3d(0px, 0px, 0px)';
const MEDIA = { query: '(prefers-reduced-motion: reduce)' };
function throwRange(where, parameter, value, detail) { throw new RangeError(\`kinema: \${where}: \\\`\${parameter}\\\` \${detail}, got \${value}\`); }
export function check(where, name, value) {
  let detail;
  if (value < 0) detail = 'must not be negative';
  if (value === 0) detail = \`must be \${RANGE[name]}\`;
  if (typeof value !== 'number') throw new TypeError(\`kinema: \${where}: option \\\`\${name}\\\` must be a number\`);
  if (detail) throwRange(where, name, value, detail);
  el.style.transform = CSS;
  return RANGE[name] + MEDIA.query;
}`;
  const edits = errorTextEdits(source, acorn);
  let out = source;
  for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
  for (const prose of ['greater than 0', 'between -1 and 1', 'must not be negative', 'must be a number', 'kinema: ']) {
    assert.ok(source.includes(prose) && !out.includes(prose), `${prose} is cut`);
  }
  for (const kept of ["'translate3d(0px, 0px, 0px)'", "'(prefers-reduced-motion: reduce)'", '${where}', '${name}', '${parameter}', '${value}', '${detail}']) {
    assert.ok(out.includes(kept), `${kept} is kept`);
  }
  assert.doesNotThrow(() => acorn.parse(out, { ecmaVersion: 'latest', sourceType: 'module' }), 'still JavaScript');
});
