// The page the DOM benchmarks (bench/dom-scrollers.mjs, bench/dom-biglist.mjs)
// drive: the package as shipped ('kinema', 'kinema/dom' through an import
// map), a frame counter, and builders for their scenes.
import * as kinema from 'kinema';
import * as dom from 'kinema/dom';

await dom.init();
window.kinema = kinema;
window.dom = dom;

/** Counts every animation frame and keeps its timestamp (ms). */
window.frameTimes = [];
requestAnimationFrame(function count(t) {
  window.frameTimes.push(t);
  requestAnimationFrame(count);
});

const stage = document.getElementById('stage');
const rows = (n) => {
  const parts = new Array(n);
  for (let i = 0; i < n; i++) parts[i] = `<div class="row">Row ${i}</div>`;
  return parts.join('');
};

/** `n` boxes (150 x 100 px) of `perBox` rows each; returns them. */
window.buildBoxes = (n, perBox) => {
  stage.innerHTML = Array.from({ length: n }, () => `<div class="box">${rows(perBox)}</div>`).join('');
  return [...stage.children];
};

/** One list (400 x 600 px) of `n` rows; returns it. */
window.buildList = (n) => {
  stage.innerHTML = `<div class="big" id="list">${rows(n)}</div>`;
  return stage.firstElementChild;
};

window.clearStage = () => { stage.innerHTML = ''; };
document.body.dataset.state = 'ready';
