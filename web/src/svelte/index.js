// kinema/svelte: Svelte actions, `<div use:scroller={options}>` and
// `<div use:draggable={options}>`, `<ul use:swipeable={options}>` (Svelte 3
// to 5; no import of Svelte).
//
// The action loads the WebAssembly (init(): no top-level await in the app),
// makes the instance on the node (at once when it is loaded already, so a
// bad option throws from the action, to Svelte; else when init()
// resolves), and dispatches a 'kinema' CustomEvent on the node with the
// instance as its detail (`onkinema={(e) => carousel = e.detail}` in
// Svelte 5, `on:kinema` before), and again with null when it is destroyed. New options reach update() (compared by value: equal values
// change nothing); a new fixed option (axis, content, scheduler; any option
// of a Swipeable, which has no update()) makes a new instance; the node's removal destroys it.
import { Draggable, Scroller, Swipeable, init } from '../dom/index.js';
import { DRAGGABLE, SCROLLER, SWIPEABLE, apply, fixedOf, same, snapshot } from '../frameworks/options.js';

let loaded = false;   // init() has resolved: the action makes the instance at once (a bad option throws to Svelte)

function attach(Kind, kind, node, options) {
  let wanted = snapshot(options ?? {});
  let live = null;   // { instance, applied }
  let gone = false;
  const announce = (detail) => node.dispatchEvent(new CustomEvent('kinema', { detail }));
  const make = () => {
    live = { instance: new Kind(node, wanted), applied: wanted };
    announce(live.instance);
  };
  const drop = () => {
    if (!live) return;
    const { instance } = live;
    live = null;
    instance.destroy();
    announce(null);
  };
  if (loaded) make();
  else init().then(() => { loaded = true; if (!gone && !live) make(); });
  return {
    update(next) {
      wanted = snapshot(next ?? {});
      if (!live) return;
      if (!same(fixedOf(live.applied, kind.fixed), fixedOf(wanted, kind.fixed))) {
        drop();
        make();
        return;
      }
      apply(live, wanted, kind);
    },
    destroy() {
      gone = true;
      drop();
    },
  };
}

/** `use:scroller={options}`: a Scroller on the node; see the file's comment. */
export const scroller = (node, options) => attach(Scroller, SCROLLER, node, options);

/** `use:draggable={options}`: a Draggable on the node (`position` is read once). */
export const draggable = (node, options) => attach(Draggable, DRAGGABLE, node, options);

/** `use:swipeable={options}`: a Swipeable on the list node (one for all its rows); a change of any option makes a new one. */
export const swipeable = (node, options) => attach(Swipeable, SWIPEABLE, node, options);
