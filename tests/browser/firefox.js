// Firefox ESR (Gecko) for the browser tests, driven by puppeteer-core over
// WebDriver BiDi: the launch every Firefox test uses, and a page whose
// console errors and uncaught exceptions are collected in `problems`.
import puppeteer from 'puppeteer-core';
import { pollFor } from './input.js';
import { servedWith } from './launch.js';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Launches headless Firefox with no updates, telemetry or safe browsing (this machine's network is closed). */
export function launchFirefox() {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    timeout: 120_000,  // a busy machine starts Firefox slowly
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
    },
  });
}

/**
 * A new page of `browser` at `url` (viewport `width` x `height`), once its
 * body's data-state is no longer "loading": { page, problems }.
 */
export async function openFirefoxPage(browser, url, { width = 800, height = 600 } = {}) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.setViewport({ width, height });
  await page.goto(url);
  await pollFor(page, () => document.body.dataset.state !== 'loading', { timeout: 15_000, problems });
  return { page, problems };
}

/** For a Firefox test file: the repository `root` served and Firefox launched before its tests, both closed after (served.js). */
export const servedFirefox = (root) => servedWith({ browser: launchFirefox }, { root });
