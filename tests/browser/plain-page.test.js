// The plain-page example (examples/browser/): native ES modules and an import
// map, no bundler. The values the page computes in Chromium must equal, bit
// for bit, those computed in Node through the same package.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { init } from 'kinema';
import { formatNumber } from '../../examples/browser/values.js';
import { assertPlainPageMatchesNode } from './plain-page-checks.js';
import { serve } from './server.js';
import { launch, newPage, packageEntry, waitFor } from './browser.js';
import { withPage } from './open.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

let server, browser, entry;
before(async () => {
  entry = await packageEntry();
  await init();
  server = await serve(ROOT);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('examples/browser: loads kinema through an import map, animates, matches Node to the bit', async () => {
  await withPage(await newPage(browser), async ({ page, problems }) => {
    // The import map points at the package's entry, the module Node loads for 'kinema'.
    const html = await readFile(new URL('../../examples/browser/index.html', import.meta.url), 'utf8');
    const importMap = JSON.parse(/<script type="importmap">([^]*?)<\/script>/.exec(html)[1]);
    assert.equal(importMap.imports.kinema, entry);

    await page.goto(`${server.url}examples/browser/`);
    await waitFor(page.locator('#status[data-state="done"]'), problems, { timeout: 15_000 });

    // Fixed values and every frame, as the exact text of each double.
    const values = await page.$$eval('#values dd', (dds) =>
      Object.fromEntries(dds.map((dd) => [dd.dataset.name, dd.dataset.value])));
    const status = await page.locator('#status').evaluate((el) => ({ ...el.dataset }));
    const [, lastX] = assertPlainPageMatchesNode(values, status, 'Chromium');
    const box = await page.locator('#box').evaluate((el) => ({ x: el.dataset.x, transform: el.style.transform }));
    assert.equal(box.x, formatNumber(lastX));
    const shown = Number(/^translateX\((.*)px\)$/.exec(box.transform)?.[1]);  // CSS keeps ~7 digits
    assert.ok(Math.abs(shown - lastX) < 1e-3, `the box is at ${box.transform}, expected x = ${lastX}`);

    // The wasm is inlined in the JS: no separate .wasm request.
    assert.ok(server.requests.includes(`200 ${entry}`), server.requests.join('\n'));
    assert.deepEqual(server.requests.filter((r) => r.endsWith('.wasm')), []);

    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}plain-page.png`, fullPage: true });
  });
});
