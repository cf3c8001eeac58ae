// Removed slides (issue 21, item 11), in Chromium: when removing slides
// moves a carousel's selection, 'select' fires with the new index (it was
// resynchronised silently). Six 400 px slides resting on the last; the last
// three removed: the carousel rests on the new last slide, and 'select'
// says { index: 2, previous: 5 } once; a removal that leaves the selected
// slide's index alone fires nothing. The truth is the layout: the slide at
// the viewport's start edge and the native offset. LTR and RTL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openReady, withPage } from './open.js';

const served = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));

async function run(page, dir) {
  return page.evaluate(async (dir) => {
    const slides = Array.from({ length: 6 }, (_, i) => `<div class="slide" data-n="${i}">${i}</div>`).join('');
    const el = window.build(`<div dir="${dir}" class="scroller" style="width:400px;height:300px;overflow-x:auto;display:flex">${slides}</div>`).firstChild;
    const clock = window.manualClock();
    const s = new window.dom.Scroller(el, { axis: 'x', snap: 'children', scheduler: clock.scheduler });
    const events = [];
    s.on('select', (d) => events.push([d.index, d.previous]));
    const atStart = () => window.childAtStart(el, dir);   // the slide at the viewport's start edge, by the layout
    const state = () => ({ index: s.snapIndex, atStart: atStart(), position: s.position, native: el.scrollLeft, events: events.splice(0) });
    s.snapTo(5, { animate: false });
    events.length = 0;
    const before = state();
    // Remove the slide before the last: the selected index (5) would be past the end.
    for (const n of [5, 4, 3]) el.querySelector(`[data-n="${n}"]`).remove();
    await clock.until(() => s.snapPoints.length === 3 && !s.animating);
    const removed = state();
    s.snapTo(0, { animate: false });
    events.length = 0;
    el.querySelector('[data-n="2"]').remove();      // after the selected one: index 0 stays
    await clock.until(() => s.snapPoints.length === 2 && !s.animating);
    const after = state();
    s.destroy();
    return { before, removed, after };
  }, dir);
}

for (const dir of ['ltr', 'rtl']) {
  test(`removing slides that moves the selection fires select with the new index (${dir.toUpperCase()}, Chromium)`, async () => {
    await withPage(await openReady(served.browser, `${served.server.url}tests/browser/fixtures/defects/`), async ({ page }) => {
      const r = await run(page, dir);
      const sign = dir === 'rtl' ? -1 : 1;
      assert.deepEqual(r.before, { index: 5, atStart: 5, position: sign * 2000, native: sign * 2000, events: [] });
      assert.deepEqual(r.removed, { index: 2, atStart: 2, position: sign * 800, native: sign * 800, events: [[2, 5]] });
      assert.deepEqual(r.after, { index: 0, atStart: 0, position: 0, native: 0, events: [] });
    });
  });
}
