// The C++ core's include graph (src/kinema): no arrow that runs back up and
// no circle. Layers, lowest first: the foundation (status, state,
// tolerance, defaults: the types and constants everything shares, with no
// kinema include), detail/ (shared numerics), then the public headers. A detail file includes only
// detail files and the foundation; the graph of every file (headers and
// sources, a source standing for its header) has no cycle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const files = [
  ...readdirSync(`${SRC}kinema`).filter((f) => /\.(hpp|cpp)$/.test(f)).map((f) => `kinema/${f}`),
  ...readdirSync(`${SRC}kinema/detail`).filter((f) => /\.(hpp|cpp)$/.test(f)).map((f) => `kinema/detail/${f}`),
];
const includes = new Map(files.map((f) => [f,
  [...readFileSync(`${SRC}${f}`, 'utf8').matchAll(/^#include "(kinema\/[^"]+)"/gm)].map((m) => m[1])]));
const foundation = new Set(['kinema/status.hpp', 'kinema/state.hpp', 'kinema/tolerance.hpp', 'kinema/defaults.hpp']);
// A source is its header's node: foo.cpp's includes are foo.hpp's arrows.
const node = (f) => f.replace(/\.cpp$/, '.hpp');

test('the foundation includes nothing but the foundation', () => {
  for (const f of foundation) {
    assert.deepEqual(includes.get(f).filter((i) => !foundation.has(i)), [], `${f} is not at the bottom`);
  }
});

test('no file in detail/ includes a public header above the foundation', () => {
  const up = [];
  for (const [f, list] of includes) {
    if (!f.startsWith('kinema/detail/')) continue;
    for (const i of list) {
      if (i.startsWith('kinema/detail/') || foundation.has(i)) continue;
      up.push(`${f} -> ${i}`);
    }
  }
  assert.deepEqual(up, []);
});

test('the include graph has no cycle', () => {
  const edges = new Map();
  for (const [f, list] of includes) {
    const from = node(f);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const i of list) if (node(i) !== from) edges.get(from).add(node(i));
  }
  const state = new Map();  // 1 on the path, 2 done
  const cycles = [];
  const visit = (n, path) => {
    if (state.get(n) === 2) return;
    if (state.get(n) === 1) {
      cycles.push([...path.slice(path.indexOf(n)), n].join(' -> '));
      return;
    }
    state.set(n, 1);
    for (const m of edges.get(n) ?? []) visit(m, [...path, n]);
    state.set(n, 2);
  };
  for (const n of edges.keys()) visit(n, []);
  assert.deepEqual(cycles, []);
});
