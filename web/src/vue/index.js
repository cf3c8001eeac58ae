// kinema/vue: composables that own a Scroller, a Draggable or a Swipeable for a component.
//
// useScroller(target, options), useDraggable(target, options) and
// useSwipeable(target, options) (on the list: one for all its rows), called in
// setup(): `target` is a template ref, a getter or an element; `options` an
// object, a reactive object, a ref or a getter. They load the WebAssembly
// (init(): no top-level await in the app), make the instance once the
// component is mounted and the element is there, and return a shallow ref to
// it (null before, and on the server). Options are watched deeply and
// applied with update() (compared by value: a new object with the same
// values changes nothing); a change of a fixed option (axis, content,
// scheduler; any option of a Swipeable, which has no update()) or of the
// element makes a new instance; unmounting destroys
// it. Instances are made and updated in watcher callbacks, so a bad option
// reaches Vue's error handling (onErrorCaptured, app.config.errorHandler).
//
// useScrollerEvent(instance, type, fn) / useDraggableEvent / useSwipeableEvent: subscribe to an
// event of the instance (a ref) while it lives.
import { getCurrentInstance, onBeforeUnmount, onMounted, ref, shallowRef, toValue, watch } from 'vue';
import { Draggable, Scroller, Swipeable, init } from '../dom/index.js';
import { DRAGGABLE, SCROLLER, SWIPEABLE, apply, fixedOf, same, snapshot } from '../frameworks/options.js';

let loaded = false;

function useController(Kind, kind, target, options) {
  const instance = shallowRef(null);
  const ready = ref(loaded);
  let live = null;   // { instance, element, applied, fixed }
  let mounted = false;

  const drop = () => {
    if (!live) return;
    const old = live.instance;
    live = null;
    instance.value = null;
    old.destroy();
  };

  const sync = () => {
    if (!mounted || !ready.value) return;
    const el = toValue(target);
    const element = el && typeof el === 'object' && '$el' in el ? el.$el : el;   // a component's ref: its root element
    const next = snapshot(toValue(options) ?? {});
    const nextFixed = fixedOf(next, kind.fixed);
    if (live && (live.element !== element || !same(live.fixed, nextFixed))) drop();
    if (!element) return;
    if (!live) {
      const made = new Kind(element, next);
      live = { instance: made, element, applied: next, fixed: nextFixed };
      instance.value = made;
      return;
    }
    apply(live, next, kind);
  };

  if (getCurrentInstance()) {
    onMounted(() => {
      mounted = true;
      if (!ready.value) init().then(() => { loaded = true; ready.value = true; });
      // The getter reads the element and every option deeply (snapshot), so
      // any change runs sync(), after the DOM is patched.
      watch(() => [ready.value, toValue(target), snapshot(toValue(options))], sync, { flush: 'post', immediate: true });
    });
    onBeforeUnmount(() => { mounted = false; drop(); });
  }
  return instance;
}

/** The Scroller on the target element (a shallow ref, null until it is made); see the file's comment. */
export const useScroller = (target, options) => useController(Scroller, SCROLLER, target, options);

/** The Draggable on the target element (a shallow ref, null until it is made); `position` is read once. */
export const useDraggable = (target, options) => useController(Draggable, DRAGGABLE, target, options);

/** The Swipeable on the target list (a shallow ref, null until it is made); a change of any option makes a new one. */
export const useSwipeable = (target, options) => useController(Swipeable, SWIPEABLE, target, options);

function useEvent(source, type, listener) {
  watch(() => toValue(source), (now, _, onCleanup) => {
    if (now) onCleanup(now.on(toValue(type), listener));
  }, { immediate: true, flush: 'sync' });
}

/** Calls `listener(detail, event)` for each `type` event of the scroller (a ref or getter) while it lives. */
export const useScrollerEvent = useEvent;

/** Calls `listener(detail, event)` for each `type` event of the draggable (a ref or getter) while it lives. */
export const useDraggableEvent = useEvent;

/** Calls `listener(detail, event)` for each `type` event of the swipeable (a ref or getter; detail.element is the row) while it lives. */
export const useSwipeableEvent = useEvent;
