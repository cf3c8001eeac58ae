// Benchmark: the list fling against the browser's own (issue 22, item 1).
//
// Debian's Chromium at 390×844 with touch; a full-viewport list of 2,000
// rows; the same CDP touch drag (timestamped: `distance` px up in moves
// 16 ms apart) to the browser's own scrolling and to a kinema Scroller with
// its default physics (the platform's: here the Android spline at
// Chromium's fitted friction), `physics: 'android'` (AOSP's friction) and
// `physics: 'ios'`, in the same run. Travel: px from where the finger let
// go to the rest; last move: s from the release to the last frame whose
// offset, rounded to a pixel, changed, on the page's frame clock
// (tests/browser/feel-probe.js). Medians of the rounds. Target (issue 22):
// the default's last move at most 1.15× the browser's + 50 ms, travel
// within 15 %.
//
//   node bench/dom-fling.mjs [--quick]
import { fileURLToPath } from 'node:url';
import { serve } from '../scripts/static-server.mjs';
import { launch } from '../tests/browser/browser.js';
import { openFeel } from '../tests/browser/feel-probe.js';
import { QUICK, describeRun, fmt, median, writeSection } from './dom-common.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = QUICK ? 1 : 3;
const GESTURES = [{ distance: 120, steps: 8 }, { distance: 240, steps: 8 }, { distance: 400, steps: 8 }];
const MODES = [['browser', null], ['kinema default', {}], ["physics 'android'", { physics: 'android' }], ["physics 'ios'", { physics: 'ios' }]];

const server = await serve(ROOT);
const browser = await launch();
const feel = await openFeel(browser, server);
const started = Date.now();
const samples = new Map();
for (let r = 0; r < ROUNDS; r++) {
  for (const g of GESTURES) {
    for (const [name, options] of r % 2 ? [...MODES].reverse() : MODES) {
      const m = await feel.fling(options, g);
      const key = `${g.distance}|${name}`;
      if (!samples.has(key)) samples.set(key, []);
      samples.get(key).push(m);
      process.stderr.write(`  ${fmt(m.velocity, 0)} px/s ${name}: ${fmt(m.travel, 0)} px, last move ${fmt(m.lastMove, 3)} s\n`);
    }
  }
}
const seconds = (Date.now() - started) / 1000;
const machine = describeRun(browser.version());
const problems = feel.problems.slice();
await browser.close();
await server.close();

const lines = [];
lines.push("## DOM 3. The list fling against the browser's own (issue 22, item 1)");
lines.push('');
lines.push(`- Command: \`node bench/dom-fling.mjs${QUICK ? ' --quick' : ''}\` (part of \`npm run bench\`); date ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; run time ${fmt(seconds, 0)} s.`);
lines.push(`- ${machine}.`);
lines.push(`- 390×844, touch; a full-viewport list; the same CDP touch drag (moves 16 ms apart, timestamped) to the browser's own scrolling and to a Scroller. Travel: px from where the finger let go to the rest. Last move: s from the release to the last frame that changed the offset by a pixel (page frame clock). ${ROUNDS} round(s); medians.`);
lines.push('');
lines.push('| release (px/s) | scrolling | travel (px) | vs browser | last move (s) | vs browser |');
lines.push('|---:|---|---:|---:|---:|---:|');
const verdicts = [];
for (const g of GESTURES) {
  const base = samples.get(`${g.distance}|browser`);
  const bt = median(base.map((m) => m.travel)), bl = median(base.map((m) => m.lastMove));
  for (const [name] of MODES) {
    const s = samples.get(`${g.distance}|${name}`);
    const t = median(s.map((m) => m.travel)), l = median(s.map((m) => m.lastMove));
    const rel = name === 'browser' ? '' : `${t >= bt ? '+' : ''}${fmt((100 * (t - bt)) / bt, 0)} %`;
    const relL = name === 'browser' ? '' : `${fmt(l / bl, 2)}×`;
    lines.push(`| ${fmt(s[0].velocity, 0)} | ${name} | ${fmt(t, 0)} | ${rel} | ${fmt(l, 3)} | ${relL} |`);
    if (name === 'kinema default') {
      const ok = Math.abs(t - bt) <= 0.15 * bt && l <= 1.15 * bl + 0.05;
      verdicts.push(`${fmt(s[0].velocity, 0)} px/s ${ok ? 'met' : '**not met**'}`);
    }
  }
}
lines.push('');
lines.push(`Target (issue 22, judged at 1,875 px/s): the default's last move ≤ 1.15× the browser's + 50 ms and travel within 15 %: ${verdicts.join('; ')}.`);
if (problems.length) lines.push(`\n- Warning: page problems: ${problems.join('; ')}`);
const md = lines.join('\n');
writeSection('dom-fling', md);
process.stdout.write(`${md}\n`);
