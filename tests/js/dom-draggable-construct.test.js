// Issue 21 items 14 and 16: what `new Draggable(element)` does before any
// input. It reads no layout (5,000 rows of a list each get a Draggable for
// free; the bounds, the rubber band's size and the transformed ancestors are
// measured at the first press, release or call that needs them), still sets
// touch-action at once (the first touch swipe works), and a Draggable
// created on a snap point reports that point's snapIndex. Fake elements that
// count every layout read (getBoundingClientRect, offset*, client*,
// getComputedStyle, innerWidth / innerHeight).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { Draggable } from '../../web/src/dom/index.js';
import { FakeScheduler } from './dom-fake.js';

await init();
globalThis.CustomEvent ??= class CustomEvent extends Event {
  constructor(type, options) {
    super(type, options);
    this.detail = options?.detail ?? null;
  }
};

/** A window and elements whose layout reads are counted in `reads` (name -> count). */
function fakes() {
  const reads = new Map();
  const count = (name) => reads.set(name, (reads.get(name) ?? 0) + 1);
  const win = new EventTarget();
  Object.defineProperties(win, {
    innerWidth: { get: () => { count('innerWidth'); return 390; } },
    innerHeight: { get: () => { count('innerHeight'); return 844; } },
  });
  win.getComputedStyle = () => { count('getComputedStyle'); return { overflowX: 'visible', overflowY: 'visible', transform: 'none', rotate: 'none', scale: 'none' }; };
  const element = () => {
    const el = new EventTarget();
    const props = new Map();
    el.style = {
      setProperty: (n, v, p = '') => { if (v === '' || v === null) props.delete(n); else props.set(n, [String(v), p]); },
      getPropertyValue: (n) => props.get(n)?.[0] ?? '',
      getPropertyPriority: (n) => props.get(n)?.[1] ?? '',
      get userSelect() { return props.get('user-select')?.[0] ?? ''; },
      set userSelect(v) { el.style.setProperty('user-select', v); },
    };
    Object.assign(el, {
      nodeType: 1, ownerDocument: { defaultView: win }, parentElement: null,
      hasAttribute: (n) => n === 'style' && props.size > 0, getAttribute: () => null, removeAttribute() {},
      getBoundingClientRect: () => { count('getBoundingClientRect'); return { left: 0, top: 0, right: 390, bottom: 48, width: 390, height: 48 }; },
      setPointerCapture() {}, hasPointerCapture: () => false, releasePointerCapture() {},
    });
    for (const name of ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight']) {
      Object.defineProperty(el, name, { get: () => { count(name); return 48; } });
    }
    return el;
  };
  return { reads, win, element };
}

function touch(type, x, y, ms, view) {
  const e = new Event(type);
  Object.assign(e, { pointerId: 3, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1, clientX: x, clientY: y, view });
  Object.defineProperty(e, 'timeStamp', { value: ms });
  return e;
}

test('5,000 new Draggable(row) read no layout; touch-action is set on each; the first touch swipe on a row moves it', () => {
  const { reads, win, element } = fakes();
  const scheduler = new FakeScheduler();
  const rows = Array.from({ length: 5000 }, element);
  const drags = rows.map((row) => new Draggable(row, { axis: 'x', scheduler, bounds: { min: -390, max: 0 } }));
  assert.deepEqual(Object.fromEntries(reads), {}, 'no layout read while constructing');
  assert.ok(rows.every((row) => row.style.getPropertyValue('touch-action') === 'pan-y pinch-zoom'));

  // The first swipe on row 2500: measured at the press, then it follows the finger.
  const row = rows[2500], d = drags[2500];
  row.dispatchEvent(touch('pointerdown', 300, 24, 1000, win));
  for (let i = 1; i <= 6; i++) {
    scheduler.time = 1000 + 16 * i;
    win.dispatchEvent(touch('pointermove', 300 - 20 * i, 24, 1000 + 16 * i, win));
  }
  assert.equal(d.dragging, true);
  assert.equal(d.position.x, -120);
  assert.ok(reads.size > 0, 'measured once it is pressed');
  assert.equal(drags[0].position.x, 0);
  win.dispatchEvent(touch('pointerup', 180, 24, 1200, win));
  for (const x of drags) x.destroy();
});

test('a Draggable created on a snap point reports its snapIndex (one axis and the plane)', () => {
  const { element } = fakes();
  const scheduler = new FakeScheduler();
  const sheet = new Draggable(element(), { axis: 'y', snap: { points: [0, 400, 700] }, position: 700, scheduler });
  assert.equal(sheet.snapIndex, 2);
  const pip = new Draggable(element(), { snap: { points: [{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 0, y: 600 }] }, position: { x: 300, y: 0 }, scheduler });
  assert.equal(pip.snapIndex, 1);
  const between = new Draggable(element(), { axis: 'y', snap: { points: [0, 400, 700] }, position: 300, scheduler });
  assert.equal(between.snapIndex, -1);
  const first = new Draggable(element(), { axis: 'x', snap: { points: [0, 100] }, scheduler });
  assert.equal(first.snapIndex, 0, 'the default position 0 is point 0');
});
