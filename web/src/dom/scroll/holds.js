// Holds: what pauses a carousel that moves by itself (Autoplay,
// AutoScroll), listened for in one place:
//   - the user's own press, key or wheel on it: `interact(reason)` ('pointer'
//     for a press, null for a key or a wheel), the feature decides (stop for
//     good, or hold while the pointer is down: set('pointer', true), released
//     by the pointer's up or cancel anywhere);
//   - 'hover': a mouse over it (`hover` option; a touch has no hover);
//   - 'focus': keyboard focus inside it (:focus-visible, not the focus a tap
//     or click leaves behind, which would hold it for good) (`focus` option);
//   - a hidden tab (document.visibilityState);
//   - reduced motion (the Scroller's reducedMotion: a moving page the user
//     did not start is exactly what it asks to avoid).
// `changed()` is called when any of them begins or ends; `held` says whether
// one holds it now. Done: dispose() removes every listener.
import { watchReducedMotion } from '../reduced-motion.js';

function visibleFocus(node) {
  try {
    return node.matches(':focus-visible');
  } catch {
    return true;   // no :focus-visible: any focus
  }
}

export class Holds {
  #host;
  #changed;
  #reasons = new Set();   // 'pointer', 'hover', 'focus'
  #off = [];

  /** host: the Scroller; interact(reason), changed(): see above; hover, focus: whether those hold it (default true). */
  constructor(host, { interact, changed, hover = true, focus = true }) {
    this.#host = host;
    this.#changed = changed;
    const el = host.element;
    const doc = el.ownerDocument;
    const on = (target, type, fn) => {
      const guarded = (event) => host.guard(() => fn(event));
      target.addEventListener(type, guarded, true);
      this.#off.push(() => target.removeEventListener(type, guarded, true));
    };
    on(el, 'pointerdown', () => interact('pointer'));
    on(doc, 'pointerup', () => this.set('pointer', false));
    on(doc, 'pointercancel', () => this.set('pointer', false));
    on(el, 'keydown', () => interact(null));
    on(el, 'wheel', () => interact(null));
    if (hover) {
      on(el, 'pointerenter', (e) => { if (e.pointerType === 'mouse') this.set('hover', true); });
      on(el, 'pointerleave', (e) => { if (e.pointerType === 'mouse') this.set('hover', false); });
    }
    if (focus) {
      on(el, 'focusin', (e) => { if (visibleFocus(e.target)) this.set('focus', true); });
      on(el, 'focusout', (e) => { if (!el.contains(e.relatedTarget)) this.set('focus', false); });
      if (el.contains(doc.activeElement) && visibleFocus(doc.activeElement)) this.#reasons.add('focus');
    }
    on(doc, 'visibilitychange', () => changed());
    // Reduced motion turned on or off (the Scroller's setting 'system').
    const watch = watchReducedMotion(host.config.reducedMotion, () => host.guard(() => changed()));
    this.#off.push(() => watch.dispose());
  }

  /** Whether a hold reason, a hidden tab or reduced motion holds it now. */
  get held() {
    const host = this.#host;
    return this.#reasons.size > 0 || host.element.ownerDocument.visibilityState === 'hidden' || host.reducedMotion;
  }

  /** Begins (`on`) or ends a hold `reason`; changed() hears it if that changed anything. */
  set(reason, on) {
    if (on === this.#reasons.has(reason)) return;
    if (on) this.#reasons.add(reason);
    else this.#reasons.delete(reason);
    this.#changed();
  }

  /** Removes every listener. */
  dispose() {
    for (const off of this.#off.splice(0)) off();
  }
}
