// Gesture input for the browser tests whose timing is set by the test, not
// by the machine's load, and a polling wait.
//
// Chromium (playwright-core): every mouse, touch and wheel event is sent
// through the DevTools protocol (Input.dispatchMouseEvent /
// Input.dispatchTouchEvent) with an explicit `timestamp`. Checked in
// tests/browser/input.test.js: the page's `event.timeStamp` differences are
// exactly the differences of the timestamps given here (to the page clock's
// coarsening: 100 µs in a page that is not cross-origin isolated, 5 µs in one
// that is), for pointer, mouse, touch and wheel events, coalesced pointer
// moves included, however late the events arrive. So a drag of 160 px in 8
// moves 16 ms apart is released at 1250 px/s on any machine, and a hold of
// 120 ms before the release is a hold even when the machine is idle.
// Timestamps may be ahead of the page's clock (Chromium keeps them as given).
//
// Firefox (puppeteer-core over WebDriver BiDi): `input.performActions`. BiDi
// has no event timestamps: a pointerMove with a `duration` is split by
// Firefox into moves whose positions follow the wall clock (the share of the
// duration elapsed when each is sent, about every 16 ms), and each event's
// `timeStamp` is when the content process dispatched it, at 1 ms resolution.
// The page sees a velocity close to distance / duration, not exactly it; a
// loaded machine delays the moves and the release (a release more than 40 ms
// after the last move reads as a hold). Firefox tests therefore assert only
// what holds for any release velocity (or for a velocity read back from the
// page), never an outcome that needs an exact one.
//
// Coordinates are CSS pixels in the viewport (clientX / clientY).

/** Polls `fn(arg)` in the page (a Playwright or puppeteer page) until it returns a truthy value, which is returned. */
export async function pollFor(page, fn, { arg, timeout = 30_000, interval = 25, message, problems } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await page.evaluate(fn, arg);
    if (last) return last;
    if (Date.now() > end) {
      const what = message ?? String(fn).replace(/\s+/g, ' ').slice(0, 200);
      const extra = problems ? `\nProblems reported by the page:\n${problems.join('\n') || '(none)'}` : '';
      throw new Error(`pollFor: timed out after ${timeout} ms waiting for ${what} (last value: ${JSON.stringify(last)})${extra}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * Chromium input with explicit timestamps, on a Playwright page. Touch needs
 * a context created with `hasTouch: true`.
 *
 * The input keeps its own clock (ms since the epoch, as CDP's `timestamp` is
 * in seconds since the epoch): each gesture starts at the wall clock or just
 * after the previous gesture's last event, whichever is later, and its events
 * are spaced exactly as asked.
 */
export async function chromiumInput(page) {
  const cdp = await page.context().newCDPSession(page);
  return new ChromiumInput(cdp);
}

export class ChromiumInput {
  #cdp;
  #clock = 0;   // ms since the epoch: the timestamp of the last event sent
  #pressed = null;  // 'mouse' | 'touch' while a pointer is down

  constructor(cdp) {
    this.#cdp = cdp;
  }

  /** The timestamp (ms since the epoch) of the last event sent. */
  get clock() { return this.#clock; }

  /** Starts a gesture: the clock moves to now unless it is ahead already. Returns it (ms). */
  begin() {
    this.#clock = Math.max(this.#clock + 1, Date.now());
    return this.#clock;
  }

  /** Moves the clock on by `ms` (a pause inside a gesture, with no event). */
  wait(ms) {
    this.#clock += ms;
  }

  #mouse(type, x, y, extra = {}) {
    return this.#cdp.send('Input.dispatchMouseEvent', {
      type, x, y, timestamp: this.#clock / 1000, pointerType: 'mouse', ...extra,
    });
  }

  /** A mouse move (with the left button held if it is pressed), `after` ms after the last event. */
  async mouseMove(x, y, { after = 0 } = {}) {
    this.#clock += after;
    const held = this.#pressed === 'mouse';
    await this.#mouse('mouseMoved', x, y, held ? { button: 'left', buttons: 1 } : { button: 'none', buttons: 0 });
  }

  /** Presses the left button (or another) at (x, y), `after` ms after the last event. */
  async mouseDown(x, y, { after = 0, button = 'left', modifiers = 0 } = {}) {
    this.#clock += after;
    this.#pressed = 'mouse';
    await this.#mouse('mousePressed', x, y, { button, buttons: button === 'left' ? 1 : button === 'right' ? 2 : 4, clickCount: 1, modifiers });
  }

  /** Releases the button at (x, y), `after` ms after the last event. */
  async mouseUp(x, y, { after = 0, button = 'left', modifiers = 0 } = {}) {
    this.#clock += after;
    this.#pressed = null;
    await this.#mouse('mouseReleased', x, y, { button, buttons: 0, clickCount: 1, modifiers });
  }

  /** A click at (x, y): hover, press, release 50 ms later without moving. */
  async click(x, y) {
    this.begin();
    await this.mouseMove(x, y);
    await this.mouseDown(x, y, { after: 10 });
    await this.mouseUp(x, y, { after: 50 });
  }

  async touchStart(x, y, { after = 0 } = {}) {
    this.#clock += after;
    this.#pressed = 'touch';
    await this.#touch('touchStart', [{ x, y, id: 1 }]);
  }

  async touchMove(x, y, { after = 0 } = {}) {
    this.#clock += after;
    await this.#touch('touchMove', [{ x, y, id: 1 }]);
  }

  async touchEnd({ after = 0 } = {}) {
    this.#clock += after;
    this.#pressed = null;
    await this.#touch('touchEnd', []);
  }

  #touch(type, touchPoints) {
    return this.#cdp.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: this.#clock / 1000 });
  }

  /**
   * A wheel event at (x, y) (the mouse moves there first): now, or `after`
   * ms after the last event (a stream of wheel events, as a trackpad sends). Deltas in px (deltaMode 0), as a trackpad or Chromium's
   * wheel sends them. `shift` holds Shift.
   */
  async wheel(x, y, { deltaX = 0, deltaY = 0, after, shift = false } = {}) {
    if (after === undefined) this.begin();  // a new gesture, now
    else this.#clock += after;              // part of a stream: exactly `after` ms later
    await this.#mouse('mouseMoved', x, y, { button: 'none', buttons: 0 });
    await this.#mouse('mouseWheel', x, y, { deltaX, deltaY, modifiers: shift ? 8 : 0 });
  }

  /**
   * A drag from `from` by `by` ({x, y}, px): press, `steps` moves in equal
   * steps `interval` ms apart (straight line, constant velocity), then the
   * release `hold` ms after the last move (a hold of more than 40 ms is
   * a pointer held still: release velocity 0). `pointer`: 'mouse' or
   * 'touch'. With `release: false` the pointer stays down (finish with
   * `release()`). Returns the gesture's timing: { start, end (ms since the
   * epoch), velocity: {x, y} of the pointer in px/s while it moved }.
   */
  async drag(from, by, { steps = 8, interval = 16, hold = 4, release = true, pointer = 'mouse', hover = true } = {}) {
    const dx = by.x ?? 0, dy = by.y ?? 0;
    const start = this.begin();
    if (pointer === 'mouse') {
      if (hover) {
        await this.mouseMove(from.x, from.y);
        this.#clock += 10;
      }
      await this.mouseDown(from.x, from.y);
    } else if (pointer === 'touch') {
      await this.touchStart(from.x, from.y);
    } else {
      throw new TypeError(`drag: pointer must be 'mouse' or 'touch', got ${pointer}`);
    }
    const pressed = this.#clock;
    this.#last = { x: from.x, y: from.y };
    for (let i = 1; i <= steps; i++) {
      await this.moveTo(from.x + dx * i / steps, from.y + dy * i / steps, { after: interval });
    }
    const moved = this.#clock - pressed;
    if (release) await this.release({ after: hold });
    const seconds = moved / 1000;
    return { start, end: this.#clock, velocity: { x: seconds > 0 ? dx / seconds : 0, y: seconds > 0 ? dy / seconds : 0 } };
  }

  #last = { x: 0, y: 0 };

  /** Moves the pressed pointer (mouse or touch) to (x, y), `after` ms after the last event. */
  async moveTo(x, y, { after = 16 } = {}) {
    this.#last = { x, y };
    if (this.#pressed === 'touch') await this.touchMove(x, y, { after });
    else await this.mouseMove(x, y, { after });
  }

  /** Releases the pressed pointer where it is, `after` ms after the last event. */
  async release({ after = 4 } = {}) {
    const { x, y } = this.#last;
    if (this.#pressed === 'touch') await this.touchEnd({ after });
    else if (this.#pressed === 'mouse') await this.mouseUp(x, y, { after });
  }

  /** Detaches the DevTools session. */
  async dispose() {
    await this.#cdp.detach().catch(() => {});
  }
}

/**
 * Firefox input over WebDriver BiDi on a puppeteer page (see the note at the
 * top: the timing follows the wall clock).
 */
export function firefoxInput(page) {
  return new FirefoxInput(page);
}

export class FirefoxInput {
  #page;

  constructor(page) {
    this.#page = page;
  }

  #perform(actions) {
    return this.#page.mainFrame().browsingContext.performActions(actions);
  }

  /**
   * A drag from `from` by `by` ({x, y}, px): press, one pointerMove of
   * `duration` ms (Firefox interpolates it about every 16 ms), an optional
   * `hold` (ms, a pause action), release. `pointer`: 'mouse', 'touch' or 'pen'.
   * With `release: false` the pointer stays down (finish with `release()`).
   */
  async drag(from, by, { duration = 128, hold = 0, release = true, pointer = 'mouse' } = {}) {
    const to = { x: Math.round(from.x + (by.x ?? 0)), y: Math.round(from.y + (by.y ?? 0)) };
    const actions = [
      { type: 'pointerMove', x: Math.round(from.x), y: Math.round(from.y), duration: 0 },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerMove', x: to.x, y: to.y, duration },
    ];
    if (hold > 0) actions.push({ type: 'pause', duration: hold });
    if (release) actions.push({ type: 'pointerUp', button: 0 });
    this.#pointerType = pointer;
    await this.#perform([{ type: 'pointer', id: `kinema-${pointer}`, parameters: { pointerType: pointer }, actions }]);
  }

  #pointerType = 'mouse';

  /** Releases a pointer left down by drag({ release: false }). */
  async release() {
    const pointer = this.#pointerType;
    await this.#perform([{ type: 'pointer', id: `kinema-${pointer}`, parameters: { pointerType: pointer }, actions: [{ type: 'pointerUp', button: 0 }] }]);
  }

  /** Moves the mouse to (x, y) over `duration` ms (no button change). */
  async move(x, y, { duration = 0 } = {}) {
    const pointer = this.#pointerType;
    await this.#perform([{ type: 'pointer', id: `kinema-${pointer}`, parameters: { pointerType: pointer }, actions: [
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), duration },
    ] }]);
  }

  /** A wheel event at (x, y) with pixel deltas. */
  async wheel(x, y, { deltaX = 0, deltaY = 0 } = {}) {
    await this.#perform([{ type: 'wheel', id: 'kinema-wheel', actions: [
      { type: 'scroll', x: Math.round(x), y: Math.round(y), deltaX, deltaY, duration: 0 },
    ] }]);
  }

  /** Presses and releases a key (a WebDriver key value: 'PageDown' is '\uE00F'). */
  async key(value) {
    await this.#perform([{ type: 'key', id: 'kinema-keyboard', actions: [
      { type: 'keyDown', value }, { type: 'keyUp', value },
    ] }]);
  }
}

/** WebDriver key values for the keys the tests press. */
export const KEYS = { PageDown: '\uE00F', PageUp: '\uE00E', End: '\uE010', Home: '\uE011', ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Space: ' ' };
