// The recipe "swipe to archive on 5,000 rows" (examples/recipes/swipe-list.html:
// one Swipeable for the list) in Chromium at 390x844 with CDP touch at
// explicit timestamps. Construction reads no layout (getBoundingClientRect,
// getClientRects, getComputedStyle and the offset/client/scroll sizes are
// counted from just before `new Swipeable` to just after: fewer than 20,
// in fact none), and adds no listener to any row (CDP
// DOMDebugger.getEventListeners); the first touch swipe on a row rests at
// -300 px as the browser shows it, with a 'snap' naming that row; a vertical
// swipe scrolls the list natively and moves no row; a row added later swipes
// too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openRecipe, withPage } from './open.js';
import { pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

// Counts every layout read made between beforeSwipeable() and afterSwipeable().
const COUNT = () => {
  window.layoutReads = { total: 0, names: {} };
  let on = false;
  const wrap = (proto, name, kind) => {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    const count = () => { if (on) { window.layoutReads.total++; window.layoutReads.names[name] = (window.layoutReads.names[name] ?? 0) + 1; } };
    if (kind === 'get') Object.defineProperty(proto, name, { ...d, get() { count(); return d.get.call(this); } });
    else Object.defineProperty(proto, name, { ...d, value(...args) { count(); return d.value.apply(this, args); } });
  };
  for (const name of ['getBoundingClientRect', 'getClientRects']) wrap(Element.prototype, name, 'value');
  for (const name of ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop']) wrap(HTMLElement.prototype, name, 'get');
  for (const name of ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight', 'scrollTop', 'scrollLeft']) wrap(Element.prototype, name, 'get');
  const gcs = window.getComputedStyle;
  window.getComputedStyle = function (...args) { if (on) { window.layoutReads.total++; window.layoutReads.names.getComputedStyle = (window.layoutReads.names.getComputedStyle ?? 0) + 1; } return gcs.apply(this, args); };
  window.beforeSwipeable = () => { on = true; window.constructStart = performance.now(); };
  window.afterSwipeable = () => { on = false; window.constructMs = performance.now() - window.constructStart; };
};

test('recipe swipe-list: 5,000 rows, no layout read and no row listener at construction; the first touch swipe rests at -300; a vertical swipe scrolls the list; a row added later swipes', async () => {
  await withPage(await openRecipe(chromium, 'swipe-list.html', { init: COUNT }), async ({ page, problems, input }) => {
    const built = await page.evaluate(() => ({ reads: window.layoutReads, ms: window.constructMs, rows: document.querySelectorAll('#list li').length }));
    assert.equal(built.rows, 5000);
    assert.ok(built.reads.total < 20, `layout reads at construction: ${JSON.stringify(built.reads)}`);
    assert.equal(built.reads.total, 0, `no layout read at all: ${JSON.stringify(built.reads.names)}`);
    console.log(`Swipeable on 5,000 rows: ${built.reads.total} layout reads, ${built.ms.toFixed(2)} ms (not asserted)`);
    // No listener on any row (the list has the only ones).
    const cdp = await page.context().newCDPSession(page);
    const listenersOf = async (expression) => {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      return (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })).listeners.map((l) => l.type);
    };
    assert.deepEqual(await listenersOf('document.querySelector("#list li:nth-child(3)")'), []);
    assert.ok((await listenersOf('document.getElementById("list")')).includes('pointerdown'));
    await page.evaluate(() => {
      globalThis.log = [];
      for (const type of ['snap', 'move', 'settle']) globalThis.recipe.swipe.on(type, (d) => globalThis.log.push({ type, row: [...d.element.parentNode.children].indexOf(d.element), x: d.x, index: d.index }));
    });
    const rowBox = async (n) => page.locator(`#list li:nth-child(${n + 1})`).boundingBox();
    // A vertical touch swipe: the list scrolls natively, no row moves.
    let box = await rowBox(4);
    await input.drag({ x: 200, y: box.y + 20 }, { y: -200 }, { pointer: 'touch', steps: 10, interval: 16, hold: 4 });
    await pollFor(page, () => { const l = globalThis.recipe.list; const t = l.scrollTop; return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(t > 100 && l.scrollTop === t)))); }, { problems, message: 'the list scrolled and stopped' });
    assert.deepEqual(await page.evaluate(() => globalThis.log), [], 'no row moved');
    // The first touch swipe on a row in view: rests at -300, shown by the browser.
    const scrolled = await page.evaluate(() => globalThis.recipe.list.scrollTop);
    const target = Math.ceil(scrolled / 56) + 2;
    box = await rowBox(target);
    await input.drag({ x: 300, y: box.y + 28 }, { x: -160 }, { pointer: 'touch', steps: 10, interval: 16, hold: 4 });
    await pollFor(page, () => globalThis.log.some((e) => e.type === 'snap'), { problems, message: 'the row snapped' });
    const r = await page.evaluate((n) => {
      const row = globalThis.recipe.list.children[n];
      return { shown: new DOMMatrixReadOnly(getComputedStyle(row).transform).m41, position: globalThis.recipe.swipe.positionOf(row), snaps: globalThis.log.filter((e) => e.type === 'snap'), rows: new Set(globalThis.log.map((e) => e.row)).size };
    }, target);
    assert.deepEqual(r.snaps, [{ type: 'snap', row: target, x: -300, index: 0 }]);
    assert.equal(r.position, -300);
    assert.equal(r.shown, -300, 'the browser shows it at -300');
    assert.equal(r.rows, 1, 'only that row moved');
    // A row added later.
    await page.evaluate(() => {
      const li = document.createElement('li');
      li.textContent = 'New message';
      globalThis.recipe.list.prepend(li);
      globalThis.recipe.list.scrollTop = 0;
      globalThis.log.length = 0;
    });
    box = await rowBox(0);
    await input.drag({ x: 300, y: box.y + 28 }, { x: -160 }, { pointer: 'touch', steps: 10, interval: 16, hold: 4 });
    await pollFor(page, () => globalThis.log.some((e) => e.type === 'snap'), { problems, message: 'the new row snapped' });
    assert.deepEqual(await page.evaluate(() => globalThis.log.filter((e) => e.type === 'snap')), [{ type: 'snap', row: 0, x: -300, index: 0 }]);
    // Bad options throw naming the option, as Swipeable, and leave nothing half-built.
    const errors = await page.evaluate(() => {
      const { Swipeable } = globalThis.recipe.swipe.constructor === undefined ? {} : { Swipeable: globalThis.recipe.swipe.constructor };
      const other = document.createElement('ul');
      document.body.append(other);
      const tries = [{ axis: 'x' }, { items: 'li[', axis: 'x' }, { items: 'li', axis: 'both' }, { items: 'li', snap: { points: 'x' } }, { items: 'li', drag: -1 }];
      const out = tries.map((o) => { try { new Swipeable(other, o); return 'built'; } catch (e) { return `${e.constructor.name}: ${e.message}`; } });
      const ok = new Swipeable(other, { items: 'li', snap: { points: [-80, 0] } });
      ok.destroy();
      other.remove();
      return out;
    });
    assert.equal(errors.length, 5);
    for (const e of errors) assert.match(e, /^(TypeError|RangeError): kinema: Swipeable: /);
    assert.match(errors[0], /option `items`/);
    assert.match(errors[1], /valid CSS selector/);
    assert.match(errors[2], /`axis`/);
    assert.match(errors[3], /snap/);
    assert.match(errors[4], /drag/);
    // destroy(): every translate and the list's style back.
    const after = await page.evaluate(() => {
      globalThis.recipe.swipe.destroy();
      const l = globalThis.recipe.list;
      return { moved: [...l.children].filter((li) => li.style.transform).length, touch: l.style.touchAction };
    });
    assert.deepEqual(after, { moved: 0, touch: '' });
  });
});
