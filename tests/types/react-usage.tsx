// kinema/react in a strict .tsx component (checked by tsc in
// tests/js/types-frameworks.test.js, tests/types/tsconfig.frameworks.json).
import { useRef, useState } from 'react';
import { useDraggable, useDraggableEvent, useScroller, useScrollerEvent, useSwipeable, useSwipeableEvent } from 'kinema/react';
import type { Scroller, Draggable, Swipeable } from 'kinema/dom';
import { Accessibility } from 'kinema/dom';

type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
function expectType<T extends true>(): T | void { return; }

export function Carousel({ slides }: { slides: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const scroller = useScroller(ref, { axis: 'x', snap: { children: true }, accessibility: true, use: [Accessibility] });
  expectType<Equal<typeof scroller, Scroller<'x'> | null>>();
  useScrollerEvent(scroller, 'select', (detail) => setSelected(detail.index));
  useScrollerEvent(scroller, 'scroll', ({ x }) => { const n: number = x; void n; });
  // @ts-expect-error a Scroller has no 'move' event
  useScrollerEvent(scroller, 'move', () => {});
  // @ts-expect-error misspelled option: snap, not snapp
  useScroller(ref, { axis: 'x', snapp: { children: true } });
  // @ts-expect-error axis is 'x', 'y' or 'both'
  useScroller(ref, { axis: 'z' });
  const page: number | undefined = scroller?.position;
  void page;
  return (
    <div>
      <div ref={ref} style={{ display: 'flex', overflowX: 'auto' }}>
        {slides.map((s) => <section key={s}>{s}</section>)}
      </div>
      <button type="button" onClick={() => void scroller?.next()}>Next ({selected})</button>
    </div>
  );
}

export function Sheet() {
  const ref = useRef<HTMLElement>(null);
  const sheet = useDraggable(ref, { axis: 'y', snap: { points: [0, 300] } });
  expectType<Equal<typeof sheet, Draggable | null>>();
  useDraggableEvent(sheet, 'snap', ({ index }) => { const i: number = index; void i; });
  // @ts-expect-error misspelled option: handoff, not handof
  useDraggable(ref, { handof: false });
  return <aside ref={ref}>sheet</aside>;
}

export function Inbox() {
  const ref = useRef<HTMLUListElement>(null);
  const rows = useSwipeable(ref, { items: 'li', axis: 'x', snap: { points: [-300, 0] } });
  expectType<Equal<typeof rows, Swipeable | null>>();
  useSwipeableEvent(rows, 'snap', ({ element, index }) => { const e: Element = element; const i: number = index; void e; void i; });
  // @ts-expect-error misspelled option: items, not itemz
  useSwipeable(ref, { itemz: 'li' });
  // @ts-expect-error a Swipeable has no 'select' event
  useSwipeableEvent(rows, 'select', () => {});
  return <ul ref={ref}><li>mail</li></ul>;
}
