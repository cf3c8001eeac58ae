// Using the package before `await init()`: every entry point throws a clear
// Error telling the user to call init() first. This file must not await
// init() before its first test (node --test runs each file in its own
// process, so the module really is not loaded yet here).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  init, Spring, Friction, Gravity, BouncingGravity, ExponentialRate, Composite, MotionBatch,
  SpringGroup, lambertW, wasmMemoryBytes, wasmHeapInUse, Spring2D, project2D, chooseSnap2D, snapMotion2D,
} from 'kinema';

const ENTRY_POINTS = {
  'new Spring': () => new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 }),
  'Spring.withDampingRatio': () => Spring.withDampingRatio({ from: 0, to: 1, stiffness: 100, dampingRatio: 1 }),
  'Spring.withDuration': () => Spring.withDuration({ from: 0, to: 1, duration: 0.5 }),
  'new Friction': () => new Friction({ from: 0, velocity: 10, drag: 0.5 }),
  'Friction.toStopAt': () => Friction.toStopAt({ from: 0, velocity: 10, to: 20 }),
  'new Gravity': () => new Gravity({ from: 0, acceleration: 10 }),
  'new BouncingGravity': () => new BouncingGravity({ from: 0, acceleration: 10, floor: 5 }),
  'new ExponentialRate': () => new ExponentialRate({ from: 0, velocity: 1, lambda: 1 }),
  'ExponentialRate.solve': () => ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 }),
  'Composite.flingToSpring': () => Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 }),
  'Composite.fall': () => Composite.fall({ from: 0, acceleration: 1000, landing: 300, stiffness: 300 }),
  'new MotionBatch': () => new MotionBatch(4),
  'new SpringGroup': () => new SpringGroup(4),
  'lambertW': () => lambertW(1),
  'wasmMemoryBytes': () => wasmMemoryBytes(),
  'wasmHeapInUse': () => wasmHeapInUse(),
  'new Spring2D': () => new Spring2D({ from: { x: 0, y: 0 }, to: { x: 1, y: 1 }, stiffness: 100, damping: 10 }),
  'Spring2D.withDuration': () => Spring2D.withDuration({ from: { x: 0, y: 0 }, to: { x: 1, y: 1 }, duration: 0.5 }),
  'project2D': () => project2D({ position: { x: 0, y: 0 }, velocity: { x: 1, y: 1 } }),
  'chooseSnap2D': () => chooseSnap2D({ points: [{ x: 0, y: 0 }], position: { x: 0, y: 0 }, velocity: { x: 1, y: 1 } }),
  'snapMotion2D': () => snapMotion2D({ position: { x: 0, y: 0 }, velocity: { x: 1, y: 1 }, target: { x: 5, y: 5 } }),
  'snapMotion2D with bad options': () => snapMotion2D({ position: 3 }),
  // bad input too: the missing init() is what the user needs to hear about
  'new Spring with bad options': () => new Spring({ stiffness: 'soft' }),
  'new Friction(undefined)': () => new Friction(),
  'lambertW with a bad branch': () => lambertW(1, 7),
  'new MotionBatch(0)': () => new MotionBatch(0),
};

function isInitError(e) {
  assert.equal(e.constructor, Error, `a plain Error, got ${e.constructor.name}: ${e.message}`);
  assert.match(e.message, /^kinema: /);
  assert.match(e.message, /await init\(\)/, 'the message says what to do');
  assert.match(e.message, /not loaded/);
  return true;
}

test('every entry point throws a clear Error before init()', () => {
  for (const [name, call] of Object.entries(ENTRY_POINTS)) {
    assert.throws(call, isInitError, name);
  }
});

test('init() returns one promise, even while loading; afterwards everything works', async () => {
  const p = init();
  assert.ok(p instanceof Promise);
  assert.equal(init(), p, 'a second call while loading returns the same promise');
  // still not loaded until the promise settles
  assert.throws(ENTRY_POINTS['new Spring'], isInitError);
  assert.equal(await p, undefined);
  assert.equal(init(), p);
  for (const [name, call] of Object.entries(ENTRY_POINTS)) {
    if (/bad|undefined|\(0\)/.test(name)) {
      assert.throws(call, (e) => e instanceof TypeError || e instanceof RangeError, `${name} after init()`);
    } else {
      const made = call();
      assert.ok(made !== undefined, `${name} works after init()`);
    }
  }
  const s = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
  assert.equal(s.x(0), 0);
  assert.equal(s.x(Infinity), 100);
});
