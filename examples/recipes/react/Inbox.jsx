// A React component with a kinema Scroller (kinema/react) and a spring.
//
// useScroller(ref, options) makes the Scroller once the list is mounted and
// the WebAssembly is loaded (it calls init(): no top-level await in the
// app), returns it (null until then, and on the server), applies changed
// options with update() and destroys it on unmount; under <StrictMode> the
// mount, unmount, mount leaves one Scroller on the list.
// useScrollerEvent(scroller, type, fn) subscribes while it lives.
//
// The ball: a spring from 0 to 200 px from the core ('kinema'), which needs
// the WebAssembly too: the effect waits for init() (the same promise the
// hook awaits) and writes the style directly, keeping React out of the
// per-frame path.
import { useEffect, useRef, useState } from 'react';
import { Spring, init } from 'kinema';
import { animate } from 'kinema/dom';
import { useScroller, useScrollerEvent } from 'kinema/react';

const ROWS = Array.from({ length: 60 }, (_, i) => `Message ${i + 1}`);

export function Inbox() {
  const listRef = useRef(null);
  const ballRef = useRef(null);
  const [position, setPosition] = useState(0);
  const [settled, setSettled] = useState(false);

  // The list: drags, flings, wheel and keys, with kinema's physics.
  const scroller = useScroller(listRef, { axis: 'y' });
  useScrollerEvent(scroller, 'scroll', ({ y }) => setPosition(y));

  useEffect(() => {
    let handle = null;
    let live = true;
    init().then(() => {
      if (!live) return;
      const spring = new Spring({ from: 0, to: 200, stiffness: 170, damping: 26 });
      handle = animate(spring, (x) => { ballRef.current.style.transform = `translateX(${x}px)`; });
      handle.finished.then(({ completed }) => { if (completed) setSettled(true); });
    });
    return () => { live = false; handle?.stop(); };
  }, []);

  return (
    <section className="inbox-card">
      <div className="track"><span className="ball" ref={ballRef} data-settled={settled || undefined} /></div>
      <div className="inbox" ref={listRef} style={{ height: 240, overflowY: 'auto' }} aria-label="Inbox">
        <ol>{ROWS.map((text) => <li key={text}>{text}</li>)}</ol>
      </div>
      <p>
        <button type="button" className="scroll-to" disabled={!scroller} onClick={() => scroller?.scrollTo(400)}>Scroll to 400 px</button>{' '}
        <output className="position">{Math.round(position)}</output> px
      </p>
    </section>
  );
}
