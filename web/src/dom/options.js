// Validation of the DOM layer's options: TypeError for a wrong type or an
// unknown name, RangeError (naming the option and the value, with
// `parameter`, `value` and `status`) for a number out of range.
import { readNumber, show, throwRange } from '../errors.js';

/** An options object (undefined means {}) whose keys are all in `known` (names, or lists of names). */
export function readObject(where, name, value, known) {
  if (value === undefined) return {};
  known = known.flat();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`kinema: ${where}: ${name ? `option \`${name}\`` : 'options'} must be an object, got ${show(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) {
      throw new TypeError(`kinema: ${where}: unknown option \`${name ? `${name}.` : ''}${key}\` (known: ${known.join(', ')})`);
    }
  }
  return value;
}

/** One of `choices` (strings); TypeError naming the option otherwise. */
export function readChoice(where, name, value, choices, fallback) {
  if (value === undefined) return fallback;
  if (!choices.includes(value)) {
    throw new TypeError(`kinema: ${where}: option \`${name}\` must be one of ${choices.map((c) => `'${c}'`).join(', ')}, got ${show(value)}`);
  }
  return value;
}

export function readBoolean(where, name, value, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') {
    throw new TypeError(`kinema: ${where}: option \`${name}\` must be a boolean, got ${show(value)}`);
  }
  return value;
}

/** A finite number (TypeError if not a number, RangeError if not finite). */
export function readFinite(where, name, value, fallback) {
  if (value === undefined && fallback !== undefined) return fallback;
  readNumber(where, name, value);
  if (!Number.isFinite(value)) throwRange(where, name, value, 'must be a finite number', 'not_finite');
  return value;
}

/** A finite number > 0 (or in (0, max] when max is given). */
export function readPositive(where, name, value, fallback, max = Infinity) {
  value = readFinite(where, name, value, fallback);
  if (!(value > 0) || value > max) {
    throwRange(where, name, value, max === Infinity ? 'must be greater than 0' : `must be in (0, ${max}]`);
  }
  return value;
}

/** A DOM element. */
export function readElement(where, element, name = 'element') {
  const isElement = typeof Element === 'function'
    ? element instanceof Element
    : element !== null && typeof element === 'object' && element.nodeType === 1;
  if (!isElement) throw new TypeError(`kinema: ${where}: \`${name}\` must be a DOM Element, got ${show(element)}`);
  return element;
}

/** Sorted finite numbers, at least one. */
export function readPoints(where, name, points) {
  if (!Array.isArray(points) && !(ArrayBuffer.isView(points) && !(points instanceof DataView))) {
    throw new TypeError(`kinema: ${where}: option \`${name}\` must be an array of numbers, got ${show(points)}`);
  }
  if (points.length === 0) throwRange(where, name, points.length, 'must hold at least one point (its length)');
  const out = [];
  for (let i = 0; i < points.length; i++) {
    const p = readFinite(where, `${name}[${i}]`, points[i]);
    if (i > 0 && p < out[i - 1]) throwRange(where, `${name}[${i}]`, p, 'must not be less than the point before it (sorted ascending)');
    out.push(p);
  }
  return out;
}

export { show };
