// Issue 21 item 1 in Firefox ESR (puppeteer-core over WebDriver BiDi): the
// page's writes to scrollTop during a Scroller's motion win. BiDi input has
// no timestamps, so the motions here are the program's (scrollTo) and a
// bounce (a drag past the top: it bounces back at any release velocity);
// the writes come from a timer and from the Scroller's own 'scroll'
// listener. Each ends at rest where the browser kept the write, position
// === scrollTop, no translate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith } from './launch.js';
import { launchFirefox, openFirefoxPage } from './firefox.js';
import { firefoxInput, pollFor } from './input.js';
import { withPage } from './open.js';

const PAGE = 'tests/browser/fixtures/external/';

const served = servedWith({ firefox: launchFirefox });

/** Arms `write` (code with `el`) once `when` (code with `s`) holds in a 'scroll' listener: in it ('listener') or from a timer. */
function arm(page, { when, write, how }) {
  return page.evaluate((o) => window.arm(o), { when, write, how });
}

async function rest(page, problems) {
  await pollFor(page, () => window.written !== null && window.settlesAfter >= 1 && !window.s.animating && !window.s.dragging, { problems, message: 'settle after the write' });
  await page.evaluate(() => window.frames(4));
  return page.evaluate(() => ({ ...window.shown(window.s), written: window.written.top, movingAtWrite: window.movingAtWrite }));
}

function assertAtWrite(out, label) {
  assert.equal(out.movingAtWrite, true, `${label}: written during the motion`);
  assert.deepEqual({ position: out.position, native: out.native, translates: out.translates, moving: out.moving },
    { position: out.written, native: out.written, translates: [], moving: false }, `${label}: ${JSON.stringify(out)}`);
}

test('item 1 (Firefox): scrollTop = 3000 written during scrollTo(6000), from a timer and from a \'scroll\' listener, and during a bounce: each rests where written, no translate', async () => {
  await withPage(await openFirefoxPage(served.firefox, `${served.server.url}${PAGE}`), async ({ page, problems }) => {
    for (const how of ['timer', 'listener']) {
      await page.evaluate(() => { window.s = new window.dom.Scroller(window.list(200), { axis: 'y' }); });
      await arm(page, { when: 's.animating && s.position > 1000', write: 'el.scrollTop = 3000;', how });
      await page.evaluate(() => { window.s.scrollTo(6000); });
      assertAtWrite(await rest(page, problems), `scrollTo, ${how}`);
    }
    await page.evaluate(() => { window.s = new window.dom.Scroller(window.list(200), { axis: 'y' }); });
    await arm(page, { when: 's.animating && s.position < -10', write: 'el.scrollTop = 3000;', how: 'timer' });
    await firefoxInput(page).drag({ x: 190, y: 60 }, { y: 150 }, { duration: 96 });
    assertAtWrite(await rest(page, problems), 'bounce');
  });
});
