// When does a spring look finished? `settleTime` is the core's mathematical
// answer against its tolerance (by default 0.001 px and 0.001 px/s, far below
// anything a screen shows); for UI, pass a tolerance of about half a device
// pixel and the speed that moves that far in one 60 Hz frame. Each settle
// time is checked against the motion itself: x(t) and dx(t) sampled every
// 0.1 ms, the last time either is outside the tolerance.
// kinema/dom uses the half-device-pixel rows by default (web/src/dom/
// ui-tolerance.js): animate() ends visibly done, and the Scroller and the
// Draggable settle there (tolerance 'motion' / 'exact' keep the core's).
// Run: node examples/node/visibly-done.mjs
import { init, Spring } from 'kinema';

await init();

// The README's spring.
const SPRING = { from: 0, to: 100, velocity: 0, mass: 1, stiffness: 170, damping: 26 };
const FRAME = 1 / 60;   // s

function lastExcursion(spring, { distance, velocity }) {
  let last = 0;
  for (let i = 0; i <= 50_000; i++) {
    const t = i * 1e-4;
    if (Math.abs(spring.x(t) - SPRING.to) > distance || Math.abs(spring.dx(t)) > velocity) last = t;
  }
  return last;
}

const rows = [['the core\'s default', { distance: 1e-3, velocity: 1e-3 }, false]];
for (const dpr of [1, 2, 3]) {
  const distance = 0.5 / dpr;   // half a device pixel, in CSS px
  rows.push([`half a device pixel at devicePixelRatio ${dpr}`, { distance, velocity: distance / FRAME }, true]);
}

for (const [label, tolerance, pass] of rows) {
  const spring = new Spring(pass ? { ...SPRING, tolerance } : SPRING);
  console.log(`${label.padEnd(44)} distance ${tolerance.distance.toFixed(4)} px, velocity ${tolerance.velocity.toFixed(3).padStart(6)} px/s:`
    + ` settleTime ${spring.settleTime.toFixed(3)} s (last sampled excursion ${lastExcursion(spring, tolerance).toFixed(3)} s)`);
}
