// One engine per page (web/src/wasm.js, docs/architecture-wasm.md): kinema/dom's
// init() loads the scroll engine; kinema's init() loads the full engine,
// which then serves both entries. What the scroll engine lacks fails with an
// error that says what to do, and a full engine asked for later replaces the
// scroll one with every motion and result carried over, bit for bit.
// (This file's process starts with no engine: the order matters here.)
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { init as initScroll } from '../../web/src/init-scroll.js';
import { init as initFull } from '../../web/src/init-full.js';
import { Friction, Gravity, Spring, chooseSnap, lambertW, scrollMotion, MotionBatch } from '../../web/src/index.js';
import { M } from '../../web/src/wasm.js';

const TIMES = [0, 0.016, 0.1, 0.5, 2];
const POINTS = Array.from({ length: 300 }, (_, i) => i * 97);  // more than the scratch's first 64 doubles
// Friction's rest from 1000 px at 2000 px/s, drag 0.135: 1000 - 2000 / ln 0.135; the nearest point.
const NEAREST = Math.round((1000 - 2000 / Math.log(0.135)) / 97);

test('kinema/dom init(): the scroll engine runs what kinema/dom uses, and says what to do for the rest', async () => {
  assert.equal(initScroll(), initScroll(), 'every call returns the same promise');
  await initScroll();
  const scrollModule = M;
  const spring = Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 0.5 });
  assert.ok(spring.x(0.1) > 0);
  assert.equal(chooseSnap({ points: POINTS, position: 1000, velocity: 2000 }), NEAREST);
  const message = /^Error: kinema: gravity is not in the scroll engine that kinema\/dom's init\(\) loaded; call init\(\) from 'kinema'/;
  assert.throws(() => new Gravity({ from: 0, velocity: 0, acceleration: 9.8 }), message);
  assert.throws(() => lambertW(1), /^Error: kinema: lambert_w is not in the scroll engine/);
  assert.throws(() => new MotionBatch(4), /^Error: kinema: motions_new is not in the scroll engine/);
  assert.equal(M, scrollModule);
});

test("kinema's init() afterwards: the full engine replaces it, motions carry over bit for bit", async () => {
  const before = Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 0.5 });
  const fling = scrollMotion({ position: 0, velocity: 3000, min: 0, max: 2000 });
  const friction = new Friction({ from: 0, velocity: 1200, drag: 0.135 });
  const seen = [before, fling, friction].map((m) => TIMES.map((t) => [m.x(t), m.dx(t)]));
  const scrollModule = M;
  await initFull();
  assert.notEqual(M, scrollModule, 'the full engine is bound');
  assert.deepEqual([before, fling, friction].map((m) => TIMES.map((t) => [m.x(t), m.dx(t)])), seen);
  // New motions on the full engine equal the scroll engine's to the bit.
  const again = Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 0.5 });
  assert.deepEqual(TIMES.map((t) => again.x(t)), TIMES.map((t) => before.x(t)));
  // The scratch buffer of the array arguments lives in the new heap.
  assert.equal(chooseSnap({ points: POINTS, position: 1000, velocity: 2000 }), NEAREST);
  assert.equal(lambertW(1), 0.5671432904097838);
  assert.ok(new Gravity({ from: 0, velocity: 0, acceleration: 9.8 }).x(1) > 4.8);
  // And kinema/dom's init() now returns the full engine's promise.
  assert.equal(initScroll(), initFull());
  await initScroll();
  assert.equal(M.gravity !== undefined, true);
});
