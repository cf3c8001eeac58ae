// A Vue 3 component with a kinema Scroller (kinema/vue) and a spring.
//
// useScroller(listRef, options) makes the Scroller once the component is
// mounted and the WebAssembly is loaded (it calls init(): no top-level
// await in the app), returns a shallow ref to it (null until then, and on
// the server), applies changed options with update() (options may be
// reactive) and destroys it on unmount. useScrollerEvent subscribes while
// it lives.
//
// Written with a render function (`h`) so that it runs on Vue's runtime-only
// build with no template compiler: no build plugin, and nothing that needs
// `eval` (Vue compiles in-browser templates with `new Function`, which a
// strict Content-Security-Policy forbids). In a single-file component
// (`.vue`, with Vite's Vue plugin) the `setup` code is the same, in
// `<script setup>`, with `ref="list"` and `ref="ball"` in the template.
import { defineComponent, h, onBeforeUnmount, onMounted, ref } from 'vue';
import { Spring, init } from 'kinema';
import { animate } from 'kinema/dom';
import { useScroller, useScrollerEvent } from 'kinema/vue';

const ROWS = Array.from({ length: 60 }, (_, i) => `Message ${i + 1}`);

export const Inbox = defineComponent({
  name: 'Inbox',
  setup() {
    const list = ref(null);
    const ball = ref(null);
    const position = ref(0);
    const settled = ref(false);

    // The list: drags, flings, wheel and keys, with kinema's physics.
    const scroller = useScroller(list, { axis: 'y' });
    useScrollerEvent(scroller, 'scroll', ({ y }) => { position.value = y; });

    // The ball: a spring from 0 to 200 px from the core, once the
    // WebAssembly is loaded (the promise the composable awaits too),
    // written to the style directly (no re-render per frame).
    let handle = null;
    let live = true;
    onMounted(() => init().then(() => {
      if (!live) return;
      const spring = new Spring({ from: 0, to: 200, stiffness: 170, damping: 26 });
      handle = animate(spring, (x) => { ball.value.style.transform = `translateX(${x}px)`; });
      handle.finished.then(({ completed }) => { if (completed) settled.value = true; });
    }));
    onBeforeUnmount(() => { live = false; handle?.stop(); });

    return () => h('section', { class: 'inbox-card' }, [
      h('div', { class: 'track' }, [h('span', { class: 'ball', ref: ball, 'data-settled': settled.value ? '' : undefined })]),
      h('div', { class: 'inbox', ref: list, style: { height: '240px', overflowY: 'auto' }, 'aria-label': 'Inbox' }, [
        h('ol', ROWS.map((text) => h('li', { key: text }, text))),
      ]),
      h('p', [
        h('button', { type: 'button', class: 'scroll-to', disabled: !scroller.value, onClick: () => scroller.value?.scrollTo(400) }, 'Scroll to 400 px'),
        ' ',
        h('output', { class: 'position' }, String(Math.round(position.value))),
        ' px',
      ]),
    ]);
  },
});
