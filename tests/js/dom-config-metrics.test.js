// kinema/dom's Scroller parts without a browser: the config (every option,
// default and error in one place; update() semantics) and the metrics
// (ranges for every writing mode and direction, snap points from given
// rectangles, scaled ancestors, interval snapping without a list).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readConfig, updateConfig } from '../../web/src/dom/scroll/config.js';
import { SHARED_DEFAULTS as DEFAULTS } from '../../web/src/dom/shared-config.js';
import {
  childSnapPoints, flow, indexAt, nativeRange, resolveBounds, scaleOf, SnapInterval, SnapList, snapPoints,
} from '../../web/src/dom/scroll/metrics.js';
import { FakeScheduler } from './dom-fake.js';

const scheduler = new FakeScheduler();

test('config: the defaults, in one place', () => {
  const c = readConfig({ scheduler });
  assert.equal(c.axis, 'y');
  assert.deepEqual(c.axes, ['y']);
  assert.equal(c.overscroll, 'bounce');
  assert.equal(c.drag, 0.135);
  assert.deepEqual(c.spring, { stiffness: 170, dampingRatio: 1 });
  assert.deepEqual(c.tolerance, DEFAULTS.tolerance);
  assert.equal(c.snap, null);
  assert.equal(c.pointer && c.wheel && c.keyboard, true);
  assert.ok(Object.isFrozen(c) && Object.isFrozen(c.spring));
});

test('config: bad options throw TypeError or RangeError naming the option and the value', () => {
  assert.throws(() => readConfig({ axis: 'z' }), { name: 'TypeError', message: /option `axis` must be one of 'x', 'y', 'both', got "z"/ });
  assert.throws(() => readConfig({ drag: 2 }), { name: 'RangeError', message: /drag/ });
  assert.throws(() => readConfig({ spring: { stiffness: -1 } }), { name: 'RangeError', message: /spring\.stiffness/ });
  assert.throws(() => readConfig({ spring: { dampingRatio: -0.5 } }), { name: 'RangeError', message: /spring\.dampingRatio/ });
  assert.throws(() => readConfig({ bounds: { min: 5, max: 1 } }), { name: 'RangeError', message: /bounds\.max/ });
  assert.throws(() => readConfig({ snap: { interval: 0 } }), { name: 'RangeError', message: /snap\.interval/ });
  assert.throws(() => readConfig({ snap: { points: [3, 1] } }), { name: 'RangeError', message: /snap\.points\[1\]/ });
  assert.throws(() => readConfig({ snap: { points: [1], interval: 2 } }), { name: 'TypeError', message: /exactly one/ });
  assert.throws(() => readConfig({ wheel: 'yes' }), { name: 'TypeError', message: /option `wheel` must be true, false or 'smooth', got "yes"/ });
  assert.throws(() => readConfig({ colour: 1 }), { name: 'TypeError', message: /unknown option `colour`/ });
  assert.throws(() => readConfig({ scheduler: {} }), { name: 'TypeError', message: /scheduler/ });
});

test('config: update() changes the named options, keeps the others, and refuses the fixed ones', () => {
  const c = readConfig({ axis: 'x', snap: { interval: 400, mode: 'page' }, spring: { stiffness: 300 }, wheel: false, scheduler });
  const u = updateConfig(c, { snap: { points: [0, 100] }, reducedMotion: 'reduce' });
  assert.deepEqual(u.snap.points, [0, 100]);
  assert.equal(u.reducedMotion, 'reduce');
  assert.equal(u.axis, 'x');
  assert.equal(u.wheel, false);
  assert.equal(u.spring.stiffness, 300);
  assert.equal(u.scheduler, scheduler);
  // Unchanged: the same snap object comes back equal.
  assert.deepEqual(updateConfig(c, {}).snap, c.snap);
  const kids = readConfig({ snap: { children: true, align: 'center' }, scheduler });
  assert.deepEqual(updateConfig(kids, { drag: 0.5 }).snap, kids.snap);
  // undefined restores the default, null removes the snapping.
  assert.equal(updateConfig(c, { spring: undefined }).spring.stiffness, 170);
  assert.equal(updateConfig(c, { snap: null }).snap, null);
  assert.throws(() => updateConfig(c, { axis: 'y' }), { name: 'TypeError', message: /`axis` is fixed at construction/ });
  assert.throws(() => updateConfig(c, { nope: 1 }), { name: 'TypeError', message: /`nope` is unknown/ });
  assert.throws(() => updateConfig(c, { drag: 0 }), { name: 'RangeError', message: /drag/ });
  assert.throws(() => updateConfig(c, null), TypeError);
});

test('metrics: which axes run reversed, for every writing mode and direction', () => {
  assert.deepEqual(flow({ writingMode: 'horizontal-tb', direction: 'ltr' }), { x: false, y: false });
  assert.deepEqual(flow({ writingMode: 'horizontal-tb', direction: 'rtl' }), { x: true, y: false });
  // Defect 9: vertical-rl scrolls over [-extent, 0] horizontally, natively.
  assert.deepEqual(flow({ writingMode: 'vertical-rl', direction: 'ltr' }), { x: true, y: false });
  assert.deepEqual(flow({ writingMode: 'vertical-rl', direction: 'rtl' }), { x: true, y: true });
  assert.deepEqual(flow({ writingMode: 'vertical-lr', direction: 'ltr' }), { x: false, y: false });
  assert.deepEqual(flow({ writingMode: 'sideways-lr', direction: 'ltr' }), { x: false, y: true });
  assert.deepEqual(nativeRange(1600, true), { min: -1600, max: 0 });
  assert.deepEqual(nativeRange(1600, false), { min: 0, max: 1600 });
  assert.deepEqual(nativeRange(-3, false), { min: 0, max: 0 });
});

test('metrics: the user\'s bounds override the native range where given', () => {
  const native = { min: -1600, max: 0 };
  assert.deepEqual(resolveBounds({}, native), native);
  assert.deepEqual(resolveBounds({ max: -100 }, native), { min: -1600, max: -100 });
  assert.deepEqual(resolveBounds({ min: 10 }, native), { min: 10, max: 10 });
  assert.deepEqual(resolveBounds({ min: -5, max: 5 }, native), { min: -5, max: 5 });
  assert.deepEqual(resolveBounds({ max: -2000 }, native), { min: -2000, max: -2000 });
});

test('metrics: scaled ancestors (defect 6): screen rectangles become the element\'s own pixels', () => {
  assert.deepEqual(scaleOf({ width: 800, height: 400 }, 400, 200), { x: 2, y: 2 });
  assert.deepEqual(scaleOf({ width: 200, height: 100 }, 400, 200), { x: 0.5, y: 0.5 });
  assert.deepEqual(scaleOf({ width: 0, height: 0 }, 0, 0), { x: 1, y: 1 });
  assert.deepEqual(scaleOf({ width: Infinity, height: NaN }, 400, 200), { x: 1, y: 1 }, 'what cannot be told is 1');
  // 5 slides of 400 px in a 400 px carousel shown at scale 2, scrolled 0.
  const rects = [0, 1, 2, 3, 4].map((i) => ({ start: 100 + 800 * i, end: 100 + 800 * (i + 1) }));
  const view = { start: 100, size: 800 };
  const points = childSnapPoints({ view, rects, scrolled: 0, scale: 2, align: 'start', reversed: false, min: 0, max: 1600 });
  assert.deepEqual(points, [0, 400, 800, 1200, 1600]);
  const centre = childSnapPoints({ view, rects, scrolled: 0, scale: 2, align: 'center', reversed: false, min: 0, max: 1600 });
  assert.deepEqual(centre, [0, 400, 800, 1200, 1600]);
  // RTL: the start is the right edge; slides laid out leftwards, scrolled 0.
  const rtl = [0, 1, 2, 3, 4].map((i) => ({ start: -400 * i, end: 400 - 400 * i }));
  const r = childSnapPoints({ view: { start: 0, size: 400 }, rects: rtl, scrolled: 0, scale: 1, align: 'start', reversed: true, min: -1600, max: 0 });
  assert.deepEqual(r, [0, -400, -800, -1200, -1600]);
  const list = snapPoints({ kind: 'children', align: 'start' }, { min: -1600, max: 0, children: { view: { start: 0, size: 400 }, rects: rtl, scrolled: 0, scale: 1, reversed: true } });
  assert.deepEqual(list.toArray(), [-1600, -1200, -800, -400, 0]);
});

test('metrics: a snap list finds the nearest point by bisection (ties to the lower one)', () => {
  const s = new SnapList([0, 100, 300, 1000]);
  for (const [x, i] of [[-50, 0], [49, 0], [50, 0], [51, 1], [199, 1], [200, 1], [201, 2], [5000, 3]]) {
    assert.equal(s.nearest(x), i, `nearest(${x})`);
  }
  assert.deepEqual(s.window(-3, 1), { first: 0, points: [0, 100] });
  assert.equal(indexAt(s, 100.3), 1);
  assert.equal(indexAt(s, 100.6), -1);
  assert.deepEqual(snapPoints({ kind: 'points', points: [0, 0, 5] }, { min: 0, max: 5 }).toArray(), [0, 0, 5], 'the user\'s points as given');
});

test('metrics: interval snapping builds no list (defect 11): 3.3e7 px at 100 px', () => {
  const s = new SnapInterval(0, 3.3e7 + 30, 100);
  assert.equal(s.count, 330_002, 'every 100 px, and the end as a stop of its own');
  assert.equal(s.at(198_000), 19_800_000);
  assert.equal(s.at(330_001), 3.3e7 + 30);
  assert.equal(s.nearest(19_800_049), 198_000);
  assert.equal(s.nearest(19_800_051), 198_001);
  assert.equal(s.nearest(3.3e7 + 20), 330_001, 'the end stop is nearer than the last multiple');
  assert.equal(s.nearest(-1e9), 0);
  assert.deepEqual(s.window(198_000, 198_002).points, [19_800_000, 19_800_100, 19_800_200]);
  // A small end remainder (< 0.5 px) is no stop of its own.
  assert.equal(new SnapInterval(0, 1000.2, 100).count, 11);
  // Exact against a list for a small range.
  const small = new SnapInterval(-250, 1000, 300);
  const list = new SnapList(small.toArray());
  assert.deepEqual(small.toArray(), [-250, 50, 350, 650, 950, 1000]);
  for (let x = -400; x <= 1200; x += 7.5) assert.equal(small.nearest(x), list.nearest(x), `nearest(${x})`);
});
