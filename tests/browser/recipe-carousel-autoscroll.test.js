// The recipe "auto-scrolling ticker" (examples/recipes/carousel-autoscroll.html:
// loop + autoScroll { speed: 60 }) in Chromium at 390x844 with touch, the
// Scroller on a manual frame clock (tests/browser/fixtures/manual-clock.js,
// injected before the page runs): every duration is counted in frames of
// the page's clock. The truth for "how far it moved" is the browser's own
// layout: the on-screen movement of the cards in view at both frames
// (getBoundingClientRect; a card in view never wraps round the loop).
// Checked: at cruise, the distance per frame-clock second equals the speed
// (and it runs past many loop rounds); a timestamped touch grab stops it
// dead; the release resumes at the first frame with the release velocity
// (the finger's, the 'release' event's) and blends back to the speed; it
// holds still under hover, focus, a hidden tab and reduced motion and goes
// on after each; play() / stop() / playing; without a loop it rests
// exactly on the end and stops.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newPage, waitFor } from './browser.js';
import { servedChromium } from './served.js';
import { chromiumInput } from './input.js';
import { eachHold } from './holds.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));
const CLOCK = readFileSync(new URL('./fixtures/manual-clock.js', import.meta.url), 'utf8').replace('export const manualClock =', 'window.manualClock =');
const SPEED = 60, FRAME = 16;

async function withRecipe(autoScroll, fn, options = {}) {
  const opened = await newPage(chromium.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const { page, problems } = opened;
  await page.addInitScript(`${CLOCK}
    window.clock = window.manualClock();
    window.recipeOptions = { scheduler: window.clock.scheduler, ...${JSON.stringify(options)} };
    window.recipeAutoScroll = ${JSON.stringify(autoScroll)};
    // The cards' on-screen movement from one frame to the next (px, + to the right): the cards in view at both.
    window.cardLefts = () => [...document.querySelectorAll('.card')].map((c) => c.getBoundingClientRect());
    window.moved = (before, after) => {
      const view = document.getElementById('viewport').getBoundingClientRect();
      const inView = (r) => r.right > view.left + 1 && r.left < view.right - 1;
      const ds = before.map((r, i) => (inView(r) && inView(after[i]) ? after[i].left - r.left : null)).filter((d) => d !== null);
      if (ds.length === 0) throw new Error('no card in view at both frames');
      const spread = Math.max(...ds) - Math.min(...ds);
      if (spread > 0.01) throw new Error('the cards in view moved apart: ' + ds);
      return ds[0];
    };
    // Runs \`ms\` of frames; returns each frame's on-screen movement (px) and the scroller's velocity then.
    window.framesFor = async (ms) => {
      const out = [];
      const end = window.clock.now + ms;
      let before = window.cardLefts();
      await window.clock.until(() => {
        const after = window.cardLefts();
        if (out.pending) out.push({ dx: window.moved(before, after), velocity: globalThis.recipe.ticker.velocity, time: window.clock.now });
        out.pending = true;
        before = after;
        return window.clock.now >= end;
      });
      return out;
    };`);
  await page.goto(`${chromium.server.url}examples/recipes/carousel-autoscroll.html`);
  await waitFor(page.locator('body[data-state="ready"]'), problems, { state: 'attached' });
  const input = await chromiumInput(page);
  try {
    await fn({ page, input, problems });
    assert.deepEqual(problems, []);
  } finally {
    await input.dispose();
    await opened.close();
  }
}

const frames = (page, ms) => page.evaluate((t) => window.framesFor(t), ms);
const sum = (xs) => xs.reduce((a, f) => a + f.dx, 0);
const playing = (page) => page.evaluate(() => globalThis.recipe.ticker.autoScroll.playing);

describe('recipe carousel-autoscroll (Chromium, 390x844, manual frame clock)', () => {
  test('at cruise the cards move `speed` px per second of frame clock, for ever round the loop', () => withRecipe({}, async ({ page }) => {
    const easeIn = await frames(page, 4000);   // from rest it eases in (0.5 s time constant)
    assert.ok(sum(easeIn) < -150, `moved ${sum(easeIn)} px in the first 4 s`);
    for (let round = 0; round < 3; round++) {
      const second = await frames(page, 2000);
      const seconds = (second.at(-1).time - second[0].time + FRAME) / 1000;
      // The content moves left (forward): -speed px/s, within 1 px of layout rounding over the window.
      assert.ok(Math.abs(sum(second) + SPEED * seconds) <= 1, `moved ${sum(second)} px in ${seconds} s (expected ${-SPEED * seconds})`);
      for (const f of second) assert.ok(Math.abs(f.velocity - SPEED) < 0.5, `velocity ${f.velocity}`);
    }
    // 4 + 6 s at up to 60 px/s is past a full round of the 8 cards (8 x 172 px): the loop went round.
    assert.equal(await playing(page), true);
  }));

  test('a touch grab stops it dead; the release resumes at the first frame with the release velocity, blending back to the speed', (t) => withRecipe({}, async ({ page, input }) => {
    await frames(page, 3000);
    const box = await page.locator('#viewport').boundingBox();
    const release = page.evaluate(() => new Promise((resolve) => globalThis.recipe.ticker.on('release', (d) => resolve({ ...d, time: window.clock.now }))));
    // The grab: a touch held still.
    input.begin();
    await input.touchStart(box.x + 200, box.y + 60);
    const held = await frames(page, 1000);
    assert.ok(held.every((f) => f.dx === 0), `moved while held: ${held.map((f) => f.dx)}`);
    assert.equal(await page.evaluate(() => globalThis.recipe.ticker.dragging), true);
    // The same finger flicks left (the content follows: it scrolls forward at 160 px / 104 ms), released on the move.
    for (let i = 1; i <= 8; i++) await input.moveTo(box.x + 200 - 20 * i, box.y + 60, { after: 13 });
    await input.release({ after: 4 });
    const detail = await release;
    const finger = 160 / 0.104;   // the content's velocity the finger gave (px/s)
    t.diagnostic(`finger ${finger.toFixed(1)} px/s, release ${detail.velocity.toFixed(1)} px/s`);
    assert.ok(Math.abs(detail.velocity - finger) < 0.15 * finger, `release velocity ${detail.velocity} vs the finger's ${finger}`);
    const after = await frames(page, 6000);
    // The first frame moves with the release velocity (not from rest, not at the cruise speed).
    const first = -after[0].dx / (FRAME / 1000);
    t.diagnostic(`first frame ${first.toFixed(1)} px/s on screen, velocity ${after[0].velocity.toFixed(1)}; after 6 s ${after.at(-1).velocity.toFixed(3)}`);
    assert.ok(Math.abs(first - detail.velocity) < 0.1 * detail.velocity, `first frame at ${first} px/s, released at ${detail.velocity}`);
    assert.ok(Math.abs(after[0].velocity - detail.velocity) < 0.05 * detail.velocity, `velocity ${after[0].velocity} at the first frame`);
    // It slows monotonically to the cruise and never stops (no settle: it keeps moving).
    for (let i = 1; i < after.length; i++) assert.ok(after[i].velocity <= after[i - 1].velocity + 1e-9, `velocity rose at frame ${i}`);
    const last = after.slice(-60);
    assert.ok(Math.abs(sum(last) + SPEED * last.length * FRAME / 1000) <= 1, `back at the cruise: ${sum(last)} px in ${last.length} frames`);
    assert.equal(await playing(page), true);
  }));

  test('it holds still under hover, keyboard focus, a hidden tab and reduced motion, and goes on after each', () => withRecipe({}, async ({ page, input }) => {
    await frames(page, 2000);
    const hold = async (start, end) => {
      await start();
      await frames(page, 2000);   // it comes to rest (a short fling from 60 px/s)
      const still = await frames(page, 2000);
      assert.ok(still.every((f) => f.dx === 0), 'moved while held');
      assert.equal(await page.evaluate(() => globalThis.recipe.ticker.autoScroll.paused), true);
      await end();
      const again = await frames(page, 3000);
      assert.ok(sum(again.slice(-30)) < -25, `did not go on: ${sum(again.slice(-30))} px in 30 frames`);
    };
    await eachHold(page, input, 'ticker', hold);
    assert.equal(await playing(page), true);
  }));

  test('stop() brings it to rest until play(); stopOnInteraction: true stops it for good at a grab', () => withRecipe({ stopOnInteraction: true }, async ({ page, input }) => {
    await frames(page, 2000);
    await page.evaluate(() => globalThis.recipe.ticker.autoScroll.stop());
    await frames(page, 2000);
    assert.ok((await frames(page, 2000)).every((f) => f.dx === 0));
    assert.equal(await playing(page), false);
    await page.evaluate(() => globalThis.recipe.ticker.autoScroll.play());
    assert.ok(sum(await frames(page, 3000)) < -100);
    const box = await page.locator('#viewport').boundingBox();
    await input.drag({ x: box.x + 300, y: box.y + 60 }, { x: -160 }, { pointer: 'touch', steps: 8, interval: 13, hold: 4 });
    await frames(page, 4000);   // the fling comes to rest
    assert.equal(await playing(page), false);
    assert.ok((await frames(page, 2000)).every((f) => f.dx === 0), 'moved after the grab stopped it');
  }));

  test('without a loop it cruises to the end, rests exactly on it and stops (playing turns false)', () => withRecipe({ speed: 400 }, async ({ page }) => {
    const end = await page.evaluate(async () => {
      const t = globalThis.recipe.ticker;
      const settles = [];
      t.on('settle', () => settles.push(window.clock.now));
      await window.clock.until(() => settles.length > 0);
      return { position: t.position, max: t.bounds.max, native: t.element.scrollLeft, playing: t.autoScroll.playing, animating: t.animating };
    });
    assert.ok(end.max > 500, `a range to cruise: ${end.max}`);
    assert.deepEqual(end, { position: end.max, max: end.max, native: end.max, playing: false, animating: false });
    assert.ok((await frames(page, 2000)).every((f) => f.dx === 0), 'moved after the end');
  }, { loop: false }));
});
