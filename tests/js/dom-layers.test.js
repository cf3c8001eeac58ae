// The layers of kinema/dom (web/src/dom): the Scroller's private parts live
// in scroll/, the Draggable's in drag/, and what both use in shared/. The
// Draggable reaches nothing of the Scroller's, and shared/ reaches neither
// class's parts: each import is followed to the end (static `import` /
// `export ... from` and `import()`), so a top-level module that drags in
// scroll/ counts too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOM = fileURLToPath(new URL('../../web/src/dom/', import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative specifiers a file imports, resolved to absolute paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.startsWith('.')) out.push(resolve(dirname(file), spec));
  }
  return out;
}

/** Every module of kinema/dom that `file` reaches, with the chain that reaches it (the core below is not followed). */
function reach(file) {
  const seen = new Map([[file, [file]]]);
  const queue = [file];
  while (queue.length) {
    const f = queue.shift();
    for (const g of importsOf(f)) {
      if (seen.has(g) || !g.startsWith(DOM)) continue;
      seen.set(g, [...seen.get(f), g]);
      queue.push(g);
    }
  }
  return seen;
}

const filesUnder = (dir) => readdirSync(dir).flatMap((name) => {
  const p = join(dir, name);
  return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith('.js') ? [p] : [];
});
const rel = (p) => relative(DOM, p);
const inside = (p, folder) => rel(p).startsWith(`${folder}/`);

/** The chains from each of `files` to a module that `forbidden` names. */
function violations(files, forbidden) {
  const out = [];
  for (const f of files) {
    for (const [g, chain] of reach(f)) if (forbidden(g)) out.push(chain.map(rel).join(' -> '));
  }
  return out;
}

test('the Draggable (draggable.js, drag/) reaches nothing under scroll/', () => {
  const files = [join(DOM, 'draggable.js'), ...filesUnder(join(DOM, 'drag'))];
  assert.ok(files.length > 2);
  assert.deepEqual(violations(files, (g) => inside(g, 'scroll')), []);
});

test('shared/ reaches nothing under scroll/ or drag/, nor either class', () => {
  const files = filesUnder(join(DOM, 'shared'));
  assert.ok(files.length > 0);
  const forbidden = (g) => inside(g, 'scroll') || inside(g, 'drag') || ['scroller.js', 'draggable.js'].includes(rel(g));
  assert.deepEqual(violations(files, forbidden), []);
});

test('the import reader sees every kind of relative import (the checks above can fail)', () => {
  const scroller = importsOf(join(DOM, 'scroller.js')).map(rel);
  assert.ok(scroller.includes('scroll/position.js'), scroller.join(', '));
  assert.ok(reach(join(DOM, 'scroller.js')).has(join(DOM, 'shared/physics.js')));
  const index = importsOf(join(DOM, 'index.js')).map(rel);   // `export { … } from`
  assert.ok(index.includes('draggable.js') && index.includes('scroller.js'), index.join(', '));
});
