// The endless carousel recipe (examples/recipes/carousel-loop.html) as its
// Chromium and Firefox tests watch it: each slide's screen x, from the
// browser's layout, at every native 'scroll' event of the viewport, and the
// check that the content only moved forward, wrapping slides round only out
// of view.
import assert from 'node:assert/strict';

/** The phone viewport's width: each slide is this wide. */
export const WIDTH = 390;

/**
 * Runs in the page (page.evaluate(watchLoop, { types, last })): shows slide
 * `last` at once if given, then logs the carousel's events of `types` in
 * globalThis.log.events and each slide's x at every native 'scroll' event in
 * globalThis.log.frames; globalThis.sample() gives the slides' x now.
 */
export function watchLoop({ types, last }) {
  const { carousel } = globalThis.recipe;
  const el = carousel.element;
  globalThis.sample = () => {
    const left = el.getBoundingClientRect().left;
    return [...el.children].map((s) => Math.round((s.getBoundingClientRect().left - left) * 100) / 100);
  };
  if (last !== undefined) carousel.snapTo(last, { animate: false });
  const log = globalThis.log = { events: [], frames: [] };
  for (const type of types) carousel.on(type, (d) => log.events.push({ type, ...d }));
  el.addEventListener('scroll', () => log.frames.push(globalThis.sample()));
}

/**
 * Between two samples the content moves by one amount (the most common
 * jump); a slide whose jump differs by whole cycles (n slides) has wrapped
 * round, which it may only do out of view: where the move took it and
 * where it wrapped to are both outside the view. The content only moves
 * forward (left), 0.5 px for rounding.
 */
export function assertForwardFrames(frames, n) {
  const L = n * WIDTH;
  for (let f = 1; f < frames.length; f++) {
    const jumps = frames[f].map((x, i) => x - frames[f - 1][i]);
    const counts = new Map();
    for (const j of jumps) counts.set(Math.round(j), (counts.get(Math.round(j)) ?? 0) + 1);
    const common = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    for (let i = 0; i < n; i++) {
      const k = Math.round((jumps[i] - common) / L);
      if (k !== 0) {
        const moved = frames[f][i] - k * L;
        const out = (x) => x <= -WIDTH + 0.5 || x >= WIDTH - 0.5;
        assert.ok(out(moved) && out(frames[f][i]), `slide ${i} wrapped in view at frame ${f}: ${frames[f - 1][i]} -> ${frames[f][i]}`);
      }
      assert.ok(jumps[i] - k * L <= 0.5, `slide ${i} ran back at frame ${f}: ${frames[f - 1][i]} -> ${frames[f][i]}`);
    }
  }
}
