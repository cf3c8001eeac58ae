import { init, Spring, Friction, lambertW } from 'kinema';

await init();

const spring = new Spring({ from: 0, to: 300, stiffness: 600, damping: 40 });
const fling = Friction.toStopAt({ from: 0, velocity: 2000, to: 480 });
const values = {
  springX: spring.x(0.1),
  springSettle: spring.settleTime,
  flingDrag: fling.drag,
  flingX: fling.x(0.5),
  omega: lambertW(1),
};

const box = document.getElementById('box');
box.style.transform = `translateX(${spring.x(0.1)}px)`;
const out = document.getElementById('out');
out.textContent = JSON.stringify(values, null, 2);
out.dataset.values = JSON.stringify(values);
out.dataset.state = 'done';
