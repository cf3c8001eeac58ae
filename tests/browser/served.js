// For a browser test file: the repository served and Chromium launched
// before its tests, both closed after them (what each test file's before /
// after hooks otherwise repeat).
import { after, before } from 'node:test';
import { serve } from './server.js';
import { launch } from './browser.js';

/** Returns { server, browser }, set once the file's `before` hook has run. */
export function servedChromium(root) {
  return served(root, launch);
}

/** The same with the browser that `launchBrowser()` launches (firefox.js's servedFirefox). */
export function served(root, launchBrowser) {
  const ctx = { server: null, browser: null };
  before(async () => {
    ctx.server = await serve(root);
    ctx.browser = await launchBrowser();
  });
  after(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}
