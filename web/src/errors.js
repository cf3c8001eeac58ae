// Validation of user input and translation of C++ statuses into JS errors.
import { EXACT_TOLERANCE } from './defaults.js';

const STATUS = ['ok', 'not_finite', 'out_of_range', 'unreachable', 'out_of_domain'];

/** What each parameter's valid range is, for RangeError messages. */
const RANGE = {
  mass: 'greater than 0',
  stiffness: 'greater than 0, with stiffness / mass from 2.2e-308 to 1.8e308',
  damping: 'at least 0, with a decay rate a double can hold',
  dampingRatio: 'at least 0 (greater than 0 to settle), with a decay rate a double can hold',
  duration: 'greater than 0 and at most 1e154',
  finalVelocity: 'at most about e^700 times the mean speed',
  bounce: 'between -1 and 1 (exclusive)',
  drag: 'in (0, 1] (the velocity kept per second)',
  restitution: 'in [0, 1)',
  acceleration: 'non-zero',
  floor: 'reachable: in the direction of the acceleration from `from`',
  max: 'at least `min`',
  angularFrequency: 'greater than 0',
  dt: 'at least 0',
  branch: '0 or -1',
  maxTimeConstant: 'greater than 0',
  deceleration: 'greater than 0, with a stop time and distance a double can hold',
  settlingDuration: 'greater than 0, with a stiffness a double can hold',
  epsilon: 'in (0, 1)',
  androidFriction: 'greater than 0',
  friction: 'greater than 0',
  velocity: 'small enough for the fling distance to fit a double',
  motion: 'a motion of at most 4 segments',
  'tolerance.distance': 'greater than 0',
  'tolerance.velocity': 'greater than 0',
  'tolerance.time': 'greater than 0',
};

const UNREACHABLE = {
  to: 'cannot be reached: it is behind the motion, or the motion does not move',
  finalVelocity: 'cannot be reached: it must be non-zero, with the sign of `to - from`',
  landing: 'is never reached by this gravity',
};

/** A value as text for an error message; never throws. */
export function show(value) {
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Reads the options object: every key must be known, every given value a
 * number; missing required ones throw TypeError; absent optional ones take
 * their default. Returns a plain object of numbers (plus `tolerance`).
 * @param {string} where e.g. "Spring"
 * @param {unknown} options
 * @param {Record<string, number | undefined>} spec name -> default (undefined = required)
 */
export function readOptions(where, options, spec, tolerance = true, prefix = '') {
  if (options === null || typeof options !== 'object') {
    throw new TypeError(prefix
      ? `kinema: ${where}: option \`tolerance\` must be an object, got ${show(options)}`
      : `kinema: ${where} expects an options object, got ${show(options)}`);
  }
  const out = {};
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(spec, key) && !(tolerance && key === 'tolerance')) {
      const known = Object.keys(spec).concat(tolerance ? ['tolerance'] : []).join(', ');
      throw new TypeError(`kinema: ${where}: unknown option \`${prefix}${key}\` (known: ${known})`);
    }
  }
  for (const [key, fallback] of Object.entries(spec)) {
    const value = options[key];
    if (value === undefined) {
      if (fallback === undefined) throw new TypeError(`kinema: ${where}: missing required option \`${key}\``);
      out[key] = fallback;
    } else if (typeof value !== 'number') {
      throw new TypeError(`kinema: ${where}: option \`${prefix}${key}\` must be a number, got ${show(value)}`);
    } else {
      out[key] = value;
    }
  }
  if (!prefix) {
    // The tolerance is an options object of its own, with every field optional.
    out.tolerance = options.tolerance === undefined
      ? TOLERANCE_DEFAULT
      : readOptions(where, options.tolerance, TOLERANCE_DEFAULT, false, 'tolerance.');
    // Only `velocity` given: done when the speed stays below it, whatever the
    // distance (Flutter's FrictionSimulation and Android's OverScroller rule).
    if (options.tolerance?.distance === undefined && options.tolerance?.velocity !== undefined) {
      out.tolerance = { ...out.tolerance, distance: SPEED_ONLY };
    }
    out.tol = [out.tolerance.distance, out.tolerance.velocity, out.tolerance.time];
  }
  return out;
}

const TOLERANCE_DEFAULT = EXACT_TOLERANCE;
// The distance of a speed-only tolerance: no distance test (finite: the core checks it is).
const SPEED_ONLY = 1e300;

/** Checks a plain numeric argument (not an option). */
export function readNumber(where, name, value) {
  if (typeof value !== 'number') {
    throw new TypeError(`kinema: ${where}: \`${name}\` must be a number, got ${show(value)}`);
  }
  return value;
}

/** Checks a time argument: a number, not NaN (negative means 0, Infinity is the limit). */
export function readTime(where, t) {
  if (typeof t !== 'number') throw new TypeError(`kinema: ${where}: time must be a number (seconds), got ${show(t)}`);
  if (t !== t) throwRange(where, 't', t, 'must not be NaN (time in seconds since the start)', 'not_finite');
  return t;
}

/**
 * Throws a RangeError that names the parameter and the value, and carries
 * them as `parameter`, `value` and `status` properties.
 */
export function throwRange(where, parameter, value, detail, status = 'out_of_range') {
  const error = new RangeError(`kinema: ${where}: \`${parameter}\` ${detail}, got ${show(value)}`);
  error.parameter = parameter;
  error.value = value;
  error.status = status;
  throw error;
}

/** Throws the RangeError for a failed C++ factory (status != 0). */
export function throwStatus(where, status, parameter, value) {
  const kind = STATUS[status] ?? 'error';
  let detail;
  if (kind === 'not_finite') detail = 'must be a finite number';
  else if (kind === 'out_of_range') detail = `must be ${RANGE[parameter] ?? 'in range'}`;
  else if (kind === 'unreachable') detail = UNREACHABLE[parameter] ?? 'cannot be reached';
  else if (kind === 'out_of_domain') detail = 'is outside the domain of this branch';
  else detail = 'is invalid';
  throwRange(where, parameter, value, detail, kind);
}

/** A whole number in [min, max]: TypeError if not a number, RangeError otherwise. */
export function readInteger(where, name, value, min, max) {
  readNumber(where, name, value);
  if (!Number.isInteger(value) || value < min || value > max) {
    throwRange(where, name, value, `must be an integer from ${min} to ${max}`);
  }
  return value;
}

/**
 * Throws if a Made record from a factory failed. `rename` maps the C++
 * parameter name to the option's where they differ.
 */
export function check(where, made, rename) {
  if (made.status !== 0) throwStatus(where, made.status, rename?.[made.parameter] ?? made.parameter, made.value);
  return made;
}
