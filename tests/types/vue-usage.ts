// kinema/vue in a strict setup() (checked by tsc in
// tests/js/types-frameworks.test.js, tests/types/tsconfig.frameworks.json).
import { defineComponent, h, reactive, ref, type ShallowRef } from 'vue';
import { useDraggable, useScroller, useScrollerEvent, useSwipeable, useSwipeableEvent } from 'kinema/vue';
import type { Draggable, Scroller, Swipeable } from 'kinema/dom';

type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
function expectType<T extends true>(): T | void { return; }

export const Carousel = defineComponent({
  setup() {
    const el = ref<HTMLElement | null>(null);
    const options = reactive({ axis: 'x' as const, snap: { children: true as const } });
    const scroller = useScroller(el, options);
    expectType<Equal<typeof scroller, ShallowRef<Scroller<'x'> | null>>>();
    const selected = ref(0);
    useScrollerEvent(scroller, 'select', ({ index }) => { selected.value = index; });
    // @ts-expect-error misspelled option: snap, not snapp
    useScroller(el, { axis: 'x', snapp: { children: true } });
    const sheet = useDraggable(() => el.value, () => ({ axis: 'y' as const, snap: { points: [0, 300] } }));
    expectType<Equal<typeof sheet, ShallowRef<Draggable | null>>>();
    const rows = useSwipeable(el, { items: 'li', axis: 'x', snap: { points: [-300, 0] } });
    expectType<Equal<typeof rows, ShallowRef<Swipeable | null>>>();
    useSwipeableEvent(rows, 'snap', ({ element }) => { const e: Element = element; void e; });
    // @ts-expect-error misspelled option: items, not itemz
    useSwipeable(el, { itemz: 'li' });
    return () => h('div', { ref: el }, [h('output', String(selected.value))]);
  },
});
