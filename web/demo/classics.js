// Gravitas' classics: a dialog that falls and lands on a spring
// (Composite.fall) and a lock screen that drops and bounces (BouncingGravity).
import { BouncingGravity, Composite, ExponentialRate, Gravity } from 'kinema';
import { animate, motionPolicy } from 'kinema/dom';

export function setupClassics() {
  const fallStage = document.getElementById('fall-stage');
  const dialog = document.getElementById('fall-dialog');
  const fallButton = document.getElementById('fall-play');
  const lockStage = document.getElementById('lock-stage');
  const lock = document.getElementById('lock');
  const lockButton = document.getElementById('lock-play');
  const lockTime = document.getElementById('lock-time');
  const lockDate = document.getElementById('lock-date');

  let policy = motionPolicy(false);
  const state = { dialog: 'hidden', lock: 'open' };
  let dialogAnimation = null;
  let lockAnimation = null;

  const place = (el, y) => {
    el.style.transform = `translateY(${y.toFixed(2)}px)`;
  };
  // Hidden positions: just above the stage.
  const dialogAbove = () => -(fallStage.clientHeight / 2 + dialog.offsetHeight / 2 + 12);
  const lockAbove = () => -(lockStage.clientHeight + 8);
  const current = (animation, fallback) => animation?.running ? animation.sample() : { x: fallback, dx: 0 };

  let dialogY = 0;
  let lockY = 0;

  function setDialogInteractive(on) {
    dialog.setAttribute('aria-hidden', on ? 'false' : 'true');
    for (const button of dialog.querySelectorAll('button')) button.tabIndex = on ? 0 : -1;
  }

  function dropDialog() {
    const from = current(dialogAnimation, dialogAbove());
    dialogAnimation?.stop();
    state.dialog = 'shown';
    fallButton.textContent = 'Dismiss';
    setDialogInteractive(true);
    dialog.classList.add('visible');
    const motion = Composite.fall({
      from: Math.min(from.x, 0 - 1), velocity: from.dx, acceleration: 5200, landing: 0,
      stiffness: policy.stiffness(520), dampingRatio: policy.dampingRatio(0.32),
    });
    dialogAnimation = animate(motion, (y) => {
      dialogY = y;
      place(dialog, y);
    });
  }

  function dismissDialog() {
    const from = current(dialogAnimation, dialogY);
    dialogAnimation?.stop();
    state.dialog = 'hidden';
    fallButton.textContent = 'Drop dialog';
    setDialogInteractive(false);
    const limit = fallStage.clientHeight / 2 + dialog.offsetHeight;
    const abort = new AbortController();
    const motion = new Gravity({ from: from.x, velocity: Math.min(from.dx, -520), acceleration: 5200 });
    const mine = animate(motion, (y) => {
      dialogY = y;
      place(dialog, y);
      if (y > limit) abort.abort();
    }, { signal: abort.signal });
    dialogAnimation = mine;
    mine.finished.then(() => {
      if (dialogAnimation !== mine) return;
      dialog.classList.remove('visible');
      dialogY = dialogAbove();
      place(dialog, dialogY);
    });
  }

  function dropLock() {
    const from = current(lockAnimation, lockAbove());
    lockAnimation?.stop();
    state.lock = 'locked';
    lockButton.textContent = 'Unlock';
    tick();
    const motion = new BouncingGravity({
      from: Math.min(from.x, 0), velocity: Math.max(from.dx, 0), acceleration: 5600, floor: 0,
      restitution: policy.reduce ? 0 : 0.42,
    });
    lockAnimation = animate(motion, (y) => {
      lockY = y;
      place(lock, y);
    });
  }

  function liftLock() {
    const from = current(lockAnimation, lockY);
    lockAnimation?.stop();
    state.lock = 'open';
    lockButton.textContent = 'Lock';
    const to = lockAbove();
    if (from.x <= to) return;
    // Flies up and eases out: velocity decays exponentially, solved to reach
    // the top in 0.42 s still moving at 240 px/s.
    const motion = ExponentialRate.solve({
      from: from.x, to, finalVelocity: -240, duration: policy.reduce ? 0.25 : 0.42,
    });
    lockAnimation = animate(motion, (y) => {
      lockY = Math.max(y, to);
      place(lock, lockY);
    });
  }

  function tick() {
    const now = new Date();
    lockTime.textContent = `${now.getHours()}:${String(now.getMinutes()).padStart(2, '0')}`;
    lockDate.textContent = now.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
  }

  fallButton.addEventListener('click', () => (state.dialog === 'shown' ? dismissDialog() : dropDialog()));
  for (const button of dialog.querySelectorAll('button')) button.addEventListener('click', dismissDialog);
  lockButton.addEventListener('click', () => (state.lock === 'locked' ? liftLock() : dropLock()));
  lock.addEventListener('click', () => {
    if (state.lock === 'locked') liftLock();
  });

  // Start hidden, above each stage; re-place on resize when at rest.
  dialogY = dialogAbove();
  lockY = lockAbove();
  place(dialog, dialogY);
  place(lock, lockY);
  tick();
  new ResizeObserver(() => {
    if (!dialogAnimation?.running && state.dialog === 'hidden') place(dialog, (dialogY = dialogAbove()));
    if (!lockAnimation?.running && state.lock === 'open') place(lock, (lockY = lockAbove()));
  }).observe(fallStage);

  // The first time each stage comes into view, play it (not under reduced motion).
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      if (policy.reduce) continue;
      if (entry.target === fallStage) setTimeout(() => state.dialog === 'hidden' && dropDialog(), 200);
      else setTimeout(() => state.lock === 'open' && dropLock(), 450);
    }
  }, { threshold: 0.7 });
  observer.observe(fallStage);
  observer.observe(lockStage);

  return {
    state,
    setReducedMotion(reduce) {
      policy = motionPolicy(reduce);
    },
  };
}
