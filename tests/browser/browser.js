// Shared by the browser tests: Debian's Chromium driven by playwright-core
// (never a downloaded browser), and a page that records everything that
// should make a test fail.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
    ],
  });
}

/**
 * A new page (in its own context; `hasTouch` for touch input) whose console errors, uncaught exceptions,
 * failed requests and HTTP errors are collected in `problems`, and every
 * console message in `messages`.
 */
export async function newPage(browser, { viewport = { width: 800, height: 600 }, hasTouch = false } = {}) {
  const context = await browser.newContext({ viewport, hasTouch });
  const page = await context.newPage();
  const problems = [];
  const messages = [];
  page.on('console', (message) => {
    messages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems, messages, close: () => context.close() };
}

/** locator.waitFor, with the page's problems in the error if it times out. */
export async function waitFor(locator, problems, options = {}) {
  try {
    await locator.waitFor({ timeout: 30_000, ...options });
  } catch (error) {
    error.message += `\nProblems reported by the page:\n${problems.join('\n') || '(none)'}`;
    throw error;
  }
}

/** The package's entry as a URL path from the repository root ("/web/dist/kinema.js"). */
export async function packageEntry() {
  const { readFile } = await import('node:fs/promises');
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
  const dot = pkg.exports['.'];
  const target = typeof dot === 'string' ? dot : dot.browser ?? dot.import ?? dot.default;
  return target.replace(/^\.\//, '/');
}
