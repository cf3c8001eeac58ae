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
