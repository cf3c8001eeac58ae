// The "decide and document" items of issue 11 and defect 15, in Node:
// unbound methods throw, structuredClone of a motion throws, and chooseSnap
// gives back the scratch memory of a huge call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  init, Spring, Friction, Composite, chooseSnap, wasmHeapInUse, scrollMotion,
} from '../../web/src/index.js';

await init();

test('defect 15: a motion method called on null throws a TypeError, also after a Composite was built', () => {
  const methods = ['x', 'dx', 'at', 'done'];
  const check = () => {
    for (const m of methods) {
      assert.throws(() => Spring.prototype[m].call(null, 0.25), TypeError, `Spring.prototype.${m}`);
      assert.throws(() => Friction.prototype[m].call(undefined, 0.25), TypeError, `Friction.prototype.${m}`);
      assert.throws(() => Spring.prototype[m].call({}, 0.25), TypeError, `on a plain object: ${m}`);
    }
  };
  check();
  Composite.flingToSpring({ from: 0, velocity: 1000, drag: 0.135, min: 0, max: 100, stiffness: 170 });
  check();
  scrollMotion({ position: 0, velocity: 500, min: 0, max: 100 });
  check();
});

test('structuredClone of a motion throws a DataCloneError instead of giving {}', () => {
  const motions = [
    new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 }),
    new Friction({ from: 0, velocity: 100 }),
    Composite.flingToSpring({ from: 0, velocity: 1000, drag: 0.135, min: 0, max: 100, stiffness: 170 }),
  ];
  for (const m of motions) {
    assert.throws(() => structuredClone(m), (e) => e.name === 'DataCloneError' && /cannot_be_structured_cloned/.test(e.message));
    assert.ok(Number.isFinite(m.x(0.1)), 'the motion itself still works');
  }
});

test('chooseSnap gives back the scratch buffer of a huge call', () => {
  const before = wasmHeapInUse();
  const points = new Float64Array(2_000_000);
  for (let i = 0; i < points.length; i++) points[i] = i * 10;
  assert.equal(chooseSnap({ points, position: 12_346, velocity: 0 }), 1235);
  assert.equal(wasmHeapInUse(), before, 'no 16 MB kept after the call');
  // Small calls keep their buffer (no allocation per call).
  chooseSnap({ points: [0, 1, 2], position: 1, velocity: 0 });
  const kept = wasmHeapInUse();
  chooseSnap({ points: [0, 1, 2, 3], position: 1, velocity: 0 });
  assert.equal(wasmHeapInUse(), kept);
});
