// web/src/frameworks/options.js: how the React hooks and Vue composables
// decide between nothing, update() and a new instance, from the options a
// component renders (compared by value; elements, functions and class
// instances by identity).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCROLLER_FIXED, changes, fixedOf, same, snapshot } from '../../web/src/frameworks/options.js';

class Element {}   // stands for a DOM element: compared by identity
const el = new Element();

test('a new object with the same values is no change; each changed key is, with its new value', () => {
  const a = { axis: 'x', snap: { children: true, align: 'center' }, spring: { stiffness: 300 }, bounds: { min: 0, max: 800 } };
  assert.equal(changes(snapshot(a), snapshot(structuredClone(a)), SCROLLER_FIXED), null);
  const b = { ...structuredClone(a), snap: { points: [0, 100, 250] }, drag: 0.2 };
  assert.deepEqual(changes(snapshot(a), snapshot(b), SCROLLER_FIXED), { snap: { points: [0, 100, 250] }, drag: 0.2 });
});

test('an option no longer given is passed as undefined (update() restores its default); fixed keys never are', () => {
  const out = changes({ axis: 'x', snap: 'children', wheel: 'smooth' }, { axis: 'y', wheel: 'smooth' }, SCROLLER_FIXED);
  assert.deepEqual(Object.keys(out), ['snap']);
  assert.equal(out.snap, undefined);
});

test('typed arrays and arrays compare by value; elements and functions by identity', () => {
  assert.ok(same(snapshot({ points: new Float64Array([0, 1.5]) }), snapshot({ points: [0, 1.5] })));
  assert.ok(!same({ points: [0, 1.5] }, { points: [0, 1.5, 3] }));
  assert.ok(!same({ points: [0, 1.5] }, { points: { 0: 0, 1: 1.5 } }));
  assert.ok(same({ content: [el] }, { content: [el] }));
  assert.ok(!same({ content: el }, { content: new Element() }));
  const f = () => {};
  assert.ok(same({ scheduler: f }, { scheduler: f }) && !same({ scheduler: f }, { scheduler: () => {} }));
  assert.ok(!same(0, -0) && same(NaN, NaN), 'Object.is');
});

test('snapshot copies what a caller may mutate later, and keeps instances as they are', () => {
  const options = { snap: { points: [0, 100] }, content: el };
  const copy = snapshot(options);
  options.snap.points.push(200);
  assert.deepEqual(copy.snap.points, [0, 100]);
  assert.equal(copy.content, el);
  assert.deepEqual(fixedOf(copy, SCROLLER_FIXED), [undefined, el, undefined]);
  assert.deepEqual(fixedOf(undefined, SCROLLER_FIXED), [undefined, undefined, undefined]);
});

test('apply(): update() with what changed for a Scroller or a Draggable; a Swipeable (no update()) is fixed in every option', async () => {
  const { SCROLLER, DRAGGABLE, SWIPEABLE, apply, fixedOf, same: eq } = await import('../../web/src/frameworks/options.js');
  const calls = [];
  const live = { instance: { update: (o) => calls.push(o) }, applied: snapshot({ axis: 'x', drag: 0.2, position: { x: 0, y: 0 } }) };
  apply(live, snapshot({ axis: 'x', drag: 0.2, position: { x: 5, y: 0 } }), DRAGGABLE);
  assert.deepEqual(calls, [], 'position is read once');
  apply(live, snapshot({ axis: 'x', drag: 0.3 }), SCROLLER);
  assert.deepEqual(calls, [{ drag: 0.3, position: undefined }]);
  const list = { items: 'li', snap: { points: [-300, 0] } };
  assert.ok(eq(fixedOf(snapshot(list), SWIPEABLE.fixed), fixedOf(snapshot(structuredClone(list)), SWIPEABLE.fixed)), 'equal values: the same Swipeable');
  assert.ok(!eq(fixedOf(snapshot(list), SWIPEABLE.fixed), fixedOf(snapshot({ ...list, snap: { points: [-200, 0] } }), SWIPEABLE.fixed)), 'new points: a new Swipeable');
  const swipe = { instance: { update() { throw new Error('a Swipeable has no update()'); } }, applied: snapshot(list) };
  apply(swipe, snapshot(structuredClone(list)), SWIPEABLE);   // its hooks apply only equal options (any change makes a new one)
  assert.deepEqual(swipe.applied, list);
});
