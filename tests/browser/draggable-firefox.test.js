// The Draggable in a second engine: Firefox ESR (Gecko) over WebDriver BiDi
// (puppeteer-core). BiDi has no event timestamps (see tests/browser/input.js),
// so these gestures end with a hold: the release velocity is 0 on any
// machine, and the outcome (the nearest point) does not depend on the speed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith } from './launch.js';
import { firefoxInput, pollFor } from './input.js';
import { launchFirefox, openFirefoxPage } from './firefox.js';

const served = servedWith({ browser: launchFirefox });

async function open(which) {
  const opened = await openFirefoxPage(served.browser, `${served.server.url}tests/browser/fixtures/draggable/?case=${which}`, { width: 390, height: 844 });
  assert.equal(await opened.page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
  return opened;
}

test('Firefox: the PiP box dragged towards the top right and held lands exactly on that corner; the sheet on its nearest detent', async () => {
  let { page, problems } = await open('pip');
  try {
    const input = firefoxInput(page);
    await input.drag({ x: 195, y: 422 }, { x: 150, y: -300 }, { duration: 200, hold: 150 });
    await pollFor(page, () => window.log.snap.length >= 1 && window.log.settle.length >= 1, { problems, message: 'the PiP landing' });
    const r = await page.evaluate(() => {
      const m = new DOMMatrixReadOnly(getComputedStyle(window.drag.element).transform);
      return { index: window.log.snap[0].index, shown: { x: m.m41, y: m.m42 }, point: window.points[1] };
    });
    assert.equal(r.index, 1);
    assert.deepEqual(r.shown, r.point);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
  ({ page, problems } = await open('sheet'));
  try {
    const input = firefoxInput(page);
    await input.drag({ x: 195, y: 774 }, { y: -220 }, { duration: 200, hold: 150 });
    await pollFor(page, () => window.log.snap.length >= 1 && window.log.settle.length >= 1, { problems, message: 'the sheet landing' });
    assert.equal(await page.evaluate(() => window.log.snap[0].index), 1);
    assert.equal(await page.evaluate(() => new DOMMatrixReadOnly(getComputedStyle(window.drag.element).transform).m42), 422);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
