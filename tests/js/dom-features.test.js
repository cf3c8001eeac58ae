// The Scroller's opt-in features (web/src/dom/shared/features.js) and the
// context they get (web/src/dom/scroll/context.js), without a browser: every
// option that needs a feature throws a TypeError naming the import without
// it; update() attaches and disposes features as the options ask; a
// feature's view of an axis is read only and live (the position's own
// figures at every read); the SmoothWheel feature's plans through the
// context are the notch functions' (smooth-wheel.js) on the same axis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { FrameLoop } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { SnapList } from '../../web/src/dom/scroll/metrics.js';
import { readConfig, updateConfig } from '../../web/src/dom/scroll/config.js';
import { attachFeatures, syncFeatures } from '../../web/src/dom/shared/features.js';
import { scrollerContext } from '../../web/src/dom/scroll/context.js';
import { Accessibility, Autoplay, Loop, Pull, Slides, SlidesToScroll, SmoothWheel } from '../../web/src/dom/index.js';
import { notchPlans } from '../../web/src/dom/scroll/input/smooth-wheel.js';
import { FakeScheduler } from './dom-fake.js';

await init();

const IMPORT = (name) => new RegExp(`needs the ${name} feature: import \\{ ${name} \\} from 'kinema/dom' and pass \`use: \\[${name}\\]\``);

test('each option that needs a feature throws a TypeError naming the import without it, and reads with it', () => {
  const cases = [
    [{ loop: true }, Loop, /option `loop` needs/],
    [{ autoplay: { delay: 3000 } }, Autoplay, /option `autoplay` needs/],
    [{ accessibility: true }, Accessibility, /option `accessibility` needs/],
    [{ wheel: 'smooth' }, SmoothWheel, /option `wheel: 'smooth'` needs/],
    [{ pull: true }, Pull, /option `pull` needs/],
    [{ slides: true }, Slides, /option `slides` needs/],
    [{ slidesToScroll: 'auto' }, SlidesToScroll, /option `slidesToScroll: 'auto'` needs/],
  ];
  for (const [options, feature, names] of cases) {
    const name = Object.keys(options)[0];
    assert.throws(() => readConfig({ snap: 'children', ...options }), (e) => e instanceof TypeError && names.test(e.message)
      && IMPORT({ loop: 'Loop', autoplay: 'Autoplay', accessibility: 'Accessibility', wheel: 'SmoothWheel', pull: 'Pull', slides: 'Slides', slidesToScroll: 'SlidesToScroll' }[name]).test(e.message), name);
    const config = readConfig({ snap: 'children', ...options, use: [feature] });
    assert.equal(config.features.features[name].feature, feature, name);
  }
  // What the browser does by default needs nothing: the wheel, no ARIA, no extras.
  for (const options of [{}, { wheel: true }, { wheel: false }, { accessibility: false }, { pull: false }, { snap: 'children', slidesToScroll: 1 }]) {
    assert.deepEqual(readConfig(options).features.features, {}, JSON.stringify(options));
  }
});

test('Pull and Slides are on when passed in `use` (their `default`); `pull: false` turns Pull off', () => {
  assert.deepEqual(Object.keys(readConfig({ use: [Pull, Slides] }).features.features).sort(), ['pull', 'slides']);
  assert.deepEqual(Object.keys(readConfig({ use: [Pull], pull: false }).features.features), []);
  assert.throws(() => readConfig({ use: [Pull], pull: 'yes' }), (e) => e instanceof TypeError && /`pull`/.test(e.message));
  // Loop and Autoplay stay off until their option asks (passing them changes nothing).
  assert.deepEqual(Object.keys(readConfig({ use: [Loop, Autoplay] }).features.features), []);
});

test('update() attaches a feature its options now ask for, disposes one they no longer ask for, keeps one they still ask for', () => {
  const log = [];
  const feature = (option) => ({
    option,
    read: (where, value) => value,
    attach: (host, config) => {
      log.push(`attach ${option} ${config}`);
      return { stop: () => log.push(`stop ${option}`), dispose: () => log.push(`dispose ${option}`), update: (c) => log.push(`update ${option} ${c}`) };
    },
  });
  const access = { ...feature('accessibility') }, smooth = { ...feature('wheel') };
  let config = readConfig({ accessibility: true, use: [access, smooth] });
  let attached = attachFeatures({}, config);
  assert.deepEqual(log.splice(0), ['attach accessibility true']);
  let old = config;
  config = updateConfig(config, { wheel: 'smooth' });
  attached = syncFeatures({}, attached, old, config);
  assert.deepEqual(log.splice(0), ['update accessibility true', 'attach wheel smooth']);
  old = config;
  config = updateConfig(config, { accessibility: false });
  attached = syncFeatures({}, attached, old, config);
  assert.deepEqual(log.splice(0), ['stop accessibility', 'dispose accessibility', 'update wheel smooth']);
  assert.deepEqual(Object.keys(attached), ['wheel']);
  old = config;
  config = updateConfig(config, { wheel: true });
  attached = syncFeatures({}, attached, old, config);
  assert.deepEqual(log.splice(0), ['stop wheel', 'dispose wheel']);
  assert.deepEqual(attached, {});
  // Without the feature in `use`, update() throws and the config is not changed.
  const plain = readConfig({});
  assert.throws(() => updateConfig(plain, { wheel: 'smooth' }), (e) => e instanceof TypeError && IMPORT('SmoothWheel').test(e.message));
  assert.equal(plain.wheel, true);
});

function axis({ range = { min: 0, max: 1000 }, snap = null, pixels = 0 } = {}) {
  const scheduler = new FakeScheduler();
  const p = new ScrollPosition('y', { loop: new FrameLoop(scheduler), physics: new ScrollPhysics(), pixels, delegate: {} });
  p.applyMetrics({ range, native: range, dimension: 300, snap, mode: 'nearest', reversed: false });
  return { p, scheduler };
}

test("the context's axis views are read only and live: the position's own figures at every read", async () => {
  const { p, scheduler } = axis({ pixels: 100 });
  const host = scrollerContext({ main: p }, { positions: () => [p] });
  const view = host.main;
  assert.equal(host.axisNamed('y'), view);
  assert.equal(host.axisNamed('x'), null);
  assert.throws(() => { 'use strict'; view.pixels = 5; }, TypeError, 'no setter: a feature cannot move it by writing');
  assert.throws(() => { view.activity.animating = false; }, TypeError, 'the activity it sees is a frozen copy of its answers');
  assert.equal(p.pixels, 100);
  const run = host.animateTo('y', 600);   // an ask: the position's own spring
  const { startTime, ...driven } = view.activity;
  assert.ok(Number.isFinite(startTime), `a motion's start time (ms): ${startTime}`);
  assert.deepEqual(driven, { target: 600, requested: 600, cruising: false, scrolling: true, animating: true, dragging: false, wheeling: false, userGesture: false, followsNative: false, reportsRelease: false });
  await scheduler.run(120);
  assert.equal(view.pixels, p.pixels);
  assert.ok(view.pixels > 100 && view.pixels < 600, `moving: ${view.pixels}`);
  await scheduler.run(5000);
  assert.deepEqual(await run, { completed: true });
  assert.equal(view.pixels, 600);
  assert.deepEqual({ ...view.activity }, { target: null, requested: null, startTime: null, cruising: false, scrolling: false, animating: false, dragging: false, wheeling: false, userGesture: false, followsNative: false, reportsRelease: false });
  assert.throws(() => host.animateTo('x', 0), (e) => e instanceof TypeError && /no axis "x"/.test(e.message));
});

test("setRange through the context: a position past the new bound bounces back to it (the physics decides), a gesture keeps its finger", async () => {
  const { p, scheduler } = axis({ pixels: 0 });
  const host = scrollerContext({ main: p }, { positions: () => [p] });
  assert.deepEqual(host.setRange('y', { min: -60, max: 1000 }), { min: 0, max: 1000 });
  assert.equal(p.activity.kind, 'idle', 'inside the new range: nothing moves');
  p.jumpTo(-60);
  host.setRange('y', { min: 0, max: 1000 });
  assert.equal(p.activity.kind, 'ballistic', 'past the new bound: a bounce');
  await scheduler.run(5000);
  assert.equal(p.pixels, 0);
  p.beginGesture('drag', scheduler.time);
  p.gestureBy(-30, scheduler.time / 1000 + 0.01);
  const shown = p.pixels;
  host.setRange('y', { min: -60, max: 1000 });
  assert.equal(p.activity.kind, 'drag');
  assert.equal(p.pixels, shown, 'no jump under the finger');
});

test('SmoothWheel through the context plans what the notch functions plan on the same axis', () => {
  const snap = new SnapList([0, 250, 500, 750, 1000]);
  for (const options of [{ pixels: 100 }, { pixels: 250, snap }]) {
    const { p } = axis(options);
    const scheduler = new FakeScheduler();
    const host = scrollerContext({ main: p }, { positions: () => [p], config: () => ({ scheduler }) });
    const smooth = SmoothWheel.attach(host, SmoothWheel.read('Scroller', 'smooth'));
    const event = { deltaMode: 1, timeStamp: 0 };
    const got = smooth.wheel(event, new Map([['y', 120]]), false);
    const truth = notchPlans(new Map([[p, 120]])).map(([q, plan]) => [q.name, plan]);
    assert.deepEqual(got.plans, truth, JSON.stringify(options));
    assert.ok(got.plans.length === 1);
    assert.equal(smooth.wheel({ deltaMode: 0, timeStamp: 1 }, new Map([['y', 3]]), false), null, 'a trackpad stream: not its event');
  }
});
