// The recipe "modal bottom sheet" (examples/recipes/sheet-modal.html) in
// Chromium at 390x844 with touch and CDP input: --kinema-progress and the
// 'move' event's progress against the translate the browser shows (the
// computed transform), at two detents and in every move; modal: the page
// inert while open, focus moved in and kept in by Tab, Escape closing it to
// the last point with a 'snap', the page's scroll offset unchanged and a
// wheel not scrolling it, all undone on close and on destroy().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openRecipe, withPage } from './open.js';
import { pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

async function open() {
  const opened = await openRecipe(chromium, 'sheet-modal.html');
  await opened.page.evaluate(() => {
    const { drag } = globalThis.recipe;
    const sheet = drag.element;
    const log = globalThis.log = { snap: [], moves: [] };
    drag.on('snap', (d) => log.snap.push(d.index));
    // The browser's translate at each 'move' is the previous frame's: check the progress against the position.
    drag.on('move', (d) => log.moves.push([d.progress, d.y, Number(sheet.style.getPropertyValue('--kinema-progress'))]));
    globalThis.shown = () => new DOMMatrixReadOnly(getComputedStyle(sheet).transform).m42;
  });
  return opened;
}

const restOn = (page, index, problems) => pollFor(page, (i) => {
  const { drag } = globalThis.recipe;
  return !drag.animating && !drag.dragging && drag.snapIndex === i && globalThis.log.snap.at(-1) === i;
}, { arg: index, problems, message: `at rest on point ${index}` });

test('recipe sheet-modal: --kinema-progress and the move event\'s progress follow the sheet exactly, 0.5 at the half detent and 0 open', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    assert.equal(await page.evaluate(() => getComputedStyle(globalThis.recipe.drag.element).getPropertyValue('--kinema-progress').trim()), '1', 'closed at the start');
    for (const [index, expected] of [[1, 0.5], [0, 0]]) {
      await page.evaluate((i) => globalThis.recipe.drag.snapTo(i), index);
      await restOn(page, index, problems);
      const r = await page.evaluate(() => ({
        shown: globalThis.shown(), css: getComputedStyle(globalThis.recipe.drag.element).getPropertyValue('--kinema-progress').trim(),
        progress: globalThis.recipe.drag.progress, opacity: Number(document.getElementById('backdrop').style.opacity),
      }));
      assert.equal(r.shown, 600 * expected, 'the browser shows the detent');
      assert.equal(Number(r.css), expected);
      assert.equal(r.progress, expected);
      assert.equal(r.opacity, 0.5 * (1 - expected), 'the backdrop follows');
    }
    const moves = await page.evaluate(() => globalThis.log.moves);
    assert.ok(moves.length > 10, `moves: ${moves.length}`);
    for (const [progress, y, css] of moves) {
      assert.ok(Math.abs(progress - y / 600) < 1e-12, `progress ${progress} at y ${y}`);
      assert.equal(css, progress, 'the CSS variable in the same event');
    }
    // A touch drag down by 150 px from the top: progress follows the finger.
    await input.drag({ x: 195, y: 300 }, { y: 150 }, { pointer: 'touch', steps: 10, interval: 16, hold: 100, release: false });
    const mid = await page.evaluate(() => ({ p: globalThis.recipe.drag.progress, y: globalThis.recipe.drag.position.y }));
    assert.ok(Math.abs(mid.p - mid.y / 600) < 1e-12 && mid.y > 100, `mid drag ${JSON.stringify(mid)}`);
    await input.release();
  });
});

test('recipe sheet-modal: open, the page is inert, focus moves in and Tab keeps it in; the page does not scroll; Escape closes it with a snap, focus back on the button; destroy() while open undoes it all', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    await page.evaluate(() => window.scrollTo(0, 400));
    const state = () => page.evaluate(() => ({
      inert: ['page', 'backdrop'].map((id) => document.getElementById(id).hasAttribute('inert')),
      active: document.activeElement?.id || document.activeElement?.tagName,
      inSheet: globalThis.recipe.drag.element.contains(document.activeElement),
      scrollY: window.scrollY, overflow: document.documentElement.style.overflow,
    }));
    assert.deepEqual(await state(), { inert: [false, false], active: 'BODY', inSheet: false, scrollY: 400, overflow: '' });
    await page.focus('#open');                             // (focusing it scrolls it into view)
    await page.evaluate(() => window.scrollTo(0, 400));   // the page scrolled, the button focused
    await page.keyboard.press('Enter');
    await restOn(page, 1, problems);
    let s = await state();
    assert.deepEqual(s.inert, [true, true], 'the rest of the page is inert');
    assert.equal(s.inSheet, true, 'focus moved into the sheet');
    assert.equal(s.active, 'name', 'its first focusable element');
    assert.equal(s.scrollY, 400, 'the page did not move');
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.equal((await state()).inSheet, true, `focus stays in the sheet after Tab ${i}`);
    }
    // The page does not scroll behind it: a wheel over the page, and the browser's own scrolling.
    await input.wheel(195, 100, { deltaY: 300 });
    await page.evaluate(() => window.scrollBy(0, 0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal((await state()).scrollY, 400, 'the wheel did not scroll the page');
    await page.keyboard.press('Escape');
    await restOn(page, 2, problems);
    s = await state();
    assert.deepEqual(s, { inert: [false, false], active: 'open', inSheet: false, scrollY: 400, overflow: '' });
    assert.equal(await page.evaluate(() => globalThis.shown()), 600, 'closed: at the last point');
    // Open again, destroy() while open: everything undone.
    await page.evaluate(() => globalThis.recipe.drag.snapTo(0, { animate: false }));
    assert.deepEqual((await state()).inert, [true, true]);
    await page.evaluate(() => globalThis.recipe.drag.destroy());
    s = await state();
    assert.deepEqual({ ...s, active: undefined }, { inert: [false, false], active: undefined, inSheet: false, scrollY: 400, overflow: '' });
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('style')), false);
  });
});
