// kinema under a Content-Security-Policy that allows no string-to-code:
// `script-src 'self' 'wasm-unsafe-eval'`, sent as a header and as a <meta>.
// Every factory must run (embind without new Function, the wasm inlined)
// with no violation and the same values as in Node. Negative controls show
// the policy is enforced: new Function is blocked, and without
// 'wasm-unsafe-eval' the module cannot be instantiated.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as kinema from 'kinema';
import { exercise } from './fixtures/csp/exercise.js';
import { serve } from './server.js';
import { launch, newPage, packageEntry, waitFor } from './browser.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = 'tests/browser/fixtures/csp/';
const POLICY = "script-src 'self' 'wasm-unsafe-eval'";
const POLICIES = {
  default: POLICY,
  'no-wasm-eval': "script-src 'self'",
  strict: "default-src 'self'; img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval'",
};

let server, browser, expected, entry;
before(async () => {
  entry = await packageEntry();
  // The policy goes on the HTML documents only (?csp=name), which is what
  // governs the page; meta.html carries its own and gets no header.
  const headers = (path, query) =>
    path.endsWith('.html') && query.has('csp') ? { 'Content-Security-Policy': POLICIES[query.get('csp')] } : {};
  await kinema.init();
  expected = exercise(kinema);
  server = await serve(ROOT, { headers });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a fixture page, waits for its script, returns what it left and every CSP violation. */
async function run(file, csp, moduleEntry = entry) {
  const { page, problems, messages, close } = await newPage(browser);
  try {
    await page.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.violations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
      });
    });
    const query = new URLSearchParams({ ...(csp && { csp }), ...(moduleEntry && { entry: moduleEntry }) });
    const response = await page.goto(`${server.url}${FIXTURES}${file}?${query}`);
    const header = response.headers()['content-security-policy'];
    await waitFor(page.locator('body:not([data-state="loading"])'), problems, { state: 'attached' });
    const left = await page.evaluate(() => ({
      state: document.body.dataset.state,
      result: window.kinemaResult,
      error: window.kinemaError,
      cause: window.kinemaCause,
      dynamicCode: window.dynamicCode,
      violations: window.violations,
    }));
    const cspMessages = messages.filter((m) => /Content Security Policy/i.test(m));
    return { ...left, header, problems, cspMessages };
  } finally {
    await close();
  }
}

function assertKinemaRan(page) {
  assert.equal(page.error, undefined);
  assert.equal(page.state, 'done');
  assert.deepEqual(page.violations, []);
  assert.deepEqual(page.cspMessages, []);
  assert.deepEqual(page.problems, []);
  // Bit for bit what Node computed (deepStrictEqual tells -0 from 0).
  assert.deepEqual(page.result, expected);
  // And a few values known independently of any build.
  const r = page.result;
  assert.equal(r.lambertW[0], 0.5671432904097838);  // the omega constant
  assert.equal(r['Friction.toStopAt.props'][1], 640);
  assert.deepEqual(r['Gravity.timeAt'], [1, Infinity]);
  assert.equal(r['ExponentialRate.solve.x'][3], 300);
  assert.deepEqual(r['MotionBatch.sample'].slice(0, 4), r['MotionBatch.direct']);
  assert.equal(r['Spring.props'][0], 'underdamped');
  assert.equal(r.errors.length, 4);
  for (const message of r.errors) assert.match(message, /^RangeError: kinema: /);
}

test(`CSP header "${POLICY}", the package's entry: every factory runs, no violation, values equal Node's`, async () => {
  const page = await run('header.html', 'default');
  assert.equal(page.header, POLICY);
  assertKinemaRan(page);
});

test(`CSP header "${POLICY}", the unbundled sources (web/src/index.js): same`, async () => {
  const page = await run('header.html', 'default', '/web/src/index.js');
  assert.equal(page.header, POLICY);
  assertKinemaRan(page);
});

test(`CSP <meta> "${POLICY}": every factory runs, no violation, values equal Node's`, async () => {
  const page = await run('meta.html');
  assert.equal(page.header, undefined);
  assertKinemaRan(page);
});

test('negative control: new Function under the same CSP is blocked and reported', async () => {
  const page = await run('negative.html', 'default');
  assert.equal(page.header, POLICY);
  assert.match(page.dynamicCode, /^EvalError: .*Content Security Policy/s);
  assert.deepEqual(page.violations, ['script-src blocked eval']);
});

// Without 'wasm-unsafe-eval' no wasm compiles: init() rejects, and its error
// names kinema, the directive to add and the docs section, with the
// browser's own CompileError as its cause (the policy reached the wasm).
const POLICY_ERROR = new RegExp("^Error: kinema: this page's Content-Security-Policy blocks WebAssembly: "
  + "add 'wasm-unsafe-eval' to its script-src directive \\(script-src 'self' 'wasm-unsafe-eval'\\); "
  + 'see docs/csp\\.md in the kinema package');

test("without 'wasm-unsafe-eval', kinema's init() rejects naming kinema, the directive and the docs section", async () => {
  const page = await run('header.html', 'no-wasm-eval');
  assert.equal(page.state, 'error');
  assert.match(page.error, POLICY_ERROR);
  assert.match(page.cause, /CompileError: WebAssembly\.(instantiate|Module)\(\).*Content Security Polic/s);
  assert.deepEqual(page.violations, ['script-src blocked wasm-eval']);
});

test("without 'wasm-unsafe-eval', kinema/dom's init() (the scroll engine) rejects the same way", async () => {
  const page = await run('header.html', 'no-wasm-eval', '/web/dist/dom.js');
  assert.equal(page.state, 'error');
  assert.match(page.error, POLICY_ERROR);
  assert.deepEqual(page.violations, ['script-src blocked wasm-eval']);
});

test(`CSP header "${POLICY}": kinema/dom's init() loads the scroll engine with no violation`, async () => {
  const page = await run('header.html', 'default', '/web/dist/dom.js');
  assert.equal(page.error, undefined);
  assert.equal(page.result, 'initialised');
  assert.deepEqual(page.violations, []);
  assert.deepEqual(page.problems, []);
});

// With default-src 'self' and no connect-src, nothing may be fetched: the
// package hands the wasm bytes to Emscripten itself (scripts/embed-wasm.mjs),
// so its loader fetches nothing.
test("CSP default-src 'self': kinema still works (the blocked fetch of the data: URL falls back)", async () => {
  const page = await run('header.html', 'strict');
  assert.equal(page.error, undefined);
  assert.deepEqual(page.result, expected);
  const others = page.violations.filter((v) => v !== 'connect-src blocked data');
  assert.deepEqual(others, []);
});

test("CSP default-src 'self': no connect-src violation for the inlined wasm", async () => {
  const page = await run('header.html', 'strict');
  assert.deepEqual(page.violations, []);
  assert.deepEqual(page.problems, []);
});
