// The benchmarks of bench/run.mjs that matter for issue 15, in a browser page
// (bundled by bench/browser.mjs with the peers; 'kinema' stays the shipped
// file /web/dist/kinema.js). window.runBench(rounds) resolves to the median
// time of each contender; every contender's rounds are interleaved. It also
// leaves the median CPU times (window.benchCpu) and benchmark 1's rounds
// (window.benchRounds) for the driver.
import { init, ExponentialRate, Friction, MotionBatch, Spring } from 'kinema';
import { spring as motionSpring } from 'motion-dom';
import { spring as popmotionSpring, decay as popmotionDecay } from 'popmotion';

const N = 10_000;
const FRAMES = 30;
const DT = 1 / 60;
const CALLS = 300_000;
let sink = 0;

function lcg(seed) {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) / 2147483647);
}

const springOptions = ({ start, ...options }) => options;

function setup() {
  const rnd = lcg(15);
  const hetero = Array.from({ length: N }, () => ({
    from: rnd() * 200 - 100, to: rnd() * 400 - 200, velocity: rnd() * 4000 - 2000,
    mass: 0.5 + rnd() * 1.5, stiffness: 100 + rnd() * 400, damping: 10 + rnd() * 20, start: rnd() * 0.5,
  }));
  const starts = Float64Array.from(hetero, (p) => p.start * 1000);
  const batch = new MotionBatch(N);
  hetero.forEach((p, i) => batch.set(i, new Spring(springOptions(p)), p.start));
  const md = hetero.map((p) => motionSpring({ keyframes: [p.from, p.to], velocity: p.velocity, stiffness: p.stiffness, damping: p.damping, mass: p.mass }));
  const pm = hetero.map((p) => popmotionSpring({ from: p.from, to: p.to, velocity: p.velocity, stiffness: p.stiffness, damping: p.damping, mass: p.mass }));
  const mixed = new MotionBatch(N);
  const pmMixed = [];
  const rnd2 = lcg(7);
  hetero.forEach((p, i) => {
    if (i % 3 === 0) { mixed.set(i, new Spring(springOptions(p)), p.start); pmMixed.push(pm[i]); return; }
    let tau;
    if (i % 3 === 1) {
      const drag = 0.05 + rnd2() * 0.45;
      mixed.set(i, new Friction({ from: p.from, velocity: p.velocity, drag }), p.start);
      tau = -1 / Math.log(drag);
    } else {
      const lambda = 2 + rnd2() * 10;
      mixed.set(i, new ExponentialRate({ from: p.from, velocity: p.velocity, lambda }), p.start);
      tau = 1 / lambda;
    }
    pmMixed.push(popmotionDecay({ from: p.from, velocity: p.velocity, power: tau, timeConstant: tau * 1000, restDelta: 0 }));
  });
  const mdMixed = pmMixed.map((g, i) => (i % 3 === 0 ? md[i] : g));
  return { batch, mixed, md, pm, pmMixed, mdMixed, starts };
}

const out = new Float64Array(N);
const frame = (f) => 0.5 + (f % FRAMES) * DT;

export async function runBench(rounds) {
  await init();
  const s = setup();
  const one = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
  const mdOne = motionSpring({ keyframes: [0, 100], velocity: 0, stiffness: 170, damping: 26, mass: 1 });
  const pmOne = popmotionSpring({ from: 0, to: 100, velocity: 0, stiffness: 170, damping: 26, mass: 1 });
  const TS = Float64Array.from({ length: 1024 }, (_, i) => (0.5 * ((i * 389) % 1024)) / 1024);
  const peer = (gens) => () => {
    for (let f = 0; f < FRAMES; f++) {
      const ms = frame(f) * 1000;
      for (let i = 0; i < N; i++) out[i] = gens[i].next(ms - s.starts[i]).value;
    }
    return out[0];
  };
  const contenders = {
    'x: kinema': () => { let a = 0; for (let i = 0; i < CALLS; i++) a += one.x(TS[i & 1023]); return a; },
    'x: motion-dom': () => { let a = 0; for (let i = 0; i < CALLS; i++) a += mdOne.next(TS[i & 1023] * 1000).value; return a; },
    'x: popmotion': () => { let a = 0; for (let i = 0; i < CALLS; i++) a += pmOne.next(TS[i & 1023] * 1000).value; return a; },
    'hetero: kinema': () => { let a = 0; for (let f = 0; f < FRAMES; f++) a += s.batch.sample(frame(f)).x[f]; return a; },
    'hetero: motion-dom': peer(s.md),
    'hetero: popmotion': peer(s.pm),
    'mixed: kinema': () => { let a = 0; for (let f = 0; f < FRAMES; f++) a += s.mixed.sample(frame(f)).x[f]; return a; },
    'mixed: popmotion': peer(s.pmMixed),
    'mixed: motion-dom + popmotion decay': peer(s.mdMixed),
  };
  const names = Object.keys(contenders);
  const times = Object.fromEntries(names.map((n) => [n, []]));
  const cpu = Object.fromEntries(names.map((n) => [n, []]));
  // The main thread's CPU time, when the driver provides it (bench/browser.mjs
  // exposes CDP's Performance ThreadTime, in s): time spent descheduled by
  // other processes does not count. Read between rounds, outside the timing.
  const threadTime = window.benchThreadTime;
  // Three warm-ups, as in Node: on a loaded machine the WebAssembly and the
  // peers' JavaScript are compiled by their optimising tiers in background
  // threads, which can take more than one run to finish.
  for (let w = 0; w < 3; w++) for (const n of names) sink += contenders[n]();
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const n = names[(k + r) % names.length];
      const c0 = threadTime ? await threadTime() : 0;
      const t0 = performance.now();
      sink += contenders[n]();
      times[n].push(performance.now() - t0);
      if (threadTime) cpu[n].push((await threadTime()) - c0);
    }
  }
  const median = (v) => { const w = [...v].sort((a, b) => a - b); return w[w.length >> 1]; };
  // per op: ns per x(t) call, ms per frame
  const per = (n, v) => (n.startsWith('x:') ? (v * 1e6) / CALLS : v / FRAMES);
  // Diagnostics on window, for the driver: CPU-time medians (per op, same
  // units) and benchmark 1's per-round wall times (ns per call, round order).
  window.benchCpu = threadTime ? Object.fromEntries(names.map((n) => [n, per(n, median(cpu[n]) * 1e3)])) : null;
  window.benchRounds = Object.fromEntries(names.filter((n) => n.startsWith('x:')).map((n) => [n, times[n].map((v) => per(n, v))]));
  return Object.fromEntries(names.map((n) => [n, per(n, median(times[n]))]));
}
window.runBench = runBench;
window.benchSink = () => sink;
