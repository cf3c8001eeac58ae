// DragView: shows a Draggable's position as its element's CSS transform
// (translate3d, px). The translate composes with the author's own inline
// transform, read once at construction: `translate3d(x, y, 0) <theirs>`, so
// a card tilted with `style="transform: rotate(-3deg)"` stays tilted and
// moves along the screen's axes (the translate is outside their transform).
// The write is batched into the frame loop's style phase (flush() writes a
// pending one now); every inline style it sets is put back by restore(),
// or all but the transform with restore({ keep: true }).
import { InlineStyles } from '../inline-styles.js';

export class DragView {
  #el;
  #loop;
  #styles;                   // every inline style set, put back by restore()
  #task = null;              // the pending write, if any
  #own;                      // the element's own inline transform ('' if none)
  #lift = 0;                 // px shown above the translate (the on-screen keyboard: keyboard.js)
  #destroyed = false;

  /** `position`: {x, y}, the translate shown first (px). */
  constructor(element, loop, position) {
    this.#el = element;
    this.#loop = loop;
    this.#styles = new InlineStyles(element);
    const own = element.style.getPropertyValue('transform').trim();
    this.#own = own === 'none' ? '' : own;
    this.position = { ...position };
    this.set('transform', this.#transform());
  }

  #transform() {
    const { x, y } = this.position;
    const mine = `translate3d(${x}px, ${y - this.#lift}px, 0px)`;
    return this.#own ? `${mine} ${this.#own}` : mine;
  }

  /** Shows `position` ({x, y}, px) from the next style phase; returns whether it moved. */
  show(position) {
    const moved = position.x !== this.position.x || position.y !== this.position.y;
    this.position = position;
    if (!moved) return false;
    if (!this.#task) {
      const task = this.#task = {
        style: () => {
          if (this.#task !== task) return;   // flushed already
          this.#task = null;
          if (!this.#destroyed) this.set('transform', this.#transform());
        },
      };
      this.#loop.schedule(task);
    }
    return true;
  }

  /** The lift shown (px). */
  get lifted() { return this.#lift; }

  /** Shows the element `px` above its translate (not part of `position`), now. */
  lift(px) {
    if (Math.abs(px - this.#lift) < 0.01 || this.#destroyed) return;
    this.#lift = px;
    this.set('transform', this.#transform());
  }

  /** Writes a pending translate now (a final position, or before measuring). */
  flush() {
    this.#task?.style();
  }

  /** Sets an inline style, remembering the element's own value for restore(). */
  set(property, value) { this.#styles.set(property, value); }

  /** Puts one inline style back as it was. */
  unset(property) { this.#styles.unset(property); }

  /**
   * Puts every inline style back (the translate too) and writes no more;
   * `keep`: the transform stays as last shown (the element stays where it is).
   */
  restore({ keep = false } = {}) {
    if (keep) this.flush();
    this.#destroyed = true;
    const shown = keep ? this.#el.style.getPropertyValue('transform') : null;
    this.#styles.restore();
    if (keep) this.#el.style.setProperty('transform', shown);
  }
}
