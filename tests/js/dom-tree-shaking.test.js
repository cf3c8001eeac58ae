// Tree-shaking of the published kinema/dom (web/dist/dom.js, as built by
// scripts/bundle.mjs): a page that imports one export gets that export's
// code, not the other classes'. Each page is bundled from the dist file by
// esbuild, minified, as a user's bundler does with
// `import { Draggable } from 'kinema/dom'` (bench/dom-size.mjs), and searched
// for strings that only the other classes' code holds: their names (every
// error message names its class) and options only they have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FEATURES, page, pageModules } from '../../bench/dom-size.mjs';
import { SHARED_DEFAULTS } from '../../web/src/dom/shared-config.js';
import { uiTolerance } from '../../web/src/dom/ui-tolerance.js';

const DIST = fileURLToPath(new URL('../../web/dist/dom.js', import.meta.url));

// Strings only each class's own code holds (its options, its class name).
const ONLY = {
  Scroller: ['"Scroller"', 'overscrollBehavior', 'accessibility', 'smooth'],
  Draggable: ['"Draggable"', 'handoff', '"handle"'],
};

function absent(text, markers, what) {
  const found = markers.filter((m) => text.includes(m));
  assert.deepEqual(found, [], `${what} holds ${found.join(', ')}`);
}

test('the published dom.js holds every marker (the test can see each class)', () => {
  assert.ok(existsSync(DIST), 'build first: node scripts/bundle.mjs');
  const dist = readFileSync(DIST, 'utf8');
  for (const markers of Object.values(ONLY)) for (const m of markers) assert.ok(dist.includes(m), `dom.js lacks ${m}`);
});

test('a page importing only Draggable gets none of the Scroller', async () => {
  const text = await page(['Draggable']);
  for (const m of ONLY.Draggable) assert.ok(text.includes(m), `the Draggable page lacks its own ${m}`);
  absent(text, ONLY.Scroller, 'the Draggable page');
});

test('a page importing only Scroller gets none of the Draggable', async () => {
  const text = await page(['Scroller']);
  for (const m of ONLY.Scroller) assert.ok(text.includes(m), `the Scroller page lacks its own ${m}`);
  absent(text, ONLY.Draggable, 'the Scroller page');
});

test('a page importing only animate gets neither class', async () => {
  const text = await page(['animate']);
  absent(text, [...ONLY.Scroller, ...ONLY.Draggable], 'the animate page');
  // Nor their shared parts: the options both read, the scroll physics.
  absent(text, ['decelerationRate', 'spring.stiffness', 'overscroll', 'landing'], 'the animate page');
});

test('a page importing only prefersReducedMotion gets no frame loop', async () => {
  const text = await page(['prefersReducedMotion']);
  absent(text, ['requestAnimationFrame', '"Scroller"', '"Draggable"'], 'the prefersReducedMotion page');
});

test('the literal default tolerance is visibly done at devicePixelRatio 1', () => {
  // shared-config.js writes it as a literal (no call at the top level).
  assert.deepEqual(SHARED_DEFAULTS.tolerance, { ...uiTolerance(1), time: 1e-3 });
});

test('the opt-in Scroller features (loop.js, autoplay.js, auto-scroll.js) are in a page only when it imports them', async () => {
  // Only the Loop moves slides with a CSS transform (the Scroller's overscroll
  // uses `translate`); only the Autoplay and the AutoScroll name their own options.
  const markers = { Loop: '.transform', Autoplay: 'autoplay.delay', AutoScroll: 'autoScroll.speed' };
  // What holds a self-moving carousel (holds.js: the tab's visibility) comes with either, never with the Scroller alone.
  assert.ok(!(await page(['Scroller'])).includes('visibilityState'), 'a Scroller page holds holds.js');
  const scroller = await page(['Scroller']);
  for (const [name, marker] of Object.entries(markers)) {
    assert.ok(!scroller.includes(marker), `a Scroller page holds the ${name}`);
    const own = await page(['Scroller', name]);
    assert.ok(own.includes(marker), `the ${name} page lacks the ${name} (the test sees nothing)`);
    for (const [other, m] of Object.entries(markers)) if (other !== name) assert.ok(!own.includes(m), `the ${name} page holds the ${other}`);
  }
});

test('the Modal (drag/modal.js) is in a Draggable page only when it imports it', async () => {
  const marker = 'Escape';   // only the Modal closes on Escape
  assert.ok(!(await page(['Draggable'])).includes(marker), 'a Draggable page holds the Modal');
  assert.ok((await page(['Draggable', 'Modal'])).includes(marker), 'the Modal page lacks it (the test sees nothing)');
  assert.ok(!(await page(['Scroller'])).includes(marker));
});

test('the Detents (drag/detents.js) are in a Draggable page only when it imports them', async () => {
  const marker = '[data-detent]';   // only the Detents read the markup
  for (const names of [['Draggable'], ['Draggable', 'Modal'], ['Scroller']]) {
    assert.ok(!(await page(names)).includes(marker), `a ${names.join('+')} page holds the Detents`);
  }
  assert.ok((await page(['Draggable', 'Detents'])).includes(marker), 'the Detents page lacks them (the test sees nothing)');
});

test('the Swipeable (swipeable.js) is in a page only when it imports it', async () => {
  const marker = '"Swipeable"';
  for (const names of [['Scroller'], ['Draggable'], ['Draggable', 'Modal']]) {
    assert.ok(!(await page(names)).includes(marker), `a ${names.join('+')} page holds the Swipeable`);
  }
  assert.ok((await page(['Swipeable'])).includes(marker), 'the Swipeable page lacks it (the test sees nothing)');
});

test('a Scroller-only page holds none of the opt-in features\' modules; a page importing one holds its modules and no other feature\'s', async () => {
  // esbuild's metafile of the page bundled from web/src/dom/index.js (what
  // web/dist/dom.js is bundled from): the modules that put bytes in it.
  const optIn = [...new Set(Object.values(FEATURES).flat())];
  const scroller = await pageModules(['Scroller']);
  assert.ok(scroller.includes('scroller.js') && scroller.includes('scroll/position.js'), `the page's own modules: ${scroller}`);
  assert.deepEqual(optIn.filter((m) => scroller.includes(m)), [], 'a Scroller-only page holds an opt-in module');
  for (const [name, modules] of Object.entries(FEATURES)) {
    const own = await pageModules(['Scroller', name]);
    assert.deepEqual(modules.filter((m) => !own.includes(m)), [], `the ${name} page lacks its modules`);
    const others = optIn.filter((m) => !modules.includes(m) && own.includes(m));
    assert.deepEqual(others, [], `the ${name} page holds another feature's modules`);
  }
});
