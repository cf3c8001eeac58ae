import { init, Spring } from 'kinema';
import { BOX_SPRING, fixedValues, formatNumber } from './values.js';

const box = document.getElementById('box');
const list = document.getElementById('values');
const status = document.getElementById('status');

await init();

// Fixed values: shown in the page and stored as data attributes (exact text).
for (const [name, value] of Object.entries(fixedValues())) {
  const dt = document.createElement('dt');
  dt.textContent = name;
  const dd = document.createElement('dd');
  dd.textContent = value.toPrecision(8);
  dd.dataset.name = name;
  dd.dataset.value = formatNumber(value);
  list.append(dt, dd);
}

// The animation: the spring is exact at any time, so each frame just
// evaluates x(t) at the frame's timestamp (no integration, no accumulated
// error, the same path at 30, 60 or 144 Hz).
const spring = new Spring(BOX_SPRING);
const MAX_SECONDS = 1.5;  // stop after a moment even if it has not settled
const frames = [];
status.textContent = 'Animating…';
status.dataset.state = 'animating';
let start = null;
requestAnimationFrame(function frame(now) {
  start ??= now;
  const t = (now - start) / 1000;
  const x = spring.x(t);
  box.style.transform = `translateX(${x}px)`;
  box.dataset.x = formatNumber(x);
  frames.push([formatNumber(t), formatNumber(x)]);
  if (!spring.done(t) && t < MAX_SECONDS) {
    requestAnimationFrame(frame);
  } else {
    status.dataset.frames = JSON.stringify(frames);
    status.dataset.settled = String(spring.done(t));
    status.textContent = `${frames.length} frames, ${spring.done(t) ? 'at rest' : 'still moving'} at t = ${t.toFixed(3)} s (x = ${x.toFixed(3)} px).`;
    status.dataset.state = 'done';
  }
});
