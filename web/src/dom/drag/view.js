// DragView: shows a Draggable's position as its element's CSS transform
// (translate3d, px). The write is batched into the frame loop's style phase
// (flush() writes a pending one now); every inline style it sets is put
// back by restore().
export class DragView {
  #el;
  #loop;
  #styles = new Map();       // property -> [value, priority] as it was
  #hadStyle;
  #task = null;              // the pending write, if any
  #destroyed = false;

  /** `position`: {x, y}, the translate shown first (px). */
  constructor(element, loop, position) {
    this.#el = element;
    this.#loop = loop;
    this.#hadStyle = element.hasAttribute('style');
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
  set(property, value) {
    const s = this.#el.style;
    if (!this.#styles.has(property)) this.#styles.set(property, [s.getPropertyValue(property), s.getPropertyPriority(property)]);
    s.setProperty(property, value);
  }

  /** Puts one inline style back as it was. */
  unset(property) {
    const saved = this.#styles.get(property);
    if (!saved) return;
    this.#el.style.setProperty(property, saved[0], saved[1]);
    this.#styles.delete(property);
  }

  /** Puts every inline style back (the translate too) and writes no more. */
  restore() {
    this.#destroyed = true;
    for (const property of [...this.#styles.keys()].reverse()) this.unset(property);
    if (!this.#hadStyle && this.#el.getAttribute('style') === '') this.#el.removeAttribute('style');
  }
}
