// What a Scroller changes on its element, each restored by restore():
// inline styles the physics needs (set !important, so that author CSS with
// !important `scroll-behavior: smooth` or `scroll-snap-type` cannot fight
// our writes: an inline !important declaration wins over a stylesheet's),
// `touch-action` for the pointer, `tabindex` for the keyboard.
import { InlineStyles, touchAction } from '../inline-styles.js';
import { isViewport } from './page.js';

export class ElementSetup {
  #el;
  #styles;
  #addedTabindex = false;

  constructor(element) {
    this.#el = element;
    this.#styles = new InlineStyles(element);
    this.#set('scroll-behavior', 'auto');     // our writes must not animate natively
    this.#set('scroll-snap-type', 'none');    // nor be re-snapped by CSS
  }

  #set(property, value) { this.#styles.set(property, value, 'important'); }

  /** Touch-action and tabindex for the inputs the config asks for. */
  apply(config) {
    const el = this.#el;
    if (config.pointer) this.#set('touch-action', touchAction(config.axis));
    else this.#styles.unset('touch-action');
    if (config.keyboard && !config.page && !el.hasAttribute('tabindex')) {   // the page has the keys unfocused
      el.setAttribute('tabindex', '0');
      this.#addedTabindex = true;
    } else if (!config.keyboard && this.#addedTabindex) {
      el.removeAttribute('tabindex');
      this.#addedTabindex = false;
    }
  }

  restore() {
    this.#styles.restore();
    if (this.#addedTabindex) this.#el.removeAttribute('tabindex');
    this.#addedTabindex = false;
  }
}

/**
 * Children up to this many are each observed for resizes. A ResizeObserver
 * checks every target it observes in every frame: on a 10,000-row list
 * that is most of a fling's main-thread time. Past it, only the element is
 * observed, and a change of its scroll size is seen where it matters, when
 * something moves (ScrollView.resized(): in the read phase of each frame of
 * a motion, on each scroll event, when a gesture or a call begins).
 */
export const OBSERVED_CHILDREN = 64;

/**
 * Calls onChange when the element or one of its children (up to
 * OBSERVED_CHILDREN of them) resizes, or children are added or removed
 * (and for the page, the viewport resizes). Returns { disconnect() }.
 */
export function observeLayout(element, onChange) {
  let ro = null, mo = null;
  const win = isViewport(element) ? element.ownerDocument.defaultView : null;
  win?.addEventListener('resize', onChange);
  const observe = () => {
    ro.disconnect();
    ro.observe(element);
    if (element.children.length <= OBSERVED_CHILDREN) for (const child of element.children) ro.observe(child);
  };
  if (typeof ResizeObserver === 'function') {
    ro = new ResizeObserver(() => onChange());
    observe();
  }
  if (typeof MutationObserver === 'function') {
    mo = new MutationObserver(() => {
      if (ro) observe();
      onChange();
    });
    mo.observe(element, { childList: true });
  }
  return {
    disconnect() {
      win?.removeEventListener('resize', onChange);
      ro?.disconnect();
      mo?.disconnect();
    },
  };
}
