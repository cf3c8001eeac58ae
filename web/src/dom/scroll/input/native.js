// Native scrolling: the browser moved the element's scroll offset itself
// (find in page, an anchor, focus, Tab, the scroll bar, scroll anchoring,
// assistive technology), or the page's code did (`scrollTop =`, scrollTo,
// scrollBy, scrollIntoView, smooth or not). The native offset is the
// truth: whatever the Scroller was doing stops at once and the positions
// follow the native offset without writing it (a write would cancel a
// smooth scroll); 150 ms after its last scroll event, it ends and the
// physics lands it on a snap point or back inside the range. During a drag
// or a wheel gesture the gesture goes on from the new offset instead.
//
// check() is the one place that adopts an offset moved by someone else. It
// runs on every scroll event, in the read phase of each frame that writes
// (view.js), and before the Scroller moves on its own (takeOver(), a
// remeasure), so that nothing of ours is ever written over a newer offset.
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

  /** Whether the browser's own scroll is in progress (a scroll event in the last 150 ms that was not ours). */
  get active() { return this.#timer !== null; }

  #onScroll = () => this.#host.guard(() => {
    if (this.#host.view.resized()) this.#host.refresh();   // the content resized (refresh checks the offset first)
    else this.check();
  });

  /** Adopts the native offset if someone else moved it since our last write. */
  check() {
    const host = this.#host;
    const view = host.view;
    if (!view.rendered) return;                      // hidden: its offset means nothing now
    if (host.hidden) {                               // shown again: put our position back
      host.refresh();
      return;
    }
    if (!host.positions.some((p) => view.external(p))) return;   // our own write (its event comes later)
    if (host.positions.some((p) => p.gesture)) {     // a drag or a wheel gesture goes on from there
      for (const p of host.positions) p.correctGesture(view.adopt(p));
      return;
    }
    host.cancelWheel();
    for (const p of host.positions) {
      view.adopt(p);
      p.goNative(view.nativeOffset(p));
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(this.#onEnd, INPUT.scrollIdle);
  }

  /**
   * The Scroller moves on its own now (a program call, a key, a gesture
   * begins): the offset as it is now is adopted, and a smooth scroll of the
   * browser's still running is stopped where it is (a later call wins, as
   * between two of the page's own scrollTo calls).
   */
  takeOver() {
    this.check();
    if (this.#timer === null) return;
    this.#host.view.halt();
  }

  #onEnd = () => this.#host.guard(() => {
    this.#timer = null;
    const host = this.#host;
    for (const p of host.positions) p.endNative();
    host.settle();                                   // if the positions came to rest while it went on
  });

  destroy() {
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#target.removeEventListener('scroll', this.#onScroll, { passive: true });
  }
}
