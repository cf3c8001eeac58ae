// The nested modal sheets of examples/recipes/sheet-detents.html in Firefox
// ESR (Gecko, WebDriver BiDi), by the keyboard: the parent opened, Enter on
// its button opens the child, which alone traps focus (the parent inert);
// Escape closes only the child and gives focus back to the parent's button
// (the parent still open, its trap whole); a second Escape closes the parent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { firefoxInput, pollFor } from './input.js';
import { openFirefoxPage, servedFirefox } from './firefox.js';

const firefox = servedFirefox(fileURLToPath(new URL('../../', import.meta.url)));

test('Firefox: nested modal sheets: the child traps focus over an inert parent; Escape closes only the child, focus back in the parent; a second Escape closes the parent', async () => {
  const { page, problems } = await openFirefoxPage(firefox.browser, `${firefox.server.url}examples/recipes/sheet-detents.html`, { width: 390, height: 844 });
  try {
    const input = firefoxInput(page);
    await page.evaluate(() => {
      globalThis.snaps = { details: [], options: [] };
      for (const n of ['details', 'options']) globalThis.recipe[n].on('snap', (d) => globalThis.snaps[n].push(d.index));
      document.getElementById('open').focus();
    });
    const state = () => page.evaluate(() => ({
      inert: ['page', 'details', 'options'].filter((id) => document.getElementById(id).closest('[inert]')),
      active: document.activeElement?.id,
    }));
    const restOn = (name, index) => pollFor(page, ([n, i]) => !globalThis.recipe[n].animating && globalThis.snaps[n].at(-1) === i, { arg: [name, index], problems, message: `${name} at rest on ${index}` });
    await input.key('\uE007');   // Enter on "Order details"
    await restOn('details', 1);
    assert.deepEqual(await state(), { inert: ['page', 'options'], active: 'more' });
    await input.key('\uE007');   // Enter on "Delivery options": the child
    await restOn('options', 0);
    assert.deepEqual(await state(), { inert: ['page', 'details'], active: 'add' });
    for (let i = 0; i < 3; i++) {
      await input.key('\uE004');   // Tab
      assert.ok(['add', 'done'].includes((await state()).active), `Tab ${i} stays in the child`);
    }
    await input.key('\uE00C');   // Escape: the child only
    await restOn('options', 1);
    assert.deepEqual(await state(), { inert: ['page', 'options'], active: 'more' });
    assert.deepEqual(await page.evaluate(() => [globalThis.recipe.details.snapIndex, globalThis.snaps.details]), [1, [1]], 'the parent stays open');
    await input.key('\uE00C');   // Escape: the parent
    await restOn('details', 3);
    assert.deepEqual(await state(), { inert: [], active: 'open' });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
