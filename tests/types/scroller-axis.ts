// The Scroller's types follow its `axis` option (issue 12, item 9): one axis
// gives numbers (no union to narrow under --strict), 'both' gives { x, y },
// options whose axis is not known give the union. Checked by tsc in
// tests/js/types-dom.test.js (tests/types/tsconfig.dom.json).
import { Scroller, animate, Accessibility } from 'kinema/dom';
import type { ScrollerOptions, SelectDetail, Landing, PerAxis, Sampleable } from 'kinema/dom';

// Exact type equality (not mere assignability).
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
function expectType<T extends true>(): T | void { return; }

export function carousel(element: Element): void {
  const x = new Scroller(element, { axis: 'x', snap: 'children', landing: 'auto', accessibility: true, use: [Accessibility] });
  expectType<Equal<typeof x.position, number>>();
  expectType<Equal<typeof x.snapIndex, number>>();
  expectType<Equal<typeof x.velocity, number>>();
  expectType<Equal<typeof x.bounds, { min: number; max: number }>>();
  expectType<Equal<typeof x.snapPoints, number[]>>();
  expectType<Equal<typeof x.axis, 'x'>>();
  // The three strict errors users hit: arithmetic, an index, a comparison.
  const next: number = x.position + 390;
  const slide = ['a', 'b', 'c'][x.snapIndex];
  const last: boolean = x.snapIndex === x.snapPoints.length - 1;
  void next; void slide; void last;
  x.on('select', (detail: SelectDetail) => { const i: number = detail.index + detail.previous; void i; });
  void x.next(); void x.prev({ animate: false });
  void x.scrollTo(780);
  // @ts-expect-error one axis scrolls to a number
  void x.scrollTo({ x: 780 });
  x.update({ bounds: { min: 0, max: 800 }, landing: 'spring', tolerance: 'exact' });
  // @ts-expect-error landing is 'auto', 'friction' or 'spring'
  x.update({ landing: 'bouncy' });

  const y = new Scroller(element);
  expectType<Equal<typeof y.position, number>>();
  expectType<Equal<typeof y.snapIndex, number>>();
  const list = new Scroller(element, { snap: { interval: 48 } });
  expectType<Equal<typeof list.position, number>>();

  const both = new Scroller(element, { axis: 'both', bounds: { x: { min: 0 } } });
  expectType<Equal<typeof both.position, { x: number; y: number }>>();
  expectType<Equal<typeof both.snapIndex, { x: number; y: number }>>();
  void both.scrollTo({ y: 10 });
  // @ts-expect-error 'both' scrolls to { x?, y? }
  void both.scrollTo(10);
  // @ts-expect-error 'both' takes bounds per axis
  void new Scroller(element, { axis: 'both', bounds: { min: 0 } });

  const options: ScrollerOptions = { axis: 'x' };
  const any = new Scroller(element, options);
  expectType<Equal<typeof any.position, number | { x: number; y: number }>>();
  expectType<Equal<PerAxis<'y', string>, string>>();

  const l: Landing = 'friction';
  void l;
}

export function tolerances(motion: Sampleable): void {
  animate(motion, () => {});                                      // visibly done
  animate(motion, () => {}, { tolerance: 'motion' });             // the motion's own done(t)
  animate(motion, () => {}, { tolerance: { distance: 0.25 } });
  // @ts-expect-error 'exact' is the Scroller's word; animate() says 'motion'
  animate(motion, () => {}, { tolerance: 'exact' });
}
