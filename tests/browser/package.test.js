// The package as published (`npm pack`, unpacked as node_modules/kinema),
// loaded by URL from a plain page with no import map, under a strict
// Content-Security-Policy (no inline script, so no inline import map either),
// and from a module worker: both need every import between the package's
// files to be relative (scripts/bundle.mjs). The values must equal Node's,
// computed through the same package.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { init, Spring } from 'kinema';
import { packPackage } from '../../bench/pages.mjs';
import { serve } from './server.js';
import { launch, newPage, waitFor } from './browser.js';
import { withPage } from './open.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/package/', import.meta.url));
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src data:";

let pack, server, browser;
before(async () => {
  await init();
  pack = packPackage();
  cpSync(FIXTURE, pack.dir, { recursive: true });
  server = await serve(pack.dir, { headers: { 'Content-Security-Policy': CSP } });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  pack?.cleanup();
});

test('kinema/dom loads in a plain page with no import map, and in a module worker, sharing one core', async () => {
  await withPage(await newPage(browser), async ({ page, problems }) => {
    await page.goto(`${server.url}index.html`);
    await waitFor(page.locator('body:not([data-state="loading"])'), problems, { timeout: 20_000 });
    const result = JSON.parse(await page.locator('body').getAttribute('data-result'));
    assert.equal(result.error, undefined, `${result.error}\n${problems.join('\n')}`);
    const x = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 }).x(0.25);
    const scrollX = Spring.withDampingRatio({ from: 0, to: 100, stiffness: 170, dampingRatio: 1 }).x(0.25);
    assert.equal(result.sameInit, true, "after kinema's init(), one engine serves kinema and kinema/dom");
    assert.equal(result.scrollX, scrollX, 'page, scroll engine: the same double as Node');
    assert.equal(result.x, x, 'page, full engine: the same double as Node');
    assert.deepEqual(result.bounds, result.native, "the Scroller's bounds are the element's scroll range");
    assert.deepEqual(result.worker, { x: scrollX }, 'worker, scroll engine: the same double as Node');
    // Everything came from the package's files; nothing named a bare 'kinema'.
    const requested = server.requests.map((r) => r.replace(/^\d+ /, ''));
    const outside = requested.filter((p) => !p.startsWith('/node_modules/kinema/web/dist/')
      && !['/index.html', '/page.js', '/worker.js'].includes(p));
    assert.deepEqual(outside, []);
    assert.ok(requested.includes('/node_modules/kinema/web/dist/dom.js'), requested.join('\n'));
  });
});
