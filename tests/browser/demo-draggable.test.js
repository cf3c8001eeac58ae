// The demo's dragging section on a phone (390 x 844 CSS px, touch, mobile
// viewport): the PiP box flicked to a corner and the bottom sheet flicked
// open, with touches sent through CDP with explicit timestamps
// (tests/browser/input.js); every wait polls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith } from './launch.js';
import { launch } from './browser.js';
import { chromiumInput, pollFor } from './input.js';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

const served = servedWith({ browser: launch });

test('phone demo: the PiP box flings to the opposite corner, the sheet flicks open and its list then scrolls', async () => {
  const context = await served.browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.stack ?? e.message}`));
  try {
    await page.goto(`${served.server.url}web/demo/`);
    await pollFor(page, () => document.body.dataset.state === 'ready', { timeout: 15_000, problems });
    const input = await chromiumInput(page);
    // The PiP stage in view, then a flick from the box (bottom right) up and left.
    const box = await page.evaluate(() => {
      document.getElementById('pip-stage').scrollIntoView({ block: 'center', behavior: 'instant' });
      const r = document.getElementById('pip-box').getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    // Created on its bottom-right corner, it reports that point (issue 21 item 14).
    assert.equal(await page.evaluate(() => window.kinemaDemo.pip.snapIndex), 3);
    await input.drag(box, { x: -80, y: -80 }, { pointer: 'touch', steps: 5, interval: 10, hold: 4 });
    await pollFor(page, () => !window.kinemaDemo.pip.animating && window.kinemaDemo.pip.snapIndex === 0, { problems, message: 'the PiP box at the top-left corner' });
    const pip = await page.evaluate(() => ({ p: window.kinemaDemo.pip.position, c: window.kinemaDemo.pip.snapPoints[0], text: document.getElementById('pip-readout').textContent }));
    assert.deepEqual(pip.p, pip.c);
    assert.equal(pip.text, 'landed top left');
    // The sheet at half: a flick up on its handle opens it fully; then a drag up on the list scrolls the list.
    const handle = await page.evaluate(() => {
      document.getElementById('sheet-stage').scrollIntoView({ block: 'center', behavior: 'instant' });
      const r = document.querySelector('.sheet-handle').getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await input.drag(handle, { y: -90 }, { pointer: 'touch', steps: 5, interval: 16, hold: 4 });
    await pollFor(page, () => !window.kinemaDemo.sheet.animating && window.kinemaDemo.sheet.snapIndex === 0, { problems, message: 'the sheet fully open' });
    const list = await page.evaluate(() => {
      const r = document.getElementById('sheet-list').getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height * 0.7 };
    });
    const scrollY = await page.evaluate(() => window.scrollY);
    await input.drag(list, { y: -150 }, { pointer: 'touch', steps: 10, interval: 16, hold: 120 });
    await pollFor(page, () => document.getElementById('sheet-list').scrollTop > 100, { problems, message: 'the list scrolled' });
    assert.equal(await page.evaluate(() => window.kinemaDemo.sheet.snapIndex), 0, 'the sheet stayed open');
    assert.equal(await page.evaluate(() => window.scrollY), scrollY, 'the page did not scroll');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
