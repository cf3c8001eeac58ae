// What "the plain page matches Node to the bit" means, for every engine the
// browser tests drive: the page (examples/browser/) leaves its fixed values
// and every animation frame as the exact text of each double.
import assert from 'node:assert/strict';
import { Spring } from 'kinema';
import { BOX_SPRING, fixedValues, formatNumber } from '../../examples/browser/values.js';

/** The page stops animating after this long even if the spring is not at rest (examples/browser/main.js). */
const MAX_SECONDS = 1.5;

/**
 * `values`: { name: text } from the page's `#values dd`; `status`: the
 * dataset of its `#status`. Node's kinema must be initialised. Returns the
 * last frame [t, x].
 */
export function assertPlainPageMatchesNode(values, status, engine) {
  const inNode = Object.fromEntries(Object.entries(fixedValues()).map(([k, v]) => [k, formatNumber(v)]));
  assert.deepEqual(values, inNode);

  // Every animation frame: x(t) at the browser's frame time, recomputed here.
  // How many frames there are is up to the machine (a busy one may give only
  // the first and a last one at rest), so only what must hold is checked:
  // the first frame is at t = 0, times never go back, every x(t) is Node's,
  // the page went on while the spring moved and stopped once it was at rest.
  const frames = JSON.parse(status.frames).map(([t, x]) => [Number(t), Number(x)]);
  assert.ok(frames.length >= 2, `${frames.length} frames: the spring moves at t = 0, so there must be a later frame at rest`);
  assert.equal(frames[0][0], 0);
  const spring = new Spring(BOX_SPRING);
  for (const [i, [t, x]] of frames.entries()) {
    // A browser can hand two consecutive frames the same timestamp (headless
    // Chromium did in CI: 0 then 0); times must never go back, and x(t) is
    // then simply the same value again.
    if (i > 0) assert.ok(t >= frames[i - 1][0], `frame times must not go back: ${frames[i - 1][0]} then ${t}`);
    assert.ok(Object.is(spring.x(t), x), `frame ${i}: x(${t}) is ${x} in ${engine}, ${spring.x(t)} in Node`);
    if (i < frames.length - 1) {
      assert.ok(!spring.done(t) && t < MAX_SECONDS, `frame ${i} (t = ${t}): the page asked for another frame, so the spring was still moving`);
    }
  }
  const [lastT, lastX] = frames.at(-1);
  assert.equal(status.settled, String(spring.done(lastT)));
  assert.equal(status.settled, 'true', `the spring should be at rest when the animation stops (t = ${lastT})`);
  return [lastT, lastX];
}
