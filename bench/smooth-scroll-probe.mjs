// Diagnostic (not a benchmark, not in `npm run bench`): why a Scroller cannot
// let the page's own smooth scrollIntoView run while it flings (issue 11,
// defect 4; README "The browser layer"). In Chromium (playwright-core) and in
// Firefox ESR (puppeteer-core, WebDriver BiDi), a 300 px overflow box of 40
// rows of 50 px:
//   1. at rest, row 10 is brought into view with scrollIntoView({behavior:
//      'smooth'}) called from a task; scrollTop is logged at each animation
//      frame: the frame where the offset first moves;
//   2. a writer like the Scroller's fling (each frame it reads the offset,
//      hands over for good if it is not what it wrote, else writes 5 px
//      more) runs while the same call is made from a task at 16 moments
//      7 ms apart: how many of the browser's smooth scrolls survive.
//
//   node bench/smooth-scroll-probe.mjs
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';

const PAGE = `<!doctype html><body style="margin:0">
<div id="s" style="position:absolute;left:40px;top:20px;width:300px;height:300px;overflow-y:auto">
${Array.from({ length: 40 }, (_, i) => `<div class="row" style="height:50px">row ${i}</div>`).join('')}</div></body>`;

/** In the page: the frames after the call until the offset first moves, and the offset then. */
async function firstMove() {
  const s = document.getElementById('s');
  const raf = () => new Promise((r) => requestAnimationFrame(r));
  s.scrollTop = 0;
  await raf(); await raf();
  let called = false;
  setTimeout(() => { s.querySelectorAll('.row')[10].scrollIntoView({ behavior: 'smooth', block: 'start' }); called = true; }, 20);
  for (let frame = 0; frame <= 20;) {   // frame n: the n-th animation frame after the call
    await raf();
    if (!called) continue;
    frame++;
    if (s.scrollTop !== 0) return { frame, offset: s.scrollTop };
  }
  return { frame: null, offset: 0 };
}

/** In the page: a fling-like writer; the call from a task after `delay` ms. Whether the smooth scroll reached row 10. */
async function duringWrites(delay) {
  const s = document.getElementById('s');
  const raf = () => new Promise((r) => requestAnimationFrame(r));
  s.scrollTop = 0;
  await raf(); await raf();
  let written = s.scrollTop, handed = false;
  setTimeout(() => s.querySelectorAll('.row')[10].scrollIntoView({ behavior: 'smooth', block: 'start' }), delay);
  for (let frame = 0; frame < 80; frame++) {
    await raf();
    if (handed) continue;
    if (Math.abs(s.scrollTop - written) > 0.01) { handed = true; continue; }
    if (frame < 30) { s.scrollTop = written + 5; written = s.scrollTop; }
  }
  return s.scrollTop === 500;
}

async function probe(name, page) {
  await page.setContent(PAGE);
  const moves = [];
  for (let i = 0; i < 4; i++) moves.push(await page.evaluate(firstMove));
  let survived = 0;
  for (let i = 0; i < 16; i++) if (await page.evaluate(duringWrites, 50 + 7 * i)) survived++;
  console.log(`${name}: at rest, first move ${moves.map((m) => `${m.offset} px at frame ${m.frame}`).join(', ')} after the call;`
    + ` during writes, ${survived} of 16 smooth scrolls survived`);
}

const c = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
await probe('Chromium', await (await c.newContext({ viewport: { width: 800, height: 600 } })).newPage());
await c.close();
const f = await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', headless: true });
await probe('Firefox', await f.newPage());
await f.close();
