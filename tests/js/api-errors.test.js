// Bad input through the JavaScript API: every constructor, static factory and
// method, with the wrong shape (TypeError naming the option or argument) and
// with values out of range (RangeError carrying `parameter`, `value` and
// `status`, with both named in the message). After every error, valid calls
// must still work: nothing is left half-written in the wasm scratch slot.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';

import {
  init, Spring, Friction, Gravity, BouncingGravity, ExponentialRate, Composite, MotionBatch,
  SpringGroup, lambertW,
} from 'kinema';

await init();

// ---------------------------------------------------------------------------
// The options factories: valid options (every option given), the required
// ones, and a time at which to evaluate the valid motion.

const FACTORIES = [
  {
    where: 'Spring', make: (o) => new Spring(o), required: ['from', 'to', 'stiffness', 'damping'],
    valid: { from: 0, to: 100, velocity: 5, mass: 1.5, stiffness: 170, damping: 26 },
  },
  {
    where: 'Spring.withDampingRatio', make: (o) => Spring.withDampingRatio(o),
    required: ['from', 'to', 'stiffness', 'dampingRatio'],
    valid: { from: 0, to: 100, velocity: 5, mass: 1.5, stiffness: 170, dampingRatio: 0.6 },
  },
  {
    where: 'Spring.withDuration', make: (o) => Spring.withDuration(o), required: ['from', 'to', 'duration'],
    valid: { from: 0, to: 100, velocity: 5, duration: 0.5, bounce: 0.2 },
  },
  {
    where: 'Friction', make: (o) => new Friction(o), required: ['from', 'velocity'],
    valid: { from: 0, velocity: 1000, drag: 0.135 },
  },
  {
    where: 'Friction.toStopAt', make: (o) => Friction.toStopAt(o), required: ['from', 'velocity', 'to'],
    valid: { from: 0, velocity: 1000, to: 640 },
  },
  {
    where: 'Gravity', make: (o) => new Gravity(o), required: ['from', 'acceleration'],
    valid: { from: 0, velocity: -10, acceleration: 1000 },
  },
  {
    where: 'BouncingGravity', make: (o) => new BouncingGravity(o), required: ['from', 'acceleration', 'floor'],
    valid: { from: 0, velocity: -10, acceleration: 2000, floor: 500, restitution: 0.5 },
  },
  {
    where: 'ExponentialRate', make: (o) => new ExponentialRate(o), required: ['from', 'velocity', 'lambda'],
    valid: { from: 0, velocity: 1500, lambda: 3, duration: 2 },
  },
  {
    where: 'ExponentialRate.solve', make: (o) => ExponentialRate.solve(o),
    required: ['from', 'to', 'finalVelocity', 'duration'],
    valid: { from: 0, to: 300, finalVelocity: 50, duration: 0.5 },
  },
  {
    where: 'Composite.flingToSpring', make: (o) => Composite.flingToSpring(o),
    required: ['from', 'velocity', 'drag', 'min', 'max', 'stiffness'],
    valid: { from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200, dampingRatio: 0.9 },
  },
  {
    where: 'Composite.fall', make: (o) => Composite.fall(o), required: ['from', 'acceleration', 'landing', 'stiffness'],
    valid: { from: 0, velocity: -100, acceleration: 1000, landing: 300, stiffness: 300, dampingRatio: 0.5 },
  },
];

const T = 0.3;
// What each valid factory gives, recorded before any error was thrown.
const BASELINE = new Map(FACTORIES.map((f) => [f.where, f.make(f.valid).at(T)]));
// A motion made before the errors, which must keep its own values.
const OLD = new Spring({ from: -5, to: 5, velocity: 1, stiffness: 60, damping: 2 });
const OLD_AT = OLD.at(T);
const GROUP_SPEC = { angularFrequency: 13, dampingRatio: 0.7 };

/** After an error: the factory (and an older motion) still give the same values. */
function stillWorks(factory) {
  if (factory) {
    assert.deepEqual(factory.make(factory.valid).at(T), BASELINE.get(factory.where),
      `${factory.where} works after the error`);
  }
  assert.deepEqual(OLD.at(T), OLD_AT, 'an existing motion keeps its values after the error');
  assert.equal(lambertW(1), 0.5671432904097838);
}

/** {a: NaN} -> '{a: NaN}' (JSON.stringify would print null). */
function fmt(o) {
  return `{${Object.entries(o).map(([k, v]) => `${k}: ${show(v)}`).join(', ')}}`;
}

function show(value) {
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  return String(value);
}

/** fn throws a TypeError whose message contains every one of `names`. */
function throwsType(fn, names, what, factory) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof TypeError, `${what}: expected a TypeError, got ${e?.constructor?.name}: ${e?.message}`);
    for (const name of [].concat(names)) {
      assert.ok(e.message.includes(name), `${what}: message "${e.message}" should name ${name}`);
    }
    return true;
  }, what);
  stillWorks(factory);
}

/**
 * fn throws a RangeError for `parameter` = `value`: error.parameter,
 * error.value (Object.is, so NaN and -0 count) and the message naming both.
 */
function throwsRange(fn, parameter, value, what, { factory, status } = {}) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof RangeError, `${what}: expected a RangeError, got ${e?.constructor?.name}: ${e?.message}`);
    assert.equal(e.parameter, parameter, `${what}: error.parameter (message: ${e.message})`);
    assert.ok(Object.is(e.value, value), `${what}: error.value is ${show(e.value)}, want ${show(value)}`);
    assert.ok(e.message.includes(`\`${parameter}\``), `${what}: message "${e.message}" should name \`${parameter}\``);
    assert.ok(e.message.includes(show(value)), `${what}: message "${e.message}" should contain ${show(value)}`);
    if (status) assert.equal(e.status, status, `${what}: error.status`);
    return true;
  }, what);
  stillWorks(factory);
}

/** A RangeError (no `parameter` property expected) whose message contains `names`. */
function throwsPlainRange(fn, names, what) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof RangeError, `${what}: expected a RangeError, got ${e?.constructor?.name}: ${e?.message}`);
    for (const name of [].concat(names)) {
      assert.ok(e.message.includes(name), `${what}: message "${e.message}" should name ${name}`);
    }
    return true;
  }, what);
  stillWorks();
}

const WRONG_TYPES = [['a string', '1'], ['null', null], ['a bigint', 1n], ['an object', {}], ['a boolean', true], ['an array', [1]]];
const NON_FINITE = [NaN, Infinity, -Infinity];

// ---------------------------------------------------------------------------

describe('options factories: the shape of the options', () => {
  for (const factory of FACTORIES) {
    const { where, make, valid, required } = factory;
    test(`${where}: a non-object options argument is a TypeError`, () => {
      for (const bad of [undefined, null, 5, 'from', true, 1n, Symbol('o')]) {
        throwsType(() => make(bad), 'options', `${where}(${typeof bad})`, factory);
      }
      throwsType(() => make(), 'options', `${where}()`, factory);
    });

    test(`${where}: a missing required option is a TypeError naming it`, () => {
      for (const key of required) {
        const o = { ...valid };
        delete o[key];
        throwsType(() => make(o), `\`${key}\``, `${where} without ${key}`, factory);
        throwsType(() => make({ ...valid, [key]: undefined }), `\`${key}\``, `${where} with ${key}: undefined`, factory);
      }
      throwsType(() => make({}), `\`${required[0]}\``, `${where}({})`, factory);
    });

    test(`${where}: an optional option may be left out`, () => {
      for (const key of Object.keys(valid)) {
        if (required.includes(key)) continue;
        const o = { ...valid };
        delete o[key];
        const m = make(o);
        assert.equal(typeof m.x(T), 'number');
        assert.ok(Number.isFinite(m.x(T)), `${where} without ${key}`);
      }
    });

    test(`${where}: an option of the wrong type is a TypeError naming it`, () => {
      for (const key of Object.keys(valid)) {
        for (const [kind, bad] of WRONG_TYPES) {
          throwsType(() => make({ ...valid, [key]: bad }), `\`${key}\``, `${where} with ${key} ${kind}`, factory);
        }
      }
    });

    test(`${where}: an unknown option is a TypeError naming it`, () => {
      for (const key of ['stifness', 'Velocity', 'tol', 'duraton', 'x']) {
        if (key in valid) continue;
        throwsType(() => make({ ...valid, [key]: 1 }), `\`${key}\``, `${where} with ${key}`, factory);
      }
      throwsType(() => make({ ...valid, extra: undefined }), '`extra`', `${where} with extra: undefined`, factory);
    });

    test(`${where}: a bad tolerance`, () => {
      for (const bad of [null, 5, 'tight', 1n]) {
        throwsType(() => make({ ...valid, tolerance: bad }), '`tolerance`', `${where} tolerance ${show(bad)}`, factory);
      }
      throwsType(() => make({ ...valid, tolerance: { distanse: 1 } }), '`tolerance.distanse`', `${where} tolerance.distanse`, factory);
      for (const key of ['distance', 'velocity', 'time']) {
        for (const [kind, bad] of WRONG_TYPES) {
          throwsType(() => make({ ...valid, tolerance: { [key]: bad } }), `\`tolerance.${key}\``,
            `${where} tolerance.${key} ${kind}`, factory);
        }
        for (const bad of NON_FINITE) {
          throwsRange(() => make({ ...valid, tolerance: { [key]: bad } }), `tolerance.${key}`, bad,
            `${where} tolerance.${key} ${bad}`, { factory, status: 'not_finite' });
        }
        for (const bad of [0, -0, -1e-3]) {
          throwsRange(() => make({ ...valid, tolerance: { [key]: bad } }), `tolerance.${key}`, bad,
            `${where} tolerance.${key} ${show(bad)}`, { factory, status: 'out_of_range' });
        }
      }
      // a partial tolerance is fine
      assert.ok(Number.isFinite(make({ ...valid, tolerance: { distance: 0.5 } }).x(T)));
      assert.ok(Number.isFinite(make({ ...valid, tolerance: {} }).x(T)));
    });

    test(`${where}: NaN and ±Infinity are RangeErrors naming the option and the value`, () => {
      for (const key of Object.keys(valid)) {
        for (const bad of NON_FINITE) {
          if (where === 'ExponentialRate' && key === 'duration' && !Number.isNaN(bad)) {
            if (bad === Infinity) {  // the default: open-ended
              assert.equal(make({ ...valid, duration: Infinity }).duration, Infinity);
              continue;
            }
            throwsRange(() => make({ ...valid, duration: bad }), 'duration', bad, `${where} duration ${bad}`,
              { factory, status: 'out_of_range' });
            continue;
          }
          throwsRange(() => make({ ...valid, [key]: bad }), key, bad, `${where} with ${key} = ${bad}`,
            { factory, status: 'not_finite' });
        }
      }
    });
  }
});

describe('options factories: values out of range', () => {
  const byName = new Map(FACTORIES.map((f) => [f.where, f]));
  /** [factory, overrides, parameter, value, status] */
  const CASES = [
    ['Spring', { mass: 0 }, 'mass', 0, 'out_of_range'],
    ['Spring', { mass: -0 }, 'mass', -0, 'out_of_range'],
    ['Spring', { mass: -1 }, 'mass', -1, 'out_of_range'],
    ['Spring', { stiffness: 0 }, 'stiffness', 0, 'out_of_range'],
    ['Spring', { stiffness: -170 }, 'stiffness', -170, 'out_of_range'],
    ['Spring', { damping: -1 }, 'damping', -1, 'out_of_range'],
    ['Spring', { damping: -1e-300 }, 'damping', -1e-300, 'out_of_range'],
    ['Spring', { from: 1e308, to: -1e308 }, 'to', -1e308, 'not_finite'],  // the displacement overflows
    ['Spring.withDampingRatio', { mass: 0 }, 'mass', 0, 'out_of_range'],
    ['Spring.withDampingRatio', { stiffness: -1 }, 'stiffness', -1, 'out_of_range'],
    ['Spring.withDampingRatio', { dampingRatio: -0.5 }, 'dampingRatio', -0.5, 'out_of_range'],
    ['Spring.withDuration', { duration: 0 }, 'duration', 0, 'out_of_range'],
    ['Spring.withDuration', { duration: -0.5 }, 'duration', -0.5, 'out_of_range'],
    ['Spring.withDuration', { bounce: 1 }, 'bounce', 1, 'out_of_range'],
    ['Spring.withDuration', { bounce: -1 }, 'bounce', -1, 'out_of_range'],
    ['Spring.withDuration', { bounce: 1.5 }, 'bounce', 1.5, 'out_of_range'],
    ['Spring.withDuration', { bounce: -2 }, 'bounce', -2, 'out_of_range'],
    ['Friction', { drag: 0 }, 'drag', 0, 'out_of_range'],
    ['Friction', { drag: -0.1 }, 'drag', -0.1, 'out_of_range'],
    ['Friction', { drag: 1.0000000000000002 }, 'drag', 1.0000000000000002, 'out_of_range'],
    ['Friction', { drag: 2 }, 'drag', 2, 'out_of_range'],
    ['Friction.toStopAt', { from: 0, velocity: 1000, to: -10 }, 'to', -10, 'unreachable'],  // behind the start
    ['Friction.toStopAt', { from: 50, velocity: -1000, to: 60 }, 'to', 60, 'unreachable'],
    ['Friction.toStopAt', { from: 0, velocity: 0, to: 10 }, 'to', 10, 'unreachable'],  // does not move
    ['Friction.toStopAt', { from: 10, velocity: 5, to: 10 }, 'to', 10, 'unreachable'],  // cannot stop where it is
    ['Friction.toStopAt', { from: 0, velocity: 1e308, to: 1e-300 }, 'to', 1e-300, 'unreachable'],  // ln(drag) overflows
    ['BouncingGravity', { acceleration: 0 }, 'acceleration', 0, 'out_of_range'],
    ['BouncingGravity', { restitution: -0.1 }, 'restitution', -0.1, 'out_of_range'],
    ['BouncingGravity', { restitution: 1 }, 'restitution', 1, 'out_of_range'],
    ['BouncingGravity', { restitution: 1.5 }, 'restitution', 1.5, 'out_of_range'],
    ['BouncingGravity', { floor: -1 }, 'floor', -1, 'out_of_range'],  // against the acceleration
    ['ExponentialRate', { duration: 0 }, 'duration', 0, 'out_of_range'],
    ['ExponentialRate', { duration: -1 }, 'duration', -1, 'out_of_range'],
    ['ExponentialRate.solve', { duration: 0 }, 'duration', 0, 'out_of_range'],
    ['ExponentialRate.solve', { duration: -2 }, 'duration', -2, 'out_of_range'],
    ['ExponentialRate.solve', { finalVelocity: -50 }, 'finalVelocity', -50, 'unreachable'],  // wrong sign
    ['ExponentialRate.solve', { to: -300, finalVelocity: 50 }, 'finalVelocity', 50, 'unreachable'],
    ['ExponentialRate.solve', { finalVelocity: 0 }, 'finalVelocity', 0, 'unreachable'],
    ['ExponentialRate.solve', { to: 0, finalVelocity: 50 }, 'finalVelocity', 50, 'unreachable'],
    ['ExponentialRate.solve', { from: 1e308, to: -1e308 }, 'to', -1e308, 'not_finite'],
    ['Composite.flingToSpring', { min: 10, max: 0 }, 'max', 0, 'out_of_range'],
    ['Composite.flingToSpring', { drag: 0 }, 'drag', 0, 'out_of_range'],
    ['Composite.flingToSpring', { drag: 1.5 }, 'drag', 1.5, 'out_of_range'],
    ['Composite.flingToSpring', { stiffness: 0 }, 'stiffness', 0, 'out_of_range'],
    ['Composite.flingToSpring', { dampingRatio: -1 }, 'dampingRatio', -1, 'out_of_range'],
    ['Composite.fall', { landing: -50 }, 'landing', -50, 'unreachable'],  // above the apex at -5
    ['Composite.fall', { stiffness: -300 }, 'stiffness', -300, 'out_of_range'],
    ['Composite.fall', { dampingRatio: -0.5 }, 'dampingRatio', -0.5, 'out_of_range'],
  ];
  for (const [where, overrides, parameter, value, status] of CASES) {
    test(`${where} ${fmt(overrides)} -> RangeError \`${parameter}\` (${status})`, () => {
      const factory = byName.get(where);
      throwsRange(() => factory.make({ ...factory.valid, ...overrides }), parameter, value,
        `${where} ${fmt(overrides)}`, { factory, status });
    });
  }

  test('the edges that are valid', () => {
    assert.ok(new Spring({ from: 0, to: 1, stiffness: 1, damping: 0 }).x(1) <= 2);
    assert.ok(new Spring({ from: 0, to: 1, stiffness: 1, damping: -0 }).x(1) <= 2);
    assert.equal(new Friction({ from: 0, velocity: 3, drag: 1 }).x(1), 3);
    assert.ok(Number.isFinite(Spring.withDuration({ from: 0, to: 1, duration: 1, bounce: 0.999 }).x(1)));
    assert.ok(Number.isFinite(Spring.withDuration({ from: 0, to: 1, duration: 1, bounce: -0.999 }).x(1)));
    assert.equal(new BouncingGravity({ from: 0, acceleration: 10, floor: 0, restitution: 0 }).x(1), 0);
    assert.equal(ExponentialRate.solve({ from: 4, to: 4, finalVelocity: 0, duration: 1 }).x(0.5), 4);
    assert.equal(Friction.toStopAt({ from: 4, velocity: 0, to: 4 }).x(0.5), 4);
    assert.equal(Composite.flingToSpring({ from: 3, velocity: 0, drag: 0.5, min: 3, max: 3, stiffness: 1 }).x(1), 3);
  });
});

describe('lambertW', () => {
  test('z outside the domain of the branch', () => {
    const cases = [
      [-1, 0], [-0.37, 0], [-0.37, -1], [-Number.MAX_VALUE, 0],
      [0, -1], [0.5, -1], [1e300, -1], [Infinity, -1], [Number.MIN_VALUE, -1],
    ];
    for (const [z, branch] of cases) {
      throwsRange(() => lambertW(z, branch), 'z', z, `lambertW(${z}, ${branch})`, { status: 'out_of_domain' });
    }
  });

  test('z not finite', () => {
    for (const branch of [0, -1]) {
      throwsRange(() => lambertW(NaN, branch), 'z', NaN, `lambertW(NaN, ${branch})`, { status: 'not_finite' });
      throwsRange(() => lambertW(-Infinity, branch), 'z', -Infinity, `lambertW(-Infinity, ${branch})`, { status: 'not_finite' });
    }
    assert.equal(lambertW(Infinity), Infinity);
  });

  test('a branch other than 0 and -1', () => {
    for (const branch of [2, 1, -2, 0.5, -0.5, NaN, Infinity, -Infinity]) {
      throwsRange(() => lambertW(1, branch), 'branch', branch, `lambertW(1, ${branch})`, { status: 'out_of_range' });
    }
  });

  test('arguments of the wrong type', () => {
    throwsType(() => lambertW(), '`z`', 'lambertW()');
    for (const [kind, bad] of WRONG_TYPES) {
      throwsType(() => lambertW(bad), '`z`', `lambertW(${kind})`);
      throwsType(() => lambertW(1, bad), '`branch`', `lambertW(1, ${kind})`);
    }
  });

  test('the valid edges', () => {
    assert.equal(lambertW(-Math.exp(-1)), -1);
    assert.equal(lambertW(-Math.exp(-1), -1), -1);
    assert.equal(lambertW(0), 0);
    assert.equal(lambertW(1, undefined), lambertW(1, 0));
  });
});

describe('time arguments', () => {
  const motions = () => [
    new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 }),
    Spring.withDuration({ from: 0, to: 1, duration: 0.5 }),
    new Friction({ from: 0, velocity: 10, drag: 0.5 }),
    Friction.toStopAt({ from: 0, velocity: 10, to: 20 }),
    new Gravity({ from: 0, acceleration: 10 }),
    new BouncingGravity({ from: 0, acceleration: 10, floor: 5 }),
    new ExponentialRate({ from: 0, velocity: 1, lambda: 1 }),
    ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 }),
    Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 }),
    Composite.fall({ from: 0, acceleration: 1000, landing: 300, stiffness: 300 }),
  ];

  test('x, dx, at and done: NaN is a RangeError', () => {
    for (const m of motions()) {
      const before = m.at(0.2);
      for (const method of ['x', 'dx', 'at', 'done']) {
        assert.throws(() => m[method](NaN), (e) => {
          assert.ok(e instanceof RangeError, `${m.constructor.name}.${method}(NaN): ${e}`);
          assert.match(e.message, /NaN/);
          assert.match(e.message, /time/);
          return true;
        });
        assert.deepEqual(m.at(0.2), before, `${m.constructor.name} works after ${method}(NaN)`);
      }
    }
    stillWorks();
  });

  test('x, dx, at and done: a non-number is a TypeError', () => {
    for (const m of motions()) {
      const before = m.at(0.2);
      for (const method of ['x', 'dx', 'at', 'done']) {
        for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
          throwsType(() => m[method](bad), 'time', `${m.constructor.name}.${method}(${kind})`);
        }
        throwsType(() => m[method](), 'time', `${m.constructor.name}.${method}()`);
        assert.deepEqual(m.at(0.2), before);
      }
    }
  });

  test('Friction.timeAt and Gravity.timeAt: a non-number position is a TypeError', () => {
    const f = new Friction({ from: 0, velocity: 10, drag: 0.5 });
    const g = new Gravity({ from: 0, acceleration: 10 });
    for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
      throwsType(() => f.timeAt(bad), '`position`', `Friction.timeAt(${kind})`);
      throwsType(() => g.timeAt(bad), '`position`', `Gravity.timeAt(${kind})`);
    }
    // NaN is not an error: it is never reached
    assert.equal(f.timeAt(NaN), Infinity);
    assert.equal(g.timeAt(NaN), Infinity);
    assert.equal(f.timeAt(5), f.timeAt(5));
  });

  test('BouncingGravity.impactTime: n must be an integer', () => {
    const b = new BouncingGravity({ from: 0, acceleration: 2000, floor: 500, restitution: 0.5 });
    for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
      throwsType(() => b.impactTime(bad), '`n`', `impactTime(${kind})`);
    }
    for (const bad of [1.5, NaN, -0.5]) throwsPlainRange(() => b.impactTime(bad), '`n`', `impactTime(${bad})`);
    assert.equal(b.impactTime(0), b.firstImpact);
    assert.equal(b.impactTime(b.bounces + 1), Infinity);
    throwsPlainRange(() => b.impactTime(Infinity), '`n`', 'impactTime(Infinity)');
  });
});

describe('MotionBatch', () => {
  test('capacity', () => {
    for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
      throwsType(() => new MotionBatch(bad), '`capacity`', `new MotionBatch(${kind})`);
    }
    for (const bad of [0, -1, 1.5, NaN, Infinity, -Infinity, 1e7 + 1]) {
      throwsPlainRange(() => new MotionBatch(bad), ['`capacity`', show(bad)], `new MotionBatch(${bad})`);
    }
  });

  test('set', () => {
    const batch = new MotionBatch(3);
    const s = new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 });
    try {
      for (const bad of [-1, 3, 1.5, NaN, Infinity]) {
        throwsPlainRange(() => batch.set(bad, s), ['index', show(bad)], `set(${bad})`);
      }
      for (const bad of [undefined, null, {}, { x: () => 0 }, 5, 'spring',
        Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.1, min: 0, max: 500, stiffness: 200 })]) {
        throwsType(() => batch.set(0, bad), 'expects', `set(0, ${show(bad)})`);
      }
      assert.throws(() => batch.set(0, s, NaN), RangeError, 'set with start NaN');
      for (const [kind, bad] of WRONG_TYPES) {
        throwsType(() => batch.set(0, s, bad), 'time', `set(0, s, ${kind})`);
      }
      batch.set(0, s, 0.1);
      assert.equal(batch.sample(0.3).x[0], s.x(0.3 - 0.1));
    } finally {
      batch.dispose();
    }
  });

  test('set: an index of the wrong type is a TypeError', () => {
    const batch = new MotionBatch(3);
    const s = new Spring({ from: 0, to: 1, stiffness: 100, damping: 10 });
    try {
      for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
        throwsType(() => batch.set(bad, s), 'index', `set(${kind}, spring)`);
      }
    } finally {
      batch.dispose();
    }
  });

  test('sample', () => {
    const batch = new MotionBatch(3);
    try {
      assert.throws(() => batch.sample(NaN), RangeError);
      for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
        throwsType(() => batch.sample(bad), 'time', `sample(${kind})`);
      }
      for (const bad of [-1, 4, 1.5, NaN, Infinity]) {
        throwsPlainRange(() => batch.sample(0, bad), ['count', show(bad)], `sample(0, ${bad})`);
      }
      assert.equal(batch.sample(0).x.length, 3);
    } finally {
      batch.dispose();
    }
  });

  test('sample: a count of the wrong type is a TypeError', () => {
    const batch = new MotionBatch(3);
    try {
      for (const [kind, bad] of WRONG_TYPES) {
        throwsType(() => batch.sample(0, bad), 'count', `sample(0, ${kind})`);
      }
    } finally {
      batch.dispose();
    }
  });
});

describe('SpringGroup', () => {
  test('count', () => {
    for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
      throwsType(() => new SpringGroup(bad), '`count`', `new SpringGroup(${kind})`);
    }
    for (const bad of [0, -1, 2.5, NaN, Infinity, 1e7 + 1]) {
      throwsPlainRange(() => new SpringGroup(bad), ['`count`', show(bad)], `new SpringGroup(${bad})`);
    }
  });

  test('step: the shape of the arguments', () => {
    const group = new SpringGroup(2);
    try {
      for (const [kind, bad] of [...WRONG_TYPES, ['undefined', undefined]]) {
        throwsType(() => group.step(bad, GROUP_SPEC), '`dt`', `step(${kind})`);
      }
      for (const bad of [undefined, null, 13, 'spring']) {
        throwsType(() => group.step(1 / 60, bad), 'options', `step(dt, ${show(bad)})`);
      }
      throwsType(() => group.step(1 / 60, { angularFrequency: 13 }), '`dampingRatio`', 'step without dampingRatio');
      throwsType(() => group.step(1 / 60, { dampingRatio: 1 }), '`angularFrequency`', 'step without angularFrequency');
      throwsType(() => group.step(1 / 60, { ...GROUP_SPEC, omega: 13 }), '`omega`', 'step with an unknown option');
      for (const key of ['angularFrequency', 'dampingRatio']) {
        for (const [kind, bad] of WRONG_TYPES) {
          throwsType(() => group.step(1 / 60, { ...GROUP_SPEC, [key]: bad }), `\`${key}\``, `step ${key} ${kind}`);
        }
      }
    } finally {
      group.dispose();
    }
  });

  /** [dt, spec overrides, parameter, value, status] */
  const CASES = [
    [-1, {}, 'dt', -1, 'out_of_range'],
    [NaN, {}, 'dt', NaN, 'not_finite'],
    [Infinity, {}, 'dt', Infinity, 'not_finite'],
    [-Infinity, {}, 'dt', -Infinity, 'not_finite'],
    [1 / 60, { angularFrequency: 0 }, 'angularFrequency', 0, 'out_of_range'],
    [1 / 60, { angularFrequency: -13 }, 'angularFrequency', -13, 'out_of_range'],
    [1 / 60, { angularFrequency: NaN }, 'angularFrequency', NaN, 'not_finite'],
    [1 / 60, { angularFrequency: Infinity }, 'angularFrequency', Infinity, 'not_finite'],
    [1 / 60, { dampingRatio: -0.1 }, 'dampingRatio', -0.1, 'out_of_range'],
    [1 / 60, { dampingRatio: NaN }, 'dampingRatio', NaN, 'not_finite'],
    [1 / 60, { dampingRatio: Infinity }, 'dampingRatio', Infinity, 'not_finite'],
    // finite, positive, but angularFrequency^2 overflows / underflows: the
    // core reports `angularFrequency` (src/kinema/spring_batch.cpp)
    [1 / 60, { angularFrequency: 1e200 }, 'angularFrequency', 1e200, 'out_of_range'],
    [1 / 60, { angularFrequency: 1e-200 }, 'angularFrequency', 1e-200, 'out_of_range'],
  ];
  for (const [dt, overrides, parameter, value, status] of CASES) {
    test(`step(${dt}, ${fmt(overrides)}) -> RangeError \`${parameter}\``, () => {
      const group = new SpringGroup(2);
      try {
        group.x.set([1, 2]);
        group.velocity.set([3, 4]);
        throwsRange(() => group.step(dt, { ...GROUP_SPEC, ...overrides }), parameter, value, `step ${parameter} ${value}`, { status });
        // nothing moved, and a valid step still works
        assert.deepEqual(Array.from(group.x), [1, 2]);
        assert.deepEqual(Array.from(group.velocity), [3, 4]);
        group.step(1 / 60, GROUP_SPEC);
        assert.notDeepEqual(Array.from(group.x), [1, 2]);
      } finally {
        group.dispose();
      }
    });
  }
});
