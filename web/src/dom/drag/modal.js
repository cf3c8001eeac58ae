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
//
// Nested sheets (a modal sheet opened while another is open, as iOS's and
// vaul's nested drawers): the open modals of a document form a stack. Only
// the top one traps focus and takes Escape and Tab; opening a child lifts
// the `inert` its parents put on it (or on its ancestors) and makes the
// parent inert as the rest of the page; closing it puts them back, so the
// parent's trap is whole again and focus returns to what opened the child.
// The page stays locked until the last one closes. While a child is open or
// still sliding closed, its parent's element carries `--kinema-nested`: 0..1,
// how far the child is open (1 - the child's progress), on every frame the
// child moves, for CSS that steps the parent back (`scale`, `translate`);
// removed when the child comes to rest closed.
import { switchFeature } from '../shared/features.js';

/** The feature: pass it in `use` with `modal: true`. */
export const Modal = /* @__PURE__ */ switchFeature('modal', (draggable) => new ModalSheet(draggable));

const stacks = new WeakMap();   // document -> { open: [ModalSheet] (bottom first), overflow: [value, had style] | null }
const stackOf = (doc) => {
  if (!stacks.has(doc)) stacks.set(doc, { open: [], overflow: null });
  return stacks.get(doc);
};
const NESTED = '--kinema-nested';

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

class ModalSheet {
  #d;
  #el;
  #doc;
  #open = false;
  #inert = [];               // the elements it made inert
  #stack;                    // the document's open modals (stackOf)
  #lifted = [];              // [modal, node]: an open parent's inert it lifted
  #parent = null;            // the modal open below it when it opened (until it rests closed)
  #tabindex = false;         // it gave the sheet tabindex -1
  #returnFocus = null;
  #off = [];

  constructor(draggable) {
    this.#d = draggable;
    this.#el = draggable.element;
    this.#doc = this.#el.ownerDocument;
    this.#stack = stackOf(this.#doc);
    const check = () => this.#check();
    this.#off.push(draggable.on('move', check), draggable.on('snap', check), draggable.on('settle', check));
    const onKey = (event) => this.#key(event);
    this.#doc.addEventListener('keydown', onKey, true);
    this.#off.push(() => this.#doc.removeEventListener('keydown', onKey, true));
    const onFocus = (event) => {
      if (this.#top() && !this.#el.contains(event.target)) this.#focusInside();
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
    this.#unnest();
  }

  /** Whether it is the open modal on top (the one that traps focus and takes keys). */
  #top() { return this.#open && this.#stack.open.at(-1) === this; }

  /** Its parent's `--kinema-nested`: how far it is open, until it rests closed. */
  #nest() {
    if (!this.#parent) return;
    const d = this.#d;
    if (!this.#open && !d.animating && !d.dragging) return this.#unnest();
    const p = 1 - d.progress;
    this.#parent.#el.style.setProperty(NESTED, String(Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 1));
  }

  #unnest() {
    this.#parent?.#el.style.removeProperty(NESTED);
    this.#parent = null;
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
    const last = this.#last();
    const open = last > 0 && this.#index() !== last;
    if (!this.#d.dragging && open !== this.#open) {   // (while dragging, the release decides)
      if (open) this.#openUp(); else this.#close();
    }
    this.#nest();
  }

  #openUp() {
    this.#open = true;
    const doc = this.#doc;
    this.#returnFocus = doc.activeElement;
    const stack = this.#stack;
    // Opened from an open sheet: lift the inert the sheets below put on it or its ancestors.
    if (!this.#parent) this.#parent = stack.open.at(-1) ?? null;
    for (const m of stack.open) {
      for (const node of m.#inert) {
        if (!node.contains(this.#el)) continue;
        node.removeAttribute('inert');
        this.#lifted.push([m, node]);
      }
    }
    stack.open.push(this);
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
    if (!stack.overflow) {
      stack.overflow = [root.style.overflow, root.hasAttribute('style')];
      root.style.overflow = 'hidden';
    }
    if (!this.#el.contains(doc.activeElement)) this.#focusInside();
  }

  #close() {
    this.#open = false;
    for (const node of this.#inert.splice(0)) node.removeAttribute('inert');
    for (const [m, node] of this.#lifted.splice(0)) if (m.#open && m.#inert.includes(node)) node.setAttribute('inert', '');
    const stack = this.#stack;
    stack.open.splice(stack.open.indexOf(this), 1);
    const root = this.#doc.documentElement;
    if (stack.overflow && stack.open.length === 0) {
      root.style.overflow = stack.overflow[0];
      if (!stack.overflow[1] && root.getAttribute('style') === '') root.removeAttribute('style');
      stack.overflow = null;
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
    if (!this.#top() || event.defaultPrevented) return;
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
