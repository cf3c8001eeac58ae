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
 * Calls onChange when the element or one of its children resizes, or
 * children are added or removed (and for the page, the viewport resizes).
 * Returns { disconnect() }.
 */
export function observeLayout(element, onChange) {
  let ro = null, mo = null;
  const win = isViewport(element) ? element.ownerDocument.defaultView : null;
  win?.addEventListener('resize', onChange);
  const observe = () => {
    ro.disconnect();
    ro.observe(element);
    for (const child of element.children) ro.observe(child);
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
