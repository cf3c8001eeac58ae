// Swipeable: swipe actions on every row of a list with one controller
// (`new Swipeable(list, { items: 'li', axis: 'x', snap: { points: [-300, 0] } })`),
// rows present and future (added, removed, recycled by a virtualized list).
//
// Model. One PointerInput on the list (delegation: no listener on any row).
// A press finds its row (`event.target.closest(items)` inside the list); the
// row gets its Draggable parts then, on that press (a DragView for its
// translate, a DragMotion for its activity and events, the Draggable's
// gesture), kept in a WeakMap: a removed row is forgotten with it. So each
// row has the Draggable's physics exactly (rubber band, fling, projection
// onto the snap points, exact landing) and construction reads no layout at
// all (the list's `touch-action` is the only write: pan-y on the list makes
// every row's horizontal touch move ours from its first touch, while a
// vertical one still scrolls the list natively). Rows are independent: a
// swipe on one row does not move another.
// Events (CustomEvent detail), each with the row as `element`: 'move'
// ({element, x, y, progress}), 'snap' ({element, index, x, y}) on coming
// to rest on a point, 'settle' ({element, x, y}).
// Done: the row's landing has come to rest on its point (as a Draggable's).
import { frameLoop, report } from './frame-loop.js';
import { watchReducedMotion } from './reduced-motion.js';
import { readAnimate, readIndex, throwType } from './options.js';
import { Subscriptions } from './subscriptions.js';
import { claim } from './claim.js';
import { InlineStyles, touchAction } from './inline-styles.js';
import { readConfig } from './drag/config.js';
import * as decide from './drag/decide.js';
import { DragView } from './drag/view.js';
import { DragMotion } from './drag/motion.js';
import { dragGesture } from './drag/gesture.js';
import { IDENTITY, invert, screenMap } from './drag/screen.js';
import { ScrollPhysics } from './shared/physics.js';
import { PointerInput } from './shared/pointer.js';

const WHERE = 'Swipeable';
const EVENTS = ['move', 'snap', 'settle'];
const claimed = new WeakSet();

/** The Draggable's options, read with this class's name in the errors. */
function readOptions(options, list) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throwType(WHERE, 'options must be an object', options);
  const { items, ...rest } = options;
  if (typeof items !== 'string' || items.trim() === '') throwType(WHERE, 'option `items` must be a CSS selector of the rows (e.g. \'li\')', items);
  try {
    list.matches(items);
  } catch {
    throwType(WHERE, 'option `items` must be a valid CSS selector', items);
  }
  if (rest.axis === 'both') throwType(WHERE, "option `axis` must be 'x' or 'y'", rest.axis);
  if (rest.avoidKeyboard !== undefined || rest.snap?.points?.some?.((p) => typeof p === 'string')) throwType(WHERE, 'options `avoidKeyboard` and keyword snap points are for a sheet (a Draggable), not for rows', rest.avoidKeyboard ?? rest.snap.points);
  if (rest.position !== undefined || rest.bounds instanceof Object && rest.bounds.nodeType === 1) throwType(WHERE, 'options `position` and an element as `bounds` are per row, not for a list', rest.position ?? rest.bounds);
  try {
    return { items, config: readConfig({ axis: 'x', ...rest }) };
  } catch (error) {
    error.message = error.message.replace('kinema: Draggable:', `kinema: ${WHERE}:`);
    throw error;
  }
}

export class Swipeable extends EventTarget {
  #el; #items; #config; #loop; #watch; #physics; #input; #styles;
  #rows = new WeakMap();     // row -> { view, motion, gesture, range }
  #live = new Set();         // rows with a controller (WeakRef-free: removed ones are dropped on the next press)
  #current = null;           // the pressed row's gesture
  #subscriptions = new Subscriptions(this, WHERE, EVENTS);
  #destroyed = false;

  constructor(list, options = {}) {
    super();
    const { items, config } = claim(WHERE, claimed, list, options, (o) => readOptions(o, list));
    this.#el = list;
    this.#items = items;
    this.#config = config;
    this.#loop = frameLoop(config.scheduler);
    this.#watch = watchReducedMotion(config.reducedMotion, () => { this.#physics = this.#makePhysics(); });
    this.#physics = this.#makePhysics();
    this.#styles = new InlineStyles(list);
    this.#styles.set('touch-action', touchAction(config.axis));
    const self = this;
    const delegate = (name) => (...args) => self.#current?.[name](...args);
    this.#input = new PointerInput(list, {
      // Screen px to the row's translate px (transformed ancestors): the pressed row's gesture (drag/screen.js).
      local: (dx, dy) => (this.#current ? this.#current.local(dx, dy) : [dx, dy]),
      canPress(event) {
        const row = self.#rowOf(event);
        self.#current = row ? self.#controller(row).gesture : null;
        return self.#current ? self.#current.canPress(event) : false;
      },
      press: delegate('press'), accepts: (dx, dy) => self.#current?.accepts(dx, dy) ?? false,
      start: delegate('start'), move: delegate('move'), end: delegate('end'), reject: delegate('reject'), cancel: delegate('cancel'),
    });
  }

  get element() { return this.#el; }
  get axis() { return this.#config.axis; }
  /** The snap points along the axis (px), as given. */
  get snapPoints() { return decide.snapPoints(this.#config, { x: 0, y: 0 }).map((p) => p[this.#config.axis]); }

  /** The translate of `row` along the axis (px; 0 for a row never swiped). */
  positionOf(row) { return this.#rows.get(row)?.view.position[this.#config.axis] ?? 0; }

  /** Moves `row` to snap point `index` (with the spring unless animate: false); resolves { completed }. */
  snapTo(row, index, options = {}) {
    const where = `${WHERE}.snapTo`;
    const animate = readAnimate(where, options);
    if (!row || row.nodeType !== 1 || !this.#el.contains(row)) throwType(where, '`row` must be an element in the list', row);
    const points = decide.snapPoints(this.#config, { x: 0, y: 0 });
    readIndex(where, index, points.length);
    if (this.#destroyed) return Promise.resolve({ completed: false });
    const c = this.#controller(row);
    return c.motion.go({ ...points[index] }, index, animate);
  }

  /** Adds a listener for 'move', 'snap' or 'settle' (the detail has the row as `element`); returns its remover. */
  on(type, listener) { return this.#subscriptions.add(type, listener); }

  /** Stops every row, removes the list's listeners and style and every row's translate. */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#input.destroy();
    for (const row of this.#live) {
      const c = this.#rows.get(row);
      c?.motion.dispose();
      c?.view.restore();
    }
    this.#live.clear();
    this.#watch.dispose();
    this.#subscriptions.clear();
    this.#styles.restore();
    claimed.delete(this.#el);
  }

  // -------------------------------------------------------------- private
  #makePhysics() { return new ScrollPhysics(this.#config).withReducedMotion(this.#watch.reduce); }

  #rowOf(event) {
    const target = event.target;
    const row = target && typeof target.closest === 'function' ? target.closest(this.#items) : null;
    return row && row !== this.#el && this.#el.contains(row) ? row : null;
  }

  #controller(row) {
    let c = this.#rows.get(row);
    if (c) return c;
    for (const old of this.#live) if (!old.isConnected) this.#live.delete(old);   // rows the list removed
    const loop = this.#loop;
    const view = new DragView(row, loop, { x: 0, y: 0 });
    const guard = (fn) => {
      if (this.#destroyed) return;
      try { fn(); } catch (error) { report(error); }
    };
    // refresh() runs at each press (the gesture's): the ranges, and the map
    // from screen px to the row's translate px through transformed
    // ancestors (drag/screen.js), as a Draggable's.
    c = {
      view, range: decide.ranges(this.#config, view.position, null), fromScreen: IDENTITY,
      refresh: () => {
        c.range = decide.ranges(this.#config, view.position, null);
        c.fromScreen = invert(screenMap(row));
      },
    };
    const dimension = () => {
      const win = row.ownerDocument?.defaultView ?? globalThis;
      return { x: win.innerWidth || 1000, y: win.innerHeight || 1000 };
    };
    c.motion = new DragMotion(loop, view, {
      physics: () => this.#physics, config: () => this.#config, range: () => c.range, dimension,
      refresh: () => c.refresh(), guard,
      emit: (type, detail) => {
        if (this.#destroyed) return;
        const d = { element: row, ...detail };
        if (type === 'move') d.progress = this.#progress(view.position);
        this.dispatchEvent(new CustomEvent(type, { detail: d }));
      },
    });
    c.gesture = dragGesture(row, c.motion, {
      config: () => this.#config, range: () => c.range, refresh: c.refresh, fromScreen: () => c.fromScreen, guard,
    });
    this.#rows.set(row, c);
    this.#live.add(row);
    return c;
  }

  #progress(at) {
    const points = decide.snapPoints(this.#config, at);
    if (points.length < 2) return NaN;
    const k = this.#config.axis, a = points[0][k], b = points[points.length - 1][k];
    return b !== a ? (at[k] - a) / (b - a) : NaN;
  }
}
