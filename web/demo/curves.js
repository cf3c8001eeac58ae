// The carousel's cards: one per solver, each with its curve x(t) drawn from
// the closed form. Also the crisp-canvas helper the plots share.
import {
  BouncingGravity, Composite, ExponentialRate, Friction, Gravity, Spring, chooseSnap, snapMotion,
} from 'kinema';

/**
 * Sizes a canvas's backing store to its CSS box times devicePixelRatio and
 * returns a 2D context scaled to CSS pixels, with the CSS size; null while
 * the canvas is not laid out.
 */
export function fitCanvas(canvas) {
  const rect = canvas.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return null;
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  const w = Math.round(rect.width * dpr);
  const h = Math.round(rect.height * dpr);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, rect.width, rect.height);
  return { ctx, width: rect.width, height: rect.height };
}

const CARDS = [
  {
    name: 'Spring',
    code: 'new Spring({ from, to, stiffness: 170, damping: 12 })',
    text: 'Damped harmonic motion in every regime, one formula.',
    hue: 'violet',
    make: () => [new Spring({ from: 0, to: 1, stiffness: 170, damping: 12 })],
  },
  {
    name: 'Friction.toStopAt',
    code: 'Friction.toStopAt({ from: 0, velocity: 2000, to: 640 })',
    text: 'Solves the drag that lands a fling on the exact pixel.',
    hue: 'cyan',
    make: () => [Friction.toStopAt({ from: 0, velocity: 2000, to: 640 })],
    scale: 640,
  },
  {
    name: 'BouncingGravity',
    code: 'new BouncingGravity({ from, acceleration, floor, restitution: 0.5 })',
    text: 'Every impact time in closed form: a geometric series.',
    hue: 'amber',
    make: () => [new BouncingGravity({ from: 0, acceleration: 2000, floor: 1, restitution: 0.55 })],
    invert: true,
  },
  {
    name: 'ExponentialRate.solve',
    code: 'ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 })',
    text: 'The inverse problem, solved with Lambert W.',
    hue: 'pink',
    make: () => [ExponentialRate.solve({ from: 0, to: 300, finalVelocity: 50, duration: 0.5 })],
    scale: 300,
    span: 0.5,
  },
  {
    name: 'Composite.fall',
    code: 'Composite.fall({ from, acceleration, landing, stiffness })',
    text: 'Gravity lands on a spring at the exact impact time.',
    hue: 'green',
    make: () => [Composite.fall({ from: 0, acceleration: 3000, landing: 1, stiffness: 400, dampingRatio: 0.35 })],
  },
  {
    name: 'Composite.flingToSpring',
    code: 'Composite.flingToSpring({ from, velocity, drag, min, max, stiffness })',
    text: 'A fling past the end hands over to a spring, no jump.',
    hue: 'cyan',
    make: () => [Composite.flingToSpring({ from: 0, velocity: 3000, drag: 0.135, min: 0, max: 1000, stiffness: 170 })],
    scale: 1000,
  },
  {
    name: 'snapMotion',
    code: 'snapMotion({ position, velocity, target: points[chooseSnap({ … })] })',
    text: 'Keeps the release velocity and lands on the snap point.',
    hue: 'violet',
    make: () => {
      const points = [0, 320, 640, 960];
      const index = chooseSnap({ position: 0, velocity: 1400, points });
      return [snapMotion({ position: 0, velocity: 1400, target: points[index] })];
    },
    scale: 640,
  },
  {
    name: 'Spring.withDuration',
    code: 'Spring.withDuration({ from, to, duration: 0.5, bounce })',
    text: 'SwiftUI\u2019s perceptual duration and bounce.',
    hue: 'amber',
    make: () => [-0.4, 0, 0.3, 0.6].map((bounce) => Spring.withDuration({ from: 0, to: 1, duration: 0.5, bounce })),
  },
];

const COLORS = {
  violet: '#9d8cff', cyan: '#39d0ff', amber: '#ffb547', pink: '#ff6fb1', green: '#4fe3a1',
};

function drawCard(canvas, card) {
  const fit = fitCanvas(canvas);
  if (!fit) return;
  const { ctx, width, height } = fit;
  let motions;
  try {
    motions = card.make();
  } catch (error) {
    // A card whose helper is missing or rejects these values still shows its text.
    console.info(`kinema demo: ${card.name}: ${error.message}`);
    return;
  }
  const span = card.span ?? Math.min(3, Math.max(...motions.map((m) => (Number.isFinite(m.settleTime) ? m.settleTime : 2))) * 1.05);
  const rest = motions[motions.length - 1].x(Infinity);
  const scale = card.scale ?? (Number.isFinite(rest) ? rest : 1);
  const pad = 10;
  const n = Math.max(60, Math.round(width));
  let lo = 0;
  let hi = scale;
  const curves = motions.map((m) => {
    const pts = new Float64Array(n + 1);
    for (let i = 0; i <= n; i++) {
      const v = m.x((span * i) / n);
      pts[i] = v;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    return pts;
  });
  const range = hi - lo || 1;
  const X = (i) => pad + ((width - 2 * pad) * i) / n;
  const Y = (v) => {
    const u = (v - lo) / range;
    return card.invert ? pad + u * (height - 2 * pad) : height - pad - u * (height - 2 * pad);
  };
  // The target line.
  ctx.strokeStyle = 'rgba(255,255,255,0.14)';
  ctx.setLineDash([3, 4]);
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(pad, Y(scale));
  ctx.lineTo(width - pad, Y(scale));
  ctx.stroke();
  ctx.setLineDash([]);
  const color = COLORS[card.hue];
  curves.forEach((pts, k) => {
    ctx.strokeStyle = color;
    ctx.globalAlpha = curves.length > 1 ? 0.35 + (0.65 * (k + 1)) / curves.length : 1;
    ctx.lineWidth = 2;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    for (let i = 0; i <= n; i++) {
      if (i === 0) ctx.moveTo(X(i), Y(pts[i]));
      else ctx.lineTo(X(i), Y(pts[i]));
    }
    ctx.stroke();
  });
  ctx.globalAlpha = 1;
}

/** Creates the carousel's cards in `container` and draws them (again on resize); returns the cards. */
export function curveCards(container) {
  const cards = [];
  const canvases = [];
  CARDS.forEach((card, i) => {
    const el = document.createElement('article');
    el.className = `card hue-${card.hue}`;
    el.setAttribute('aria-label', `${i + 1} of ${CARDS.length}: ${card.name}`);
    const index = document.createElement('span');
    index.className = 'card-index';
    index.textContent = String(i + 1).padStart(2, '0');
    const title = document.createElement('h3');
    title.textContent = card.name;
    const canvas = document.createElement('canvas');
    canvas.className = 'card-plot';
    canvas.setAttribute('aria-hidden', 'true');
    const text = document.createElement('p');
    text.textContent = card.text;
    const code = document.createElement('code');
    code.textContent = card.code;
    el.append(index, title, canvas, text, code);
    container.append(el);
    cards.push(el);
    canvases.push([canvas, card]);
  });
  const drawAll = () => canvases.forEach(([canvas, card]) => drawCard(canvas, card));
  drawAll();
  let width = 0;
  new ResizeObserver((entries) => {
    const w = Math.round(entries[0].contentRect.width);
    if (w !== width) {
      width = w;
      drawAll();
    }
  }).observe(cards[0]);
  matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener('change', drawAll, { once: true });
  return cards;
}
