// Anchors on a page Scroller (issue 22, item 4): a click on a same-page
// link (`<a href="#id">`, or a full URL of this page with a fragment) glides
// to its target with the Scroller's own spring (scrollIntoView: block
// 'start', the target's scroll-margin and the page's scroll-padding
// honoured) instead of the browser's jump, and updates the URL as the
// browser would: a new history entry for a new fragment (pushState; the
// same fragment adds none), then 'hashchange'. The Back button is the
// browser's: it restores the offset it saved, and the Scroller follows a
// native scroll (input/native.js). `#` and `#top` go to the top, as in the
// HTML standard's "scroll to the fragment". Left to the browser: clicks
// with a modifier or another button, links with a `target` or `download`,
// other pages, fragments naming nothing, events a listener already
// prevented, and everything while the option `anchors` is false.
// Known difference: CSS :target does not follow (only a navigation the
// browser makes updates it; the page's URL, history and 'hashchange' do).

/** The element a fragment names in `doc` (the HTML standard's "indicated part"), 'top', or null. */
export function fragmentTarget(doc, hash) {
  if (hash === '' || hash === '#') return 'top';
  let id = hash.slice(1);
  try { id = decodeURIComponent(id); } catch { /* keep it as written */ }
  const byId = doc.getElementById(id);
  if (byId) return byId;
  const named = doc.getElementsByName(id);
  for (const el of named) if (el.localName === 'a') return el;
  return id.toLowerCase() === 'top' ? 'top' : null;
}

/** The same-page link a click activates, or null. */
function sameDocumentLink(event, doc) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target?.closest?.('a[href], area[href]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, doc.baseURI);
  const here = new URL(doc.URL);
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  if (!link.getAttribute('href').includes('#')) return null;
  return url;
}

/**
 * Starts handling same-page links for the page Scroller `scroller` while
 * `enabled()`; returns the function that stops it.
 */
export function watchAnchors(scroller, enabled) {
  const doc = scroller.element.ownerDocument;
  const win = doc.defaultView;
  const onClick = (event) => scroller.guard(() => {
    if (!enabled()) return;
    const url = sameDocumentLink(event, doc);
    if (!url) return;
    const target = fragmentTarget(doc, url.hash);
    if (!target) return;
    event.preventDefault();
    const oldURL = doc.URL;
    if (url.href !== oldURL) {
      win.history.pushState(win.history.state, '', url.href);
      win.dispatchEvent(new win.HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
    }
    if (target === 'top') scroller.scrollTo(scroller.axis === 'both' ? { x: 0, y: 0 } : 0);
    else scroller.scrollIntoView(target, { block: 'start', inline: 'nearest' });
  });
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
