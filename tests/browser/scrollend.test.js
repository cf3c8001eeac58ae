// Issue 21 item 4: one `scrollend` per gesture or motion, after it has
// settled, as the browser's own scrolling fires it; not one per frame
// (each write of ours to scrollTop is a programmatic scroll the browser
// ends with its own scrollend). Counted with listeners on the element (and
// on the document and window for the page Scroller), in Chromium (CDP input
// with timestamps) and Firefox ESR (BiDi: no timestamps, so the counts are
// asserted for whatever release velocity the page saw).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onFirstUse, servedWith } from './launch.js';
import { launch, newPage, waitFor } from './browser.js';
import { launchFirefox, openFirefoxPage } from './firefox.js';
import { chromiumInput, firefoxInput, pollFor } from './input.js';

const PAGE = 'tests/browser/fixtures/external/';

const served = servedWith({ chromium: launch });
const firefox = onFirstUse(launchFirefox);

/** A 200-row list with a Scroller (window.s) whose scrollend and settle events are logged in order (window.log). */
function setUp(page, { viewport = false } = {}) {
  return page.evaluate((viewport) => {
    window.log = [];
    let el;
    if (viewport) {
      window.build(window.rows(200));
      window.s = new window.dom.Scroller(window, { axis: 'y', pointer: true });
      el = document.scrollingElement;
      document.addEventListener('scrollend', (e) => window.log.push(`scrollend@document${e.target === document ? '' : ':other'}:${window.s.animating ? 'moving' : 'rest'}:${Math.round(window.s.position)}:${document.scrollingElement.scrollTop}`));
    } else {
      el = window.list(200);
      window.s = new window.dom.Scroller(el, { axis: 'y' });
      el.addEventListener('scrollend', (e) => window.log.push(`scrollend:${window.s.animating ? 'moving' : 'rest'}:${Math.round(window.s.position)}:${el.scrollTop}${e.bubbles ? ':bubbles' : ''}`));
    }
    el.onscrollend = () => { window.handlers = (window.handlers ?? 0) + 1; };
    window.s.on('settle', (d) => window.log.push(`settle:${Math.round(d.y)}`));
  }, viewport);
}

/** Waits for 'settle' and then 300 ms more on the page (the browser's late scrollend events would come by then). */
async function settled(page, problems) {
  await pollFor(page, () => window.log.some((e) => e.startsWith('settle')) && !window.s.animating && !window.s.dragging, { problems, message: 'settle' });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return page.evaluate(() => window.log);
}

/** Exactly one scrollend, after the one 'settle', at rest where it settled. */
function assertOne(log, label) {
  const ends = log.filter((e) => e.startsWith('scrollend'));
  assert.equal(ends.length, 1, `${label}: one scrollend (${log.join(', ')})`);
  const settles = log.filter((e) => e.startsWith('settle'));
  assert.equal(settles.length, 1, `${label}: one settle`);
  assert.ok(log.indexOf(ends[0]) > log.indexOf(settles[0]), `${label}: scrollend after settle (${log.join(', ')})`);
  const [, , where, top] = ends[0].replace('@document', '').split(':');
  assert.equal(ends[0].split(':')[1], 'rest', `${label}: at rest`);
  assert.equal(where, settles[0].split(':')[1], `${label}: where it settled`);
  assert.equal(Number(top), Number(where), `${label}: the native offset is there`);
}

test('item 4 (Chromium): one scrollend per fling, per scrollTo, per wheel gesture and for the page Scroller, each after settle', async () => {
  const opened = await newPage(served.chromium);
  const { page, problems } = opened;
  try {
    await page.goto(`${served.server.url}${PAGE}`);
    await waitFor(page.locator('body:not([data-state="loading"])'), problems, { state: 'attached' });
    const input = await chromiumInput(page);

    await setUp(page);
    await input.drag({ x: 190, y: 280 }, { y: -240 }, { steps: 6, interval: 16, hold: 2 });
    assertOne(await settled(page, problems), 'fling');
    assert.equal(await page.evaluate(() => window.handlers), 1, 'fling: onscrollend once');

    await setUp(page);
    await page.evaluate(() => window.s.scrollTo(3000));
    assertOne(await settled(page, problems), 'scrollTo');

    await setUp(page);
    await input.wheel(190, 170, { deltaY: 120 });   // one event: one gesture (its end is 120 ms of the wall clock without another)
    assertOne(await settled(page, problems), 'wheel');

    await setUp(page, { viewport: true });
    await page.evaluate(() => window.s.scrollTo(3000));
    assertOne(await settled(page, problems), 'page scrollTo');
    assert.deepEqual(problems, []);
  } finally {
    await opened.close();
  }
});

test('item 4 (Firefox): one scrollend per fling and per scrollTo, after settle', async () => {
  const { page, problems } = await openFirefoxPage(await firefox(), `${served.server.url}${PAGE}`);
  try {
    const input = firefoxInput(page);
    await setUp(page);
    await input.drag({ x: 190, y: 280 }, { y: -240 }, { duration: 96 });
    assertOne(await settled(page, problems), 'fling');

    await setUp(page);
    await page.evaluate(() => { window.s.scrollTo(3000); });
    assertOne(await settled(page, problems), 'scrollTo');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
