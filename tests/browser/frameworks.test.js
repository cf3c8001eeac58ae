// kinema/react, kinema/vue and kinema/svelte as a user gets them: the
// package packed and installed into an empty project
// (tests/js/packed-consumer.js) with React 19, Vue 3 and Svelte 5 beside it,
// each app bundled from there by esbuild (Svelte's components compiled by
// svelte/compiler), and served. In Chromium, for a React app under
// <StrictMode> (development build: each effect mounts, unmounts and
// mounts), a Vue app and a Svelte app, each a carousel with
// useScroller(ref, { axis: 'x', snap: { children: true } }) (use:scroller):
//   - one live Scroller on the element: its listeners are those of one
//     Scroller made by hand on an identical element (and React did add them
//     twice), and a second `new Scroller` on it throws;
//   - a touch swipe (CDP, explicit timestamps) lands exactly on slide 1, and
//     'select' reached the component through the event hook;
//   - renders with equal options (new objects) call no update(); new snap
//     points reach the same instance through update() and it rests on one;
//   - unmounting destroys it: no listener left, the element takes a new
//     Scroller, which scrolls.
// The same for a sheet with useDraggable (use:draggable): one Draggable, new
// detents through update(), destroyed on unmount with its translate; and a
// list with useSwipeable (use:swipeable): one Swipeable, a touch swipe rests
// a row on its point, equal options keep it, new points make a new one (it
// has no update()), destroyed on unmount.
// And server rendering (React, Vue): renderToString (react-dom/server,
// vue/server-renderer) in Node with no DOM; that markup hydrates with no
// mismatch and no layout change, keeping a native scroll the user made
// before the scripts ran (the Scroller adopts it: slide 1).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { packedConsumer } from '../js/packed-consumer.js';
import { serve } from './server.js';
import { launch, newPage, waitFor } from './browser.js';
import { chromiumInput, pollFor } from './input.js';
import { withPage } from './open.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/frameworks/', import.meta.url));
const SLIDE = 390;   // px, the slides' width (fixtures/frameworks/index.html)

let consumer, server, browser;
const ssr = {};      // framework -> { html, document, window } from Node

function node(script, cwd) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script], { cwd, timeout: 60_000 }, (error, stdout, stderr) => (
      error ? reject(new Error(`${script}: ${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout.trim().split('\n').pop()))));
  });
}

before(async () => {
  consumer = await packedConsumer({ frameworks: ['react', 'react-dom', 'scheduler', 'vue', '@vue', 'svelte'] });
  const src = join(consumer.dir, 'src');
  await mkdir(src);
  for (const f of ['app-handle.js', 'react-carousel.jsx', 'react-app.jsx', 'react-ssr.jsx', 'vue-carousel.js', 'vue-app.js', 'vue-ssr.js',
    'svelte-carousel.svelte', 'svelte-app.svelte', 'svelte-app.js']) {
    await copyFile(join(FIXTURES, f), join(src, f));
  }
  const html = await readFile(join(FIXTURES, 'index.html'), 'utf8');
  const common = { bundle: true, format: 'esm', jsx: 'automatic', logLevel: 'warning', absWorkingDir: consumer.dir };
  for (const name of ['react', 'vue']) {
    const out = join(consumer.dir, 'public', name);
    // The browser app: no top-level await anywhere (target es2020 refuses it).
    await build({
      ...common, entryPoints: [join(src, `${name}-app.${name === 'react' ? 'jsx' : 'js'}`)], outfile: join(out, 'main.js'), target: 'es2020',
      define: { 'process.env.NODE_ENV': '"development"', __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'true' },
    });
    // The server: bundled for Node with the packages left to Node's resolution (node_modules/kinema).
    const script = join(consumer.dir, `ssr-${name}.mjs`);
    await build({ ...common, entryPoints: [join(src, `${name}-ssr.${name === 'react' ? 'jsx' : 'js'}`)], outfile: script, platform: 'node', packages: 'external' });
    ssr[name] = await node(script, consumer.dir);
    await writeFile(join(out, 'index.html'), html.replace('<!--ssr-->', ''));
    await writeFile(join(out, 'ssr.html'), html.replace('<!--ssr-->', ssr[name].html));
  }
  // Svelte 5: the components compiled by svelte/compiler, as its bundler plugins do.
  const { compile } = await import('svelte/compiler');
  const svelte = { name: 'svelte', setup(b) {
    b.onLoad({ filter: /\.svelte$/ }, async ({ path }) => ({
      contents: compile(await readFile(path, 'utf8'), { filename: path, generate: 'client' }).js.code, loader: 'js',
    }));
  } };
  await build({ ...common, entryPoints: [join(src, 'svelte-app.js')], outfile: join(consumer.dir, 'public/svelte/main.js'), target: 'es2020', plugins: [svelte] });
  await writeFile(join(consumer.dir, 'public/svelte/index.html'), html.replace('<!--ssr-->', ''));
  server = await serve(join(consumer.dir, 'public'));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await consumer?.remove();
});

/** Records every listener added and removed, per target (before any page script). */
function trackListeners() {
  const live = new Map();    // target -> Set of "type|capture" keys with their listener
  const added = new Map();   // target -> number of addEventListener calls
  const key = (type, options) => `${type}|${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener) {
      const set = live.get(this) ?? new Map();
      set.set(listener, [...(set.get(listener) ?? []).filter((k) => k !== key(type, options)), key(type, options)]);
      live.set(this, set);
      added.set(this, (added.get(this) ?? 0) + 1);
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const set = live.get(this);
    const keys = set?.get(listener);
    if (keys) set.set(listener, keys.filter((k) => k !== key(type, options)));
    return removeEventListener.call(this, type, listener, options);
  };
  /**
   * The live listeners on `target`, as sorted "type|capture" keys, and how
   * many adds it saw; not the app's own listener for the Svelte action's
   * 'kinema' event (Svelte leaves it on the detached node).
   */
  window.__listeners = (target) => ({
    live: [...(live.get(target)?.values() ?? [])].flat().filter((k) => !k.startsWith('kinema|')).sort(),
    added: added.get(target) ?? 0,
  });
}

async function open(framework, file = 'index.html') {
  const opened = await newPage(browser, { viewport: { width: 600, height: 400 }, hasTouch: true });
  await opened.page.addInitScript(trackListeners);
  await opened.page.goto(`${server.url}${framework}/${file}`);
  await waitFor(opened.page.locator('body[data-state="loaded"]'), opened.problems);
  return { ...opened, input: await chromiumInput(opened.page) };
}

const liveScroller = (page, problems) => pollFor(page, () => window.app.current && !window.app.current.animating
  && document.querySelector('.carousel')?.style.touchAction !== undefined && true, { message: 'the hook\'s Scroller', problems });

/** At rest on `index` of the scroller's snap points, at its exact offset. */
const restsOn = (page, index) => pollFor(page, (i) => {
  const s = window.app.current;
  const el = document.querySelector('.carousel');
  return s && !s.animating && !s.dragging && s.snapIndex === i && s.position === s.snapPoints[i] && el.scrollLeft === s.snapPoints[i];
}, { arg: index, message: `at rest on snap point ${index}` });

const NAMES = { react: 'React 19 (StrictMode)', vue: 'Vue 3', svelte: 'Svelte 5 (use:scroller)' };
for (const framework of ['react', 'vue', 'svelte']) {
  const Name = NAMES[framework];

  describe(`kinema/${framework}: ${Name} carousel from the packed package`, () => {
    test(`${Name}: one Scroller on the element; a touch swipe lands on slide 1; equal options update nothing, new snap points update the same instance; unmount destroys it`, async () => {
      await withPage(await open(framework), async ({ page, problems, messages, input }) => {
        await liveScroller(page, problems);
        // Unmount and mount again: the WebAssembly is loaded now, so the
        // Scroller is made in the mounting effect itself, which StrictMode
        // runs, cleans up and runs again.
        const first = await page.locator('.carousel').elementHandle();
        await page.evaluate(() => window.app.show(false));
        await waitFor(page.locator('.carousel'), problems, { state: 'detached' });
        assert.deepEqual(await first.evaluate((e) => window.__listeners(e).live), [], 'the first mount\'s Scroller is destroyed');
        await page.evaluate(() => { window.app.instances.clear(); window.app.show(true); });
        await pollFor(page, () => window.app.current?.element === document.querySelector('.carousel'), { message: 'the second mount\'s Scroller', problems });
        const el = await page.locator('.carousel').elementHandle();
        const mounted = await el.evaluate(async (element) => {
          // The truth for "one Scroller": a Scroller made by hand, with the
          // same options, on an identical element.
          const { Scroller } = await import('./main.js').then(() => ({ Scroller: window.app.current.constructor }));
          const twin = element.cloneNode(true);
          document.body.append(twin);
          const reference = new Scroller(twin, { axis: 'x', snap: { children: true } });
          const one = window.__listeners(twin).live;
          reference.destroy();
          twin.remove();
          let second = null;
          try { new Scroller(element, { axis: 'x' }).destroy(); } catch (e) { second = e.message; }
          return { live: window.__listeners(element).live, added: window.__listeners(element).added, one, second, instances: window.app.instances.size, points: window.app.current.snapPoints };
        });
        assert.ok(mounted.one.length > 0);
        assert.deepEqual(mounted.live, mounted.one, 'the listeners of exactly one Scroller');
        if (framework === 'react') {
          assert.ok(mounted.added >= 2 * mounted.one.length, `StrictMode mounted twice: ${mounted.added} adds for ${mounted.one.length} listeners`);
        }
        assert.match(mounted.second ?? '', /already has a Scroller/);
        assert.equal(mounted.instances, 1, 'the component saw one instance');
        assert.deepEqual(mounted.points, [0, 1, 2, 3].map((i) => i * SLIDE));

        // A swipe: 160 px left in 16 touch moves 16 ms apart (625 px/s), released moving.
        const box = await el.boundingBox();
        await input.drag({ x: box.x + box.width * 0.75, y: box.y + box.height / 2 }, { x: -160 }, { pointer: 'touch', steps: 16, interval: 16, hold: 4 });
        await restsOn(page, 1);
        assert.deepEqual(await page.evaluate(() => window.app.selects), [1], "'select' through the event hook");

        // From here every update() the Scroller gets is recorded.
        await page.evaluate(() => {
          const s = window.app.current;
          const update = s.update;
          window.app.updates = [];
          s.update = function (options) { window.app.updates.push(JSON.parse(JSON.stringify(options))); return update.call(this, options); };
        });
        /** Runs `fn(arg)` in the page, then a re-render, and waits until the app has rendered it (main's data-tick). */
        const rendered = async (fn = () => {}, arg = null) => {
          await page.evaluate(fn, arg);
          const tick = await page.evaluate(() => {
            window.app.rerender();
            return Number(document.querySelector('main').dataset.tick) + 1;
          });
          await pollFor(page, (t) => Number(document.querySelector('main')?.dataset.tick) >= t, { arg: tick, message: `render ${tick}` });
        };

        // Re-renders with equal options (new objects each time), then new
        // snap points, an equal copy of them, and other points: update()
        // gets exactly the two changes, on the same instance.
        const points = [0, 100, 250, 700];
        const others = [0, 120, 250, 700];
        await rendered();
        await rendered();
        await rendered((p) => window.app.setPoints(p), points);
        await pollFor(page, (p) => JSON.stringify(window.app.current?.snapPoints) === JSON.stringify(p), { arg: points, message: 'the new snap points' });
        await rendered((p) => window.app.setPoints([...p]), points);
        await rendered((p) => window.app.setPoints(p), others);
        await pollFor(page, (p) => JSON.stringify(window.app.current?.snapPoints) === JSON.stringify(p), { arg: others, message: 'the other snap points' });
        const updated = await page.evaluate(() => ({ same: window.app.instances.size === 1, updates: window.app.updates }));
        assert.equal(updated.same, true, 'the same Scroller');
        assert.deepEqual(updated.updates, [{ snap: { points } }, { snap: { points: others } }]);
        await page.evaluate(() => window.app.current.snapTo(2));
        await restsOn(page, 2);
        assert.equal(await el.evaluate((e) => e.scrollLeft), 250);

        // Unmount: destroyed (no listener left); the element takes a new Scroller, which scrolls.
        await page.evaluate(() => window.app.show(false));
        await waitFor(page.locator('.carousel'), problems, { state: 'detached' });
        const unmounted = await el.evaluate(async (element) => {
          const listeners = window.__listeners(element).live;
          const Scroller = [...window.app.instances][0].constructor;
          document.body.append(element);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));   // its scroll events (if any) past
          const again = new Scroller(element, { axis: 'x', snap: { children: true } });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const done = await again.snapTo(3);
          window.__dbg = JSON.stringify({ end: element.scrollLeft, pos: again.position });
          const result = { listeners, current: window.app.current, completed: done.completed, scrollLeft: element.scrollLeft };
          again.destroy();
          return result;
        });
        assert.deepEqual(unmounted.listeners, [], 'no listener left on the element');
        assert.equal(unmounted.current, null, framework === 'svelte' ? "the action's 'kinema' event with null" : 'the hook returns null again');
        assert.equal(unmounted.completed, true, await page.evaluate(() => window.__dbg));
        assert.equal(unmounted.scrollLeft, 3 * SLIDE);
        assert.deepEqual(messages.filter((m) => m.startsWith('warning')), []);
      });
    });

    test(`${Name}: ${framework === 'svelte' ? 'use:draggable' : 'useDraggable'}: one Draggable on the sheet; new detents update the same instance; unmount destroys it and removes its translate`, async () => {
      await withPage(await open(framework), async ({ page, problems }) => {
        await pollFor(page, () => window.app.sheet?.element === document.querySelector('.sheet'), { message: 'the Draggable', problems });
        const sheet = await page.locator('.sheet').elementHandle();
        const mounted = await sheet.evaluate((element) => {
          const Draggable = window.app.sheet.constructor;
          const twin = element.cloneNode(true);
          document.body.append(twin);
          const reference = new Draggable(twin, { axis: 'y', snap: { points: [0, 200] } });
          const one = window.__listeners(twin).live;
          reference.destroy();
          twin.remove();
          let second = null;
          try { new Draggable(element).destroy(); } catch (e) { second = e.message; }
          return { live: window.__listeners(element).live, one, second, points: window.app.sheet.snapPoints };
        });
        assert.ok(mounted.one.length > 0);
        assert.deepEqual(mounted.live, mounted.one, 'the listeners of exactly one Draggable');
        assert.match(mounted.second ?? '', /already has a Draggable/);
        assert.deepEqual(mounted.points, [{ x: 0, y: 0 }, { x: 0, y: 200 }]);

        // New detents: update() on the same Draggable; it lands on the new one.
        await page.evaluate(() => {
          const d = window.app.sheet;
          const update = d.update;
          window.app.sheetUpdates = [];
          d.update = function (options) { window.app.sheetUpdates.push(JSON.parse(JSON.stringify(options))); return update.call(this, options); };
          window.app.rerender();
          window.app.setDetents([0, 120]);
        });
        await pollFor(page, () => window.app.sheet?.snapPoints[1]?.y === 120, { message: 'the new detents' });
        await page.evaluate(() => window.app.sheet.snapTo(1));
        await pollFor(page, () => !window.app.sheet.animating && window.app.sheet.position.y === 120 && window.app.snaps.at(-1) === 1, { message: 'at rest on detent 1' });
        const after = await page.evaluate(() => ({ sheets: window.app.sheets.size, updates: window.app.sheetUpdates }));
        assert.equal(after.sheets, 1, 'the same Draggable');
        assert.deepEqual(after.updates, [{ snap: { points: [0, 120] } }]);
        assert.match(await sheet.evaluate((e) => e.style.transform || e.style.translate), /120px/);

        // Unmount: destroyed; its listeners and translate gone.
        await page.evaluate(() => window.app.show(false));
        await waitFor(page.locator('.sheet'), problems, { state: 'detached' });
        const gone = await sheet.evaluate((e) => ({ live: window.__listeners(e).live, transform: e.style.transform, translate: e.style.translate }));
        assert.deepEqual(gone, { live: [], transform: '', translate: '' });
        assert.equal(await page.evaluate(() => window.app.sheet), null);
      });
    });

    test(`${Name}: ${framework === 'svelte' ? 'use:swipeable' : 'useSwipeable'}: one Swipeable on the list; a touch swipe rests a row on -200 ('snap' through the event hook); equal options keep it, new points make a new one; unmount destroys it`, async () => {
      const { page, problems, input, close } = await open(framework);
      try {
        await page.evaluate(() => window.app.showRows(true));
        await pollFor(page, () => window.app.rows?.element === document.querySelector('.rows'), { message: 'the Swipeable', problems });
        const list = await page.locator('.rows').elementHandle();
        /** The list's listeners against those of one Swipeable made by hand on an identical list; and a second one throws. */
        const one = () => list.evaluate((element) => {
          const Swipeable = window.app.rows.constructor;
          const twin = element.cloneNode(true);
          document.body.append(twin);
          const reference = new Swipeable(twin, { items: 'li', axis: 'x', snap: { points: [-200, 0] } });
          const expected = window.__listeners(twin).live;
          reference.destroy();
          twin.remove();
          let second = null;
          try { new Swipeable(element, { items: 'li' }).destroy(); } catch (e) { second = e.message; }
          return { live: window.__listeners(element).live, expected, second, instances: window.app.rowsAll.size };
        });
        const mounted = await one();
        assert.ok(mounted.expected.length > 0);
        assert.deepEqual(mounted.live, mounted.expected, 'the listeners of exactly one Swipeable');
        assert.match(mounted.second ?? '', /already has a Swipeable/);
        assert.equal(mounted.instances, 1);

        // A swipe left on the second row, released moving: it rests on -200.
        const row = await page.locator('.rows li').nth(1).boundingBox();
        await input.drag({ x: row.x + 300, y: row.y + row.height / 2 }, { x: -150 }, { pointer: 'touch', steps: 10, interval: 16, hold: 4 });
        await pollFor(page, () => {
          const li = document.querySelectorAll('.rows li')[1];
          return window.app.rows.positionOf(li) === -200 && window.app.rowSnaps.length > 0;
        }, { message: 'the row at rest on -200', problems });
        assert.deepEqual(await page.evaluate(() => window.app.rowSnaps), [[1, 0]]);

        // Equal options (new objects) keep the instance; new points make a new one (a Swipeable has no update()).
        const tick = await page.evaluate(() => {
          window.app.setRowPoints([-200, 0]);
          window.app.rerender();
          return Number(document.querySelector('main').dataset.tick) + 1;
        });
        await pollFor(page, (t) => Number(document.querySelector('main')?.dataset.tick) >= t, { arg: tick, message: `render ${tick}` });
        assert.equal(await page.evaluate(() => window.app.rowsAll.size), 1, 'equal points: the same Swipeable');
        await page.evaluate(() => window.app.setRowPoints([-120, 0]));
        await pollFor(page, () => window.app.rows?.snapPoints[0] === -120, { message: 'the new Swipeable', problems });
        const renewed = await one();
        assert.equal(renewed.instances, 2);
        assert.deepEqual(renewed.live, renewed.expected, 'the old one destroyed: the listeners of exactly one');

        // Unmount: destroyed, no listener left.
        await page.evaluate(() => window.app.showRows(false));
        await waitFor(page.locator('.rows'), problems, { state: 'detached' });
        assert.deepEqual(await list.evaluate((e) => window.__listeners(e).live), []);
        assert.equal(await page.evaluate(() => window.app.rows), null);
        assert.deepEqual(problems, []);
      } finally {
        await input.dispose();
        await close();
      }
    });

    if (framework !== 'svelte') {
      test(`${Name}: a bad option throws to the app's error handling, naming the option and value; the Scroller is gone and the element takes a new one`, async () => {
        await withPage(await open(framework), async ({ page, problems }) => {
          await liveScroller(page, problems);
          const el = await page.locator('.carousel').elementHandle();
          await page.evaluate(() => window.app.setDrag(-1));
          await waitFor(page.locator('main .error'), problems);
          const message = await page.locator('main .error').textContent();
          assert.match(message, /^RangeError: .*`?drag`?.*-1/, message);
          const after = await el.evaluate(async (element) => {
            const listeners = window.__listeners(element).live;
            const Scroller = [...window.app.instances][0].constructor;
            const again = new Scroller(element, { axis: 'x' });   // not claimed any more
            again.destroy();
            return { listeners, connected: element.isConnected, current: window.app.current };
          });
          assert.deepEqual(after, { listeners: [], connected: false, current: null });
          if (framework === 'react') assert.deepEqual(await page.evaluate(() => window.app.caught), [message.replace(/^RangeError: /, '')]);
        });
      });
    }

    if (framework === 'svelte') return;   // no server rendering test for the action

    test(`${Name}: renders on the server in Node with no DOM`, () => {
      const out = ssr[framework];
      assert.equal(out.document, 'undefined');
      assert.equal(out.window, 'undefined');
      assert.match(out.html, /<main[^>]*><div class="carousel" aria-label="Slides"><div class="slide">One<\/div><div class="slide">Two<\/div><div class="slide">Three<\/div><div class="slide">Four<\/div><\/div><aside class="sheet">Sheet<\/aside><\/main>/);
      assert.doesNotMatch(out.html, /touch-action|tabindex|style=/, 'nothing of the Scroller on the server');
    });

    test(`${Name}: the server markup hydrates with no mismatch and no layout change, keeping the user's native scroll (slide 1)`, async () => {
      await withPage(await open(framework, 'ssr.html'), async ({ page, problems, messages }) => {
        // The user scrolled the server-rendered carousel natively before the app ran.
        const layout = () => page.evaluate(() => {
          const el = document.querySelector('.carousel');
          return { scrollLeft: el.scrollLeft, rects: [el, ...el.children].map((n) => JSON.stringify(n.getBoundingClientRect())) };
        });
        await page.evaluate((x) => { document.querySelector('.carousel').scrollLeft = x; }, SLIDE);
        await pollFor(page, (x) => document.querySelector('.carousel').scrollLeft === x, { arg: SLIDE });
        const before = await layout();
        const node = await page.locator('.carousel').elementHandle();
        await page.evaluate(() => { window.hydrate(); });
        await liveScroller(page, problems);
        const hydrated = await page.evaluate(() => ({ position: window.app.current.position, snapIndex: window.app.current.snapIndex }));
        assert.deepEqual(await layout(), before, 'the same layout and offset');
        assert.equal(await node.evaluate((n) => n.isConnected && n === document.querySelector('.carousel')), true, 'hydrated in place, not re-rendered');
        assert.deepEqual(hydrated, { position: SLIDE, snapIndex: 1 });
        assert.deepEqual(messages.filter((m) => /mismatch|warning/i.test(m)), []);
      });
    });
  });
}
