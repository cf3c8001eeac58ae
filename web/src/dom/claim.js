// One live controller of a kind per element (a Scroller, a Draggable): the
// start that every constructor shares. claim() validates the element and the
// options, checks that the core is loaded, and claims the element; a second
// controller of the same kind on it throws until the first is destroyed.
import { rubberBand } from '../index.js';
import { readElement, show } from './options.js';

export class Claims {
  #elements = new WeakSet();   // elements with a live controller of this kind

  /** `kind`: the class's name, as the errors name it. */
  constructor(kind) { this.kind = kind; }

  /** Returns `readConfig(options)` once `element` is claimed; throws a TypeError naming what is wrong. */
  claim(element, options, readConfig) {
    readElement(this.kind, element);
    const config = readConfig(options);
    if (this.#elements.has(element)) {
      throw new TypeError(`kinema: ${this.kind}: \`element\` already has a ${this.kind} (${show(element)}); destroy() that one first`);
    }
    rubberBand(0, 1);  // throws the core's "call `await init()` first" if it is not loaded
    this.#elements.add(element);
    return config;
  }

  /** The element is free again (destroy()). */
  release(element) { this.#elements.delete(element); }
}
