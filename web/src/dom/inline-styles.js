// Inline styles a component sets on an element, each put back by restore():
// the element's own value and priority of a property are kept at its first
// set(); restore() writes them back and removes a style attribute the
// element did not have. The Scroller's element (scroll/element.js) and the
// Draggable's (drag/view.js).
export class InlineStyles {
  #el;
  #saved = new Map();        // property -> [value, priority] as it was
  #hadStyle;

  constructor(element) {
    this.#el = element;
    this.#hadStyle = element.hasAttribute('style');
  }

  /** Sets `property` (priority '' or 'important'), remembering the element's own value. */
  set(property, value, priority = '') {
    const s = this.#el.style;
    if (!this.#saved.has(property)) this.#saved.set(property, [s.getPropertyValue(property), s.getPropertyPriority(property)]);
    s.setProperty(property, value, priority);
  }

  /** Puts one property back as it was. */
  unset(property) {
    const saved = this.#saved.get(property);
    if (!saved) return;
    this.#el.style.setProperty(property, saved[0], saved[1]);
    this.#saved.delete(property);
  }

  /** Puts every property back, the last set first. */
  restore() {
    for (const property of [...this.#saved.keys()].reverse()) this.unset(property);
    tidy(this.#el, this.#hadStyle);
  }
}

/** Removes the empty style attribute our writes left on `node` if it had none (`hadStyle`). */
export function tidy(node, hadStyle) {
  if (!hadStyle && node.getAttribute('style') === '') node.removeAttribute('style');
}

/** The touch-action that leaves the browser what a drag along `axis` does not take (pinch zoom, the other axis). */
export const touchAction = (axis) => (axis === 'x' ? 'pan-y pinch-zoom' : axis === 'y' ? 'pan-x pinch-zoom' : 'pinch-zoom');
