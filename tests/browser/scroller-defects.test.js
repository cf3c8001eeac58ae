// The fifteen ways real pages broke kinema/dom's Scroller (issue 11), one
// browser test each, written against the public API (`Scroller` from
// kinema/dom, its options and events). Each reproduces the scenario
// and asserts the correct behaviour, compared with a plain native overflow
// div where the issue says so. Chromium for all; defects 1-5 in Firefox ESR
// too. Defect 8 (the frame cost of many animating scrollers) is measured in
// bench/dom-scrollers.mjs, not asserted here.
//
// Every test failed on the Scroller before its rebuild (how is noted at each
// test); all fourteen pass since (defect 4: the browser's own smooth scroll
// runs to its end at rest; during a fling, which the platform makes
// impossible to see coming, Scroller.scrollIntoView is the way).
//
// Input: Chromium gestures through CDP with explicit timestamps, Firefox
// through WebDriver BiDi actions (tests/browser/input.js). Where a test must
// act at an exact moment of an animation, the Scroller runs on the page's
// manual clock (the public `scheduler` option). Waits poll for a state.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { onFirstUse, servedWith } from './launch.js';
import { openFirefoxReady, openReady, withPage } from './open.js';
import { launchFirefox } from './firefox.js';
import { launch } from './browser.js';
import { firefoxInput, KEYS, pollFor } from './input.js';

const PAGE = 'tests/browser/fixtures/defects/';

const served = servedWith({ chromium: launch });
const firefoxBrowser = onFirstUse(launchFirefox);

/**
 * The gestures a scenario uses, in either engine. Chromium: CDP with
 * timestamps (16 ms between moves). Firefox: BiDi actions (one pointerMove
 * of steps x 16 ms).
 */
function chromiumGestures(page, input) {
  return {
    engine: 'Chromium',
    timestamped: true,
    drag: (from, by, { steps = 8, hold = 4, release = true } = {}) => input.drag(from, by, { steps, interval: 16, hold, release }),
    release: () => input.release(),
    /** Press at points[0], move through the others (16 ms apart), release at the last. */
    async path(points) {
      input.begin();
      await input.mouseMove(points[0].x, points[0].y);
      await input.mouseDown(points[0].x, points[0].y, { after: 10 });
      for (const p of points.slice(1)) await input.moveTo(p.x, p.y, { after: 16 });
      await input.release({ after: 4 });
    },
    hover: (x, y) => input.mouseMove(x, y, { after: 16 }),
    wheel: (x, y, deltas) => input.wheel(x, y, deltas),
    key: (key) => page.keyboard.press(key),
  };
}

function firefoxGestures(page) {
  const input = firefoxInput(page);
  const perform = (actions) => page.mainFrame().browsingContext.performActions(actions);
  const mouse = (actions) => perform([{ type: 'pointer', id: 'kinema-mouse', parameters: { pointerType: 'mouse' }, actions }]);
  return {
    engine: 'Firefox',
    timestamped: false,
    drag: (from, by, { steps = 8, hold = 0, release = true } = {}) => input.drag(from, by, { duration: steps * 16, hold, release }),
    release: () => input.release(),
    path: (points) => mouse([
      { type: 'pointerMove', x: points[0].x, y: points[0].y, duration: 0 },
      { type: 'pointerDown', button: 0 },
      ...points.slice(1).map((p) => ({ type: 'pointerMove', x: p.x, y: p.y, duration: 16 })),
      { type: 'pointerUp', button: 0 },
    ]),
    hover: (x, y) => mouse([{ type: 'pointerMove', x, y, duration: 16 }]),
    wheel: (x, y, deltas) => input.wheel(x, y, deltas),
    key: (key) => input.key(KEYS[key] ?? key),
  };
}

/** Opens the defects page in Chromium: { page, problems, gestures, input, close }. */
async function openChromium({ hasTouch = false } = {}) {
  const opened = await openReady(served.chromium, `${served.server.url}${PAGE}`, { hasTouch });
  return { ...opened, gestures: chromiumGestures(opened.page, opened.input) };
}

/** Opens the defects page in Firefox: { page, problems, gestures, close }. */
async function openFirefox() {
  const opened = await openFirefoxReady(await firefoxBrowser(), `${served.server.url}${PAGE}`);
  return { ...opened, gestures: firefoxGestures(opened.page) };
}

/** Runs `scenario` in Chromium, and in Firefox as a second test when `firefox` is set (`short`: the name for the defect, for the reader). */
function defect(n, short, title, scenario, { firefox: inFirefox = false } = {}) {
  test(`defect ${n} (Chromium): ${title}`, async () => {
    const opened = await openChromium();
    try {
      await scenario(opened);
    } finally {
      await opened.close();
    }
  });
  if (inFirefox) {
    test(`defect ${n} (Firefox): ${title}`, async () => {
      const opened = await openFirefox();
      try {
        await scenario(opened);
      } finally {
        await opened.close();
      }
    });
  }
}

/** Polls until the named scrollers (window[name]) are neither dragging nor animating. */
async function resting(page, names, { timeout = 10_000, problems } = {}) {
  try {
    return await pollFor(page, (names) => names.every((n) => !window[n].dragging && !window[n].animating), {
      arg: names, timeout, problems, message: `${names.join(' and ')} to rest (not dragging, not animating)`,
    });
  } catch (error) {
    const states = await page.evaluate((names) => names.map((n) => `${n}: dragging ${window[n].dragging}, animating ${window[n].animating}, position ${JSON.stringify(window[n].position)}`), names);
    error.message += `\n${states.join('\n')}`;
    throw error;
  }
}

describe('issue 11: the Scroller in real pages', () => {
  // 1. Today: the list moves ~20 px, then the carousel's setPointerCapture
  // steals the pointer; the list stays `dragging` for good, its wheel is dead
  // and its PageDown pages the carousel.
  defect(1, 'nested scrollers', 'a vertical drag in a list inside a page-snapping carousel has one owner: the list; nothing stays dragging; the list\'s wheel and keys still work', async ({ page, gestures, problems }) => {
    await page.evaluate(() => {
      window.build(`<div id="carousel" class="scroller" style="position:absolute;left:40px;top:20px;width:400px;height:300px;overflow-x:auto;overflow-y:hidden;display:flex">
        <div class="slide"><div id="list" class="scroller" style="width:400px;height:300px;overflow-y:auto">${window.rows(20)}</div></div>
        <div class="slide"></div><div class="slide"></div></div>`);
      const { Scroller } = window.dom;
      window.carousel = new Scroller(document.getElementById('carousel'), { axis: 'x', snap: { children: true, mode: 'page' } });
      window.list = new Scroller(document.getElementById('list'), { axis: 'y' });
    });
    // 200 px up, in 10 moves, released while moving.
    await gestures.drag({ x: 240, y: 250 }, { y: -200 }, { steps: 10 });
    await resting(page, ['list', 'carousel'], { problems });
    let state = await page.evaluate(() => ({
      list: window.list.position, carousel: window.carousel.position,
      scrollLeft: document.getElementById('carousel').scrollLeft,
    }));
    assert.equal(state.carousel, 0, 'the carousel did not move');
    assert.equal(state.scrollLeft, 0);
    assert.ok(state.list >= 150, `the list owned the vertical gesture: it moved ${state.list} px for 200 px of drag`);

    // The list still takes its wheel and its keys.
    const before = state.list;
    await gestures.wheel(240, 170, { deltaY: -100 });
    await pollFor(page, (p) => window.list.position !== p && !window.list.animating, { arg: before, timeout: 10_000, problems, message: 'the wheel to move the list' });
    const wheeled = await page.evaluate(() => window.list.position);
    assert.equal(wheeled, Math.max(0, before - 100), 'the wheel moved the list');
    await page.evaluate(() => document.getElementById('list').focus());
    await gestures.key('PageDown');
    await pollFor(page, (p) => window.list.position > p && !window.list.animating, { arg: wheeled, timeout: 10_000, problems, message: 'PageDown to page the list' });
    state = await page.evaluate(() => ({ carousel: window.carousel.position, dragging: [window.list.dragging, window.carousel.dragging] }));
    assert.equal(state.carousel, 0, 'PageDown in the list does not page the carousel');
    assert.deepEqual(state.dragging, [false, false]);
    assert.deepEqual(problems, []);
  }, { firefox: true });

  // 2. Today: it stays `dragging`, follows the hovering mouse with no button
  // pressed, and ignores wheel and keys.
  defect(2, 'drag leaving before the slop', 'a press 3 px inside the bottom edge, moved out before the click slop and released outside, ends the drag', async ({ page, gestures, problems }) => {
    await page.evaluate(() => {
      window.build(`<div id="list" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>`);
      window.list = new window.dom.Scroller(document.getElementById('list'), { axis: 'y' });
    });
    // The bottom edge is at y = 320: press at 317, 4 px down (outside, under
    // the 5 px slop), then on to 360, release there.
    // (While the button is down, following the pointer out of the element is
    // fine; after the release nothing may follow it.)
    await gestures.path([{ x: 190, y: 317 }, { x: 190, y: 321 }, { x: 190, y: 360 }]);
    assert.equal(await page.evaluate(() => window.list.dragging), false, 'the drag ended with the release outside');
    await resting(page, ['list'], { problems });
    const rest = await page.evaluate(() => window.list.position);
    assert.ok(rest >= 0 && rest <= 700, `at rest within its bounds (${rest})`);
    await gestures.hover(190, 200);
    await gestures.hover(190, 100);
    await page.evaluate(() => window.frames(3));
    const hovered = await page.evaluate(() => ({ dragging: window.list.dragging, position: window.list.position }));
    assert.deepEqual(hovered, { dragging: false, position: rest }, 'a mouse hovering with no button does not move it');
    await gestures.wheel(190, 170, { deltaY: 100 });
    await pollFor(page, (p) => window.list.position === p + 100 && !window.list.animating, { arg: rest, timeout: 10_000, problems, message: 'the wheel to move the list by 100 px' });
    assert.deepEqual(problems, []);
  }, { firefox: true });

  // 3. Today: position 0 after showing again (a plain overflow div keeps 500).
  defect(3, 'hiding resets the position', 'after scrollTo(500), display:none on the scroller or an ancestor, or `hidden` on a tab panel, and showing it again keeps 500, as a native div does', async ({ page, problems }) => {
    await page.evaluate(() => {
      const list = (id) => `<div id="${id}" class="scroller" style="width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>`;
      window.build(`<div style="display:flex;gap:10px">
        <div>${list('self')}</div>
        <div id="ancestor">${list('inner')}</div>
        <div id="panel" role="tabpanel">${list('tab')}</div>
        <div>${list('native')}</div></div>`);
      window.scrollers = ['self', 'inner', 'tab'].map((id) => {
        const s = new window.dom.Scroller(document.getElementById(id), { axis: 'y' });
        s.log = window.track(s);
        s.scrollTo(500, { animate: false });
        return s;
      });
      document.getElementById('native').scrollTop = 500;
    });
    const hide = [
      () => { document.getElementById('self').style.display = 'none'; document.getElementById('native').style.display = 'none'; },
      () => { document.getElementById('ancestor').style.display = 'none'; },
      () => { document.getElementById('panel').hidden = true; },
    ];
    const show = [
      () => { document.getElementById('self').style.display = ''; document.getElementById('native').style.display = ''; },
      () => { document.getElementById('ancestor').style.display = ''; },
      () => { document.getElementById('panel').hidden = false; },
    ];
    for (let i = 0; i < 3; i++) {
      await page.evaluate(hide[i]);
      await page.evaluate(() => window.frames(5));
      await page.evaluate(show[i]);
      await page.evaluate(() => window.frames(5));
    }
    const state = await page.evaluate(() => ({
      native: document.getElementById('native').scrollTop,
      scrollers: window.scrollers.map((s) => ({ position: s.position, scrollTop: s.element.scrollTop, shown0: s.log.scroll.some((d) => d.y === 0) })),
    }));
    assert.equal(state.native, 500, 'the native div keeps its offset (the control)');
    assert.deepEqual(state.scrollers, Array(3).fill({ position: 500, scrollTop: 500, shown0: false }),
      'each Scroller keeps 500 (self, ancestor, tab panel)');
    assert.deepEqual(problems, []);
  }, { firefox: true });

  // 4. Today (Chromium): el.scrollTo({behavior: 'smooth'}) at rest stops at
  // 3 px; scrollIntoView({behavior: 'smooth'}) during a fling is ignored.
  // Seen here: scrollTop stays 0 in Chromium and in Firefox, while the
  // native div beside it reaches 250. Before Scroller.scrollIntoView the test
  // failed there with "scrollIntoView is not a function".
  defect(4, 'smooth programmatic scrolling cancelled', 'a smooth scrollTo / scrollIntoView of the page at rest runs to its end with the Scroller following it; during a fling, Scroller.scrollIntoView (aligned as the browser\'s) lands on its target', async ({ page, gestures, problems }) => {
    await page.evaluate(() => {
      window.build(`<div id="list" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>
        <div id="native" style="position:absolute;left:400px;top:20px;width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>`);
      window.list = new window.dom.Scroller(document.getElementById('list'), { axis: 'y' });
      document.getElementById('list').scrollTo({ top: 250, behavior: 'smooth' });
      document.getElementById('native').scrollTo({ top: 250, behavior: 'smooth' });
    });
    await pollFor(page, () => document.getElementById('native').scrollTop === 250, {
      timeout: 10_000, problems, message: 'the native div (the control) to reach 250 smoothly',
    });
    await pollFor(page, () => document.getElementById('list').scrollTop === 250 && !window.list.animating, {
      timeout: 10_000, problems, message: 'scrollTo({top: 250, behavior: "smooth"}) to reach 250',
    }).catch(async (error) => {
      error.message += ` (scrollTop ${await page.evaluate(() => document.getElementById('list').scrollTop)})`;
      throw error;
    });
    await page.evaluate(() => window.frames(5));
    assert.deepEqual(await page.evaluate(() => [document.getElementById('list').scrollTop, window.list.position]), [250, 250]);

    // The browser cancels its own smooth scrollIntoView at the fling's next write (it
    // moves nothing before the next frame: see scroll/into-view.js), so the Scroller
    // offers its own: Scroller.scrollIntoView, aligned as the DOM's, with its spring.
    // Its alignment is checked against the browser's own scrollIntoView (instant, on
    // the native div; row 7 has a scroll-margin, both a scroll-padding).
    const aligned = await page.evaluate(() => {
      const rowsOf = (id) => document.querySelectorAll(`#${id} .row`);
      for (const id of ['list', 'native']) {
        document.getElementById(id).style.scrollPaddingTop = '10px';
        rowsOf(id)[7].style.scrollMarginBottom = '20px';
      }
      const out = [];
      for (const [row, block] of [[10, 'start'], [10, 'center'], [10, 'end'], [7, 'end'], [3, 'nearest'], [12, 'nearest'], [7, 'nearest']]) {
        const native = document.getElementById('native');
        window.list.scrollIntoView(rowsOf('list')[row], { block, animate: false });
        rowsOf('native')[row].scrollIntoView({ block, behavior: 'instant' });
        out.push({ row, block, kinema: window.list.position, browser: native.scrollTop });
      }
      return out;
    });
    for (const { row, block, kinema, browser } of aligned) assert.equal(kinema, browser, `row ${row}, block '${block}'`);
    // The same along reversed axes: the inline axis of direction: rtl and the block axis of
    // writing-mode: vertical-rl both start at the right (scrollLeft in [-extent, 0]).
    const reversed = await page.evaluate(() => {
      const strip = (id, style) => `<div id="${id}" style="position:absolute;left:${id === 'strip-native' ? 400 : 40}px;top:360px;width:300px;height:100px;overflow-x:auto;${style}">
        ${Array.from({ length: 12 }, (_, i) => `<div class="cell" style="display:inline-block;inline-size:100px;block-size:100px">${i}</div>`).join('')}</div>`;
      const out = [];
      for (const [style, option] of [['direction:rtl;white-space:nowrap', 'inline'], ['writing-mode:vertical-rl', 'block']]) {
        window.strip?.destroy();
        document.getElementById('strip-native')?.remove();
        document.getElementById('strip')?.remove();
        document.getElementById('stage').insertAdjacentHTML('beforeend', strip('strip', style) + strip('strip-native', style));
        window.strip = new window.dom.Scroller(document.getElementById('strip'), { axis: 'x' });
        const cells = (id) => document.querySelectorAll(`#${id} .cell`);
        for (const [cell, align] of [[6, 'start'], [6, 'center'], [9, 'end'], [2, 'nearest'], [11, 'nearest']]) {
          window.strip.scrollIntoView(cells('strip')[cell], { [option]: align, animate: false });
          cells('strip-native')[cell].scrollIntoView({ [option]: align, [option === 'inline' ? 'block' : 'inline']: 'nearest', behavior: 'instant' });
          out.push({ style, cell, align, kinema: window.strip.position, browser: document.getElementById('strip-native').scrollLeft });
        }
      }
      window.strip.destroy();
      return out;
    });
    assert.ok(reversed.some((r) => r.browser < -100), `the reversed strips scrolled (${JSON.stringify(reversed)})`);
    for (const { style, cell, align, kinema, browser } of reversed) assert.equal(kinema, browser, `${style}: cell ${cell}, '${align}'`);

    // A fling down, then row 10 brought into view by the Scroller while it runs. The
    // fling is slow (drag 0.5, 60 rows): it runs for seconds, so the call comes during
    // it however late it arrives under load.
    await page.evaluate(() => {
      document.getElementById('list').insertAdjacentHTML('beforeend', window.rows(40));
      window.list.refresh();
      window.list.update({ drag: 0.5 });
      window.list.scrollTo(0, { animate: false });
    });
    assert.deepEqual(await page.evaluate(() => window.list.bounds), { min: 0, max: 2700 });
    await gestures.drag({ x: 190, y: 250 }, { y: -100 }, { steps: 4 });
    await page.evaluate(() => {
      window.flinging = window.list.animating;
      window.landed = window.list.scrollIntoView(document.querySelectorAll('#list .row')[10], { block: 'start' });
    });
    await pollFor(page, () => document.getElementById('list').scrollTop === 490 && !window.list.animating && !window.list.dragging, {
      timeout: 10_000, problems, message: 'scrollIntoView to bring row 10 (500 px, less the 10 px scroll-padding) to the top',
    }).catch(async (error) => {
      error.message += ` (scrollTop ${await page.evaluate(() => document.getElementById('list').scrollTop)})`;
      throw error;
    });
    assert.deepEqual(await page.evaluate(async () => [window.flinging, await window.landed]), [true, { completed: true }]);
    await page.evaluate(() => window.list.update({ drag: undefined }));
    await page.evaluate(() => window.frames(5));
    assert.deepEqual(await page.evaluate(() => [document.getElementById('list').scrollTop, window.list.position]), [490, 490]);

    // The element's own smooth scrollIntoView during a fling: whether the browser's
    // scroll survives depends on when in the frame it was asked for (see above);
    // either way the Scroller comes to rest where the offset is, and a smooth
    // scrollIntoView at rest then runs to its end.
    await gestures.drag({ x: 190, y: 250 }, { y: 100 }, { steps: 4 });
    await page.evaluate(() => document.querySelectorAll('#list .row')[6].scrollIntoView({ behavior: 'smooth', block: 'start' }));
    await resting(page, ['list'], { problems });
    await page.evaluate(() => window.frames(5));
    const [offset, position] = await page.evaluate(() => [document.getElementById('list').scrollTop, window.list.position]);
    assert.equal(position, offset);
    await page.evaluate(() => document.querySelectorAll('#list .row')[14].scrollIntoView({ behavior: 'smooth', block: 'start' }));
    await pollFor(page, () => document.getElementById('list').scrollTop === 690 && !window.list.animating, {
      timeout: 10_000, problems, message: 'a smooth scrollIntoView at rest to bring row 14 (700 px, less the padding) to the top',
    });
    await page.evaluate(() => window.frames(5));
    assert.deepEqual(await page.evaluate(() => [document.getElementById('list').scrollTop, window.list.position]), [690, 690]);
    assert.deepEqual(problems, []);
  }, { firefox: true });

  // 5. Today: removing rows mid-fling (range 1700 -> 200) shows a blank
  // viewport for ~80 frames, then jumps 1,500 px; a resize during snapTo(4)
  // leaves a carousel resting 320 px past its end. Seen here: the first
  // blank frame is frame 23 of the fling (Chromium), frame 12 of End's
  // spring (Firefox).
  defect(5, 'bounds changed mid-animation', 'a fling and a key\'s spring re-target to bounds that shrink under them (no blank frame, no jump), and snapTo re-targets to the snap point of a resized carousel', async ({ page, gestures, problems }) => {
    /**
     * 40 rows (range 1700) on the manual clock; `start()` starts a motion
     * towards the end; then 30 rows go (range 200) and frames run until it
     * rests. Returns each frame's position and whether any row is in view.
     */
    const shrink = async (start) => {
      await page.evaluate(() => {
        window.list?.destroy?.();
        window.build(`<div id="list" class="scroller" tabindex="0" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto">${window.rows(40)}</div>`);
        window.clock = window.manualClock();
        window.list = new window.dom.Scroller(document.getElementById('list'), { axis: 'y', spring: { stiffness: 20 }, scheduler: window.clock.scheduler });
      });
      assert.deepEqual(await page.evaluate(() => window.list.bounds), { min: 0, max: 1700 });
      await start();
      return page.evaluate(async () => {
        const el = document.getElementById('list');
        const before = { position: window.list.position, animating: window.list.animating };
        [...el.querySelectorAll('.row')].slice(10).forEach((row) => row.remove());
        await new Promise((resolve) => setTimeout(resolve, 0));  // the MutationObserver has run
        const box = el.getBoundingClientRect();
        const out = [];
        for (let i = 0; i < 600 && (i < 2 || window.list.animating); i++) {
          window.clock.frame(16);
          const visible = [...el.querySelectorAll('.row')].some((r) => {
            const b = r.getBoundingClientRect();
            return b.bottom > box.top + 1 && b.top < box.bottom - 1;
          });
          out.push({ position: window.list.position, visible });
          await null;
        }
        return { before, out, bounds: window.list.bounds, scrollTop: el.scrollTop, translate: el.querySelector('.row').style.translate };
      });
    };
    const check = (what, frames) => {
      assert.ok(frames.before.animating && frames.out[1].position > frames.before.position,
        `${what}: a motion towards the end was running (${frames.before.position}, then ${frames.out.slice(0, 3).map((f) => f.position).join(', ')})`);
      assert.deepEqual(frames.bounds, { min: 0, max: 200 });
      const blank = frames.out.findIndex((f) => !f.visible);
      assert.equal(blank, -1, `${what}: no blank frame (frame ${blank} at ${frames.out[blank]?.position})`);
      let last = frames.before.position;
      for (const [i, f] of frames.out.entries()) {
        assert.ok(Math.abs(f.position - last) <= 60, `${what}: no jump: frame ${i} goes ${last} -> ${f.position}`);
        last = f.position;
      }
      assert.equal(frames.out.at(-1).position, 200, `${what}: rests on the new end`);
      assert.equal(frames.scrollTop, 200);
      assert.equal(frames.translate, '');
    };
    if (gestures.timestamped) {
      // A fling down from 100 px (1562 px/s), and at once 30 of the 40 rows
      // go. (Firefox's input has no timestamps: on a loaded machine its
      // release can read as a hold, so the fling runs in Chromium only.)
      const flung = await shrink(() => gestures.drag({ x: 190, y: 250 }, { y: -100 }, { steps: 4 }));
      assert.equal(flung.before.position, 100);
      check('fling', flung);
    }
    // End: a spring (stiffness 20) towards 1700; 3 frames in (34 px), 30 rows go.
    const keyed = await shrink(async () => {
      await page.evaluate(() => document.getElementById('list').focus());
      await gestures.key('End');
      await page.evaluate(() => { for (let i = 0; i < 3; i++) window.clock.frame(16); });
    });
    check('End', keyed);

    // snapTo(4) on a carousel of 400 px pages, resized to 320 px 3 frames in.
    const snapped = await page.evaluate(async () => {
      window.build(`<div id="carousel" class="scroller" style="position:absolute;left:40px;top:20px;width:400px;height:300px;overflow-x:auto;overflow-y:hidden;display:flex">${'<div class="slide" style="width:100%"></div>'.repeat(5)}</div>`);
      const el = document.getElementById('carousel');
      window.clock = window.manualClock();
      const s = new window.dom.Scroller(el, { axis: 'x', snap: { children: true }, scheduler: window.clock.scheduler });
      s.snapTo(4);
      for (let i = 0; i < 3; i++) window.clock.frame(16);
      el.style.width = '320px';
      await window.frames(3);  // the ResizeObserver has run
      await window.clock.until(() => !s.animating);
      await window.frames(2);
      return {
        points: s.snapPoints, position: s.position, index: s.snapIndex, scrollLeft: el.scrollLeft,
        translates: [...el.children].map((c) => c.style.translate),
      };
    });
    assert.deepEqual(snapped.points, [0, 320, 640, 960, 1280]);
    assert.deepEqual({ position: snapped.position, index: snapped.index, scrollLeft: snapped.scrollLeft },
      { position: 1280, index: 4, scrollLeft: 1280 }, 'rests on the last page of the resized carousel, not past its end');
    assert.ok(snapped.translates.every((t) => t === ''), `no translate at rest: ${snapped.translates}`);
    assert.deepEqual(problems, []);
  }, { firefox: true });

  // 6. Today: under scale(2) the content moves 2x the finger, presses on the
  // right half count as scroll-bar hits, snap points come out doubled.
  // Seen here: the press at 70 % across moves nothing (a scroll-bar hit).
  defect(6, 'scaled ancestors', 'under transform: scale(2), zoom: 2 and scale(0.5) the content follows the finger on screen, the whole box takes presses, and snap points are in the element\'s own pixels', async ({ page, gestures, problems }) => {
    const cases = [
      ['transform: scale(2); transform-origin: 0 0', 2],
      ['zoom: 2', 2],
      ['transform: scale(0.5); transform-origin: 0 0', 0.5],
    ];
    for (const [css, k] of cases) {
      await page.evaluate(({ css }) => {
        window.build(`<div style="position:absolute;left:0;top:0;${css}">
          <div id="list" class="scroller" style="width:300px;height:300px;overflow-y:auto">${window.rows(40)}</div>
          <div id="carousel" class="scroller" style="width:400px;height:100px;overflow-x:auto;overflow-y:hidden;display:flex">${'<div class="slide" style="height:100px"></div>'.repeat(5)}</div></div>`);
        // (window.list would be the element with id "list" until assigned.)
        for (const s of window.made ?? []) s.destroy();
        window.made = [
          new window.dom.Scroller(document.getElementById('list'), { axis: 'y' }),
          new window.dom.Scroller(document.getElementById('carousel'), { axis: 'x', snap: { children: true } }),
        ];
      }, { css });
      const box = await page.evaluate(() => {
        const b = document.getElementById('list').getBoundingClientRect();
        return { left: b.left, top: b.top, width: b.width, height: b.height };
      });
      assert.ok(Math.abs(box.width - 300 * k) < 1, `${css}: the list is ${box.width} px wide on screen`);
      // On the right half (70 % across) and the middle, 80 screen px up, held.
      const from = { x: Math.round(box.left + box.width * 0.7), y: Math.round(box.top + box.height * 0.6) };
      const rowTop = () => page.evaluate(() => document.querySelector('#list .row').getBoundingClientRect().top);
      const top0 = await rowTop();
      await gestures.drag(from, { y: -80 }, { steps: 8, release: false });
      const moved = await rowTop();
      const position = await page.evaluate(() => window.made[0].position);
      await gestures.release();
      assert.ok(Math.abs((moved - top0) - -80) <= 1, `${css}: the content moves with the finger on screen: ${moved - top0} px for -80 px (position ${position})`);
      assert.ok(Math.abs(position - 80 / k) <= 1, `${css}: position ${position}, expected ${80 / k} of its own px`);
      const points = await page.evaluate(() => window.made[1].snapPoints);
      assert.deepEqual(points, [0, 400, 800, 1200, 1600], `${css}: snap points in the carousel's own pixels`);
    }
    assert.deepEqual(problems, []);
  });

  // 7. Today: keys typed into an <input> in a custom element's shadow root
  // scroll the list (the retargeted event.target is the host). What the
  // keys may do is what they do in the same input in a native list (the
  // control): the browser's own scrolling of it, which the Scroller adopts.
  defect(7, 'shadow DOM inputs', 'keys typed into an <input> inside a shadow root do in a Scroller\'s list what they do in a native list: they stay in the input', async ({ page, problems }) => {
    const run = async (withScroller) => {
      await page.evaluate((withScroller) => {
        if (!customElements.get('x-field')) {
          customElements.define('x-field', class extends HTMLElement {
            constructor() {
              super();
              this.attachShadow({ mode: 'open' }).innerHTML = '<input id="field" value="">';
            }
          });
        }
        window.s?.destroy();
        window.build(`<div id="list" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto"><x-field></x-field>${window.rows(20)}</div>`);
        window.s = withScroller ? new window.dom.Scroller(document.getElementById('list'), { axis: 'y' }) : null;
        document.querySelector('x-field').shadowRoot.getElementById('field').focus();
      }, withScroller);
      await page.keyboard.type('a b');
      // One key at a time, each until the list is at rest: the browser's own
      // key scrolling is animated, and where a key pressed mid-animation
      // ends depends on how far the last one got (on a busy machine the
      // native list alone ended at 213, 225 or 262 px).
      for (const key of ['End', 'Home', 'PageDown', 'ArrowDown', 'Space']) {
        await page.keyboard.press(key);
        await pollFor(page, async () => {
          const list = document.getElementById('list');
          const before = list.scrollTop;
          await window.frames(10);
          return list.scrollTop === before && !window.s?.animating;
        }, { timeout: 30_000, problems, message: `the list at rest after ${key}` });
      }
      return page.evaluate(() => ({
        value: document.querySelector('x-field').shadowRoot.getElementById('field').value,
        scrollTop: document.getElementById('list').scrollTop,
      }));
    };
    const native = await run(false);
    assert.equal(native.value, 'a b ', 'the native control: the keys reached the input');
    const ours = await run(true);
    assert.deepEqual(ours, native, `the Scroller's list: ${JSON.stringify(ours)}, the native one: ${JSON.stringify(native)}`);
    assert.equal(await page.evaluate(() => window.s.position), native.scrollTop);
    assert.deepEqual(problems, []);
  });

  // 9. Today: the bounds are [0, 1600] where the native range is [-1600, 0]:
  // a drag moves the content into blank space, the last line is unreachable.
  defect(9, 'writing-mode vertical-rl', 'in writing-mode: vertical-rl the bounds are the native range [-1600, 0], a drag follows the finger, and the last line is reachable', async ({ page, gestures, problems }) => {
    const native = await page.evaluate(() => {
      const box = (id) => `<div id="${id}" class="scroller" style="writing-mode:vertical-rl;width:400px;height:200px;overflow-x:auto;overflow-y:hidden">${'<div style="block-size:50px;box-sizing:border-box;border-left:1px solid #ccc">line</div>'.repeat(40)}</div>`;
      window.build(`<div style="position:absolute;left:40px;top:20px">${box('lines')}</div><div style="position:absolute;left:40px;top:300px">${box('native')}</div>`);
      const n = document.getElementById('native');
      n.scrollLeft = -1e6;
      const min = n.scrollLeft;
      n.scrollLeft = 1e6;
      return { min, max: n.scrollLeft };
    });
    assert.deepEqual(native, { min: -1600, max: 0 }, 'the native range (the control)');
    const bounds = await page.evaluate(() => {
      window.s = new window.dom.Scroller(document.getElementById('lines'), { axis: 'x' });
      return window.s.bounds;
    });
    assert.deepEqual(bounds, native);
    // The finger moves right: the content follows, showing what lies to its left.
    await gestures.drag({ x: 200, y: 120 }, { x: 100 }, { steps: 5, release: false });
    const dragged = await page.evaluate(() => ({ position: window.s.position, scrollLeft: document.getElementById('lines').scrollLeft }));
    await gestures.release();
    assert.deepEqual(dragged, { position: -100, scrollLeft: -100 });
    await resting(page, ['s'], { problems });
    await page.evaluate(() => window.s.scrollTo(-1600, { animate: false }));
    assert.equal(await page.evaluate(() => document.getElementById('lines').scrollLeft), -1600, 'the last line is reachable');
    assert.deepEqual(problems, []);
  });

  // 10. Today: on a direction: rtl horizontal scroller, End goes to the
  // visual start, Home to the end, PageDown backwards.
  defect(10, 'RTL keys reversed', 'on a direction: rtl horizontal scroller, End goes to the end of the content (visual left), Home to its start, PageDown forward (left), and arrows move as native ones do', async ({ page, problems }) => {
    const rtl = (id) => `<div id="${id}" class="scroller" dir="rtl" tabindex="0" style="width:400px;height:200px;overflow-x:auto;overflow-y:hidden;display:flex">${'<div class="slide" style="height:200px"></div>'.repeat(5)}</div>`;
    await page.evaluate((html) => {
      window.build(html);
      window.s = new window.dom.Scroller(document.getElementById('rtl'), { axis: 'x' });
    }, `<div style="position:absolute;left:40px;top:20px">${rtl('rtl')}</div><div style="position:absolute;left:40px;top:240px">${rtl('native')}</div>`);
    const settle = (id) => pollFor(page, async (id) => {
      const el = document.getElementById(id);
      const a = el.scrollLeft;
      await window.frames(6);
      return el.scrollLeft === a && !(window.s.animating && id === 'rtl') ? { left: el.scrollLeft } : false;
    }, { arg: id, timeout: 10_000, problems });
    const press = async (id, key) => {
      await page.evaluate((id) => document.getElementById(id).focus(), id);
      await page.keyboard.press(key);
      return (await settle(id)).left;
    };
    // Arrows: the Scroller's move is the browser's.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowRight']) {
      const native = await press('native', key);
      const ours = await press('rtl', key);
      assert.equal(ours, native, `${key}: the Scroller goes to ${ours}, a native div to ${native}`);
    }
    assert.equal(await press('rtl', 'End'), -1600, 'End: the end of the content, at the visual left');
    assert.equal(await press('rtl', 'Home'), 0, 'Home: the start of the content, at the visual right');
    const paged = await press('rtl', 'PageDown');
    assert.ok(paged < 0 && paged >= -400, `PageDown: forward, to the left (${paged})`);
    assert.deepEqual(problems, []);
  });

  // 11. Today: interval snapping keeps at most 100,000 points: on 3.3e7 px
  // a small fling from 19.8 M lands on 10,000,000.
  defect(11, 'snap interval stops at 100,000 points', 'with snap: {interval: 100} on 33,000,000 px of content, a small fling from 19,800,000 lands on a nearby multiple of 100', async ({ page, gestures, problems }) => {
    await page.evaluate(() => {
      window.build('<div id="tall" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto"><div style="height:33000000px;background:linear-gradient(#cde,#edc)"></div></div>');
      window.clock = window.manualClock();
      window.s = new window.dom.Scroller(document.getElementById('tall'), { axis: 'y', snap: { interval: 100 }, scheduler: window.clock.scheduler });
      window.log = window.track(window.s);
      window.s.scrollTo(19_800_000, { animate: false });
    });
    assert.equal(await page.evaluate(() => document.getElementById('tall').scrollTop), 19_800_000);
    // 30 px up in 3 moves (625 px/s).
    await gestures.drag({ x: 190, y: 170 }, { y: -30 }, { steps: 3 });
    const rest = await page.evaluate(async () => {
      await window.clock.until(() => !window.s.animating && !window.s.dragging, 16, 3000).catch(() => {});
      return { position: window.s.position, scrollTop: document.getElementById('tall').scrollTop };
    });
    assert.ok(rest.position % 100 === 0 && rest.position >= 19_800_000 && rest.position <= 19_801_000,
      `lands on a multiple of 100 just past 19,800,030: ${rest.position}`);
    assert.equal(rest.scrollTop, rest.position);
    assert.deepEqual(problems, []);
  });

  // 12. Today: the Scroller's inline scroll-snap-type: none and
  // scroll-behavior: auto lose to !important author CSS, which then
  // re-snaps and smooths its writes, silently. Seen here: no warning, and
  // CSS snapping moves the rest from 130 to 100.
  defect(12, '!important author CSS', 'author CSS with scroll-snap-type and scroll-behavior: smooth !important is harmless, or each property is named once in a console warning', async ({ page, gestures, problems }) => {
    await page.evaluate(() => {
      window.build(`<style>#list { scroll-snap-type: y mandatory !important; scroll-behavior: smooth !important; } #list .row { scroll-snap-align: start; }</style>
        <div id="list" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>`);
      window.warnings = [];
      const warn = console.warn;
      console.warn = (...args) => { window.warnings.push(args.map(String).join(' ')); warn.apply(console, args); };
      window.s = new window.dom.Scroller(document.getElementById('list'), { axis: 'y' });
    });
    // 130 px up, held still before the release: the Scroller rests at 130.
    await gestures.drag({ x: 190, y: 250 }, { y: -130 }, { steps: 10, hold: 120 });
    await resting(page, ['s'], { problems }).catch(() => {});
    await page.evaluate(() => window.frames(20));
    const state = await page.evaluate(() => {
      const el = document.getElementById('list');
      return {
        position: window.s.position, scrollTop: el.scrollTop,
        rowOffset: el.querySelector('.row').getBoundingClientRect().top - el.getBoundingClientRect().top,
        warnings: window.warnings,
      };
    });
    const harmless = state.position === 130 && state.scrollTop === 130 && Math.abs(state.rowOffset + 130) < 0.5;
    if (!harmless) {
      for (const property of ['scroll-snap-type', 'scroll-behavior']) {
        const named = state.warnings.filter((w) => w.includes(property));
        assert.equal(named.length, 1,
          `not harmless (position ${state.position}, scrollTop ${state.scrollTop}, rows at ${state.rowOffset}), so \`${property}\` must be named in exactly one warning; warnings: ${JSON.stringify(state.warnings)}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  // 13. Today: Shift+wheel over a vertical list scrolls it vertically; the
  // browser scrolls horizontally (here the page).
  defect(13, 'Shift+wheel', 'Shift+wheel over a vertical list does what the browser does over a native one: the page scrolls horizontally, the list does not move', async ({ page, input, problems }) => {
    const run = async (withScroller) => {
      await page.evaluate((withScroller) => {
        window.scrollTo(0, 0);
        window.build(`<div style="width:3000px;height:10px"></div><div id="list" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>`);
        window.s?.destroy();
        window.s = withScroller ? new window.dom.Scroller(document.getElementById('list'), { axis: 'y' }) : null;
      }, withScroller);
      await input.wheel(190, 170, { deltaY: 100, shift: true });
      return pollFor(page, async () => {
        const before = [scrollX, document.getElementById('list').scrollTop];
        await window.frames(10);
        const after = [scrollX, document.getElementById('list').scrollTop];
        return before[0] === after[0] && before[1] === after[1] && !window.s?.animating ? { pageX: after[0], listTop: after[1] } : false;
      }, { timeout: 10_000, problems });
    };
    const native = await run(false);
    assert.deepEqual(native, { pageX: 100, listTop: 0 }, 'the native list (the control)');
    assert.deepEqual(await run(true), native);
    assert.deepEqual(problems, []);
  });

  // 14. Today: snapIndex keeps the old index during a drag or wheel, and
  // velocity reads 0 right after a fling starts.
  defect(14, 'stale snapIndex and velocity', 'snapIndex is live during a drag and a wheel gesture, and velocity is the release velocity right after a fling starts', async ({ page, input, gestures, problems }) => {
    await page.evaluate(() => {
      window.build(`<div id="carousel" class="scroller" style="position:absolute;left:40px;top:20px;width:400px;height:300px;overflow-x:auto;overflow-y:hidden;display:flex">${'<div class="slide"></div>'.repeat(5)}</div>
        <div id="list" class="scroller" style="position:absolute;left:40px;top:340px;width:300px;height:250px;overflow-y:auto">${window.rows(200)}</div>`);
      window.s = new window.dom.Scroller(document.getElementById('carousel'), { axis: 'x', snap: { children: true, mode: 'page' } });
      window.list = new window.dom.Scroller(document.getElementById('list'), { axis: 'y' });
    });
    assert.equal(await page.evaluate(() => window.s.snapIndex), 0);
    await gestures.drag({ x: 400, y: 170 }, { x: -300 }, { steps: 6, release: false });
    const dragging = await page.evaluate(() => ({ position: window.s.position, index: window.s.snapIndex }));
    await gestures.release();
    assert.equal(dragging.position, 300);
    assert.ok(dragging.index !== 0 && [-1, 1].includes(dragging.index), `snapIndex during a drag at 300 px: ${dragging.index} (0 is stale)`);
    await resting(page, ['s'], { problems });
    const rested = await page.evaluate(() => window.s.snapIndex);
    const wheel = await (async () => {
      await input.wheel(240, 170, { deltaX: 300 });
      return page.evaluate(() => ({ position: window.s.position, index: window.s.snapIndex }));
    })();
    assert.ok(wheel.position !== rested * 400, 'the wheel moved it');
    assert.ok(wheel.index !== rested, `snapIndex during a wheel gesture at ${wheel.position}: ${wheel.index} (${rested} is stale)`);
    await resting(page, ['s'], { problems });

    // A fling of 1250 px/s (160 px in 8 moves 16 ms apart): the velocity
    // right after the release, read after the Scroller's pointerup handler.
    await page.evaluate(() => {
      window.addEventListener('pointerup', () => { window.released = { velocity: window.list.velocity, animating: window.list.animating }; }, { once: true });
    });
    await gestures.drag({ x: 190, y: 500 }, { y: -160 }, { steps: 8 });
    const released = await page.evaluate(() => window.released);
    assert.equal(released.animating, true);
    // The pointer moved at exactly 1250 px/s; the estimate over the tracker's
    // window may weigh the release sample (4 ms later, same place): 1226 px/s.
    assert.ok(Math.abs(released.velocity - 1250) <= 0.05 * 1250, `velocity right after the release: ${released.velocity} px/s, expected about 1250`);
    assert.deepEqual(problems, []);
  });

  // 15. Today: after a Composite has been built, Spring.prototype.x.call(null, 0.25) returns a number.
  defect(15, 'unbound methods', 'Spring.prototype.x/dx/at/done called on null or a plain object throw a TypeError, before and after a Composite has been built', async ({ page, problems }) => {
    const results = await page.evaluate(() => {
      const { Spring, Composite } = window.core;
      const attempt = () => ['x', 'dx', 'at', 'done'].flatMap((m) => [null, {}].map((self) => {
        try {
          return `${m} on ${self}: returned ${JSON.stringify(Spring.prototype[m].call(self, 0.25))}`;
        } catch (e) {
          return `${m} on ${self}: ${e.constructor.name}`;
        }
      }));
      const before = attempt();
      Composite.flingToSpring({ from: 0, velocity: 1000, drag: 0.135, min: 0, max: 100, stiffness: 170 });
      return { before, after: attempt() };
    });
    const want = ['x', 'dx', 'at', 'done'].flatMap((m) => [`${m} on null: TypeError`, `${m} on [object Object]: TypeError`]);
    assert.deepEqual(results, { before: want, after: want });
    assert.deepEqual(problems, []);
  });

  // Found while converting the tests to timestamped input (not in issue 11's
  // list): the Scroller adds the pointerup's position to the velocity
  // tracker at the release time, so the tracker's stop gap (a newest sample
  // older than 40 ms means the pointer was held still) never applies, and a
  // drag held still 60 ms before the release still flings (367 px/s here).
  // Flutter and Android leave the up event out of the estimate.
  test('found (Chromium): a drag held still 60 ms before the release does not fling', async () => {
    await withPage(await openChromium(), async ({ page, gestures, problems }) => {
      await page.evaluate(() => {
        window.build(`<div id="list" class="scroller" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto">${window.rows(40)}</div>`);
        window.list = new window.dom.Scroller(document.getElementById('list'), { axis: 'y' });
        window.addEventListener('pointerup', () => { window.released = { velocity: window.list.velocity, animating: window.list.animating }; }, { once: true });
      });
      // 60 px up in 3 moves 16 ms apart, then 60 ms still, then the release.
      await gestures.drag({ x: 190, y: 250 }, { y: -60 }, { steps: 3, hold: 60 });
      await resting(page, ['list'], { problems });
      const state = await page.evaluate(() => ({ position: window.list.position, released: window.released }));
      assert.equal(state.position, 60, `held still, released: it stays where the finger left it (${JSON.stringify(state)})`);
    });
  });

  // Decided in issue 11: two Scrollers on one element throw a clear error.
  test('decide (Chromium): a second Scroller on the same element throws a clear error; after destroy() a new one is fine', async () => {
    await withPage(await openChromium(), async ({ page }) => {
      const result = await page.evaluate(() => {
        window.build(`<div id="list" class="scroller" style="width:300px;height:300px;overflow-y:auto">${window.rows(20)}</div>`);
        const el = document.getElementById('list');
        const first = new window.dom.Scroller(el, { axis: 'y' });
        let error = null;
        try {
          new window.dom.Scroller(el, { axis: 'y' }).destroy();
        } catch (e) {
          error = { type: e.constructor.name, message: e.message };
        }
        first.destroy();
        let again = 'ok';
        try {
          new window.dom.Scroller(el, { axis: 'y' }).destroy();
        } catch (e) {
          again = e.message;
        }
        return { error, again };
      });
      assert.ok(result.error, 'the second constructor throws');
      assert.match(result.error.message, /^kinema: Scroller/);
      assert.match(result.error.message, /already/i);
      assert.equal(result.again, 'ok');
    });
  });
});
