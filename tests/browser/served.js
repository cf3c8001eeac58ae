// For a browser test file: the repository served and Chromium launched
// before its tests, both closed after them (launch.js's servedWith, for the
// files that drive Chromium alone).
import { servedWith } from './launch.js';
import { launch } from './browser.js';

/** Returns { server, browser }, set once the file's `before` hook has run. */
export function servedChromium(root) {
  return servedWith({ browser: launch }, { root });
}
