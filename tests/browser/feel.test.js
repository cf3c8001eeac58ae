// Issue 22, item 1, in Chromium at 390×844 with CDP timestamped touch
// (tests/browser/feel-probe.js): the Scroller's default list fling against
// the browser's own fling of the same list with the same drag, in the same
// run, on the page's frame clock: its last visible move at most 1.15× the
// browser's + 50 ms, its travel within 15 % of the browser's. `physics:
// 'ios'` still forces UIScrollView's deceleration (a long glide).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openFeel } from './feel-probe.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const served = servedChromium(ROOT);

test('Chromium: the default list fling (240 px at 1,875 px/s) ends when the browser\'s own does and travels as far', async () => {
  const feel = await openFeel(served.browser, served.server);
  try {
    const native = await feel.fling(null);
    const kinema = await feel.fling({});
    const ios = await feel.fling({ physics: 'ios' });
    const figures = `native ${native.travel} px, last move ${native.lastMove.toFixed(3)} s; kinema ${kinema.travel} px, ${kinema.lastMove.toFixed(3)} s; ios ${ios.travel} px, ${ios.lastMove.toFixed(3)} s`;
    assert.ok(native.travel > 300, `the browser flung: ${figures}`);
    assert.ok(kinema.lastMove <= 1.15 * native.lastMove + 0.05, `last visible move: ${figures}`);
    assert.ok(Math.abs(kinema.travel - native.travel) <= 0.15 * native.travel, `travel: ${figures}`);
    // Forced: UIScrollView's deceleration glides on well after the browser's fling.
    assert.ok(ios.lastMove > 2 * native.lastMove, `physics 'ios': ${figures}`);
    assert.deepEqual(feel.problems, []);
  } finally {
    await feel.close();
  }
});
