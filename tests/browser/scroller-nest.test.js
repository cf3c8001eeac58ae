// Nested Scrollers and the hand-off to the page (issue 12, items 1 and 2),
// in Chromium (CDP touch and mouse input with explicit timestamps) and in
// Firefox ESR (WebDriver BiDi actions; releases held still, so the outcome
// does not depend on a velocity BiDi cannot set exactly). Each case builds
// its elements on the defects fixture page (the layer loaded by path) and
// asserts positions the geometry fixes: a drag held still before its
// release moves the scrollers by exactly its distance, shared innermost
// first. Waits poll for a state, never sleep.
//   cross-axis   a vertical list in a horizontal carousel: the list takes a
//                vertical swipe, the carousel stays;
//   same axis    a list in a vertical Scroller: the list first, at its end
//                the rest of the drag (and of the wheel) moves the outer one;
//                `overscrollBehavior: 'contain' | 'none'` stops that;
//   the page     a list in a scrolling page: at its end the page goes on, as
//                with a native overflow list (compared with one);
//   destroy()    of either scroller mid-gesture.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { onFirstUse } from './launch.js';
import { openFirefoxReady, openReady, withPage } from './open.js';
import { launchFirefox } from './firefox.js';
import { firefoxInput, pollFor } from './input.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGE = 'tests/browser/fixtures/defects/';

const served = servedChromium(ROOT);   // served.server, served.browser
const firefox = onFirstUse(launchFirefox);

/** Chromium, touch or mouse: gestures through CDP with timestamps 16 ms apart; a held release waits 120 ms. */
async function openChromium(pointer) {
  const opened = await openReady(served.browser, `${served.server.url}${PAGE}`, { hasTouch: pointer === 'touch' });
  const { input } = opened;
  const g = {
    engine: 'Chromium', pointer, input,
    drag: (from, by, { steps = 10, held = true, release = true } = {}) => input.drag(from, by, { steps, interval: 16, hold: held ? 120 : 4, release, pointer }),
    moveTo: (x, y) => input.moveTo(x, y, { after: 16 }),
    release: () => input.release({ after: 120 }),
    wheel: (x, y, deltas) => input.wheel(x, y, deltas),
  };
  return { ...opened, g };
}

/** Firefox: BiDi actions (a drag is one pointerMove of steps x 16 ms; a held release waits 150 ms). */
async function openFirefox(pointer) {
  const { page, problems } = await openFirefoxReady(await firefox(), `${served.server.url}${PAGE}`);
  const input = firefoxInput(page);
  const g = {
    engine: 'Firefox', pointer,
    drag: (from, by, { steps = 10, held = true, release = true } = {}) => input.drag(from, by, { duration: steps * 16, hold: held ? 150 : 0, release, pointer }),
    moveTo: (x, y) => input.move(x, y, { duration: 32 }),
    release: () => input.release(),
    wheel: (x, y, deltas) => input.wheel(x, y, deltas),
  };
  return { page, problems, g, close: () => page.close() };
}

const ENGINES = {
  'Chromium touch': () => openChromium('touch'),
  'Chromium mouse': () => openChromium('mouse'),
  'Firefox mouse': () => openFirefox('mouse'),
  'Firefox touch': () => openFirefox('touch'),
};

/** One test per engine named in `engines`. */
function each(engines, title, scenario) {
  for (const name of engines) {
    test(`${title} (${name})`, async () => {
      const opened = await ENGINES[name]();
      try {
        await scenario(opened);
      } finally {
        await opened.close();
      }
    });
  }
}

/** Polls until the named scrollers (window[name]) are neither dragging nor animating, and the page has stopped. */
async function resting(page, names, problems) {
  try {
    await pollFor(page, (names) => names.every((n) => !window[n].dragging && !window[n].animating), {
      arg: names, problems, message: `${names.join(' and ')} to rest`,
    });
    await page.evaluate(() => new Promise((resolve) => {   // the page's own scrolling: 10 frames without a change
      let last = window.scrollY, still = 0;
      const frame = () => {
        if (window.scrollY === last) still++; else { still = 0; last = window.scrollY; }
        if (still >= 10) resolve(); else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }));
  } catch (error) {
    const states = await page.evaluate((names) => names.map((n) => `${n}: dragging ${window[n].dragging}, animating ${window[n].animating}, position ${JSON.stringify(window[n].position)}`), names);
    error.message += `\n${states.join('\n')}`;
    throw error;
  }
}

const positions = (page) => page.evaluate(() => ({
  inner: window.inner?.position, outer: window.outer?.position, page: window.scrollY,
  dragging: [window.inner?.dragging ?? false, window.outer?.dragging ?? false],
}));

/**
 * A list (window.inner: 20 rows of 50 px in 200 px, range 0..800) inside a
 * vertical Scroller (window.outer: a 100 px header, the list, 10 rows; 400 px
 * tall, range 0..400). The list's top is at y = 120 while the outer is at 0.
 * The largest position each reached is kept in window.peak.
 */
function sameAxis(page, innerOptions = {}, outerOptions = {}) {
  return page.evaluate(([innerOptions, outerOptions]) => {
    window.build(`<div id="outer" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:400px;overflow-y:auto">
      <div style="height:100px">header</div>
      <div id="inner" class="scroller" style="width:300px;height:200px;overflow-y:auto">${window.rows(20)}</div>
      ${window.rows(10)}</div>`);
    const { Scroller } = window.dom;
    window.outer = new Scroller(document.getElementById('outer'), { axis: 'y', ...outerOptions });
    window.inner = new Scroller(document.getElementById('inner'), { axis: 'y', ...innerOptions });
    window.peak = { inner: 0, outer: 0 };
    window.inner.on('scroll', ({ y }) => { window.peak.inner = Math.max(window.peak.inner, y); });
    window.outer.on('scroll', ({ y }) => { window.peak.outer = Math.max(window.peak.outer, y); });
    window.inner.scrollTo(750, { animate: false });
  }, [innerOptions, outerOptions]);
}

/**
 * A page 3,000 px tall scrolled to `pageAt`, with a list Scroller
 * (window.inner, 20 rows in 300 px: range 0..700) at x 40..340, and a native
 * overflow list of the same rows at x 420..720, both at page y 500..800,
 * both scrolled to `listAt`. The list's largest position is kept in window.peak.
 */
function inPage(page, { listAt, pageAt }) {
  return page.evaluate(([listAt, pageAt]) => {
    window.build(`<div style="position:relative;height:3000px">
      <div id="inner" class="scroller" style="position:absolute;left:40px;top:500px;width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>
      <div id="native" class="scroller" style="position:absolute;left:420px;top:500px;width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div></div>`);
    window.inner = new window.dom.Scroller(document.getElementById('inner'), { axis: 'y' });
    window.inner.scrollTo(listAt, { animate: false });
    window.peak = { inner: listAt };
    window.inner.on('scroll', ({ y }) => { window.peak.inner = Math.max(window.peak.inner, y); });
    document.getElementById('native').scrollTop = listAt;
    window.scrollTo({ top: pageAt, behavior: 'instant' });
  }, [listAt, pageAt]);
}

describe('nested Scrollers', () => {
  each(['Chromium touch', 'Chromium mouse', 'Firefox mouse', 'Firefox touch'], 'cross-axis: a vertical swipe of 200 px in a list inside a horizontal carousel moves the list 200 px and the carousel 0; neither is left dragging', async ({ page, g, problems }) => {
    await page.evaluate(() => {
      window.build(`<div id="outer" class="scroller" style="position:absolute;left:40px;top:20px;width:400px;height:300px;overflow-x:auto;overflow-y:hidden;display:flex">
        <div class="slide"><div id="inner" class="scroller" style="width:400px;height:300px;overflow-y:auto">${window.rows(20)}</div></div>
        <div class="slide"></div><div class="slide"></div></div>`);
      const { Scroller } = window.dom;
      window.outer = new Scroller(document.getElementById('outer'), { axis: 'x', snap: { children: true, mode: 'page' } });
      window.inner = new Scroller(document.getElementById('inner'), { axis: 'y' });
    });
    // Held still before the release: exactly the distance.
    await g.drag({ x: 240, y: 260 }, { y: -200 });
    await resting(page, ['inner', 'outer'], problems);
    let s = await positions(page);
    assert.deepEqual(s, { inner: 200, outer: 0, page: 0, dragging: [false, false] });
    // Released moving (Chromium's timestamps: 1,250 px/s): the list flings on, the carousel stays.
    if (g.engine === 'Chromium') {
      await g.drag({ x: 240, y: 260 }, { y: -200 }, { held: false });
      await resting(page, ['inner', 'outer'], problems);
      s = await positions(page);
      assert.ok(s.inner > 400 && s.inner <= 700, `the list flung on from 400 (${s.inner})`);
      assert.equal(s.outer, 0);
      assert.deepEqual(s.dragging, [false, false]);
    }
    assert.deepEqual(problems, []);
  });

  each(['Chromium touch', 'Chromium mouse', 'Firefox mouse', 'Firefox touch'], 'same axis: the inner list scrolls first, at its end the rest of the drag moves the outer Scroller; back the other way the list moves first', async ({ page, g, problems }) => {
    await sameAxis(page);
    // 200 px up from the list at 750: 50 to its end, 150 for the outer one.
    await g.drag({ x: 190, y: 300 }, { y: -200 });
    await resting(page, ['inner', 'outer'], problems);
    assert.deepEqual(await positions(page), { inner: 800, outer: 150, page: 0, dragging: [false, false] });
    assert.equal(await page.evaluate(() => window.peak.inner), 800, 'the list did not rubber-band while the outer one could move');
    // 100 px down: the list (innermost) takes it all.
    await g.drag({ x: 190, y: 150 }, { y: 100 });
    await resting(page, ['inner', 'outer'], problems);
    assert.deepEqual(await positions(page), { inner: 700, outer: 150, page: 0, dragging: [false, false] });
    // 400 px down: 700 to the list's top... it takes it all; then 150 more than its room goes to the outer.
    await page.evaluate(() => window.inner.scrollTo(100, { animate: false }));
    await g.drag({ x: 190, y: 100 }, { y: 200 });
    await resting(page, ['inner', 'outer'], problems);
    assert.deepEqual(await positions(page), { inner: 0, outer: 50, page: 0, dragging: [false, false] });
    assert.deepEqual(problems, []);
  });

  each(['Chromium touch', 'Chromium mouse'], 'same axis: released moving at the list\'s end, the outer Scroller flings on with its own physics; the list stays at its end', async ({ page, g, problems }) => {
    await sameAxis(page);
    const { velocity } = await g.drag({ x: 190, y: 300 }, { y: -150 }, { held: false });
    await resting(page, ['inner', 'outer'], problems);
    const s = await positions(page);
    assert.equal(s.inner, 800);
    assert.ok(s.outer > 100, `the outer one flung past the 100 px it was dragged (${s.outer}; release at ${velocity.y} px/s)`);
    assert.ok(s.outer <= 400, `inside its range (${s.outer})`);
    assert.deepEqual(s.dragging, [false, false]);
    assert.deepEqual(problems, []);
  });

  each(['Chromium touch', 'Chromium mouse', 'Firefox mouse'], 'overscrollBehavior \'contain\' stops the chaining (the list rubber-bands and comes back); \'none\' stops it at the bound', async ({ page, g, problems }) => {
    for (const behavior of ['contain', 'none']) {
      await sameAxis(page, { overscrollBehavior: behavior });
      await g.drag({ x: 190, y: 300 }, { y: -200 });
      await resting(page, ['inner', 'outer'], problems);
      assert.deepEqual(await positions(page), { inner: 800, outer: 0, page: 0, dragging: [false, false] }, behavior);
      const peak = await page.evaluate(() => window.peak);
      assert.equal(peak.outer, 0, behavior);
      if (behavior === 'contain') assert.ok(peak.inner > 820, `contain: the list rubber-banded (${peak.inner})`);
      else assert.equal(peak.inner, 800, 'none: no rubber band');
    }
    // update() turns the chaining back on.
    await page.evaluate(() => window.inner.update({ overscrollBehavior: 'auto' }));
    await g.drag({ x: 190, y: 300 }, { y: -100 });
    await resting(page, ['inner', 'outer'], problems);
    assert.deepEqual(await positions(page), { inner: 800, outer: 100, page: 0, dragging: [false, false] });
    assert.deepEqual(problems, []);
  });

  each(['Chromium mouse', 'Firefox mouse'], 'same axis, the wheel: at the list\'s end the wheel moves the outer Scroller; with \'contain\' it does not', async ({ page, g, problems }) => {
    await sameAxis(page);
    await page.evaluate(() => window.inner.scrollTo(800, { animate: false }));
    await g.wheel(190, 200, { deltaY: 100 });
    await pollFor(page, () => window.outer.position === 100 && !window.outer.animating && !window.inner.animating, { problems, message: 'the outer one to move 100 px' });
    assert.equal(await page.evaluate(() => window.inner.position), 800);
    await sameAxis(page, { overscrollBehavior: 'contain' });
    await page.evaluate(() => window.inner.scrollTo(800, { animate: false }));
    await g.wheel(190, 200, { deltaY: 100 });
    await g.wheel(190, 200, { deltaY: 100 });   // Firefox: a second event, so the first has surely been handled
    await resting(page, ['inner', 'outer'], problems);
    assert.deepEqual(await positions(page), { inner: 800, outer: 0, page: 0, dragging: [false, false] });
    assert.deepEqual(problems, []);
  });
});

describe('the hand-off to the page', () => {
  test('a touch swipe on a list at its end scrolls the page on, as a native overflow list does (Chromium touch)', async () => {
    await withPage(await openChromium('touch'), async ({ page, g, problems }) => {
      const result = {};
      for (const [which, x] of [['native', 570], ['scroller', 190]]) {
        result[which] = {};
        for (const held of [true, false]) {
          await inPage(page, { listAt: 700, pageAt: 400 });
          await g.drag({ x, y: 380 }, { y: -250 }, { held });
          await resting(page, which === 'scroller' ? ['inner'] : [], problems);
          result[which][held ? 'held' : 'flung'] = await page.evaluate(() => window.scrollY);
        }
      }
      const { native, scroller } = result;
      // Held: the page follows the finger 1:1. The native list hands the page
      // the swipe less its touch slop and whatever moves Chromium consumed
      // before it began scrolling (15 to 40 px seen, more under load); on a
      // loaded machine Chromium has also given 10 px more than the finger
      // moved (660: a small fling from a held finger's last moves).
      assert.equal(scroller.held, 650, JSON.stringify(result));
      assert.ok(native.held > 500 && native.held <= 680, JSON.stringify(result));
      // Released at 1,562 px/s: the page flings on, as far as the native one within a factor of 2.
      const ours = scroller.flung - 400, theirs = native.flung - 400;
      assert.ok(theirs > 400, `the native list handed a fling to the page: ${JSON.stringify(result)}`);
      assert.ok(ours >= theirs / 2 && ours <= theirs * 2, `page travel ${ours} px against native ${theirs} px: ${JSON.stringify(result)}`);
      assert.equal(await page.evaluate(() => window.inner.position), 700, 'the list stayed at its end');
    });
  });

  // Headless Firefox does not pan natively for BiDi touch actions (a native
  // list leaves the page at 400: measured), so here the page is compared
  // with the finger, not with a native list.
  test('a touch drag held still on a list at its end scrolls the page 1:1 (Firefox touch)', async () => {
    await withPage(await openFirefox('touch'), async ({ page, g, problems }) => {
      await inPage(page, { listAt: 700, pageAt: 400 });
      await g.drag({ x: 190, y: 380 }, { y: -250 });
      await resting(page, ['inner'], problems);
      assert.equal(await page.evaluate(() => window.scrollY), 650);
      assert.equal(await page.evaluate(() => window.inner.position), 700);
    });
  });

  each(['Chromium touch', 'Chromium mouse', 'Firefox mouse', 'Firefox touch'], 'a drag that reaches the list\'s end mid-gesture scrolls the page by the rest; back the other way the list moves first', async ({ page, g, problems }) => {
    await inPage(page, { listAt: 650, pageAt: 400 });
    await g.drag({ x: 190, y: 380 }, { y: -200 });
    await resting(page, ['inner'], problems);
    assert.deepEqual(await positions(page), { inner: 700, outer: undefined, page: 550, dragging: [false, false] });
    // Down 100 px: the list takes it.
    await g.drag({ x: 190, y: 200 }, { y: 100 });
    await resting(page, ['inner'], problems);
    assert.deepEqual(await positions(page), { inner: 600, outer: undefined, page: 550, dragging: [false, false] });
    assert.deepEqual(problems, []);
  });

  each(['Chromium mouse', 'Firefox mouse'], 'the wheel: the list takes the wheel to its end, then the page scrolls on', async ({ page, g, problems }) => {
    await inPage(page, { listAt: 650, pageAt: 400 });
    await g.wheel(190, 300, { deltaY: 100 });
    await pollFor(page, () => window.inner.position === 700 && !window.inner.animating, { problems, message: 'the list to reach its end' });
    assert.equal(await page.evaluate(() => window.scrollY), 400, 'the list stopped at its end: the rest of that event was not the page\'s');
    assert.equal(await page.evaluate(() => window.peak.inner), 700, 'no rubber band: the page can take the rest');
    await g.wheel(190, 300, { deltaY: 100 });
    await pollFor(page, () => window.scrollY >= 480, { problems, message: 'the page to scroll' });
    await resting(page, ['inner'], problems);
    assert.equal(await page.evaluate(() => window.inner.position), 700);
    assert.deepEqual(problems, []);
  });

  test('the wheel mid-gesture: a trackpad stream that reaches the list\'s end goes on scrolling the page (Chromium)', async () => {
    await withPage(await openChromium('mouse'), async ({ page, g, problems }) => {
      await inPage(page, { listAt: 650, pageAt: 400 });
      await g.wheel(190, 300, { deltaY: 50 });
      for (let i = 0; i < 4; i++) await g.input.wheel(190, 300, { deltaY: 50, after: 16 });   // one gesture: 16 ms apart
      await pollFor(page, () => window.scrollY >= 540, { problems, message: 'the page to take the rest of the stream' });
      await resting(page, ['inner'], problems);
      const s = await page.evaluate(() => ({ inner: window.inner.position, peak: window.peak.inner, page: window.scrollY }));
      assert.deepEqual({ inner: s.inner, peak: s.peak }, { inner: 700, peak: 700 });
      assert.ok(s.page >= 540 && s.page <= 600, `the page took the 200 px the list could not (${s.page})`);
    });
  });

  test('touch-action follows the axes: a vertical swipe on a horizontal Scroller scrolls the page natively (Chromium touch)', async () => {
    await withPage(await openChromium('touch'), async ({ page, g, problems }) => {
      await page.evaluate(() => {
        window.build(`<div style="position:relative;height:3000px">
          <div id="outer" class="scroller" style="position:absolute;left:40px;top:100px;width:400px;height:300px;overflow-x:auto;overflow-y:hidden;display:flex">
          <div class="slide"></div><div class="slide"></div><div class="slide"></div></div></div>`);
        window.outer = new window.dom.Scroller(document.getElementById('outer'), { axis: 'x', snap: { children: true } });
      });
      assert.equal(await page.evaluate(() => getComputedStyle(window.outer.element).touchAction), 'pan-y pinch-zoom');
      await g.drag({ x: 240, y: 350 }, { y: -200 });
      await pollFor(page, () => window.scrollY >= 150, { problems, message: 'the page to scroll natively' });
      await resting(page, ['outer'], problems);
      assert.equal(await page.evaluate(() => window.outer.position), 0);
    });
  });
});

describe('destroy() mid-gesture', () => {
  each(['Chromium touch', 'Chromium mouse', 'Firefox mouse', 'Firefox touch'], 'destroying the inner Scroller while the outer one is chained: the outer one comes to rest where it is, nothing is left dragging', async ({ page, g, problems }) => {
    await sameAxis(page);
    await g.drag({ x: 190, y: 300 }, { y: -200 }, { release: false });
    await pollFor(page, () => window.outer.dragging && window.outer.position === 150, { problems, message: 'the outer one to be chained' });
    await page.evaluate(() => window.inner.destroy());
    assert.equal(await page.evaluate(() => window.outer.dragging), false, 'the chain ended with the destroy');
    await g.moveTo(190, 50);
    await g.release();
    await resting(page, ['outer'], problems);
    const s = await page.evaluate(() => ({ outer: window.outer.position, inner: document.getElementById('inner').scrollTop }));
    assert.deepEqual(s, { outer: 150, inner: 800 });
    // The outer one still takes its own gestures.
    await g.drag({ x: 190, y: 300 }, { y: -50 });
    await resting(page, ['outer'], problems);
    assert.equal(await page.evaluate(() => window.outer.position), 200);
    assert.deepEqual(problems, []);
  });

  each(['Chromium touch', 'Chromium mouse', 'Firefox mouse'], 'destroying the outer Scroller mid-chain: the list goes on alone and ends cleanly', async ({ page, g, problems }) => {
    await sameAxis(page);
    await g.drag({ x: 190, y: 300 }, { y: -200 }, { release: false });
    await pollFor(page, () => window.outer.dragging && window.outer.position === 150, { problems, message: 'the outer one to be chained' });
    await page.evaluate(() => window.outer.destroy());
    await g.moveTo(190, 50);
    await g.release();
    await resting(page, ['inner'], problems);
    const s = await page.evaluate(() => ({
      inner: window.inner.position, outer: document.getElementById('outer').scrollTop, dragging: window.inner.dragging,
    }));
    assert.deepEqual(s, { inner: 800, outer: 150, dragging: false });
    assert.deepEqual(problems, []);
  });

  each(['Chromium touch', 'Chromium mouse'], 'destroying the list while it hands a drag to the page: the page stays where the finger left it, no fling', async ({ page, g, problems }) => {
    await inPage(page, { listAt: 650, pageAt: 400 });
    await g.drag({ x: 190, y: 380 }, { y: -200 }, { release: false });
    await pollFor(page, () => window.scrollY === 550, { problems, message: 'the page to follow' });
    await page.evaluate(() => window.inner.destroy());
    await g.input.moveTo(190, 100, { after: 16 });
    await g.input.release({ after: 4 });
    await page.evaluate(() => window.frames(10));
    assert.equal(await page.evaluate(() => window.scrollY), 550);
    assert.deepEqual(problems, []);
  });
});
