// The list fling of issue 22 measured in Chromium, for tests/browser/feel.test.js
// and bench/dom-fling.mjs: a full-viewport list (390×844, touch) on the feel
// fixture page, flung by the browser's own scrolling or by a kinema
// Scroller with the same CDP touch drag (explicit timestamps: `distance` px
// up in `steps` moves 16 ms apart, released at distance / (steps × 16 ms)).
// The whole drag is timestamped in the past (it ends 40 ms before it is
// sent), so neither the browser nor the Scroller sees an event ahead of the
// page's clock and both flings start at the release's timestamp. Each frame's
// offset is recorded with its requestAnimationFrame timestamp (the page's
// frame clock); the travel is from where the finger let go (offset at the
// press + distance) to the rest, and the last visible move is the last frame
// whose offset, rounded to a pixel, changed, in s after the touchend's
// event.timeStamp. Nothing depends on the machine's speed but the frame
// sampling (one frame, about 17 ms).
import { newPage } from './browser.js';
import { pollFor } from './input.js';

export const FEEL_PAGE = 'tests/browser/fixtures/feel/';
export const PHONE = { width: 390, height: 844 };

/** Opens the feel fixture at 390×844 with touch: { page, problems, close, fling(options, gesture) }. */
export async function openFeel(browser, server) {
  const opened = await newPage(browser, { viewport: PHONE, hasTouch: true });
  const { page, problems } = opened;
  await page.goto(`${server.url}${FEEL_PAGE}`);
  await pollFor(page, () => window.loadError ?? (document.body.dataset.state === 'ready'), { problems });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points, ms) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: ms / 1000 });

  /**
   * A list of 2,000 rows at offset 3,000 (a Scroller with `options` on it,
   * or null for the browser's own), flung by `distance` px in `steps` moves:
   * { velocity (px/s of the drag), travel (px), lastMove (s), frames }.
   */
  async function fling(options, { distance = 240, steps = 8, interval = 16, x = 200, y = 600 } = {}) {
    await page.evaluate((o) => {
      window.buildList(2000, o);
      if (window.scroller) window.scroller.scrollTo(3000, { animate: false });
      else document.getElementById('list').scrollTop = 3000;
      window.startRecording();
    }, options);
    await pollFor(page, () => window.frameCount() > 3);
    const end = Date.now() - 40;
    const start = end - steps * interval;
    await touch('touchStart', [{ x, y, id: 1 }], start);
    for (let i = 1; i <= steps; i++) await touch('touchMove', [{ x, y: y - (distance * i) / steps, id: 1 }], start + i * interval);
    await touch('touchEnd', [], end);
    const result = await pollFor(page, (dragged) => window.flingResult({ dragged }), { arg: distance, timeout: 20_000, problems });
    return { velocity: distance / ((steps * interval) / 1000), ...result };
  }
  return { ...opened, fling };
}
