// Modal: a sheet that is modal while open (`new Draggable(sheet, { axis:
// 'y', snap: { points: [open, half, closed] }, modal: true, use: [Modal] })`),
// as a dialog is (vaul, react-modal-sheet). Its own module: a page that does
// not import it does not pay.
//
// Model. The sheet is open while the snap point it rests on or moves to is
// not its last one (the closed point), i.e. from the moment a release, a
// snapTo() or Escape chooses another point until it chooses the last one.
// While open:
//   - the rest of the page is `inert`: every sibling of the sheet and of each
//     of its ancestors up to <body> (not focusable, not clickable, hidden
//     from screen readers); an `inert` the page set is kept;
//   - focus is moved into the sheet (its first focusable element, else the
//     sheet itself), and Tab / Shift+Tab cycle inside it;
//   - Escape closes it: snapTo(last) (it rests on the closed point and fires
//     'snap' as any landing does);
//   - the page behind it does not scroll: overflow hidden on the root
//     element, which keeps its scroll offset (nothing moves).
// On close (and on destroy()) all of it is undone, and focus goes back to
// where it was before the sheet opened. Done: closed, nothing of it left.
import { readBoolean } from '../options.js';

/** The feature: pass it in `use` with `modal: true`. */
export const Modal = {
  option: 'modal',
  read: (where, value) => readBoolean(where, 'modal', value, false),
  attach: (draggable) => new ModalSheet(draggable),
};

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

class ModalSheet {
  #d;
  #el;
  #doc;
  #open = false;
  #inert = [];               // the elements it made inert
  #overflow = null;          // [the root's own overflow, whether it had a style attribute]
  #tabindex = false;         // it gave the sheet tabindex -1
  #returnFocus = null;
  #off = [];

  constructor(draggable) {
    this.#d = draggable;
    this.#el = draggable.element;
    this.#doc = this.#el.ownerDocument;
    const check = () => this.#check();
    this.#off.push(draggable.on('move', check), draggable.on('snap', check), draggable.on('settle', check));
    const onKey = (event) => this.#key(event);
    this.#doc.addEventListener('keydown', onKey, true);
    this.#off.push(() => this.#doc.removeEventListener('keydown', onKey, true));
    const onFocus = (event) => {
      if (this.#open && !this.#el.contains(event.target)) this.#focusInside();
    };
    this.#doc.addEventListener('focusin', onFocus, true);
    this.#off.push(() => this.#doc.removeEventListener('focusin', onFocus, true));
    this.#check();
  }

  /** Whether it is open now (modal). */
  get open() { return this.#open; }

  dispose() {
    for (const off of this.#off.splice(0)) off();
    if (this.#open) this.#close();
  }

  #last() { return this.#d.snapPoints.length - 1; }

  /** The point it rests on or moves to; at rest where no landing said so (the start position), the point it is on. */
  #index() {
    const d = this.#d;
    if (d.snapIndex >= 0) return d.snapIndex;
    const at = d.position;
    return d.snapPoints.findIndex((p) => Math.abs(p.x - at.x) < 0.5 && Math.abs(p.y - at.y) < 0.5);
  }

  #check() {
    if (this.#d.dragging) return;   // the release decides
    const last = this.#last();
    const open = last > 0 && this.#index() !== last;
    if (open === this.#open) return;
    if (open) this.#openUp(); else this.#close();
  }

  #openUp() {
    this.#open = true;
    const doc = this.#doc;
    this.#returnFocus = doc.activeElement;
    // The rest of the page: the siblings of the sheet and of each ancestor.
    for (let node = this.#el; node && node !== doc.body && node.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert') || ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(sibling.tagName)) continue;
        sibling.setAttribute('inert', '');
        this.#inert.push(sibling);
      }
    }
    // The page does not scroll behind it (overflow hidden keeps the offset).
    const root = doc.documentElement;
    this.#overflow = [root.style.overflow, root.hasAttribute('style')];
    root.style.overflow = 'hidden';
    if (!this.#el.contains(doc.activeElement)) this.#focusInside();
  }

  #close() {
    this.#open = false;
    for (const node of this.#inert.splice(0)) node.removeAttribute('inert');
    const root = this.#doc.documentElement;
    if (this.#overflow) {
      root.style.overflow = this.#overflow[0];
      if (!this.#overflow[1] && root.getAttribute('style') === '') root.removeAttribute('style');
      this.#overflow = null;
    }
    const active = this.#doc.activeElement;
    if (this.#tabindex) {
      this.#el.removeAttribute('tabindex');
      this.#tabindex = false;
    }
    const back = this.#returnFocus;
    this.#returnFocus = null;
    if (back?.isConnected && typeof back.focus === 'function' && (this.#el.contains(active) || active === this.#doc.body || !active)) {
      back.focus({ preventScroll: true });
    }
  }

  #focusables() {
    return Array.from(this.#el.querySelectorAll(FOCUSABLE)).filter((n) => !n.closest('[inert]') && n.getClientRects().length > 0);
  }

  #focusInside() {
    const first = this.#focusables()[0];
    if (first) {
      first.focus({ preventScroll: true });
      return;
    }
    if (!this.#el.hasAttribute('tabindex')) {
      this.#el.setAttribute('tabindex', '-1');
      this.#tabindex = true;
    }
    this.#el.focus({ preventScroll: true });
  }

  #key(event) {
    if (!this.#open || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      this.#d.snapTo(this.#last()).catch(() => {});
    } else if (event.key === 'Tab') {
      const list = this.#focusables();
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const at = list.indexOf(this.#doc.activeElement);
      const next = event.shiftKey ? (at <= 0 ? list.length - 1 : -1) : (at === -1 || at === list.length - 1 ? 0 : -1);
      if (next >= 0) {
        event.preventDefault();
        list[next].focus({ preventScroll: true });
      }
    }
  }
}
