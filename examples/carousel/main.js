// A carousel with arrows and dots on kinema/dom's Scroller:
// - snap to the slides, at most one page per swipe (mode 'page');
// - the arrows call next() / prev(): they step from the target, so two quick
//   clicks move two slides, however far the first has got;
// - the dots follow 'select' (the moment a target is chosen: a release, an
//   arrow, a dot, a key), not 'settle', so they answer at once;
// - accessibility: true gives the viewport and slides the WAI-ARIA carousel
//   roles and "N of M" labels, the live region and inert off-screen slides
//   (the Accessibility feature, passed in `use`: a page without it does not
//   download it).
import { init } from 'kinema';
import { Scroller, Accessibility } from 'kinema/dom';
import { carouselDots } from '../recipes/carousel-dots.js';

await init();

const viewport = document.getElementById('viewport');
const prev = document.getElementById('prev');
const next = document.getElementById('next');
const dots = document.getElementById('dots');

const carousel = new Scroller(viewport, {
  axis: 'x',
  snap: { children: true, mode: 'page' },
  accessibility: true,
  use: [Accessibility],
});

const count = carousel.snapPoints.length;
const showDot = carouselDots(carousel, dots, count);

/** Shows slide `index` as the selected one: its dot, and the arrows that lead somewhere. */
function show(index) {
  showDot(index);
  prev.disabled = index <= 0;
  next.disabled = index >= count - 1;
}

prev.addEventListener('click', () => carousel.prev());
next.addEventListener('click', () => carousel.next());
carousel.on('select', ({ index }) => show(index));
show(carousel.snapIndex);

// For the browser test (and the console): the carousel.
globalThis.recipe = { carousel };
document.body.dataset.state = 'ready';
