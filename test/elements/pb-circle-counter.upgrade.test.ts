/**
 * No layout shift on upgrade: with `lightStyles` on the page, a `<pb-circle-counter>` that is not yet defined
 * already has the ring's box (`size` px square, read with CSS `attr()` in Chromium), its number in the middle,
 * and the text around it stays put. This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import type { PbCircleCounter } from '../../elements/pb-circle-counter.js';
import { lightStyles } from '../../src/components/circle-counter/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

const cases = [
  '<p>Recycled: <pb-circle-counter suffix="%">72%</pb-circle-counter> of our clay.</p>',
  '<div style="display: flex; align-items: center; gap: 1rem"><pb-circle-counter size="160">9</pb-circle-counter><p>kilns</p></div>',
  '<p style="text-align: center; font-size: 1.5rem"><pb-circle-counter size="80" suffix="%">100%</pb-circle-counter></p>',
];

const boxes = (root: HTMLElement): number[][] =>
  [...root.querySelectorAll('pb-circle-counter, p')].map((el) => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  });

/** Where each counter's number sits: its first line's text before, the value part after. */
function numbers(root: HTMLElement): number[][] {
  return [...root.querySelectorAll<PbCircleCounter>('pb-circle-counter')].map((el) => {
    const part = el.shadowRoot?.querySelector('[part=value]');
    let r: DOMRect;
    if (part) r = part.getBoundingClientRect();
    else {
      const range = document.createRange();
      range.selectNodeContents(el);
      r = range.getBoundingClientRect();
    }
    return [r.x + r.width / 2, r.y + r.height / 2];
  });
}

describe('<pb-circle-counter> upgrade', () => {
  const style = Object.assign(document.createElement('style'), { textContent: lightStyles });
  const root = document.createElement('div');
  let pending: number[][] = [];
  let pendingNumbers: number[][] = [];
  let pendingSizes: number[][] = [];

  before(async () => {
    document.head.append(style);
    root.innerHTML = cases.join('');
    document.body.append(root);
    pending = boxes(root);
    pendingNumbers = numbers(root);
    pendingSizes = [...root.querySelectorAll('pb-circle-counter')].map((el) => {
      const r = el.getBoundingClientRect();
      return [r.width, r.height];
    });
    expect(customElements.get('pb-circle-counter')).to.equal(undefined);
    await import('../../elements/pb-circle-counter.js');
    await customElements.whenDefined('pb-circle-counter');
    for (const el of root.querySelectorAll<PbCircleCounter>('pb-circle-counter')) await el.updateComplete;
  });

  after(() => {
    root.remove();
    style.remove();
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('had the ring’s box before the upgrade: size px square (110 by default)', () => {
    expect(pendingSizes).to.deep.equal([
      [110, 110],
      [160, 160],
      [80, 80],
    ]);
  });

  it('keeps every box, and the number’s place, at the upgrade', () => {
    const sizes = [...root.querySelectorAll('pb-circle-counter')].map((el) => el.getBoundingClientRect().width);
    expect(sizes).to.deep.equal([110, 160, 80]);
    expectBoxesKept(pending, boxes(root));
    expectBoxesKept(pendingNumbers, numbers(root), ' (the number)');
  });
});
