// Huge snap counts (issue 21, item 12): `snap: { interval: 1e-9 }` on a
// 1,700 px range made `snapPoints` throw a bare "RangeError: Invalid array
// length" (1.7e12 points). Now the option is refused where it is read (the
// constructor and update()) with a RangeError naming `snap.interval` and
// saying why, and the list of an allowed interval is readable (or, past
// MAX_LISTED points, a RangeError naming `snap.interval` too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MIN_SNAP_INTERVAL, readConfig } from '../../web/src/dom/scroll/config.js';
import { MAX_LISTED, snapPoints, SnapInterval } from '../../web/src/dom/scroll/metrics.js';

const namesInterval = (value) => (error) => error instanceof RangeError && error.parameter === 'snap.interval'
  && /snap\.interval/.test(error.message) && error.message.includes(String(value)) && /half a pixel/.test(error.message);

test('snap.interval below half a pixel is a RangeError naming snap.interval and why (1e-9, 0.1, 0.4999)', () => {
  for (const interval of [1e-9, 0.1, 0.4999, Number.MIN_VALUE]) {
    assert.throws(() => readConfig({ snap: { interval } }), namesInterval(interval), String(interval));
  }
  assert.equal(readConfig({ snap: { interval: MIN_SNAP_INTERVAL } }).snap.interval, 0.5);
});

test('the finest interval on a 1,700 px range: snapPoints is readable and each point is i * 0.5', () => {
  const snap = snapPoints(readConfig({ snap: { interval: MIN_SNAP_INTERVAL } }).snap, { min: 0, max: 1700 });
  const points = snap.toArray();
  assert.equal(points.length, 3401);
  points.forEach((p, i) => assert.equal(p, i * 0.5));
});

test('an interval whose list would pass MAX_LISTED points: a RangeError naming snap.interval, not "Invalid array length"', () => {
  const snap = new SnapInterval(0, 3.3e7, 1);   // 3.3e7 points: more than the list holds
  assert.ok(snap.count > MAX_LISTED);
  assert.throws(() => snap.toArray(), (e) => e instanceof RangeError && e.parameter === 'snap.interval' && /more than the 10000000/.test(e.message));
  assert.equal(snap.at(12345678), 12345678, 'the points themselves stay computable');
  assert.equal(snap.nearest(99.6), 100);
});
