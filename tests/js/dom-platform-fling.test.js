// Issue 22, item 1: the Scroller's default fling is the platform's. Through
// its parts: platformFling() reads the navigator (Apple platforms: null, the
// friction of UIScrollView's normal deceleration; other browsers: the
// Android spline with Chromium's fitted friction; Node: null), the config
// takes it only when no physics, decelerationRate or drag is given, and the
// physics built from that config releases with exactly scrollMotion's
// Android curve at that friction (bit for bit: the core's, never a JS curve).
// tests/browser/feel.test.js measures it against the browser's own fling.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, scrollMotion } from '../../web/src/index.js';
import { readConfig } from '../../web/src/dom/scroll/config.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { CHROMIUM_FRICTION, applePlatform, platformFling } from '../../web/src/dom/shared/preset.js';

await init();

const CHROME_LINUX = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', platform: 'Linux x86_64' };
const CHROME_ANDROID = { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', platform: 'Linux armv8l', userAgentData: { platform: 'Android' } };
const FIREFOX_WINDOWS = { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0', platform: 'Win32' };
const SAFARI_IPHONE = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', platform: 'iPhone' };
const IPAD_DESKTOP_MODE = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', platform: 'MacIntel' };
const CHROME_MAC = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', platform: 'MacIntel', userAgentData: { platform: 'macOS' } };
const NODE = { userAgent: 'Node.js/22' };

test('platformFling: Apple platforms keep the friction (null); Chromium, Android and Firefox elsewhere get the Android spline at Chromium\'s friction', () => {
  for (const nav of [SAFARI_IPHONE, IPAD_DESKTOP_MODE, CHROME_MAC]) {
    assert.equal(applePlatform(nav), true, nav.userAgent);
    assert.equal(platformFling(nav), null, nav.userAgent);
  }
  for (const nav of [CHROME_LINUX, CHROME_ANDROID, FIREFOX_WINDOWS]) {
    assert.equal(applePlatform(nav), false, nav.userAgent);
    assert.deepEqual(platformFling(nav), { name: 'android', curve: 'android', androidFriction: CHROMIUM_FRICTION, platform: true });
  }
  // Outside a browser (Node 20: no navigator; Node 21+: "Node.js/22") nothing changes with the Node version.
  assert.equal(platformFling(undefined), null);
  assert.equal(platformFling(NODE), null);
  // Fitted to Chromium (preset.js): less friction than AOSP's 0.015, so it goes farther.
  assert.ok(CHROMIUM_FRICTION > 0 && CHROMIUM_FRICTION < 0.015);
});

test('the Scroller\'s config takes the platform fling only when no physics, decelerationRate or drag is given', (t) => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  t.after(() => {
    if (saved) Object.defineProperty(globalThis, 'navigator', saved);
    else delete globalThis.navigator;
  });
  Object.defineProperty(globalThis, 'navigator', { value: CHROME_LINUX, configurable: true, writable: true });
  assert.equal(readConfig({}).physics.androidFriction, CHROMIUM_FRICTION);
  assert.equal(readConfig({ physics: 'android' }).physics.androidFriction, 0.015);  // forced: AOSP's own
  assert.equal(readConfig({ physics: 'ios' }).physics.curve, 'friction');
  assert.equal(readConfig({ drag: 0.2 }).physics, null);
  assert.equal(readConfig({ decelerationRate: 'fast' }).physics.curve, 'friction');
  // The overscroll stays kinema's default (the preset 'android' clamps).
  assert.equal(readConfig({}).overscroll, 'bounce');
  Object.defineProperty(globalThis, 'navigator', { value: SAFARI_IPHONE, configurable: true, writable: true });
  assert.equal(readConfig({}).physics, null);
  assert.equal(readConfig({}).drag, 0.135);

  // Released in range, the platform fling is scrollMotion's Android curve at that friction, bit for bit.
  Object.defineProperty(globalThis, 'navigator', { value: CHROME_LINUX, configurable: true, writable: true });
  const config = readConfig({});
  const physics = new ScrollPhysics(config);
  const range = { min: 0, max: 100_000 };
  for (const velocity of [300, 1875, -3125, 8000]) {
    const plan = physics.release({ position: 5000, velocity, range, snap: null });
    const expected = scrollMotion({
      position: 5000, velocity, min: range.min, max: range.max, physics: 'android', androidFriction: CHROMIUM_FRICTION,
      overscroll: 'bounce', stiffness: 170, dampingRatio: 1, tolerance: physics.frictionTolerance(-Math.log(physics.drag)),
    });
    for (const time of [0, 0.016, 0.1, 0.4, 0.8, 1.5, 5]) {
      assert.ok(Object.is(plan.motion.x(time), expected.x(time)), `x(${time}) at ${velocity}`);
    }
    assert.ok(Object.is(plan.motion.settleTime, expected.settleTime));
    // Finite time: the Android spline stops dead (a 1,875 px/s fling is done well inside 1.5 s).
    if (Math.abs(velocity) <= 1875) assert.ok(plan.motion.settleTime < 1.5, `settleTime ${plan.motion.settleTime} at ${velocity}`);
  }
});
