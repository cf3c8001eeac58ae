// RTL carousels (issue 21, item 7), in Chromium: snap indices, next(),
// prev(), snapTo() and the 'select' / 'snap' events follow the reading
// order, as in LTR. The same steps run on an LTR and an RTL carousel of six
// 400 px slides; the truth for each step is the browser's layout: the slide
// whose start edge (left in LTR, right in RTL) is at the viewport's start
// edge is the one the index names. snapPoints lists the offsets in that
// order (0, -400, ... in RTL, where scrollLeft runs from 0 to -extent), and
// a slide appended at the end keeps the selected slide (in RTL every sorted
// offset's index shifts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openReady, withPage } from './open.js';

const served = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

const openDefects = (options) => openReady(served.browser, `${served.server.url}tests/browser/fixtures/defects/`, options);

/** Runs the steps on a carousel with `dir`; returns what each step showed. */
async function steps(dir) {
  const slides = (n, from = 0) => Array.from({ length: n }, (_, i) => `<div class="slide" data-n="${from + i}">${from + i}</div>`).join('');
  const el = window.build(`<div dir="${dir}" class="scroller" style="width:400px;height:300px;overflow-x:auto;display:flex">${slides(6)}</div>`).firstChild;
  const clock = window.manualClock();
  const s = new window.dom.Scroller(el, { axis: 'x', snap: 'children', scheduler: clock.scheduler });
  const events = [];
  s.on('select', (d) => events.push(['select', d.index, d.previous]));
  s.on('snap', (d) => events.push(['snap', d.index]));
  // The slide whose start edge is at the viewport's start edge (within 1 px), by the layout.
  const atStart = () => {
    const box = el.getBoundingClientRect();
    const hit = [...el.children].find((c) => {
      const r = c.getBoundingClientRect();
      return dir === 'rtl' ? Math.abs(r.right - box.right) < 1 : Math.abs(r.left - box.left) < 1;
    });
    return hit ? Number(hit.dataset.n) : null;
  };
  const shot = (name) => {
    const out = { name, index: s.snapIndex, atStart: atStart(), events: events.splice(0) };
    return out;
  };
  const settle = () => clock.until(() => !s.animating);
  const out = [];
  out.push({ ...shot('start'), points: s.snapPoints });
  s.next(); s.next();                     // two quick calls: two slides on
  await settle(); out.push(shot('next twice'));
  s.prev();
  await settle(); out.push(shot('prev'));
  s.snapTo(4, { animate: false }); out.push(shot('snapTo(4)'));
  el.insertAdjacentHTML('beforeend', slides(1, 6));   // a slide at the end of the reading order
  await clock.until(() => s.snapPoints.length === 7); await settle(); out.push(shot('a slide appended'));
  el.focus();
  el.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
  await settle(); out.push(shot('End'));
  s.destroy();
  return out;
}

test('RTL carousel: indices, next(), prev(), snapTo(), select and snap follow the reading order as in LTR (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page }) => {
    const ltr = await page.evaluate(steps, 'ltr');
    const rtl = await page.evaluate(steps, 'rtl');
    assert.deepEqual(ltr[0].points, [0, 400, 800, 1200, 1600, 2000]);
    assert.deepEqual(rtl[0].points, [0, -400, -800, -1200, -1600, -2000], 'offsets in reading order');
    const expected = [
      { name: 'start', index: 0, atStart: 0, events: [] },
      { name: 'next twice', index: 2, atStart: 2, events: [['select', 1, 0], ['select', 2, 1], ['snap', 2]] },
      { name: 'prev', index: 1, atStart: 1, events: [['select', 1, 2], ['snap', 1]] },
      { name: 'snapTo(4)', index: 4, atStart: 4, events: [['select', 4, 1], ['snap', 4]] },
      { name: 'a slide appended', index: 4, atStart: 4, events: [] },
      { name: 'End', index: 6, atStart: 6, events: [['select', 6, 4], ['snap', 6]] },
    ];
    const strip = (r) => r.map(({ points, ...rest }) => rest);
    assert.deepEqual(strip(ltr), expected, 'LTR');
    assert.deepEqual(strip(rtl), expected, 'RTL as LTR');
  });
});

test('RTL interval snapping counts from the start as in LTR: points 0, -300, -600, -900, -1000 and next() twice goes to -600 (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page }) => {
    const run = (dir) => page.evaluate(async (dir) => {
      const el = window.build(`<div dir="${dir}" class="scroller" style="width:400px;height:200px;overflow-x:auto"><div style="width:1400px;height:200px"></div></div>`).firstChild;
      const clock = window.manualClock();
      const s = new window.dom.Scroller(el, { axis: 'x', snap: { interval: 300 }, scheduler: clock.scheduler });
      const points = s.snapPoints;
      s.next(); s.next();
      await clock.until(() => !s.animating);
      const out = { points, index: s.snapIndex, position: s.position, native: el.scrollLeft };
      s.destroy();
      return out;
    }, dir);
    assert.deepEqual(await run('ltr'), { points: [0, 300, 600, 900, 1000], index: 2, position: 600, native: 600 });
    assert.deepEqual(await run('rtl'), { points: [0, -300, -600, -900, -1000], index: 2, position: -600, native: -600 });
  });
});

test("RTL carousel: a touch swipe's 'release' event names the slide it lands on in reading order, as 'select' and the layout do (Chromium, 390x844)", async () => {
  await withPage(await openDefects({ viewport: { width: 390, height: 844 }, hasTouch: true }), async ({ page, input }) => {
    await page.evaluate(() => {
      const slides = Array.from({ length: 6 }, (_, i) => `<div class="slide" data-n="${i}" style="flex:0 0 390px">${i}</div>`).join('');
      const el = window.build(`<div dir="rtl" class="scroller" style="width:390px;height:300px;overflow-x:auto;display:flex">${slides}</div>`).firstChild;
      const s = window.carousel = new window.dom.Scroller(el, { axis: 'x', snap: 'children' });
      window.log = [];
      s.on('release', (d) => window.log.push(['release', d.index, d.target]));
      s.on('select', (d) => window.log.push(['select', d.index]));
    });
    const box = await page.locator('.scroller').boundingBox();
    // In RTL the next slide is to the left: the finger moves right, 160 px in 8 moves 16 ms apart, released moving.
    await input.drag({ x: box.x + 80, y: box.y + 150 }, { x: 160 }, { pointer: 'touch', steps: 8, interval: 16, hold: 4 });
    await page.waitForFunction(() => window.log.some((e) => e[0] === 'release') && !window.carousel.animating && !window.carousel.dragging);
    const r = await page.evaluate(() => {
      const el = window.carousel.element;
      const box = el.getBoundingClientRect();
      const atStart = [...el.children].find((c) => Math.abs(c.getBoundingClientRect().right - box.right) < 1);
      return { log: window.log, index: window.carousel.snapIndex, atStart: atStart ? Number(atStart.dataset.n) : null, position: window.carousel.position };
    });
    assert.equal(r.atStart, 1, 'the layout shows slide 1 at the start edge');
    assert.deepEqual(r.log, [['select', 1], ['release', 1, -390]]);
    assert.equal(r.index, 1);
    assert.equal(r.position, -390);
  });
});

test('loop: true on an RTL carousel throws a TypeError that names the limitation; the element then takes a Scroller without it (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page }) => {
    const r = await page.evaluate(() => {
      const slides = Array.from({ length: 5 }, (_, i) => `<div class="slide" style="flex:0 0 300px">${i}</div>`).join('');
      const el = window.build(`<div dir="rtl" id="rtl-loop" class="scroller" style="width:300px;height:200px;overflow-x:auto;display:flex">${slides}</div>`).firstChild;
      let error = null;
      try {
        new window.dom.Scroller(el, { axis: 'x', snap: 'children', loop: true, use: [window.dom.Loop] });
      } catch (e) {
        error = `${e.name}: ${e.message}`;
      }
      const again = new window.dom.Scroller(el, { axis: 'x', snap: 'children' });   // not claimed: nothing half-built
      const points = again.snapPoints;
      again.destroy();
      el.dir = 'ltr';
      const ltr = new window.dom.Scroller(el, { axis: 'x', snap: 'children', loop: true, use: [window.dom.Loop] });
      const active = ltr.loop.active;
      ltr.destroy();
      return { error, points, active, style: el.getAttribute('style') };
    });
    assert.match(r.error ?? '', /^TypeError: kinema: Scroller: option `loop` does not support a right-to-left or bottom-to-top axis yet: `element` \(div#rtl-loop\.scroller\); give it dir="ltr"/);
    assert.deepEqual(r.points, [0, -300, -600, -900, -1200]);
    assert.equal(r.active, true, 'the same carousel loops left to right');
  });
});
