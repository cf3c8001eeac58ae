// Native scrolling: the browser moved the element's scroll offset itself
// (find in page, an anchor, focus, the scroll bar, assistive technology, a
// smooth scrollTo / scrollIntoView of the page's script). The positions
// follow it without writing the offset (a write would cancel a smooth
// scroll); 150 ms after its last scroll event, it ends and the physics
// lands it on a snap point or back inside the range.
import { INPUT } from '../config.js';
import { scrollEventTarget } from '../page.js';

export class NativeInput {
  #target;
  #host;
  #timer = null;

  constructor(element, host) {
    this.#host = host;
    this.#target = scrollEventTarget(element);   // the document for the page
    this.#target.addEventListener('scroll', this.#onScroll, { passive: true });
  }

  get active() { return this.#timer !== null; }

  #onScroll = () => this.#host.guard(() => this.check());

  /** Follows the native offset if the browser moved it (a scroll event, or the view's read phase). */
  check(strict = false) {
    const host = this.#host;
    const view = host.view;
    if (!view.rendered) return;                      // hidden: its offset means nothing now
    if (host.hidden) {                               // shown again: put our position back
      host.refresh();
      return;
    }
    if (!host.positions.some((p) => view.external(p, strict))) return;  // our own write, dispatched later
    if (host.dragging) {                             // the finger owns the position
      view.invalidate();
      return;
    }
    host.takeOver();
    for (const p of host.positions) p.goNative(view.nativeOffset(p));
    clearTimeout(this.#timer);
    this.#timer = setTimeout(this.#onEnd, INPUT.scrollIdle);
  }

  #onEnd = () => this.#host.guard(() => {
    this.#timer = null;
    for (const p of this.#host.positions) p.endNative();
  });

  destroy() {
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#target.removeEventListener('scroll', this.#onScroll, { passive: true });
  }
}
