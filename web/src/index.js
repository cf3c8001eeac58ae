// kinema: exact, frame-rate independent UI physics, computed in WebAssembly.
export { init } from './init-full.js';
export { wasmMemoryBytes, wasmHeapInUse } from './wasm.js';
export { Spring } from './spring.js';
export { Friction } from './friction.js';
export { Gravity } from './gravity.js';
export { BouncingGravity } from './bouncing-gravity.js';
export { ExponentialRate } from './exponential-rate.js';
export { Composite } from './composite.js';
export { clamp } from './clamp.js';
export { MotionBatch } from './motion-batch.js';
export { SpringGroup } from './spring-group.js';
export { lambertW } from './lambert-w.js';
export { scrollPhysics } from './physics.js';
export { scrollMotion, androidFling, snapMotion, chooseSnap, rubberBand, rubberBandInverse, VelocityTracker } from './scroll.js';
export { Motion2D, Spring2D } from './motion2d.js';
export { project2D, chooseSnap2D, snapMotion2D } from './snap2d.js';
