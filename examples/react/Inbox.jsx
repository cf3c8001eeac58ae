// A React component that owns a kinema Scroller and a spring animation.
//
// Both are created in an effect, once the element exists, and both are torn
// down by the effect's cleanup: `scroller.destroy()` removes every listener
// the Scroller added and restores the element's inline styles and tabindex,
// and `handle.stop()` ends the animation on the shared frame loop. Under
// <StrictMode> in development React runs the effect, its cleanup and the
// effect again on mount: the cleanup makes that harmless.
import { useEffect, useRef, useState } from 'react';
import { Spring } from 'kinema';
import { Scroller, animate } from 'kinema/dom';

const ROWS = Array.from({ length: 60 }, (_, i) => `Message ${i + 1}`);

export function Inbox() {
  const listRef = useRef(null);
  const ballRef = useRef(null);
  const scrollerRef = useRef(null);
  const [position, setPosition] = useState(0);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    // The list: drags, flings, wheel and keys, with kinema's physics.
    const scroller = new Scroller(listRef.current, { axis: 'y' });
    scrollerRef.current = scroller;
    const unsubscribe = scroller.on('scroll', ({ y }) => setPosition(y));

    // The ball: a spring from 0 to 200 px, sampled in closed form each frame.
    // Writing the style directly (not through state) keeps React out of the
    // per-frame path.
    const spring = new Spring({ from: 0, to: 200, stiffness: 170, damping: 26 });
    const handle = animate(spring, (x) => {
      ballRef.current.style.transform = `translateX(${x}px)`;
    });
    handle.finished.then(({ completed }) => { if (completed) setSettled(true); });

    return () => {
      handle.stop();
      unsubscribe();
      scroller.destroy();
      scrollerRef.current = null;
    };
  }, []);

  return (
    <section className="inbox-card">
      <div className="track"><span className="ball" ref={ballRef} data-settled={settled || undefined} /></div>
      <div className="inbox" ref={listRef} style={{ height: 240, overflowY: 'auto' }} aria-label="Inbox">
        <ol>{ROWS.map((text) => <li key={text}>{text}</li>)}</ol>
      </div>
      <p>
        <button type="button" className="scroll-to" onClick={() => scrollerRef.current?.scrollTo(400)}>Scroll to 400 px</button>{' '}
        <output className="position">{Math.round(position)}</output> px
      </p>
    </section>
  );
}
