// kinema/react: hooks that own a Scroller, a Draggable or a Swipeable for a component.
//
// useScroller(ref, options), useDraggable(ref, options) and
// useSwipeable(ref, options) (on the list: one for all its rows) load the
// WebAssembly (init(): no top-level await in the app), make the instance on
// `ref.current` once the component is mounted, return it (null before, and
// on the server), apply changed options with update() (compared by value:
// a new object with the same values each render changes nothing), make a
// new one when a fixed option (axis, content, scheduler) or the element
// changes (any option of a Swipeable, which has no update()), and destroy
// it on unmount. Under React's StrictMode the mount,
// unmount, mount of an effect destroys the first instance before the second
// is made: one live instance per element. A bad option throws from the
// effect, so an error boundary gets it.
//
// useScrollerEvent(instance, type, fn) / useDraggableEvent / useSwipeableEvent: subscribe to an
// event of that instance while it lives, always calling the latest `fn`
// (an inline function each render neither re-subscribes nor goes stale).
import { useEffect, useReducer, useRef, useState } from 'react';
import { Draggable, Scroller, Swipeable, init } from '../dom/index.js';
import { DRAGGABLE, SCROLLER, SWIPEABLE, apply, fixedOf, same, snapshot } from '../frameworks/options.js';

let loaded = false;   // init() has resolved: an instance can be made in the mounting effect itself

/** The fixed options, as the same array while their values are the same (an effect's dependency). */
function useFixed(options, fixed) {
  const kept = useRef(null);
  const now = fixedOf(options, fixed);
  if (kept.current === null || !same(kept.current, now)) kept.current = now;
  return kept.current;
}

function useController(Kind, kind, ref, options) {
  const [ready, setReady] = useState(loaded);
  const [instance, setInstance] = useState(null);
  const [generation, retarget] = useReducer((n) => n + 1, 0);
  const live = useRef(null);   // { instance, element, applied }
  const fixedValues = useFixed(options, kind.fixed);

  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    init().then(() => { loaded = true; if (mounted) setReady(true); });
    return () => { mounted = false; };
  }, [ready]);

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return undefined;
    const applied = snapshot(options ?? {});
    const made = new Kind(element, applied);
    live.current = { instance: made, element, applied };
    setInstance(made);
    return () => {
      live.current = null;
      made.destroy();
      setInstance(null);
    };
    // options are read when the instance is made; later ones go through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, generation, fixedValues, Kind, ref]);

  useEffect(() => {
    const now = live.current;
    if (ready && (now?.element ?? null) !== (ref.current ?? null)) {
      retarget();   // the ref points at another element (or none) now
      return;
    }
    if (!now) return;
    apply(now, snapshot(options ?? {}), kind);
  });

  return instance;
}

/** The Scroller on `ref.current` (null until it is made); see the file's comment. */
export const useScroller = (ref, options) => useController(Scroller, SCROLLER, ref, options);

/** The Draggable on `ref.current` (null until it is made); `position` is read once. */
export const useDraggable = (ref, options) => useController(Draggable, DRAGGABLE, ref, options);

/** The Swipeable on the list `ref.current` (null until it is made); a change of any option makes a new one. */
export const useSwipeable = (ref, options) => useController(Swipeable, SWIPEABLE, ref, options);

function useEvent(instance, type, listener) {
  const latest = useRef(listener);
  useEffect(() => { latest.current = listener; });
  useEffect(() => (instance ? instance.on(type, (detail, event) => latest.current?.(detail, event)) : undefined), [instance, type]);
}

/** Calls `listener(detail, event)` for each `type` event of `scroller` while it lives. */
export const useScrollerEvent = useEvent;

/** Calls `listener(detail, event)` for each `type` event of `draggable` while it lives. */
export const useDraggableEvent = useEvent;

/** Calls `listener(detail, event)` for each `type` event of `swipeable` ('move', 'snap', 'settle': detail.element is the row) while it lives. */
export const useSwipeableEvent = useEvent;
