// Issue 21, "done when": a sweep of writes to the scroll offset during the
// Scroller's motions. For 20 seeded moments of each motion (a fling, a
// bounce back from overscroll, scrollTo) and each kind of write the page's
// code makes (`scrollTop =`, scrollTo, scrollBy, a row's scrollIntoView,
// a button's focus()), the Scroller must end at rest where the write put
// the native offset (read back right after the write: the browser's own
// truth, clamped as it clamps), with `position === scrollTop` and no
// `translate` on any row; for scrollIntoView and focus the row is where the
// browser put it (the button inside the viewport; the row's top at the
// viewport's top, but during a bounce, see below).
//
// The Scroller runs on the page's manual clock (the public `scheduler`
// option), so the k-th frame of a motion is the same state in every run;
// the fling and the bounce come from a timestamped CDP drag (the same
// velocity each time). The moments, targets and rows come from a seeded
// PRNG (tests/js/prng.js): a failure names its case, which replays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedChromium } from './served.js';
import { openReady } from './open.js';
import { prng } from '../js/prng.js';

const chromium = servedChromium(fileURLToPath(new URL('../../', import.meta.url)));
const PAGE = 'tests/browser/fixtures/external/';
const MOMENTS = 20;
const ROWS = 200;   // 50 px each: 10,000 px, 300 px viewport, max 9,700

const WRITES = {
  'scrollTop =': ({ target }) => `el.scrollTop = ${target};`,
  'scrollTo()': ({ target }) => `el.scrollTo(0, ${target});`,
  'scrollBy()': ({ delta }) => `el.scrollBy(0, ${delta});`,
  'scrollIntoView()': ({ row }) => `el.children[${row}].scrollIntoView();`,
  'focus()': ({ row }) => `document.getElementById('b${row}').focus();`,
};

const MOTIONS = {
  // 240 px up in 6 moves 16 ms apart from the top: a fling of some 1,500 px.
  fling: { start: 0, drag: { from: { x: 190, y: 280 }, by: { y: -240 } } },
  // 160 px down at the top: overscroll, released held still: a bounce back to 0.
  bounce: { start: 0, drag: { from: { x: 190, y: 60 }, by: { y: 160 } }, hold: 60 },
  scrollTo: { start: 2000, call: 's.scrollTo(6000)' },
};

const open = () => openReady(chromium.browser, `${chromium.server.url}${PAGE}`);

/** A fresh list and Scroller on a manual clock at `start` px; the clock is window.clock. */
function setUp(page, start) {
  return page.evaluate(({ rows, start }) => {
    const el = window.list(rows, { button: true });
    el.scrollTop = start;
    window.clock = window.manualClock();
    window.s = new window.dom.Scroller(el, { axis: 'y', scheduler: window.clock.scheduler });
    window.settled = 0;
    window.s.on('settle', () => { window.settled++; });
  }, { rows: ROWS, start });
}

/** Starts `motion` (its drag through CDP, or its call): resolves once it animates. */
async function startMotion(page, input, motion) {
  if (motion.call) {
    await page.evaluate((call) => { new Function('s', call)(window.s); }, motion.call);
  } else {
    await input.drag(motion.drag.from, motion.drag.by, { steps: 6, interval: 16, hold: motion.hold ?? 2 });
  }
  assert.equal(await page.evaluate(() => window.s.animating), true, 'the motion runs');
}

/**
 * Runs the motion's frames on the manual clock, `frames` of them, with the
 * write at the last one, made as pages make it (`inFrame` alternates):
 * from a 'scroll' listener of the Scroller's, inside its frame; or from a
 * task between two frames, the browser's scroll event of the write
 * arriving before the Scroller's next frame. Then frames (16 ms each, with
 * real time in between for the browser's scroll events and the end of its
 * scroll) until it has settled. Returns what the page shows then.
 */
function runCase(page, { frames, write, inFrame }) {
  return page.evaluate(async ({ frames, write, inFrame }) => {
    const s = window.s;
    const el = s.element;
    const act = new Function('el', write);
    const wait = () => new Promise((resolve) => setTimeout(resolve, 10));
    const nextRendering = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let i = 0; i < frames - 1; i++) window.clock.frame(16);
    let movingAtWrite = null;
    let written = null;
    let wrote = null;   // whether the write moved the offset (focus() of a control already in view does not)
    const settledBefore = window.settled;
    const run = () => {
      movingAtWrite = s.animating;
      const before = el.scrollTop;
      act(el);
      written = el.scrollTop;
      wrote = written !== before;
    };
    if (inFrame) {
      const off = s.on('scroll', () => { off(); run(); });
      window.clock.frame(16);
      if (written === null) run();   // the frame did not move it (a write at rest is no test: movingAtWrite says so)
    } else {
      window.clock.frame(16);
      run();
    }
    await nextRendering();   // the browser's scroll event of the write
    for (let i = 0; i < 2000 && !(window.settled > settledBefore && !s.animating); i++) {
      await wait();
      window.clock.frame(16);
    }
    for (let i = 0; i < 3; i++) { await wait(); window.clock.frame(16); }
    const focused = document.activeElement;
    const row = focused?.closest?.('.row') ?? null;
    const box = el.getBoundingClientRect();
    return {
      movingAtWrite, written, wrote, settled: window.settled > settledBefore,
      position: s.position, native: el.scrollTop, moving: s.animating || s.dragging,
      translates: [...el.children].filter((c) => c.style.translate !== '').length,
      focusedInView: row ? row.getBoundingClientRect().top >= box.top - 0.5 && row.getBoundingClientRect().bottom <= box.bottom + 0.5 : null,
    };
  }, { frames, write, inFrame });
}

test(`sweep: ${MOMENTS} seeded moments of a fling, a bounce and scrollTo, times 5 kinds of write: each ends where it was written, position === scrollTop, no translate`, { timeout: 900_000 }, async () => {
  const opened = await open();
  const { page, input, problems } = opened;
  const failures = [];
  let cases = 0;
  try {
    for (const [name, motion] of Object.entries(MOTIONS)) {
      // How many frames the motion runs by itself (the same each time).
      await setUp(page, motion.start);
      await startMotion(page, input, motion);
      const alone = await page.evaluate(async () => {
        const frames = await window.clock.until(() => !window.s.animating);
        return { frames, position: window.s.position };
      });
      assert.ok(alone.frames >= 20, `${name} runs for ${alone.frames} frames (to ${alone.position})`);
      const random = prng(0x2100 + name.length);
      for (let m = 0; m < MOMENTS; m++) {
        const frames = 1 + Math.floor(random() * (alone.frames - 2));   // a frame at which it still moves
        const params = {
          target: Math.round(random() * 9700),
          delta: Math.round((random() - 0.5) * 6000),
          row: Math.floor(random() * ROWS),
        };
        for (const [kind, write] of Object.entries(WRITES)) {
          const label = `${name}, frame ${frames}${m % 2 === 1 ? ' (in its scroll listener)' : ''}, ${kind} (${JSON.stringify(params)})`;
          await setUp(page, motion.start);
          await startMotion(page, input, motion);
          const out = await runCase(page, { frames, write: write(params), inFrame: m % 2 === 1 });
          cases++;
          // focus() of a control already in view scrolls nothing, as in the
          // browser's own scrolling: the motion goes on and ends where it
          // rests (on its native offset); every other write ends where it was written.
          const end = kind === 'focus()' && !out.wrote ? out.native : out.written;
          const expected = {
            movingAtWrite: true, settled: true, moving: false, native: end, position: end, translates: 0,
            focusedInView: kind === 'focus()' ? true : null,
          };
          const actual = {
            movingAtWrite: out.movingAtWrite, settled: out.settled, moving: out.moving, native: out.native, position: out.position,
            translates: out.translates, focusedInView: out.focusedInView,
          };
          if (kind === 'scrollIntoView()' && name !== 'bounce') {
            // (During a bounce the rows carry the overscroll as a translate, and
            // the browser aligns the row's translated box: the write is still the
            // truth, the row then sits off by the overscroll of that moment.)
            const top = await page.evaluate((row) => Math.min(row * 50, 9700), params.row);
            expected.native = expected.position = top;   // the row's top at the viewport's top (clamped at the end)
          }
          try {
            assert.deepEqual(actual, expected);
          } catch {
            failures.push(`${label}: ${JSON.stringify(actual)} (expected ${JSON.stringify(expected)})`);
          }
        }
      }
    }
  } finally {
    await opened.close();
  }
  assert.equal(cases, 3 * MOMENTS * 5);
  assert.deepEqual(failures, [], `${failures.length} of ${cases} cases failed`);
  assert.deepEqual(problems, []);
});
