// Into view: the position that brings an element of the content into view,
// aligned as the DOM's scrollIntoView aligns it ({block, inline}: 'start',
// 'center', 'end' or 'nearest', with the target's scroll-margin and the
// scroller's scroll-padding). Scroller.scrollIntoView runs the Scroller's own
// spring to it.
//
// Why the Scroller needs it: a smooth scroll the page's script starts
// (element.scrollIntoView / scrollTo with behavior 'smooth') moves nothing
// until a later animation frame in Chromium and in Firefox ESR, and any write
// of another offset before that cancels it (CSSOM View: a scroll aborts a
// running smooth scroll). During a fling the Scroller writes in every frame,
// so it cannot see such a scroll coming (bench/smooth-scroll-probe.mjs: 16
// of 16 cancelled in each engine); at rest it does not write, and follows
// it (input/native.js).
import { readChoice, readElement, readObject, readBoolean } from '../options.js';
import { isViewport } from './page.js';

const ALIGN = ['start', 'center', 'end', 'nearest'];

/** Validates scrollIntoView(target, options): { block, inline, animate }. */
export function readIntoView(where, element, target, options) {
  readElement(where, target, 'target');
  if (target === element || !element.contains(target)) {
    throw new TypeError(`kinema: ${where}: \`target\` must be an element inside the scroller's element`);
  }
  const o = readObject(where, '', options, ['block', 'inline', 'animate']);
  return {
    block: readChoice(where, 'block', o.block, ALIGN, 'start'),
    inline: readChoice(where, 'inline', o.inline, ALIGN, 'nearest'),
    animate: readBoolean(where, 'animate', o.animate, true),
  };
}

/**
 * The position (px) along one axis that aligns `target` in `view` (both
 * {start, end}, px, on screen from the left / top, in the element's own
 * pixels), from the position `pixels` now. `reversed`: the axis flows from
 * the right / bottom (RTL, vertical-rl), so its start is that edge. The
 * position follows the native offset's sign: a larger one moves the content
 * towards the left / top.
 */
export function alignInView(target, view, pixels, align, reversed = false) {
  const before = target.start - view.start;   // how far the target's left / top edge is past the view's
  const after = target.end - view.end;        // the same for the right / bottom edges
  let delta;
  if (align === 'center') {
    delta = (before + after) / 2;
  } else if (align === 'nearest') {
    const fits = target.end - target.start <= view.end - view.start;
    if ((before < 0) === (after > 0)) delta = 0;          // inside, or covers the view: stays
    else if (before < 0) delta = fits ? before : after;   // sticks out at the left / top
    else delta = fits ? after : before;                   // sticks out at the right / bottom
  } else {
    delta = (align === 'start') !== reversed ? before : after;
  }
  return pixels + delta;
}

const px = (value) => {
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : 0;   // 'auto' scroll-padding is 0
};

/**
 * The positions that bring `target` into view: { x?, y? } for the given
 * positions, read from the DOM now. `scale`: screen px per element px per
 * axis (scaled ancestors).
 */
export function intoView(element, positions, scale, target, { block, inline }) {
  const style = getComputedStyle(element);
  const margins = getComputedStyle(target);
  const vertical = /^(vertical|sideways|tb)/.test(String(style.writingMode));
  const box = isViewport(element) ? { left: 0, top: 0 } : element.getBoundingClientRect();   // the page: the viewport's
  const rect = target.getBoundingClientRect();
  const out = {};
  for (const p of positions) {
    const h = p.horizontal;
    const s = scale[p.name] || 1;
    const [a, b] = h ? ['Left', 'Right'] : ['Top', 'Bottom'];
    const viewStart = (h ? box.left : box.top) / s + element[`client${a}`] + px(style[`scrollPadding${a}`]);
    const viewEnd = (h ? box.left : box.top) / s + element[`client${a}`] + (h ? element.clientWidth : element.clientHeight) - px(style[`scrollPadding${b}`]);
    const start = (h ? rect.left : rect.top) / s - px(margins[`scrollMargin${a}`]);
    const end = (h ? rect.right : rect.bottom) / s + px(margins[`scrollMargin${b}`]);
    const align = h === vertical ? block : inline;   // the block axis is y, or x in a vertical writing mode
    out[p.name] = alignInView({ start, end }, { start: viewStart, end: viewEnd }, p.pixels, align, p.reversed);
  }
  return out;
}
