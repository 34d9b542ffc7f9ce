/**
 * No layout shift on upgrade: with `lightStyles` on the page, a `<pb-circle-counter>` that is not yet defined
 * already has the ring's box (`size` px square, read with CSS `attr()`, else 110), its number in the middle,
 * and the text around it stays put. This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import type { PbCircleCounter } from '../../elements/pb-counter.js';
import { lightStyles } from '../../src/components/circle-counter/styles.js';
import { itExceptIn } from '../helpers/engines.js';
import { expectBoxesKept } from '../helpers/index.js';

/** Typed CSS `attr()`, which reads `size` before the upgrade, is Chromium's alone when this was written. */
const ATTR = {
  firefox: 'no typed CSS attr(): a size other than 110 is known only once the element upgrades',
  webkit: 'no typed CSS attr(): a size other than 110 is known only once the element upgrades',
};

const cases = [
  {
    size: 110,
    markup: '<p>Recycled: <pb-circle-counter value="72" suffix="%">72%</pb-circle-counter> of our clay.</p>',
  },
  {
    size: 160,
    markup:
      '<div style="display: flex; align-items: center; gap: 1rem"><pb-circle-counter value="9" size="160">9</pb-circle-counter><p>kilns</p></div>',
  },
  {
    size: 80,
    markup:
      '<p style="text-align: center; font-size: 1.5rem"><pb-circle-counter value="100" size="80" suffix="%">100%</pb-circle-counter></p>',
  },
];

interface Measured {
  /** The counter's and the text's boxes. */
  boxes: number[][];
  /** The middle of the number: the text before the upgrade, the value part after. */
  number: number[][];
  /** The counter's width and height. */
  size: number[];
}

function measure(root: Element): Measured {
  const boxes = [...root.querySelectorAll('pb-circle-counter, p')].map((el) => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  });
  const el = root.querySelector('pb-circle-counter') as PbCircleCounter;
  const { width, height } = el.getBoundingClientRect();
  const part = el.shadowRoot?.querySelector('[part=value]');
  const range = document.createRange();
  range.selectNodeContents(el);
  const r = part ? part.getBoundingClientRect() : range.getBoundingClientRect();
  return { boxes, number: [[r.x + r.width / 2, r.y + r.height / 2]], size: [width, height] };
}

describe('<pb-circle-counter> upgrade', () => {
  const style = Object.assign(document.createElement('style'), { textContent: lightStyles });
  const roots = cases.map(() => document.createElement('div'));
  let pending: Measured[] = [];

  before(async () => {
    document.head.append(style);
    cases.forEach((c, i) => {
      (roots[i] as HTMLElement).innerHTML = c.markup;
    });
    document.body.append(...roots);
    pending = roots.map(measure);
    expect(customElements.get('pb-circle-counter')).to.equal(undefined);
    await import('../../elements/pb-counter.js');
    await customElements.whenDefined('pb-circle-counter');
    for (const el of document.querySelectorAll<PbCircleCounter>('pb-circle-counter')) await el.updateComplete;
  });

  after(() => {
    for (const root of roots) root.remove();
    style.remove();
  });

  it('is accessible after the upgrade', async () => {
    await expect(roots[0]).to.be.accessible();
  });

  for (const [i, c] of cases.entries()) {
    const test = c.size === 110 ? it : (title: string, fn: Mocha.Func) => itExceptIn(ATTR, title, fn);
    test(`size ${c.size}: the ring's box before the upgrade, and every box and the number kept after it`, () => {
      const was = pending[i] as Measured;
      const now = measure(roots[i] as HTMLElement);
      expect(was.size, 'before').to.deep.equal([c.size, c.size]);
      expect(now.size, 'after').to.deep.equal([c.size, c.size]);
      expectBoxesKept(was.boxes, now.boxes);
      expectBoxesKept(was.number, now.number, ' (the number)');
    });
  }
});
