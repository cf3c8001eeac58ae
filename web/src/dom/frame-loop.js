// One frame loop for every running animation. Each frame samples each
// motion's closed form at (frame timestamp - start) in seconds: nothing is
// stepped or accumulated, so any frame rate gives the same values at the same
// instants and a tab that was paused resumes at the exact position.
import { readNumber, throwRange } from '../errors.js';
import { readObject, throwType } from './options.js';
import { readAnimateTolerance, restOf, uiTolerance, visiblyDone } from './ui-tolerance.js';

/**
 * The browser's clock and frames. A scheduler is any object with
 * `now()` (ms), `requestFrame(callback)` (calls `callback(timestampMs)`
 * once, returns an id) and `cancelFrame(id)`.
 */
function browserScheduler() {
  const g = globalThis;
  const now = () => (g.performance ? g.performance.now() : Date.now());
  if (typeof g.requestAnimationFrame === 'function') {
    return {
      now,
      requestFrame: (callback) => g.requestAnimationFrame(callback),
      cancelFrame: (id) => g.cancelAnimationFrame(id),
    };
  }
  // Not a browser (server rendering, Node): timers at about 60 Hz.
  return {
    now,
    requestFrame: (callback) => setTimeout(() => callback(now()), 16),
    cancelFrame: (id) => clearTimeout(id),
  };
}

let defaultScheduler = null;
/** The scheduler used when none is given: requestAnimationFrame and performance.now(). */
export function getDefaultScheduler() {
  defaultScheduler ??= browserScheduler();
  return defaultScheduler;
}

/** Reports an error that no caller can catch, without letting it escape. */
export function report(error) {
  try {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
    else console.error(error);
  } catch {
    // nowhere left to report it
  }
}

export function readScheduler(where, scheduler) {
  if (scheduler === null || typeof scheduler !== 'object' && typeof scheduler !== 'function'
      || typeof scheduler.now !== 'function' || typeof scheduler.requestFrame !== 'function'
      || typeof scheduler.cancelFrame !== 'function') {
    throwType(where, `option \`scheduler\` must be an object with now(), requestFrame(callback) and cancelFrame(id) methods`, scheduler);
  }
  return scheduler;
}

const loops = new WeakMap();

/**
 * The shared loop of a scheduler (one per scheduler, so every animation on
 * the page shares one requestAnimationFrame callback).
 */
export function frameLoop(scheduler = getDefaultScheduler()) {
  readScheduler('frameLoop', scheduler);
  let loop = loops.get(scheduler);
  if (!loop) {
    loop = new FrameLoop(scheduler);
    loops.set(scheduler, loop);
  }
  return loop;
}

/**
 * Runs motions against one scheduler: one frame request per frame, however
 * many animations are running. Use frameLoop(scheduler) to get the shared one.
 */
export class FrameLoop {
  #scheduler;
  #running = new Set();
  #frame = null;
  #tasks = new Set();     // read/write tasks of the next frame
  #writes = null;         // the tasks written in the frame being run (null outside a frame)
  #writing = false;       // whether the write phase has begun

  constructor(scheduler = getDefaultScheduler()) {
    this.#scheduler = readScheduler('FrameLoop', scheduler);
  }

  /** The scheduler's clock (ms). */
  now() {
    return this.#scheduler.now();
  }

  /** How many animations are running. */
  get size() {
    return this.#running.size;
  }

  /** Whether a frame is being run now (between its read phase and the end of its write phase). */
  get inFrame() {
    return this.#writes !== null;
  }

  /**
   * Schedules `task` ({ read?(), write?(), style?() }) into the frame: every frame first
   * runs the read phase of all its tasks (DOM reads, one layout), then
   * samples every animation, then runs the write phase of all tasks
   * (scroll offsets), then their style phase (style writes), so that many scrollers cost one layout, not
   * one each. Scheduled during a frame's read or animation phase, the task
   * is written in this frame; otherwise in the next one.
   */
  schedule(task) {
    if (this.#writes !== null && !this.#writing) {
      this.#writes.add(task);
      return;
    }
    this.#tasks.add(task);
    this.#request();
  }

  /**
   * Samples `motion` every frame until it is done: onUpdate(x, dx, t) with t
   * in seconds since `startTime` (ms on the scheduler's clock, default now).
   * Done is the motion's own done(t) (tolerance 'motion', the default here),
   * or with `tolerance: {distance, velocity}` also the first frame within
   * them of its rest, which is then delivered as (rest, 0, t).
   */
  animate(motion, onUpdate, options = {}) {
    const where = 'animate';
    if (motion === null || typeof motion !== 'object' || typeof motion.at !== 'function'
        || typeof motion.done !== 'function') {
      throwType(where, `\`motion\` must be a motion (an object with at(t) and done(t) methods)`, motion);
    }
    if (typeof onUpdate !== 'function') {
      throwType(where, `\`onUpdate\` must be a function`, onUpdate);
    }
    options = readObject(where, '', options, ['startTime', 'signal', 'scheduler', 'tolerance']);
    if (options.scheduler !== undefined && options.scheduler !== this.#scheduler) {
      readScheduler(where, options.scheduler);
      return frameLoop(options.scheduler).animate(motion, onUpdate, { ...options, scheduler: undefined });
    }
    let startTime = options.startTime;
    if (startTime === undefined) startTime = this.#scheduler.now();
    readNumber(where, 'startTime', startTime);
    if (!Number.isFinite(startTime)) throwRange(where, 'startTime', startTime, 'must be a finite time (ms on the scheduler\'s clock)', 'not_finite');
    const tolerance = readAnimateTolerance(where, options.tolerance);
    const { signal } = options;
    if (signal !== undefined && (signal === null || typeof signal.addEventListener !== 'function' || typeof signal.aborted !== 'boolean')) {
      throwType(where, `option \`signal\` must be an AbortSignal`, signal);
    }

    let resolve;
    const finished = new Promise((ok) => { resolve = ok; });
    const loop = this;
    const entry = {
      motion, onUpdate, startTime, running: true, last: null, tolerance, rest: tolerance ? restOf(motion) : NaN,
      finish(result) {
        if (!entry.running) return;
        entry.running = false;
        loop.#running.delete(entry);
        if (signal) signal.removeEventListener('abort', onAbort);
        if (loop.#running.size === 0 && loop.#tasks.size === 0 && loop.#frame !== null) {
          const id = loop.#frame;
          loop.#frame = null;
          try { loop.#scheduler.cancelFrame(id); } catch (error) { report(error); }
        }
        resolve(result);
      },
    };
    const onAbort = () => entry.finish({ completed: false });

    const handle = {
      motion,
      startTime,
      finished,
      /** Whether it is still running. */
      get running() { return entry.running; },
      /** Stops it where it is; `finished` resolves with { completed: false }. */
      stop() { entry.finish({ completed: false }); },
      /** The motion's exact state at `time` (ms on the scheduler's clock, default now). */
      sample(time = loop.now()) {
        readNumber('animate: handle.sample', 'time', time);
        if (Number.isNaN(time)) throwRange('animate: handle.sample', 'time', time, 'must not be NaN', 'not_finite');
        const t = Math.max(0, (time - startTime) / 1000);
        const { x, dx } = motion.at(t);
        return { x, dx, t };
      },
      /** The state passed to onUpdate at the last frame (null before the first). */
      get last() { return entry.last; },
    };

    if (signal?.aborted) {
      entry.running = false;
      resolve({ completed: false });
      return handle;
    }
    signal?.addEventListener('abort', onAbort);
    this.#running.add(entry);
    this.#request();
    return handle;
  }

  #request() {
    if (this.#frame !== null) return;
    try {
      this.#frame = this.#scheduler.requestFrame(this.#tick);
    } catch (error) {
      this.#frame = null;
      report(error);
    }
  }

  // Arrow function: handed to the scheduler as is.
  #tick = (timestamp) => {
    this.#frame = null;
    const writes = this.#tasks;
    this.#tasks = new Set();
    this.#writes = writes;
    this.#writing = false;
    for (const task of writes) {   // read phase
      try { task.read?.(); } catch (error) { report(error); }
    }
    // Animations started during this frame wait for the next one.
    for (const entry of Array.from(this.#running)) {
      if (!entry.running) continue;  // stopped by an earlier callback this frame
      try {
        const t = Math.max(0, (timestamp - entry.startTime) / 1000);
        const { x, dx } = entry.motion.at(t);
        if (x !== x || dx !== dx) {
          throw new RangeError(`kinema: animate: the motion's ${x !== x ? 'position' : 'velocity'} at t = ${t} s is NaN; the animation stops`);
        }
        let done = entry.motion.done(t);
        let sample = { x, dx, t };
        if (!done && visiblyDone(entry, x, dx)) [done, sample] = [true, { x: entry.rest, dx: 0, t }];
        entry.last = sample;
        entry.onUpdate(sample.x, sample.dx, t);
        if (done) entry.finish({ completed: true });
      } catch (error) {
        entry.finish({ completed: false, error });
        report(error);
      }
    }
    this.#writing = true;
    for (const task of writes) {   // write phase: scroll offsets (and reading back what was kept)
      try { task.write?.(); } catch (error) { report(error); }
    }
    for (const task of writes) {   // then styles, after every offset: no layout forced in between
      try { task.style?.(); } catch (error) { report(error); }
    }
    this.#writes = null;
    this.#writing = false;
    if (this.#running.size > 0) this.#request();
  };
}

/**
 * Runs `motion` on the shared frame loop (of `options.scheduler`, default
 * requestAnimationFrame): onUpdate(x, dx, t) every frame, t in seconds since
 * the start, until it is visibly done: by default within half a device pixel
 * of its rest and slower than that per 60 Hz frame (ui-tolerance.js), the
 * last frame delivered exactly at rest; `tolerance: 'motion'` waits for the
 * motion's own done(t) (its mathematical settle time).
 * Returns { stop(), finished, sample(time?), running, last, motion, startTime }.
 */
export function animate(motion, onUpdate, options = {}) {
  const object = options !== null && typeof options === 'object';
  const scheduler = object ? options.scheduler : undefined;
  if (scheduler !== undefined) readScheduler('animate', scheduler);
  const withDefault = object && options.tolerance === undefined ? { ...options, tolerance: uiTolerance() } : options;
  return frameLoop(scheduler ?? getDefaultScheduler()).animate(motion, onUpdate, withDefault);
}
