// The listeners a component's on(type, listener) adds (Scroller, Draggable):
// each receives the event's detail (and the event); on() returns a function
// that removes it, and clear() removes every one, as destroy() must.
import { readChoice, show } from './options.js';

export class Subscriptions {
  #target;
  #where;
  #types;
  #list = new Set();

  /** target: the component (an EventTarget); where: its name in errors; types: the event types it emits. */
  constructor(target, where, types) {
    this.#target = target;
    this.#where = where;
    this.#types = types;
  }

  add(type, listener) {
    readChoice(`${this.#where}.on`, 'type', type, this.#types);
    if (typeof listener !== 'function') {
      throw new TypeError(`kinema: ${this.#where}.on: \`listener\` must be a function, got ${show(listener)}`);
    }
    const wrapped = (event) => listener(event.detail, event);
    const subscription = [type, wrapped];
    this.#target.addEventListener(type, wrapped);
    this.#list.add(subscription);
    return () => {
      this.#target.removeEventListener(type, wrapped);
      this.#list.delete(subscription);
    };
  }

  clear() {
    for (const [type, wrapped] of this.#list) this.#target.removeEventListener(type, wrapped);
    this.#list.clear();
  }
}
