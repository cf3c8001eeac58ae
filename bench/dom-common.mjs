// Shared by the DOM benchmarks (bench/dom-scrollers.mjs, bench/dom-biglist.mjs):
// Debian's Chromium, headless, through playwright-core (tests/browser/browser.js),
// the benchmark page (bench/dom/) served from the repository root, the
// main thread's busy time from the DevTools Performance domain, and the
// section of bench/RESULTS.md each benchmark owns.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '../scripts/static-server.mjs';
import { launch, CHROMIUM } from '../tests/browser/browser.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const QUICK = process.argv.includes('--quick');

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const fmt = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : String(x));

/** Chromium with the benchmark page open: { page, cdp, close }. */
export async function openBench({ viewport = { width: 1280, height: 800 }, hasTouch = false } = {}) {
  const server = await serve(ROOT);
  const browser = await launch();
  const context = await browser.newContext({ viewport, hasTouch });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${server.url}bench/dom/`);
  await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const version = browser.version();
  return {
    page, cdp, errors, version,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The renderer main thread's cumulative busy times (s): TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration. */
export async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
  return { task: m.TaskDuration, script: m.ScriptDuration, layout: m.LayoutDuration, style: m.RecalcStyleDuration };
}

/**
 * Measures `frames` animation frames from now (or until `maxMs` of wall
 * time): main-thread busy ms per frame (all tasks: script, style, layout,
 * paint), its layout part, and the mean frame interval (ms).
 */
export async function measureFrames(page, cdp, { frames = 20, maxMs = 15_000 } = {}) {
  const startCount = await page.evaluate(() => window.frameTimes.length);
  const before = await mainThread(cdp);
  const t0 = Date.now();
  while ((await page.evaluate(() => window.frameTimes.length)) < startCount + frames && Date.now() - t0 < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const after = await mainThread(cdp);
  const times = await page.evaluate((n) => window.frameTimes.slice(n), startCount);
  const n = Math.max(times.length - 1, 1);
  return {
    frames: times.length,
    busy: ((after.task - before.task) * 1000) / Math.max(times.length, 1),
    layout: ((after.layout + after.style - before.layout - before.style) * 1000) / Math.max(times.length, 1),
    interval: (times.at(-1) - times[0]) / n,
  };
}

/** Machine and build facts for the results. */
export function describeRun(version) {
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'web/src'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (dirty) commit += ' plus uncommitted changes in web/src';
  } catch { /* not a git checkout */ }
  const cpus = os.cpus();
  return `Chromium ${version} (${CHROMIUM}, headless) via playwright-core; ${cpus[0]?.model ?? 'CPU'} × ${cpus.length}; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; sources (web/src) at commit ${commit}`;
}

/**
 * Replaces (or appends) the section of bench/RESULTS.md between
 * `<!-- name -->` and `<!-- /name -->`. bench/run.mjs rewrites the file, and
 * scripts/bench.sh runs the DOM benchmarks after it.
 */
export function writeSection(name, markdown) {
  const url = new URL('./RESULTS.md', import.meta.url);
  let text = '';
  try { text = readFileSync(url, 'utf8'); } catch { /* a new file */ }
  const open = `<!-- ${name} -->`, close = `<!-- /${name} -->`;
  const block = `${open}\n${markdown.trim()}\n${close}`;
  const a = text.indexOf(open), b = text.indexOf(close);
  text = a >= 0 && b > a ? text.slice(0, a) + block + text.slice(b + close.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(url, text);
}
