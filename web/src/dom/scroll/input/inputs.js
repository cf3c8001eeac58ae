// The Scroller's inputs, built or removed as its config asks (at
// construction and on update()): pointer, wheel, keyboard, and native (the
// browser's own scrolling, always followed).
import { scrollDrag } from '../drag.js';
import { PointerInput } from '../../shared/pointer.js';
import { WheelInput } from './wheel.js';
import { KeyboardInput } from './keyboard.js';
import { NativeInput } from './native.js';

const MAKE = {
  pointer: (host) => new PointerInput(host.element, scrollDrag(host)),
  wheel: (host) => new WheelInput(host.element, host),
  keyboard: (host) => new KeyboardInput(host.element, host),
  native: (host) => new NativeInput(host.element, host),
};

/** Brings `inputs` (name -> input, changed in place) in line with `config` for the scroller `host`. */
export function syncInputs(host, inputs, config) {
  const want = { pointer: config.pointer, wheel: config.wheel, keyboard: config.keyboard, native: true };
  for (const name of Object.keys(MAKE)) {
    if (want[name] && !inputs[name]) inputs[name] = MAKE[name](host);
    if (!want[name] && inputs[name]) { inputs[name].destroy(); delete inputs[name]; }
  }
  if (inputs.pointer) inputs.pointer.mouse = config.pointer !== 'touch';   // 'touch': the mouse selects text
}
