// The recipe "a carousel with a thumbnail strip in sync"
// (examples/recipes/synced-carousels.html) in Chromium at 390x844 with touch,
// input through CDP at explicit timestamps: a drag on the main carousel, a
// tap on a thumbnail and next() each leave both on the same index, judged
// by the layout itself (the selected slide's box at the carousel's left
// edge, the marked thumbnail's box inside the strip), polled, never timed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { newPage, waitFor } from './browser.js';
import { servedChromium } from './served.js';
import { chromiumInput, pollFor } from './input.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

/** Both Scrollers at rest, the main one on `index`. */
const restingOn = (page, index, problems) => pollFor(page, (i) => {
  const { carousel, thumbs } = window;
  return !carousel.animating && !carousel.dragging && !thumbs.animating && carousel.snapIndex === i;
}, { arg: index, problems, message: `both at rest, the carousel on slide ${index}` });

/** What the page shows: which slide sits at the carousel's left edge, which thumbnail is marked and whether it is inside the strip. */
const shown = (page) => page.evaluate(() => {
  const main = document.getElementById('main'), strip = document.getElementById('thumbs');
  const left = main.getBoundingClientRect().left;
  const atEdge = [...main.children].findIndex((s) => Math.abs(s.getBoundingClientRect().left - left) < 0.5);
  const marked = [...strip.children].findIndex((t) => t.getAttribute('aria-current') === 'true');
  const s = strip.getBoundingClientRect(), t = strip.children[marked].getBoundingClientRect();
  return {
    atEdge, marked, index: window.carousel.snapIndex,
    inStrip: t.left >= s.left - 0.5 && t.right <= s.right + 0.5,
    position: window.carousel.position, native: main.scrollLeft,
    thumbsPosition: window.thumbs.position, thumbsNative: strip.scrollLeft,
  };
});

function sameIndex(out, index) {
  assert.equal(out.index, index, 'the carousel\'s snapIndex');
  assert.equal(out.atEdge, index, 'the slide at the carousel\'s edge');
  assert.equal(out.marked, index, 'the marked thumbnail');
  assert.ok(out.inStrip, 'the marked thumbnail is inside the strip');
  assert.equal(out.position, out.native, 'the carousel rests on its native offset');
  assert.equal(out.thumbsPosition, out.thumbsNative, 'the strip rests on its native offset');
}

test('recipe synced-carousels: a drag, a thumbnail tap and next() keep the carousel and the strip on one index (390x844, touch)', async () => {
  const { page, problems, close } = await newPage(chromium.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const input = await chromiumInput(page);
  try {
    await page.goto(`${chromium.server.url}examples/recipes/synced-carousels.html`);
    await waitFor(page.locator('body[data-state="ready"]'), problems, { state: 'attached' });
    sameIndex(await shown(page), 0);

    // A touch drag of 240 px to the left over the main carousel, held still
    // before the release (no fling): the nearest slide is the next one.
    const box = await page.evaluate(() => {
      const r = document.getElementById('main').getBoundingClientRect();
      return { x: r.left + r.width * 0.8, y: r.top + r.height / 2 };
    });
    await input.drag(box, { x: -240 }, { pointer: 'touch', steps: 8, interval: 16, hold: 80 });
    await restingOn(page, 1, problems);
    sameIndex(await shown(page), 1);

    // A tap on the fourth thumbnail.
    const thumb = await page.evaluate(() => {
      const r = document.getElementById('thumbs').children[3].getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await input.click(thumb.x, thumb.y);
    await restingOn(page, 3, problems);
    sameIndex(await shown(page), 3);

    // next() to the last slide: the strip scrolls its thumbnail into view.
    await page.evaluate(async () => { for (let i = 0; i < 4; i++) await window.carousel.next(); });
    await restingOn(page, 7, problems);
    const last = await shown(page);
    sameIndex(last, 7);
    assert.ok(last.thumbsPosition > 0, `the strip scrolled to show thumbnail 8: ${last.thumbsPosition}`);
    assert.equal(await page.locator('#status').textContent(), 'Photo 8 of 8');
    assert.deepEqual(problems, []);
  } finally {
    await input.dispose();
    await close();
  }
});
