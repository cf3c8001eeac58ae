// examples/vite/: a Vite production build of an app that imports 'kinema'
// (resolved as Node does, through this package's "exports": no alias, no
// asset or wasm plugin configuration) must load in Chromium and compute the
// same values as Node, also under `script-src 'self' 'wasm-unsafe-eval'`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createLogger } from 'vite';
import { init, Spring, Friction, lambertW } from 'kinema';
import { serve } from './server.js';
import { launch, newPage, waitFor } from './browser.js';
import { withPage } from './open.js';

const CONFIG = fileURLToPath(new URL('../../examples/vite/vite.config.js', import.meta.url));
const POLICY = "script-src 'self' 'wasm-unsafe-eval'";

let outDir, server, browser;
const warnings = [];
before(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'kinema-vite-'));
  const logger = createLogger('warn');
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  await build({ configFile: CONFIG, logLevel: 'warn', customLogger: logger, build: { outDir, emptyOutDir: true } });
  await init();
  server = await serve(outDir, { headers: (path) => (path.endsWith('.html') || path === '/' ? { 'Content-Security-Policy': POLICY } : {}) });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** What examples/vite/main.js computes, computed here. */
function expected() {
  const spring = new Spring({ from: 0, to: 300, stiffness: 600, damping: 40 });
  const fling = Friction.toStopAt({ from: 0, velocity: 2000, to: 480 });
  return {
    springX: spring.x(0.1),
    springSettle: spring.settleTime,
    flingDrag: fling.drag,
    flingX: fling.x(0.5),
    omega: lambertW(1),
  };
}

test('the Vite build needs no configuration for the wasm: one JS chunk, no .wasm, no eval', async () => {
  assert.deepEqual(warnings, []);
  const files = (await readdir(outDir, { recursive: true })).filter((f) => !f.endsWith('assets')).sort();
  assert.equal(files.length, 2, files.join(', '));
  assert.match(files[0], /^assets\/index-[\w-]+\.js$/);
  assert.equal(files[1], 'index.html');
  const code = await readFile(join(outDir, files[0]), 'utf8');
  // The wasm travels inside the chunk as a string of one character per byte
  // (scripts/embed-wasm.mjs). A minifier may re-escape its other characters,
  // but not a run of printable ASCII without quotes, backslashes or template
  // syntax: the first such run of 32 or more must be in the chunk as it is.
  const wasmText = (await import('../../web/dist/kinema-wasm-bytes.js')).default;
  const run = wasmText.match(/[A-Za-z0-9 !#%&()*+,\-./:;=?@[\]^_|~]{32,}/)[0];
  assert.ok(code.includes(run), 'the wasm should be inlined in the chunk');
  assert.doesNotMatch(code, /new Function\b|\beval\(/);
});

test(`the built app runs in Chromium under "${POLICY}" and matches Node to the bit`, async () => {
  await withPage(await newPage(browser), async ({ page, problems, messages }) => {
    await page.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto(server.url);
    assert.equal(response.headers()['content-security-policy'], POLICY);
    const out = page.locator('#out');
    await waitFor(page.locator('#out[data-state="done"]'), problems);
    const values = JSON.parse(await out.getAttribute('data-values'));
    assert.deepEqual(values, expected());
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual(messages.filter((m) => /Content Security Policy/i.test(m)), []);
  });
});
