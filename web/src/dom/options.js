// Validation of the DOM layer's options: TypeError for a wrong type or an
// unknown name, RangeError (naming the option and the value, with
// `parameter`, `value` and `status`) for a number out of range.
import { readNumber, show, throwRange } from '../errors.js';

/** Throws the TypeError `kinema: <where>: <what>, got <value>` (`what` names the parameter). */
export function throwType(where, what, value) {
  throw new TypeError(`kinema: ${where}: ${what}, got ${show(value)}`);
}

/** An options object (undefined means {}) whose keys are all in `known` (names, or lists of names). */
export function readObject(where, name, value, known) {
  if (value === undefined) return {};
  known = known.flat(Infinity);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throwType(where, `${name ? `option \`${name}\`` : 'options'} must be an object`, value);
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
    throwType(where, `option \`${name}\` must be one of ${choices.map((c) => `'${c}'`).join(', ')}`, value);
  }
  return value;
}

export function readBoolean(where, name, value, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') {
    throwType(where, `option \`${name}\` must be a boolean`, value);
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

/** The `options` of a programmatic move ({animate?}): whether it animates (default true). */
export function readAnimate(where, options) {
  return readBoolean(where, 'animate', readObject(where, '', options, ['animate']).animate, true);
}

/** A snap point index: an integer from 0 to count - 1 (TypeError if not a number, RangeError otherwise). */
export function readIndex(where, index, count) {
  readFinite(where, 'index', index);
  if (!Number.isInteger(index) || index < 0 || index >= count) throwRange(where, 'index', index, `must be an integer from 0 to ${count - 1}`);
  return index;
}

/** Throws the TypeError for a snap call (`what`: 'scroller' | 'draggable') built without the `snap` option. */
export function throwNoSnap(where, what) {
  throw new TypeError(`kinema: ${where}: the ${what} has no \`snap\` option`);
}

/** A DOM element. */
export function readElement(where, element, name = 'element') {
  const isElement = typeof Element === 'function'
    ? element instanceof Element
    : element !== null && typeof element === 'object' && element.nodeType === 1;
  if (!isElement) throwType(where, `\`${name}\` must be a DOM Element`, element);
  return element;
}

/** Sorted finite numbers, at least one. */
export function readPoints(where, name, points) {
  if (!Array.isArray(points) && !(ArrayBuffer.isView(points) && !(points instanceof DataView))) {
    throwType(where, `option \`${name}\` must be an array of numbers`, points);
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
