// Snap landing times of the Scroller (issue 12, item 5): a 390 px page
// carousel released after a drag of 40% of a page (156 px from page 0, 234
// px to go to page 1), at several release velocities, for each `landing`
// choice. The time is the landing motion's settleTime against the
// Scroller's default tolerance (half a device pixel: 'settle' fires then,
// exactly on the page), checked against the motion sampled every 1 ms (the
// last time it is farther than half a device pixel from the page). Closed
// forms only: no browser, no wall clock.
// Run: node bench/landing-times.mjs
import { init } from '../web/src/index.js';
import { ScrollPhysics } from '../web/src/dom/shared/physics.js';
import { readConfig } from '../web/src/dom/scroll/config.js';
import { SnapInterval } from '../web/src/dom/scroll/metrics.js';
import { uiTolerance } from '../web/src/dom/ui-tolerance.js';

await init();

const PAGE = 390;
const FROM = 0.4 * PAGE;
const VELOCITIES = [0, 100, 300, 600, 1000, 1500, 2500, 4000, 6000];
const snap = new SnapInterval(0, 4 * PAGE, PAGE);

function lastExcursion(motion, target, within) {
  let last = 0;
  for (let i = 0; i <= 10_000; i++) if (Math.abs(motion.x(i / 1000) - target) > within) last = i / 1000;
  return last;
}

for (const dpr of [1, 3]) {
  const tolerance = { ...uiTolerance(dpr), time: 1e-3 };
  console.log(`\ndevicePixelRatio ${dpr} (within ${tolerance.distance.toFixed(3)} px), from ${FROM} px, mode 'page':`);
  console.log('| release (px/s) | target | friction (s) | auto (s) | spring (s) | auto runs |');
  console.log('| ---: | ---: | ---: | ---: | ---: | --- |');
  for (const velocity of VELOCITIES) {
    const cells = [];
    let target, kind;
    for (const landing of ['friction', 'auto', 'spring']) {
      const physics = new ScrollPhysics({ ...readConfig({ landing }), tolerance });
      const index = physics.chooseIndex(snap, { position: FROM, velocity, start: 0, mode: 'page' });
      target = snap.at(index);
      const motion = physics.landing({ position: FROM, velocity, target, dimension: PAGE });
      const sampled = lastExcursion(motion, target, tolerance.distance);
      if (sampled > motion.settleTime + 1e-3) throw new Error(`${landing} at ${velocity}: sampled ${sampled} after settleTime ${motion.settleTime}`);
      cells.push(motion.settleTime.toFixed(3));
      if (landing === 'auto') kind = motion.regime === undefined ? 'friction' : 'spring';
    }
    console.log(`| ${velocity} | ${target} | ${cells.join(' | ')} | ${kind} |`);
  }
}
