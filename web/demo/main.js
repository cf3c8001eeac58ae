// The demo page: imports the package the way users do ("kinema" and
// "kinema/dom" through the import map), loads the WebAssembly once, and
// mounts every demo. Test hooks: window.kinemaDemo.
import { init, wasmMemoryBytes } from 'kinema';
import { REDUCED_MOTION_QUERY, prefersReducedMotion } from 'kinema/dom';
import { mountExplosions } from './explosions.js';
import { setupScrollers } from './scrollers.js';
import { setupDraggables } from './draggables.js';
import { setupPlayground, setupPresets } from './playground.js';
import { setupClassics } from './classics.js';
import { core, dom } from '../dist/sizes.js';

const toggle = document.getElementById('reduced-motion');
const status = document.getElementById('status');

let scrollers = null;
let draggables = null;
let playground = null;
let classics = null;
let explosions = null;

const demo = {
  ready: null,
  get list() { return scrollers?.current?.list ?? null; },
  get carousel() { return scrollers?.current?.carousel ?? null; },
  get picker() { return scrollers?.current?.picker ?? null; },
  get pickerMinutes() { return scrollers?.current?.minutes ?? null; },
  get pip() { return draggables?.current?.pip ?? null; },
  get sheet() { return draggables?.current?.sheet ?? null; },
  get playground() { return playground; },
  get explosions() { return explosions; },
  get reducedMotion() { return toggle.checked; },
};
window.kinemaDemo = demo;

function tellExplosions(reduce) {
  if (!explosions) return;
  if (typeof explosions.setReducedMotion === 'function') explosions.setReducedMotion(reduce);
  else if ('reducedMotion' in explosions) explosions.reducedMotion = reduce;
}

function applyReducedMotion(reduce) {
  document.documentElement.classList.toggle('reduce-motion', reduce);
  scrollers?.create(reduce);
  draggables?.create(reduce);
  playground?.setReducedMotion(reduce);
  classics?.setReducedMotion(reduce);
  tellExplosions(reduce);
}

async function start() {
  toggle.checked = prefersReducedMotion();
  document.documentElement.classList.toggle('reduce-motion', toggle.checked);
  await init();
  const reduce = toggle.checked;

  scrollers = setupScrollers();
  scrollers.create(reduce);
  draggables = setupDraggables();
  draggables.create(reduce);
  playground = setupPlayground();
  playground.setReducedMotion(reduce);
  setupPresets();
  classics = setupClassics();
  classics.setReducedMotion(reduce);
  // On a touch screen a drag over the canvas scrolls the page: only taps set explosions off.
  const touchOnly = matchMedia('(hover: none) and (pointer: coarse)').matches;
  explosions = mountExplosions(document.getElementById('explosions'), {
    reducedMotion: reduce,
    ...(touchOnly ? { hint: 'tap to set off explosions' } : {}),
  });

  toggle.addEventListener('change', () => applyReducedMotion(toggle.checked));
  // Follow the system setting when it changes (the toggle can still override it).
  matchMedia(REDUCED_MOTION_QUERY).addEventListener('change', (event) => {
    if (toggle.checked === event.matches) return;
    toggle.checked = event.matches;
    applyReducedMotion(event.matches);
  });

  document.body.dataset.state = 'ready';
  measureSize();
  status.textContent = `WebAssembly ready · ${Math.round(wasmMemoryBytes() / 1024)} KB of wasm memory · every motion on this page is a closed form`;
}

// The hero's size claim: all of the core (JS, glue and wasm) plus all of
// kinema/dom, bundled and minified by esbuild, gzip -9, written by
// scripts/bundle.mjs when it built the package.
function measureSize() {
  const sizeOut = document.getElementById('size');
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  sizeOut.textContent = `${kb(core + dom)}\u00a0KB gzipped with kinema/dom`;
  sizeOut.title = `kinema ${kb(core)} KB + kinema/dom ${kb(dom)} KB, gzip -9 of the package minified by esbuild`;
  sizeOut.dataset.bytes = String(core + dom);
}

demo.ready = start().catch((error) => {
  document.body.dataset.state = 'error';
  status.textContent = `Could not start: ${error.message}`;
  console.error(error);
  throw error;
});
