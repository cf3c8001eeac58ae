// DragView: shows a Draggable's position as its element's CSS transform
// (translate3d, px). The write is batched into the frame loop's style phase
// (flush() writes a pending one now); every inline style it sets is put
// back by restore().
import { InlineStyles } from '../inline-styles.js';

export class DragView {
  #el;
  #loop;
  #styles;                   // every inline style set, put back by restore()
  #task = null;              // the pending write, if any
  #destroyed = false;

  /** `position`: {x, y}, the translate shown first (px). */
  constructor(element, loop, position) {
    this.#el = element;
    this.#loop = loop;
    this.#styles = new InlineStyles(element);
    this.position = { ...position };
    this.set('transform', this.#transform());
  }

  #transform() {
    const { x, y } = this.position;
    return `translate3d(${x}px, ${y}px, 0px)`;
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

  /** Writes a pending translate now (a final position, or before measuring). */
  flush() {
    this.#task?.style();
  }

  /** Sets an inline style, remembering the element's own value for restore(). */
  set(property, value) { this.#styles.set(property, value); }

  /** Puts one inline style back as it was. */
  unset(property) { this.#styles.unset(property); }

  /** Puts every inline style back (the translate too) and writes no more. */
  restore() {
    this.#destroyed = true;
    this.#styles.restore();
  }
}
