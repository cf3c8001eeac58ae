// Issue 21 items 10 and 19: a Draggable under transforms. Item 10: under a
// scale(0.5) ancestor a Draggable bounded by its stage crosses the whole
// stage (the boxes are read in screen px and mapped to translate px), and
// inside a rotate(90deg) ancestor a drag acts on the axis the user sees (the
// element follows the pointer on the screen). Item 19: the Draggable
// composes with the author's own inline transform instead of replacing it,
// and destroy({ keep: true }) leaves the element where it is. The truth is
// the browser's own layout: getBoundingClientRect of the element and its
// stage. Chromium, mouse through CDP with explicit timestamps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pollFor } from './input.js';
import { pointerPages } from './pointer-pages.js';
import { withPage } from './open.js';

const pages = pointerPages();

const rect = (page, selector) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 };
}, selector);
const rest = (page, problems) => pollFor(page, () => !window.drag.animating && !window.drag.dragging, { problems });
/** Drags #box from its centre by `by` (8 moves 16 ms apart, held 80 ms) and waits for rest: its rect before and after. */
async function dragRest(page, input, problems, by) {
  const box = await rect(page, '#box');
  await input.drag({ x: box.x, y: box.y }, by, { steps: 8, interval: 16, hold: 80 });
  await rest(page, problems);
  return { box, moved: await rect(page, '#box') };
}
const near = (a, b, what, tolerance = 0.5) => assert.ok(Math.abs(a - b) <= tolerance, `${what}: ${a} vs ${b}`);

test('under a scale(0.5) ancestor a Draggable bounded by its stage crosses the whole stage, and follows the pointer', async () => {
  await withPage(await pages.chromium(), async ({ page, problems, input }) => {
    await page.evaluate(() => {
      window.build(`<div style="position: absolute; left: 20px; top: 20px; transform: scale(0.5); transform-origin: 0 0">
        <div id="arena" style="position: relative; width: 600px; height: 400px; background: #eee">
          <div id="box" style="width: 100px; height: 100px; background: #cde"></div></div></div>`);
      window.drag = new window.dom.Draggable(document.getElementById('box'), { bounds: document.getElementById('arena') });
    });
    const stage = await rect(page, '#arena');
    let box = await rect(page, '#box');
    near(box.right - box.left, 50, 'the box is 50 px wide on the screen');
    // A slow drag of 40 screen px, held: the box moves 40 px on the screen.
    await input.drag({ x: box.x, y: box.y }, { x: 40, y: 20 }, { steps: 8, interval: 16, hold: 80, release: false });
    let moved = await rect(page, '#box');
    near(moved.x - box.x, 40, 'follows the pointer in x');
    near(moved.y - box.y, 20, 'follows the pointer in y');
    await input.release({ after: 4 });
    await rest(page, problems);
    // Past the far corner, held still: the rubber band brings it back onto the stage's corner.
    box = await rect(page, '#box');
    await input.drag({ x: box.x, y: box.y }, { x: 400, y: 300 }, { steps: 16, interval: 16, hold: 80 });
    await rest(page, problems);
    moved = await rect(page, '#box');
    near(moved.right, stage.right, 'right edge on the stage\'s right edge');
    near(moved.bottom, stage.bottom, 'bottom edge on the stage\'s bottom edge');
    const bounds = await page.evaluate(() => window.drag.bounds);   // translate px: the stage's own 600 x 400 less the box's 100 x 100
    near(bounds.x.min, 0, 'bounds.x.min', 0.01);
    near(bounds.x.max, 500, 'bounds.x.max', 0.01);
    near(bounds.y.min, 0, 'bounds.y.min', 0.01);
    near(bounds.y.max, 300, 'bounds.y.max', 0.01);
    // And back past the near corner.
    await input.drag({ x: moved.x, y: moved.y }, { x: -400, y: -300 }, { steps: 16, interval: 16, hold: 80 });
    await rest(page, problems);
    moved = await rect(page, '#box');
    near(moved.left, stage.left, 'left edge on the stage\'s left edge');
    near(moved.top, stage.top, 'top edge on the stage\'s top edge');
  });
});

test('inside a rotate(90deg) ancestor a drag acts on the axis the user sees', async () => {
  await withPage(await pages.chromium(), async ({ page, problems, input }) => {
    await page.evaluate(() => {
      window.build(`<div style="position: absolute; left: 100px; top: 100px; width: 400px; height: 400px; transform: rotate(90deg)">
        <div id="box" style="width: 100px; height: 100px; background: #cde"></div></div>`);
      window.drag = new window.dom.Draggable(document.getElementById('box'));
    });
    let { box, moved } = await dragRest(page, input, problems, { x: 80, y: 0 });
    near(moved.x - box.x, 80, 'a drag to the right moves it right on the screen');
    near(moved.y - box.y, 0, 'and not down');
    ({ box, moved } = await dragRest(page, input, problems, { x: 0, y: 60 }));
    near(moved.x - box.x, 0, 'a drag down does not move it sideways');
    near(moved.y - box.y, 60, 'a drag down moves it down on the screen');

    // axis 'x' is the element's own x: on the screen (turned 90 degrees) it is vertical.
    await page.evaluate(() => {
      window.drag.destroy();
      window.drag = new window.dom.Draggable(document.getElementById('box'), { axis: 'x' });
    });
    ({ box, moved } = await dragRest(page, input, problems, { x: 0, y: 50 }));
    near(moved.y - box.y, 50, 'axis x moves down the screen with a drag down');
    assert.equal(await page.evaluate(() => window.drag.position.x), 50);
    ({ box, moved } = await dragRest(page, input, problems, { x: 60, y: 0 }));
    near(moved.x - box.x, 0, 'a drag across the screen is not along axis x');
    near(moved.y - box.y, 0, 'and does not move it');
  });
});

test("the Draggable composes with the author's inline transform; destroy({ keep: true }) leaves the element where it is", async () => {
  await withPage(await pages.chromium(), async ({ page, problems, input }) => {
    await page.evaluate(() => {
      window.build(`<div id="card" style="position: absolute; left: 100px; top: 100px; width: 200px; height: 120px; background: #cde; transform: rotate(10deg)"></div>
        <div id="other" style="position: absolute; left: 400px; top: 100px; width: 100px; height: 100px; background: #edc; transform: scale(0.8)"></div>`);
      window.drag = new window.dom.Draggable(document.getElementById('card'));
    });
    const matrix = (s) => page.evaluate((sel) => {
      const m = new DOMMatrixReadOnly(getComputedStyle(document.querySelector(sel)).transform);
      return { a: m.a, b: m.b, e: m.e, f: m.f };
    }, s);
    const cos = Math.cos(Math.PI / 18), sin = Math.sin(Math.PI / 18);
    let m = await matrix('#card');
    near(m.a, cos, 'still turned 10 degrees at rest', 1e-6);
    near(m.b, sin, 'still turned 10 degrees at rest', 1e-6);
    const card = await rect(page, '#card');
    await input.drag({ x: card.x, y: card.y }, { x: 50, y: 0 }, { steps: 8, interval: 16, hold: 80 });
    await rest(page, problems);
    m = await matrix('#card');
    near(m.a, cos, 'turned 10 degrees after the drag', 1e-6);
    near(m.b, sin, 'turned 10 degrees after the drag', 1e-6);
    near(m.e, 50, 'moved 50 px along the screen x', 1e-6);
    near(m.f, 0, 'not along the screen y', 1e-6);
    const moved = await rect(page, '#card');
    near(moved.x - card.x, 50, 'its box moved 50 px right');

    // destroy({ keep: true }) keeps the translate (and the author's transform); destroy() puts theirs back.
    await page.evaluate(() => window.drag.destroy({ keep: true }));
    const kept = await page.evaluate(() => {
      const el = document.getElementById('card');
      return { transform: el.style.transform, touchAction: el.style.touchAction };
    });
    assert.equal(kept.transform, 'translate3d(50px, 0px, 0px) rotate(10deg)');
    assert.equal(kept.touchAction, '');
    near((await rect(page, '#card')).x, moved.x, 'stays where it is');
    await page.evaluate(() => {
      window.drag = new window.dom.Draggable(document.getElementById('other'), { axis: 'x' });
      return window.drag.moveTo(40, { animate: false });
    });
    assert.equal(await page.evaluate(() => document.getElementById('other').style.transform), 'translate3d(40px, 0px, 0px) scale(0.8)');
    await page.evaluate(() => window.drag.destroy());
    assert.equal(await page.evaluate(() => document.getElementById('other').style.transform), 'scale(0.8)');

    // Destroyed mid-motion with keep: it stops where the motion is, and stays.
    await page.evaluate(() => {
      window.drag = new window.dom.Draggable(document.getElementById('other'), { axis: 'x' });
      window.drag.moveTo(300);
    });
    await pollFor(page, () => window.drag.position.x > 30, { problems });
    const at = await page.evaluate(() => { window.drag.destroy({ keep: true }); return document.getElementById('other').getBoundingClientRect().left; });
    await page.evaluate(() => window.frames(10));
    const later = await page.evaluate(() => document.getElementById('other').getBoundingClientRect().left);
    assert.equal(later, at);
    assert.ok(later > 400 + 10 + 30 && later < 400 + 10 + 300, `stopped mid-way: ${later}`);
    await assert.rejects(page.evaluate(() => new window.dom.Draggable(document.body).destroy({ kep: true })), /unknown option `kep`/);
  });
});
