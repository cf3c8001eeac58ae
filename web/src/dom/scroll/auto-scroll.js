// AutoScroll: a carousel or a ticker that moves on by itself at a constant
// speed (`new Scroller(el, { axis: 'x', loop: true, autoScroll: { speed: 60 },
// use: [Loop, AutoScroll] })`), as Embla's AutoScroll plugin. Its own
// module: a page that does not import it does not pay.
//
// Model. While playing and at rest, the main axis runs the cruise
// (cruise.js): `speed` px/s forward in reading order (> 0: towards the end,
// the content moves left or up, right in RTL; < 0: backward), eased in from
// rest. Every number comes from the core: the sum of a constant velocity
// and a friction of the difference, on the Scroller's frame clock.
// - A grab stops it (the press catches it, as it catches a fling). The
//   release resumes the cruise at once from the release's exact state:
//   the first frame moves with the release velocity, which then blends back
//   to `speed` (the Scroller's fling drag: a flick carries on as far as a
//   fling would, then cruises). A wheel gesture does the same.
// - A program's move (scrollTo, snapTo, next, a key) or the browser's own
//   scroll runs as usual; at the 'settle' after it the cruise eases in again.
// - It pauses (the cruise goes on as a fling from its velocity and comes to
//   rest, landing on a snap point if the carousel snaps) while a mouse is
//   over it (stopOnMouseEnter, default true), while it has keyboard focus
//   inside (stopOnFocusIn, default true; :focus-visible), while the tab is
//   hidden and under reduced motion; it eases in again when the last ends.
// - stopOnInteraction (default false, unlike Embla's: a grab pauses it and the
//   release resumes it): true stops it for good (playing = false) at the
//   user's own press, key or wheel, until play().
// - With `loop: true` (and an active loop) it runs for ever; without, it
//   stops (playing = false) when it reaches the end it cruises towards.
// `scroller.autoScroll.play()` / `.stop()` / `.playing` / `.paused`.
// Done: stop() or destroy() (no motion, no listener left).
import { readBoolean, readFinite, readObject, throwType } from '../options.js';
import { throwRange } from '../../errors.js';
import { Holds } from './holds.js';
import { Cruise } from './cruise.js';
import { DRAG } from '../../defaults.js';

const KEYS = ['speed', 'stopOnInteraction', 'stopOnMouseEnter', 'stopOnFocusIn', 'playOnInit'];

/** The feature: pass it in `use` with `autoScroll: { speed }` (or `autoScroll: true`: 60 px/s). */
export const AutoScroll = {
  option: 'autoScroll',
  read(where, value) {
    if (value !== true && (value === null || typeof value !== 'object')) throwType(where, 'option `autoScroll` must be true or an object ({ speed })', value);
    const o = value === true ? {} : readObject(where, 'autoScroll', value, KEYS);
    const speed = readFinite(where, 'autoScroll.speed', o.speed, 60);
    if (speed === 0) throwRange(where, 'autoScroll.speed', speed, 'must not be 0 (px/s: > 0 forward, < 0 backward)');
    return Object.freeze({
      speed,
      stopOnInteraction: readBoolean(where, 'autoScroll.stopOnInteraction', o.stopOnInteraction, false),
      stopOnMouseEnter: readBoolean(where, 'autoScroll.stopOnMouseEnter', o.stopOnMouseEnter, true),
      stopOnFocusIn: readBoolean(where, 'autoScroll.stopOnFocusIn', o.stopOnFocusIn, true),
      playOnInit: readBoolean(where, 'autoScroll.playOnInit', o.playOnInit, true),
    });
  },
  attach: (host, config) => new AutoScroller(host, config),
};

class AutoScroller {
  #host;
  #config;
  #playing = false;
  #holds;
  #off = [];

  constructor(host, config) {
    this.#host = host;
    this.#config = config;
    this.#holds = new Holds(host, {
      interact: () => { if (this.#config.stopOnInteraction) this.stop(); },
      changed: () => this.#update(),
      hover: config.stopOnMouseEnter,
      focus: config.stopOnFocusIn,
    });
    this.#off.push(
      host.on('settle', () => this.#settled()),
      host.on('release', () => this.#released()),
    );
    // The Scroller measures after its features are built: the cruise starts once it has.
    if (config.playOnInit) {
      this.#playing = true;
      queueMicrotask(() => host.guard(() => this.#start()));
    }
  }

  /** Whether it is on (play() and no stop() since); a pause does not change it. */
  get playing() { return this.#playing; }
  /** Whether it is playing but not cruising now (held, or another motion or a gesture runs). */
  get paused() { return this.#playing && !this.#cruising(); }

  /** Starts (again): the cruise eases in now if the carousel is at rest and nothing holds it, else when it is. */
  play() {
    this.#playing = true;
    this.#start();
  }

  /** Stops until play(): a cruise under way goes on as a fling and comes to rest. */
  stop() {
    this.#playing = false;
    this.#halt();
  }

  /** Stops and removes every listener (the Scroller's destroy(): it stops the motions itself). */
  dispose() {
    this.#playing = false;
    this.#holds.dispose();
    for (const off of this.#off.splice(0)) off();
  }

  // -------------------------------------------------------------- private

  #cruising() {
    return this.#host.main.activity.cruising;
  }

  /** The cruise from `position` with `velocity`: for ever on an active loop, else up to the bound ahead. */
  #build = (position, velocity, range) => {
    const p = this.#host.main;
    const drag = p.physics.drag < 1 ? p.physics.drag : DRAG;   // drag 1 (no friction) would never blend back
    return new Cruise({
      from: position, velocity, speed: p.reversed ? -this.#config.speed : this.#config.speed,
      drag, tolerance: p.physics.frictionTolerance(-Math.log(drag)),
      range: this.#host.loop?.active ? null : range,
    });
  };

  /** A hold began or ended. */
  #update() {
    if (this.#holds.held) this.#halt();
    else this.#start();
  }

  /** Eases in from rest, if it plays, nothing holds it and the main axis is at rest. */
  #start() {
    const p = this.#host.main;
    if (!this.#playing || this.#holds.held || p.activity.scrolling || !p.range || this.#host.hidden) return;
    if (this.#atEnd()) {
      this.#playing = false;
      return;
    }
    this.#host.takeOver();
    this.#host.cruise(p.name, this.#build);
  }

  /** A gesture's release started a motion: the cruise takes over from its first instant (its exact release state). */
  #released() {
    const p = this.#host.main;
    const a = p.activity;
    if (!this.#playing || this.#holds.held || !a.reportsRelease || a.startTime === null) return;
    this.#host.cruise(p.name, this.#build, a.startTime);
  }

  #settled() {
    if (!this.#playing) return;
    if (this.#atEnd()) this.#playing = false;
    else this.#start();
  }

  /** The cruise goes on as the physics's release from its velocity now (a fling, or a landing on a snap point). */
  #halt() {
    if (!this.#cruising()) return;
    this.#host.release(this.#host.main.name);
  }

  /** Without an active loop: whether it rests on the bound it cruises towards. */
  #atEnd() {
    const p = this.#host.main;
    if (this.#host.loop?.active || !p.range || this.#host.hidden) return false;
    const forward = (p.reversed ? -this.#config.speed : this.#config.speed) > 0;
    return forward ? p.pixels >= p.range.max - 0.5 : p.pixels <= p.range.min + 0.5;
  }
}
