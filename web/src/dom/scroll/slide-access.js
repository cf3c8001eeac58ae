// The slides' accessibility beyond the ARIA roles (carousel.js), with
// `accessibility: true` on a scroller that snaps to its children:
//   - a polite live region, next to the element, that says "Slide N of M"
//     when a slide is selected ('select': an arrow, a key, a swipe's
//     release, autoplay), as the WAI-ARIA carousel pattern asks;
//   - the slides fully out of view are `inert` (not focusable, hidden from
//     screen readers), and lose it as soon as any part comes into view (at
//     every 'scroll', from the position, not read from the DOM).
// What the page's author set (an `inert` of its own) is kept; what this part
// set is removed again (destroy, or `accessibility: false`).

const HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

export class SlideAccess {
  #el;
  #on = false;
  #region = null;
  #inert = new Set();        // the slides this part made inert

  constructor(element) {
    this.#el = element;
  }

  /** On or off (refresh, update()); off removes the region and every inert it set. */
  apply(on) {
    this.#on = on;
    if (on && !this.#region) {
      const region = this.#region = this.#el.ownerDocument.createElement('div');
      region.setAttribute('aria-live', 'polite');
      region.setAttribute('aria-atomic', 'true');
      region.setAttribute('style', HIDDEN);
      region.dataset.kinemaLive = '';
      this.#el.after(region);
    }
    if (!on) this.destroy();
  }

  /** The live region (null when off). */
  get region() { return this.#region; }

  /** Says "Slide N of M" for slide `index` (0-based) of `count`. */
  announce(index, count) {
    if (this.#on && this.#region && index >= 0) this.#region.textContent = `Slide ${index + 1} of ${count}`;
  }

  /** Makes the slides fully outside [pixels, pixels + view] inert, the others not (slides: slides.js). */
  update(slides, pixels, view) {
    if (!this.#on) return;
    const children = this.#el.children;
    for (const node of [...this.#inert]) {
      if (node.parentNode !== this.#el) this.#release(node);   // removed from the carousel
    }
    slides.forEach((s, i) => {
      const node = children[i];
      if (!s || !node) return;
      const out = s.start + s.size <= pixels + 0.5 || s.start >= pixels + view - 0.5;
      if (out && !this.#inert.has(node) && !node.hasAttribute('inert')) {
        node.setAttribute('inert', '');
        this.#inert.add(node);
      } else if (!out && this.#inert.has(node)) {
        this.#release(node);
      }
    });
  }

  #release(node) {
    node.removeAttribute('inert');
    this.#inert.delete(node);
  }

  /** Removes the region and every inert it set. */
  destroy() {
    for (const node of [...this.#inert]) this.#release(node);
    this.#region?.remove();
    this.#region = null;
    this.#on = false;
  }
}
