// Issue 21 in WebKit (WebKitGTK's MiniBrowser over classic WebDriver,
// tests/browser/webkit.js): the drag, fling and external-write cases.
// WebKitGTK's driver turns touch actions into mouse events, so the drags
// are mouse drags (W3C actions with durations, which a loaded machine
// stretches: the assertions hold for whatever release velocity the page
// saw). The writes come from the page's own code, as in the Chromium tests
// (external-writes.test.js, external-sweep.test.js): each must end at rest
// where it put the native offset, position === scrollTop, no translate
// (for focus(), which WebKit scrolls at its next rendering: the button in view).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith, WEBKIT_COLLECTOR } from './launch.js';
import { startWebKit } from './webkit.js';

const PAGE = 'tests/browser/fixtures/external/';

const served = servedWith({ webkit: startWebKit }, { inject: WEBKIT_COLLECTOR });

async function open() {
  await served.webkit.navigate(`${served.server.url}${PAGE}`);
  await served.webkit.until(() => document.body.dataset.state !== 'loading', [], { timeout: 60_000 });
  assert.equal(await served.webkit.execute(() => window.loadError ?? document.body.dataset.state), 'ready');
}

const problems = () => served.webkit.execute(() => window.__problems);
const mouse = (actions) => ({ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions });

/** A drag of the list at (190, y) by `by` px in `steps` moves of 16 ms, released at once. */
function drag(y, by, steps = 6) {
  return served.webkit.perform([mouse([
    { type: 'pointerMove', duration: 0, origin: 'viewport', x: 190, y },
    { type: 'pointerDown', button: 0 },
    ...Array.from({ length: steps }, (_, i) => ({ type: 'pointerMove', duration: 16, origin: 'viewport', x: 190, y: Math.round(y + by * (i + 1) / steps) })),
    { type: 'pointerUp', button: 0 },
  ])]);
}

/** Arms `write` (code with `el`) from a timer once the Scroller `window.s` passes `when` (code with `s`) in a 'scroll' listener. */
function arm(when, write) {
  return served.webkit.execute((o) => window.arm(o), { when, write, how: 'timer' });
}

async function restAfterWrite() {
  await served.webkit.until(() => window.written !== null && window.settlesAfter >= 1 && !window.s.animating && !window.s.dragging, [], { timeout: 60_000 });
  await served.webkit.execute(() => window.frames(4));
  return served.webkit.execute(() => ({ ...window.shown(window.s), written: window.written.top, movingAtWrite: window.movingAtWrite || window.draggingAtWrite }));
}

test('WebKit (mouse): scrollTop = 3000 written during a bounce back, and mid-fling: rests at 3000, position === scrollTop, no translate', async () => {
  await open();
  // A bounce: 150 px down at the top, released (held or not, it bounces back).
  await served.webkit.execute(() => { window.s = new window.dom.Scroller(window.list(200), { axis: 'y' }); });
  await arm('s.animating && s.position < -10', 'el.scrollTop = 3000;');
  await drag(60, 150);
  let out = await restAfterWrite();
  assert.equal(out.movingAtWrite, true, 'written during the bounce');
  assert.deepEqual({ position: out.position, native: out.native, translates: out.translates, moving: out.moving }, { position: 3000, native: 3000, translates: [], moving: false });

  // A fling: 240 px up in 6 moves 16 ms apart. A loaded machine stretches
  // WebKit's action ticks: a release after a hold does not fling, and then
  // there is no motion to write during (reported, not required).
  await served.webkit.execute(() => { window.s = new window.dom.Scroller(window.list(200), { axis: 'y' }); window.released = false; });
  await arm('s.animating && s.position > 150', 'el.scrollTop = 3000;');
  await drag(280, -240);
  await served.webkit.until(() => !window.s.dragging && (window.written !== null || !window.s.animating), [], { timeout: 60_000 });
  if (await served.webkit.execute(() => window.written === null)) {
    console.log('# WebKit: the drag was received too slowly to fling (a loaded machine): no write mid-fling');
  } else {
    out = await restAfterWrite();
    assert.equal(out.movingAtWrite, true, 'written during the fling');
    assert.deepEqual({ position: out.position, native: out.native, translates: out.translates, moving: out.moving }, { position: 3000, native: 3000, translates: [], moving: false });
  }
  assert.deepEqual(await problems(), []);
});

test('WebKit (mouse): scrollTop = 3000 written during a drag wins; the drag goes on from there: position === scrollTop >= 3000, no translate', async () => {
  await open();
  await served.webkit.execute(() => { window.s = new window.dom.Scroller(window.list(200), { axis: 'y' }); });
  await arm('s.dragging && s.position > 30', 'el.scrollTop = 3000;');
  await drag(280, -200, 12);
  const out = await restAfterWrite();
  assert.equal(out.movingAtWrite, true, 'written during the drag');
  assert.ok(out.native >= 3000, `from 3000 on (${out.native})`);
  assert.equal(out.position, out.native);
  assert.deepEqual(out.translates, []);
  assert.deepEqual(await problems(), []);
});

test('WebKit: scrollTop =, scrollTo, scrollBy, scrollIntoView and focus() during scrollTo(6000), at 4 moments each (manual clock): each ends where it was written, no translate', async () => {
  await open();
  const failures = await served.webkit.execute(async () => {
    const writes = {
      'scrollTop =': 'el.scrollTop = 5000;',
      'scrollTo()': 'el.scrollTo(0, 700);',
      'scrollBy()': 'el.scrollBy(0, -900);',
      'scrollIntoView()': 'el.children[120].scrollIntoView();',
      'focus()': "document.getElementById('b3').focus();",
    };
    const out = [];
    for (const frames of [1, 8, 21, 44]) {
      for (const [kind, write] of Object.entries(writes)) {
        const el = window.list(200, { button: true });
        el.scrollTop = 2000;
        const clock = window.manualClock();
        const s = new window.dom.Scroller(el, { axis: 'y', scheduler: clock.scheduler });
        let settled = 0;
        s.on('settle', () => { settled++; });
        s.scrollTo(6000);
        for (let i = 0; i < frames - 1; i++) clock.frame(16);
        let moving = null, written = null;
        const run = () => {
          moving = s.animating;
          new Function('el', write)(el);
          written = el.scrollTop;
        };
        // Odd moments: in the Scroller's own 'scroll' listener, inside its frame; even: from a task after it.
        const inFrame = frames % 2 === 1;
        const off = inFrame ? s.on('scroll', () => { off(); run(); }) : null;
        clock.frame(16);
        if (!inFrame) run();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        for (let i = 0; i < 2000 && !(settled > 0 && !s.animating); i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          clock.frame(16);
        }
        const got = { moving, position: s.position, native: el.scrollTop, translates: [...el.children].filter((c) => c.style.translate !== '').length };
        const want = { moving: true, position: written, native: written, translates: 0 };
        if (kind === 'focus()') {
          // WebKit brings the focused button into view at its next rendering,
          // not in focus(): the truth is where it put it, the button in view.
          const box = el.getBoundingClientRect(), r = document.getElementById('b3').getBoundingClientRect();
          got.inView = r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
          Object.assign(want, { position: got.native, native: got.native, inView: true });
        }
        if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`frame ${frames}, ${kind}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
        s.destroy();
      }
    }
    return out;
  });
  assert.deepEqual(failures, []);
  assert.deepEqual(await problems(), []);
});
