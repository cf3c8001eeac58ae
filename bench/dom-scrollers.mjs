// Benchmark: the frame cost of many animating Scrollers (issue 11, defect 8).
//
// N = 25, 100 and 200 boxes (150 x 100 px, 30 rows of 50 px each) animate
// from 0 to 1,400 px on the same slow spring (stiffness 0.2/s², critically
// damped: about 28 s to settle, so every one is still moving when the
// measurement ends, however slow the frames), either
//   - "Scrollers": one kinema/dom Scroller per box, each started with
//     scrollTo(1400) (the package as shipped, web/dist/dom.js), or
//   - "plain loop": one requestAnimationFrame loop that evaluates the same
//     spring (kinema's Spring) and writes its position to every box's
//     scrollTop.
// The cost of a frame is the renderer main thread's busy time (DevTools
// Performance.getMetrics TaskDuration: script, style, layout, paint) divided
// by the frames counted, over 20 frames (at most 4 s) after 3 warm-up frames. Rounds
// interleave the two ways and every N, order rotated; the table gives
// medians. Target (issue 11): 100 Scrollers cost at most 3x the plain loop.
//
//   node bench/dom-scrollers.mjs [--quick]
import { QUICK, describeRun, fmt, measureFrames, median, openBench, writeSection } from './dom-common.mjs';

const COUNTS = [25, 100, 200];
const ROWS = 30;                 // rows of 50 px per box: range 1,400 px in 100 px
const TARGET = 1400;
const STIFFNESS = 0.2;           // 1/s²: about 28 s to settle (up to 4 px per frame), so all keep moving
const ROUNDS = QUICK ? 2 : 5;
const FRAMES = QUICK ? 10 : 20;

const bench = await openBench();
const { page, cdp } = bench;
const samples = new Map();        // "mode N" -> [{busy, layout, interval, frames}]
const warnings = [];

async function start(mode, n) {
  return page.evaluate(({ mode, n, ROWS, TARGET, STIFFNESS }) => {
    const boxes = window.buildBoxes(n, ROWS);
    const { Spring } = window.kinema;
    if (mode === 'Scrollers') {
      window.scrollers = boxes.map((el) => new window.dom.Scroller(el, { axis: 'y', spring: { stiffness: STIFFNESS } }));
      for (const s of window.scrollers) s.scrollTo(TARGET);
      window.stop = () => { for (const s of window.scrollers) s.destroy(); window.scrollers = []; };
      window.moving = () => window.scrollers.every((s) => s.animating);
    } else {
      const spring = Spring.withDampingRatio({ from: 0, to: TARGET, stiffness: STIFFNESS, dampingRatio: 1, tolerance: { distance: 0.1, velocity: 0.5 } });
      let start = null, id = 0, last = 0;
      const frame = (t) => {
        start ??= t;
        last = spring.x((t - start) / 1000);
        for (const el of boxes) el.scrollTop = last;
        id = requestAnimationFrame(frame);
      };
      id = requestAnimationFrame(frame);
      window.stop = () => cancelAnimationFrame(id);
      window.moving = () => last < TARGET - 1;
    }
  }, { mode, n, ROWS, TARGET, STIFFNESS });
}

async function run(mode, n) {
  await start(mode, n);
  await measureFrames(page, cdp, { frames: 3, maxMs: 2000 });   // warm-up
  const m = await measureFrames(page, cdp, { frames: FRAMES, maxMs: 4000 });
  const moving = await page.evaluate(() => window.moving());
  if (!moving) warnings.push(`${mode} ${n}: not every box was still moving at the end of a measurement`);
  await page.evaluate(() => { window.stop(); window.clearStage(); });
  const key = `${mode} ${n}`;
  if (!samples.has(key)) samples.set(key, []);
  samples.get(key).push(m);
  process.stderr.write(`  ${key}: ${fmt(m.busy)} ms busy per frame, ${fmt(m.interval)} ms between frames (${m.frames} frames)\n`);
}

const started = Date.now();
const modes = ['Scrollers', 'plain loop'];
for (let r = 0; r < ROUNDS; r++) {
  process.stderr.write(`round ${r + 1} of ${ROUNDS}\n`);
  for (const n of COUNTS) {
    const order = r % 2 ? [...modes].reverse() : modes;
    for (const mode of order) await run(mode, n);
  }
}
const seconds = (Date.now() - started) / 1000;
const machine = describeRun(bench.version);
if (bench.errors.length) warnings.push(`page errors: ${bench.errors.join('; ')}`);
await bench.close();

const med = (key, field) => median(samples.get(key).map((m) => m[field]));
const lines = [];
lines.push('## DOM 1. Many animating Scrollers (issue 11, defect 8)');
lines.push('');
lines.push(`- Command: \`node bench/dom-scrollers.mjs${QUICK ? ' --quick' : ''}\` (part of \`npm run bench\`); date ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; run time ${fmt(seconds, 0)} s.`);
lines.push(`- ${machine}.`);
lines.push(`- N boxes of 150 x 100 px, ${ROWS} rows of 50 px each, all animating 0 → ${TARGET} px on one spring (stiffness ${STIFFNESS}/s², critically damped): N Scrollers started with \`scrollTo(${TARGET})\`, or one rAF loop writing the same spring's position to every box's \`scrollTop\`. Busy = renderer main-thread time per frame (DevTools TaskDuration: script, style, layout, paint); layout = its style and layout part. ${FRAMES} frames (at most 4 s) after 3 warm-up frames per run; ${ROUNDS} interleaved rounds, order alternated; medians.`);
lines.push('');
lines.push('| N | Scrollers: busy ms / frame | plain loop: busy ms / frame | ratio | Scrollers: style + layout ms | plain: style + layout ms | Scrollers: ms between frames | plain: ms between frames |');
lines.push('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const n of COUNTS) {
  const s = `Scrollers ${n}`, p = `plain loop ${n}`;
  lines.push(`| ${n} | ${fmt(med(s, 'busy'), 2)} | ${fmt(med(p, 'busy'), 2)} | ${fmt(med(s, 'busy') / med(p, 'busy'), 2)} | ${fmt(med(s, 'layout'), 2)} | ${fmt(med(p, 'layout'), 2)} | ${fmt(med(s, 'interval'), 1)} | ${fmt(med(p, 'interval'), 1)} |`);
}
lines.push('');
const ratio100 = med('Scrollers 100', 'busy') / med('plain loop 100', 'busy');
lines.push(`Target (issue 11): 100 Scrollers at most 3x the plain loop: ratio ${fmt(ratio100, 2)}, ${ratio100 <= 3 ? 'met' : '**not met**'}.`);
for (const w of warnings) lines.push(`\n- Warning: ${w}`);
const md = lines.join('\n');
writeSection('dom-scrollers', md);
process.stdout.write(`${md}\n`);
