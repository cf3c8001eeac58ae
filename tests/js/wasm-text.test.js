// web/src/wasm-text.js: the wasm binary's text form back to bytes
// (TextEncoder + a hand-written wasm loop). The truth is the definition of
// the form (scripts/embed-wasm.mjs): character key[b] stands for byte b.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { bytesOfText } from '../../web/src/wasm-text.js';
import { prng } from './prng.js';

// A random renaming (a permutation of U+0000-U+00FF) and random bytes.
function randomCase(seed, length) {
  const rnd = prng(seed);
  const codes = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [codes[i], codes[j]] = [codes[j], codes[i]];
  }
  const key = String.fromCharCode(...codes);
  const bytes = Uint8Array.from({ length }, () => Math.floor(rnd() * 256));
  let text = '';
  for (const b of bytes) text += key[b];
  return { key, bytes, text };
}

test('bytesOfText inverts the renaming for every byte value, one- and two-byte UTF-8 alike', () => {
  for (const [seed, length] of [[1, 0], [2, 1], [3, 256], [4, 5000]]) {
    const { key, bytes, text } = randomCase(seed, length);
    assert.deepEqual(bytesOfText(text, key), bytes, `seed ${seed}, ${length} bytes`);
  }
});

test('bytesOfText: texts whose UTF-8 needs more than one 64 KiB page of the decoder memory', () => {
  // ~half the characters are >= U+0080 (two UTF-8 bytes): 100,000 of them are ~150 KB of UTF-8.
  const { key, bytes, text } = randomCase(5, 100_000);
  assert.deepEqual(bytesOfText(text, key), bytes);
});

test('bytesOfText of the shipped text is the built binary, byte for byte', async () => {
  const { default: text, key } = await import('../../web/dist/kinema-wasm-bytes.js');
  const built = readFileSync(new URL('../../web/dist/kinema-wasm.wasm', import.meta.url));
  assert.deepEqual(bytesOfText(text, key), new Uint8Array(built));
});
