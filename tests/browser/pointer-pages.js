// The pages of the pointer tests (selection, draggable-transforms,
// pointer-mixed, sticky-band, draggable-construct): the defects fixture
// (tests/browser/fixtures/defects/: kinema/dom unbundled from web/src,
// window.build, window.rows, window.dom) in Chromium and in Firefox, and raw
// mouse clicks with a click count (a double or triple click) through CDP
// with explicit timestamps.
import { servedWith, onFirstUse } from './launch.js';
import { openFirefoxReady, openReady } from './open.js';
import { launchFirefox } from './firefox.js';
import { launch } from './browser.js';
import { firefoxInput } from './input.js';

const PAGE = 'tests/browser/fixtures/defects/';

/** Serves the repository and launches Chromium (Firefox on first use) around a test file. */
export function pointerPages() {
  const ctx = servedWith({ chromium: launch });
  const firefox = onFirstUse(launchFirefox);
  return {
    /** { page, problems, input (ChromiumInput), cdp, close } */
    async chromium({ hasTouch = false, viewport } = {}) {
      const opened = await openReady(ctx.chromium, `${ctx.server.url}${PAGE}`, { hasTouch, viewport });
      const cdp = await opened.page.context().newCDPSession(opened.page);
      return { ...opened, cdp };
    },
    /** { page, problems, input (FirefoxInput), perform(actions), close } */
    async firefox() {
      const opened = await openFirefoxReady(await firefox(), `${ctx.server.url}${PAGE}`);
      const perform = (actions) => opened.page.mainFrame().browsingContext.performActions(actions);
      return { ...opened, input: firefoxInput(opened.page), perform };
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
