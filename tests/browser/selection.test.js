// Issue 21 item 3: text selection inside a Scroller is the browser's, as in
// a plain overflow box. A double click selects a word and a triple click a
// line (a paragraph) exactly as in a native box of the same text measured in
// the same run (Chromium and Firefox); with `pointer: 'touch'` the mouse is
// left to the browser (Chromium and Firefox): a press and drag selects text and autoscrolls the
// selection past the box's edge, and the Scroller follows the native offset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pollFor } from './input.js';
import { multiClick, pointerPages } from './pointer-pages.js';
import { withPage } from './open.js';

const pages = pointerPages();

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
const TEXT = Array.from({ length: 30 }, (_, i) => `<p>${WORDS.map((w) => `${w}${i}`).join(' ')}</p>`).join('');

/** Two boxes of the same text: #plain (native) at x 20, #kin (a Scroller) at x 420; both 300 x 200 at y 20. */
function build(options) {
  window.build(`<style>
    .box { position: absolute; top: 20px; width: 300px; height: 200px; overflow: auto; font: 16px/20px monospace; }
    .box p { margin: 0 0 10px; }
    #plain { left: 20px; } #kin { left: 420px; }
  </style><div id="plain" class="box">${options.text}</div><div id="kin" class="box">${options.text}</div>`);
  window.scroller = new window.dom.Scroller(document.getElementById('kin'), options.scroller);
}

const selection = (page) => page.evaluate(() => String(getSelection()).trim());
const clear = (page) => page.evaluate(() => getSelection().removeAllRanges());

/** The centres of words in the native box, from its top left: where both boxes are clicked. */
const points = (page) => page.evaluate(() => {
  const box = document.getElementById('plain');
  const at = box.getBoundingClientRect();
  return ['bravo0', 'echo1', 'juliet2'].map((word) => {
    const text = [...box.querySelectorAll('p')].find((p) => p.textContent.includes(word)).firstChild;
    const range = document.createRange();
    const i = text.data.indexOf(word);
    range.setStart(text, i);
    range.setEnd(text, i + word.length);
    const r = range.getClientRects()[0];
    return { x: Math.round((r.left + r.right) / 2 - at.left), y: Math.round((r.top + r.bottom) / 2 - at.top) };
  });
});

async function clicks(page, click) {
  const out = [];
  for (const count of [2, 3]) {
    for (const p of await points(page)) {
      const seen = {};
      for (const [id, left] of [['plain', 20], ['kin', 420]]) {
        await clear(page);
        await click(left + p.x, 20 + p.y, count);
        seen[id] = await selection(page);
      }
      out.push({ count, point: p, ...seen });
    }
  }
  return out;
}

function check(results) {
  for (const r of results) {
    assert.ok(r.plain.length > 0, `the native box selects something on ${r.count} clicks at ${JSON.stringify(r.point)}`);
    assert.equal(r.kin, r.plain, `${r.count} clicks at ${JSON.stringify(r.point)}: the Scroller's selection is the native box's`);
  }
  // A double click is a word, a triple click a line (a paragraph).
  assert.deepEqual(results.filter((r) => r.count === 2).map((r) => r.plain), ['bravo0', 'echo1', 'juliet2']);
  assert.ok(results.filter((r) => r.count === 3).every((r) => r.plain.split(/\s+/).length === WORDS.length));
}

test('selection (Chromium): a double click selects a word and a triple click a line inside a Scroller, as in a native box', async () => {
  await withPage(await pages.chromium(), async ({ page, input, cdp }) => {
    await page.evaluate(build, { text: TEXT });
    const results = await clicks(page, (x, y, count) => multiClick(cdp, input, x, y, count));
    check(results);
    assert.equal(await page.evaluate(() => window.scroller.position), 0, 'a click does not scroll');
  });
});

test('selection (Firefox): a double click selects a word and a triple click a line inside a Scroller, as in a native box', async () => {
  await withPage(await pages.firefox(), async ({ page, perform }) => {
    await page.evaluate(build, { text: TEXT });
    const click = async (x, y, count) => {
      const actions = [{ type: 'pointerMove', x, y, duration: 0 }];
      for (let i = 0; i < count; i++) actions.push({ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 });
      await perform([{ type: 'pointer', id: 'kinema-mouse', parameters: { pointerType: 'mouse' }, actions }]);
      // Let the next test's presses start a new click chain.
      await perform([{ type: 'pointer', id: 'kinema-mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', x: x + 200, y: 400, duration: 0 }, { type: 'pause', duration: 600 }] }]);
    };
    check(await clicks(page, click));
  });
});

test("selection (Chromium): with pointer: 'touch' a mouse drag selects text and autoscrolls past the edge; the Scroller follows", async () => {
  await withPage(await pages.chromium({ hasTouch: true }), async ({ page, problems, input }) => {
    await page.evaluate(build, { text: TEXT, scroller: { pointer: 'touch' } });
    input.begin();
    await input.mouseMove(430, 30);
    await input.mouseDown(430, 30, { after: 10 });
    await input.moveTo(500, 150, { after: 16 });
    await input.moveTo(560, 260, { after: 16 });   // below the box: the browser autoscrolls
    const scrolled = await pollFor(page, () => {
      const el = document.getElementById('kin');
      return el.scrollTop > 40 && String(getSelection()).length > 0 && el.scrollTop;
    }, { message: 'the selection autoscrolls the box', problems });
    await input.release({ after: 16 });
    assert.ok(scrolled > 40);
    // The Scroller adopts the browser's offset: at rest, no translate left.
    await pollFor(page, () => !window.scroller.animating && window.scroller.position === document.getElementById('kin').scrollTop, { problems });
    const state = await page.evaluate(() => ({ sel: String(getSelection()), translate: getComputedStyle(document.querySelector('#kin p')).translate }));
    assert.match(state.sel, /alpha0/);
    assert.equal(state.translate, 'none');
    // A bad value names the option and leaves the element free.
    const bad = await page.evaluate(() => {
      const el = document.getElementById('plain');
      try { new window.dom.Scroller(el, { pointer: 'mouse' }); } catch (e) { new window.dom.Scroller(el).destroy(); return `${e.constructor.name}: ${e.message}`; }
      return 'no error';
    });
    assert.match(bad, /^TypeError: .*`pointer` must be true, false or 'touch'/);
    // A touch drag still drags (the finger is the Scroller's).
    // From the start, so the drag has room whatever length the autoscroll ran
    // (on a loaded machine it runs longer, up to the end of the box).
    await page.evaluate(() => { getSelection().removeAllRanges(); window.scroller.scrollTo(0, { animate: false }); });
    const before = await page.evaluate(() => window.scroller.position);
    assert.equal(before, 0);
    await input.drag({ x: 570, y: 180 }, { x: 0, y: -100 }, { pointer: 'touch', steps: 8, interval: 16, hold: 60 });
    await pollFor(page, (b) => window.scroller.position > b + 80 && !window.scroller.animating, { arg: before, problems });
  });
});

test("selection (Firefox): with pointer: 'touch' a mouse drag selects text and autoscrolls past the edge; the Scroller follows", async () => {
  await withPage(await pages.firefox(), async ({ page, problems, perform }) => {
    await page.evaluate(build, { text: TEXT, scroller: { pointer: 'touch' } });
    const mouse = (actions) => perform([{ type: 'pointer', id: 'kinema-mouse', parameters: { pointerType: 'mouse' }, actions }]);
    await mouse([
      { type: 'pointerMove', x: 430, y: 30, duration: 0 },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerMove', x: 500, y: 150, duration: 50 },
      { type: 'pointerMove', x: 560, y: 260, duration: 50 },   // below the box: the browser autoscrolls
    ]);
    const scrolled = await pollFor(page, () => {
      const el = document.getElementById('kin');
      return el.scrollTop > 40 && String(getSelection()).length > 0 && el.scrollTop;
    }, { message: 'the selection autoscrolls the box', problems });
    await mouse([{ type: 'pointerUp', button: 0 }]);
    assert.ok(scrolled > 40);
    await pollFor(page, () => !window.scroller.animating && window.scroller.position === document.getElementById('kin').scrollTop, { problems });
    const state = await page.evaluate(() => ({ sel: String(getSelection()), translate: getComputedStyle(document.querySelector('#kin p')).translate }));
    assert.match(state.sel, /alpha0/);
    assert.equal(state.translate, 'none');
  });
});
