// The recipe "sheets with detents" (examples/recipes/sheet-detents.html) in
// Chromium at 390x844 with touch and CDP input (timestamped touch), against
// the browser's own layout:
// - detents from markup: at rest on each data-detent element's point, the
//   browser shows that element's bottom edge exactly at the viewport's
//   bottom (a touch tap, a fling up and a held drag down choose them);
// - 'content': at rest the sheet shows exactly the height the browser gives
//   a copy of it sized by its content (height: auto), and again after a
//   tapped button adds a row (the detent is measured again);
// - the on-screen keyboard: the visual viewport shrunk by 300 px (the page
//   scale, as a keyboard shrinks it: a real visualViewport resize), the
//   sheet rides on it (its bottom at the visual viewport's bottom, the
//   focused field above it, its position and progress unchanged) and comes
//   back when it grows again; avoidKeyboard: false keeps it where it was;
// - nested modal sheets: the child traps focus, the parent is inert and
//   steps back (--kinema-nested, the recipe's scale), Escape closes only the
//   child and gives focus back inside the parent, whose trap is whole
//   again; a second Escape closes the parent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { pollFor } from './input.js';
import { openRecipe, withPage } from './open.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));
const near = (a, b, what, eps = 0.01) => assert.ok(Math.abs(a - b) < eps, `${what}: ${a}, expected ${b}`);

async function open() {
  const opened = await openRecipe(chromium, 'sheet-detents.html');   // 390x844, touch
  await opened.page.evaluate(() => {
    globalThis.snaps = { details: [], options: [] };
    for (const name of ['details', 'options']) globalThis.recipe[name].on('snap', (d) => globalThis.snaps[name].push(d.index));
    // Where the browser shows an element (client px).
    globalThis.box = (id) => document.getElementById(id).getBoundingClientRect();
    // The browser's own content height of a sheet: a copy sized by its content.
    globalThis.contentHeight = (id) => {
      const copy = document.getElementById(id).cloneNode(true);   // (after it: the ids still find the original)
      copy.style.cssText = 'height: auto; transform: none; visibility: hidden';
      document.body.append(copy);
      const h = copy.getBoundingClientRect().height;
      copy.remove();
      return h;
    };
  });
  return opened;
}

const restOn = (page, name, index, problems) => pollFor(page, ([n, i]) => {
  const d = globalThis.recipe[n];
  return !d.animating && !d.dragging && d.snapIndex === i && globalThis.snaps[n].at(-1) === i;
}, { arg: [name, index], problems, message: `${name} at rest on point ${index}` });

async function tap(input, page, id) {
  const r = await page.evaluate((i) => globalThis.box(i).toJSON(), id);
  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  input.begin();
  await input.touchStart(x, y);
  await input.touchEnd({ after: 50 });
}

test('recipe sheet-detents: detents from data-detent markup: at rest on each, the browser shows the element\'s bottom edge at the viewport\'s bottom (tap, touch fling up, held touch drag down)', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    const points = await page.evaluate(() => globalThis.recipe.details.snapPoints.map((p) => p.y));
    assert.equal(points.length, 4, `three marked elements and closed: ${points}`);
    near(points[3], 760, 'closed: the sheet\'s height');
    assert.equal(await page.evaluate(() => globalThis.recipe.details.position.y), points[3], "position: 'closed'");
    await tap(input, page, 'open');                    // snapTo(1): the summary
    await restOn(page, 'details', 1, problems);
    near(await page.evaluate(() => globalThis.box('summary').bottom), 844, 'summary\'s bottom edge');
    // A fling up from the summary: the fullest detent (point 0).
    const top = await page.evaluate(() => globalThis.box('details').top);
    await input.drag({ x: 195, y: top + 40 }, { y: -200 }, { pointer: 'touch', steps: 5, interval: 16 });
    await restOn(page, 'details', 0, problems);
    near(await page.evaluate(() => globalThis.box('full').bottom), 844, 'full\'s bottom edge');
    // Held still after a drag down of 420 px: the nearest point, the peek (the heading's bottom edge).
    await input.drag({ x: 195, y: 400 }, { y: 420 }, { pointer: 'touch', steps: 12, interval: 16, hold: 120 });
    await restOn(page, 'details', 2, problems);
    near(await page.evaluate(() => globalThis.box('peek').bottom), 844, 'peek\'s bottom edge');
  });
});

test('recipe sheet-detents: \'content\': at rest the sheet shows exactly its content height (the browser\'s, of a copy with height: auto); a tapped row added moves the detent by its height', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    await page.evaluate(() => globalThis.recipe.options.snapTo(0));
    await restOn(page, 'options', 0, problems);
    const shown = () => page.evaluate(() => ({ shown: 844 - globalThis.box('options').top, content: globalThis.contentHeight('options') }));
    const before = await shown();
    assert.ok(before.content > 150 && before.content < 590, `content height ${before.content}`);
    near(before.shown, before.content, 'shown');
    await tap(input, page, 'add');
    await pollFor(page, () => { const d = globalThis.recipe.options; return !d.animating && d.snapIndex === 0 && document.getElementById('choices').children.length === 3 && globalThis.snaps.options.length >= 2; }, { problems, message: 'moved to the new content detent' });
    const after = await shown();
    near(after.content - before.content, 40, 'a row of 40 px');
    near(after.shown, after.content, 'shown after the row');
  });
});

test('recipe sheet-detents: the on-screen keyboard (visual viewport 300 px shorter): the sheet rides on it, the focused field above it, and comes back; avoidKeyboard: false leaves it', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    const cdp = await page.context().newCDPSession(page);
    const state = () => page.evaluate(() => {
      const v = visualViewport, d = globalThis.recipe.details;
      return { viewportBottom: v.offsetTop + v.height, top: globalThis.box('details').top, note: globalThis.box('note').bottom, y: d.position.y, point: d.snapPoints[0].y, progress: d.progress };
    });
    await page.evaluate(() => globalThis.recipe.details.snapTo(0, { animate: false }));
    await tap(input, page, 'note');
    await pollFor(page, () => document.activeElement?.id === 'note', { problems, message: 'the tapped field focused' });
    const open0 = await state();
    assert.ok(open0.note > 544, `the field is where the keyboard will be: ${open0.note}`);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 844 / 544 });
    await pollFor(page, (top) => Math.abs(visualViewport.height - 544) < 0.5 && globalThis.box('details').top < top - 1, { arg: open0.top, problems, message: 'the sheet above the keyboard' });
    const up = await state();
    near(up.viewportBottom, 544, 'the visual viewport', 0.5);
    near(open0.top - up.top, 844 - up.viewportBottom, 'raised by the keyboard\'s height');
    assert.ok(up.note <= up.viewportBottom, `the focused field is visible: ${up.note} <= ${up.viewportBottom}`);
    assert.deepEqual([up.y, up.progress], [open0.y, open0.progress], 'its position and progress are the detent\'s');
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 });
    await pollFor(page, (top) => Math.abs(globalThis.box('details').top - top) < 0.01, { arg: open0.top, problems, message: 'back down' });
    // The opt-out: the same sheet built with avoidKeyboard: false stays behind the keyboard.
    await page.evaluate(async () => {
      const { Draggable, Modal, Detents } = await import('kinema/dom');
      const el = globalThis.recipe.details.element;
      globalThis.recipe.details.destroy();
      globalThis.recipe.details = new Draggable(el, { axis: 'y', snap: { points: ['markup', 'closed'] }, position: 'closed', modal: true, use: [Modal, Detents], avoidKeyboard: false });
      globalThis.recipe.details.snapTo(0, { animate: false });
      document.getElementById('note').focus();
    });
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 844 / 544 });
    await pollFor(page, () => Math.abs(visualViewport.height - 544) < 0.5, { problems, message: 'the keyboard' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    near((await state()).top, open0.top, 'avoidKeyboard: false: not raised');
  });
});

test('recipe sheet-detents: nested modal sheets: the child traps focus, the parent is inert and steps back; Escape closes only the child, focus back in the parent whose trap is whole; a second Escape closes the parent', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    const state = () => page.evaluate(() => ({
      inert: ['page', 'details', 'options'].filter((id) => document.getElementById(id).closest('[inert]')),
      active: document.activeElement?.id || document.activeElement?.tagName,
      nested: getComputedStyle(document.getElementById('details')).getPropertyValue('--kinema-nested').trim(),
      scale: getComputedStyle(document.getElementById('details')).scale,
      overflow: document.documentElement.style.overflow,
    }));
    await tap(input, page, 'open');
    await restOn(page, 'details', 1, problems);
    let s = await state();
    assert.deepEqual({ ...s, scale: undefined }, { inert: ['page', 'options'], active: 'more', nested: '', scale: undefined, overflow: 'hidden' });
    // At every move of the child, the parent's --kinema-nested is already 1 - the child's progress (the same frame).
    await page.evaluate(() => {
      const details = document.getElementById('details');
      globalThis.nestedLog = [];
      globalThis.recipe.options.on('move', ({ progress }) => globalThis.nestedLog.push([progress, Number(details.style.getPropertyValue('--kinema-nested'))]));
    });
    await tap(input, page, 'more');                     // options.snapTo(0): the child opens
    await restOn(page, 'options', 0, problems);
    const opening = await page.evaluate(() => globalThis.nestedLog.splice(0));
    assert.ok(opening.length > 5, `moves: ${opening.length}`);
    for (const [progress, nested] of opening) assert.equal(nested, Math.min(1, Math.max(0, 1 - progress)), `progress ${progress}`);
    s = await state();
    assert.deepEqual(s, { inert: ['page', 'details'], active: 'add', nested: '1', scale: '0.92', overflow: 'hidden' });
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(i === 3 ? 'Shift+Tab' : 'Tab');
      assert.ok(['add', 'done'].includes((await state()).active), `Tab ${i} stays in the child`);
    }
    await page.keyboard.press('Escape');
    await restOn(page, 'options', 1, problems);
    const closing = await page.evaluate(() => globalThis.nestedLog.splice(0));
    assert.ok(closing.length > 5 && closing.at(-2)[1] > 0, `the parent steps forward while the child slides closed: ${JSON.stringify(closing.slice(-3))}`);
    for (const [progress, nested] of closing.slice(0, -1)) assert.equal(nested, Math.min(1, Math.max(0, 1 - progress)), `closing, progress ${progress}`);
    s = await state();
    assert.deepEqual(s, { inert: ['page', 'options'], active: 'more', nested: '', scale: '1', overflow: 'hidden' }, 'only the child closed');
    assert.equal(await page.evaluate(() => globalThis.recipe.details.snapIndex), 1, 'the parent stays on its detent');
    assert.deepEqual(await page.evaluate(() => globalThis.snaps.details), [1], 'the parent did not move');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.getElementById('details').contains(document.activeElement)), true, `Tab ${i} stays in the parent`);
    }
    await page.keyboard.press('Escape');
    await restOn(page, 'details', 3, problems);
    s = await state();
    assert.deepEqual(s, { inert: [], active: 'open', nested: '', scale: '1', overflow: '' });
  });
});
