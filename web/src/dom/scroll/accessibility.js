// Accessibility: the WAI-ARIA carousel pattern on a Scroller, an opt-in
// feature (`new Scroller(el, { snap: 'children', accessibility: true, use:
// [Accessibility] })`): a page that does not import it does not download it.
//
// The element gets role 'region' and aria-roledescription 'carousel', each
// child role 'group', aria-roledescription 'slide' and aria-label "N of M".
// On a scroller that snaps to its children (not the page) also the live
// region and the inert slides (slide-access.js): "Slide N of M" on 'select',
// the slides fully out of view inert at every 'scroll'. What the page's
// author set is kept; what this feature set is removed again (destroy, or
// update({ accessibility: false })). It meets the Scroller through its
// context (context.js): it reads the main axis and listens to 'scroll' and
// 'select'.
import { switchFeature } from '../shared/features.js';
import { isViewport } from './page.js';
import { measureSlides } from './slides.js';
import { SlideAccess } from './slide-access.js';

/** The feature: pass it in `use` with `accessibility: true`. */
export const Accessibility = /* @__PURE__ */ switchFeature('accessibility', (host) => new CarouselAccessibility(host));

class CarouselAccessibility {
  #host;
  #el;
  #added = new Map();        // element -> the attribute names this feature set on it
  #access;
  #slides = [];
  #off;

  constructor(host) {
    this.#host = host;
    this.#el = host.element;
    this.#access = new SlideAccess(this.#el);
    const main = () => host.main;
    this.#off = [
      host.on('scroll', () => this.#access.update(this.#slides, main().pixels, main().dimension)),
      host.on('select', ({ axis, index }) => { if (axis === main().name) this.#access.announce(index, this.#slides.length); }),
    ];
  }

  /** Before the view measures (refresh): the roles for the children now; the live region where it applies. */
  measure() {
    const slides = Array.from(this.#el.children);
    for (const node of [...this.#added.keys()]) {
      if (node !== this.#el && !slides.includes(node)) this.#clear(node);
    }
    this.#set(this.#el, { role: 'region', 'aria-roledescription': 'carousel' });
    slides.forEach((node, i) => this.#set(node, {
      role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${i + 1} of ${slides.length}`,
    }));
    this.#access.apply(this.#host.config.snap?.kind === 'children' && !isViewport(this.#el));
  }

  /** After the positions took the metrics (or the loop moved the slides): the slides' places, the inert ones. */
  measured() {
    const host = this.#host, p = host.main;
    this.#slides = host.config.snap?.kind === 'children' ? measureSlides(this.#el, p, host.scale[p.name]) : [];
    this.#access.update(this.#slides, p.pixels, p.dimension);
  }

  /** The live region (null when there is none). */
  get region() { return this.#access.region; }

  #set(node, attributes) {
    let added = this.#added.get(node);
    for (const [name, value] of Object.entries(attributes)) {
      const ours = added?.has(name);
      if (!ours && node.hasAttribute(name)) continue;   // the author's: keep it
      node.setAttribute(name, value);
      if (!added) this.#added.set(node, added = new Set());
      added.add(name);
    }
  }

  #clear(node) {
    for (const name of this.#added.get(node) ?? []) node.removeAttribute(name);
    this.#added.delete(node);
  }

  /** Removes every attribute, the live region and every inert it set, and its listeners. */
  dispose() {
    for (const off of this.#off.splice(0)) off();
    for (const node of [...this.#added.keys()]) this.#clear(node);
    this.#access.destroy();
  }
}
