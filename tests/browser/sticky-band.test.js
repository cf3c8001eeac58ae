// Issue 21 item 13: position: sticky headers stay in place during the end
// rubber band. Natively the offset would go on past the end and a header
// stuck to the top stays stuck; the Scroller shows the overscroll as a
// translate on its content, which used to carry the stuck header up with
// the rows. The truth is the header's own box at rest at the end (stuck,
// measured in the same run), compared with its box while a drag holds the
// band, for a header that is a child of the scroller and for one inside a
// section (a child's child). Chromium (CDP, explicit timestamps) and Firefox
// (BiDi actions); the drag is held still while measuring.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pollFor } from './input.js';
import { pointerPages } from './pointer-pages.js';

const pages = pointerPages();

const CASES = {
  child: `<div class="head">Header</div>${'<div class="row">row</div>'.repeat(40)}`,
  section: [0, 1, 2].map((s) => `<section><h2 class="head">Section ${s}</h2>${'<div class="row">row</div>'.repeat(15)}</section>`).join(''),
};

function build(html) {
  window.build(`<style>
    #list { position: absolute; left: 20px; top: 20px; width: 300px; height: 300px; overflow: auto; scrollbar-width: none; }
    .head { position: sticky; top: 0; height: 40px; margin: 0; background: #456; color: #fff; z-index: 1; }
    .row { height: 50px; border-bottom: 1px solid #ccc; box-sizing: border-box; }
  </style><div id="list">${html}</div>`);
  const list = document.getElementById('list');
  window.scroller = new window.dom.Scroller(list);
  list.scrollTop = list.scrollHeight;   // at the end: the last header stuck at the top
}

/** The last .head's top and the last .row's top on the screen, and the Scroller's overscroll. */
const boxes = (page) => page.evaluate(() => {
  const heads = document.querySelectorAll('.head'), rows = document.querySelectorAll('.row');
  return { head: heads[heads.length - 1].getBoundingClientRect().top, row: rows[rows.length - 1].getBoundingClientRect().top, position: window.scroller.position };
});

async function scenario(page, problems, html, drag, release) {
  await page.evaluate(build, html);
  const max = await pollFor(page, () => {
    const list = document.getElementById('list');
    const max = list.scrollHeight - list.clientHeight;
    return window.scroller.position === max && list.scrollTop === max && max;
  }, { problems, message: 'at the end' });
  const rest = await boxes(page);
  assert.ok(Math.abs(rest.head - 20) < 0.5, `the header is stuck at the top at the end: ${rest.head}`);
  await drag({ x: 170, y: 250 }, { x: 0, y: -150 });   // past the end, held
  const band = await pollFor(page, (m) => window.scroller.position > m + 10 && {
    head: document.querySelectorAll('.head')[document.querySelectorAll('.head').length - 1].getBoundingClientRect().top,
    row: [...document.querySelectorAll('.row')].at(-1).getBoundingClientRect().top,
    position: window.scroller.position,
  }, { arg: max, problems, message: 'a rubber band past the end' });
  assert.ok(rest.row - band.row > 10, `the rows moved up with the band: ${rest.row} -> ${band.row}`);
  assert.equal(band.head, rest.head, 'the stuck header stays in place during the band');
  await release();
  await pollFor(page, (m) => !window.scroller.animating && !window.scroller.dragging && window.scroller.position === m, { arg: max, problems });
  const after = await boxes(page);
  assert.equal(after.head, rest.head);
  assert.equal(after.row, rest.row);
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('#list *')].filter((n) => n.style.translate).length), 0, 'no translate left');
  assert.deepEqual(problems, []);
}

for (const [name, html] of Object.entries(CASES)) {
  test(`sticky (Chromium, header as a ${name === 'child' ? 'child' : 'section\'s child'}): a stuck header stays in place during the end rubber band`, async () => {
    const { page, problems, input, close } = await pages.chromium();
    try {
      await scenario(page, problems, html,
        (from, by) => input.drag(from, by, { steps: 10, interval: 16, release: false }),
        () => input.release({ after: 80 }));
    } finally {
      await close();
    }
  });

  test(`sticky (Firefox, header as a ${name === 'child' ? 'child' : 'section\'s child'}): a stuck header stays in place during the end rubber band`, async () => {
    const { page, problems, input, close } = await pages.firefox();
    try {
      await scenario(page, problems, html,
        (from, by) => input.drag(from, by, { duration: 160, release: false }),
        () => input.release());
    } finally {
      await close();
    }
  });
}
