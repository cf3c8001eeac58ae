// The Vue example's entry: load kinema's WebAssembly once, then mount.
import { createApp, defineComponent, h, ref } from 'vue';
import { init } from 'kinema';
import { Inbox } from './Inbox.js';

await init();   // before any component creates a motion or a Scroller

const App = defineComponent({
  setup() {
    const shown = ref(true);
    return () => h('main', [
      h('h1', 'kinema in Vue'),
      h('label', [
        h('input', { type: 'checkbox', class: 'show', checked: shown.value, onChange: (e) => { shown.value = e.target.checked; } }),
        ' Show the inbox (unchecking unmounts it: the Scroller is destroyed)',
      ]),
      shown.value ? h(Inbox) : null,
    ]);
  },
});

createApp(App).mount('#app');
document.body.dataset.state = 'ready';
