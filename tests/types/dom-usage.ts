// A consumer of kinema/dom, checked by tsc (tests/js/types-dom.test.js).
import { init, animate, frameLoop, Scroller, Draggable, motionPolicy, prefersReducedMotion, REDUCED_MOTION_QUERY, Modal, Detents, AutoScroll, Loop, Pull, SmoothWheel, Slides, Accessibility } from 'kinema/dom';
import type { ScrollerFeature, ScrollerFeatureContext } from 'kinema/dom';
import type { Scheduler, AnimationHandle, ScrollerOptions, SnapDetail, OverscrollDetail, OverscrollHold, DraggableOptions, DraggableSnapDetail, Point, OverscrollBehavior } from 'kinema/dom';
import { Spring, scrollMotion } from 'kinema';

export async function demo(element: HTMLElement): Promise<void> {
  await init();
  const spring = new Spring({ from: 0, to: 100, stiffness: 170, damping: 26 });
  const handle: AnimationHandle = animate(spring, (x, dx, t) => {
    element.style.transform = `translateX(${x}px)`;
    void dx;
    void t;
  });
  const result = await handle.finished;
  const completed: boolean = result.completed;
  void completed;
  handle.stop();

  const fling = scrollMotion({ position: 0, velocity: 2000, min: 0, max: 600 });
  animate(fling, () => {}, { startTime: performance.now() });

  const fake: Scheduler = { now: () => 0, requestFrame: () => 1, cancelFrame: () => {} };
  const loop = frameLoop(fake);
  const n: number = loop.size;
  void n;

  const options: ScrollerOptions = { axis: 'x', snap: { interval: 400, mode: 'page' }, overscroll: 'bounce' };
  const scroller = new Scroller(element, options);
  const off = scroller.on('snap', (detail: SnapDetail) => {
    const index: number = detail.index;
    void index;
  });
  await scroller.scrollTo(400);
  const row: Element = document.createElement("div");
  const landed: { completed: boolean } = await scroller.scrollIntoView(row, { block: "center", inline: "nearest", animate: false });
  void landed;
  await scroller.snapTo(2, { animate: false });
  scroller.update({ snap: { points: [0, 400, 800] }, reducedMotion: 'reduce', spring: { stiffness: 300 }, wheel: false });
  scroller.update({ bounds: { min: 0, max: 800 }, snap: null });
  scroller.update({ physics: 'ios', decelerationRate: 'fast' });
  scroller.update({ physics: 'android' });
  const chaining: OverscrollBehavior = 'contain';
  scroller.update({ overscrollBehavior: chaining });
  new Scroller(element, { axis: 'y', overscrollBehavior: 'none' }).destroy();
  // @ts-expect-error overscrollBehavior is 'auto', 'contain' or 'none'
  scroller.update({ overscrollBehavior: 'stop' });
  // @ts-expect-error the presets are 'ios' and 'android'
  scroller.update({ physics: 'windows' });
  off();
  scroller.destroy();

  const pipOptions: DraggableOptions = { bounds: element, snap: { points: [{ x: 16, y: 16 }, { x: 284, y: 668 }] } };
  const pip = new Draggable(element, pipOptions);
  pip.on('snap', (detail: DraggableSnapDetail) => { const i: number = detail.index; void i; });
  pip.on('settle', (p: Point) => { void p.x; });
  const at: Point = pip.position;
  const v: Point = pip.velocity;
  void at; void v;
  await pip.moveTo({ x: 16 }, { animate: false });
  await pip.snapTo(1);
  pip.update({ snap: { points: [{ x: 0, y: 0 }] }, overscroll: 'clamp' });
  pip.destroy();
  const sheet = new Draggable(element, { axis: 'y', snap: { points: [44, 422, 744] }, position: 744, bounds: { min: 0, max: 744 } });
  sheet.update({ handle: element });
  sheet.update({ physics: 'android' });
  const ios = new Draggable(element, { axis: 'x', physics: 'ios', decelerationRate: 0.995 });
  ios.destroy({ keep: true });
  sheet.destroy();
  new Scroller(element, { pointer: 'touch' }).destroy();
  new Draggable(element, { pointer: 'touch' }).destroy();
  // @ts-expect-error pointer is true, false or 'touch'
  new Scroller(element, { pointer: 'mouse' });
  // @ts-expect-error the start position is fixed at construction
  sheet.update({ position: 0 });
  // @ts-expect-error Draggable events are 'move', 'snap' and 'settle'
  sheet.on('scroll', () => {});

  const reduce: boolean = prefersReducedMotion() || motionPolicy(true).reduce;
  const query: '(prefers-reduced-motion: reduce)' = REDUCED_MOTION_QUERY;
  void reduce;
  void query;

  // The page, smooth wheel notches, pull to refresh.
  const pageScroller = new Scroller(window, { wheel: 'smooth', use: [SmoothWheel, Pull] });
  new Scroller(document, { wheel: true }).destroy();
  pageScroller.on('overscroll', (d: OverscrollDetail) => { const px: number = d.distance; void px; });
  const held: OverscrollHold = pageScroller.holdOverscroll(-56, { until: Promise.resolve() });
  if (held.active) held.release();
  const over = pageScroller.overscroll;
  void over;
  // @ts-expect-error wheel is true, false or 'smooth'
  new Scroller(element, { wheel: 'lerp' });
  // @ts-expect-error holdOverscroll takes a distance in px
  pageScroller.holdOverscroll('56px');
  // The carousel extras are features too; a feature of one's own sees the scroller's context.
  const slides = new Scroller(element, { axis: 'x', snap: 'children', accessibility: true, use: [Slides, Accessibility] });
  const seen: number[] = slides.slidesInView;
  void seen;
  const logger: ScrollerFeature = {
    option: 'log',
    read: (_where, value) => value,
    attach(host: ScrollerFeatureContext) {
      const px: number = host.main.pixels;
      const kind: string = host.main.activity.kind;
      void px; void kind;
      // @ts-expect-error the context's axes are read only
      host.main.pixels = 0;
      return { dispose: host.on('settle', () => host.guard(() => void host.remeasure())) };
    },
  };
  void logger;

  // @ts-expect-error the axis is 'x', 'y' or 'both'
  new Scroller(element, { axis: 'z' });
  // @ts-expect-error snap modes are 'nearest' or 'page'
  new Scroller(element, { snap: { interval: 400, mode: 'two-pages' } });
  // @ts-expect-error the axis is fixed at construction
  scroller.update({ axis: 'y' });
  // @ts-expect-error animate needs a motion with at() and done()
  animate({}, () => {});
}

// Issue 22: 'release', retarget, the Draggable's landing.
{
  const list = new Scroller(document.body, { axis: 'y' });
  list.on('release', ({ velocity, target, index, duration }) => {
    const v: number = velocity; const x: number = target; const i: number = index; const d: number = duration;
    void list.retarget(Math.round(x) + 100 + v * 0 + i * 0 + d * 0);
  });
  const plane = new Scroller(document.body, { axis: 'both' });
  plane.on('release', ({ target }) => { const tx: number = target.x; void plane.retarget({ y: tx }); });
  const pip = new Draggable(document.body, { landing: 'auto' });
  pip.on('release', ({ target, duration }) => { void pip.retarget({ x: target.x + duration }); });
  // @ts-expect-error landing is 'auto' | 'spring' | 'friction'
  new Draggable(document.body, { landing: 'bouncy' });
}
{
  const page = new Scroller(window, { anchors: false });
  page.update({ anchors: true });
}
{
  // Sheets: keyword detents, a keyword start, the keyboard (issue 24 items 9, 10).
  const sheet = new Draggable(document.body, { axis: 'y', snap: { points: [0, 'content', 'markup', 'closed'] }, position: 'closed', avoidKeyboard: false, modal: true, use: [Modal, Detents] });
  sheet.update({ snap: { points: ['markup', 'closed'] } });
  const detent: import('kinema/dom').Detent = 'content';
  void detent;
  // @ts-expect-error avoidKeyboard is fixed at construction
  sheet.update({ avoidKeyboard: true });
  // @ts-expect-error the detent keywords are 'content', 'markup' and 'closed'
  new Draggable(document.body, { axis: 'y', snap: { points: [0, 'half'] } });
}
// Issue 24: continuous auto-scroll (the AutoScroll feature).
{
  const ticker = new Scroller(document.body, { axis: 'x', loop: true, autoScroll: { speed: -40, stopOnMouseEnter: false }, use: [AutoScroll, Loop] });
  const playing: boolean = ticker.autoScroll?.playing ?? false;
  if (!playing) ticker.autoScroll?.play();
  ticker.autoScroll?.stop();
  new Scroller(document.body, { autoScroll: true, use: [AutoScroll] });
  // @ts-expect-error speed is a number of px/s
  new Scroller(document.body, { autoScroll: { speed: 'fast' }, use: [AutoScroll] });
  // @ts-expect-error autoScroll is fixed at construction
  ticker.update({ autoScroll: { speed: 10 } });
}
