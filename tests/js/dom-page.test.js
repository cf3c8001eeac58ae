// The page as a scroll container (web/src/dom/scroll/page.js) without a
// browser: which element `window` and `document` mean, and when a native
// scroll container inside a Scroller can still move (so a wheel or key over
// it is its own), on fake elements with the browser's offset conventions
// (a reversed axis scrolls over [-extent, 0]).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canScroll, defaultContent, isViewport, pageElement, scrollEventTarget } from '../../web/src/dom/scroll/page.js';

function fakeDocument() {
  const doc = { nodeType: 9 };
  doc.documentElement = { nodeType: 1, ownerDocument: doc, children: [] };
  doc.body = { nodeType: 1, ownerDocument: doc };
  doc.documentElement.children = [{ nodeType: 1, tagName: 'HEAD' }, doc.body];
  doc.scrollingElement = doc.documentElement;
  const win = { document: doc };
  win.window = win;
  doc.defaultView = win;
  return { doc, win };
}

test('window and document mean the scrolling element; anything else is itself', () => {
  const { doc, win } = fakeDocument();
  assert.equal(pageElement(win), doc.scrollingElement);
  assert.equal(pageElement(doc), doc.scrollingElement);
  const div = { nodeType: 1, ownerDocument: doc, children: [] };
  assert.equal(pageElement(div), div);
  assert.equal(pageElement(null), null);
  assert.equal(pageElement('body'), 'body');
  assert.equal(isViewport(doc.documentElement), true);
  assert.equal(isViewport(div), false);
  assert.deepEqual(defaultContent(doc.documentElement), [doc.body], 'the body moves past a bound, not <head>');
  assert.equal(scrollEventTarget(doc.documentElement), doc, 'the page\'s scroll events fire on the document');
  assert.equal(scrollEventTarget(div), div);
  doc.scrollingElement = null;   // a document being built: its root element
  assert.equal(pageElement(doc), doc.documentElement);
});

test('canScroll: room left in the direction of the delta, 0.5 px of slack, reversed axes over [-extent, 0]', () => {
  const el = (top, left = 0) => ({ scrollHeight: 1000, clientHeight: 300, scrollWidth: 900, clientWidth: 400, scrollTop: top, scrollLeft: left });
  const ltr = { writingMode: 'horizontal-tb', direction: 'ltr' };
  const rtl = { writingMode: 'horizontal-tb', direction: 'rtl' };
  assert.equal(canScroll(el(0), ltr, 'y', 10), true);
  assert.equal(canScroll(el(0), ltr, 'y', -10), false, 'at the top, up: the outer one\'s');
  assert.equal(canScroll(el(700), ltr, 'y', 10), false, 'at the end');
  assert.equal(canScroll(el(699.7), ltr, 'y', 10), false, 'within half a pixel of the end');
  assert.equal(canScroll(el(699), ltr, 'y', 10), true);
  assert.equal(canScroll(el(0, 0), rtl, 'x', -10), true, 'RTL at its start (0): leftwards is into the content');
  assert.equal(canScroll(el(0, 0), rtl, 'x', 10), false);
  assert.equal(canScroll(el(0, -500), rtl, 'x', -10), false, 'RTL at its end (-extent)');
  const flat = { scrollHeight: 300, clientHeight: 300, scrollTop: 0 };
  assert.equal(canScroll(flat, ltr, 'y', 10), false, 'nothing to scroll');
});
