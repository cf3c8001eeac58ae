// The Scroller's opt-in features in Chromium (issue 23: a page pays only for
// what it uses; issue 26: features meet the Scroller through its context).
// Without its feature, each method, getter and option that needs one throws a
// TypeError naming the import, and the scroller is left working (a later
// scrollTo lands exactly, the native offset with it); with it, the feature
// works through the context: Pull's hold opens the list past its start and
// lets it back (the native offset stays 0 throughout: the overscroll is a
// translate), and update() attaches and removes Accessibility (roles, live
// region) as `accessibility` changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { newPage, waitFor } from './browser.js';
import { servedChromium } from './served.js';
import { pollFor } from './input.js';

const served = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

async function openDefects() {
  const opened = await newPage(served.browser);
  await opened.page.goto(`${served.server.url}tests/browser/fixtures/defects/`);
  await waitFor(opened.page.locator('body:not([data-state="loading"])'), opened.problems, { state: 'attached' });
  assert.equal(await opened.page.evaluate(() => window.loadError ?? document.body.dataset.state), 'ready');
  return opened;
}

test('without its feature, holdOverscroll, slidesInView, slideProgress and update() of a gated option throw a TypeError naming the import; the scroller keeps working (Chromium)', async () => {
  const { page, problems, close } = await openDefects();
  try {
    const r = await page.evaluate(() => {
      const el = window.build('<div class="scroller" style="height:300px;overflow-y:auto">' + window.rows(40) + '</div>').firstChild;
      const s = new window.dom.Scroller(el);
      const calls = {
        holdOverscroll: () => s.holdOverscroll(-56),
        slidesInView: () => s.slidesInView,
        slideProgress: () => s.slideProgress,
        accessibility: () => s.update({ accessibility: true }),
        wheel: () => s.update({ wheel: 'smooth' }),
        slidesToScroll: () => s.update({ snap: 'children', slidesToScroll: 2 }),
      };
      const out = {};
      for (const [name, call] of Object.entries(calls)) {
        try {
          call();
          out[name] = 'no error';
        } catch (e) {
          out[name] = `${e.constructor.name}: ${e.message}`;
        }
      }
      s.scrollTo(120, { animate: false });
      out.after = { position: s.position, scrollTop: el.scrollTop, snap: s.snapPoints.length, wheel: 'kept' };
      s.destroy();
      return out;
    });
    const names = { holdOverscroll: 'Pull', slidesInView: 'Slides', slideProgress: 'Slides', accessibility: 'Accessibility', wheel: 'SmoothWheel', slidesToScroll: 'SlidesToScroll' };
    for (const [what, name] of Object.entries(names)) {
      assert.match(r[what], new RegExp(`^TypeError: kinema: Scroller.*needs the ${name} feature: import \\{ ${name} \\} from 'kinema/dom' and pass \`use: \\[${name}\\]\``), what);
    }
    assert.deepEqual(r.after, { position: 120, scrollTop: 120, snap: 0, wheel: 'kept' }, 'a failed update() changed nothing');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('use: [Pull]: a hold at rest on the start opens the list to -56 px past it (a translate; the native offset stays 0) and release() lets it back to 0 (Chromium)', async () => {
  const { page, problems, close } = await openDefects();
  try {
    await page.evaluate(() => {
      const el = window.build('<div class="scroller" style="height:300px;overflow-y:auto">' + window.rows(40) + '</div>').firstChild;
      window.el = el;
      window.s = new window.dom.Scroller(el, { use: [window.dom.Pull] });
      window.seen = [];
      window.s.on('scroll', () => window.seen.push(el.scrollTop));
      window.hold = window.s.holdOverscroll(-56);
    });
    await pollFor(page, () => !window.s.animating && window.s.position === -56, { problems, message: 'the hold to open the list to -56' });
    const open = await page.evaluate(() => ({
      overscroll: window.s.overscroll, bounds: window.s.bounds, active: window.hold.active,
      translate: window.el.firstElementChild.style.translate, scrollTop: window.el.scrollTop,
    }));
    assert.deepEqual(open, { overscroll: -56, bounds: { min: -56, max: open.bounds.max }, active: true, translate: '0px 56px', scrollTop: 0 });
    await page.evaluate(() => window.hold.release());
    await pollFor(page, () => !window.s.animating && window.s.position === 0, { problems, message: 'the release back to 0' });
    const back = await page.evaluate(() => ({
      overscroll: window.s.overscroll, min: window.s.bounds.min, active: window.hold.active, scrollTops: [...new Set(window.seen)],
    }));
    assert.deepEqual(back, { overscroll: 0, min: 0, active: false, scrollTops: [0] });
    await page.evaluate(() => window.s.destroy());
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('use: [Accessibility]: update({ accessibility }) attaches and removes the feature: roles, labels and the live region come and go, the author\'s attributes stay (Chromium)', async () => {
  const { page, problems, close } = await openDefects();
  try {
    const r = await page.evaluate(() => {
      const slides = Array.from({ length: 4 }, (_, i) => `<div style="flex:0 0 200px;height:100px">${i}</div>`).join('');
      const el = window.build(`<div style="display:flex;width:300px;overflow-x:auto">${slides}</div>`).firstChild;
      el.firstElementChild.setAttribute('aria-label', 'Intro');
      const state = () => ({
        role: el.getAttribute('role'), labels: [...el.children].map((c) => c.getAttribute('aria-label')),
        region: el.nextElementSibling?.getAttribute('aria-live') ?? null,
      });
      const s = new window.dom.Scroller(el, { axis: 'x', snap: 'children', use: [window.dom.Accessibility] });
      const off = state();
      s.update({ accessibility: true });
      const on = state();
      s.update({ accessibility: false });
      const offAgain = state();
      s.update({ accessibility: true });
      s.destroy();
      return { off, on, offAgain, destroyed: state() };
    });
    const none = { role: null, labels: ['Intro', null, null, null], region: null };
    assert.deepEqual(r.off, none);
    assert.deepEqual(r.on, { role: 'region', labels: ['Intro', '2 of 4', '3 of 4', '4 of 4'], region: 'polite' });
    assert.deepEqual(r.offAgain, none);
    assert.deepEqual(r.destroyed, none);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
