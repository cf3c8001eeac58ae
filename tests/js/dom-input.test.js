// The keyboard and wheel inputs without a browser: a fake element (an
// EventTarget) and fake events drive real ScrollPositions on a fake
// scheduler. Keys typed in a field inside a shadow root are the field's
// (defect 7); on an RTL axis End, Home and PageDown go where the browser's
// own keyboard scrolling goes (defect 10); Shift turns a vertical wheel into
// a horizontal one, which a vertical list leaves to the page (defect 13).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { FrameLoop, report } from '../../web/src/dom/frame-loop.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { ScrollPosition } from '../../web/src/dom/scroll/position.js';
import { KeyboardInput } from '../../web/src/dom/scroll/input/keyboard.js';
import { WheelInput } from '../../web/src/dom/scroll/input/wheel.js';
import { FakeScheduler } from './dom-fake.js';

await init();

function host(axis, { reversed = false, range = { min: 0, max: 1000 }, overscrollBehavior = 'auto' } = {}) {
  const scheduler = new FakeScheduler();
  const loop = new FrameLoop(scheduler);
  const names = axis === 'both' ? ['x', 'y'] : [axis];
  const positions = names.map((name) => {
    const p = new ScrollPosition(name, { loop, physics: new ScrollPhysics(), delegate: {} });
    p.applyMetrics({ range, native: range, dimension: 400, reversed, snap: null, mode: 'nearest' });
    if (reversed) p.jumpTo(0);
    return p;
  });
  const element = new EventTarget();
  element.nodeType = 1;
  element.tagName = 'DIV';
  return {
    scheduler, element, positions,
    axisNamed: (n) => positions.find((p) => p.name === n) ?? null,
    get main() { return this.axisNamed('y') ?? positions[0]; },
    get dragging() { return false; },
    config: { wheel: true, page: false, overscrollBehavior },
    takeOver() {},
    guard(fn) { try { fn(); } catch (error) { report(error); throw error; } },
  };
}

function keydown(key, { path = [], shiftKey = false } = {}) {
  const event = new Event('keydown', { cancelable: true });
  Object.assign(event, { key, shiftKey, altKey: false, ctrlKey: false, metaKey: false });
  event.composedPath = () => path;
  return event;
}

function wheel(deltaX, deltaY, { shiftKey = false } = {}) {
  const event = new Event('wheel', { cancelable: true });
  Object.assign(event, { deltaX, deltaY, deltaMode: 0, shiftKey, ctrlKey: false });
  return event;
}

test('a key typed into an <input> inside a shadow root is the input\'s, not the scroller\'s (defect 7)', () => {
  const h = host('y');
  new KeyboardInput(h.element, h);
  const input = { nodeType: 1, tagName: 'INPUT' };
  const hostElement = { nodeType: 1, tagName: 'X-FIELD' };   // what event.target is, retargeted
  for (const key of ['PageDown', 'End', ' ', 'ArrowDown']) {
    const event = keydown(key, { path: [input, { nodeType: 11 }, hostElement, h.element] });
    Object.defineProperty(event, 'target', { value: hostElement });
    h.element.dispatchEvent(event);
    assert.equal(event.defaultPrevented, false, key);
  }
  assert.equal(h.positions[0].activity.kind, 'idle');
  // The same keys on the scroller itself scroll it.
  const event = keydown('PageDown', { path: [h.element] });
  h.element.dispatchEvent(event);
  assert.equal(event.defaultPrevented, true);
  assert.equal(h.positions[0].activity.target, 350);
});

test('RTL keys follow the browser (defect 10): End to the left end, Home to the right, PageDown leftwards', () => {
  const h = host('x', { reversed: true, range: { min: -1600, max: 0 } });
  new KeyboardInput(h.element, h);
  const p = h.positions[0];
  const press = (key) => {
    const event = keydown(key, { path: [h.element] });
    h.element.dispatchEvent(event);
    return event.defaultPrevented ? p.activity.target : null;
  };
  assert.equal(press('Home'), null, 'at the start (the right end) already: the page\'s key');
  assert.equal(press('PageDown'), -350);
  assert.equal(press('End'), -1600);
  p.jumpTo(-1600);
  assert.equal(press('Home'), 0);
  p.jumpTo(-800);
  assert.equal(press('ArrowRight'), -760, 'arrows go along the screen');
  p.jumpTo(-800);
  assert.equal(press('ArrowLeft'), -840);
});

test('Shift+wheel on a vertical list is the page\'s (defect 13); on a horizontal scroller it scrolls sideways', () => {
  const v = host('y');
  new WheelInput(v.element, v);
  const shifted = wheel(0, 100, { shiftKey: true });
  v.element.dispatchEvent(shifted);
  assert.equal(shifted.defaultPrevented, false);
  assert.equal(v.positions[0].pixels, 0);
  const plain = wheel(0, 100);
  v.element.dispatchEvent(plain);
  assert.equal(plain.defaultPrevented, true);
  assert.equal(v.positions[0].pixels, 100);

  const x = host('x');
  new WheelInput(x.element, x);
  const sideways = wheel(0, 100, { shiftKey: true });
  x.element.dispatchEvent(sideways);
  assert.equal(sideways.defaultPrevented, true);
  assert.equal(x.positions[0].pixels, 100);
});

test('a wheel gesture that cannot move anything is the page\'s (scroll chaining)', () => {
  const v = host('y');
  new WheelInput(v.element, v);
  const up = wheel(0, -100);
  v.element.dispatchEvent(up);
  assert.equal(up.defaultPrevented, false, 'at the top, scrolling up');
  assert.equal(v.positions[0].activity.kind, 'idle');
});

test('overscrollBehavior: at the top a wheel upwards is the page\'s with \'auto\', swallowed with \'contain\' and \'none\'', () => {
  for (const [behavior, prevented] of [['auto', false], ['contain', true], ['none', true]]) {
    const v = host('y', { overscrollBehavior: behavior });
    new WheelInput(v.element, v);
    const up = wheel(0, -100);
    v.element.dispatchEvent(up);
    assert.equal(up.defaultPrevented, prevented, behavior);
    assert.equal(v.positions[0].pixels, 0, behavior);
    assert.equal(v.positions[0].activity.kind, 'idle', behavior);
    // Across the axis (a sideways wheel on a vertical list) it is always the page's.
    const sideways = wheel(100, 0);
    v.element.dispatchEvent(sideways);
    assert.equal(sideways.defaultPrevented, false, behavior);
  }
});

test('overscrollBehavior \'none\': a wheel gesture stops at the bound (no rubber band); \'contain\' rubber-bands past it', () => {
  for (const [behavior, past] of [['none', false], ['contain', true]]) {
    const v = host('y', { overscrollBehavior: behavior });
    new WheelInput(v.element, v);
    const p = v.positions[0];
    p.jumpTo(950);
    const e = wheel(0, 100);
    v.element.dispatchEvent(e);
    assert.equal(e.defaultPrevented, true, behavior);
    assert.equal(p.pixels > 1000, past, `${behavior}: ${p.pixels}`);
    if (!past) assert.equal(p.pixels, 1000);
  }
});
