import { gzipOfPage, packPackage } from '../pages.mjs';
const pack = packPackage();
const list = process.argv.slice(2);
const imp = (names) => `import * as a from 'kinema'; import { ${names.join(', ')} } from 'kinema/dom'; globalThis.use = [a, ${names.join(', ')}];`;
const base = ['animate', 'frameLoop', 'FrameLoop', 'getDefaultScheduler', 'Scroller', 'Draggable', 'prefersReducedMotion', 'motionPolicy', 'REDUCED_MOTION_QUERY', 'Loop', 'Autoplay', 'Modal', 'Swipeable'];
console.log('old list', await gzipOfPage(imp(base), pack.dir));
console.log('new list', await gzipOfPage(imp([...base, 'Pull', 'Accessibility', 'SmoothWheel', 'Slides', 'SlidesToScroll']), pack.dir));
console.log('scroller', await gzipOfPage("import { init, Scroller } from 'kinema/dom'; globalThis.use = [init, Scroller];", pack.dir));
pack.cleanup();
