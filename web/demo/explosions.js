// "Click to set off explosions": the exponential-rate demo.
//
// Every position on this canvas comes from a kinema motion evaluated in
// WebAssembly; this file only schedules motions, picks random parameters and
// draws.
//
// - A ring per explosion: its outer and inner radii are two exponential-rate
//   motions solved with ExponentialRate.solve so that both reach the same
//   final radius R at the same instant T. The outer one ends slowly (it
//   decelerates hard: a shock front), the inner one ends fast (it catches up),
//   so the ring thins to nothing exactly at T.
// - Sparks: hundreds per explosion, each an x and a y motion (Friction from
//   the centre with a random velocity; some fall under Gravity instead) stored
//   with its start time in ONE MotionBatch, sampled by one WebAssembly call per
//   frame. Freed slots are reused.
// - An overlay with the frame time and the physics time per frame (time spent
//   in kinema calls: the batch sample plus the ring evaluations), averaged
//   over 30 frames.
import { init, ExponentialRate, Friction, Gravity, MotionBatch } from 'kinema';

const MAX_PARTICLES = 8192;           // the batch holds 2 motions per particle (x, y)
const PARTICLES_PER_EXPLOSION = 250;
const PARTICLES_REDUCED = 60;
const AVERAGE_FRAMES = 30;
const DRAG_MIN_INTERVAL = 0.07;       // s between explosions spawned along a drag
const DRAG_MIN_DISTANCE = 36;         // px between them
const TAP_SLOP = 10;                  // px a finger may move and still tap
const FADE_BUCKETS = 10;              // sparks are stroked in this many colour/alpha groups per kind
const RING_FADE_AFTER = 0;
const GLOW_MAX_PARTICLES = 1500;      // above this many live sparks, skip their glow pass            // s a ring stays after T (it has thinned to nothing by then)

const SPARK_KIND_FRICTION = 0;
const SPARK_KIND_GRAVITY = 1;

/**
 * Turns `canvas` into the explosions effect.
 * @param {HTMLCanvasElement} canvas
 * @param {{ reducedMotion?: boolean, overlay?: boolean, hint?: string | false, background?: string | null }} [options]
 *   `overlay` (default true) draws the frame/physics timings in the top-left corner;
 *   `hint` (default a short invitation) is drawn until the first explosion, `false` for none;
 *   `background` (default a dark gradient) fills the canvas each frame, `null` leaves it transparent.
 */
export function mountExplosions(canvas, {
  reducedMotion = false,
  overlay = true,
  hint = 'click, tap or drag to set off explosions',
  background = 'default',
} = {}) {
  const ctx = canvas.getContext('2d');
  let reduced = Boolean(reducedMotion);
  let destroyed = false;
  let batch = null;                   // created once kinema is loaded
  let loadError = null;
  const pending = [];                 // spawns requested before kinema was ready

  // --- canvas size (CSS px) and device pixels -----------------------------
  let width = 0, height = 0, dpr = 1;
  function measure(entry) {
    const rect = canvas.getBoundingClientRect();
    width = Math.max(1, rect.width || canvas.clientWidth || 300);
    height = Math.max(1, rect.height || canvas.clientHeight || 150);
    dpr = window.devicePixelRatio || 1;
    let pw = Math.round(width * dpr), ph = Math.round(height * dpr);
    const box = entry?.devicePixelContentBoxSize?.[0];
    if (box) { pw = box.inlineSize; ph = box.blockSize; }
    if (canvas.width !== pw || canvas.height !== ph) {
      canvas.width = pw;
      canvas.height = ph;
    }
  }
  measure();
  let observer = null;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver((entries) => {
      measure(entries[entries.length - 1]);
      if (!running) draw(lastNow);
    });
    try { observer.observe(canvas, { box: 'device-pixel-content-box' }); }
    catch { observer.observe(canvas); }
  }
  // A change of devicePixelRatio alone (browser zoom, moving the window to
  // another screen) is reported by the device-pixel-content-box observer;
  // where that box is unsupported, listen for it.
  let dprQuery = null;
  const onDprChange = () => { measure(); watchDpr(); if (!running) draw(lastNow); };
  function watchDpr() {
    dprQuery?.removeEventListener('change', onDprChange);
    dprQuery = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`) ?? null;
    dprQuery?.addEventListener('change', onDprChange);
  }
  watchDpr();

  // --- state ----------------------------------------------------------------
  /** @type {{ x: number, y: number, start: number, T: number, R: number, outer: ExponentialRate, inner: ExponentialRate, hue: number, flash: boolean }[]} */
  let rings = [];
  let lastRing = null;
  // Particles: slot p holds its x motion at 2p and its y motion at 2p + 1.
  const pStart = new Float64Array(MAX_PARTICLES);
  const pLife = new Float64Array(MAX_PARTICLES);
  const pKind = new Uint8Array(MAX_PARTICLES);
  const pAlive = new Uint8Array(MAX_PARTICLES);
  const freeSlots = new Int32Array(MAX_PARTICLES);
  let freeCount = 0;
  let highWater = 0;                  // slots [0, highWater) have been used; only they are sampled
  let liveParticles = 0;

  const frameTimes = new Float64Array(AVERAGE_FRAMES);
  const physicsTimes = new Float64Array(AVERAGE_FRAMES);
  const drawTimes = new Float64Array(AVERAGE_FRAMES);    // whole frame callback (JS side)
  let timingIndex = 0, timingCount = 0;
  let frameTimeMs = 0, physicsTimeMs = 0, frameScriptMs = 0, spawnTimeMs = 0;
  let prevFrame = -1;                 // rAF timestamp of the previous frame (ms), -1 after an idle
  let lastNow = performance.now() / 1000;
  let rafId = 0;
  let running = false;
  let everSpawned = false;

  function allocSlot() {
    if (freeCount > 0) return freeSlots[--freeCount];
    if (highWater < MAX_PARTICLES) return highWater++;
    return -1;
  }
  function freeSlot(p) {
    pAlive[p] = 0;
    liveParticles--;
    freeSlots[freeCount++] = p;
  }

  // --- kinema ---------------------------------------------------------------
  const ready = init().then(() => {
    if (destroyed) return;
    batch = new MotionBatch(2 * MAX_PARTICLES);
    for (const args of pending.splice(0)) spawnNow(...args);
  }, (error) => {
    loadError = error;
    console.error('kinema failed to load; the explosions demo is disabled', error);
  });

  const rand = (a, b) => a + Math.random() * (b - a);

  /**
   * One explosion at (x, y) (CSS px from the canvas's top-left corner).
   * `scale` shrinks it (drag trails), `particles` overrides the spark count.
   */
  function spawnNow(x, y, { scale = 1, particles } = {}) {
    if (destroyed || !batch) return;
    everSpawned = true;
    const t0 = performance.now();
    const start = t0 / 1000;
    const base = Math.min(Math.max(Math.min(width, height) * 0.3, 50), 240);
    const R = base * scale * rand(0.8, 1.15);
    const T = rand(0.55, 0.8) * (0.75 + 0.25 * scale);
    // Both radii go from 0 to R in T seconds. The outer edge arrives slowly
    // (final speed 0.06 R/T: it has spent its speed early), the inner edge
    // faster (0.45 R/T: it decelerates less), so the gap between them, the
    // ring, opens up to about R/4 and closes to nothing at T.
    const outer = ExponentialRate.solve({ from: 0, to: R, finalVelocity: 0.06 * R / T, duration: T });
    const inner = ExponentialRate.solve({ from: 0, to: R, finalVelocity: 0.45 * R / T, duration: T });
    const ring = { x, y, start, T, R, outer, inner, hue: rand(18, 48), flash: !reduced };
    rings.push(ring);
    lastRing = ring;

    let n = particles ?? Math.round((reduced ? PARTICLES_REDUCED : PARTICLES_PER_EXPLOSION) * scale);
    const gravity = R * rand(5, 7);          // px/s² for the falling embers
    for (let k = 0; k < n; k++) {
      const p = allocSlot();
      if (p < 0) break;                      // the batch is full: fewer sparks, nothing breaks
      const angle = Math.random() * 2 * Math.PI;
      // Speeds biased towards the slow end so the burst has a dense core.
      const u = Math.random();
      const speed = R * (0.9 + 5.5 * u * u) * (reduced ? 0.6 : 1);
      const vx = speed * Math.cos(angle), vy = speed * Math.sin(angle);
      const falling = Math.random() < 0.3;
      const drag = rand(0.03, 0.12);         // velocity kept after one second
      const mx = new Friction({ from: x, velocity: vx, drag });
      const my = falling
        ? new Gravity({ from: y, velocity: vy * 0.55 - R * 1.2, acceleration: gravity })
        : new Friction({ from: y, velocity: vy, drag });
      batch.set(2 * p, mx, start);
      batch.set(2 * p + 1, my, start);
      pStart[p] = start;
      pLife[p] = falling ? rand(1.0, 1.9) : rand(0.6, 1.5);
      pKind[p] = falling ? SPARK_KIND_GRAVITY : SPARK_KIND_FRICTION;
      pAlive[p] = 1;
      liveParticles++;
    }
    spawnTimeMs = performance.now() - t0;
    wake();
  }

  function spawn(x, y, options) {
    if (destroyed) return;
    if (!batch) { if (!loadError) pending.push([x, y, options]); return; }
    spawnNow(x, y, options);
  }

  // --- frame loop -------------------------------------------------------------
  function wake() {
    if (running || destroyed) return;
    running = true;
    prevFrame = -1;
    rafId = requestAnimationFrame(frame);
  }

  function frame(timestamp) {
    if (destroyed) return;
    if (prevFrame >= 0) {
      frameTimes[timingIndex] = timestamp - prevFrame;
    } else {
      frameTimes[timingIndex] = NaN;       // first frame after an idle: no interval
    }
    prevFrame = timestamp;
    const now = timestamp / 1000;
    lastNow = now;
    const t0 = performance.now();
    physicsTimes[timingIndex] = draw(now);
    drawTimes[timingIndex] = performance.now() - t0;
    timingIndex = (timingIndex + 1) % AVERAGE_FRAMES;
    timingCount = Math.min(timingCount + 1, AVERAGE_FRAMES);
    updateAverages();
    if (rings.length > 0 || liveParticles > 0) {
      rafId = requestAnimationFrame(frame);
    } else {
      running = false;
      draw(now);                            // a last clean frame (overlay with the final averages)
    }
  }

  function updateAverages() {
    let f = 0, nf = 0, ph = 0, d = 0;
    for (let i = 0; i < timingCount; i++) {
      if (!Number.isNaN(frameTimes[i])) { f += frameTimes[i]; nf++; }
      ph += physicsTimes[i];
      d += drawTimes[i];
    }
    if (nf > 0) frameTimeMs = f / nf;
    if (timingCount > 0) { physicsTimeMs = ph / timingCount; frameScriptMs = d / timingCount; }
  }

  // Spark colours per age bucket: white-hot, then yellow, orange, deep red.
  function sparkStyle(kind, bucket) {
    const f = (bucket + 0.5) / FADE_BUCKETS;           // age fraction
    const alpha = Math.pow(1 - f, 1.3);
    const hue = kind === SPARK_KIND_GRAVITY ? 38 - 30 * f : 48 - 36 * f;
    const light = 95 - 45 * f;
    return `hsla(${hue.toFixed(1)}, 100%, ${light.toFixed(1)}%, ${alpha.toFixed(3)})`;
  }
  const sparkStyles = [0, 1].map((kind) =>
    Array.from({ length: FADE_BUCKETS }, (_, b) => sparkStyle(kind, b)));
  const sparkGlow = [0, 1].map((kind) => Array.from({ length: FADE_BUCKETS }, (_, b) => {
    const f = (b + 0.5) / FADE_BUCKETS;
    return `hsla(${kind === SPARK_KIND_GRAVITY ? 28 : 36}, 100%, 60%, ${(0.16 * (1 - 2 * f)).toFixed(3)})`;
  }));

  /** Draws the frame at `now` (s); returns the ms spent in kinema calls. */
  function draw(now) {
    const cw = canvas.width, ch = canvas.height;
    const sx = cw / width, sy = ch / height;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
    if (background === null) {
      ctx.clearRect(0, 0, cw, ch);
    } else if (background === 'default') {
      const g = ctx.createLinearGradient(0, 0, 0, ch);
      g.addColorStop(0, '#0b0d17');
      g.addColorStop(1, '#040509');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, cw, ch);
    } else {
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, cw, ch);
    }
    ctx.setTransform(sx, 0, 0, sy, 0, 0);      // draw in CSS px, crisp in device px

    let physics = 0;
    if (batch && (rings.length > 0 || liveParticles > 0)) {
      // ---- physics: every radius and every spark position, from kinema ----
      const t0 = performance.now();
      const radii = new Float64Array(rings.length * 2);
      for (let i = 0; i < rings.length; i++) {
        const r = rings[i];
        const t = Math.min(Math.max(now - r.start, 0), r.T);   // the curve goes on past T: stop at R
        radii[2 * i] = r.outer.x(t);
        radii[2 * i + 1] = r.inner.x(t);
      }
      const samples = highWater > 0 ? batch.sample(now, 2 * highWater) : null;
      const t1 = performance.now();
      physics = t1 - t0;

      ctx.globalCompositeOperation = 'lighter';
      // ---- flashes and rings ----
      const keep = [];
      for (let i = 0; i < rings.length; i++) {
        const r = rings[i];
        const age = now - r.start;
        const progress = Math.min(Math.max(age / r.T, 0), 1);
        const outerR = radii[2 * i], innerR = radii[2 * i + 1];
        if (r.flash && progress < 0.4) {
          // A short local glow at the centre, as big as the ring (never the screen).
          const a = 0.75 * Math.pow(1 - progress / 0.4, 2);
          const radius = Math.max(outerR * 1.1, 4);
          const g = ctx.createRadialGradient(r.x, r.y, 0, r.x, r.y, radius);
          g.addColorStop(0, `hsla(${r.hue + 10}, 100%, 92%, ${a})`);
          g.addColorStop(0.35, `hsla(${r.hue}, 100%, 60%, ${a * 0.45})`);
          g.addColorStop(1, `hsla(${r.hue - 10}, 100%, 40%, 0)`);
          ctx.fillStyle = g;
          ctx.beginPath();
          ctx.arc(r.x, r.y, radius, 0, 2 * Math.PI);
          ctx.fill();
        }
        if (outerR > innerR + 0.05) {
          // A shock front: brightest at the outer edge, fading to nothing at
          // the inner edge. Hot white-yellow at first, then orange, then red.
          const hue = r.hue + 12 - 45 * progress;
          const light = 78 - 28 * progress;
          const alpha = (reduced ? 0.5 : 0.8) * (1 - 0.55 * progress);
          const g = ctx.createRadialGradient(r.x, r.y, innerR, r.x, r.y, outerR + 3);
          g.addColorStop(0, `hsla(${hue - 12}, 100%, ${light - 25}%, 0)`);
          g.addColorStop(0.55, `hsla(${hue - 6}, 100%, ${light - 12}%, ${alpha * 0.25})`);
          g.addColorStop(0.9, `hsla(${hue}, 100%, ${light}%, ${alpha * 0.8})`);
          g.addColorStop(0.96, `hsla(${hue + 8}, 100%, ${Math.min(light + 18, 96)}%, ${alpha})`);
          g.addColorStop(1, `hsla(${hue}, 100%, ${light}%, 0)`);
          annulus(r.x, r.y, outerR + 3, innerR, g);
          // A faint halo just outside the edge.
          annulus(r.x, r.y, outerR + 10, outerR + 2,
            haloGradient(r.x, r.y, outerR + 2, outerR + 10, `hsla(${hue}, 100%, ${light}%, ${alpha * 0.25})`));
        }
        if (age < r.T + RING_FADE_AFTER) keep.push(r);
      }
      rings = keep;

      // ---- sparks: positions and velocities from the one batch sample ----
      if (samples) {
        const xs = samples.x, dxs = samples.dx;
        const paths = [[], []];
        for (let k = 0; k < 2; k++) for (let b = 0; b < FADE_BUCKETS; b++) paths[k][b] = null;
        const margin = 60;
        for (let p = 0; p < highWater; p++) {
          if (!pAlive[p]) continue;
          const age = now - pStart[p];
          const f = age / pLife[p];
          const px = xs[2 * p], py = xs[2 * p + 1];
          if (f >= 1 || py > height + margin) { freeSlot(p); continue; }
          if (px < -margin || px > width + margin || py < -height) continue;
          const vx = dxs[2 * p], vy = dxs[2 * p + 1];
          // A streak along the velocity: the distance covered in the last ~18 ms, at most 28 px.
          let lx = vx * 0.018, ly = vy * 0.018;
          const len = Math.hypot(lx, ly);
          if (len > 28) { lx *= 28 / len; ly *= 28 / len; }
          else if (len < 0.7) {                  // nearly at rest: a dot, not nothing
            if (len > 0) { lx *= 0.7 / len; ly *= 0.7 / len; } else { lx = 0.7; ly = 0; }
          }
          const bucket = Math.min(FADE_BUCKETS - 1, Math.max(0, Math.floor(f * FADE_BUCKETS)));
          const kind = pKind[p];
          let path = paths[kind][bucket];
          if (path === null) path = paths[kind][bucket] = new Path2D();
          path.moveTo(px, py);
          path.lineTo(px - lx, py - ly);
        }
        ctx.lineCap = 'butt';
        // A soft glow under the young (hot) sparks, then every spark's core.
        // The glow doubles the raster work, so heavy loads go without it.
        for (let k = 0; k < (liveParticles <= GLOW_MAX_PARTICLES ? 2 : 0); k++) {
          for (let b = 0; b < FADE_BUCKETS / 2; b++) {
            const path = paths[k][b];
            if (path === null) continue;
            ctx.strokeStyle = sparkGlow[k][b];
            ctx.lineWidth = 4.5;
            ctx.stroke(path);
          }
        }
        for (let k = 0; k < 2; k++) {
          for (let b = 0; b < FADE_BUCKETS; b++) {
            const path = paths[k][b];
            if (path === null) continue;
            ctx.strokeStyle = sparkStyles[k][b];
            ctx.lineWidth = k === SPARK_KIND_GRAVITY ? 1.4 : 1.7;
            ctx.stroke(path);
          }
        }
        // Every particle gone: start filling the batch from slot 0 again.
        if (liveParticles === 0) { highWater = 0; freeCount = 0; }
      }
      ctx.globalCompositeOperation = 'source-over';
    }

    if (!everSpawned && hint && !loadError) {
      ctx.font = '500 15px system-ui, -apple-system, "Segoe UI", sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = 'rgba(220, 225, 255, 0.45)';
      ctx.fillText(hint, width / 2, height / 2);
    }
    if (overlay) drawOverlay();
    return physics;
  }

  function haloGradient(x, y, r0, r1, color) {
    const g = ctx.createRadialGradient(x, y, r0, x, y, r1);
    g.addColorStop(0, color);
    g.addColorStop(1, 'hsla(0, 0%, 0%, 0)');
    return g;
  }

  function annulus(x, y, outerR, innerR, style) {
    ctx.fillStyle = style;
    ctx.beginPath();
    ctx.arc(x, y, outerR, 0, 2 * Math.PI);
    if (innerR > 0) {
      ctx.moveTo(x + innerR, y);
      ctx.arc(x, y, innerR, 0, 2 * Math.PI, true);
    }
    ctx.fill();
  }

  function drawOverlay() {
    const lines = [
      `frame   ${frameTimeMs.toFixed(1).padStart(5)} ms`,
      `physics ${physicsTimeMs.toFixed(2).padStart(5)} ms`,
      `${rings.length} rings · ${liveParticles} sparks`,
    ];
    ctx.font = '11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    let w = 0;
    for (const line of lines) w = Math.max(w, ctx.measureText(line).width);
    const x = 10, y = 10, pad = 7, lh = 15;
    ctx.fillStyle = 'rgba(10, 12, 22, 0.72)';
    ctx.strokeStyle = 'rgba(140, 150, 200, 0.22)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    if (ctx.roundRect) ctx.roundRect(x, y, w + 2 * pad, lines.length * lh + 2 * pad - 3, 6);
    else ctx.rect(x, y, w + 2 * pad, lines.length * lh + 2 * pad - 3);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = 'rgba(210, 218, 255, 0.9)';
    lines.forEach((line, i) => ctx.fillText(line, x + pad, y + pad + i * lh));
  }

  // --- input --------------------------------------------------------------------
  // A mouse sets one off on press and more along a drag. A finger or a pen
  // only taps: the canvas lets the browser pan the page vertically (and
  // pinch-zoom), so a swipe that starts here scrolls the page as anywhere
  // else, and the browser's pointercancel ends it; a touch that lifts within
  // TAP_SLOP px of where it went down, uncancelled, is a tap.
  let dragging = null;                // mouse: { id, x, y, time } of the last spawn along the drag
  let tap = null;                     // touch or pen: { id, x, y } where it went down
  const local = (event) => {
    const rect = canvas.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  };
  function onPointerDown(event) {
    const [x, y] = local(event);
    if (event.pointerType !== 'mouse') {
      if (event.isPrimary) tap = { id: event.pointerId, x, y };
      return;
    }
    if (event.button !== 0) return;
    spawn(x, y);
    dragging = { id: event.pointerId, x, y, time: event.timeStamp / 1000 };
    try { canvas.setPointerCapture(event.pointerId); } catch { /* not capturable */ }
  }
  function onPointerMove(event) {
    if (tap && event.pointerId === tap.id) {
      const [x, y] = local(event);
      if (Math.hypot(x - tap.x, y - tap.y) > TAP_SLOP) tap = null;
      return;
    }
    if (!dragging || event.pointerId !== dragging.id) return;
    const events = event.getCoalescedEvents?.() ?? [];
    for (const e of events.length ? events : [event]) {
      const [x, y] = local(e);
      const time = e.timeStamp / 1000;
      if (time - dragging.time < DRAG_MIN_INTERVAL) continue;
      if (Math.hypot(x - dragging.x, y - dragging.y) < DRAG_MIN_DISTANCE) continue;
      spawn(x, y, { scale: 0.6 });
      dragging.x = x; dragging.y = y; dragging.time = time;
    }
  }
  function onPointerUp(event) {
    if (dragging && event.pointerId === dragging.id) dragging = null;
    if (tap && event.pointerId === tap.id) {
      const [x, y] = local(event);
      if (Math.hypot(x - tap.x, y - tap.y) <= TAP_SLOP) spawn(tap.x, tap.y);
      tap = null;
    }
  }
  function onPointerCancel(event) {   // the browser took the touch to pan the page
    if (dragging && event.pointerId === dragging.id) dragging = null;
    if (tap && event.pointerId === tap.id) tap = null;
  }
  function onKeyDown(event) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    spawn(rand(0.2, 0.8) * width, rand(0.25, 0.75) * height);
  }
  const previousTouchAction = canvas.style.touchAction;
  canvas.style.touchAction = 'pan-y pinch-zoom';
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerCancel);
  canvas.addEventListener('keydown', onKeyDown);

  draw(lastNow);

  // --- controller -----------------------------------------------------------------
  return {
    /** Resolves once kinema is loaded (spawns before that are queued). */
    ready,
    /** Sets off one explosion at (x, y), in CSS px from the canvas's top-left corner. */
    spawn(x, y) { spawn(x, y); },
    get stats() {
      let last = null;
      if (lastRing) {
        const r = lastRing;
        const t = Math.min(Math.max(performance.now() / 1000 - r.start, 0), r.T);
        last = {
          innerRadius: r.inner.x(t),
          outerRadius: r.outer.x(t),
          finalRadius: r.R,
          finished: r.outer.done(t) && r.inner.done(t),
        };
      }
      return {
        rings: rings.length,
        particles: liveParticles,
        frameTimeMs,
        physicsTimeMs,
        frameScriptMs,
        spawnTimeMs,
        capacity: MAX_PARTICLES,
        reducedMotion: reduced,
        lastRing: last,
      };
    },
    setReducedMotion(value) {
      reduced = Boolean(value);
      if (reduced) for (const r of rings) r.flash = false;
    },
    /**
     * Sets off `explosions` explosions at random places at once, with
     * `particles` sparks in all (spread evenly): a load test.
     */
    stress({ explosions = 20, particles = 5000 } = {}) {
      const each = Math.floor(particles / explosions);
      let extra = particles - each * explosions;
      for (let i = 0; i < explosions; i++) {
        spawn(rand(0.1, 0.9) * width, rand(0.15, 0.85) * height, { particles: each + (extra-- > 0 ? 1 : 0) });
      }
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      cancelAnimationFrame(rafId);
      running = false;
      observer?.disconnect();
      dprQuery?.removeEventListener('change', onDprChange);
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerup', onPointerUp);
      canvas.removeEventListener('pointercancel', onPointerCancel);
      canvas.removeEventListener('keydown', onKeyDown);
      canvas.style.touchAction = previousTouchAction;
      batch?.dispose();
      batch = null;
      rings = [];
      pending.length = 0;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
    },
  };
}
