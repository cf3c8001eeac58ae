// One live controller of a kind per element (a Scroller, a Draggable): the
// start that every constructor shares. claim() validates the element and the
// options, checks that the core is loaded, and claims the element; a second
// controller of the same kind on it throws until the first is destroyed.
// Each kind keeps its own `new WeakSet()` of claimed elements (a constructor
// call bundlers know to be pure: no code runs at the top level).
import { rubberBand } from '../scroll-core.js';
import { readElement, show } from './options.js';

/**
 * Returns `readConfig(options)` once `element` is added to `claimed` (the
 * kind's live elements; `kind`: the class's name, as the errors name it);
 * throws a TypeError naming what is wrong. destroy() deletes it from
 * `claimed` again.
 */
export function claim(kind, claimed, element, options, readConfig) {
  readElement(kind, element);
  const config = readConfig(options);
  if (claimed.has(element)) {
    throw new TypeError(`kinema: ${kind}: \`element\` already has a ${kind} (${show(element)}); destroy() that one first`);
  }
  rubberBand(0, 1);  // throws the core's "call `await init()` first" if it is not loaded
  claimed.add(element);
  return config;
}
