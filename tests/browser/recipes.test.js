// The recipes (examples/recipes/, issue 12 items 7 to 9) in headless
// Chromium with timestamped CDP input (tests/browser/input.js): a
// 10,000-row list, pull to refresh, and a Scroller driving the page (smooth
// wheel notches, a trackpad stream 1:1, keys, anchors, scrollIntoView, a
// native list inside). Each page loads the package's bundles through an
// import map (web/dist: `node scripts/bundle.mjs` after a change). What must
// hold right after an input (a notch has not jumped, a stream has moved
// exactly its deltas) is recorded by a listener on window, which runs
// after the Scroller's own in the same dispatch; everything else is polled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { pollFor } from './input.js';
import { servedChromium } from './served.js';
import { openReady, withPage } from './open.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

const open = (file, { hasTouch = false, init } = {}) => openReady(chromium.browser, `${chromium.server.url}examples/recipes/${file}`, { hasTouch, init });

/** Opens `file`, runs `scenario(opened)`, checks that the page reported no problem, closes it. */
const onPage = async (file, options, scenario) => withPage(await open(file, options), scenario);

/** Polls until the Scroller `name` (a global) is at rest: not dragging nor animating, and its 'settle' count reached `count`. */
function rest(page, name, problems) {
  return pollFor(page, (n) => !window[n].dragging && !window[n].animating && window.settles >= 1, { arg: name, problems, message: `${name} at rest` });
}

test('recipe big-list: 10,000 rows, a touch fling scrolls them natively (no style written on a row inside the bounds)', () => onPage('big-list.html', { hasTouch: true }, async ({ page, input, problems }) => {
  assert.equal(await page.evaluate(() => document.querySelectorAll('#list .row').length), 10_000);
  await page.evaluate(() => {
    window.settles = 0;
    window.scroller.on('settle', () => { window.settles++; });
    window.styleWrites = 0;   // style attribute changes on any row
    new MutationObserver((records) => { window.styleWrites += records.filter((r) => r.target.classList.contains('row')).length; })
      .observe(document.getElementById('list'), { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  // 300 px up in 6 moves 16 ms apart: released at 3125 px/s.
  await input.drag({ x: 200, y: 400 }, { y: -300 }, { pointer: 'touch', steps: 6, interval: 16, hold: 2 });
  await rest(page, 'scroller', problems);
  const out = await page.evaluate(() => ({
    position: window.scroller.position, top: document.getElementById('list').scrollTop, writes: window.styleWrites,
  }));
  assert.ok(out.position > 600, `flung beyond the 300 px drag: ${out.position}`);
  assert.equal(out.top, out.position, 'the native offset is the position');
  assert.equal(out.writes, 0, 'no style written on a row (no translate inside the bounds)');
}));

test('recipe pull-to-refresh: pulled past the threshold and released, the list is held open at 56 px until the work is done, then springs back with the new rows', () => onPage('pull-to-refresh.html', { hasTouch: true, init: () => { window.manualRefresh = true; } }, async ({ page, input, problems }) => {
  await page.evaluate(() => {
    window.settles = 0;
    window.distances = [];
    window.scroller.on('settle', () => { window.settles++; });
    window.scroller.on('overscroll', ({ axis, distance }) => window.distances.push([axis, distance]));
  });
  // A short pull (below the 72 px threshold) goes back without a refresh.
  await input.drag({ x: 200, y: 100 }, { y: 60 }, { pointer: 'touch', steps: 6, interval: 16, hold: 100 });
  await rest(page, 'scroller', problems);
  assert.equal(await page.evaluate(() => window.scroller.position), 0);
  assert.equal(await page.evaluate(() => document.getElementById('indicator').textContent), 'Pull to refresh');
  // A long pull, held still before the release (release velocity 0).
  await input.drag({ x: 200, y: 100 }, { y: 300 }, { pointer: 'touch', steps: 10, interval: 16, hold: 100 });
  await pollFor(page, () => !window.scroller.animating && window.scroller.position === -56
    && document.getElementById('indicator').textContent === 'Refreshing…', { problems, message: 'held open at 56 px' });
  const held = await page.evaluate(() => ({
    translate: document.querySelector('#list .row').style.translate,
    overscroll: window.scroller.overscroll,
    deepest: Math.min(...window.distances.map(([, d]) => d)),
    last: window.distances.at(-1),
    axes: [...new Set(window.distances.map(([a]) => a))],
  }));
  assert.equal(held.translate, '0px 56px', 'the rows are moved down by the held distance');
  assert.equal(held.overscroll, -56);
  assert.ok(held.deepest <= -72, `pulled past the threshold: ${held.deepest}`);
  assert.deepEqual(held.last, ['y', -56]);
  assert.deepEqual(held.axes, ['y']);
  // The refresh ends: released, back to 0 with three new rows on top.
  await page.evaluate(() => window.finishRefresh());
  await pollFor(page, () => !window.scroller.animating && window.scroller.position === 0
    && window.distances.at(-1)[1] === 0, { problems, message: 'released back to 0' });
  const done = await page.evaluate(() => ({
    first: document.querySelector('#list .row').textContent,
    translate: document.querySelector('#list .row').style.translate,
    status: document.getElementById('status').textContent,
  }));
  assert.equal(done.first, 'Message 33');
  assert.equal(done.translate, '');
  assert.equal(done.status, 'Refreshed: 33 messages');
}));

/** Records, after the page Scroller's own wheel listener ran, whether it animates and where it is. */
function recordWheel(page) {
  return page.evaluate(() => {
    window.settles = 0;
    window.page.on('settle', () => { window.settles++; });
    window.wheels = [];
    window.addEventListener('wheel', (e) => window.wheels.push({
      prevented: e.defaultPrevented, animating: window.page.animating, position: window.page.position, top: document.scrollingElement.scrollTop,
    }));
  });
}

test('recipe page: a Scroller on the page; a wheel notch glides to +100 px, a trackpad stream follows 1:1', () => onPage('page.html', {}, async ({ page, input, problems }) => {
  await recordWheel(page);
  const state = await page.evaluate(() => ({
    element: window.page.element === document.scrollingElement, max: window.page.bounds.max,
    touchAction: document.documentElement.style.touchAction, tabindex: document.documentElement.getAttribute('tabindex'),
  }));
  assert.deepEqual(state, { element: true, max: state.max, touchAction: '', tabindex: null });
  assert.ok(state.max > 2000, `the page's range: ${state.max}`);
  // One notch of a mouse wheel (Chromium: 100 px, deltaMode 0).
  await input.wheel(780, 500, { deltaY: 100 });
  let w = await page.evaluate(() => window.wheels);
  assert.deepEqual(w, [{ prevented: true, animating: true, position: 0, top: 0 }], 'animating from 0, not jumped');
  await pollFor(page, () => window.page.position === 100 && !window.page.animating, { problems, message: 'the notch lands on 100' });
  assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 100);
  // Two quick notches add up: 100 + 2 x 100.
  input.wait(500);
  await input.wheel(780, 500, { deltaY: 100 });
  await input.wheel(780, 500, { deltaY: 100, after: 30 });
  await pollFor(page, () => window.page.position === 300 && !window.page.animating, { problems, message: 'two notches land on 300' });
  // A trackpad: a stream of small pixel deltas 8 ms apart, after a pause.
  input.wait(500);
  await page.evaluate(() => { window.wheels = []; });
  const deltas = [2, 5, 9, 14, 20, 26, 30, 24, 12, 4];
  await input.wheel(780, 500, { deltaY: deltas[0] });
  for (const d of deltas.slice(1)) await input.wheel(780, 500, { deltaY: d, after: 8 });
  w = await page.evaluate(() => window.wheels);
  // Each event moves the page by its delta at once (a busy renderer may
  // coalesce a few events into one: their positions are then skipped).
  let sum = 300;
  const sums = deltas.map((d) => (sum += d));
  let j = 0;
  for (const e of w) {
    while (j < sums.length && sums[j] !== e.position) j++;
    assert.ok(j < sums.length, `${w.map((x) => x.position).join(', ')} is not a run of ${sums.join(', ')}`);
  }
  assert.equal(w.at(-1).position, sum, 'the last event: every delta, 1:1');
  assert.ok(w.every((e) => e.prevented && !e.animating));
  await rest(page, 'page', problems);
  assert.equal(await page.evaluate(() => window.page.position), sum);
}));

test('recipe page: keys, an anchor and scrollIntoView land where the browser puts them, and the Scroller follows', () => onPage('page.html', {}, async ({ page, input, problems }) => {
  await recordWheel(page);
  const max = await page.evaluate(() => window.page.bounds.max);
  await page.keyboard.press('End');
  await pollFor(page, (m) => window.page.position === m && !window.page.animating, { arg: max, problems, message: 'End: the bottom' });
  assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), max);
  await page.keyboard.press('Home');
  await pollFor(page, () => window.page.position === 0 && !window.page.animating, { problems, message: 'Home: the top' });
  // An anchor: the browser jumps, the Scroller follows and stays.
  const link = await page.evaluate(() => {
    const r = document.querySelector('a[href="#three"]').getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  await input.click(link.x, link.y);
  const target = await page.evaluate(() => Math.min(document.getElementById('three').offsetTop, window.page.bounds.max));
  await pollFor(page, (t) => location.hash === '#three' && Math.abs(window.page.position - t) < 1 && !window.page.animating
    && window.settles >= 1, { arg: target, problems, message: 'the anchor: at section three' });
  const landed = await page.evaluate(() => ({ top: document.scrollingElement.scrollTop, position: window.page.position }));
  assert.equal(landed.position, landed.top, 'the Scroller follows the native offset');
  // scrollIntoView, smooth: the browser's own animation runs to its end.
  await page.evaluate(() => { window.settles = 0; document.getElementById('two').scrollIntoView({ behavior: 'smooth' }); });
  const two = await page.evaluate(() => document.getElementById('two').offsetTop);
  await pollFor(page, (t) => Math.abs(window.page.position - t) < 1 && window.settles >= 1, { arg: two, problems, message: 'scrollIntoView: at section two' });
  assert.ok(Math.abs(await page.evaluate(() => document.getElementById('two').getBoundingClientRect().top)) < 1);
  // The Scroller's own scrollIntoView on the page: its spring, to the section's top.
  // The target is read before the call, in the same task, from the native
  // offset (read after, frames of the spring may have run: the position is
  // then a sub-pixel away from the offset the rectangle follows).
  const three = await page.evaluate(() => {
    window.settles = 0;
    const target = Math.min(document.getElementById('three').getBoundingClientRect().top + document.scrollingElement.scrollTop, window.page.bounds.max);
    window.page.scrollIntoView(document.getElementById('three'));
    return target;
  });
  await pollFor(page, (t) => Math.abs(window.page.position - t) < 0.5 && !window.page.animating && window.settles >= 1, { arg: three, problems, message: 'Scroller.scrollIntoView: at section three' });
  // An anchor followed while a notch animates (in the window's listener of
  // that notch's wheel event: the animation has just started): the
  // browser's jump wins, the animation does not pull the page back.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    window.addEventListener('wheel', () => { window.wasAnimating = window.page.animating; location.hash = '#one'; }, { once: true });
  });
  await pollFor(page, () => window.page.position === 0 && !window.page.animating, { problems, message: 'back at the top' });
  input.wait(500);
  await input.wheel(780, 500, { deltaY: 100 });   // beside the text column (not over the native list)
  const one = await page.evaluate(() => document.getElementById('one').offsetTop);
  await pollFor(page, (t) => Math.abs(window.page.position - t) < 1 && !window.page.animating, { arg: one, problems, message: 'the anchor wins over the notch' });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));   // after the native scroll's end (150 ms)
  const end = await page.evaluate(() => ({ was: window.wasAnimating, position: window.page.position, top: document.scrollingElement.scrollTop }));
  assert.equal(end.was, true, 'the notch was animating when the anchor was followed');
  assert.equal(end.position, end.top);
  assert.ok(Math.abs(end.top - one) < 1, `at section one: ${end.top} vs ${one}`);
}));

test('recipe page: a wheel over a native list inside scrolls the list first; at its end the page; destroy() leaves the page as it was', () => onPage('page.html', {}, async ({ page, input, problems }) => {
  await recordWheel(page);
  const box = await page.evaluate(() => {
    const r = document.getElementById('inner').getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  await input.wheel(box.x, box.y, { deltaY: 10 });
  for (let i = 0; i < 4; i++) await input.wheel(box.x, box.y, { deltaY: 10, after: 8 });
  let w = await page.evaluate(() => window.wheels);
  assert.ok(w.every((e) => !e.prevented && e.position === 0), 'the list\'s wheel: the page Scroller leaves it');
  await pollFor(page, () => document.getElementById('inner').scrollTop > 0, { problems, message: 'the native list scrolls' });
  assert.equal(await page.evaluate(() => window.page.position), 0);
  // At the list's end the wheel is the page's.
  await page.evaluate(() => {
    const inner = document.getElementById('inner');
    inner.scrollTop = inner.scrollHeight;
    window.wheels = [];
  });
  input.wait(500);
  await input.wheel(box.x, box.y, { deltaY: 10 });
  w = await page.evaluate(() => window.wheels);
  assert.deepEqual(w.map((e) => [e.prevented, e.position]), [[true, 10]]);
  await rest(page, 'page', problems);
  const after = await page.evaluate(() => {
    window.page.destroy();
    return { style: document.documentElement.getAttribute('style'), top: document.scrollingElement.scrollTop };
  });
  assert.deepEqual(after, { style: null, top: 10 });
}));

test('recipe page on a phone: a touch drag scrolls the page natively (pointer defaults to false there) and the Scroller follows it', () => onPage('page.html', { hasTouch: true }, async ({ page, input, problems }) => {
  await page.evaluate(() => {
    window.settles = 0;
    window.page.on('settle', () => { window.settles++; });
  });
  await input.drag({ x: 780, y: 500 }, { y: -200 }, { pointer: 'touch', steps: 8, interval: 16, hold: 100 });
  await pollFor(page, () => window.settles >= 1 && !window.page.animating
    && document.scrollingElement.scrollTop > 100, { problems, message: 'the page scrolled by touch and the Scroller settled' });
  await pollFor(page, () => window.page.position === document.scrollingElement.scrollTop, { problems, message: 'the Scroller follows the native offset' });
  assert.equal(await page.evaluate(() => window.page.dragging), false, 'the touch was never the Scroller\'s');
}));
