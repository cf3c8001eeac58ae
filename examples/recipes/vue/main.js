// The Vue recipe's entry: no `await init()` here, the composables load kinema.
import { createApp, defineComponent, h, ref } from 'vue';
import { Inbox } from './Inbox.js';

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
