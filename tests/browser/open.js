// Opening a test page in Chromium and closing it again: what the browser
// test files would otherwise each write (see launch.js for the server and
// the engines around a file).
import assert from 'node:assert/strict';
import { newPage, waitFor } from './browser.js';
import { chromiumInput } from './input.js';
import { PHONE } from './feel-probe.js';

/**
 * A new page of `browser` (newPage's options: viewport, hasTouch) at `url`,
 * once its body's data-state is no longer "loading"; the page must then say
 * "ready" (or its window.loadError is the failure; the page is then closed).
 * `init`: a script run in the page before its own. Returns newPage's { page, problems, messages,
 * close } and `input`, a ChromiumInput.
 */
export async function openReady(browser, url, { init, ...options } = {}) {
  const opened = await newPage(browser, options);
  try {
    if (init) await opened.page.addInitScript(init);
    await opened.page.goto(url);
    await waitFor(opened.page.locator('body:not([data-state="loading"])'), opened.problems, { state: 'attached' });
    assert.equal(await opened.page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
    return { ...opened, input: await chromiumInput(opened.page) };
  } catch (error) {
    await opened.close();   // a page that did not open is not left behind
    throw error;
  }
}

/**
 * examples/recipes/`file` (with its query) from `served` (servedChromium's
 * { server, browser }), at the phone viewport with touch unless `options` say
 * otherwise (openReady's options).
 */
export function openRecipe(served, file, options) {
  return openReady(served.browser, `${served.server.url}examples/recipes/${file}`, { viewport: PHONE, hasTouch: true, ...options });
}

/**
 * The same in Firefox: a new page of `browser` (puppeteer) at `url`
 * (openFirefoxPage's `viewport`: { width, height }), which must say "ready"
 * once it has loaded. Returns { page, problems, close }.
 */
export async function openFirefoxReady(browser, url, viewport) {
  const { openFirefoxPage } = await import('./firefox.js');   // loaded only by the files that drive Firefox
  const { page, problems } = await openFirefoxPage(browser, url, viewport);
  assert.equal(await page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
  return { page, problems, close: () => page.close() };
}

/**
 * Runs `scenario(opened)` on an opened page; the page must have reported no
 * problems by its end. The page (and its input, if it has one) is closed
 * whether the scenario passed or not.
 */
export async function withPage(opened, scenario) {
  try {
    await scenario(opened);
    assert.deepEqual(opened.problems, []);
  } finally {
    await opened.input?.dispose?.();
    await (opened.close ? opened.close() : opened.page.close());
  }
}
