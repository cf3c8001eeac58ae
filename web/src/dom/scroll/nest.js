// Scroll chaining in the page: which scrollers a gesture chains through, and
// moving them. The decisions are chain.js's.
//
// A chain starts when a Scroller owns a drag (drag.js). For each axis of the
// owner it lists, from the owner's element outwards, every scroller along
// that axis: a live Scroller with that axis (it is moved through its own
// positions: a drag gesture it did not start, released with its own
// velocity, so it flings, snaps or bounces with its own physics), a native
// overflow element that can scroll that way, and last the page
// (document.scrollingElement; a Scroller there is used as one). The list
// stops after a Scroller whose `overscrollBehavior` is not 'auto' and after
// a native element whose CSS overscroll-behavior is not 'auto'. A native
// link follows the finger 1:1 and, released moving, flings with the owner's
// fling (clamped at its bounds: native offsets cannot overscroll), stopped
// by the next input anywhere on the page.
//
// Destroying a Scroller mid-gesture: the owner ends its chain (drag.js
// cancel: the outer ones land from where they are); an outer one is gone
// from the registry and takes nothing more.
import { VelocityTracker } from '../../scroll-core.js';
import { frameLoop, report } from '../frame-loop.js';
import { ScrollPhysics } from '../shared/physics.js';
import { ownerPart, room, share } from './chain.js';
import { parentOf, scrollers, scrollsNatively as nativeScroller } from '../shared/scrollable.js';

export { scrollers };   // shared with the Draggable's hand-off (shared/scrollable.js)

/** The outer links of `host` along `axis` ('x' | 'y'), innermost first. */
export function linksOf(host, axis) {
  const links = [];
  const doc = host.element.ownerDocument;
  if (!doc || typeof getComputedStyle !== 'function') return links;   // not in a page
  const root = doc.scrollingElement ?? doc.documentElement;
  if (host.element === root || host.element === doc.documentElement) return links;   // the page itself: nothing outside
  const add = (scroller) => {
    links.push(new ScrollerLink(scroller, scroller.axisNamed(axis)));
    return scroller.config.overscrollBehavior === 'auto';
  };
  for (let node = parentOf(host.element); node && node !== root && node !== doc.documentElement; node = parentOf(node)) {
    if (node === doc.body) continue;
    const scroller = scrollers.get(node);
    if (scroller) {
      if (scroller.axisNamed(axis) && !add(scroller)) return links;
    } else if (scrollsNatively(node, axis)) {
      links.push(new NativeLink(node, axis, host));
      if (cssBehavior(node, axis) !== 'auto') return links;
    }
  }
  const page = scrollers.get(root);
  if (page) {
    if (page.axisNamed(axis)) add(page);
  } else if (root) {
    links.push(new NativeLink(root, axis, host));
  }
  return links;
}

/** Whether something outside `host` can scroll by `delta` along `axis` now. */
export function outsideRoom(host, axis, delta) {
  return linksOf(host, axis).some((link) => link.state && room(link.state.position, link.state.range, delta) !== 0);
}

function scrollsNatively(node, axis) {
  return nativeScroller(node, getComputedStyle(node), axis);
}

function cssBehavior(node, axis) {
  const style = getComputedStyle(node);
  return (axis === 'x' ? style.overscrollBehaviorX : style.overscrollBehaviorY) || 'auto';
}

/** An outer Scroller's position on the axis, moved through a drag gesture. */
class ScrollerLink {
  #gesture = null;
  constructor(host, position) {
    this.host = host;
    this.p = position;
  }

  get #alive() {
    return scrollers.get(this.host.element) === this.host && this.p.range !== null
      && (this.#gesture === null || this.p.gesture === this.#gesture);
  }

  /** {position (unbanded), range}, or null once gone (destroyed, or a program call took it). */
  get state() {
    if (!this.#alive) return null;
    const p = this.p;
    return { position: this.#gesture ? this.#gesture.raw : p.physics.unband(p.pixels, p.range, p.dimension), range: p.range };
  }

  take(delta, t, previous) {
    if (!this.#alive) return;
    if (!this.#gesture) {
      if (delta === 0) return;
      this.host.takeOver();
      this.p.beginGesture('drag');
      this.#gesture = this.p.gesture;
      this.#gesture.add(previous, this.p.pixels);
    }
    this.p.gestureBy(delta, t);   // 0 too: its tracker sees it stop
  }

  end(t, cancelled) {
    if (this.#gesture && this.#alive) this.p.endGesture(cancelled ? { velocity: 0 } : { t });
    this.#gesture = null;
  }

  /** The hand-off: a release of its own with `velocity` (px/s) at `startTime` (ms on the loop's clock). */
  fling(velocity, startTime) {
    if (scrollers.get(this.host.element) !== this.host || this.p.range === null) return;
    this.p.goBallistic(velocity, { startTime });
  }
}

const flings = new Map();   // element -> its running fling (one per element)
const STOPPERS = ['pointerdown', 'wheel', 'keydown', 'touchstart'];

function stopFling(element) {
  flings.get(element)?.stop();
}

function stopAll() {
  for (const handle of [...flings.values()]) handle.stop();
}

/** A native scroll offset (an overflow element or the page), moved 1:1 and flung with the owner's physics. */
class NativeLink {
  #pos = null;        // the offset while the chain moves it (px, unrounded)
  #tracker = null;
  constructor(element, axis, owner) {
    this.el = element;
    this.axis = axis;
    this.owner = owner;
  }

  get #offset() { return this.axis === 'x' ? this.el.scrollLeft : this.el.scrollTop; }

  get #range() {
    const el = this.el;
    const extent = Math.max(0, this.axis === 'x' ? el.scrollWidth - el.clientWidth : el.scrollHeight - el.clientHeight);
    if (this.axis === 'x' && getComputedStyle(el).direction === 'rtl') return { min: -extent, max: 0 };
    return { min: 0, max: extent };
  }

  get state() {
    return { position: this.#pos ?? this.#offset, range: this.#range };
  }

  #write(x) {
    this.el.scrollTo({ [this.axis === 'x' ? 'left' : 'top']: x, behavior: 'instant' });
  }

  take(delta, t, previous) {
    if (this.#pos === null) {
      if (delta === 0) return;
      stopFling(this.el);
      this.#pos = this.#offset;
      this.#tracker = new VelocityTracker();
      this.#tracker.add(previous, this.#pos);
    }
    this.#pos += delta;
    if (delta !== 0) this.#write(this.#pos);
    this.#tracker.add(t, this.#pos);
  }

  end(t, cancelled) {
    if (this.#pos === null) return;
    const from = this.#pos;
    let velocity = 0;
    try {
      if (!cancelled) velocity = this.#tracker.velocity(t);
    } catch (error) {
      report(error);
    }
    this.#pos = null;
    this.#tracker = null;
    if (velocity !== 0 && Number.isFinite(velocity)) this.#fling(from, velocity);
  }

  /** The hand-off: its fling from where it is with `velocity` (px/s) from `startTime` (ms on the loop's clock). */
  fling(velocity, startTime) {
    this.#fling(this.#offset, velocity, startTime);
  }

  #fling(position, velocity, startTime) {
    const base = this.owner.positions[0].physics;
    const physics = new ScrollPhysics({ ...base, overscroll: 'clamp' });
    const range = this.#range;
    const motion = physics.fling({ position: Math.min(Math.max(position, range.min), range.max), velocity, range });
    const el = this.el;
    let written = this.#offset;
    const handle = frameLoop(this.owner.config.scheduler).animate(motion, (x) => {
      if (Math.abs(this.#offset - written) > 1) {   // someone else scrolled it
        handle.stop();
        return;
      }
      this.#write(x);
      written = this.#offset;
    }, startTime === undefined ? {} : { startTime });
    stopFling(el);
    flings.set(el, handle);
    const win = el.ownerDocument?.defaultView;
    if (flings.size === 1) for (const type of STOPPERS) win?.addEventListener(type, stopAll, { capture: true, passive: true });
    handle.finished.then(() => {
      if (flings.get(el) !== handle) return;
      flings.delete(el);
      if (flings.size === 0) for (const type of STOPPERS) win?.removeEventListener(type, stopAll, { capture: true, passive: true });
    });
  }
}

/**
 * The chain of one drag of `host`: move(p, delta, t) shares the delta of
 * the owner's position `p` with the scrollers outside it along its axis;
 * end(t, cancelled) releases them.
 */
export class Chain {
  #host;
  #links = new Map();   // axis -> links
  #previous;            // the time (s) of the last move

  constructor(host, t) {
    this.#host = host;
    this.#previous = t;
    if (host.config.overscrollBehavior !== 'auto') return;
    for (const p of host.positions) this.#links.set(p.name, linksOf(host, p.name));
  }

  move(p, delta, t) {
    const links = this.#links.get(p.name) ?? [];
    const behavior = this.#host.config.overscrollBehavior;
    const own = { position: p.gesture ? p.gesture.raw : p.pixels, range: p.range };
    const { taken, rest } = share(delta, [own, ...links.map((link) => link.state)]);
    p.gestureBy(ownerPart(behavior, taken[0], rest), t);
    links.forEach((link, i) => link.take(taken[i + 1], t, this.#previous));
    this.#previous = t;
  }

  end(t, cancelled = false) {
    const links = this.#links;
    for (const axis of links.values()) for (const link of axis) link.end(t, cancelled);
    if (!cancelled) for (const p of this.#host.positions) handOff(this.#host, p, links.get(p.name) ?? []);
    this.#links = new Map();
  }
}

/**
 * The momentum hand-off after a release (issue 22, item 5): when the
 * owner's fling on `p` reaches a bound with speed left, the first link
 * outside that can still scroll that way continues with exactly that
 * velocity from exactly that moment, and the owner stops dead on its bound
 * there (no bounce: the momentum went on). The crossing time is the
 * fling's closed form (the core's: the first switch time of scrollMotion's
 * composite) and the velocity the fling segment's at that time. Snap
 * landings (they rest inside the range), releases on a bound (the chain
 * moved the outer ones with the finger already) and a chain stopped by
 * `overscrollBehavior` (no links) hand nothing off.
 */
function handOff(host, p, links) {
  const a = p.activity;
  if (!a.passesMomentum || !(a.motion?.switchTimes?.length >= 2) || links.length === 0) return;
  const crossing = a.motion.switchTimes[1];
  if (!(crossing > 0)) return;
  const fling = a.motion._segments()[0][1];
  const velocity = fling.dx(crossing);
  const at = fling.x(crossing);
  if (!(Math.abs(velocity) > 0) || !(at >= p.range.max - 1e-6 || at <= p.range.min + 1e-6)) return;
  if (!(velocity > 0 ? at >= p.range.max - 1e-6 : at <= p.range.min + 1e-6)) return;
  const next = links.find((link) => link.state && room(link.state.position, link.state.range, velocity) !== 0);
  if (!next) return;
  const startTime = a.startTime + crossing * 1000;   // ms on the loop's clock
  // The owner: the same fling, clamped (it stops on the bound at the crossing).
  const clamped = new ScrollPhysics({ ...p.physics, landing: p.physics.landingMode, overscroll: 'clamp' });
  const motion = clamped.fling({ position: a.motion.x(0), velocity: a.motion.dx(0), range: p.range });
  p.runPlan({ motion, target: null, snapIndex: -1 }, a.startTime);
  next.fling(velocity, startTime);
}
