// The modal sheet (examples/recipes/sheet-modal.html) in Firefox ESR (Gecko,
// WebDriver BiDi): opened by the keyboard, the page is inert and focus is
// in the sheet, Tab and Shift+Tab keep it there, a wheel over the page does
// not scroll it (the offset kept), Escape closes it to the last point with a
// 'snap' and gives focus back; --kinema-progress is 0.5 at the half detent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith } from './launch.js';
import { firefoxInput, pollFor } from './input.js';
import { launchFirefox, openFirefoxPage } from './firefox.js';

const served = servedWith({ browser: launchFirefox });

test('Firefox: modal sheet: inert page, focus trapped, no page scroll, Escape closes with a snap; --kinema-progress at the half detent', async () => {
  const { page, problems } = await openFirefoxPage(served.browser, `${served.server.url}examples/recipes/sheet-modal.html`, { width: 390, height: 844 });
  try {
    const input = firefoxInput(page);
    await page.evaluate(() => {
      globalThis.snaps = [];
      globalThis.recipe.drag.on('snap', (d) => globalThis.snaps.push(d.index));
      document.getElementById('open').focus();
      window.scrollTo(0, 400);
    });
    const state = () => page.evaluate(() => ({
      inert: document.getElementById('page').hasAttribute('inert'),
      inSheet: globalThis.recipe.drag.element.contains(document.activeElement),
      active: document.activeElement?.id, scrollY: window.scrollY,
    }));
    await input.key('\uE007');   // Enter on the focused button
    await pollFor(page, () => !globalThis.recipe.drag.animating && globalThis.snaps.at(-1) === 1, { problems, message: 'open at the half detent' });
    assert.deepEqual(await state(), { inert: true, inSheet: true, active: 'name', scrollY: 400 });
    assert.equal(await page.evaluate(() => getComputedStyle(globalThis.recipe.drag.element).getPropertyValue('--kinema-progress').trim()), '0.5');
    for (const key of ['\uE004', '\uE004', '\uE004', '\uE004']) {
      await input.key(key);   // Tab
      assert.equal((await state()).inSheet, true, 'focus stays in the sheet');
    }
    await input.wheel(195, 100, { deltaY: 300 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal((await state()).scrollY, 400, 'the wheel did not scroll the page');
    await input.key('\uE00C');   // Escape
    await pollFor(page, () => !globalThis.recipe.drag.animating && globalThis.snaps.at(-1) === 2, { problems, message: 'closed' });
    assert.deepEqual(await state(), { inert: false, inSheet: false, active: 'open', scrollY: 400 });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
