// The on-screen keyboard (the Draggable's `avoidKeyboard`, default true on
// a 'y' axis), as vaul's repositionInputs. While focus is inside the sheet,
// on every resize or scroll of `window.visualViewport`, the sheet is raised
// (DragView.lift: shown above its translate, not part of `position`, the
// snap points or the progress) by
//   max(what the focused element needs to end above the visual viewport's
//       bottom, min(the keyboard's overlap of the sheet's visible part, the
//       room between the sheet's top and the visual viewport's top))
// all measured as if not raised: the sheet rides on the keyboard, a tall
// sheet rises no further than its top reaching the top of what is visible
// unless the focused field needs it. The keyboard's overlap is
// min(sheet bottom, layout viewport bottom) - (visualViewport.offsetTop +
// height); it is 0 when the keyboard is closed (or the page resizes its
// layout for it), so the sheet comes back down. A focused element below the
// screen (a closed sheet) raises nothing. When focus leaves the sheet the
// lift goes to 0 and the listeners go. Without visualViewport: nothing.
export function avoidKeyboard(el, view) {
  const doc = el.ownerDocument, win = doc?.defaultView;
  if (!win?.visualViewport) return () => {};
  let viewport = null;
  const update = () => {
    const focused = doc.activeElement;
    if (!viewport || !focused || focused === doc.body || !el.contains(focused)) return;
    const r = el.getBoundingClientRect(), f = focused.getBoundingClientRect();
    const k = r.height > 0 ? el.offsetHeight / r.height : 1;   // screen px -> translate px
    const up = view.lifted / k;                               // the lift shown now (screen px)
    const top = r.top + up, bottom = r.bottom + up;
    if (f.top + up >= win.innerHeight) return view.lift(0);
    const vTop = viewport.offsetTop, vBottom = vTop + viewport.height;
    const keyboard = Math.min(bottom, win.innerHeight) - vBottom;
    const need = f.bottom + up - vBottom;
    view.lift(Math.max(0, need, Math.min(keyboard, top - vTop)) * k);
  };
  const start = () => {
    if (!viewport && (viewport = win.visualViewport ?? null)) {
      viewport.addEventListener('resize', update);
      viewport.addEventListener('scroll', update);
    }
    update();
  };
  const stop = () => {
    viewport?.removeEventListener('resize', update);
    viewport?.removeEventListener('scroll', update);
    viewport = null;
    view.lift(0);
  };
  const out = (event) => { if (!el.contains(event.relatedTarget)) stop(); };
  el.addEventListener('focusin', start);
  el.addEventListener('focusout', out);
  if (el.contains(doc.activeElement)) start();
  return () => {
    el.removeEventListener('focusin', start);
    el.removeEventListener('focusout', out);
    stop();
  };
}
