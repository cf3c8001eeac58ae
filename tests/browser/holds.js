// What holds a carousel that moves by itself (Autoplay, AutoScroll:
// web/src/dom/scroll/holds.js), as a browser test drives it on a recipe page
// with a #viewport (the Scroller's element) and a #toggle button: for each,
// `hold(start, end)` gets the input that begins it and the one that ends it.
//   - a mouse over it (CDP mouse moves: pointerType 'mouse');
//   - keyboard focus inside it (then on #toggle);
//   - a hidden tab (the page's visibilityState, as the browser reports it
//     when the tab is switched away);
//   - reduced motion (the system setting, emulated by the browser; its change
//     reaches the page at its next rendering step: it waits until the
//     Scroller, `globalThis.recipe[name]`, sees it).
import { pollFor } from './input.js';

export async function eachHold(page, input, name, hold) {
  const box = await page.locator('#viewport').boundingBox();
  await hold(() => input.mouseMove(box.x + 100, box.y + 60), () => input.mouseMove(box.x + 100, box.y + 400));
  await hold(() => page.focus('#viewport'), () => page.focus('#toggle'));
  await hold(() => page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }), () => page.evaluate(() => {
    delete document.visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  }));
  const reduced = async (on) => {
    await page.emulateMedia({ reducedMotion: on ? 'reduce' : 'no-preference' });
    await pollFor(page, ([n, v]) => globalThis.recipe[n].reducedMotion === v, { arg: [name, on], message: `reducedMotion ${on}` });
  };
  await hold(() => reduced(true), () => reduced(false));
}
