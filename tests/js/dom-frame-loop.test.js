// kinema/dom's frame loop in Node, with a fake scheduler (no browser): the
// closed form is sampled at each frame's timestamp, so the frame rate does not
// change any value, a pause resumes at the exact position, and an animation
// whose onUpdate throws stops alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Spring, Friction, Gravity, scrollMotion } from '../../web/src/index.js';
import { animate, FrameLoop, frameLoop } from '../../web/src/dom/index.js';
import { FakeScheduler } from './dom-fake.js';

await init();

/** Runs `motion` at `hz` from startTime 0 until it finishes; returns Map(timestamp -> [x, dx, t]). */
async function runAt(hz, motion, limitSeconds = 10) {
  const scheduler = new FakeScheduler();
  const seen = new Map();
  let current = 0;
  // tolerance 'motion': every frame the closed form, to the motion's own done(t)
  // (by default the last frame would be its rest, once visibly done).
  const handle = animate(motion, (x, dx, t) => seen.set(current, [x, dx, t]), { scheduler, startTime: 0, tolerance: 'motion' });
  for (let k = 0; handle.running && k <= limitSeconds * hz; k++) {
    current = (k * 1000) / hz;  // exact for equal instants at every rate: k*1000/hz is correctly rounded
    scheduler.frame(current);
  }
  assert.deepEqual(await handle.finished, { completed: true }, `${hz} Hz: finished`);
  return seen;
}

test('frames at 30, 60, 120, 144 and 240 Hz give the same values, to the bit, at the same timestamps', async () => {
  const motions = {
    'underdamped spring': Spring.withDampingRatio({ from: 0, to: 400, velocity: -1500, stiffness: 300, dampingRatio: 0.3 }),
    'fling with bounce': scrollMotion({ position: 100, velocity: 4000, min: 0, max: 600 }),
    'snapped fling': Friction.toStopAt({ from: 0, velocity: 2000, to: 640 }),
  };
  const rates = [30, 60, 120, 144, 240];
  for (const [name, motion] of Object.entries(motions)) {
    const runs = new Map();
    for (const hz of rates) runs.set(hz, await runAt(hz, motion));
    // Every frame is the closed form at its own timestamp.
    for (const [hz, seen] of runs) {
      for (const [timestamp, [x, dx, t]] of seen) {
        assert.equal(t, timestamp / 1000, `${name} at ${hz} Hz: t`);
        const exact = motion.at(t);
        assert.ok(Object.is(x, exact.x) && Object.is(dx, exact.dx), `${name} at ${hz} Hz, t = ${t}: ${x} vs ${exact.x}`);
      }
    }
    // Instants common to all rates (multiples of 1/6 s): identical values.
    let common = 0;
    for (const [timestamp, value] of runs.get(30)) {
      const others = rates.slice(1).map((hz) => runs.get(hz).get(timestamp));
      if (others.some((v) => v === undefined)) continue;
      common++;
      for (const [i, other] of others.entries()) {
        assert.ok(Object.is(other[0], value[0]) && Object.is(other[1], value[1]),
          `${name}: at ${timestamp} ms ${rates[i + 1]} Hz gives ${other[0]}, 30 Hz gives ${value[0]}`);
      }
    }
    assert.ok(common >= 3, `${name}: ${common} common instants`);
    // Each run ends on the first frame at or after the settle time.
    for (const [hz, seen] of runs) {
      const last = Math.max(...seen.keys()) / 1000;
      assert.ok(motion.done(last) && !motion.done(last - 1 / hz), `${name} at ${hz} Hz ends at ${last} s`);
    }
  }
});

test('a pause of an hour (no frames) resumes at the exact closed-form position', async () => {
  const scheduler = new FakeScheduler();
  // Never done (constant acceleration) and done long before an hour (spring).
  const fall = new Gravity({ from: 0, velocity: 10, acceleration: 2 });
  const spring = new Spring({ from: 0, to: 100, stiffness: 170, damping: 10 });
  const seen = { fall: [], spring: [] };
  scheduler.time = 5000;
  const a = animate(fall, (x, dx, t) => seen.fall.push([x, dx, t]), { scheduler });
  const b = animate(spring, (x, dx, t) => seen.spring.push([x, dx, t]), { scheduler });
  assert.equal(a.startTime, 5000, 'starts now by default');
  for (let k = 1; k <= 6; k++) scheduler.frame(5000 + k * 1000 / 60);
  scheduler.frame(5000 + 3_600_000);  // the tab comes back after an hour
  const hour = 3600;
  assert.deepEqual(seen.fall.at(-1), [fall.x(hour), fall.dx(hour), hour]);
  assert.equal(seen.fall.at(-1)[0], 10 * hour + hour * hour, 'x = v t + a t^2 / 2, exactly');
  assert.deepEqual(seen.spring.at(-1), [spring.x(hour), spring.dx(hour), hour]);
  assert.deepEqual(await b.finished, { completed: true });
  assert.equal(a.running, true);
  assert.deepEqual(a.sample(5000 + 3_600_000 + 500), { x: fall.x(hour + 0.5), dx: fall.dx(hour + 0.5), t: hour + 0.5 });
  a.stop();
  assert.deepEqual(await a.finished, { completed: false });
  assert.equal(scheduler.pending, 0, 'no frame is requested once nothing runs');
});

test('a frame timestamp repeated, or older than the start, gives t = the same or 0: never backwards, never NaN', async () => {
  // Headless Chromium was seen handing two consecutive frames the same
  // timestamp; a frame begun before animate() was called has an older one.
  const scheduler = new FakeScheduler();
  const spring = new Spring({ from: 0, to: 100, stiffness: 170, damping: 10 });
  const seen = [];
  scheduler.time = 1000;
  const handle = animate(spring, (x, dx, t) => seen.push([x, dx, t]), { scheduler });
  for (const timestamp of [990, 1000, 1000, 1016, 1016, 1032]) scheduler.frame(timestamp);
  assert.deepEqual(seen.map(([, , t]) => t), [0, 0, 0, 0.016, 0.016, 0.032]);
  for (const [x, dx, t] of seen) assert.deepEqual([x, dx], [spring.x(t), spring.dx(t)]);
  assert.deepEqual(seen[0], [0, 0, 0], 'a spring from rest is at its start at t = 0');
  handle.stop();
  assert.deepEqual(await handle.finished, { completed: false });
});

test('one frame request per frame for any number of animations; start and stop inside a frame', async () => {
  const scheduler = new FakeScheduler();
  const loop = frameLoop(scheduler);
  assert.equal(frameLoop(scheduler), loop, 'one loop per scheduler');
  const handles = [];
  let count = 0;
  let late = null;
  // Runs first in each frame: stops the last spring before its turn, and starts another.
  const stopper = animate(new Gravity({ from: 0, velocity: 1, acceleration: 0 }), (x, dx, t) => {
    if (t > 0 && late === null) {
      handles[49].stop();
      late = animate(new Gravity({ from: 0, velocity: 1, acceleration: 0 }), () => {}, { scheduler });
    }
  }, { scheduler, startTime: -1000 });
  for (let i = 0; i < 50; i++) {
    handles.push(animate(new Spring({ from: i, to: 0, stiffness: 100, damping: 20 }), () => { count++; }, { scheduler }));
  }
  assert.equal(scheduler.requests, 1);
  assert.equal(loop.size, 51);
  scheduler.frame(16);
  assert.equal(scheduler.requests, 2);
  assert.equal(count, 49, 'the stopped animation did not run after its stop');
  assert.equal(late.running, true);
  assert.equal(late.last, null, 'started during a frame, it waits for the next');
  assert.deepEqual(await handles[49].finished, { completed: false });
  stopper.stop();
  late.stop();
  for (let k = 2; loop.size > 0 && k < 1000; k++) scheduler.frame(k * 16);
  assert.equal(loop.size, 0);
  for (const h of handles.slice(0, 49)) assert.deepEqual(await h.finished, { completed: true });
  // An aborted signal stops it too.
  const controller = new AbortController();
  const aborted = animate(new Spring({ from: 0, to: 1, stiffness: 100, damping: 20 }), () => {}, { scheduler, signal: controller.signal });
  controller.abort();
  assert.deepEqual(await aborted.finished, { completed: false });
  assert.equal(scheduler.pending, 0);
});

test('an onUpdate that throws stops that animation only, is reported, and rejects nothing', async () => {
  const scheduler = new FakeScheduler();
  const reported = [];
  const original = globalThis.reportError;
  const originalConsole = console.error;
  globalThis.reportError = (error) => reported.push(error);
  console.error = (...args) => reported.push(args);
  let unhandled = 0;
  const onUnhandled = () => { unhandled++; };
  process.on('unhandledRejection', onUnhandled);
  try {
    const boom = new Error('boom');
    const good = [];
    const spring = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
    let calls = 0;
    const bad = animate(spring, () => { if (++calls === 3) throw boom; }, { scheduler, startTime: 0 });
    const ok = animate(spring, (x) => good.push(x), { scheduler, startTime: 0, tolerance: 'motion' });
    // A motion whose evaluation throws is stopped the same way.
    const broken = animate({ at() { throw new TypeError('broken motion'); }, done: () => false }, () => {}, { scheduler });
    for (let k = 1; ok.running && k < 10_000; k++) {
      assert.doesNotThrow(() => scheduler.frame(k * 1000 / 60));
    }
    assert.equal(calls, 3, 'the throwing animation stopped at its error');
    assert.deepEqual(await bad.finished, { completed: false, error: boom });
    assert.equal((await broken.finished).completed, false);
    assert.deepEqual(await ok.finished, { completed: true }, 'the other animation ran to the end');
    assert.equal(good.at(-1), spring.x(good.length / 60));
    assert.equal(reported.length, 2);
    assert.ok(reported.includes(boom), 'the error went to reportError');
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(unhandled, 0);
  } finally {
    globalThis.reportError = original;
    if (original === undefined) delete globalThis.reportError;
    console.error = originalConsole;
    process.off('unhandledRejection', onUnhandled);
  }
});

test('bad arguments throw TypeError / RangeError naming them', () => {
  const scheduler = new FakeScheduler();
  const spring = new Spring({ from: 0, to: 1, stiffness: 100, damping: 20 });
  assert.throws(() => animate(null, () => {}), { name: 'TypeError', message: /`motion` must be a motion/ });
  assert.throws(() => animate(spring, 'f'), { name: 'TypeError', message: /`onUpdate` must be a function, got "f"/ });
  assert.throws(() => animate(spring, () => {}, { scheduler, startTme: 0 }), { name: 'TypeError', message: /unknown option `startTme`/ });
  assert.throws(() => animate(spring, () => {}, { scheduler, startTime: Infinity }),
    { name: 'RangeError', message: /`startTime` must be a finite time/, parameter: 'startTime', value: Infinity });
  assert.throws(() => animate(spring, () => {}, { scheduler: { now() {} } }), { name: 'TypeError', message: /`scheduler` must be an object with now\(\), requestFrame/ });
  assert.throws(() => new FrameLoop(42), { name: 'TypeError', message: /`scheduler`/ });
  assert.throws(() => animate(spring, () => {}, { scheduler, signal: {} }), { name: 'TypeError', message: /`signal` must be an AbortSignal/ });
  assert.equal(scheduler.pending, 0, 'nothing was started by a failed call');
});
