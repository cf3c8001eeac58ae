// The gesture arbiter without a browser (fake window and elements): one
// pointer gesture has exactly one owner, the innermost member that accepts
// its direction (defect 1: a list inside a carousel); a release anywhere, a
// mouse whose buttons were let go elsewhere (defect 2) or a stolen capture
// ends it cleanly; nothing stays attached to the window afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { captureLost, join, leave, owns, SLOP } from '../../web/src/dom/shared/arbiter.js';

class FakeWindow extends EventTarget {
  listeners = 0;
  addEventListener(...args) { this.listeners++; super.addEventListener(...args); }
  removeEventListener(...args) { this.listeners--; super.removeEventListener(...args); }
}

function element() {
  const captured = new Set();
  return {
    captured,
    setPointerCapture: (id) => captured.add(id),
    hasPointerCapture: (id) => captured.has(id),
    releasePointerCapture: (id) => captured.delete(id),
  };
}

function member(name, axis, log) {
  return {
    element: element(),
    accepts: (dx, dy) => (axis === 'x' ? Math.abs(dx) >= Math.abs(dy) : Math.abs(dy) >= Math.abs(dx)),
    start: (t, dx, dy) => log.push(`${name} start ${dx},${dy}`),
    move: (dx, dy) => log.push(`${name} move ${dx},${dy}`),
    end: (t, { cancelled }) => log.push(`${name} end${cancelled ? ' cancelled' : ''}`),
    reject: () => log.push(`${name} reject`),
  };
}

function pointer(win, type, { id = 1, x, y, buttons = 1, t = 0, pointerType = 'mouse', target = null }) {
  const event = new Event(type);
  Object.assign(event, { pointerId: id, clientX: x, clientY: y, buttons, pointerType, view: win });
  Object.defineProperty(event, 'timeStamp', { value: t });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
}

test('a vertical drag in a list inside a horizontal carousel: the list owns it, the carousel never moves (defect 1)', () => {
  const win = new FakeWindow();
  const log = [];
  const list = member('list', 'y', log);
  const carousel = member('carousel', 'x', log);
  const down = pointer(win, 'pointerdown', { x: 100, y: 200 });
  join(down, list);       // the event bubbles from the list ...
  join(down, carousel);   // ... to the carousel
  win.dispatchEvent(pointer(win, 'pointermove', { x: 101, y: 198, t: 16 }));
  assert.deepEqual(log, [], 'within the slop nobody owns it');
  win.dispatchEvent(pointer(win, 'pointermove', { x: 102, y: 180, t: 32 }));
  assert.deepEqual(log, ['carousel reject', 'list start 2,-20']);
  assert.ok(owns(list) && !owns(carousel));
  assert.ok(list.element.captured.has(1) && !carousel.element.captured.has(1), 'only the owner captures');
  win.dispatchEvent(pointer(win, 'pointermove', { x: 103, y: 100, t: 48 }));
  win.dispatchEvent(pointer(win, 'pointerup', { x: 103, y: 90, buttons: 0, t: 64 }));
  assert.deepEqual(log.slice(2), ['list move 1,-80', 'list move 0,-10', 'list end']);
  assert.ok(!owns(list));
  assert.equal(win.listeners, 0, 'nothing left on the window');
  assert.equal(list.element.captured.size, 0, 'the capture is released');
});

test('a horizontal drag in the same place goes to the carousel', () => {
  const win = new FakeWindow();
  const log = [];
  const list = member('list', 'y', log);
  const carousel = member('carousel', 'x', log);
  const down = pointer(win, 'pointerdown', { x: 100, y: 200 });
  join(down, list);
  join(down, carousel);
  win.dispatchEvent(pointer(win, 'pointermove', { x: 100 - SLOP - 3, y: 201, t: 16 }));
  assert.deepEqual(log, ['list reject', `carousel start ${-SLOP - 3},1`]);
  win.dispatchEvent(pointer(win, 'pointercancel', { x: 0, y: 0, t: 32 }));
  assert.equal(log.at(-1), 'carousel end cancelled');
  assert.equal(win.listeners, 0);
});

test('a press that leaves before the slop and is released outside ends (defect 2); a click is a reject', () => {
  const win = new FakeWindow();
  const log = [];
  const list = member('list', 'y', log);
  join(pointer(win, 'pointerdown', { x: 10, y: 297 }), list);
  win.dispatchEvent(pointer(win, 'pointermove', { x: 10, y: 300, t: 16 }));
  // Released outside the element: the window still hears it.
  win.dispatchEvent(pointer(win, 'pointerup', { x: 10, y: 301, buttons: 0, t: 32 }));
  assert.deepEqual(log, ['list reject']);
  assert.equal(win.listeners, 0);
  assert.ok(!owns(list));
});

test('a mouse that moves with no button pressed ends the drag it owned (the pointerup was lost)', () => {
  const win = new FakeWindow();
  const log = [];
  const list = member('list', 'y', log);
  join(pointer(win, 'pointerdown', { x: 10, y: 100 }), list);
  win.dispatchEvent(pointer(win, 'pointermove', { x: 10, y: 50, t: 16 }));
  win.dispatchEvent(pointer(win, 'pointermove', { x: 10, y: 40, buttons: 0, t: 32 }));
  assert.deepEqual(log, ['list start 0,-50', 'list end']);
  win.dispatchEvent(pointer(win, 'pointermove', { x: 10, y: 0, buttons: 0, t: 48 }));
  assert.equal(log.length, 2, 'it follows no hovering mouse');
  assert.equal(win.listeners, 0);
});

test('a stolen capture ends the owner\'s drag as a cancel; our own release does not', () => {
  const win = new FakeWindow();
  const log = [];
  const list = member('list', 'y', log);
  join(pointer(win, 'pointerdown', { x: 10, y: 100 }), list);
  win.dispatchEvent(pointer(win, 'pointermove', { x: 10, y: 50, t: 16 }));
  // A child's implicit capture lost (target is not the owner's element): ignored.
  captureLost(list, pointer(win, 'lostpointercapture', { x: 10, y: 50, target: {} }));
  assert.deepEqual(log, ['list start 0,-50']);
  captureLost(list, pointer(win, 'lostpointercapture', { x: 10, y: 50, target: list.element, t: 20 }));
  assert.deepEqual(log, ['list start 0,-50', 'list end cancelled']);
  win.dispatchEvent(pointer(win, 'pointermove', { x: 10, y: 0, t: 32 }));
  assert.equal(log.length, 2);
  assert.equal(win.listeners, 0);
});

test('leave() (destroy mid-drag) forgets the member without calling it and detaches from the window', () => {
  const win = new FakeWindow();
  const log = [];
  const list = member('list', 'y', log);
  join(pointer(win, 'pointerdown', { id: 7, x: 10, y: 100 }), list);
  win.dispatchEvent(pointer(win, 'pointermove', { id: 7, x: 10, y: 50, t: 16 }));
  leave(list);
  assert.ok(!owns(list));
  assert.equal(list.element.captured.size, 0);
  assert.equal(win.listeners, 0);
  win.dispatchEvent(pointer(win, 'pointerup', { id: 7, x: 10, y: 0, t: 32 }));
  assert.deepEqual(log, ['list start 0,-50']);
});
