// Issue 21 item 9: mouse and touch at once (a touch-screen laptop). Both
// pointers are primary (isPrimary is per pointer type), so both used to join
// a gesture of the same Scroller: two owners of one drag, and when one
// released the other's next move threw a TypeError (reported as uncaught).
// Now the first pointer owns the gesture and the second is ignored by
// what it already drags: no error, and the content follows the first
// pointer only. Chromium, through CDP with explicit timestamps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pollFor } from './input.js';
import { pointerPages } from './pointer-pages.js';

const pages = pointerPages();

/** Mouse down at (x, y), moved by dy; then a finger down at (x + 40, y), moved; mouse up; the finger moves on and lifts. */
async function mouseThenTouch(input, cdp, { x, y, mouseBy, touchBy }) {
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: input.clock / 1000 });
  input.begin();
  await input.mouseMove(x, y);
  await input.mouseDown(x, y, { after: 10 });
  for (let i = 1; i <= 4; i++) await input.mouseMove(x + mouseBy.x * i / 4, y + mouseBy.y * i / 4, { after: 16 });
  input.wait(16);
  await touch('touchStart', [{ x: x + 40, y, id: 7 }]);
  for (let i = 1; i <= 4; i++) {
    input.wait(16);
    await touch('touchMove', [{ x: x + 40 + touchBy.x * i / 8, y: y + touchBy.y * i / 8, id: 7 }]);
  }
  await input.mouseUp(x + mouseBy.x, y + mouseBy.y, { after: 60 });   // held still: no fling
  for (let i = 5; i <= 8; i++) {
    input.wait(16);
    await touch('touchMove', [{ x: x + 40 + touchBy.x * i / 8, y: y + touchBy.y * i / 8, id: 7 }]);
  }
  input.wait(60);
  await touch('touchEnd', []);
}

test('mouse and touch at once on a Scroller: no uncaught error, the first pointer owns the gesture', async () => {
  const { page, problems, input, cdp, close } = await pages.chromium({ hasTouch: true });
  try {
    await page.evaluate(() => {
      const stage = window.build('<div id="list" style="height: 300px; width: 300px; overflow: auto"></div>');
      const list = stage.querySelector('#list');
      list.innerHTML = window.rows(60);
      window.scroller = new window.dom.Scroller(list, { overscroll: 'clamp' });
      window.errors = [];
      addEventListener('error', (e) => window.errors.push(String(e.error ?? e.message)));
      list.scrollTop = 1000;
    });
    await pollFor(page, () => window.scroller.position === 1000);
    await mouseThenTouch(input, cdp, { x: 100, y: 150, mouseBy: { x: 0, y: -100 }, touchBy: { x: 0, y: 120 } });
    await pollFor(page, () => !window.scroller.animating && !window.scroller.dragging, { problems });
    const state = await page.evaluate(() => ({ errors: window.errors, position: window.scroller.position, top: document.getElementById('list').scrollTop }));
    assert.deepEqual(state.errors, []);
    assert.deepEqual(problems, []);
    // The mouse moved the content up 100 px (scrolled 100 further); the finger moved nothing.
    assert.ok(Math.abs(state.position - 1100) <= 1, `position ${state.position}, after a mouse drag of 100 px from 1000`);
    assert.equal(state.position, state.top);
  } finally {
    await close();
  }
});

test('mouse and touch at once on a Draggable: no uncaught error, the element follows the first pointer only', async () => {
  const { page, problems, input, cdp, close } = await pages.chromium({ hasTouch: true });
  try {
    await page.evaluate(() => {
      const stage = window.build('<div id="box" style="position: absolute; left: 50px; top: 50px; width: 200px; height: 200px; background: #cde"></div>');
      window.drag = new window.dom.Draggable(stage.querySelector('#box'));
      window.errors = [];
      addEventListener('error', (e) => window.errors.push(String(e.error ?? e.message)));
    });
    await mouseThenTouch(input, cdp, { x: 100, y: 150, mouseBy: { x: 60, y: 0 }, touchBy: { x: 0, y: 80 } });
    await pollFor(page, () => !window.drag.animating && !window.drag.dragging, { problems });
    const state = await page.evaluate(() => ({ errors: window.errors, position: window.drag.position }));
    assert.deepEqual(state.errors, []);
    assert.deepEqual(problems, []);
    assert.deepEqual(state.position, { x: 60, y: 0 });
  } finally {
    await close();
  }
});
