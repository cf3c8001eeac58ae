// The endless carousel (examples/recipes/carousel-loop.html) in Firefox ESR
// (Gecko, WebDriver BiDi): from the last slide, next() and a swipe held
// still before the release (velocity 0 on any machine: BiDi has no event
// timestamps, tests/browser/input.js) move forward to slide 0. The truth is
// Gecko's layout: each slide's screen x sampled at every native 'scroll'
// event of the viewport only decreases (a slide may wrap round only while
// out of view), and at rest slide 0 is exactly in the view, the native
// offset equal to the position, one copy of each slide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith } from './launch.js';
import { firefoxInput, pollFor } from './input.js';
import { assertForwardFrames, watchLoop, WIDTH } from './loop-frames.js';
import { launchFirefox, openFirefoxPage } from './firefox.js';
import { withPage } from './open.js';

const served = servedWith({ browser: launchFirefox });

async function open(n) {
  const opened = await openFirefoxPage(served.browser, `${served.server.url}examples/recipes/carousel-loop.html?slides=${n}`, { width: WIDTH, height: 844 });
  await opened.page.evaluate(watchLoop, { types: ['select', 'snap'], last: n - 1 });
  return opened;
}

async function forwardToZero(page, n, problems) {
  await pollFor(page, () => {
    const { carousel } = globalThis.recipe;
    const e = globalThis.log.events;
    return !carousel.animating && !carousel.dragging && carousel.snapIndex === 0 && e.at(-1)?.type === 'snap';
  }, { problems, message: 'at rest on slide 0' });
  const r = await page.evaluate(() => ({
    frames: globalThis.log.frames, at: globalThis.sample(), position: globalThis.recipe.carousel.position,
    native: globalThis.recipe.carousel.element.scrollLeft, slides: globalThis.recipe.carousel.element.children.length,
    select: globalThis.log.events.filter((e) => e.type === 'select').map((e) => [e.previous, e.index]),
  }));
  assert.ok(r.frames.length >= 3, `frames: ${r.frames.length}`);
  assertForwardFrames(r.frames, n);
  assert.ok(r.frames[0][0] > 0 && r.frames[0][0] <= WIDTH, `slide 0 came in from the right: ${r.frames[0][0]}`);
  assert.equal(r.at[0], 0);
  assert.equal(r.position, r.native);
  assert.equal(r.slides, n);
  assert.deepEqual(r.select, [[n - 1, 0]]);
}

for (const n of [3, 5]) {
  test(`Firefox, ${n} slides: next() from the last slide goes forward to slide 0`, async () => {
    await withPage(await open(n), async ({ page, problems }) => {
      await page.evaluate(() => globalThis.recipe.carousel.next());
      await forwardToZero(page, n, problems);
    });
  });

  test(`Firefox, ${n} slides: a swipe left two thirds of a slide, held, lands forward on slide 0`, async () => {
    const { page, problems } = await open(n);
    try {
      const input = firefoxInput(page);
      await input.drag({ x: 300, y: 120 }, { x: -260 }, { duration: 200, hold: 150 });
      await forwardToZero(page, n, problems);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}
