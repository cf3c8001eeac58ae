// Screenshots of the demo page (web/demo/) in Debian's Chromium, as a phone
// and as a desktop browser see it. Build first (npm run build).
//   node scripts/screenshot-demo.mjs [outdir]   (default docs/)
// writes demo-phone.png (390x844 CSS px, devicePixelRatio 2, touch, mobile
// viewport: an iPhone 12-15 class phone) scrolled to the explosions with three
// set off, and demo-desktop.png (1280x900), the top of the page. `--full`
// adds demo-phone-full.png, the whole page at phone width.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serve } from './static-server.mjs';
import { launch } from '../tests/browser/browser.js';

const args = process.argv.slice(2);
const full = args.includes('--full');
const outdir = args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../docs/', import.meta.url));
await mkdir(outdir, { recursive: true });

const server = await serve(fileURLToPath(new URL('..', import.meta.url)));
const browser = await launch();
try {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
  const shots = [
    ['demo-phone', phone, { section: 'explosions-section', explosions: 3 }],
    ['demo-desktop', { viewport: { width: 1280, height: 900 } }, {}],
  ];
  if (full) shots.push(['demo-phone-full', phone, { fullPage: true }]);
  for (const [name, options, { section, explosions = 0, fullPage = false }] of shots) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}web/demo/`);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 15_000 });
    await page.waitForSelector('#size[data-bytes]');   // the hero's measured size
    await page.evaluate(() => document.fonts.ready);
    if (section) await page.evaluate((id) => document.getElementById(id).scrollIntoView({ behavior: 'instant' }), section);
    // Explosions a few frames apart (so their rings differ), then the shot
    // while the last one is still growing.
    await page.evaluate((count) => new Promise((resolve) => {
      const c = document.getElementById('explosions');
      let i = 0, frames = 0;
      const frame = () => {
        if (i < count && frames % 4 === 0) {
          window.kinemaDemo.explosions.spawn(c.clientWidth * [0.3, 0.7, 0.5][i % 3], c.clientHeight * [0.35, 0.45, 0.7][i % 3]);
          i++;
        }
        frames++;
        if (i >= count && frames > 4 * count) resolve(); else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }), explosions);
    await page.screenshot({ path: `${outdir}/${name}.png`, fullPage });
    if (errors.length) throw new Error(`${name}: the page reported errors:\n${errors.join('\n')}`);
    console.log(`wrote ${outdir}/${name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
