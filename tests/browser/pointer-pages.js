// The pages of the pointer tests (selection, draggable-transforms,
// pointer-mixed, sticky-band, draggable-construct): the defects fixture
// (tests/browser/fixtures/defects/: kinema/dom unbundled from web/src,
// window.build, window.rows, window.dom) in Chromium and in Firefox, and raw
// mouse clicks with a click count (a double or triple click) through CDP
// with explicit timestamps.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve } from './server.js';
import { launchFirefox } from './firefox.js';
import { launch, newPage, waitFor } from './browser.js';
import { chromiumInput, firefoxInput, pollFor } from './input.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGE = 'tests/browser/fixtures/defects/';

/** Serves the repository and launches Chromium (Firefox on first use) around a test file. */
export function pointerPages() {
  const ctx = { server: null, chromium: null, firefox: null };
  before(async () => {
    ctx.server = await serve(ROOT);
    ctx.chromium = await launch();
  });
  after(async () => {
    await ctx.chromium?.close();
    await ctx.firefox?.close();
    await ctx.server?.close();
  });
  return {
    /** { page, problems, input (ChromiumInput), cdp, close } */
    async chromium({ hasTouch = false, viewport } = {}) {
      const opened = await newPage(ctx.chromium, { hasTouch, viewport });
      await opened.page.goto(`${ctx.server.url}${PAGE}`);
      await waitFor(opened.page.locator('body:not([data-state="loading"])'), opened.problems, { state: 'attached' });
      assert.equal(await opened.page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
      const input = await chromiumInput(opened.page);
      const cdp = await opened.page.context().newCDPSession(opened.page);
      return { ...opened, input, cdp };
    },
    /** { page, problems, input (FirefoxInput), perform(actions), close } */
    async firefox() {
      ctx.firefox ??= await launchFirefox();
      const page = await ctx.firefox.newPage();
      const problems = [];
      page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      await page.setViewport({ width: 800, height: 600 });
      await page.goto(`${ctx.server.url}${PAGE}`);
      await pollFor(page, () => document.body.dataset.state !== 'loading', { timeout: 15_000, problems });
      assert.equal(await page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
      const perform = (actions) => page.mainFrame().browsingContext.performActions(actions);
      return { page, problems, input: firefoxInput(page), perform, close: () => page.close() };
    },
  };
}

/**
 * A click of `count` presses at (x, y) through CDP (`cdp`), the presses 80 ms
 * apart with the browser's click count 1, 2, 3 (a double or triple click),
 * timed on `input`'s clock.
 */
export async function multiClick(cdp, input, x, y, count) {
  input.begin();
  const send = (type, extra) => cdp.send('Input.dispatchMouseEvent', { type, x, y, timestamp: input.clock / 1000, pointerType: 'mouse', ...extra });
  await send('mouseMoved', { button: 'none', buttons: 0 });
  for (let i = 1; i <= count; i++) {
    input.wait(40);
    await send('mousePressed', { button: 'left', buttons: 1, clickCount: i });
    input.wait(40);
    await send('mouseReleased', { button: 'left', buttons: 0, clickCount: i });
  }
}
