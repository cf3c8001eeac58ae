// For a browser test file: the repository served and the engines it drives
// started before its tests, all closed after them (what each file's before /
// after hooks would otherwise repeat). The engines are passed in (`launch`
// from browser.js, `launchFirefox` from firefox.js, `startWebKit` from
// webkit.js), so a file loads only the drivers it uses, and how an engine is
// launched stays in its own module.
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { serve } from './server.js';

/** The repository root: what the browser tests serve. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Injected into every page the WebKit tests serve: collects the page's errors in window.__problems. */
export const WEBKIT_COLLECTOR = '<script src="/tests/browser/fixtures/webkit/problems.js"></script>';

/** Ends an engine: a WebKit session stops, a puppeteer or playwright browser closes. */
const quit = (engine) => (engine?.stop ? engine.stop() : engine?.close());

/**
 * Serves `root` (the repository by default; the other options go to
 * serve(): `inject`, `headers`) and starts each of `engines` ({ name: start })
 * before the file's tests, then runs `setUp(ctx)` if given (in the same hook:
 * a file's root-level `before` hooks may overlap); closes the engines, then
 * the server, after them. Returns { server, [name]: engine }, filled in once
 * the `before` hook has run.
 */
export function servedWith(engines, { root = ROOT, setUp, ...serveOptions } = {}) {
  const ctx = { server: null };
  before(async () => {
    ctx.server = await serve(root, serveOptions);
    for (const [name, start] of Object.entries(engines)) ctx[name] = await start();
    await setUp?.(ctx);
  });
  after(async () => {
    for (const name of Object.keys(engines).reverse()) await quit(ctx[name]);
    await ctx.server?.close();
  });
  return ctx;
}

/**
 * An engine a file starts only if a test asks for it: `await get()` starts it
 * on the first call and gives the same one after; closed after the file's
 * tests if it was started.
 */
export function onFirstUse(start) {
  let started = null;
  after(async () => { await quit(await started?.catch(() => null)); });
  return () => (started ??= start());
}
