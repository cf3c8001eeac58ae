// What "the plain page matches Node to the bit" means, for every engine the
// browser tests drive: the page (examples/browser/) leaves its fixed values
// and every animation frame as the exact text of each double.
import assert from 'node:assert/strict';
import { Spring } from 'kinema';
import { BOX_SPRING, fixedValues, formatNumber } from '../../examples/browser/values.js';

/**
 * `values`: { name: text } from the page's `#values dd`; `status`: the
 * dataset of its `#status`. Node's kinema must be initialised. Returns the
 * last frame [t, x].
 */
export function assertPlainPageMatchesNode(values, status, engine) {
  const inNode = Object.fromEntries(Object.entries(fixedValues()).map(([k, v]) => [k, formatNumber(v)]));
  assert.deepEqual(values, inNode);

  // Every animation frame: x(t) at the browser's frame time, recomputed here.
  const frames = JSON.parse(status.frames).map(([t, x]) => [Number(t), Number(x)]);
  // What must hold on any machine: a first frame at t = 0 and a later one at
  // rest. How many frames come in between depends on the machine's load (a
  // busy one gave 4 in the spring's 1.3 s): every one there is is checked.
  const distinct = new Set(frames.map(([t]) => t)).size;
  assert.ok(distinct >= 2, `only ${distinct} distinct frame times in ${frames.length} frames`);
  assert.equal(frames[0][0], 0);
  const spring = new Spring(BOX_SPRING);
  for (const [i, [t, x]] of frames.entries()) {
    // A browser can hand two consecutive frames the same timestamp (headless
    // Chromium did in CI: 0 then 0); times must never go back, and x(t) is
    // then simply the same value again.
    if (i > 0) assert.ok(t >= frames[i - 1][0], `frame times must not go back: ${frames[i - 1][0]} then ${t}`);
    assert.ok(Object.is(spring.x(t), x), `frame ${i}: x(${t}) is ${x} in ${engine}, ${spring.x(t)} in Node`);
  }
  const [lastT, lastX] = frames.at(-1);
  assert.equal(status.settled, String(spring.done(lastT)));
  assert.equal(status.settled, 'true', `the spring should be at rest when the animation stops (t = ${lastT})`);
  return [lastT, lastX];
}
