// kinema/react: hooks that own a Scroller, a Draggable or a Swipeable for a React
// component. React (18 or 19) is an optional peer dependency of kinema; these
// declarations need no @types/react (a ref is anything with `current`).
import type {
  Axis, Draggable, DraggableEventMap, DraggableOptions, Scroller, ScrollerEventMap, ScrollerOptions,
  Swipeable, SwipeableEventMap, SwipeableOptions,
} from 'kinema/dom';

/** A React ref object (`useRef<HTMLDivElement>(null)`), read after mount. */
export interface ElementRef {
  readonly current: Element | null;
}

/**
 * The Scroller on `ref.current`, made once the component is mounted and the
 * WebAssembly is loaded (the hook calls `init()`); null before that, on the
 * server, and while the ref is empty. Changed options are applied with
 * `update()` on the same instance, compared by value (a new object with the
 * same values each render does nothing; an option no longer given is
 * restored to its default); a new `axis`, `content` or `scheduler`, or a
 * ref pointing at another element, makes a new Scroller. Unmounting
 * destroys it; under StrictMode the first instance is destroyed before the
 * second is made (one live Scroller per element).
 * @throws from the effect (to an error boundary) what `new Scroller` and
 *   `update()` throw for bad options.
 */
export declare function useScroller<A extends Axis = 'y'>(ref: ElementRef, options?: ScrollerOptions<A>): Scroller<A> | null;

/**
 * The Draggable on `ref.current`, as {@link useScroller}: `axis` and
 * `scheduler` are fixed (a change makes a new Draggable); `position` is its
 * starting translate only (later values are ignored: use `moveTo`).
 */
export declare function useDraggable(ref: ElementRef, options?: DraggableOptions): Draggable | null;

/**
 * The Swipeable on the list `ref.current` (one controller for all its rows,
 * present and future), as {@link useScroller}; the Swipeable has no
 * `update()`, so a change of any option (by value) makes a new one.
 */
export declare function useSwipeable(ref: ElementRef, options: SwipeableOptions): Swipeable | null;

/** The detail of each event (declared in kinema/dom, shared by kinema/react and kinema/vue). */
export type { ScrollerEventMap, DraggableEventMap, SwipeableEventMap };

/**
 * Calls `listener(detail, event)` for each `type` event of `scroller` while
 * it lives (nothing while it is null); the latest `listener` is called, so an
 * inline function neither re-subscribes each render nor sees stale state.
 */
export declare function useScrollerEvent<K extends keyof ScrollerEventMap>(
  scroller: Scroller<Axis> | null | undefined,
  type: K,
  listener: (detail: ScrollerEventMap[K], event: CustomEvent<ScrollerEventMap[K]>) => void,
): void;

/** {@link useScrollerEvent} for a Draggable. */
export declare function useDraggableEvent<K extends keyof DraggableEventMap>(
  draggable: Draggable | null | undefined,
  type: K,
  listener: (detail: DraggableEventMap[K], event: CustomEvent<DraggableEventMap[K]>) => void,
): void;

/** {@link useScrollerEvent} for a Swipeable (`detail.element` is the row). */
export declare function useSwipeableEvent<K extends keyof SwipeableEventMap>(
  swipeable: Swipeable | null | undefined,
  type: K,
  listener: (detail: SwipeableEventMap[K], event: CustomEvent<SwipeableEventMap[K]>) => void,
): void;
