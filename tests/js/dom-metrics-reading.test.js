// Pure logic behind issue 21, items 7, 8, 17 and issue 22, item 3, in Node:
// snap indices in reading order (readingIndex, readingPoints, carryIndex),
// a child's layout box refined by its screen box (layoutBox), pixel deltas
// added to a running notch (addToNotch) and when a wheel event's motion
// starts (motionStart). Truth: the definitions' identities, worked by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { carryIndex, layoutBox, readingIndex, readingPoints, snapPoints, SnapList } from '../../web/src/dom/scroll/metrics.js';
import { addToNotch, MAX_EVENT_AGE, motionStart } from '../../web/src/dom/scroll/input/smooth-wheel.js';

test('readingIndex: on a reversed axis index 0 is the point at offset 0; its own inverse; LTR and -1 unchanged', () => {
  const rtl = new SnapList([-1200, -800, -400, 0]);
  assert.deepEqual([0, 1, 2, 3].map((i) => rtl.at(readingIndex(rtl, true, i))), [0, -400, -800, -1200]);
  for (let i = 0; i < 4; i++) assert.equal(readingIndex(rtl, true, readingIndex(rtl, true, i)), i);
  assert.equal(readingIndex(rtl, true, -1), -1);
  assert.equal(readingIndex(rtl, false, 2), 2);
  assert.equal(readingIndex(null, true, 2), 2);
  assert.deepEqual(readingPoints(rtl, true), [0, -400, -800, -1200]);
  // An interval on a reversed axis counts from its start (offset 0), as in LTR from 0.
  const from0 = snapPoints({ kind: 'interval', interval: 400 }, { min: -1000, max: 0, reversed: true });
  assert.deepEqual(readingPoints(from0, true), [0, -400, -800, -1000]);
  assert.deepEqual(readingPoints(snapPoints({ kind: 'interval', interval: 400 }, { min: 0, max: 1000 }), false), [0, 400, 800, 1000]);
  assert.deepEqual([from0.nearest(-390), from0.nearest(-950), from0.nearest(5), from0.count], [2, 0, 3, 4]);
  assert.deepEqual(from0.window(1, 2), { first: 1, points: [-800, -400] });
  assert.equal(from0.at(readingIndex(from0, true, 1)), -400);
  assert.deepEqual(readingPoints(rtl, false), [-1200, -800, -400, 0]);
  assert.deepEqual(readingPoints(null, true), []);
});

test('carryIndex keeps the slide in reading order across new points (RTL: a slide appended at the end), clamped to the last', () => {
  const six = { snap: new SnapList([-2000, -1600, -1200, -800, -400, 0]), reversed: true };
  const seven = { snap: new SnapList([-2400, -2000, -1600, -1200, -800, -400, 0]), reversed: true };
  const three = { snap: new SnapList([-800, -400, 0]), reversed: true };
  // Slide 4 in reading order (-1600) is sorted index 1 of six and 2 of seven.
  assert.equal(carryIndex(six, seven, 1), 2);
  assert.equal(seven.snap.at(carryIndex(six, seven, 1)), -1600);
  // The last slide of six (reading 5: sorted 0) after three remain: the last of three (sorted 0, reading 2).
  assert.equal(carryIndex(six, three, 0), 0);
  assert.equal(carryIndex(six, three, 5), 2, 'the first slide stays the first');
  const ltr = { snap: new SnapList([0, 400, 800]), reversed: false };
  assert.equal(carryIndex(ltr, { snap: new SnapList([0, 400]), reversed: false }, 2), 1);
  assert.equal(carryIndex(ltr, ltr, -1), -1);
  assert.equal(carryIndex(ltr, { snap: null, reversed: false }, 2), 2);
});

test('layoutBox: the layout box, refined by the screen box only where both agree within a pixel', () => {
  assert.deepEqual(layoutBox({ start: 44, size: 44 }, { start: 44.5, size: 44.5 }), { start: 44.5, end: 89 });
  // rotateX(40deg): the projected box is shorter and moved: the layout wins.
  assert.deepEqual(layoutBox({ start: 88, size: 44 }, { start: 92.9, size: 33.7 }), { start: 88, end: 132 });
  // A translate of 10 px: same size, moved: the layout wins.
  assert.deepEqual(layoutBox({ start: 88, size: 44 }, { start: 98, size: 44 }), { start: 88, end: 132 });
  assert.deepEqual(layoutBox({ start: 0, size: 10 }, null), { start: 0, end: 10 });
});

test('addToNotch: pixel deltas add to the running target in the range; nothing at the end', () => {
  const running = (pixels, target) => ({
    pixels, range: { min: 0, max: 1000 }, snap: null, activity: { kind: 'driven', target, requested: target },   // a running notch (shared/activity.js DrivenActivity)
  });
  const p = running(6, 100);
  assert.deepEqual(addToNotch(new Map([[p, 50]])), [[p, { target: 150, snapIndex: -1 }]]);
  const q = running(990, 1000);
  assert.deepEqual(addToNotch(new Map([[q, 20]])), []);
  assert.deepEqual(addToNotch(new Map([[q, -20]])), [[q, { target: 980, snapIndex: -1 }]]);
});

test('motionStart: the event\'s time on the scheduler\'s clock, at most MAX_EVENT_AGE back, never ahead', () => {
  assert.equal(motionStart({ timeStamp: 990 }, 5000, 1000), 4990, '10 ms old');
  assert.equal(motionStart({ timeStamp: 700 }, 5000, 1000), 4700, 'a long task delayed it 300 ms: it starts then');
  assert.equal(motionStart({ timeStamp: -5000 }, 5000, 1000), 5000 - MAX_EVENT_AGE, 'a bogus stamp');
  assert.equal(motionStart({ timeStamp: 1010 }, 5000, 1000), 5000, 'stamped ahead of the clock');
  assert.equal(motionStart({ timeStamp: NaN }, 5000, 1000), 5000);
  // No performance clock: globalThis.performance is absent, not just an
  // undefined argument (that takes the default, this process's own clock,
  // whose age depends on how long the machine took to get here).
  const clock = Object.getOwnPropertyDescriptor(globalThis, 'performance');
  Object.defineProperty(globalThis, 'performance', { value: undefined, configurable: true, writable: true });
  try {
    assert.equal(motionStart({ timeStamp: 990 }, 5000), 5000, 'no performance clock');
  } finally {
    Object.defineProperty(globalThis, 'performance', clock);
  }
});
