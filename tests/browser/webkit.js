// WebKit for the browser tests: Debian's WebKitGTK MiniBrowser, driven by
// WebKitWebDriver (package webkit2gtk-driver) under its own Xvfb display
// (package xvfb), over W3C WebDriver (classic: WebKitWebDriver 2.50 has no
// BiDi, it refuses `webSocketUrl`).
//
// The client is W3C WebDriver's JSON over HTTP with Node's own fetch: a
// handful of endpoints (session, navigate, execute, actions), no dependency,
// nothing that could download a driver or a browser. (selenium-webdriver's
// current releases need Node >= 22; webdriverio 9 asks for BiDi by default
// and depends on driver downloaders. See README, "Dependencies".)
//
// start() launches Xvfb on a display it picks itself (-displayfd) and the
// driver on a free port, each in its own process group; stop() ends the
// session and kills both groups (the MiniBrowser the driver started is in the
// driver's group), and so does an exit of this process, even on failure.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const CAPABILITIES = {
  alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process group this module started and has not stopped yet (killed on exit). */
const groups = new Set();
function killGroup(child, signal = 'SIGKILL') {
  if (!child.pid) return;  // never started
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
process.once('exit', () => {
  for (const child of groups) killGroup(child);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of groups) killGroup(child);
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}

/** Spawns `command` as the leader of a new process group, remembered for stop and exit. */
function launch(command, args, options) {
  const child = spawn(command, args, { detached: true, ...options });
  groups.add(child);
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // Not started at all (ENOENT: run `npm run setup`), reported as an exit.
    child.once('error', (error) => resolve({ code: error.code, signal: null }));
  });
  return child;
}

/** Kills a group started by launch(): SIGTERM, then SIGKILL if it is still there after `grace` ms. */
async function stopGroup(child, grace = 3_000) {
  if (!child || !groups.has(child)) return;
  killGroup(child, 'SIGTERM');
  const exited = await Promise.race([child.exited.then(() => true), sleep(grace).then(() => false)]);
  killGroup(child, 'SIGKILL');  // the leader may be gone and others in its group not
  if (!exited) await child.exited;
  groups.delete(child);
}

/** Xvfb on the first free display (Xvfb -displayfd writes the number it took). */
async function startXvfb(timeout = 60_000) {
  const xvfb = launch('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  xvfb.stderr.on('data', (chunk) => { stderr += chunk; });
  let out = '';
  const display = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display in ${timeout} ms: ${stderr}`)), timeout);
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    xvfb.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code ?? signal}): ${stderr}`));
    });
  });
  return { xvfb, display };
}

/** A TCP port that was free a moment ago. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** WebKitWebDriver on a free port, polled until /status says it is ready; retried on another port if it dies. */
async function startDriver(display, timeout = 60_000) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const driver = launch(WEBKIT_DRIVER, [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DISPLAY: display },
    });
    let stderr = '';
    driver.stderr.on('data', (chunk) => { stderr += chunk; });
    let dead = null;
    driver.exited.then((how) => { dead = how; });
    const url = `http://127.0.0.1:${port}`;
    const end = Date.now() + timeout;
    while (!dead && Date.now() < end) {
      try {
        const status = await (await fetch(`${url}/status`, { signal: AbortSignal.timeout(5_000) })).json();
        if (status.value?.ready) return { driver, url };
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    lastError = new Error(`WebKitWebDriver on port ${port} ${dead ? `exited (${dead.code ?? dead.signal})` : `not ready in ${timeout} ms`}: ${stderr}`);
    await stopGroup(driver);
    if (dead?.code === 'ENOENT') {
      lastError.message += ` (${WEBKIT_DRIVER} is missing: npm run setup installs webkit2gtk-driver)`;
      break;
    }
  }
  throw lastError;
}

/** A W3C WebDriver error answered by the driver. */
export class WebDriverError extends Error {
  constructor(command, value) {
    super(`${command}: ${value.error}: ${value.message}`);
    this.name = 'WebDriverError';
    this.error = value.error;
  }
}

/**
 * Starts Xvfb, WebKitWebDriver and a MiniBrowser session. Returns the
 * session; `await session.stop()` ends all three.
 */
export async function startWebKit({ capabilities = CAPABILITIES } = {}) {
  const started = {};
  try {
    Object.assign(started, await startXvfb());
    Object.assign(started, await startDriver(started.display));
    const session = new Session(started);
    await session.create(capabilities);
    return session;
  } catch (error) {
    await stopGroup(started.driver);
    await stopGroup(started.xvfb);
    throw error;
  }
}

class Session {
  #xvfb;
  #driver;
  #url;
  #id = null;
  capabilities = null;

  constructor({ xvfb, driver, url, display }) {
    this.#xvfb = xvfb;
    this.#driver = driver;
    this.#url = url;
    this.display = display;
  }

  /** One command: `method` on `/session/{id}/path` (or `/path` before the session), JSON in and out. */
  async command(method, path, body, timeout = 60_000) {
    const prefix = this.#id ? `/session/${this.#id}` : '';
    const response = await fetch(`${this.#url}${prefix}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
    const text = await response.text();
    let value;
    try {
      ({ value } = JSON.parse(text));
    } catch {
      throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
    }
    if (!response.ok) throw new WebDriverError(`${method} ${path}`, value ?? { error: `HTTP ${response.status}`, message: text });
    return value;
  }

  async create(capabilities) {
    const value = await this.command('POST', '/session', { capabilities }, 120_000);
    this.#id = value.sessionId;
    this.capabilities = value.capabilities;
    // Generous script timeout: async scripts below poll with their own deadline.
    await this.command('POST', '/timeouts', { script: 60_000, pageLoad: 60_000 });
  }

  /** Navigates and waits for the load event (pageLoadStrategy 'normal'). */
  navigate(url) {
    return this.command('POST', '/url', { url });
  }

  /**
   * Runs `fn(...args)` in the page and returns its JSON-able result (a
   * returned promise is awaited). `fn` is sent as source text and must not
   * close over anything in Node.
   */
  execute(fn, ...args) {
    // execute/async: the last argument is the callback; a rejection comes back as { thrown }.
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({ value }), (e) => done({ thrown: String(e) + (e && e.stack ? '\\n' + e.stack : '') }));`;
    return this.command('POST', '/execute/async', { script, args }).then((r) => {
      if (r && 'thrown' in r) throw new Error(`in the page: ${r.thrown}`);
      return r?.value;
    });
  }

  /** Polls `fn(...args)` in the page until it returns a truthy value, which it returns. */
  async until(fn, args = [], { timeout = 15_000, interval = 50, message } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      const value = await this.execute(fn, ...args);
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${message ?? fn}`);
      await sleep(interval);
    }
  }

  /** W3C Actions: `sources` is the list of input sources with their action sequences. */
  async perform(sources) {
    await this.command('POST', '/actions', { actions: sources });
  }

  /** Releases every key and button the actions left pressed. */
  releaseActions() {
    return this.command('DELETE', '/actions');
  }

  setWindowRect(rect) {
    return this.command('POST', '/window/rect', rect);
  }

  /** Ends the session, then kills the driver's and Xvfb's process groups. */
  async stop() {
    try {
      if (this.#id) await this.command('DELETE', '', undefined, 15_000);
    } catch {
      // the groups are killed below anyway
    } finally {
      this.#id = null;
      await stopGroup(this.#driver);
      await stopGroup(this.#xvfb);
    }
  }
}
