// kinema/vue: composables that own a Scroller, a Draggable or a Swipeable for a Vue 3
// (3.3 or later) component. Vue is an optional peer dependency of kinema.
import type { ComponentPublicInstance, MaybeRefOrGetter, ShallowRef } from 'vue';
import type {
  Axis, Draggable, DraggableEventMap, DraggableOptions, Scroller, ScrollerEventMap, ScrollerOptions,
  Swipeable, SwipeableEventMap, SwipeableOptions,
} from 'kinema/dom';

/** A template ref (`ref<HTMLElement | null>(null)`, `useTemplateRef`), a getter or an element; a component's ref means its root element. */
export type ElementTarget = MaybeRefOrGetter<Element | ComponentPublicInstance | null | undefined>;

/**
 * In setup(): the Scroller on the target element, made once the component
 * is mounted and the WebAssembly is loaded (it calls `init()`); null before
 * that, on the server, and while the target is empty. `options` (an object,
 * reactive object, ref or getter) are watched deeply and applied with
 * `update()` on the same instance, compared by value (an option no longer
 * given is restored to its default); a new `axis`, `content` or `scheduler`,
 * or another element, makes a new Scroller. Unmounting destroys it. Bad
 * options throw in a watcher callback (Vue's error handling gets them).
 */
export declare function useScroller<A extends Axis = 'y'>(
  target: ElementTarget,
  options?: MaybeRefOrGetter<ScrollerOptions<A>>,
): ShallowRef<Scroller<A> | null>;

/**
 * The Draggable on the target element, as {@link useScroller}: `axis` and
 * `scheduler` are fixed; `position` is its starting translate only.
 */
export declare function useDraggable(
  target: ElementTarget,
  options?: MaybeRefOrGetter<DraggableOptions>,
): ShallowRef<Draggable | null>;

/**
 * The Swipeable on the target list (one controller for all its rows,
 * present and future), as {@link useScroller}; the Swipeable has no
 * `update()`, so a change of any option (by value) makes a new one.
 */
export declare function useSwipeable(
  target: ElementTarget,
  options: MaybeRefOrGetter<SwipeableOptions>,
): ShallowRef<Swipeable | null>;

/** The detail of each event (declared in kinema/dom, shared by kinema/react and kinema/vue). */
export type { ScrollerEventMap, DraggableEventMap, SwipeableEventMap };

/** Calls `listener(detail, event)` for each `type` event of the scroller (a ref or getter) while it lives. */
export declare function useScrollerEvent<K extends keyof ScrollerEventMap>(
  scroller: MaybeRefOrGetter<Scroller<Axis> | null | undefined>,
  type: K,
  listener: (detail: ScrollerEventMap[K], event: CustomEvent<ScrollerEventMap[K]>) => void,
): void;

/** {@link useScrollerEvent} for a Draggable. */
export declare function useDraggableEvent<K extends keyof DraggableEventMap>(
  draggable: MaybeRefOrGetter<Draggable | null | undefined>,
  type: K,
  listener: (detail: DraggableEventMap[K], event: CustomEvent<DraggableEventMap[K]>) => void,
): void;

/** {@link useScrollerEvent} for a Swipeable (`detail.element` is the row). */
export declare function useSwipeableEvent<K extends keyof SwipeableEventMap>(
  swipeable: MaybeRefOrGetter<Swipeable | null | undefined>,
  type: K,
  listener: (detail: SwipeableEventMap[K], event: CustomEvent<SwipeableEventMap[K]>) => void,
): void;
