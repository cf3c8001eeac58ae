// The endless carousel (examples/recipes/carousel-loop.html) in Firefox ESR
// (Gecko, WebDriver BiDi): from the last slide, next() and a swipe held
// still before the release (velocity 0 on any machine: BiDi has no event
// timestamps, tests/browser/input.js) move forward to slide 0. The truth is
// Gecko's layout: each slide's screen x sampled at every native 'scroll'
// event of the viewport only decreases (a slide may wrap round only while
// out of view), and at rest slide 0 is exactly in the view, the native
// offset equal to the position, one copy of each slide.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve } from './server.js';
import { firefoxInput, pollFor } from './input.js';
import { launchFirefox, openFirefoxPage } from './firefox.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WIDTH = 390;
let server, browser;
before(async () => {
  server = await serve(ROOT);
  browser = await launchFirefox();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(n) {
  const opened = await openFirefoxPage(browser, `${server.url}examples/recipes/carousel-loop.html?slides=${n}`, { width: WIDTH, height: 844 });
  await opened.page.evaluate((last) => {
    const { carousel } = globalThis.recipe;
    const el = carousel.element;
    globalThis.sample = () => {
      const left = el.getBoundingClientRect().left;
      return [...el.children].map((s) => Math.round((s.getBoundingClientRect().left - left) * 100) / 100);
    };
    carousel.snapTo(last, { animate: false });
    const log = globalThis.log = { events: [], frames: [] };
    for (const type of ['select', 'snap']) carousel.on(type, (d) => log.events.push({ type, ...d }));
    el.addEventListener('scroll', () => log.frames.push(globalThis.sample()));
  }, n - 1);
  return opened;
}

/**
 * Between two samples the content moves by one amount (the most common
 * jump); a slide whose jump differs by whole cycles (n slides) has wrapped
 * round, which it may only do out of view: where the move took it and
 * where it wrapped to are both outside the view. The content only moves
 * forward (left), 0.5 px for rounding.
 */
function checkFrames(frames, n) {
  const L = n * WIDTH;
  for (let f = 1; f < frames.length; f++) {
    const jumps = frames[f].map((x, i) => x - frames[f - 1][i]);
    const counts = new Map();
    for (const j of jumps) counts.set(Math.round(j), (counts.get(Math.round(j)) ?? 0) + 1);
    const common = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    for (let i = 0; i < n; i++) {
      const k = Math.round((jumps[i] - common) / L);
      if (k !== 0) {
        const moved = frames[f][i] - k * L;
        const out = (x) => x <= -WIDTH + 0.5 || x >= WIDTH - 0.5;
        assert.ok(out(moved) && out(frames[f][i]), `slide ${i} wrapped in view at frame ${f}: ${frames[f - 1][i]} -> ${frames[f][i]}`);
      }
      assert.ok(jumps[i] - k * L <= 0.5, `slide ${i} ran back at frame ${f}: ${frames[f - 1][i]} -> ${frames[f][i]}`);
    }
  }
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
  checkFrames(r.frames, n);
  assert.ok(r.frames[0][0] > 0 && r.frames[0][0] <= WIDTH, `slide 0 came in from the right: ${r.frames[0][0]}`);
  assert.equal(r.at[0], 0);
  assert.equal(r.position, r.native);
  assert.equal(r.slides, n);
  assert.deepEqual(r.select, [[n - 1, 0]]);
}

for (const n of [3, 5]) {
  test(`Firefox, ${n} slides: next() from the last slide goes forward to slide 0`, async () => {
    const { page, problems } = await open(n);
    try {
      await page.evaluate(() => globalThis.recipe.carousel.next());
      await forwardToZero(page, n, problems);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
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
