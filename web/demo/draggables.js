// The dragging demos: a picture-in-picture box flung between the corners of
// its screen, and a bottom sheet with three detents holding a list (the
// sheet opens before the list scrolls; at the list's top a drag down moves
// the sheet). Each is a kinema/dom Draggable (the list a Scroller); the page
// only builds the DOM and prints what they report.
import { Draggable, Scroller } from 'kinema/dom';

const MARGIN = 12;    // px between the PiP box and its screen's edges

export function setupDraggables() {
  const pipStage = document.getElementById('pip-stage');
  const pipBox = document.getElementById('pip-box');
  const pipReadout = document.getElementById('pip-readout');
  const sheetStage = document.getElementById('sheet-stage');
  const sheetEl = document.getElementById('sheet');
  const sheetList = document.getElementById('sheet-list');
  const sheetReadout = document.getElementById('sheet-readout');
  const rows = document.createDocumentFragment();
  for (let i = 1; i <= 40; i++) {
    const li = document.createElement('li');
    li.textContent = `Place ${i} · ${(0.3 * i).toFixed(1)} km`;
    rows.append(li);
  }
  sheetList.querySelector('ol').append(rows);

  const corners = () => {
    const w = pipStage.clientWidth - pipBox.offsetWidth - MARGIN, h = pipStage.clientHeight - pipBox.offsetHeight - MARGIN;
    return [{ x: MARGIN, y: MARGIN }, { x: w, y: MARGIN }, { x: MARGIN, y: h }, { x: w, y: h }];
  };
  const detents = () => {
    const h = sheetStage.clientHeight;
    return [16, Math.round(h * 0.45), h - 56];
  };
  const names = ['top left', 'top right', 'bottom left', 'bottom right'];
  const sheetNames = ['full', 'half', 'peek'];
  let current = null;

  function create(reduce) {
    const reducedMotion = reduce ? 'reduce' : 'no-preference';
    if (current) {
      for (const d of current.all) d.update({ reducedMotion });
      return;
    }
    const points = corners();
    const pip = new Draggable(pipBox, { bounds: pipStage, snap: { points }, position: points[3], reducedMotion });
    pip.on('snap', ({ index }) => { pipReadout.textContent = `landed ${names[index]}`; });
    pip.on('move', () => {
      if (!pip.dragging) return;
      const v = pip.velocity;
      pipReadout.textContent = `dragging · ${Math.round(Math.hypot(v.x, v.y))} px/s`;
    });
    const sheet = new Draggable(sheetEl, { axis: 'y', snap: { points: detents() }, position: detents()[1], reducedMotion });
    sheet.on('snap', ({ index }) => { sheetReadout.textContent = `detent: ${sheetNames[index]}`; });
    const list = new Scroller(sheetList, { axis: 'y', reducedMotion });
    // A resized screen moves the corners and detents; a running landing is re-targeted.
    new ResizeObserver(() => {
      pip.update({ snap: { points: corners() } });
      sheet.update({ snap: { points: detents() } });
    }).observe(pipStage);
    current = { pip, sheet, list, all: [pip, sheet, list] };
  }

  return {
    create,
    get current() { return current; },
  };
}
