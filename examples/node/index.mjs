// kinema in Node: three motions, each a pure function of time, sampled
// from one table. Run it with `node examples/node/index.mjs`; in your own
// project, `npm install kinema` and the same import works.
import { init, Spring, Friction, ExponentialRate } from 'kinema';

await init(); // loads the WebAssembly core (inlined in the package, no fetch)

// A spring from 0 to 100 px (react-spring's default stiffness and damping).
const spring = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });

// A fling released at 2000 px/s. With a drag of 0.05 it would coast to
// about 668 px; the nearest page boundary is 640 px, so solve the drag that
// stops it exactly there while keeping the release velocity.
const pages = [0, 640, 1280];
const coast = new Friction({ from: 0, velocity: 2000, drag: 0.05 }).restPosition;
const snapTo = pages.reduce((a, b) => (Math.abs(b - coast) < Math.abs(a - coast) ? b : a));
const fling = Friction.toStopAt({ from: 0, velocity: 2000, to: snapTo });

// An explosion's ring: radius 0 to 300 px in 0.5 s, still moving at 50 px/s
// at the end (its start velocity and decay rate are solved for).
const ring = ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 });

// Fixed digits, and no "-0.000" for a velocity a hair below zero.
const f = (value, digits = 3) => value.toFixed(digits).replace(/^-(0\.0*)$/, '$1');
console.log('kinema: exact UI physics, evaluated in WebAssembly\n');
console.log(`spring  0 -> 100 px, stiffness 170, damping 26: ${spring.regime}, `
  + `damping ratio ${f(spring.dampingRatio)}, settles at ${f(spring.settleTime)} s`);
console.log(`fling   2000 px/s would coast to ${f(coast, 1)} px; snapped: drag ${f(fling.drag, 5)}, `
  + `rests at ${fling.restPosition} px, settles at ${f(fling.settleTime)} s`);
console.log(`ring    0 -> 300 px in ${ring.duration} s, ending at 50 px/s: `
  + `starts at ${f(ring.velocity, 1)} px/s, lambda ${f(ring.lambda)} 1/s\n`);

const columns = ['t (s)', 'spring x', 'spring dx', 'fling x', 'fling dx', 'ring r', 'ring dr'];
console.log(columns.map((c) => c.padStart(10)).join(''));
for (const t of [0, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 5]) {
  const s = spring.at(t);
  const g = fling.at(t);
  const r = ring.at(Math.min(t, ring.duration)); // the ring stops at its duration
  const row = [f(t, 2), f(s.x), f(s.dx), f(g.x), f(g.dx), f(r.x), t > ring.duration ? 'done' : f(r.dx)];
  console.log(row.map((c) => c.padStart(10)).join(''));
}
console.log('\nx in px, dx in px/s. Same numbers at any frame rate: nothing is integrated per frame.');
