// Keyboard input on a focused scroller: arrows move a line (along the
// screen), PageUp / PageDown / Space a page and Home / End to the ends (along
// the reading direction: on an RTL or vertical-rl axis they go towards
// negative offsets, as the browser's own keyboard scrolling does). With
// snapping each goes to a snap point. A key the scroller cannot use (at the
// end already, typing in a field, even inside a shadow root) is the page's;
// one a native scroll container inside can use is that container's. On the
// page (page.js) keys come from the body when nothing is focused.
import { innerScroller } from '../page.js';
import { isEditable, origin } from '../../shared/pointer.js';
import { keyTarget, runningBase } from './key-target.js';

const KEYS = {
  ArrowRight: ['x', 1, 'line'], ArrowLeft: ['x', -1, 'line'], ArrowDown: ['y', 1, 'line'], ArrowUp: ['y', -1, 'line'],
  PageDown: [null, 1, 'page'], PageUp: [null, -1, 'page'], Home: [null, -1, 'end'], End: [null, 1, 'end'],
};

export class KeyboardInput {
  #el;
  #host;

  constructor(element, host) {
    this.#el = element;
    this.#host = host;
    element.addEventListener('keydown', this.#onKeyDown);
  }

  #onKeyDown = (event) => this.#host.guard(() => {
    const host = this.#host;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || host.dragging) return;
    const from = origin(event);
    if (isEditable(from)) return;
    const main = host.main.name;
    let [name, direction, step] = KEYS[event.key] ?? [];
    if (event.key === ' ' || event.key === 'Spacebar') {
      // A focused button inside handles its own Space; on the page the body has the keys.
      if (from !== this.#el && !(host.config.page && from === this.#el.ownerDocument.body)) return;
      [name, direction, step] = [main, event.shiftKey ? -1 : 1, 'page'];
    }
    if (!step) return;
    name ??= main;
    if (event.shiftKey && step !== 'page') return;  // shift+arrows select text
    const p = host.axisNamed(name);
    if (!p) return;
    host.takeOver();   // the wheel's gesture ends; an offset the browser moved is adopted first
    if (p === host.main) host.loop?.toward(direction);   // a loop: room for the step past the last slide (loop.js)
    const plan = keyTarget({
      step, direction, reversed: p.reversed, base: runningBase(p), range: p.range, snap: p.snap, dimension: p.dimension,
    });
    if (!plan) return;  // nothing further that way: the page's key
    if (innerScroller(from, this.#el, name, plan.target - p.pixels)) return;  // a native list inside moves first
    event.preventDefault();
    const go = () => p.animateTo(plan.target, { snapIndex: plan.snapIndex });
    if (host.loop) host.loop.quiet(go); else go();   // a loop keeps the target's arrangement (loop.js)
  });

  destroy() {
    this.#el.removeEventListener('keydown', this.#onKeyDown);
  }
}
