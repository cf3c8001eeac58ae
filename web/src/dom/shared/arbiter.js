// The gesture arbiter: one pointer gesture has exactly one owner.
//
// Every draggable thing under a pressed pointer joins the pointer's gesture
// in its own pointerdown listener (the event bubbles from the innermost
// element out, so members are in inner-to-outer order). Nobody owns the
// gesture until the pointer has moved past the slop; then the first member
// that accepts the movement (it can move along it) owns it and captures the
// pointer, and every other member is told it lost (Flutter's gesture arena).
// The arbiter follows the pointer on the window (capture phase), so a
// release outside every element, a stolen capture or a mouse whose buttons
// were let go elsewhere still ends the gesture.
//
// A member is { element, accepts(dx, dy), start(t, dx, dy), move(dx, dy, t),
// end(t, { cancelled }), reject(t) }, with dx, dy in client px since the
// press (start) or since the last move (move); the member converts to its own
// pixels. Scroller uses it; a Draggable would too.
const gestures = new Map();  // pointerId -> gesture
let listening = null;        // the window the listeners are on

/** px (client) a press moves before it is a drag. */
export const SLOP = 5;

function listen(win) {
  if (listening) return;
  listening = win;
  win.addEventListener('pointermove', onMove, true);
  win.addEventListener('pointerup', onUp, true);
  win.addEventListener('pointercancel', onCancel, true);
}

function unlisten() {
  if (!listening || gestures.size > 0) return;
  listening.removeEventListener('pointermove', onMove, true);
  listening.removeEventListener('pointerup', onUp, true);
  listening.removeEventListener('pointercancel', onCancel, true);
  listening = null;
}

/** Adds `member` to the gesture of `event`'s pointer (a pointerdown). */
export function join(event, member) {
  let g = gestures.get(event.pointerId);
  if (g && g.members.includes(member)) return g;
  if (!g || g.ended) {
    g = {
      id: event.pointerId, type: event.pointerType, x0: event.clientX, y0: event.clientY,
      x: event.clientX, y: event.clientY, members: [], owner: null, ended: false,
    };
    gestures.set(event.pointerId, g);
    listen(event.view ?? globalThis);
  }
  g.members.push(member);
  return g;
}

/** Whether `member` takes part in a gesture now (owning it or waiting). */
export function active(member) {
  for (const g of gestures.values()) if (g.members.includes(member)) return true;
  return false;
}

/**
 * Whether `member` takes part in the gesture of another pointer than
 * `pointerId` (a touch while the mouse drags on a touch-screen laptop): it
 * stays with that one, so one pointer owns the gesture.
 */
export function busyWithOther(member, pointerId) {
  for (const g of gestures.values()) if (g.id !== pointerId && !g.ended && g.members.includes(member)) return true;
  return false;
}

/** Whether `member` owns a gesture now. */
export function owns(member) {
  for (const g of gestures.values()) if (g.owner === member) return true;
  return false;
}

/** Removes `member` from its gestures without telling it (destroy, a program call taking over). */
export function leave(member) {
  for (const g of [...gestures.values()]) {
    g.members = g.members.filter((m) => m !== member);
    if (g.owner === member) {
      g.owner = null;
      release(g, member);
      g.members = [];
    }
    if (g.members.length === 0) finish(g);
  }
}

function finish(g) {
  g.ended = true;
  if (gestures.get(g.id) === g) gestures.delete(g.id);
  unlisten();
}

function release(g, member) {
  try {
    if (member.element.hasPointerCapture?.(g.id)) {
      g.releasing = true;
      member.element.releasePointerCapture(g.id);
    }
  } catch {
    // already released
  }
  g.releasing = false;
}

function call(member, method, ...args) {
  try {
    member[method]?.(...args);
  } catch (error) {
    (globalThis.reportError ?? console.error)(error);
  }
}

/** The pointer's movement decides the owner: the first member (innermost) that accepts it. */
function decide(g, t) {
  const dx = g.x - g.x0, dy = g.y - g.y0;
  const owner = g.members.find((m) => {
    try { return m.accepts(dx, dy); } catch { return false; }
  }) ?? null;
  for (const m of g.members) if (m !== owner) call(m, 'reject', t);
  if (!owner) {
    finish(g);   // nobody here moves that way: the browser's (or the page's)
    return;
  }
  g.owner = owner;
  g.members = [owner];
  call(owner, 'start', t, dx, dy);
  try {
    owner.element.setPointerCapture(g.id);
  } catch {
    // not an active pointer (a synthetic event): follow it on the window
  }
}

/**
 * The owner's element lost the pointer capture (its `lostpointercapture`
 * listener calls this): unless we released it, someone took the pointer,
 * and the drag ends cleanly, as a cancel.
 */
export function captureLost(member, event) {
  const g = gestures.get(event.pointerId);
  if (!g || g.ended || g.releasing || g.owner !== member || event.target !== member.element) return;
  finish(g);
  call(member, 'end', event.timeStamp / 1000, { cancelled: true });
}

function onMove(event) {
  const g = gestures.get(event.pointerId);
  if (!g || g.ended) return;
  if (g.type === 'mouse' && event.buttons === 0) {   // let go where no pointerup reached us
    end(g, event, false, false);
    return;
  }
  let events = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : null;
  if (!events || events.length === 0) events = [event];
  for (const e of events) {
    const dx = e.clientX - g.x, dy = e.clientY - g.y;
    g.x = e.clientX;
    g.y = e.clientY;
    const t = e.timeStamp / 1000;
    if (!g.owner) {
      if (Math.hypot(g.x - g.x0, g.y - g.y0) > SLOP) decide(g, t);
      if (g.ended) return;
    } else {
      call(g.owner, 'move', dx, dy, t);
    }
  }
}

function end(g, event, cancelled, moved = true) {
  if (g.ended) return;
  if (moved && !cancelled && g.owner && (event.clientX !== g.x || event.clientY !== g.y)) {
    const dx = event.clientX - g.x, dy = event.clientY - g.y;
    g.x = event.clientX;
    g.y = event.clientY;
    call(g.owner, 'move', dx, dy, event.timeStamp / 1000);
  }
  const owner = g.owner;
  const members = g.members;
  finish(g);
  const t = event.timeStamp / 1000;
  if (owner) {
    release(g, owner);
    call(owner, 'end', t, { cancelled });
  } else {
    for (const m of members) call(m, 'reject', t);   // a press that never moved: a click
  }
}

function onUp(event) {
  const g = gestures.get(event.pointerId);
  if (g) end(g, event, false);
}

function onCancel(event) {
  const g = gestures.get(event.pointerId);
  if (g) end(g, event, true);
}
