// A Vue 3 component that owns a kinema Scroller and a spring animation.
//
// Both are created in onMounted, once the element exists, and torn down in
// onBeforeUnmount: `scroller.destroy()` removes every listener the Scroller
// added and restores the element's inline styles and tabindex, and
// `handle.stop()` ends the animation on the shared frame loop.
//
// Written with a render function (`h`) so that it runs on Vue's runtime-only
// build with no template compiler: no build plugin, and nothing that needs
// `eval` (Vue compiles in-browser templates with `new Function`, which a
// strict Content-Security-Policy forbids). In a single-file component
// (`.vue`, with Vite's Vue plugin) the `setup` code is the same, in
// `<script setup>`, with `ref="list"` and `ref="ball"` in the template.
import { defineComponent, h, onBeforeUnmount, onMounted, ref, shallowRef } from 'vue';
import { Spring } from 'kinema';
import { Scroller, animate } from 'kinema/dom';

const ROWS = Array.from({ length: 60 }, (_, i) => `Message ${i + 1}`);

export const Inbox = defineComponent({
  name: 'Inbox',
  setup() {
    const list = ref(null);
    const ball = ref(null);
    const scroller = shallowRef(null);   // a class instance: not made deeply reactive
    const position = ref(0);
    const settled = ref(false);
    let handle = null;
    let unsubscribe = null;

    onMounted(() => {
      // The list: drags, flings, wheel and keys, with kinema's physics.
      scroller.value = new Scroller(list.value, { axis: 'y' });
      unsubscribe = scroller.value.on('scroll', ({ y }) => { position.value = y; });

      // The ball: a spring from 0 to 200 px, sampled in closed form each
      // frame, written to the style directly (no re-render per frame).
      const spring = new Spring({ from: 0, to: 200, stiffness: 170, damping: 26 });
      handle = animate(spring, (x) => { ball.value.style.transform = `translateX(${x}px)`; });
      handle.finished.then(({ completed }) => { if (completed) settled.value = true; });
    });

    onBeforeUnmount(() => {
      handle?.stop();
      unsubscribe?.();
      scroller.value?.destroy();
      scroller.value = null;
    });

    return () => h('section', { class: 'inbox-card' }, [
      h('div', { class: 'track' }, [h('span', { class: 'ball', ref: ball, 'data-settled': settled.value ? '' : undefined })]),
      h('div', { class: 'inbox', ref: list, style: { height: '240px', overflowY: 'auto' }, 'aria-label': 'Inbox' }, [
        h('ol', ROWS.map((text) => h('li', { key: text }, text))),
      ]),
      h('p', [
        h('button', { type: 'button', class: 'scroll-to', onClick: () => scroller.value?.scrollTo(400) }, 'Scroll to 400 px'),
        ' ',
        h('output', { class: 'position' }, String(Math.round(position.value))),
        ' px',
      ]),
    ]);
  },
});
