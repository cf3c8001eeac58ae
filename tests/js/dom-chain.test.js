// Scroll chaining's decisions (web/src/dom/scroll/chain.js), pure: which
// scroller of a chain takes how much of a gesture's delta, and when a wheel
// event is left to the page. The expected figures are worked out by hand
// from the geometry (a position, a range, a delta), and the sharing is
// checked against a brute force that moves one pixel at a time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OVERSCROLL_BEHAVIORS, ownerPart, room, share, wheelContained, wheelPasses } from '../../web/src/dom/scroll/chain.js';
import { readConfig, updateConfig } from '../../web/src/dom/scroll/config.js';

const R = { min: 0, max: 1000 };

test('room: all of a delta inside the range, the way to the bound across it, nothing at or past the bound it moves to', () => {
  assert.equal(room(500, R, 100), 100);
  assert.equal(room(500, R, -100), -100);
  assert.equal(room(950, R, 100), 50);          // to the end, the rest is not its
  assert.equal(room(30, R, -100), -30);
  assert.equal(room(1000, R, 40), 0);           // at the end
  assert.equal(room(0, R, -40), 0);             // at the start
  assert.equal(room(1040, R, 10), 0);           // past the end (a rubber band), pushed further
  assert.equal(room(1040, R, -100), -100);      // past the end, pulled back: all of it
  assert.equal(room(-20, R, 50), 50);           // past the start, pulled back
  assert.equal(room(500, R, 0), 0);
  assert.equal(room(0, { min: 0, max: 0 }, 30), 0);   // content that fits: it never takes any
});

test('share: the owner first, then outwards; the parts and the rest add up to the delta', () => {
  // A list 20 px from its end inside a page 300 px from its end: 100 px down.
  assert.deepEqual(share(100, [{ position: 980, range: R }, { position: 700, range: R }]), { taken: [20, 80], rest: 0 });
  // Both at their ends: nobody takes it.
  assert.deepEqual(share(100, [{ position: 1000, range: R }, { position: 1000, range: R }]), { taken: [0, 0], rest: 100 });
  // The middle one is gone (null): the next one out takes the rest.
  assert.deepEqual(share(-60, [{ position: 10, range: R }, null, { position: 500, range: R }]), { taken: [-10, 0, -50], rest: 0 });
  // The outer one has less room than the rest.
  assert.deepEqual(share(100, [{ position: 990, range: R }, { position: 970, range: R }]), { taken: [10, 30], rest: 60 });
});

test('share agrees with moving one pixel at a time, innermost first', () => {
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  for (let trial = 0; trial < 300; trial++) {
    const links = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const max = Math.round(random() * 200);
      return { position: Math.round(random() * (max + 60)) - 30, range: { min: 0, max } };
    });
    const delta = Math.round(random() * 400) - 200;
    const { taken, rest } = share(delta, links);
    const brute = links.map(() => 0);
    const at = links.map((l) => l.position);
    let left = 0;
    for (let step = 0; step < Math.abs(delta); step++) {
      const s = Math.sign(delta);
      const i = at.findIndex((x, k) => (s > 0 ? x < links[k].range.max : x > links[k].range.min));
      if (i < 0) { left += s; continue; }
      at[i] += s;
      brute[i] += s;
    }
    assert.deepEqual(taken.map((x) => x + 0), brute, JSON.stringify({ links, delta }));
    assert.equal(rest, left);
    assert.equal(taken.reduce((a, b) => a + b, 0) + rest, delta);
  }
});

test('ownerPart: what nobody took is the owner\'s overscroll, except with \'none\'', () => {
  assert.equal(ownerPart('auto', 20, 30), 50);
  assert.equal(ownerPart('contain', 20, 30), 50);
  assert.equal(ownerPart('none', 20, 30), 20);
});

test('wheelPasses / wheelContained: the browser gets a wheel event only with \'auto\' at the bound', () => {
  const at = { movable: false, overscrolled: false, starting: true, moving: false, outside: false };
  assert.equal(wheelPasses({ ...at, behavior: 'auto' }), true, 'a new gesture at the bound');
  assert.equal(wheelPasses({ ...at, behavior: 'auto', starting: false }), false, 'mid-gesture, nothing outside: the rubber band');
  assert.equal(wheelPasses({ ...at, behavior: 'auto', starting: false, outside: true }), true, 'mid-gesture, the page can go on');
  assert.equal(wheelPasses({ ...at, behavior: 'auto', movable: true, outside: true }), false, 'it can move itself');
  assert.equal(wheelPasses({ ...at, behavior: 'auto', overscrolled: true, outside: true }), false, 'past a bound');
  for (const behavior of ['contain', 'none']) {
    assert.equal(wheelPasses({ ...at, behavior, outside: true }), false, behavior);
    assert.equal(wheelContained({ ...at, behavior }), true, behavior);
  }
  assert.equal(wheelContained({ ...at, behavior: 'auto' }), false);
  // `outside` is read only when the answer needs it (it walks the DOM).
  let reads = 0;
  const lazy = { ...at, behavior: 'auto', get outside() { reads++; return true; } };
  assert.equal(wheelPasses(lazy), true);
  assert.equal(reads, 0);
});

test('the overscrollBehavior option: \'auto\' by default, validated, updatable', () => {
  assert.deepEqual(OVERSCROLL_BEHAVIORS, ['auto', 'contain', 'none']);
  assert.equal(readConfig({ scheduler: fakeScheduler() }).overscrollBehavior, 'auto');
  const c = readConfig({ overscrollBehavior: 'contain', scheduler: fakeScheduler() });
  assert.equal(c.overscrollBehavior, 'contain');
  assert.equal(updateConfig(c, { overscrollBehavior: 'none' }).overscrollBehavior, 'none');
  assert.equal(updateConfig(c, { overscrollBehavior: undefined }).overscrollBehavior, 'auto');
  assert.throws(() => readConfig({ overscrollBehavior: 'stop', scheduler: fakeScheduler() }),
    (e) => e instanceof TypeError && /overscrollBehavior/.test(e.message) && /stop/.test(e.message));
  assert.throws(() => readConfig({ overscrollBehavior: 1, scheduler: fakeScheduler() }),
    (e) => e instanceof TypeError && /overscrollBehavior/.test(e.message));
});

function fakeScheduler() {
  return { now: () => 0, requestFrame: () => 0, cancelFrame: () => {} };
}
