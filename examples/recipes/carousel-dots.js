// Dots for a carousel (carousel-loop.html, examples/carousel/): one button
// per snap point in `container`, each labelled "Go to slide N" and moving
// the Scroller there; the returned show(index) marks the current one
// (aria-current), for the page to call on 'select' (the moment a target is
// chosen, so the dots answer at once) and at the start.
export function carouselDots(carousel, container, count = carousel.snapPoints.length) {
  const dots = [];
  for (let i = 0; i < count; i++) {
    const dot = document.createElement('button');
    dot.type = 'button';
    dot.setAttribute('aria-label', `Go to slide ${i + 1}`);
    dot.setAttribute('aria-controls', carousel.element.id);
    dot.addEventListener('click', () => carousel.snapTo(i));
    container.append(dot);
    dots.push(dot);
  }
  return (index) => dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)));
}
