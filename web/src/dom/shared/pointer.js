// Pointer input for anything draggable (a Scroller; a Draggable would use
// it as is): filters the presses, joins the gesture arbiter (one owner per
// gesture), converts client pixels to the element's own (scaled ancestors)
// and hands the drag to a target:
//   target.scale()                       {x, y} screen px per element px (scaled ancestors), or
//   target.local(dx, dy)                 [x, y]: a screen movement in element px (rotated ancestors too)
//   target.canPress(event)               whether this press may become a drag
//   target.press(t)                      pressed (catch a running motion)
//   target.accepts(dx, dy)               whether it moves along (dx, dy) (element px since the press)
//   target.start(t, dx, dy)              it owns the gesture; (dx, dy) moved since the press
//   target.move(dx, dy, t)               the pointer moved (element px since the last call)
//   target.end(t, { cancelled })         released (or cancelled, or the capture taken)
//   target.reject(t)                     another owns the gesture, or it was a click
//   target.cancel?(t)                    it owned the gesture and left it without a release (cancel(), destroy())
// With { capture: true } it joins a gesture in the capture phase of the
// press, so before the draggable things inside the element: the arbiter asks
// it first whether it accepts the movement (a sheet around a list decides
// the hand-off; see drag/decide.js accepts).
// Text selection stays the browser's where it does not fight a drag: the
// second and third press of a double or triple click (the browser's own
// count, mousedown's `detail`) leave the gesture at once, so the browser
// selects a word or a line (and a drag after it extends the selection by
// words or lines), as in a page without kinema. A single press holds
// user-select: none until the release, so a drag does not also select.
// With `mouse = false` (the option pointer: 'touch') mouse presses are
// ignored: a mouse drag selects text and autoscrolls, as without kinema.
// Times are seconds (event.timeStamp / 1000).
import { busyWithOther, captureLost, join, leave, owns, SLOP } from './arbiter.js';

/** The element the event really started on (inside shadow roots too). */
export function origin(event) {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  return path[0] ?? event.target;
}

/** Whether typing or selecting belongs to `node` (a form field or editable content). */
export function isEditable(node) {
  if (!node || node.nodeType !== 1) return false;
  if (node.isContentEditable) return true;
  const tag = node.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

export class PointerInput {
  #el;
  #target;
  #listeners = [];
  #member;
  #clickGuard = null;        // timeStamp of a drag's release: swallow its click
  #userSelect = null;        // the element's user-select while a press lasts
  #moved = false;
  /** Whether a mouse press may drag (false: the mouse is the browser's, for text selection). */
  mouse = true;

  constructor(element, target, { capture = false } = {}) {
    this.#el = element;
    this.#target = target;
    const input = this;
    const local = target.local ?? ((dx, dy) => {
      const s = target.scale();
      return [dx / s.x, dy / s.y];
    });
    this.#member = {
      element,
      accepts: (dx, dy) => target.accepts(...local(dx, dy)),
      start(t, dx, dy) {
        input.#moved = true;
        target.start(t, ...local(dx, dy));
      },
      move: (dx, dy, t) => target.move(...local(dx, dy), t),
      end(t, { cancelled }) {
        input.#restore();
        if (input.#moved && !cancelled) input.#clickGuard = t * 1000;
        target.end(t, { cancelled });
      },
      reject(t) {
        input.#restore();
        target.reject(t);
      },
    };
    const on = (type, fn, opts) => {
      element.addEventListener(type, fn, opts);
      this.#listeners.push([type, fn, opts]);
    };
    on('pointerdown', this.#onDown, capture);
    on('lostpointercapture', (event) => captureLost(this.#member, event));
    on('click', this.#onClick, true);
    on('mousedown', this.#onMouseDown, true);
    on('dragstart', (event) => { if (owns(this.#member)) event.preventDefault(); });  // no native drag and drop of links
    on('selectstart', (event) => { if (owns(this.#member)) event.preventDefault(); });
  }

  /** Whether this input owns a gesture now. */
  get dragging() { return owns(this.#member); }

  #onDown = (event) => {
    if (!event.isPrimary) return;
    // One pointer owns the gesture: a touch while the mouse drags (a touch
    // screen laptop), or the mouse while a finger does, is ignored here
    // (isPrimary is per pointer type, so both are primary).
    if (busyWithOther(this.#member, event.pointerId)) return;
    if (event.pointerType === 'mouse' && (event.button !== 0 || !this.mouse)) return;
    if (isEditable(origin(event)) || !this.#target.canPress(event)) return;
    this.#moved = false;
    this.#clickGuard = null;
    // No text selection while a mouse or pen drags. Not for touch (it selects
    // by a long press, not by dragging): user-select is inherited, so on a
    // 10,000-row list setting it restyles every row, a long task at each
    // press and release (issue 21 item 18).
    if (this.#userSelect === null && event.pointerType !== 'touch') {
      this.#userSelect = this.#el.style.userSelect;
      this.#el.style.userSelect = 'none';
    }
    join(event, this.#member);
    this.#target.press(event.timeStamp / 1000);
  };

  // The press's mousedown (after its pointerdown, before the browser's
  // default action): a double or triple click is the browser's to select.
  #onMouseDown = (event) => {
    if (event.detail < 2 || this.#userSelect === null || owns(this.#member)) return;
    leave(this.#member);
    this.#member.reject(event.timeStamp / 1000);
  };

  #restore() {
    if (this.#userSelect === null) return;
    this.#el.style.userSelect = this.#userSelect;
    this.#userSelect = null;
  }

  #onClick = (event) => {
    if (this.#clickGuard === null) return;
    const fresh = event.timeStamp - this.#clickGuard < 500;
    this.#clickGuard = null;
    if (fresh) {  // the end of a drag, not a click
      event.preventDefault();
      event.stopPropagation();
    }
  };

  /** Leaves any gesture without a release (a program call takes over). */
  cancel() {
    const owned = owns(this.#member);
    leave(this.#member);
    if (owned) this.#target.cancel?.(performance.now() / 1000);
    this.#restore();
  }

  destroy() {
    this.cancel();
    for (const [type, fn, opts] of this.#listeners) this.#el.removeEventListener(type, fn, opts);
    this.#listeners = [];
  }
}

export { SLOP };
