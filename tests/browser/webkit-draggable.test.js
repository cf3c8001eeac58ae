// kinema/dom's Draggable in WebKit (WebKitGTK's MiniBrowser over W3C
// WebDriver, tests/browser/webkit.js), on the fixture pages of the Chromium
// and Firefox Draggable tests (tests/browser/fixtures/draggable/): a PiP box
// lands exactly on the corner it is dragged towards, a sheet rests exactly on
// a detent. The gestures are WebDriver Actions with a pointer of type mouse
// (WebKitGTK 2.50's driver turns touch actions into mouse events).
//
// Load-proof by design. WebKitGTK's driver dispatches each move and then
// waits its duration, so on a busy machine the page may receive a slower
// gesture, or a hold, instead of the one asked for. Each gesture therefore
// goes most of the way towards its target in a straight line and holds
// there before the release, so that the release is a hold (velocity 0) at
// any speed, and the nearest point, the target, is chosen. Releases that keep
// a velocity are not tested here: WebKitGTK's driver delivers the moves
// with irregular gaps (4 to 44 ms apart for moves asked every 16 ms, under
// load), and the platform velocity tracker's quadratic fit over the few
// samples after a gap of more than 40 ms can then even reverse the sign
// (three samples 30 px apart at 0, 4 and 20 ms give +2,625 px/s for a
// gesture moving at -1,875): a load run released the sheet at 144 moving up
// and it rested on the bottom detent. Releases with a velocity are tested in
// Chromium with exact CDP timestamps (draggable.test.js). Every wait polls
// the page's state with a timeout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedWith, WEBKIT_COLLECTOR } from './launch.js';
import { startWebKit } from './webkit.js';

const PAGE = 'tests/browser/fixtures/draggable/';

const served = servedWith({ webkit: startWebKit }, {
  inject: WEBKIT_COLLECTOR,
  // The fixture is laid out for a phone (390 x 844): the viewport must hold it.
  setUp: ({ webkit }) => webkit.setWindowRect({ width: 1280, height: 1000 }),
});

/** Opens the fixture's `which` case; returns a function giving the problems so far (HTTP errors and the page's). */
async function open(which) {
  const seen = served.server.requests.length;
  await served.webkit.navigate(`${served.server.url}${PAGE}?case=${which}`);
  assert.equal(await served.webkit.execute(() => Array.isArray(window.__problems)), true, 'the problem collector runs in the page');
  const problems = async () => [
    ...served.server.requests.slice(seen).filter((r) => Number(r.slice(0, 3)) >= 400).map((r) => `HTTP ${r}`),
    ...await served.webkit.execute(() => window.__problems),
  ];
  await until(problems, () => document.body.dataset.state !== 'loading', [], 'the page loaded');
  assert.equal(await served.webkit.execute(() => window.loadError ?? document.body.dataset.state), 'ready');
  const viewport = await served.webkit.execute(() => ({ width: innerWidth, height: innerHeight }));
  assert.ok(viewport.width >= 390 && viewport.height >= 844, `the viewport holds the phone-sized fixture: ${JSON.stringify(viewport)}`);
  // Each gesture as the page saw it, for the failure messages: "type@ms:x,y".
  await served.webkit.execute(() => {
    window.gesture = [];
    for (const type of ['pointerdown', 'pointermove', 'pointerup']) {
      window.addEventListener(type, (e) => window.gesture.push(`${type.slice(7)}@${e.timeStamp.toFixed(1)}:${e.clientX},${e.clientY}`), true);
    }
  });
  return problems;
}

/** Polls the page until `fn(...args)` is truthy; the page's problems are in the error if it never is. */
async function until(problems, fn, args, message) {
  try {
    return await served.webkit.until(fn, args, { timeout: 60_000, message });
  } catch (error) {
    error.message += `\nProblems reported by the page:\n${(await problems()).join('\n') || '(none)'}`;
    throw error;
  }
}

/**
 * W3C actions, pointer type mouse: press at `from`, `steps` moves of
 * `by / steps` px (whole pixels), one every `interval` ms, a pause of `hold`
 * ms at the end, release.
 */
function dragActions(from, by, { steps, interval = 16, hold = 150 }) {
  const step = { x: by.x / steps, y: by.y / steps };
  assert.ok(Number.isInteger(step.x) && Number.isInteger(step.y), `whole-pixel steps: ${JSON.stringify(step)}`);
  const moves = Array.from({ length: steps }, (_, i) =>
    ({ type: 'pointerMove', duration: interval, origin: 'viewport', x: from.x + step.x * (i + 1), y: from.y + step.y * (i + 1) }));
  return {
    type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [
      { type: 'pointerMove', duration: 0, origin: 'viewport', ...from },
      { type: 'pointerDown', button: 0 },
      ...moves,
      ...(hold > 0 ? [{ type: 'pause', duration: hold }] : []),
      { type: 'pointerUp', button: 0 },
    ],
  };
}

/**
 * Drags the draggable by `by` from the point `grab` (relative to its box),
 * waits for landing number `n` (the n-th 'snap' and 'settle') and returns
 * what the page saw: where the finger let go, the snap and settle events,
 * the translate shown, the position, the snap index, the gesture.
 */
async function dragAndLand(problems, grab, by, n, options) {
  const from = await served.webkit.execute((g) => {
    const r = window.drag.element.getBoundingClientRect();
    return { x: Math.round(r.left + g.x), y: Math.round(r.top + g.y) };
  }, grab);
  await served.webkit.perform([dragActions(from, by, options)]);
  await served.webkit.releaseActions();
  await until(problems, (k) => window.log.snap.length >= k && window.log.settle.length >= k, [n], `landing ${n}`);
  const r = await served.webkit.execute(() => {
    const released = window.releases.at(-1);
    const m = new DOMMatrixReadOnly(getComputedStyle(window.drag.element).transform);
    const last = window.log.move.filter((mv) => mv.t <= released).at(-1);
    return {
      releasedAt: last && { x: last.x, y: last.y },
      snap: window.log.snap.map(({ index, x, y }) => ({ index, x, y })),
      settle: window.log.settle.map(({ x, y }) => ({ x, y })),
      shown: { x: m.m41, y: m.m42 },
      position: { ...window.drag.position },
      snapIndex: window.drag.snapIndex,
      animating: window.drag.animating,
      gesture: window.gesture.splice(0).join(' '),
    };
  });
  console.log(`# WebKit ${options.name}: ${timing(r.gesture)}`);
  return r;
}

/** Diagnostic: how the page received a gesture ("type@ms:x,y ..."): its length, longest gap, and the gap before the release. */
function timing(gesture) {
  const t = gesture.split(' ').map((e) => Number(/@([\d.]+):/.exec(e)?.[1]));
  const gaps = t.slice(1).map((v, i) => v - t[i]);
  return `${t.length} events over ${(t.at(-1) - t[0]).toFixed(0)} ms, longest gap ${Math.max(...gaps).toFixed(0)} ms, ` +
    `${gaps.at(-1).toFixed(0)} ms from the last move to the release`;
}

test('WebKit: the PiP box dragged most of the way towards a corner lands exactly on that corner, at any speed', async () => {
  const problems = await open('pip');
  const points = await served.webkit.execute(() => window.points);
  assert.deepEqual(points, [{ x: 16, y: 16 }, { x: 284, y: 16 }, { x: 16, y: 668 }, { x: 284, y: 668 }]);
  assert.deepEqual(await served.webkit.execute(() => ({ ...window.drag.position })), { x: 150, y: 342 }, 'starts at the centre of the four corners');
  const centre = { x: 45, y: 80 };   // of the 90 x 160 box

  // 1. From the centre up and left by (-100, -240) to (50, 102), inside the
  // top-left quadrant: every velocity it can have there points up and left.
  let r = await dragAndLand(problems, centre, { x: -100, y: -240 }, 1, { steps: 10, name: 'PiP top-left' });
  assert.deepEqual(r.releasedAt, { x: 50, y: 102 }, `the box followed the pointer 1:1 (gesture ${r.gesture})`);
  assert.deepEqual(r.snap, [{ index: 0, ...points[0] }], `snapped to the top-left corner after the gesture ${r.gesture}`);
  assert.deepEqual(r.settle, [points[0]]);
  assert.deepEqual(r.shown, points[0], 'the translate shown is the corner exactly');
  assert.deepEqual(r.position, points[0]);
  assert.equal(r.snapIndex, 0);
  assert.equal(r.animating, false);

  // 2. From there down and right by (+200, +500) to (216, 516), past the
  // centre (150, 342) on both axes: the bottom-right corner.
  r = await dragAndLand(problems, centre, { x: 200, y: 500 }, 2, { steps: 10, name: 'PiP bottom-right' });
  assert.deepEqual(r.releasedAt, { x: 216, y: 516 }, `the box followed the pointer 1:1 (gesture ${r.gesture})`);
  assert.deepEqual(r.snap.at(-1), { index: 3, ...points[3] }, `snapped to the bottom-right corner after the gesture ${r.gesture}`);
  assert.equal(r.snap.length, 2);
  assert.deepEqual(r.settle, [points[0], points[3]]);
  assert.deepEqual(r.shown, points[3], 'the translate shown is the corner exactly');
  assert.deepEqual(r.position, points[3]);
  assert.equal(r.snapIndex, 3);

  assert.deepEqual(await problems(), []);
});

test('WebKit: the sheet dragged most of the way to its top or bottom detent rests exactly on it, at any speed', async () => {
  const problems = await open('sheet');
  assert.deepEqual(await served.webkit.execute(() => window.points), [44, 422, 744]);
  assert.equal(await served.webkit.execute(() => window.drag.position.y), 744);
  const header = { x: 195, y: 30 };   // on the sheet's 60 px header, not on its list

  // 1. Up by 600 px to 144: nearer 44 than 422, and any upward velocity
  // projects further up, where 44 is the last detent.
  let r = await dragAndLand(problems, header, { x: 0, y: -600 }, 1, { steps: 12, name: 'sheet top detent' });
  assert.deepEqual(r.releasedAt, { x: 0, y: 144 }, `the sheet followed the pointer 1:1 (gesture ${r.gesture})`);
  assert.deepEqual(r.snap, [{ index: 0, x: 0, y: 44 }], `rests on the top detent after the gesture ${r.gesture}`);
  assert.deepEqual(r.settle, [{ x: 0, y: 44 }]);
  assert.deepEqual(r.shown, { x: 0, y: 44 }, 'the translate shown is the detent exactly');
  assert.equal(r.snapIndex, 0);

  // 2. Down by 560 px to 604: past the middle between 422 and 744 (583),
  // and any downward velocity projects further down, where 744 is the last.
  r = await dragAndLand(problems, header, { x: 0, y: 560 }, 2, { steps: 14, name: 'sheet bottom detent' });
  assert.deepEqual(r.releasedAt, { x: 0, y: 604 }, `the sheet followed the pointer 1:1 (gesture ${r.gesture})`);
  assert.deepEqual(r.snap.at(-1), { index: 2, x: 0, y: 744 }, `rests on the bottom detent after the gesture ${r.gesture}`);
  assert.deepEqual(r.settle.at(-1), { x: 0, y: 744 });
  assert.deepEqual(r.shown, { x: 0, y: 744 }, 'the translate shown is the detent exactly');
  assert.equal(r.snapIndex, 2);

  assert.equal(await served.webkit.execute(() => window.scroller.position), 0, 'the list inside did not scroll');
  assert.deepEqual(await problems(), []);
});
