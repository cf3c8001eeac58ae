// Issue 22, item 4, in Chromium: on a page Scroller a click on a same-page
// #fragment link glides to its target with the Scroller's spring (frames
// between the start and the end, on the page's frame clock), lands where the
// browser's own jump lands (scroll-margin honoured: compared with the
// browser in the same run), pushes one history entry with the new URL and
// fires 'hashchange'; the Back button returns to the previous URL and
// offset; `anchors: false` leaves the browser's jump.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { newPage } from './browser.js';
import { chromiumInput, pollFor } from './input.js';
import { PHONE } from './feel-probe.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const served = servedChromium(ROOT);

async function clickLink(page, input, id) {
  const box = await page.evaluate((i) => { const r = document.getElementById(i).getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; }, id);
  await input.click(box.x, box.y);
}

const settled = (page) => pollFor(page, () => {
  const f = window.pageFrames();
  if (f.length < 10) return false;
  const last = f.at(-1);
  const moved = f.findLast((g, i) => i > 0 && g.y !== f[i - 1].y);
  return last.t - (moved ? moved.t : f[0].t) > 300 && (!window.scroller || !window.scroller.animating);
}, { message: 'the page at rest' });

test('anchors: a same-page link glides with the spring to where the browser jumps, updates the URL and history; Back returns', async () => {
  const opened = await newPage(served.browser, { viewport: PHONE });
  const { page, problems } = opened;
  try {
    await page.goto(`${served.server.url}tests/browser/fixtures/feel/`);
    await pollFor(page, () => window.loadError ?? (document.body.dataset.state === 'ready'), { problems });
    const input = await chromiumInput(page);

    // The browser's own jump, for the landing place (scroll-margin-top 40 px).
    await page.evaluate(() => { window.buildAnchors(null); window.startRecording(); });
    await clickLink(page, input, 'to-s3');
    await settled(page);
    const native = await page.evaluate(() => ({ y: window.scrollY, frames: window.pageFrames() }));
    assert.equal(native.y, 3 * 701 - 40, `the browser lands the section 40 px below the top: ${native.y}`);
    await page.evaluate(() => { history.replaceState(null, '', location.pathname); window.scrollTo(0, 0); });

    // The Scroller glides there.
    const length = await page.evaluate(() => history.length);
    await page.evaluate(() => { window.buildAnchors({}); window.startRecording(); });
    await clickLink(page, input, 'to-s3');
    await settled(page);
    const glide = await page.evaluate(() => ({ y: window.scrollY, hash: location.hash, length: history.length, changes: window.hashchanges, frames: window.pageFrames() }));
    const between = glide.frames.filter((f) => f.y > 0 && f.y < native.y);
    assert.ok(between.length >= 5, `it glides: ${between.length} frames between 0 and ${native.y}`);
    assert.equal(glide.y, native.y, 'where the browser lands');
    assert.equal(glide.hash, '#s3');
    assert.equal(glide.length, length + 1, 'one history entry');
    assert.equal(glide.changes, 1, "one 'hashchange'");

    // Back: the previous URL and offset.
    await page.evaluate(() => history.back());
    await pollFor(page, () => location.hash === '' && window.scrollY === 0 && !window.scroller.animating, { problems, message: 'back at the top' });
    await pollFor(page, () => window.scroller.position === 0, { problems, message: 'the Scroller follows the browser\'s restored offset' });

    // anchors: false: the browser's jump (no frame in between).
    await page.evaluate(() => { window.scroller.update({ anchors: false }); window.startRecording(); });
    await clickLink(page, input, 'to-s1');
    await settled(page);
    const off = await page.evaluate(() => ({ y: window.scrollY, hash: location.hash, frames: window.pageFrames() }));
    assert.equal(off.hash, '#s1');
    assert.equal(off.frames.filter((f) => f.y > 0 && f.y < off.y).length, 0, 'a jump');
    assert.deepEqual(problems, []);
  } finally {
    await opened.close();
  }
});
