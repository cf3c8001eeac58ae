// The scrolling demos: a long list that flings and bounces, a carousel that
// moves one page per fling, and a wheel picker (hours and minutes) that lands
// on an item. Each is a kinema/dom Scroller; the page only builds the DOM and
// paints what the scrollers report.
import { Scroller } from 'kinema/dom';
import { curveCards } from './curves.js';

const PICKER_ITEM = 40;      // px, one row of the wheel (matches --picker-item in style.css)
const WHEEL_STEP = 0.32;     // radians between two rows on the wheel
const WHEEL_RADIUS = PICKER_ITEM / WHEEL_STEP;

const FIRST = ['Ada', 'Alan', 'Barbara', 'Claude', 'Donald', 'Edsger', 'Frances', 'Grace', 'Hedy', 'Ivan',
  'John', 'Katherine', 'Leslie', 'Margaret', 'Niklaus', 'Ole', 'Radia', 'Sophie', 'Tim', 'Yukihiro'];
const SUBJECTS = ['Spring constants for the new sheet', 'Re: fling velocity on 120 Hz', 'Lambert W, branch -1',
  'Overscroll feels off on Android', 'Snap points for the gallery', 'Settle time is exact now',
  'Lunch?', 'Bounce 0.3 or 0.35?', 'The carousel lands on a page', 'Reduced motion review',
  'WebAssembly size budget', 'Friction: drag 0.135', 'Picker haptics', 'Re: re: damping ratio'];
const PREVIEWS = ['Closed form all the way down, no integration step to tune.',
  'It samples the same curve at any frame rate, so 120 Hz just looks smoother.',
  'Next to -1/e the argument is computed exactly with an fma.',
  'Clamp on Android, rubber band on iOS: it is one option.',
  'It keeps the release velocity and still lands on the exact pixel.',
  'Within a fraction of one decay time of the last excursion.'];

/** Fills the list with 200 message rows (deterministic, so screenshots compare). */
function buildList(rows) {
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < 200; i++) {
    const name = `${FIRST[(i * 7) % FIRST.length]} ${String.fromCharCode(65 + ((i * 11) % 26))}.`;
    const li = document.createElement('li');
    li.className = 'row';
    const avatar = document.createElement('span');
    avatar.className = `avatar hue-${i % 6}`;
    avatar.textContent = name[0];
    const body = document.createElement('span');
    body.className = 'row-body';
    const top = document.createElement('span');
    top.className = 'row-top';
    const who = document.createElement('span');
    who.className = 'row-name';
    who.textContent = name;
    const when = document.createElement('span');
    when.className = 'row-time';
    const minutes = 9 * 60 + 41 - i * 7;
    when.textContent = i < 60 ? `${Math.floor(((minutes % 1440) + 1440) % 1440 / 60)}:${String(((minutes % 60) + 60) % 60).padStart(2, '0')}` : `${(i % 28) + 1} Oct`;
    top.append(who, when);
    const subject = document.createElement('span');
    subject.className = 'row-subject';
    subject.textContent = SUBJECTS[(i * 5) % SUBJECTS.length];
    const preview = document.createElement('span');
    preview.className = 'row-preview';
    preview.textContent = PREVIEWS[(i * 3) % PREVIEWS.length];
    body.append(top, subject, preview);
    li.append(avatar, body);
    if (i % 9 === 2) li.classList.add('unread');
    fragment.append(li);
  }
  rows.append(fragment);
}

function buildPicker(list, labels) {
  const fragment = document.createDocumentFragment();
  for (const label of labels) {
    const li = document.createElement('li');
    li.className = 'picker-item';
    li.textContent = label;
    fragment.append(li);
  }
  list.append(fragment);
}

/** The 3D wheel: each row is turned about the wheel's axis by its distance from the centre. */
function paintWheel(items, position, state) {
  const centre = position / PICKER_ITEM;
  const selected = Math.max(0, Math.min(items.length - 1, Math.round(centre)));
  for (let i = 0; i < items.length; i++) {
    const d = i - centre;                       // rows from the centre (fractional)
    const angle = d * WHEEL_STEP;
    const item = items[i];
    if (Math.abs(angle) >= Math.PI / 2) {
      if (state.hidden[i] !== true) {
        item.style.visibility = 'hidden';
        state.hidden[i] = true;
      }
      continue;
    }
    if (state.hidden[i] !== false) {
      item.style.visibility = '';
      state.hidden[i] = false;
    }
    // Flat layout puts the row at d·h; on the wheel it is at R·sin(angle).
    const shift = WHEEL_RADIUS * Math.sin(angle) - d * PICKER_ITEM;
    item.style.transform = `translateY(${shift.toFixed(2)}px) perspective(${(WHEEL_RADIUS * 4).toFixed(0)}px) rotateX(${(-angle).toFixed(4)}rad)`;
    item.style.opacity = (0.25 + 0.75 * Math.cos(angle) ** 3).toFixed(3);
  }
  if (state.selected !== selected) {
    items[state.selected]?.classList.remove('selected');
    items[selected]?.classList.add('selected');
    state.selected = selected;
  }
  return selected;
}

/**
 * The carousel's pages: one card apart (card width + gap), and the end; a
 * page closer than a third of a card to the end is left out, so that the
 * last fling is a full one.
 */
function carouselPages(el, cards) {
  const step = cards.length > 1 ? cards[1].offsetLeft - cards[0].offsetLeft : cards[0].offsetWidth;
  const max = Math.max(0, el.scrollWidth - el.clientWidth);
  const points = [];
  for (let p = 0; p < max - step / 3; p += step) points.push(p);
  points.push(max);
  return points;
}

/** One dot per page (the number of pages changes with the width), the current one active. */
function setActive(dotsEl, count, index) {
  while (dotsEl.children.length < count) dotsEl.append(document.createElement('span'));
  while (dotsEl.children.length > count) dotsEl.lastChild.remove();
  Array.from(dotsEl.children).forEach((dot, i) => dot.classList.toggle('active', i === index));
}

const fmt = (v) => (Math.abs(v) < 0.05 ? '0' : v.toFixed(1));

/**
 * Builds the DOM once; `create(reduce)` makes the scrollers the first time
 * and later updates them (reduced motion) in place. Returns { create, current }.
 */
export function setupScrollers() {
  const listEl = document.getElementById('list');
  const carouselEl = document.getElementById('carousel');
  const pickerEl = document.getElementById('picker');
  const minutesEl = document.getElementById('picker-minutes');
  buildList(document.getElementById('list-rows'));
  const cards = curveCards(carouselEl);
  const dotsEl = document.getElementById('carousel-dots');
  buildPicker(document.getElementById('picker-items'), Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
  buildPicker(document.getElementById('picker-minute-items'), Array.from({ length: 12 }, (_, m) => String(m * 5).padStart(2, '0')));
  const hourItems = Array.from(pickerEl.querySelectorAll('.picker-item'));
  const minuteItems = Array.from(minutesEl.querySelectorAll('.picker-item'));

  const listReadout = document.getElementById('list-readout');
  const pickerReadout = document.getElementById('picker-readout');
  const pickerValue = document.getElementById('picker-value');

  let current = null;
  let first = true;
  let pagesKey = '';

  // One page per fling, pages one card apart; the last page is the end.
  function makeCarousel(reducedMotion) {
    const pages = carouselPages(carouselEl, cards);
    pagesKey = pages.join();
    const carousel = new Scroller(carouselEl, {
      axis: 'x', overscroll: 'bounce', reducedMotion, snap: { points: pages, mode: 'page' },
      overscrollBehavior: 'contain',   // a row of cards does not hand its end to the page
    });
    const nearest = () => {
      const points = carousel.snapPoints;
      let best = 0;
      for (let i = 1; i < points.length; i++) {
        if (Math.abs(points[i] - carousel.position) < Math.abs(points[best] - carousel.position)) best = i;
      }
      return best;
    };
    carousel.on('scroll', () => setActive(dotsEl, carousel.snapPoints.length, nearest()));
    carousel.on('snap', ({ index }) => setActive(dotsEl, carousel.snapPoints.length, index));
    setActive(dotsEl, carousel.snapPoints.length, nearest());
    return carousel;
  }

  // A resize changes the pages: update() the live carousel; at rest it stays
  // on the page it was on, mid-landing it lands on that page's new place.
  new ResizeObserver(() => {
    if (!current) return;
    const c = current.carousel;
    const pages = carouselPages(carouselEl, cards);
    if (pages.join() !== pagesKey) {
      pagesKey = pages.join();
      c.update({ snap: { points: pages, mode: 'page' } });
    } else {
      c.refresh();
    }
    setActive(dotsEl, c.snapPoints.length, c.snapIndex >= 0 ? c.snapIndex : nearestIndex(c));
  }).observe(carouselEl);

  function create(reduce) {
    const reducedMotion = reduce ? 'reduce' : 'no-preference';
    if (current) {   // reduced motion toggled: the live scrollers change, nothing is rebuilt
      for (const s of current.all) s.update({ reducedMotion });
      return current;
    }

    // The inbox hands the rest of a swipe or a wheel to the page at its ends
    // (overscrollBehavior 'auto', the default), as a native list does; the
    // picker wheels keep theirs ('contain': a wheel is spun, not scrolled past).
    const list = new Scroller(listEl, { axis: 'y', overscroll: 'bounce', reducedMotion });
    const carousel = makeCarousel(reducedMotion);
    const wheel = { axis: 'y', snap: { interval: PICKER_ITEM }, overscrollBehavior: 'contain', reducedMotion };
    const picker = new Scroller(pickerEl, wheel);
    const minutes = new Scroller(minutesEl, wheel);

    // List: a live readout of the physics, with where a fling lands as it
    // starts ('release': known exactly at the release). A fling that would
    // stop between two messages is retargeted to the nearest whole message:
    // it keeps its velocity and lands exactly there.
    let landing = '';
    const showList = () => {
      const p = list.position;
      const { min, max } = list.bounds;
      const over = p < min ? ` · overscroll ${fmt(min - p)} px` : p > max ? ` · overscroll ${fmt(p - max)} px` : '';
      listReadout.textContent = `y ${fmt(p)} px · v ${fmt(list.velocity)} px/s${over}${landing}`;
    };
    list.on('release', ({ target, duration }) => {
      const { min, max } = list.bounds;
      const row = listEl.querySelector('li')?.offsetHeight ?? 0;
      let at = target;
      if (row > 0 && target > min && target < max) {
        at = Math.min(max, Math.round(target / row) * row);
        if (at !== target) list.retarget(at);
      }
      landing = ` · lands at ${fmt(at)} px in ${duration.toFixed(2)} s`;
      showList();
    });
    list.on('scroll', showList);
    list.on('settle', () => {
      landing = '';
      listReadout.textContent = `at rest · y ${fmt(list.position)} px`;
    });

    // Picker wheels.
    const hourState = { hidden: [], selected: -1 };
    const minuteState = { hidden: [], selected: -1 };
    const showTime = () => {
      const h = Math.max(0, Math.min(23, Math.round(picker.position / PICKER_ITEM)));
      const m = Math.max(0, Math.min(11, Math.round(minutes.position / PICKER_ITEM)));
      pickerValue.textContent = `${String(h).padStart(2, '0')}:${String(m * 5).padStart(2, '0')}`;
    };
    picker.on('scroll', ({ y }) => {
      paintWheel(hourItems, y, hourState);
      showTime();
    });
    minutes.on('scroll', ({ y }) => {
      paintWheel(minuteItems, y, minuteState);
      showTime();
    });
    picker.on('snap', ({ index, position }) => {
      pickerReadout.textContent = `hour ${index} · rests at ${position} px`;
    });
    minutes.on('snap', ({ index, position }) => {
      pickerReadout.textContent = `minute ${index * 5} · rests at ${position} px`;
    });

    if (first) {
      first = false;
      picker.snapTo(7, { animate: false });
      minutes.snapTo(6, { animate: false });
    }
    paintWheel(hourItems, picker.position, hourState);
    paintWheel(minuteItems, minutes.position, minuteState);
    showTime();
    showList();
    listReadout.textContent = `at rest · y ${fmt(list.position)} px`;

    current = { list, carousel, picker, minutes, all: [list, carousel, picker, minutes] };
    return current;
  }

  document.getElementById('carousel-prev').addEventListener('click', () => {
    const c = current.carousel;
    const index = c.snapIndex >= 0 ? c.snapIndex : nearestIndex(c);
    if (index > 0) c.snapTo(index - 1);
  });
  document.getElementById('carousel-next').addEventListener('click', () => {
    const c = current.carousel;
    const index = c.snapIndex >= 0 ? c.snapIndex : nearestIndex(c);
    if (index < c.snapPoints.length - 1) c.snapTo(index + 1);
  });

  return { create, get current() { return current; } };
}

function nearestIndex(scroller) {
  const points = scroller.snapPoints;
  let best = 0;
  for (let i = 1; i < points.length; i++) {
    if (Math.abs(points[i] - scroller.position) < Math.abs(points[best] - scroller.position)) best = i;
  }
  return best;
}
