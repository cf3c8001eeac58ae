// kinema/svelte: Svelte actions (structurally Svelte's `Action`; no import of Svelte).
import type { Axis, Draggable, DraggableOptions, Scroller, ScrollerOptions, Swipeable, SwipeableOptions } from 'kinema/dom';

/** What a Svelte action returns. */
export interface ActionReturn<P> {
  update(options: P): void;
  destroy(): void;
}

/**
 * `<div use:scroller={options} onkinema={(e) => carousel = e.detail}>`: a
 * Scroller on the node, made once the WebAssembly is loaded (the action
 * calls `init()`), announced by a 'kinema' CustomEvent on the node (detail:
 * the Scroller; null when destroyed). New options go to `update()`, compared
 * by value; a new `axis`, `content` or `scheduler` makes a new Scroller; the
 * node's removal destroys it.
 */
export declare function scroller<A extends Axis = 'y'>(node: Element, options?: ScrollerOptions<A>): ActionReturn<ScrollerOptions<A> | undefined>;

/** `use:draggable={options}`: a Draggable on the node, as {@link scroller}; `position` is read once. */
export declare function draggable(node: Element, options?: DraggableOptions): ActionReturn<DraggableOptions | undefined>;

/**
 * `<ul use:swipeable={{ items: 'li', snap: { points: [-300, 0] } }}>`: a
 * Swipeable on the list node (one for all its rows), as {@link scroller};
 * it has no `update()`, so a change of any option (by value) makes a new one.
 */
export declare function swipeable(node: Element, options: SwipeableOptions): ActionReturn<SwipeableOptions>;

/** The event the actions dispatch on their node. */
export type KinemaEvent<T extends Scroller<Axis> | Draggable | Swipeable> = CustomEvent<T | null>;
