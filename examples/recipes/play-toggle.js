// A Pause / Play button (carousel-autoplay.html, carousel-autoscroll.html)
// for a feature that moves a Scroller by itself: its `autoplay` or its
// `autoScroll` (play(), stop(), playing). A click plays or stops it; the
// label is brought up to date at every 'settle' too, since the feature also
// stops by itself (the user's own swipe, with stopOnInteraction). WCAG 2.2.2
// asks for a way to pause anything that moves by itself.
export function playToggle(scroller, feature, button) {
  const label = () => { button.textContent = feature.playing ? 'Pause' : 'Play'; };
  button.addEventListener('click', () => {
    if (feature.playing) feature.stop(); else feature.play();
    label();
  });
  scroller.on('settle', label);
  label();
}
