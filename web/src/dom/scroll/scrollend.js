// `scrollend` as the browser's own scrolling fires it: once per gesture or
// motion, after it has settled. The browser ends each of our writes to
// scrollTop (a programmatic scroll) with a scrollend of its own, one per
// frame of a fling; while a Scroller drives the element those are stopped
// in the capture phase at the window (before any listener on the element,
// on the document or `onscrollend`: only a capturing listener on the window
// added before the Scroller still sees them), and one is fired when the
// Scroller emits 'settle': at rest, the position equal to the native
// offset. Its own scrollend (isTrusted false) passes. As the browser does,
// it fires at the element, not bubbling; for the page at the document,
// bubbling to the window.
import { isViewport, scrollEventTarget } from './page.js';

export class ScrollEnd {
  #target;
  #win;

  constructor(element) {
    this.#target = scrollEventTarget(element);
    this.#win = element.ownerDocument?.defaultView ?? null;
    this.#bubbles = isViewport(element);
    this.#win?.addEventListener('scrollend', this.#onScrollEnd, { capture: true });
  }

  #bubbles;

  #onScrollEnd = (event) => {
    if (event.isTrusted && event.target === this.#target) event.stopImmediatePropagation();
  };

  /** The Scroller settled: one scrollend. */
  settled() {
    if (typeof Event !== 'function') return;
    this.#target.dispatchEvent(new Event('scrollend', { bubbles: this.#bubbles }));
  }

  destroy() {
    this.#win?.removeEventListener('scrollend', this.#onScrollEnd, { capture: true });
  }
}
