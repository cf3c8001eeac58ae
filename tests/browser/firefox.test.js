// A second engine: Debian's Firefox ESR (Gecko, SpiderMonkey's WebAssembly),
// driven over WebDriver BiDi by puppeteer-core (playwright-core drives only
// its own patched Firefox, which is never downloaded here). The wasm does
// all the arithmetic, libm included, so Firefox must give the same bits as
// Node's V8: the plain page's fixed values and every frame, every factory
// under a strict Content-Security-Policy, and the demo must run cleanly.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as kinema from 'kinema';
import { exercise } from './fixtures/csp/exercise.js';
import { assertPlainPageMatchesNode } from './plain-page-checks.js';
import { serve } from './server.js';
import { launchFirefox } from './firefox.js';
import { withPage } from './open.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POLICY = "script-src 'self' 'wasm-unsafe-eval'";
const POLICIES = { default: POLICY, 'no-wasm-eval': "script-src 'self'" };

let server, browser;
before(async () => {
  await kinema.init();
  const headers = (path, query) =>
    path.endsWith('.html') && query.has('csp') ? { 'Content-Security-Policy': POLICIES[query.get('csp')] } : {};
  server = await serve(ROOT, { headers });
  browser = await launchFirefox();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A new page whose console errors, uncaught exceptions and HTTP errors are collected in `problems`. */
async function newPage() {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

async function waitFor(page, problems, selector) {
  try {
    await page.waitForSelector(selector, { timeout: 60_000 });
  } catch (error) {
    error.message += `\nProblems reported by the page:\n${problems.join('\n') || '(none)'}`;
    throw error;
  }
}

/**
 * Polls `predicate` in the page until it returns true. (puppeteer's
 * waitForFunction builds its predicate from a string, which a page whose CSP
 * forbids eval, such as the demo, rightly refuses under Firefox.)
 */
async function until(page, predicate, timeout = 60_000) {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(predicate))) {
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${predicate}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('Firefox: the plain page (import map) gives Node\'s values and frames to the bit', async () => {
  await withPage(await newPage(), async ({ page, problems }) => {
    await page.goto(`${server.url}examples/browser/`);
    await waitFor(page, problems, '#status[data-state="done"]');
    assert.match(await browser.version(), /^firefox\//i);
    const values = await page.$$eval('#values dd', (dds) =>
      Object.fromEntries(dds.map((dd) => [dd.dataset.name, dd.dataset.value])));
    const status = await page.$eval('#status', (el) => ({ ...el.dataset }));
    assertPlainPageMatchesNode(values, status, 'Firefox');
  });
});

/** Opens a CSP fixture page; returns what its script left and every CSP violation. */
async function runCsp(csp) {
  const { page, problems } = await newPage();
  try {
    await page.evaluateOnNewDocument(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.violations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
      });
    });
    await page.goto(`${server.url}tests/browser/fixtures/csp/header.html?csp=${csp}`);
    await waitFor(page, problems, 'body:not([data-state="loading"])');
    const left = await page.evaluate(() => ({
      state: document.body.dataset.state,
      result: window.kinemaResult,
      error: window.kinemaError,
      cause: window.kinemaCause,
      violations: window.violations,
    }));
    return { ...left, problems };
  } finally {
    await page.close();
  }
}

test(`Firefox: CSP "${POLICY}": every factory runs with no violation, values equal Node's to the bit`, async () => {
  const page = await runCsp('default');
  assert.equal(page.error, undefined);
  assert.equal(page.state, 'done');
  assert.deepEqual(page.violations, []);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(page.result, exercise(kinema));
  assert.equal(page.result.lambertW[0], 0.5671432904097838);  // the omega constant, independently
});

test("Firefox: without 'wasm-unsafe-eval' init() rejects naming kinema, the directive and the docs section", async () => {
  const page = await runCsp('no-wasm-eval');
  assert.equal(page.state, 'error');
  assert.match(page.error, /^Error: kinema: this page's Content-Security-Policy blocks WebAssembly: add 'wasm-unsafe-eval' to its script-src directive .*docs\/csp\.md/);
  // Its cause, Firefox's own: "CompileError: call to WebAssembly.Module() blocked by CSP"
  // (the decoder of web/src/wasm-text.js is the first wasm compiled)
  assert.match(page.cause, /CompileError: .*WebAssembly\.(instantiate|Module)\(\).*CSP/s);
  assert.deepEqual(page.violations, ['script-src blocked wasm-eval']);
  assert.equal(page.result, undefined);
});

test('Firefox: the demo loads under its own CSP, and a click on #explosions draws a ring that ends with equal radii', async () => {
  await withPage(await newPage(), async ({ page }) => {
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${server.url}web/demo/`);
    await until(page, () => Boolean(window.kinemaDemo?.ready));
    await page.evaluate(() => window.kinemaDemo.ready);
    const canvas = await page.$('canvas#explosions');
    await canvas.scrollIntoView();
    const before = await page.evaluate((c) => c.toDataURL(), canvas);
    const box = await canvas.boundingBox();
    await page.evaluate((before) => { window.before = before; }, before);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await until(page, () => document.querySelector('canvas#explosions').toDataURL() !== window.before);
    await until(page, () => window.kinemaDemo.explosions.stats.lastRing?.finished === true);
    const ring = await page.evaluate(() => window.kinemaDemo.explosions.stats.lastRing);
    assert.ok(ring.finalRadius > 0);
    assert.ok(Math.abs(ring.innerRadius - ring.outerRadius) <= 1e-9 * ring.finalRadius,
      `inner ${ring.innerRadius} vs outer ${ring.outerRadius}`);
  });
});
