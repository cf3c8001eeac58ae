// The core as kinema/dom reaches it: the classes and functions web/src/dom
// imports, and init() of the scroll engine (init-scroll.js). web/src/dom
// imports the core only through this file (scripts/bundle.mjs checks), so
// that a kinema/dom page carries the scroll engine, not the full one.
export { init } from './init-scroll.js';
export { Spring } from './spring.js';
export { Friction } from './friction.js';
export { scrollPhysics } from './physics.js';
export { scrollMotion, snapMotion, chooseSnap, rubberBand, rubberBandInverse, VelocityTracker } from './scroll.js';
export { Motion2D } from './motion2d.js';
export { chooseSnap2D, snapMotion2D } from './snap2d.js';
