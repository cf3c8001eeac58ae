// Issue 22, item 2, through the parts: the landing spring's stiffness
// bounds its swing past the target in closed form (checked by sampling the
// core's spring every 0.5 ms against the bound), a 'page' release that has
// passed the next point never gets a target behind it, and the Draggable
// takes `landing` ('auto' default, 'spring', 'friction'; a TypeError names
// a wrong value) with 'auto' the spring where the friction would creep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index.js';
import { ScrollPhysics } from '../../web/src/dom/shared/physics.js';
import { readConfig } from '../../web/src/dom/scroll/config.js';
import * as drag from '../../web/src/dom/drag/config.js';
import * as decide from '../../web/src/dom/drag/decide.js';
import { SnapList } from '../../web/src/dom/scroll/metrics.js';

await init();
const physics = new ScrollPhysics(readConfig({ landing: 'spring' }));

// The farthest the motion goes past `target` on the far side from `position`, and beyond the release point when moving away.
function swing(motion, position, target) {
  const side = Math.sign(target - position) || 1;
  let past = 0;
  for (let i = 0; i <= 4000; i++) past = Math.max(past, side * (motion.x(i / 2000) - target));
  return past;
}

test('the landing spring swings at most 40 px past its target, whatever the distance and the release speed', () => {
  for (const d of [0.5, 10, 60, 120, 250, 400]) {
    for (const v of [0, 500, 2000, 5000, 9000, 15000, 40000]) {
      const m = physics.landing({ position: 1000 - d, velocity: v, target: 1000, dimension: 390 });
      assert.ok(Math.abs(m.dx(0) - v) <= 1e-9 * Math.max(1, v), `keeps the release velocity (${d}, ${v})`);
      assert.equal(m.x(Infinity), 1000);
      const past = swing(m, 1000 - d, 1000);
      assert.ok(past <= 40 + 1e-9, `${d} px short at ${v} px/s: ${past} px past`);
      // moving away: at most 40 px beyond where it was released
      const away = physics.landing({ position: 1000 - d, velocity: -v, target: 1000, dimension: 390 });
      let beyond = 0;
      for (let i = 0; i <= 4000; i++) beyond = Math.max(beyond, (1000 - d) - away.x(i / 2000));
      assert.ok(beyond <= 40 + 1e-9, `${d} px short moving away at ${v} px/s: ${beyond} px beyond the release`);
    }
  }
  // The default spring (170/s², critically damped) swings 286 px for the second of these: the bound is not idle.
  const soft = new ScrollPhysics(readConfig({ landing: 'spring', spring: { stiffness: 170 } }));
  assert.ok(soft.landingStiffness({ position: 1000 - 60, velocity: 9000, target: 1000 }) > 170 * 10);
});

test("'page' mode: a release that has passed the next point may turn one more, never back against a fast release", () => {
  const snap = new SnapList([0, 390, 640, 970, 1150, 1540, 1660, 1960]);
  // pressed on 1540 (home 5), released at 1740 (passed 1660, the next) at 12,500 px/s forwards
  const i = physics.chooseIndex(snap, { position: 1740, velocity: 12500, start: 1540, mode: 'page' });
  assert.ok(snap.at(i) >= 1740, `target ${snap.at(i)} ahead of the release`);
  // not passed: at most one point on, as before
  assert.equal(physics.chooseIndex(snap, { position: 1620, velocity: 12500, start: 1540, mode: 'page' }), 6);
  assert.equal(physics.chooseIndex(snap, { position: 1540, velocity: -12500, start: 1540, mode: 'page' }), 4);
});

test('Draggable: `landing` defaults to auto; the spring where the friction would creep; wrong values throw', () => {
  assert.equal(drag.readConfig({}).landing, 'auto');
  assert.equal(drag.readConfig({ landing: 'friction' }).landing, 'friction');
  assert.throws(() => drag.readConfig({ landing: 'bouncy' }), (e) => e instanceof TypeError && /landing/.test(e.message) && /bouncy/.test(e.message));
  assert.equal(drag.updateConfig(drag.readConfig({}), { landing: 'spring' }).landing, 'spring');
  const release = { position: { x: 0, y: 644 }, velocity: { x: 0, y: -625 }, target: { x: 0, y: 422 } };
  const auto = decide.landing(new ScrollPhysics(drag.readConfig({ axis: 'y' })), release);
  const friction = decide.landing(new ScrollPhysics(drag.readConfig({ axis: 'y', landing: 'friction' })), release);
  assert.ok(friction.settleTime > 1, `friction creeps: ${friction.settleTime}`);
  assert.ok(auto.settleTime <= 0.6, `auto lands in ${auto.settleTime} s`);
  assert.ok(Math.abs(auto.velocity(0).y + 625) < 1e-9, 'keeping the release velocity');
  assert.deepEqual(auto.position(Infinity), release.target);
});
