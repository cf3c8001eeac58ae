// kinema/dom: the browser layer. A shared frame loop that samples motions in
// closed form, and a Scroller that drives a scroll container with the core's
// scrolling physics. The physics is the core's (WebAssembly: '../scroll-core.js', the scroll engine);
// this layer validates, schedules and touches the DOM.
export { init } from '../scroll-core.js';
export { animate, frameLoop, FrameLoop, getDefaultScheduler } from './frame-loop.js';
export { Scroller } from './scroller.js';
export { Draggable } from './draggable.js';
export { prefersReducedMotion, motionPolicy, REDUCED_MOTION_QUERY } from './reduced-motion.js';
export { Loop } from './scroll/loop.js';
export { Autoplay } from './scroll/autoplay.js';
export { AutoScroll } from './scroll/auto-scroll.js';
export { Modal } from './drag/modal.js';
export { Detents } from './drag/detents.js';
export { Swipeable } from './swipeable.js';
export { Pull } from './scroll/pull.js';
export { Accessibility } from './scroll/accessibility.js';
export { SmoothWheel } from './scroll/input/smooth-wheel.js';
export { Slides } from './scroll/slides.js';
export { SlidesToScroll } from './scroll/groups.js';
