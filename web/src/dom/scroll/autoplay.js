// Autoplay: one slide every `delay` ms (`new Scroller(el, { snap: 'children',
// autoplay: { delay: 4000 }, use: [Autoplay] })`), as Embla's Autoplay
// plugin. Its own module: a page that does not import it does not pay.
//
// Model. While playing, the carousel waits `delay` ms from the moment it is
// at rest (the 'settle' after any move, or the end of a pause), then calls
// next() (with `loop: true` it goes on forward round; without, after the
// last slide it goes back to slide 0). The wait is measured on the
// Scroller's frame clock (its scheduler), so a test's manual clock or a
// throttled background tab counts what was shown, not the wall clock.
// It does not advance while:
//   - a pointer is down on the carousel, or it is dragged or animating;
//   - it has hover (a mouse over it) or focus (keyboard focus inside it,
//     :focus-visible: not the focus a tap leaves behind);
//   - the tab is hidden (document.visibilityState);
//   - reduced motion is on (the Scroller's reducedMotion: a moving page
//     the user did not start is exactly what it asks to avoid).
// Each wait starts again in full when the last reason ends.
// stopOnInteraction (default true): the user's own press, key or wheel on
// the carousel stops it for good (playing = false) until play(); false:
// those only pause it. `scroller.autoplay.play()` / `.stop()` / `.playing`.
// Done: stop() or destroy() (no timer, no listener left).
import { frameLoop, report } from '../frame-loop.js';
import { readBoolean, readObject, readPositive } from '../options.js';
import { Holds } from './holds.js';

/** The feature: pass it in `use` with `autoplay: { delay }` (or `autoplay: true`: 4000 ms). */
export const Autoplay = {
  option: 'autoplay',
  read(where, value) {
    const o = value === true ? {} : readObject(where, 'autoplay', value, ['delay', 'stopOnInteraction', 'playOnInit']);
    return Object.freeze({
      delay: readPositive(where, 'autoplay.delay', o.delay, 4000),
      stopOnInteraction: readBoolean(where, 'autoplay.stopOnInteraction', o.stopOnInteraction, true),
      playOnInit: readBoolean(where, 'autoplay.playOnInit', o.playOnInit, true),
    });
  },
  attach: (host, config) => new Autoplayer(host, config),
};

class Autoplayer {
  #host;
  #config;
  #loop;
  #playing = false;
  #wait = null;              // the frame loop's handle of the running wait
  #holds;                    // pointer, hover, focus, hidden tab, reduced motion (holds.js)
  #off = [];                 // removers of the Scroller's listeners

  constructor(host, config) {
    this.#host = host;
    this.#config = config;
    this.#loop = frameLoop(host.config.scheduler);
    this.#holds = new Holds(host, {
      interact: (reason) => {
        if (this.#config.stopOnInteraction) this.stop();
        else if (reason) this.#holds.set(reason, true);
      },
      changed: () => this.#restart(),
    });
    this.#off.push(host.on('select', () => this.#cancel()), host.on('settle', () => this.#restart()));
    if (config.playOnInit) this.play();
  }

  /** Whether it is on (play() and no stop() since); a pause does not change it. */
  get playing() { return this.#playing; }
  /** Whether it is playing but held: pointer, hover, focus, a hidden tab, reduced motion, or a move under way. */
  get paused() { return this.#playing && !this.#wait; }

  /** Starts (again): the first slide change comes `delay` ms after it is at rest and nothing holds it. */
  play() {
    this.#playing = true;
    this.#restart();
  }

  /** Stops until play(). */
  stop() {
    this.#playing = false;
    this.#cancel();
  }

  /** Stops and removes every listener (the Scroller's destroy()). */
  dispose() {
    this.stop();
    this.#holds.dispose();
    for (const off of this.#off.splice(0)) off();
  }

  #held() {
    const host = this.#host;
    return this.#holds.held || host.dragging || host.animating;
  }

  #cancel() {
    this.#wait?.stop();
    this.#wait = null;
  }

  /** A full wait from now, if it plays and nothing holds it (a move under way is checked again when the wait ends). */
  #restart() {
    this.#cancel();
    if (!this.#playing || this.#held()) return;
    const seconds = this.#config.delay / 1000;
    const wait = this.#wait = this.#loop.animate({ at: () => ({ x: 0, dx: 0 }), done: (t) => t >= seconds }, () => {});
    wait.finished.then((result) => {
      if (this.#wait !== wait || !result.completed) return;
      this.#wait = null;
      this.#host.guard(() => this.#advance());
    }, report);
  }

  #advance() {
    if (!this.#playing) return;
    if (this.#held()) return;   // a move under way: its 'settle' starts the next wait
    const host = this.#host;
    const p = host.main;
    if (!p.snap) return;
    const last = !host.loop?.active && p.snapIndex === p.snap.count - 1;
    (last ? host.snapTo(0) : host.next()).catch(report);
  }
}
