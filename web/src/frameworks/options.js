// What the React hooks and the Vue composables share: deciding, from the
// options a component renders, whether the live Scroller or Draggable needs
// update() (and with what), a new instance, or nothing. Options are compared
// by value (a new object with the same values each render changes nothing);
// elements, functions and class instances by identity. No framework here.

/** Options fixed at construction: a change makes a new instance. */
export const SCROLLER_FIXED = ['axis', 'content', 'scheduler'];
/** `position` is the Draggable's starting translate only (as `defaultValue`): later values are ignored. */
export const DRAGGABLE_FIXED = ['axis', 'scheduler'];
export const DRAGGABLE_IGNORED = ['position'];
/**
 * Per kind of instance: `fixed`, the options whose change makes a new
 * instance (null: every option, the Swipeable, which has no update()), and
 * `skip`, those update() never gets (the fixed ones and those read once).
 */
export const SCROLLER = { fixed: SCROLLER_FIXED, skip: SCROLLER_FIXED };
export const DRAGGABLE = { fixed: DRAGGABLE_FIXED, skip: ['axis', 'scheduler', 'position'] };
export const SWIPEABLE = { fixed: null, skip: [] };

const plain = (v) => v !== null && typeof v === 'object'
  && (Array.isArray(v) || ArrayBuffer.isView(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * A copy of `value` that later mutations of the caller's objects cannot
 * change: plain objects, arrays and typed arrays are copied (a Vue reactive
 * proxy reads through to plain values), anything else is kept as is.
 */
export function snapshot(value) {
  if (!plain(value)) return value;
  if (ArrayBuffer.isView(value)) return Array.from(value);
  if (Array.isArray(value)) return value.map(snapshot);
  const out = {};
  for (const key of Object.keys(value)) out[key] = snapshot(value[key]);
  return out;
}

/** Equal by value as snapshot() copies: plain objects and arrays key by key, the rest by identity. */
export function same(a, b) {
  if (Object.is(a, b)) return true;
  if (!plain(a) || !plain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]));
}

/** The fixed options' values, one per name (a new instance when any is not same()); `fixed` null: the options themselves. */
export function fixedOf(options, fixed) {
  return fixed ? fixed.map((key) => options?.[key]) : [options ?? {}];
}

/**
 * What update() must get to go from the `applied` options (a snapshot) to
 * `next` (a snapshot): each changed key not in `skip`, with its new value
 * (undefined for a key no longer given: update() restores its default).
 * Null when nothing changed.
 */
export function changes(applied, next, skip) {
  let out = null;
  const a = applied ?? {};
  const b = next ?? {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (skip.includes(key) || same(a[key], b[key])) continue;
    (out ??= {})[key] = b[key];
  }
  return out;
}

/**
 * Applies the options `next` (a snapshot) to `live` ({ instance, applied }),
 * an instance of `kind` (SCROLLER, DRAGGABLE, SWIPEABLE) whose fixed options
 * are the same: update() with what changed, if anything (never for a
 * Swipeable: all its options are fixed, so nothing has); `applied` becomes `next`.
 */
export function apply(live, next, kind) {
  const diff = changes(live.applied, next, kind.skip);
  live.applied = next;
  if (diff) live.instance.update(diff);
}
