// One named default per physical constant of the JavaScript layer
// (web/src/defaults.js): no other file of web/src writes one of them as a
// literal, and every public default is that constant, checked against the
// same call with the constant passed explicitly (to the bit) and against
// the closed form where there is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  init, Friction, chooseSnap, scrollMotion, scrollPhysics, snapMotion, rubberBand, project2D,
} from 'kinema';
import {
  DRAG, ANDROID_FRICTION, IOS_DECELERATION_RATE, RUBBER_BAND, SCROLL_SPRING, SNAP_STIFFNESS, SNAP_MAX_TIME_CONSTANT, EXACT_TOLERANCE,
} from '../../web/src/defaults.js';
import { SHARED_DEFAULTS, readTolerance } from '../../web/src/dom/shared-config.js';

const SRC = fileURLToPath(new URL('../../web/src/', import.meta.url));
const files = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));

test('no file of web/src but defaults.js writes a physical default as a literal', () => {
  // The constants as code writes them (comments stripped): the drag, the
  // iOS rates, the Android friction, the rubber band, the springs.
  const LITERALS = [/\b0\.135\b/, /\b0\.998\b/, /\b0\.99\b/, /\b0\.015\b/, /\b0\.55\b/, /\bstiffness:\s*(170|300)\b/];
  const found = [];
  for (const file of files(SRC).filter((f) => f.endsWith('.js') && !f.endsWith('defaults.js'))) {
    const code = readFileSync(file, 'utf8').replace(/\/\*[^]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
    code.split('\n').forEach((line, i) => {
      for (const re of LITERALS) if (re.test(line)) found.push(`${relative(SRC, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});

test('every public default is the named constant', async () => {
  await init();
  // Friction: the closed-form rest, from + v / -ln(drag), and the explicit call to the bit.
  const f = new Friction({ from: 0, velocity: 1000 });
  assert.equal(f.restPosition, new Friction({ from: 0, velocity: 1000, drag: DRAG }).restPosition);
  assert.ok(Math.abs(f.restPosition - 1000 / -Math.log(DRAG)) < 1e-9, `${f.restPosition}`);
  // chooseSnap and project2D project with the same drag.
  const snap = { points: [0, 300, 500, 700], position: 0, velocity: 1000 };
  assert.equal(chooseSnap(snap), chooseSnap({ ...snap, drag: DRAG }));
  assert.equal(chooseSnap(snap), 2);  // rest at 1000 / -ln(0.135) = 499.3: the point 500
  assert.deepEqual(project2D({ position: { x: 0, y: 0 }, velocity: { x: 1000, y: 0 } }),
    project2D({ position: { x: 0, y: 0 }, velocity: { x: 1000, y: 0 }, drag: DRAG }));
  // scrollMotion: drag and spring; snapMotion: its spring and switch.
  const s = { position: 0, velocity: 3000, min: 0, max: 500 };
  const a = scrollMotion(s), b = scrollMotion({ ...s, drag: DRAG, ...SCROLL_SPRING });
  for (const t of [0.1, 0.5, 1, 2]) assert.equal(a.x(t), b.x(t), `scrollMotion x(${t})`);
  const l = { position: 0, velocity: -10, target: 300 };
  assert.equal(snapMotion(l).x(0.3), snapMotion({ ...l, stiffness: SNAP_STIFFNESS, maxTimeConstant: SNAP_MAX_TIME_CONSTANT }).x(0.3));
  assert.equal(rubberBand(50, 800), rubberBand(50, 800, RUBBER_BAND));
  // The presets carry the same figures.
  assert.equal(scrollPhysics('ios').rubberBand, RUBBER_BAND);
  assert.equal(scrollPhysics('ios').drag, IOS_DECELERATION_RATE.normal ** 1000);
  assert.equal(scrollPhysics('android').androidFriction, ANDROID_FRICTION);
  // kinema/dom reads the same ones.
  assert.equal(SHARED_DEFAULTS.drag, DRAG);
  assert.deepEqual(SHARED_DEFAULTS.spring, SCROLL_SPRING);
  assert.deepEqual(readTolerance('exact', 'test'), EXACT_TOLERANCE);
});
