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

// The chain itself (scroll/nest.js) on real ScrollPositions, with a fake
// DOM: a list (inner) in a vertical Scroller (outer) in a page (a native
// scrolling element). Times in s, as event.timeStamp / 1000.
import { init } from '../../web/src/index.js';
import { FrameLoop } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { Chain, scrollers } from '../../web/src/dom/scroll/nest.js';
import { FakeScheduler } from './dom-fake.js';

await init();

/** getComputedStyle reads a fake element's `computed` for the test `t`. */
function fakeStyles(t) {
  const saved = globalThis.getComputedStyle;
  globalThis.getComputedStyle = (el) => el.computed;
  t.after(() => { globalThis.getComputedStyle = saved; });
}

function fakePage() {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const visible = { overflowX: 'visible', overflowY: 'visible', overscrollBehaviorX: 'auto', overscrollBehaviorY: 'auto', direction: 'ltr' };
  const root = {
    computed: { ...visible, overflowY: 'auto' }, scrollTop: 400, scrollLeft: 0, scrollHeight: 3000, clientHeight: 600, scrollWidth: 800, clientWidth: 800,
    scrollTo({ top }) { this.scrollTop = Math.min(Math.max(top, 0), this.scrollHeight - this.clientHeight); },
  };
  const doc = { documentElement: root, scrollingElement: root, body: { computed: visible } };
  doc.body.parentElement = root;
  const element = (parent) => ({ parentElement: parent, ownerDocument: doc, computed: { ...visible, overflowY: 'auto' } });
  const scroller = (el, max, pixels, overscrollBehavior = 'auto') => {
    const p = new ScrollPosition('y', { loop, physics: new ScrollPhysics(), delegate: {}, pixels });
    p.applyMetrics({ range: { min: 0, max }, native: { min: 0, max }, dimension: 300, reversed: false, snap: null, mode: 'nearest' });
    const host = {
      element: el, positions: [p], config: { overscrollBehavior, scheduler }, takeOver() {},
      axisNamed: (name) => (name === 'y' ? p : null),
    };
    scrollers.set(el, host);
    return host;
  };
  const outerEl = element(doc.body), innerEl = element(outerEl);
  return { scheduler, root, outerEl, innerEl, scroller };
}

/** A list (inner Scroller) in an outer Scroller in the page, a drag begun on the list at `t0`. */
function dragOnList([outerMax, outerAt], [innerMax, innerAt, behavior], t0) {
  const page = fakePage();
  const outer = page.scroller(page.outerEl, outerMax, outerAt);
  const inner = page.scroller(page.innerEl, innerMax, innerAt, behavior);
  const p = inner.positions[0], q = outer.positions[0];
  p.beginGesture('drag');
  if (t0 !== undefined) p.gesture.add(t0, innerAt);
  return { ...page, outer, inner, p, q, chain: new Chain(inner, 1) };
}

test('Chain: a drag is shared innermost first (list, outer Scroller, page); at the release the one that was moving flings', async (t) => {
  fakeStyles(t);
  const { scheduler, root, p, q, chain } = dragOnList([400, 350], [800, 750], 1);
  // 10 moves of 20 px, 16 ms apart: 50 px to the list's end, 50 to the outer's, 100 to the page.
  for (let i = 1; i <= 10; i++) chain.move(p, 20, 1 + 0.016 * i);
  assert.deepEqual([p.pixels, q.pixels, root.scrollTop], [800, 400, 500]);
  assert.equal(q.activity.kind, 'drag', 'the outer one was dragged by the chain');
  // Back 30 px: the list first.
  chain.move(p, -30, 1.176);
  assert.deepEqual([p.pixels, q.pixels, root.scrollTop], [770, 400, 500]);
  // A pause of 124 ms (a hold: the trackers forget what came before), then on: the list, then the page.
  chain.move(p, 30, 1.300);
  chain.move(p, 20, 1.316);
  chain.move(p, 20, 1.332);
  assert.deepEqual([p.pixels, q.pixels, root.scrollTop], [800, 400, 540]);
  p.endGesture({ t: 1.336 });
  chain.end(1.336);
  assert.equal(q.activity.kind, 'idle', `the outer one had stopped moving: no fling (${q.velocity}, ${q.pixels})`);
  assert.equal(p.activity.kind, 'idle', 'the list at its bound: at rest');
  // The page was moving (20 px every 16 ms): it flings on, clamped at its end.
  await scheduler.run(5000);
  assert.ok(root.scrollTop > 560 && root.scrollTop <= 2400, `the page flung on from 540 (${root.scrollTop})`);
  const rest = root.scrollTop;
  await scheduler.run(6000);
  assert.equal(root.scrollTop, rest, 'and came to rest');
  // Where friction with the default drag (0.135 of the velocity kept per second) rests: x0 + v / ln(1 / drag).
  const expected = 540 + 1250 / Math.log(1 / 0.135);
  assert.ok(Math.abs(rest - expected) < 0.5, `rest ${rest}, friction's ${expected}`);
});

test('Chain: \'contain\' keeps everything to the owner (its rubber band); \'none\' stops at the bound; a destroyed outer Scroller takes nothing', (t) => {
  fakeStyles(t);
  for (const [behavior, past] of [['contain', true], ['none', false]]) {
    const { root, outer, p, chain } = dragOnList([400, 0], [800, 750, behavior]);
    chain.move(p, 100, 1.016);
    assert.equal(outer.positions[0].pixels, 0, behavior);
    assert.equal(root.scrollTop, 400, behavior);
    assert.equal(p.pixels > 800, past, `${behavior}: ${p.pixels}`);
    if (!past) assert.equal(p.pixels, 800);
  }
  const { root, outerEl, outer, p, chain } = dragOnList([400, 390], [800, 800]);
  chain.move(p, 5, 1.016);
  assert.equal(outer.positions[0].pixels, 395);
  scrollers.delete(outerEl);             // what the outer's destroy() does
  outer.positions[0].dispose();
  chain.move(p, 20, 1.032);
  assert.equal(outer.positions[0].pixels, 395, 'gone: it takes nothing');
  assert.equal(root.scrollTop, 420, 'the page, next out, took it');
  chain.end(1.1);
  assert.equal(outer.positions[0].activity.kind, 'idle');
});

test('Chain: released while the outer Scroller moves, it flings on; the list at its bound stays', (t) => {
  fakeStyles(t);
  const { p, q, chain } = dragOnList([400, 0], [800, 790], 1);
  for (let i = 1; i <= 8; i++) chain.move(p, 20, 1 + 0.016 * i);   // 1,250 px/s
  assert.deepEqual([p.pixels, q.pixels], [800, 150]);
  p.endGesture({ t: 1.132 });
  chain.end(1.132);
  assert.equal(q.activity.kind, 'ballistic');
  assert.ok(Math.abs(q.velocity - 1250) < 1, `the outer one flings at the finger's velocity (${q.velocity})`);
  assert.equal(p.activity.kind, 'idle');
  assert.equal(p.pixels, 800);
});
