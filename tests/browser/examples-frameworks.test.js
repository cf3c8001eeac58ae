// The recipes examples/recipes/react and examples/recipes/vue (on the
// kinema/react and kinema/vue hooks, no top-level await): each builds with
// esbuild and, in Chromium under `script-src 'self' 'wasm-unsafe-eval'`,
// mounts a component with useScroller and a spring animation; the Scroller scrolls
// (scrollTo from a button), the spring lands on 200 px, and unmounting the
// component destroys the Scroller: the element's style attribute is what the
// framework wrote, and every listener added since the component mounted is
// gone. No console errors.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReactExample } from '../../examples/recipes/react/build.mjs';
import { buildVueExample } from '../../examples/recipes/vue/build.mjs';
import { serve } from './server.js';
import { launch, newPage, waitFor } from './browser.js';

const POLICY = "script-src 'self' 'wasm-unsafe-eval'";
// What both components write as the list's inline style (React from
// `style={{ height: 240, overflowY: 'auto' }}`, Vue from `{ height: '240px', overflowY: 'auto' }`),
// as Chromium serializes it.
const FRAMEWORK_STYLE = 'height: 240px; overflow-y: auto;';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/**
 * Counts live event listeners, by wrapping EventTarget's add/removeEventListener
 * before any page script runs. `window.__listeners(element?)` returns
 * { live, element }: listeners on targets still in use (anything that is not a
 * Node, and connected Nodes; a detached node's listeners die with it) and, if
 * given, those on `element`.
 */
function trackListeners() {
  const records = new Map();   // target -> [[type, listener, capture]]
  const capture = (options) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener) {
      const list = records.get(this) ?? [];
      if (!list.some(([t, l, c]) => t === type && l === listener && c === capture(options))) list.push([type, listener, capture(options)]);
      records.set(this, list);
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const list = records.get(this);
    if (list) {
      const i = list.findIndex(([t, l, c]) => t === type && l === listener && c === capture(options));
      if (i >= 0) list.splice(i, 1);
    }
    return removeEventListener.call(this, type, listener, options);
  };
  window.__listeners = (element) => {
    let live = 0;
    for (const [target, list] of records) {
      if (!(target instanceof Node) || target.isConnected) live += list.length;
    }
    return { live, element: element ? (records.get(element)?.length ?? 0) : 0 };
  };
  /** The live listeners' targets and types, for a failure message. */
  window.__dump = () => {
    const out = [];
    for (const [target, list] of records) {
      if (!(target instanceof Node) || target.isConnected) out.push(`${target.constructor.name}${target.className ? '.' + target.className : ''}: ${list.map(([t]) => t).join(',')}`);
    }
    return out;
  };
}

// React's development build runs under <StrictMode> as apps do while being
// written: the effect runs, its cleanup destroys the Scroller, and it runs
// again on the same element, which must then behave as on a first mount.
const EXAMPLES = [
  ['React', (outDir) => buildReactExample(outDir)],
  ['React (development, StrictMode mounts twice)', (outDir) => buildReactExample(outDir, { mode: 'development' })],
  ['Vue', (outDir) => buildVueExample(outDir)],
];

for (const [name, buildExample] of EXAMPLES) {
  describe(`examples: ${name}`, () => {
    let outDir, server;
    before(async () => {
      outDir = await mkdtemp(join(tmpdir(), 'kinema-framework-'));
      await buildExample(outDir);
      server = await serve(outDir, { headers: (path) => (path.endsWith('.html') || path === '/' ? { 'Content-Security-Policy': POLICY } : {}) });
    });
    after(async () => {
      await server?.close();
      if (outDir) await rm(outDir, { recursive: true, force: true });
    });

    test(`${name}: mounts a Scroller and a spring, scrolls, and unmounting restores the element and removes the listeners`, async () => {
      const { page, problems, messages, close } = await newPage(browser);
      try {
        await page.addInitScript(trackListeners);
        await page.addInitScript(() => {
          window.violations = [];
          document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
        });
        const response = await page.goto(server.url);
        assert.equal(response.headers()['content-security-policy'], POLICY);
        await waitFor(page.locator('body[data-state="ready"] .inbox'), problems);

        // Unmount, then mount again: the listener count before the second mount is the baseline.
        // Clicks go through element.click(), not Playwright's actionability
        // checks, which add listeners of their own to the window.
        const click = (selector) => page.locator(selector).evaluate((el) => el.click());
        await click('input.show');
        await waitFor(page.locator('.inbox'), problems, { state: 'detached' });
        const baseline = await page.evaluate(() => window.__listeners().live);
        await click('input.show');
        await waitFor(page.locator('.inbox'), problems);
        const list = await page.locator('.inbox').elementHandle();
        const mounted = await list.evaluate((el) => ({ ...window.__listeners(el), style: el.getAttribute('style'), tabindex: el.getAttribute('tabindex') }));
        assert.ok(mounted.element > 0, `the Scroller listens on its element (${mounted.element} listeners)`);
        assert.ok(mounted.live > baseline, `listeners while mounted: ${mounted.live}, before: ${baseline}`);
        assert.match(mounted.style, /touch-action/, 'the Scroller sets touch-action while it lives');
        assert.ok(mounted.style.startsWith(FRAMEWORK_STYLE), mounted.style);

        // The spring: lands on 200 px (within the core's default 0.001 px tolerance) and says so.
        await waitFor(page.locator('.ball[data-settled]'), problems);
        const ballX = await page.locator('.ball').evaluate((el) => Number(/translateX\((.*)px\)/.exec(el.style.transform)[1]));
        assert.ok(Math.abs(ballX - 200) <= 0.001, `ball at ${ballX}`);

        // The Scroller: scrollTo(400) from the button, polled until it rests there.
        assert.equal(await list.evaluate((el) => el.scrollTop), 0);
        await waitFor(page.locator('button.scroll-to:not([disabled])'), problems);   // the hook's Scroller is there
        await click('button.scroll-to');
        await page.waitForFunction((el) => Math.abs(el.scrollTop - 400) < 1
          && document.querySelector('.position')?.textContent === '400', list, { timeout: 10_000 });

        // Unmount: the element (kept alive by our handle) is restored, and no listener is left.
        await click('input.show');
        await waitFor(page.locator('.inbox'), problems, { state: 'detached' });
        const after = await list.evaluate((el) => ({ ...window.__listeners(el), style: el.getAttribute('style'), tabindex: el.getAttribute('tabindex'), connected: el.isConnected }));
        assert.equal(after.connected, false);
        assert.equal(after.style, FRAMEWORK_STYLE, 'the style attribute is what the framework wrote');
        assert.equal(after.tabindex, mounted.tabindex === '0' ? null : mounted.tabindex, 'a tabindex the Scroller added is removed');
        assert.equal(after.element, 0, 'no listener left on the element');
        assert.equal(after.live, baseline, `no listener left on window, document, media queries or the page:
${(await page.evaluate(() => window.__dump())).join('\n')}`);

        assert.deepEqual(await page.evaluate(() => window.violations), []);
        assert.deepEqual(messages.filter((m) => m.startsWith('warning')), []);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  });
}
