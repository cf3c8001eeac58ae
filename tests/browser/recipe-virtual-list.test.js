// The recipe "virtualized list" (examples/recipes/virtual-list.html: 100,000
// rows of 48 px, a Scroller) in Chromium at 390x844 with CDP touch: after a
// fling, at every native 'scroll' event of the list (once per frame that
// moved it) the rows in the page cover the view as the browser lays it out
// (the row at each visible 48 px slot shows that slot's index: no frame
// shows a blank slot), with fewer than 30 rows shown at rest; at rest the
// position is the native offset. The landing area first: at the 'release'
// event (before the fling's first frame) the rows where the fling will rest
// are in the page already, and they are the very elements shown at rest,
// never rebuilt on the way (a MutationObserver sees no change to them);
// the same page without its release handler (?landing=off) has none of
// them at the release, which is what the check tells apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { newPage, waitFor } from './browser.js';
import { servedChromium } from './served.js';
import { chromiumInput, pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

/** Flings the recipe (`query`: its URL's search) with a touch; returns what the page recorded. */
async function fling(query) {
  const opened = await newPage(chromium.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const { page, problems } = opened;
  const input = await chromiumInput(page);
  try {
    await page.goto(`${chromium.server.url}examples/recipes/virtual-list.html${query}`);
    await waitFor(page.locator('body[data-state="ready"]'), problems, { state: 'attached' });
    await page.evaluate(() => {
      const { list, H, scroller } = globalThis.recipe;
      globalThis.gaps = [];
      globalThis.samples = 0;
      const box = list.getBoundingClientRect();
      const clientTop = box.top + list.clientTop, clientBottom = clientTop + list.clientHeight;
      /** The row the browser draws at each visible 48 px slot (at least 2 px of it shown): [index, element]. */
      globalThis.shown = () => {
        const top = list.scrollTop, out = [];
        for (let i = Math.floor(top / H); i * H < top + list.clientHeight; i++) {
          const a = Math.max(clientTop, clientTop + i * H - top), b = Math.min(clientBottom, clientTop + (i + 1) * H - top);
          if (b - a >= 2) out.push([i, document.elementFromPoint(box.left + 100, (a + b) / 2)]);
        }
        return out;
      };
      list.addEventListener('scroll', () => {
        globalThis.samples++;
        for (const [i, hit] of globalThis.shown()) {
          if (hit?.dataset.index !== String(i)) globalThis.gaps.push([list.scrollTop, i, hit?.dataset.index ?? hit?.id ?? null]);
        }
      });
      // At the release (the recipe's own handler has run: it subscribed first): the rows for the slots the rest will show.
      scroller.on('release', ({ target }) => {
        const slots = [];
        for (let i = Math.floor(target / H); i * H < target + list.clientHeight; i++) slots.push(i);
        const found = new Map(slots.map((i) => [i, list.querySelector(`.row[data-index="${i}"]:not([hidden])`)]));
        globalThis.landing = { target, position: scroller.position, slots, found };
        globalThis.changed = [];
        const watch = new MutationObserver((records) => { for (const r of records) globalThis.changed.push(r.target.dataset?.index ?? r.target.parentNode?.dataset?.index); });
        for (const row of found.values()) if (row) watch.observe(row, { attributes: true, childList: true, characterData: true, subtree: true });
      });
    });
    await input.drag({ x: 200, y: 400 }, { y: -300 }, { pointer: 'touch', steps: 6, interval: 16, hold: 2 });
    await pollFor(page, () => !globalThis.recipe.scroller.animating && !globalThis.recipe.scroller.dragging, { problems, message: 'at rest' });
    const r = await page.evaluate(() => {
      const { list, scroller } = globalThis.recipe;
      const { target, position, slots, found } = globalThis.landing;
      return {
        gaps: globalThis.gaps, samples: globalThis.samples, position: scroller.position, native: list.scrollTop,
        shownRows: list.querySelectorAll('.row:not([hidden])').length, rows: list.querySelectorAll('.row').length,
        target, releasedAt: position, slots,
        presentAtRelease: slots.filter((i) => found.get(i)),
        sameAtRest: globalThis.shown().filter(([i, hit]) => found.get(i) === hit).map(([i]) => i),
        restSlots: globalThis.shown().map(([i]) => i),
        changed: globalThis.changed,
      };
    });
    assert.deepEqual(problems, []);
    return r;
  } finally {
    await input.dispose();
    await opened.close();
  }
}

test('recipe virtual-list: 100,000 rows, the view covered at every frame of a touch fling; the landing rows are in the page at the release and shown at rest unchanged', async (t) => {
  const r = await fling('');
  t.diagnostic(`released at ${r.releasedAt.toFixed(1)}, rest ${r.target.toFixed(1)}: landing rows ${r.slots[0]}..${r.slots.at(-1)}`);
  assert.ok(r.samples > 10, `frames sampled: ${r.samples}`);
  assert.ok(r.position > 1000, `flung: ${r.position}`);
  assert.deepEqual(r.gaps.slice(0, 5), [], 'the view covered at every frame');
  assert.ok(r.target - r.releasedAt > 1000, 'the landing area was out of reach of the rows in view at the release');
  assert.equal(r.position, r.native);
  assert.ok(Math.abs(r.position - r.target) < 1, `it rested where the release said (on the pixel grid): ${r.position} vs ${r.target}`);
  assert.deepEqual(r.presentAtRelease, r.slots, 'every landing row was in the page at the release');
  assert.ok(r.restSlots.every((i) => r.slots.includes(i)), `${r.restSlots} within ${r.slots}`);
  assert.deepEqual(r.sameAtRest, r.restSlots, 'at rest the view shows the very rows rendered at the release');
  assert.deepEqual(r.changed, [], 'no landing row was rebuilt on the way');
  assert.ok(r.shownRows < 30, `rows shown at rest: ${r.shownRows}`);
  assert.ok(r.rows < 60, `rows in the page: ${r.rows}`);
});

test('recipe virtual-list without its release handler (?landing=off): the view is covered, but no landing row exists at the release', async () => {
  const r = await fling('?landing=off');
  assert.deepEqual(r.gaps.slice(0, 5), [], 'the view covered at every frame');
  assert.ok(Math.abs(r.position - r.target) < 1);
  assert.deepEqual(r.presentAtRelease, [], 'rows there only once the fling arrives');
  assert.deepEqual(r.sameAtRest, []);
});
