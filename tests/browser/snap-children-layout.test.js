// Snap to children uses layout positions, not transformed boxes (issue 21,
// item 17), in Chromium: the items of a picker tilted with rotateX (a
// wheel picker's look) snap at multiples of their layout pitch (44 px), not
// at their projected boxes' edges ([0, 1, 68, 142, ...] before), whether
// the scroller is the items' offsetParent or not (nested offsetParents
// with borders around it), and an untransformed list with a sub-pixel
// pitch keeps its exact points (the screen box refines the whole-pixel
// layout where they agree). The truth: i * pitch, clamped to the range the
// browser gives (scrollHeight - clientHeight).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { newPage, waitFor } from './browser.js';
import { servedChromium } from './served.js';

const served = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

async function points(page, { wrap, scroller, item, n = 20 }) {
  return page.evaluate(({ wrap, scroller, item, n }) => {
    const items = Array.from({ length: n }, (_, i) => `<div style="${item}">${i}</div>`).join('');
    window.build(`${wrap[0]}<div id="picker" style="${scroller}">${items}</div>${wrap[1]}`);
    const el = document.getElementById('picker');
    const s = new window.dom.Scroller(el, { snap: 'children' });
    const out = { points: s.snapPoints, max: el.scrollHeight - el.clientHeight, tilted: el.children[3].getBoundingClientRect().height };
    s.destroy();
    return out;
  }, { wrap, scroller, item, n });
}

const PICKER = 'height:220px;overflow-y:auto;perspective:300px;border:3px solid #333;padding:0';
const TILTED = 'height:44px;transform:rotateX(40deg);box-sizing:border-box';
const CASES = [
  ['the scroller is the items\' offsetParent', { wrap: ['', ''], scroller: `position:relative;${PICKER}`, item: TILTED }],
  ['nested offsetParents with borders around a static scroller', {
    wrap: ['<div style="position:relative;border:5px solid;margin:13px"><div style="position:absolute;top:9px;left:4px;border:7px solid;width:300px"><div style="padding:11px">', '</div></div></div>'],
    scroller: PICKER, item: TILTED,
  }],
];

for (const [name, c] of CASES) {
  test(`picker items tilted with rotateX snap at multiples of their 44 px layout pitch: ${name} (Chromium)`, async () => {
    const opened = await newPage(served.browser);
    try {
      await opened.page.goto(`${served.server.url}tests/browser/fixtures/defects/`);
      await waitFor(opened.page.locator('body:not([data-state="loading"])'), opened.problems, { state: 'attached' });
      const r = await points(opened.page, c);
      assert.ok(r.tilted < 40, `the items are tilted on screen (${r.tilted} px tall)`);
      const expected = [...new Set(Array.from({ length: 20 }, (_, i) => Math.min(i * 44, r.max)))];
      assert.deepEqual(r.points, expected);
      assert.deepEqual(opened.problems, []);
    } finally {
      await opened.close();
    }
  });
}

test('an untransformed list with a sub-pixel pitch (44.5 px) keeps exact points (Chromium)', async () => {
  const opened = await newPage(served.browser);
  try {
    await opened.page.goto(`${served.server.url}tests/browser/fixtures/defects/`);
    await waitFor(opened.page.locator('body:not([data-state="loading"])'), opened.problems, { state: 'attached' });
    const r = await points(opened.page, { wrap: ['', ''], scroller: PICKER, item: 'height:44.5px' });
    const expected = [...new Set(Array.from({ length: 20 }, (_, i) => Math.min(i * 44.5, r.max)))];
    assert.deepEqual(r.points, expected);
    assert.deepEqual(opened.problems, []);
  } finally {
    await opened.close();
  }
});
