// kinema/svelte's actions against Svelte's own Action type (checked by tsc in
// tests/js/types-frameworks.test.js, tests/types/tsconfig.frameworks.json).
import type { Action } from 'svelte/action';
import { draggable, scroller, swipeable } from 'kinema/svelte';
import type { KinemaEvent } from 'kinema/svelte';
import type { DraggableOptions, Scroller, ScrollerOptions, SwipeableOptions } from 'kinema/dom';

export const carousel: Action<HTMLElement, ScrollerOptions<'x'> | undefined> = scroller;
export const sheet: Action<HTMLElement, DraggableOptions | undefined> = draggable;
export const inbox: Action<HTMLElement, SwipeableOptions> = swipeable;

export function use(node: HTMLElement): void {
  const handle = scroller(node, { axis: 'x', snap: { children: true } });
  handle.update({ axis: 'x', snap: { points: [0, 390] } });
  // @ts-expect-error misspelled option: snap, not snapp
  scroller(node, { axis: 'x', snapp: { children: true } });
  node.addEventListener('kinema', (e) => {
    const s = (e as KinemaEvent<Scroller<'x'>>).detail;
    const at: number | undefined = s?.position;
    void at;
  });
  handle.destroy();
  // @ts-expect-error misspelled option: items, not itemz
  swipeable(node, { itemz: 'li' });
}
