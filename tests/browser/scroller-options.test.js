// Options that fail validation (issue 21, item 12), in Chromium: each throws
// from `new Scroller(el, options)` a TypeError or RangeError naming the
// option, and leaves the element as it was (no attribute, style or listener
// half-built) and free: a later `new Scroller(el)` works. The case the item
// names: `snap: { interval: 1e-9 }` on a 1,700 px range throws a RangeError
// naming `snap.interval` (it made `snapPoints` throw a bare "Invalid array
// length"), and the finest allowed interval's `snapPoints` are readable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { pollFor } from './input.js';
import { openReady, withPage } from './open.js';

const served = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

const openDefects = () => openReady(served.browser, `${served.server.url}tests/browser/fixtures/defects/`);

// [the options, the error's class, what its message must name]
const BAD = [
  [{ snap: { interval: 1e-9 } }, 'RangeError', 'snap.interval'],
  [{ snap: { interval: 0.25 } }, 'RangeError', 'snap.interval'],
  [{ snap: { interval: -1 } }, 'RangeError', 'snap.interval'],
  [{ snap: { points: [] } }, 'RangeError', 'snap.points'],
  [{ snap: { points: [200, 100] } }, 'RangeError', 'snap.points[1]'],
  [{ snap: { children: true, align: 'middle' } }, 'TypeError', 'snap.align'],
  [{ snap: 'yes' }, 'TypeError', 'snap'],
  [{ axis: 'z' }, 'TypeError', 'axis'],
  [{ bounds: { min: 10, max: 5 } }, 'RangeError', 'bounds.max'],
  [{ bounds: { min: NaN } }, 'RangeError', 'bounds.min'],
  [{ wheel: 'fast' }, 'TypeError', 'wheel'],
  [{ keyboard: 1 }, 'TypeError', 'keyboard'],
  [{ landing: 'glide' }, 'TypeError', 'landing'],
  [{ accessibility: 'yes' }, 'TypeError', 'accessibility'],
  [{ overscrollBehavior: 'auto!' }, 'TypeError', 'overscrollBehavior'],
  [{ spring: { stiffness: -1 } }, 'RangeError', 'spring.stiffness'],
  [{ tolerance: { distance: -1 } }, 'RangeError', 'tolerance.distance'],
  [{ drag: 2 }, 'RangeError', 'drag'],
  [{ physics: 'windows' }, 'TypeError', 'physics'],
  [{ content: 5 }, 'TypeError', 'content'],
  [{ pointer: 'no' }, 'TypeError', 'pointer'],
  [{ reducedMotion: 'less' }, 'TypeError', 'reducedMotion'],
  [{ scheduler: {} }, 'TypeError', 'scheduler'],
  [{ speed: 2 }, 'TypeError', 'speed'],
  // An option given without its opt-in feature in `use` (issue 23): the message names the import.
  [{ accessibility: true }, 'TypeError', "import { Accessibility } from 'kinema/dom'"],
  [{ wheel: 'smooth' }, 'TypeError', "import { SmoothWheel } from 'kinema/dom'"],
  [{ snap: 'children', slidesToScroll: 2 }, 'TypeError', "import { SlidesToScroll } from 'kinema/dom'"],
  [{ pull: true }, 'TypeError', "import { Pull } from 'kinema/dom'"],
];

test('every option that fails validation throws from the constructor, naming it, and leaves the element as it was and free for a new Scroller (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page }) => {
    const results = await page.evaluate((bad) => {
      bad[9][0].bounds.min = NaN;   // JSON has no NaN
      const stage = window.build('<div id="list" class="scroller" style="height:300px;overflow-y:auto">' + window.rows(40) + '</div>');
      const el = stage.firstChild;
      el.setAttribute('style', el.style.cssText);   // the serialisation a restored style gets
      const snapshot = () => JSON.stringify([...el.attributes].map((a) => [a.name, a.value]).concat(
        [...el.children].slice(0, 3).map((c) => c.getAttribute('style'))));
      const before = snapshot();
      return bad.map(([options]) => {
        let error = null;
        try {
          new window.dom.Scroller(el, options).destroy();
        } catch (e) {
          error = { name: e.constructor.name, message: e.message };
        }
        const after = snapshot();
        let again;
        try {
          const s = new window.dom.Scroller(el);
          s.scrollTo(120, { animate: false });
          again = { position: s.position, scrollTop: el.scrollTop };
          s.destroy();
          el.scrollTop = 0;
        } catch (e) {
          again = { error: `${e.constructor.name}: ${e.message}` };
        }
        return { error, same: after === before, again, diff: after === before ? null : [before, after] };
      });
    }, BAD);
    results.forEach(({ error, same, again }, i) => {
      const [options, kind, name] = BAD[i];
      const what = JSON.stringify(options);
      assert.ok(error, `${what} must throw`);
      assert.equal(error.name, kind, `${what}: ${error.message}`);
      assert.ok(error.message.includes(`\`${name}\``) || error.message.includes(name), `${what}: the message names ${name}: ${error.message}`);
      assert.ok(same, `${what}: the element is left as it was: ${JSON.stringify(results[i].diff)}`);
      assert.deepEqual(again, { position: 120, scrollTop: 120 }, `${what}: a later new Scroller(el) works`);
    });
  });
});

test('snap.interval: 1e-9 on a 1,700 px range is a RangeError naming snap.interval and why; the finest interval lists its points (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page }) => {
    const r = await page.evaluate(() => {
      const el = window.build('<div class="scroller" style="height:300px;overflow-y:auto">' + window.rows(40) + '</div>').firstChild;
      let message = null;
      try {
        new window.dom.Scroller(el, { snap: { interval: 1e-9 } });
      } catch (e) {
        message = `${e.constructor.name}: ${e.message}`;
      }
      const s = new window.dom.Scroller(el, { snap: { interval: 0.5 } });
      const points = s.snapPoints;
      const out = { message, range: s.bounds, count: points.length, last: points.at(-1), second: points[1] };
      s.destroy();
      return out;
    });
    assert.match(r.message, /^RangeError: .*`snap\.interval` must be at least 0\.5 px \(snap points closer than half a pixel are one point\), got 1e-9/);
    assert.deepEqual(r.range, { min: 0, max: 1700 });
    assert.deepEqual([r.count, r.second, r.last], [3401, 0.5, 1700]);
  });
});

// The Scroller's opt-in features in Chromium (issue 23: a page pays only for
// what it uses; issue 26: features meet the Scroller through its context).
// Without its feature, each method, getter and option that needs one throws a
// TypeError naming the import, and the scroller is left working (a later
// scrollTo lands exactly, the native offset with it); with it, the feature
// works through the context: Pull's hold opens the list past its start and
// lets it back (the native offset stays 0 throughout: the overscroll is a
// translate), and update() attaches and removes Accessibility (roles, live
// region) as `accessibility` changes.

test('without its feature, holdOverscroll, slidesInView, slideProgress and update() of a gated option throw a TypeError naming the import; the scroller keeps working (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page }) => {
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
  });
});

test('use: [Pull]: a hold at rest on the start opens the list to -56 px past it (a translate; the native offset stays 0) and release() lets it back to 0 (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page, problems }) => {
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
  });
});

test('use: [Accessibility]: update({ accessibility }) attaches and removes the feature: roles, labels and the live region come and go, the author\'s attributes stay (Chromium)', async () => {
  await withPage(await openDefects(), async ({ page }) => {
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
  });
});
