// The Scroller's view in the frame loop, with a fake element and scheduler:
// before its first write of a motion, the read phase sees an offset the
// browser moved (a smooth scroll of the page's own), so the Scroller can
// hand over instead of writing over it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { frameLoop } from '../../web/src/dom/frame-loop.js';
import { readConfig } from '../../web/src/dom/scroll/config.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { ScrollEvents } from '../../web/src/dom/scroll/events.js';
import { ScrollView } from '../../web/src/dom/scroll/view.js';
import { FakeScheduler } from './dom-fake.js';

await init();

function build() {
  const scheduler = new FakeScheduler();
  const loop = frameLoop(scheduler);
  const el = { scrollTop: 0, scrollLeft: 0, isConnected: true, getClientRects: () => [{}] };
  let view = null;
  const events = new ScrollEvents({ positions: () => [p], view: () => view, emit: () => {}, busy: () => false });
  const p = new ScrollPosition('y', { loop, physics: new ScrollPhysics(readConfig({ scheduler })), delegate: events });
  view = new ScrollView(el, [p], loop);
  p.applyMetrics({ range: { min: 0, max: 1000 }, native: { min: 0, max: 1000 }, dimension: 300, reversed: false, snap: null, mode: 'nearest' });
  const seen = [];
  view.onExternal = () => seen.push(el.scrollTop);
  return { scheduler, el, p, seen };
}

test('view: the first frame of a motion reads before it writes', () => {
  const { scheduler, el, p, seen } = build();
  p.animateTo(500);
  el.scrollTop = 3;            // the browser moved it after the motion began, before its first frame
  scheduler.frame(16);
  assert.deepEqual(seen, [3]);
});

test('view: every frame of a motion reads, written or not', () => {
  const { scheduler, el, p, seen } = build();
  p.animateTo(500);
  for (let t = 16; t <= 160; t += 16) scheduler.frame(t);
  assert.deepEqual(seen, []);   // only our own writes so far
  assert.ok(el.scrollTop > 0 && p.activity.kind === 'driven');
  el.scrollTop += 7;
  scheduler.frame(176);
  assert.equal(seen.length, 1);
});
