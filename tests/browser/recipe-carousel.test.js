// The recipe "carousel with arrows and dots" (examples/carousel/) in
// Chromium, with CDP input at explicit timestamps (tests/browser/input.js):
// the WAI-ARIA carousel attributes, two quick arrow clicks move two slides
// and the dots follow 'select'; a slow swipe selects its target at the
// release, reports that target as snapIndex while it lands, settles exactly
// on the slide with a landing that is done within 1.0 s (the motion's own
// settle time, never a wall-clock time); velocity is
// live during the drag; keys select too. No console errors.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openReady, withPage } from './open.js';
import { pollFor } from './input.js';

const PAGE = 390;   // the phone viewport's width: each slide is the viewport's width
const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

/** The recipe at a 422 px wide viewport (slides 390 px), with a log of the carousel's events. */
async function open() {
  const opened = await openReady(chromium.browser, `${chromium.server.url}examples/carousel/`, { viewport: { width: PAGE + 32, height: 600 }, hasTouch: true });
  await opened.page.evaluate(() => {
    const { carousel } = globalThis.recipe;
    const log = globalThis.log = { events: [], dragVelocities: [], movingIndices: [] };
    for (const type of ['select', 'snap', 'settle']) {
      carousel.on(type, (detail) => log.events.push({ type, ...detail, time: performance.now() }));
    }
    // After the Scroller has handled each move (a listener on window, added
    // later, bubbling): the velocity the page reads during the drag.
    window.addEventListener('pointermove', () => {
      if (carousel.dragging) log.dragVelocities.push(carousel.velocity);
    });
    carousel.on('scroll', () => { if (carousel.animating) log.movingIndices.push(carousel.snapIndex); });
    // The landing as it starts: read in the release event, not by a later
    // evaluate, which on a loaded machine can come after the landing ended.
    carousel.on('release', () => {
      const a = carousel.positions[0].activity;   // @internal: the landing's motion
      const motion = a.motion?.regime === undefined ? 'Friction' : 'Spring';   // only a Spring has a regime (class names are minified)
      log.landing = { kind: a.kind, motion, settleTime: a.motion?.settleTime, snapIndex: carousel.snapIndex };
    });
  });
  return opened;
}

/** Runs `fn` on a freshly opened recipe; no console errors; closes it. */
const withRecipe = async (fn) => withPage(await open(), fn);

const state = (page) => page.evaluate(() => {
  const { carousel } = globalThis.recipe;
  return {
    position: carousel.position, snapIndex: carousel.snapIndex, animating: carousel.animating,
    points: carousel.snapPoints, events: globalThis.log.events.map(({ time, ...e }) => e),
    dots: [...document.querySelectorAll('#dots button')].map((d) => d.getAttribute('aria-current')),
  };
});

const settledAt = (page, index) => pollFor(page, (i) => {
  const { carousel } = globalThis.recipe;
  const events = globalThis.log.events.map((e) => e.type);
  return !carousel.animating && !carousel.dragging && carousel.snapIndex === i
    && events.lastIndexOf('settle') > events.lastIndexOf('select') && events.at(-1) === 'snap';
}, { arg: index, message: `settled on slide ${index}` });

describe('recipe: carousel with arrows and dots (Chromium)', () => {
  test('accessibility: region "carousel", slides "N of M" as groups; the author\'s attributes kept; removed again by update() and destroy()', () => withRecipe(async ({ page }) => {
    const aria = await page.evaluate(() => {
      const el = document.getElementById('viewport');
      const slides = [...el.children].map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')]);
      return { role: el.getAttribute('role'), description: el.getAttribute('aria-roledescription'), slides };
    });
    assert.equal(aria.role, 'region');
    assert.equal(aria.description, 'carousel');
    assert.deepEqual(aria.slides, [1, 2, 3, 4, 5].map((n) => ['group', 'slide', `${n} of 5`]));
    // A slide added later is labelled, and the count follows.
    await page.evaluate(() => {
      const slide = document.createElement('div');
      slide.className = 'slide';
      slide.textContent = '6';
      document.getElementById('viewport').append(slide);
    });
    await pollFor(page, () => document.querySelector('#viewport > :last-child').getAttribute('aria-label') === '6 of 6');
    assert.equal(await page.evaluate(() => document.querySelector('#viewport > :first-child').getAttribute('aria-label')), '1 of 6');
    // Off and on again with update(); what the page's author set is kept throughout.
    const toggled = await page.evaluate(() => {
      const { carousel } = globalThis.recipe;
      const el = document.getElementById('viewport');
      const attributes = () => [el, ...el.children].map((n) => ['role', 'aria-roledescription', 'aria-label'].filter((a) => n.hasAttribute(a)).map((a) => n.getAttribute(a)));
      carousel.update({ accessibility: false });
      const off = attributes();
      el.firstElementChild.setAttribute('aria-label', 'Intro');
      carousel.update({ accessibility: true });
      const on = attributes();
      carousel.destroy();
      return { off, on, destroyed: attributes() };
    });
    assert.deepEqual(toggled.off.flat(), [], 'accessibility: false removes every attribute it added');
    assert.deepEqual(toggled.on[1], ['group', 'slide', 'Intro'], "the author's label stays");
    assert.deepEqual(toggled.on[2], ['group', 'slide', '2 of 6']);
    assert.deepEqual(toggled.destroyed.flat(), ['Intro'], 'destroy() removes what it added, and only that');
  }));

  test('two quick clicks on the next arrow move two slides; the dots follow select; settle once, exactly on slide 2', () => withRecipe(async ({ page, input }) => {
    const box = await page.locator('#next').boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await input.click(x, y);
    await input.click(x, y);
    // The dot answers at the first select, before anything lands.
    await settledAt(page, 2);
    const s = await state(page);
    assert.equal(s.position, s.points[2]);
    assert.equal(s.position, 2 * PAGE);
    assert.deepEqual(s.events.filter((e) => e.type === 'select').map((e) => [e.previous, e.index]), [[0, 1], [1, 2]]);
    assert.deepEqual(s.events.filter((e) => e.type === 'settle').map((e) => e.x), [2 * PAGE], 'one settle, at the target');
    assert.deepEqual(s.dots, ['false', 'false', 'true', 'false', 'false']);
    // The same without a click's timing: two next() in one task, the second
    // from the first's target (not from where it is, still slide 2).
    const r = await page.evaluate(() => {
      const { carousel } = globalThis.recipe;
      carousel.next();
      carousel.next();
      return { snapIndex: carousel.snapIndex, position: carousel.position };
    });
    assert.equal(r.snapIndex, 4);
    assert.ok(Math.abs(r.position - 2 * PAGE) < 0.5, `still at slide 2: ${r.position}`);
    await settledAt(page, 4);
    assert.equal(await page.evaluate(() => document.getElementById('next').disabled), true, 'no next at the last slide');
    await page.evaluate(() => globalThis.recipe.carousel.prev());
    await settledAt(page, 3);
  }));

  test('a slow swipe: velocity live during the drag, select at the release, snapIndex is the target while landing, at rest on the slide within 1.0 s of motion', () => withRecipe(async ({ page, input }) => {
    const box = await page.locator('#viewport').boundingBox();
    const from = { x: box.x + box.width * 0.75, y: box.y + box.height / 2 };
    // 160 px left in 16 moves 16 ms apart: 625 px/s, released while moving
    // (4 ms after the last move): a slow hand, 41% of a slide.
    const gesture = await input.drag(from, { x: -160 }, { pointer: 'touch', steps: 16, interval: 16, hold: 4 });
    const landing = await page.evaluate(() => globalThis.log.landing);
    await settledAt(page, 1);
    const s = await state(page);
    const log = await page.evaluate(() => globalThis.log);
    assert.equal(s.position, PAGE, 'exactly on slide 1');
    assert.deepEqual(s.events.map((e) => e.type), ['select', 'settle', 'snap'], 'select at the release, then the rest');
    assert.equal(s.events[0].index, 1);
    assert.equal(landing.snapIndex, 1, 'the target right after the release');
    assert.ok(log.movingIndices.length > 0 && log.movingIndices.every((i) => i === 1), `snapIndex while landing: ${log.movingIndices}`);
    // The landing (auto): the spring from the release velocity, done within 1.0 s of motion.
    assert.equal(landing.motion, 'Spring');
    assert.ok(landing.settleTime <= 1.0, `landing settleTime ${landing.settleTime} s`);
    // Velocity during the drag: the finger's 625 px/s (content moves right: +).
    const late = log.dragVelocities.slice(-8);
    assert.ok(late.length === 8 && late.every((v) => Math.abs(v - gesture.velocity.x * -1) < 0.05 * 625), `drag velocities ${late}`);
    console.log(`slow swipe at ${-gesture.velocity.x} px/s from 160 px: landing ${landing.motion}, settleTime ${landing.settleTime.toFixed(3)} s`);
  }));

  test('keys select too: two ArrowRight presses go two slides, the dots follow', () => withRecipe(async ({ page }) => {
    await page.focus('#viewport');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await settledAt(page, 2);
    const s = await state(page);
    assert.equal(s.position, 2 * PAGE);
    assert.deepEqual(s.events.filter((e) => e.type === 'select').map((e) => e.index), [1, 2]);
    assert.deepEqual(s.dots, ['false', 'false', 'true', 'false', 'false']);
  }));
});
