// The spring playground: sliders make a Spring, the plot samples its closed
// form x(t) and dx(t) over the settle time, and a ball runs the same spring
// on kinema/dom's frame loop.
import { Spring, scrollMotion } from 'kinema';
import { animate } from 'kinema/dom';
import { fitCanvas } from './curves.js';

const DISTANCE = 300;          // px: the spring goes from 0 to here
const MAX_PLOT = 8;            // s: longer settles are drawn up to here, marked off the plot

const css = (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

function format(value, digits = 2) {
  if (!Number.isFinite(value)) return '∞';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(digits);
}

/** Sets up the playground; returns the hook { redraws, spring, setReducedMotion }. */
export function setupPlayground() {
  const form = document.getElementById('spring-controls');
  const canvas = document.getElementById('plot');
  const ball = document.getElementById('ball');
  const track = document.getElementById('track');
  const playButton = document.getElementById('play');
  const fields = {};
  for (const name of ['stiffness', 'damping', 'mass', 'duration', 'bounce', 'velocity']) {
    fields[name] = { input: document.getElementById(name), output: document.getElementById(`${name}-out`) };
  }
  const regimeOut = document.getElementById('regime');
  const ratioOut = document.getElementById('ratio');
  const settleOut = document.getElementById('settle');

  const hook = { redraws: 0, spring: null, playing: false, reducedMotion: false, setReducedMotion };
  let handle = null;
  let lastBall = [0, 0];
  let frame = 0;
  let playhead = null;       // t (s) of the ball, drawn on the plot
  let colors = null;

  const mode = () => form.elements.mode.value;
  const value = (name) => Number(fields[name].input.value);

  function makeSpring() {
    const velocity = value('velocity');
    if (mode() === 'duration') {
      return Spring.withDuration({ from: 0, to: DISTANCE, velocity, duration: value('duration'), bounce: value('bounce') });
    }
    return new Spring({
      from: 0, to: DISTANCE, velocity, mass: value('mass'), stiffness: value('stiffness'), damping: value('damping'),
    });
  }

  function update() {
    for (const { input, output } of Object.values(fields)) output.textContent = input.value;
    let spring;
    try {
      spring = makeSpring();
    } catch (error) {
      settleOut.textContent = error.message;
      return;
    }
    hook.spring = spring;
    regimeOut.textContent = spring.regime;
    regimeOut.dataset.regime = spring.regime;
    ratioOut.textContent = format(spring.dampingRatio, 3);
    settleOut.textContent = `${format(spring.settleTime, 3)} s`;
    schedule();
  }

  function schedule() {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      draw();
    });
  }

  function draw() {
    const spring = hook.spring;
    const fit = fitCanvas(canvas);
    if (!spring || !fit) return;
    hook.redraws += 1;
    colors ??= {
      x: css('--violet'), dx: css('--cyan'), settle: css('--amber'), grid: 'rgba(255,255,255,0.07)',
      axis: 'rgba(255,255,255,0.28)', text: css('--muted'),
    };
    const { ctx, width, height } = fit;
    const settle = spring.settleTime;
    const span = Math.min(MAX_PLOT, Math.max(0.2, (Number.isFinite(settle) ? settle : MAX_PLOT) * 1.12));
    const left = 44;
    const right = 12;
    const top = 34;
    const bottom = 28;
    const w = width - left - right;
    const h = height - top - bottom;
    const n = Math.max(100, Math.round(w * 1.5));
    const xs = new Float64Array(n + 1);
    const dxs = new Float64Array(n + 1);
    let lo = 0;
    let hi = DISTANCE;
    let vmax = 1;
    for (let i = 0; i <= n; i++) {
      const { x, dx } = spring.at((span * i) / n);
      xs[i] = x;
      dxs[i] = dx;
      if (x < lo) lo = x;
      if (x > hi) hi = x;
      if (Math.abs(dx) > vmax) vmax = Math.abs(dx);
    }
    const margin = (hi - lo) * 0.06;
    lo -= margin;
    hi += margin;
    const X = (t) => left + (w * t) / span;
    const Y = (x) => top + h - ((x - lo) / (hi - lo)) * h;
    // dx on its own scale, centred on the x axis's "from" line when possible.
    const zero = Y(0);
    const room = Math.max(Math.min(zero - top, top + h - zero), h * 0.2);
    const V = (v) => zero - (v / vmax) * room * 0.95;

    // Grid and time ticks.
    ctx.font = '11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
    ctx.textBaseline = 'top';
    ctx.lineWidth = 1;
    const step = niceStep(span / 6);
    ctx.fillStyle = colors.text;
    ctx.textAlign = 'center';
    for (let t = 0; t <= span + 1e-9; t += step) {
      const px = Math.round(X(t)) + 0.5;
      ctx.strokeStyle = colors.grid;
      ctx.beginPath();
      ctx.moveTo(px, top);
      ctx.lineTo(px, top + h);
      ctx.stroke();
      ctx.fillText(`${+t.toFixed(3)} s`, px, top + h + 8);
    }
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (const [v, label] of [[0, 'from'], [DISTANCE, 'to']]) {
      const py = Math.round(Y(v)) + 0.5;
      ctx.strokeStyle = colors.axis;
      ctx.setLineDash(v === DISTANCE ? [4, 4] : []);
      ctx.beginPath();
      ctx.moveTo(left, py);
      ctx.lineTo(left + w, py);
      ctx.stroke();
      ctx.fillText(label, left - 8, py);
    }
    ctx.setLineDash([]);

    // Settle time.
    ctx.textBaseline = 'top';
    if (Number.isFinite(settle) && settle <= span) {
      const px = Math.round(X(settle)) + 0.5;
      ctx.strokeStyle = colors.settle;
      ctx.setLineDash([5, 4]);
      ctx.beginPath();
      ctx.moveTo(px, top - 6);
      ctx.lineTo(px, top + h);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = colors.settle;
      ctx.textAlign = px > left + w - 90 ? 'right' : 'left';
      ctx.fillText(`settles at ${format(settle, 3)} s`, px + (ctx.textAlign === 'right' ? -6 : 6), top - 6);
    } else {
      ctx.fillStyle = colors.settle;
      ctx.textAlign = 'right';
      ctx.fillText(`settles at ${format(settle, 3)} s →`, left + w, top - 6);
    }

    // Regime.
    ctx.textAlign = 'left';
    ctx.fillStyle = '#fff';
    ctx.font = '600 13px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    ctx.fillText(spring.regime, left, 8);
    const label = ctx.measureText(spring.regime).width;
    ctx.font = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    ctx.fillStyle = colors.text;
    ctx.fillText(`ζ = ${format(spring.dampingRatio, 3)}`, left + label + 10, 9);

    // dx(t), then x(t) on top.
    plotLine(ctx, n, (i) => X((span * i) / n), (i) => V(dxs[i]), colors.dx, 1.5, 0.85);
    const gradient = ctx.createLinearGradient(0, top, 0, top + h);
    gradient.addColorStop(0, hexAlpha(colors.x, 0.22));
    gradient.addColorStop(1, hexAlpha(colors.x, 0));
    ctx.beginPath();
    ctx.moveTo(X(0), Y(lo));
    for (let i = 0; i <= n; i++) ctx.lineTo(X((span * i) / n), Y(xs[i]));
    ctx.lineTo(X(span), Y(lo));
    ctx.closePath();
    ctx.fillStyle = gradient;
    ctx.fill();
    plotLine(ctx, n, (i) => X((span * i) / n), (i) => Y(xs[i]), colors.x, 2.25, 1);

    // The ball's time.
    if (playhead !== null && playhead <= span) {
      const { x, dx } = spring.at(playhead);
      const px = X(playhead);
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.beginPath();
      ctx.moveTo(px, top);
      ctx.lineTo(px, top + h);
      ctx.stroke();
      for (const [py, color] of [[V(dx), colors.dx], [Y(x), colors.x]]) {
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.arc(px, py, 4.5, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#0b0d14';
        ctx.lineWidth = 2;
        ctx.stroke();
        ctx.lineWidth = 1;
      }
    }
  }

  function placeBall(x, dx) {
    lastBall = [x, dx];
    const travel = track.clientWidth - ball.offsetWidth - 32;
    const px = 16 + (x / DISTANCE) * travel;
    const stretch = Math.min(0.35, Math.abs(dx) / 9000);
    ball.style.transform = `translateX(${px.toFixed(2)}px) scale(${(1 + stretch).toFixed(4)}, ${(1 - stretch * 0.6).toFixed(4)})`;
  }

  function play() {
    handle?.stop();
    const spring = hook.spring;
    if (!spring) return;
    hook.playing = true;
    playButton.textContent = 'Replay';
    handle = animate(spring, (x, dx, t) => {
      placeBall(x, dx);
      playhead = t;
      schedule();
    });
    const mine = handle;
    mine.finished.then(() => {
      if (handle !== mine) return;
      hook.playing = false;
      playhead = null;
      schedule();
    });
  }

  function setReducedMotion(reduce) {
    hook.reducedMotion = reduce;
  }

  form.addEventListener('input', (event) => {
    if (event.target.name === 'mode') return;
    update();
    // Reduced motion: the plot updates, the ball waits for Play.
    if (!hook.reducedMotion) play();
  });
  form.addEventListener('change', (event) => {
    if (event.target.name !== 'mode') return;
    for (const group of form.querySelectorAll('.fields')) group.hidden = group.dataset.mode !== mode();
    update();
    if (!hook.reducedMotion) play();
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  playButton.addEventListener('click', play);
  new ResizeObserver(() => {
    schedule();
    placeBall(...lastBall);
  }).observe(canvas);

  update();
  placeBall(0, 0);
  return hook;
}

// The scroll physics presets side by side: the same 3000 px/s fling in a
// 0..1500 px range with each preset, plotted as x(t) (built into the
// playground section, so the page's HTML needs no change).
const PRESETS = [
  ['iOS normal', { physics: 'ios' }, '#9d8cff'],
  ['iOS fast', { physics: 'ios', decelerationRate: 'fast' }, '#4fd1c5'],
  ['Android', { physics: 'android' }, '#f6ad55'],
];

export function setupPresets() {
  const section = document.getElementById('playground');
  if (!section) return null;
  const figure = document.createElement('figure');
  figure.className = 'presets';
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'width:100%;height:160px;display:block';
  canvas.setAttribute('aria-label', 'x(t) of a 3000 px/s fling with each scroll physics preset');
  const caption = document.createElement('figcaption');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button ghost';
  button.textContent = 'Fling (3000 px/s)';
  caption.append(button, ...PRESETS.map(([name, , color]) => {
    const tag = document.createElement('span');
    tag.style.cssText = `color:${color};margin-left:1em`;
    tag.textContent = name;
    return tag;
  }));
  figure.append(canvas, caption);
  section.append(figure);
  const motions = PRESETS.map(([, options]) => scrollMotion({ position: 0, velocity: 3000, min: 0, max: 1500, ...options }));
  const horizon = Math.min(4, Math.max(...motions.map((m) => m.settleTime)));
  let start = null;
  function draw(now) {
    const fit = fitCanvas(canvas);
    if (!fit) return;
    const { ctx, width, height } = fit;
    const t = start === null ? horizon : Math.min(horizon, (now - start) / 1000);
    const n = 200;
    motions.forEach((m, i) => {
      plotLine(ctx, n, (k) => (k / n) * (t / horizon) * width, (k) => height - 8 - (m.x((k / n) * t) / 1600) * (height - 16),
        PRESETS[i][2], 2, 1);
    });
    if (start !== null && t < horizon) requestAnimationFrame(draw);
  }
  button.addEventListener('click', () => {
    start = performance.now();
    requestAnimationFrame(draw);
  });
  new ResizeObserver(() => requestAnimationFrame(draw)).observe(canvas);
  return { motions };
}

function plotLine(ctx, n, X, Y, color, width, alpha) {
  ctx.strokeStyle = color;
  ctx.globalAlpha = alpha;
  ctx.lineWidth = width;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let i = 0; i <= n; i++) {
    if (i === 0) ctx.moveTo(X(i), Y(i));
    else ctx.lineTo(X(i), Y(i));
  }
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.lineWidth = 1;
}

function niceStep(raw) {
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

function hexAlpha(hex, alpha) {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return `rgba(157,140,255,${alpha})`;
  const n = Number.parseInt(m[1], 16);
  return `rgba(${n >> 16},${(n >> 8) & 255},${n & 255},${alpha})`;
}
