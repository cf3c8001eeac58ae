// kinema/dom's Scroller in headless Chromium, driven by real input: mouse
// and wheel events through the DevTools protocol with explicit timestamps
// (tests/browser/input.js), so every release velocity is the one the test
// defines whatever the machine's load, and keys (page.keyboard). Waits poll
// for a state; where a test must act at an exact moment of an animation
// (mid-bounce, between two keys) the Scroller runs on the page's manual clock
// (fixtures/scroller/page.js: the `scheduler` option), whose time moves only
// when the test says. Assertions count what must hold, never how many frames
// a busy machine managed. The fixture (tests/browser/fixtures/scroller/)
// has a horizontal carousel (5 slides of 400 px) and a vertical list (20 rows
// of 50 px in 300 px); index.html loads the unbundled layer by path
// (/web/src/dom/index.js), dist.html the package's bundles through an import
// map ('kinema' and 'kinema/dom').
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith } from './launch.js';
import { launch, newPage, waitFor } from './browser.js';
import { chromiumInput, pollFor } from './input.js';
import { withPage } from './open.js';

const PAGE = 'tests/browser/fixtures/scroller/';
// Geometry of the fixture (CSS in index.html).
const CAROUSEL = { x: 240, y: 120 };  // centre: left 40 + 200, top 20 + 100
const LIST = { x: 190, y: 410 };      // centre: left 40 + 150, top 260 + 150
const LIST_MAX = 20 * 50 - 300;

const served = servedWith({ browser: launch });

/** Opens the fixture; `reducedMotion` is emulated before anything loads. `input` sends timestamped input. */
async function open({ reducedMotion, file = '' } = {}) {
  const opened = await newPage(served.browser);
  if (reducedMotion) await opened.page.emulateMedia({ reducedMotion });
  await opened.page.goto(`${served.server.url}${PAGE}${file}`);
  await waitFor(opened.page.locator('body:not([data-state="loading"])'), opened.problems, { state: 'attached' });
  assert.equal(await opened.page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
  return { ...opened, input: await chromiumInput(opened.page) };
}

/** Waits until the page's `log` has recorded `count` 'settle' events. */
function settled(page, count, problems) {
  return pollFor(page, (n) => window.log.settle.length >= n, { arg: count, problems, message: `${count} 'settle' events` });
}

/** Runs the page's manual clock (window.clock) until `count` 'settle' events; returns the frames it took. */
function settledOnClock(page, count) {
  return page.evaluate((n) => window.clock.until(() => window.log.settle.length >= n), count);
}

/** Two animation frames of the page: whatever an input queued has run. */
function frames(page, n = 2) {
  return page.evaluate((n) => new Promise((resolve) => {
    const next = (k) => (k === 0 ? resolve() : requestAnimationFrame(() => next(k - 1)));
    next(n);
  }), n);
}

/**
 * The positions a drag reported follow the pointer 1:1: each is the position
 * after one of the moves (`expected`, in order; several moves can arrive in
 * one event on a busy machine), and the last is the last move's.
 */
function assertFollows(got, expected, what) {
  assert.ok(got.length >= 1, `${what}: no scroll event`);
  let j = 0;
  for (const value of got) {
    while (j < expected.length && !Object.is(expected[j], value)) j++;
    assert.ok(j < expected.length, `${what}: ${got.join(', ')} is not a run of ${expected.join(', ')}`);
    j++;
  }
  assert.equal(got.at(-1), expected.at(-1), `${what}: ends at the last move`);
}

test('carousel: a drag follows the mouse 1:1, a release with page snapping lands exactly on a page, and reports it', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    const points = await page.evaluate(() => {
      const el = document.getElementById('carousel');
      window.s = new window.dom.Scroller(el, { axis: 'x', snap: { children: true, mode: 'page' } });
      window.log = window.track(window.s);
      // After the Scroller's own pointerup handler (on the element): what the release started.
      window.releases = [];
      window.addEventListener('pointerup', () => window.releases.push({ animating: window.s.animating, dragging: window.s.dragging }));
      return window.s.snapPoints;
    });
    assert.deepEqual(points, [0, 400, 800, 1200, 1600]);

    // Drag 160 px to the left in 8 moves of 20 px, 16 ms apart, and let go while moving (1250 px/s).
    await input.drag(CAROUSEL, { x: -160 }, { release: false });
    const during = await page.evaluate(() => window.log.scroll.map((d) => d.x));
    assertFollows(during, [20, 40, 60, 80, 100, 120, 140, 160], 'the content follows the pointer 1:1');
    await input.release();
    await settled(page, 1, problems);
    let state = await page.evaluate(() => ({
      scrollLeft: document.getElementById('carousel').scrollLeft,
      position: window.s.position,
      snapIndex: window.s.snapIndex,
      log: window.log,
      translates: [...document.querySelectorAll('.slide')].map((el) => el.style.translate),
    }));
    assert.equal(state.scrollLeft, 400, 'scrollLeft is exactly the page offset');
    assert.equal(state.position, 400);
    assert.equal(state.snapIndex, 1);
    assert.deepEqual(state.log.snap, [{ axis: 'x', index: 1, position: 400 }]);
    assert.deepEqual(state.log.settle, [{ x: 400, y: 0 }]);
    assert.ok(state.translates.every((t) => t === ''), `no translate left at rest: ${state.translates}`);
    assert.deepEqual(await page.evaluate(() => window.releases), [{ animating: true, dragging: false }],
      'the release starts an animated landing');
    const after = state.log.scroll.slice(during.length).map((d) => d.x);
    assert.equal(after.at(-1), 400);
    for (let i = 0; i < after.length; i++) {
      assert.ok(after[i] >= (i ? after[i - 1] : 160) && after[i] <= 400, `the landing goes straight to the page: ${after.join(', ')}`);
    }

    // A fast fling over three pages' worth (6250 px/s) moves one page only ('page' mode).
    await input.drag(CAROUSEL, { x: -300 }, { steps: 3 });
    await settled(page, 2, problems);
    // A slow drag that is held still (120 ms) before release goes back to its page.
    await input.drag(CAROUSEL, { x: 150 }, { steps: 6, hold: 120 });
    await settled(page, 3, problems);
    state = await page.evaluate(() => ({
      scrollLeft: document.getElementById('carousel').scrollLeft,
      snaps: window.log.snap.map((d) => d.index),
    }));
    assert.equal(state.scrollLeft, 800);
    assert.deepEqual(state.snaps, [1, 2, 2]);
  });
});

test('list: an overscroll drag past the end rubber-bands, bounces back exactly to the bound, and a re-grab mid-bounce does not jump', async () => {
  await withPage(await open(), async ({ page, input }) => {
    // The page's manual clock: the bounce moves only when the test runs frames.
    const max = await page.evaluate(() => {
      window.clock = window.manualClock();
      window.s = new window.dom.Scroller(document.getElementById('list'), { axis: 'y', scheduler: window.clock.scheduler });
      window.s.scrollTo(window.s.bounds.max, { animate: false });
      window.log = window.track(window.s);
      return window.s.bounds.max;
    });
    assert.equal(max, LIST_MAX);

    // Push the content 200 px past its end (finger up) in 10 moves and keep the button down.
    await input.drag(LIST, { y: -200 }, { steps: 10, release: false });
    const pulled = await page.evaluate((max) => {
      const list = document.getElementById('list');
      const expected = Array.from({ length: 10 }, (_, i) => max + window.core.rubberBand(20 * (i + 1), list.clientHeight));
      const row = list.firstElementChild;
      return {
        ys: window.log.scroll.map((d) => d.y),
        expected,
        scrollTop: list.scrollTop,
        translate: row.style.translate,
        rowTop: row.getBoundingClientRect().top - list.getBoundingClientRect().top,
        position: window.s.position,
      };
    }, max);
    assertFollows(pulled.ys, pulled.expected, 'past the bound the content moves by rubberBand(overscroll, viewport)');
    assert.equal(pulled.position, pulled.expected.at(-1));
    assert.ok(pulled.position > max + 50 && pulled.position < max + 200 * 0.55);
    assert.equal(pulled.scrollTop, max, 'the native offset stays at its end');
    const [tx, ty] = pulled.translate.split(' ').map((v) => Number(v.replace('px', '')));
    assert.ok(tx === 0 && Math.abs(ty + (pulled.position - max)) < 1e-3,
      `the overscroll is a translate on the content: ${pulled.translate}, overscroll ${pulled.position - max}`);
    assert.ok(Math.abs(pulled.rowTop - (-pulled.position)) < 1, `the rows show the overscrolled position (${pulled.rowTop})`);

    // Release after holding still 80 ms (velocity 0): the bounce back starts.
    await input.release({ after: 80 });
    assert.deepEqual(await page.evaluate(() => [window.s.dragging, window.s.animating]), [false, true]);
    const bounceFrames = await settledOnClock(page, 1);
    let state = await page.evaluate(() => ({
      scrollTop: document.getElementById('list').scrollTop,
      position: window.s.position,
      ys: window.log.scroll.map((d) => d.y),
      translate: document.querySelector('.row').style.translate,
    }));
    assert.equal(state.scrollTop, max);
    assert.equal(state.position, max);
    assert.equal(state.translate, '');
    const back = state.ys.slice(state.ys.indexOf(pulled.position) + 1);
    assert.ok(back.length >= 3 && bounceFrames >= 3, `the bounce back is animated (${back.length} scroll events in ${bounceFrames} frames of 16 ms)`);
    for (let i = 1; i < back.length; i++) {
      assert.ok(back[i] <= back[i - 1] && back[i] >= max, `back to the bound without passing it: ${back.join(', ')}`);
    }

    // Pull again, let go, run 5 frames (80 ms) of the bounce, and grab it
    // there (the clock stands still): the content stays under the finger
    // (the rubber band is inverted), and moving 10 px bands from there.
    await input.drag(LIST, { y: -200 }, { steps: 10, hold: 80 });
    const beforeGrab = await page.evaluate(() => {
      for (let i = 0; i < 5; i++) window.clock.frame(16);
      return window.s.position;
    });
    assert.ok(beforeGrab > max + 20, `mid-bounce at ${beforeGrab}`);
    await input.mouseMove(LIST.x, LIST.y, { after: 20 });  // back over the list, no button
    await input.mouseDown(LIST.x, LIST.y, { after: 20 });
    const grabbed = await page.evaluate(() => ({ position: window.s.position, animating: window.s.animating, dragging: window.s.dragging }));
    assert.equal(grabbed.animating, false);
    assert.equal(grabbed.dragging, true);
    assert.ok(Math.abs(grabbed.position - beforeGrab) < 1e-9, `no jump on grab: ${beforeGrab} -> ${grabbed.position}`);
    await input.moveTo(LIST.x, LIST.y - 10);
    const moved = await page.evaluate(({ p, max }) => {
      const { rubberBand, rubberBandInverse } = window.core;
      const h = document.getElementById('list').clientHeight;
      return { got: window.s.position, want: max + rubberBand(rubberBandInverse(p - max, h) + 10, h) };
    }, { p: grabbed.position, max });
    assert.ok(Math.abs(moved.got - moved.want) < 1e-9, `a re-grab continues the same rubber band: ${moved.got} vs ${moved.want}`);
    await input.release({ after: 80 });
    await settledOnClock(page, 2);  // the interrupted bounce never settled
    assert.equal(await page.evaluate(() => window.log.settle.length), 2);
    state = await page.evaluate(() => document.getElementById('list').scrollTop);
    assert.equal(state, max);
  });
});

test('keyboard: PageDown, arrows, Home and End page a focused scroller, with snapping to the next snap point', async () => {
  await withPage(await open(), async ({ page, problems }) => {
    const tabindex = await page.evaluate(() => {
      const el = document.getElementById('carousel');
      // A stiffer key spring than the default 170 (it settles in about half the time).
      window.s = new window.dom.Scroller(el, { axis: 'x', snap: { children: true, mode: 'page' }, spring: { stiffness: 600 } });
      window.log = window.track(window.s);
      el.focus();
      return el.getAttribute('tabindex');
    });
    assert.equal(tabindex, '0', 'the scroller was made focusable');
    const expectations = [['PageDown', 400, 1], ['ArrowRight', 800, 2], ['ArrowLeft', 400, 1], ['End', 1600, 4],
      ['Home', 0, 0], ['Space', 400, 1], ['Shift+Space', 0, 0]];
    let settles = 0;
    for (const [key, left, index] of expectations) {
      await page.keyboard.press(key);
      await settled(page, ++settles, problems);
      const state = await page.evaluate(() => ({
        scrollLeft: document.getElementById('carousel').scrollLeft,
        snap: window.log.snap.at(-1),
      }));
      assert.equal(state.scrollLeft, left, `${key}: scrollLeft`);
      assert.deepEqual(state.snap, { axis: 'x', index, position: left }, `${key}: snap event`);
    }
    // Two quick presses add up: two pages. The second press must come while
    // the first one's spring runs, so the clock stands still between them.
    await page.evaluate(() => {
      const el = document.getElementById('carousel');
      window.s.destroy();
      window.clock = window.manualClock();
      window.s = new window.dom.Scroller(el, { axis: 'x', snap: { children: true, mode: 'page' }, spring: { stiffness: 600 }, scheduler: window.clock.scheduler });
      window.log = window.track(window.s);
      el.focus();
    });
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await settledOnClock(page, 1);
    assert.equal(await page.evaluate(() => document.getElementById('carousel').scrollLeft), 800);

    // Without snapping: an arrow is 40 px, a page 87.5 % of the viewport.
    const list = await page.evaluate(async () => {
      const el = document.getElementById('list');
      window.s.destroy();
      window.s = new window.dom.Scroller(el, { axis: 'y' });
      window.log = window.track(window.s);
      el.focus();
      return el.clientHeight;
    });
    await page.keyboard.press('ArrowDown');
    await settled(page, 1, problems);
    assert.equal(await page.evaluate(() => document.getElementById('list').scrollTop), 40);
    await page.keyboard.press('PageDown');
    await settled(page, 2, problems);
    const [top, position] = await page.evaluate(() => [document.getElementById('list').scrollTop, window.s.position]);
    assert.ok(Math.abs(top - (40 + 0.875 * list)) <= 0.5, `PageDown: ${top}`);
    assert.equal(position, top, 'at rest the position is what the native offset holds');
  });
});

test('wheel: deltas move the content directly; with snapping it settles on a snap point after the wheel stops; native scrolls are adopted', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    await page.evaluate(() => {
      window.s = new window.dom.Scroller(document.getElementById('list'), { axis: 'y' });
      window.log = window.track(window.s);
    });
    await input.wheel(LIST.x, LIST.y, { deltaY: 100 });
    await pollFor(page, () => window.log.scroll.length > 0);
    assert.equal(await page.evaluate(() => window.log.scroll[0].y), 100);
    await settled(page, 1, problems);
    assert.equal(await page.evaluate(() => document.getElementById('list').scrollTop), 100);

    await page.evaluate(() => {
      window.s.destroy();
      window.s = new window.dom.Scroller(document.getElementById('carousel'), { axis: 'x', snap: { children: true, mode: 'page' } });
      window.log = window.track(window.s);
    });
    await input.wheel(CAROUSEL.x, CAROUSEL.y, { deltaX: 120 });  // one notch: to the next page
    await settled(page, 1, problems);
    const state = await page.evaluate(() => ({ left: document.getElementById('carousel').scrollLeft, snap: window.log.snap }));
    assert.equal(state.left, 400);
    assert.deepEqual(state.snap, [{ axis: 'x', index: 1, position: 400 }]);

    // A scroll the browser makes (find in page, an anchor, focus, assistive
    // technology) is adopted, then settles on the nearest snap point.
    await page.evaluate(() => { document.getElementById('carousel').scrollLeft = 1150; });
    await settled(page, 2, problems);
    const adopted = await page.evaluate(() => ({
      left: document.getElementById('carousel').scrollLeft,
      scrolled: window.log.scroll.some((d) => d.x === 1150),
      snap: window.log.snap.at(-1),
    }));
    assert.deepEqual(adopted, { left: 1200, scrolled: true, snap: { axis: 'x', index: 3, position: 1200 } });
  });
});

test('clicks: a plain click reaches the content and moves nothing; the click that ends a drag is swallowed', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    await page.evaluate(() => {
      window.s = new window.dom.Scroller(document.getElementById('carousel'), { axis: 'x', snap: { children: true, mode: 'page' } });
      window.log = window.track(window.s);
      window.clicks = 0;
      document.querySelector('.slide').addEventListener('click', () => window.clicks++);
    });
    await input.click(CAROUSEL.x, CAROUSEL.y);
    await frames(page, 3);
    assert.deepEqual(await page.evaluate(() => [window.clicks, window.log.settle.length, window.log.snap.length, window.s.animating, window.s.dragging]),
      [1, 0, 0, false, false]);
    // Held still 120 ms before the release: no fling, back to page 0.
    await input.drag(CAROUSEL, { x: -60 }, { steps: 3, hold: 120 });
    await settled(page, 1, problems);
    assert.deepEqual(await page.evaluate(() => [window.clicks, document.getElementById('carousel').scrollLeft]), [1, 0]);
  });
});

test('destroy() removes every listener it added (element, window, document), its styles, tabindex and translate, and stops animating', async () => {
  await withPage(await open(), async ({ page, problems, input }) => {
    const before = await page.evaluate(() => {
      const el = document.getElementById('carousel');
      return {
        el: window.listenersOn(el), win: window.listenersOn(window), doc: window.listenersOn(document),
        layer: window.layerListeners(), style: el.getAttribute('style'), tabindex: el.getAttribute('tabindex'),
      };
    });
    assert.deepEqual(before.layer, []);
    const during = await page.evaluate(() => {
      const el = document.getElementById('carousel');
      window.s = new window.dom.Scroller(el, { axis: 'x', snap: { children: true, mode: 'page' } });
      window.log = window.track(window.s);
      return window.layerListeners();
    });
    assert.ok(during.filter((l) => l.startsWith('HTMLDivElement#carousel: ')).length >= 8,
      `the scroller listens to its element:\n${during.join('\n')}`);
    assert.ok(during.some((l) => l.startsWith('MediaQueryList: change|')), 'and to the reduced-motion query');
    // Use every input, then destroy in the middle of an animation and of an overscroll.
    await input.drag(CAROUSEL, { x: -100 }, { steps: 4 });
    await input.wheel(CAROUSEL.x, CAROUSEL.y, { deltaX: 50 });
    await page.evaluate(() => document.getElementById('carousel').focus());
    await page.keyboard.press('End');
    await pollFor(page, () => window.s.position === 1600 && !window.s.animating, { problems });
    await input.drag(CAROUSEL, { x: -200 }, { steps: 4, release: false });
    const destroyed = await page.evaluate(() => {
      const el = document.getElementById('carousel');
      const overscrolled = window.s.position > 1600;
      window.s.destroy();
      window.s.destroy();  // twice is fine
      return {
        overscrolled, layer: window.layerListeners(),
        el: window.listenersOn(el), win: window.listenersOn(window), doc: window.listenersOn(document),
        style: el.getAttribute('style'), tabindex: el.getAttribute('tabindex'),
        translates: [...el.children].map((c) => c.style.translate),
        scrollLeft: el.scrollLeft, scrolls: window.log.scroll.length,
      };
    });
    await input.release();
    assert.ok(destroyed.overscrolled, 'destroyed while overscrolled');
    assert.deepEqual(destroyed.layer, [], 'no listener of the layer is left, on any target');
    assert.deepEqual(destroyed.el, before.el, 'element listeners');
    assert.deepEqual(destroyed.doc, before.doc, 'document listeners');
    // Nothing else may add listeners to window; none left is the layer's.
    assert.ok(destroyed.win.every((l) => !during.some((d) => d.endsWith(`: ${l}`) && d.startsWith('Window'))));
    assert.equal(destroyed.style, before.style, 'inline styles restored');
    assert.equal(destroyed.tabindex, before.tabindex, 'the tabindex it added is removed');
    assert.ok(destroyed.translates.every((t) => t === ''), 'no translate left');
    assert.equal(destroyed.scrollLeft, 1600, 'left within its bounds');
    // Nothing moves any more: no frames, no input handling, no events.
    await input.drag(CAROUSEL, { x: 100 }, { steps: 3 });
    await frames(page, 10);
    const afterwards = await page.evaluate(() => ({
      scrollLeft: document.getElementById('carousel').scrollLeft, scrolls: window.log.scroll.length,
    }));
    assert.deepEqual(afterwards, { scrollLeft: destroyed.scrollLeft, scrolls: destroyed.scrolls });
  });
});

test('reduced motion: drag still follows the pointer, but nothing goes past a bound or overshoots its target', async () => {
  await withPage(await open({ reducedMotion: 'reduce' }), async ({ page, problems, input }) => {
    const reduced = await page.evaluate(() => {
      const el = document.getElementById('list');
      window.s = new window.dom.Scroller(el, { axis: 'y' });
      window.log = window.track(window.s);
      return window.s.reducedMotion;
    });
    assert.equal(reduced, true, "'system' follows prefers-reduced-motion: reduce");

    // A fast fling (3750 px/s) towards the end stops at the bound (clamp, no bounce).
    await input.drag(LIST, { y: -240 }, { steps: 4, release: false });
    assertFollows(await page.evaluate(() => window.log.scroll.map((d) => d.y)), [60, 120, 180, 240], 'the drag follows the pointer 1:1');
    await input.release();
    await settled(page, 1, problems);
    // An overscroll drag at the end: no rubber band, no bounce.
    await input.drag(LIST, { y: -200 }, { steps: 5 });
    await settled(page, 2, problems);
    let ys = await page.evaluate(() => window.log.scroll.map((d) => d.y));
    assert.equal(Math.max(...ys), LIST_MAX, 'never past the bound');
    assert.equal(await page.evaluate(() => document.getElementById('list').scrollTop), LIST_MAX);
    assert.ok(await page.evaluate(() => [...document.querySelectorAll('.row')].every((r) => r.style.translate === '')));

    // Keys: Home then, 4 frames (64 ms) into its spring, End (velocity away
    // from the new target is dropped): every spring goes straight to its
    // target. The manual clock makes "4 frames into" exact.
    await page.evaluate(() => {
      const el = document.getElementById('list');
      window.s.destroy();
      window.clock = window.manualClock();
      window.s = new window.dom.Scroller(el, { axis: 'y', scheduler: window.clock.scheduler });
      window.log = window.track(window.s);
      el.focus();
    });
    await page.keyboard.press('Home');
    const home = await page.evaluate(() => {
      for (let i = 0; i < 4; i++) window.clock.frame(16);
      return window.log.scroll.map((d) => d.y);
    });
    await page.keyboard.press('End');
    await settledOnClock(page, 1);
    const end = (await page.evaluate(() => window.log.scroll.map((d) => d.y))).slice(home.length);
    assert.ok(home.length >= 1 && end.length >= 3, `${home.length} then ${end.length} frames`);
    for (let i = 0; i < home.length; i++) assert.ok(home[i] <= (i ? home[i - 1] : LIST_MAX) && home[i] >= 0, `Home: ${home.join(', ')}`);
    assert.ok(home.at(-1) < LIST_MAX && home.at(-1) > 0, `End arrives mid-way (${home.at(-1)})`);
    for (let i = 1; i < end.length; i++) assert.ok(end[i] >= end[i - 1] && end[i] <= LIST_MAX, `End: ${end.join(', ')}`);
    assert.ok(end[0] >= home.at(-1), `End turns back at once: ${home.at(-1)} then ${end[0]}`);
    assert.equal(end.at(-1), LIST_MAX);

    // Overridden per scroller: 'no-preference' bounces even under the system setting.
    await page.evaluate(() => {
      window.s.destroy();
      window.s = new window.dom.Scroller(document.getElementById('list'), { axis: 'y', reducedMotion: 'no-preference' });
      window.log = window.track(window.s);
    });
    await input.drag(LIST, { y: -200 }, { steps: 5 });
    await settled(page, 1, problems);
    ys = await page.evaluate(() => window.log.scroll.map((d) => d.y));
    assert.ok(Math.max(...ys) > LIST_MAX + 20, 'with no preference the overscroll rubber-bands');
    assert.equal(ys.at(-1), LIST_MAX);

    // 'system' follows a change of the preference while it runs.
    const live = await page.evaluate(() => {
      window.s.destroy();
      window.s = new window.dom.Scroller(document.getElementById('list'), { axis: 'y' });
      return window.s.reducedMotion;
    });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    assert.equal(live, true);
    await pollFor(page, () => window.s.reducedMotion === false, { timeout: 5000, problems });
  });
});

test('bad options throw TypeError or RangeError naming the option and the value', async () => {
  await withPage(await open(), async ({ page }) => {
    const results = await page.evaluate(() => {
      const { Scroller, animate } = window.dom;
      const list = document.getElementById('list');
      const cases = {
        element: () => new Scroller(null),
        axis: () => new Scroller(list, { axis: 'z' }),
        overscroll: () => new Scroller(list, { overscroll: 'stretch' }),
        reducedMotion: () => new Scroller(list, { reducedMotion: 'less' }),
        unknown: () => new Scroller(list, { colour: 'red' }),
        drag: () => new Scroller(list, { drag: 2 }),
        dragType: () => new Scroller(list, { drag: '0.1' }),
        bounds: () => new Scroller(list, { bounds: { min: 10, max: 5 } }),
        boundsBoth: () => new Scroller(list, { axis: 'both', bounds: { x: { max: Infinity } } }),
        interval: () => new Scroller(list, { snap: { interval: -5 } }),
        points: () => new Scroller(list, { snap: { points: [0, 100, 50] } }),
        snapKind: () => new Scroller(list, { snap: { mode: 'page' } }),
        snapMode: () => new Scroller(list, { snap: { points: [0], mode: 'pages' } }),
        stiffness: () => new Scroller(list, { spring: { stiffness: 0 } }),
        tolerance: () => new Scroller(list, { tolerance: { distance: -1 } }),
        content: () => new Scroller(list, { content: [list.firstElementChild, 'row'] }),
        animate: () => animate({}, () => {}),
        startTime: () => animate({ at() {}, done() {} }, () => {}, { startTime: NaN }),
        scrollTo: () => {
          const s = new Scroller(list);
          try { s.scrollTo(NaN); } finally { s.destroy(); }
        },
        on: () => {
          const s = new Scroller(list);
          try { s.on('scrolled', () => {}); } finally { s.destroy(); }
        },
        landing: () => new Scroller(list, { landing: 'soft' }),
        accessibility: () => new Scroller(list, { accessibility: 1 }),
        toleranceName: () => new Scroller(list, { tolerance: 'visible' }),
        animateTolerance: () => animate({ at: () => ({ x: 0, dx: 0 }), done: () => true }, () => {}, { tolerance: { distance: 0 } }),
        next: () => {
          const s = new Scroller(list);
          try { s.next(); } finally { s.destroy(); }
        },
        prevAnimate: () => {
          const s = new Scroller(list, { snap: { interval: 100 } });
          try { s.prev({ animate: 'no' }); } finally { s.destroy(); }
        },
      };
      return Object.fromEntries(Object.entries(cases).map(([name, f]) => {
        try {
          f();
          return [name, 'no error'];
        } catch (e) {
          return [name, { type: e.constructor.name, message: e.message, parameter: e.parameter, value: e.value }];
        }
      }));
    });
    const expect = {
      element: ['TypeError', /`element` must be a DOM Element, got null/],
      axis: ['TypeError', /`axis` must be one of 'x', 'y', 'both', got "z"/],
      overscroll: ['TypeError', /`overscroll` must be one of 'bounce', 'clamp', got "stretch"/],
      reducedMotion: ['TypeError', /`reducedMotion` must be one of 'system', 'reduce', 'no-preference', got "less"/],
      unknown: ['TypeError', /unknown option `colour`/],
      drag: ['RangeError', /`drag` must be in \(0, 1\], got 2/, 'drag', 2],
      dragType: ['TypeError', /`drag` must be a number, got "0.1"/],
      bounds: ['RangeError', /`bounds.max` must be at least `bounds.min` \(10\), got 5/, 'bounds.max', 5],
      boundsBoth: ['RangeError', /`bounds.x.max` must be a finite number, got Infinity/, 'bounds.x.max', Infinity],
      interval: ['RangeError', /`snap.interval` must be greater than 0, got -5/, 'snap.interval', -5],
      points: ['RangeError', /`snap.points\[2\]` must not be less than the point before it .*got 50/, 'snap.points[2]', 50],
      snapKind: ['TypeError', /`snap` must have exactly one of `points`, `interval`, `children`/],
      snapMode: ['TypeError', /`snap.mode` must be one of 'nearest', 'page', got "pages"/],
      stiffness: ['RangeError', /`spring.stiffness` must be greater than 0, got 0/, 'spring.stiffness', 0],
      tolerance: ['RangeError', /`tolerance.distance` must be greater than 0, got -1/, 'tolerance.distance', -1],
      content: ['TypeError', /`content\[1\]` must be a DOM Element, got "row"/],
      animate: ['TypeError', /`motion` must be a motion/],
      startTime: ['RangeError', /`startTime` must be a finite time/, 'startTime', NaN],
      scrollTo: ['RangeError', /`position` must be a finite number, got NaN/, 'position', NaN],
      on: ['TypeError', /`type` must be one of 'scroll', 'snap', 'select', 'settle', 'overscroll', 'release', got "scrolled"/],
      landing: ['TypeError', /`landing` must be one of 'auto', 'friction', 'spring', got "soft"/],
      accessibility: ['TypeError', /`accessibility` must be a boolean, got 1/],
      toleranceName: ['TypeError', /`tolerance` must be 'exact' or an object/],
      animateTolerance: ['RangeError', /`tolerance.distance` must be greater than 0, got 0/, 'tolerance.distance', 0],
      next: ['TypeError', /Scroller.next: the scroller has no `snap` option/],
      prevAnimate: ['TypeError', /Scroller.prev: option `animate` must be a boolean/],
    };
    for (const [name, [type, message, parameter, value]] of Object.entries(expect)) {
      const got = results[name];
      assert.equal(got.type, type, `${name}: ${JSON.stringify(got)}`);
      assert.match(got.message, message, name);
      assert.match(got.message, /^kinema: /, name);
      if (parameter !== undefined) {
        assert.equal(got.parameter, parameter, name);
        assert.ok(Object.is(got.value, value) || (Number.isNaN(value) && got.value === null), `${name}: value ${got.value}`);
      }
    }
  });
});

test("the package's bundle: 'kinema/dom' (web/dist/dom.js) shares the core's engine with 'kinema' and drives a carousel", async () => {
  const first = served.server.requests.length;
  await withPage(await open({ file: 'dist.html' }), async ({ page, problems, input }) => {
    // One engine for both entries (docs/architecture-wasm.md): the page
    // loaded kinema/dom's scroll engine; once kinema's init() is asked for,
    // kinema/dom's returns the same promise (the full engine replaces the
    // scroll one and serves both; the carousel below runs on it), and both
    // entries load the one shared chunk.
    const shared = await page.evaluate(async () => {
      const same = window.core.init() === window.dom.init();
      await window.core.init();
      return same;
    });
    assert.equal(shared, true, "kinema/dom's init() is the full engine's once kinema's was called: one WebAssembly instance");
    const requests = served.server.requests.slice(first);
    assert.ok(requests.includes('200 /web/dist/dom.js') && requests.includes('200 /web/dist/kinema.js'), requests.join('\n'));
    const chunks = requests.filter((r) => r.startsWith('200 /web/dist/chunks/'));
    assert.equal(chunks.length, 1, `one shared chunk, loaded once: ${requests.join(', ')}`);
    assert.deepEqual(requests.filter((r) => r.includes('/web/src/')), [], 'nothing from the sources');

    await page.evaluate(() => {
      window.s = new window.dom.Scroller(document.getElementById('carousel'), { axis: 'x', snap: { children: true, mode: 'page' } });
      window.log = window.track(window.s);
    });
    await input.drag(CAROUSEL, { x: -160 });
    await settled(page, 1, problems);
    const state = await page.evaluate(() => {
      const left = document.getElementById('carousel').scrollLeft;
      const snap = window.log.snap;
      window.s.destroy();
      return { left, snap, layer: window.layerListeners() };
    });
    assert.deepEqual(state, { left: 400, snap: [{ axis: 'x', index: 1, position: 400 }], layer: [] });
  });
});
