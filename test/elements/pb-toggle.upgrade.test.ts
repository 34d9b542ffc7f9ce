/**
 * No layout shift on upgrade: the page is laid out with only the light styles,
 * then the elements are defined, and every box must keep its height. This file
 * imports the elements dynamically, so nothing is defined when the page is first
 * measured (each test file runs in its own page).
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { lightStyles as accordionLight } from '../../src/components/accordion/styles.js';
import { lightStyles as toggleLight } from '../../src/components/toggle/styles.js';

type Upgradable = HTMLElement & { updateComplete?: Promise<void> };

const markup = `
  <pb-accordion>
    <pb-toggle heading="How do I care for the glaze?" open>
      <p>Wash by hand or in the dishwasher.</p>
      Loose text between paragraphs.
      <p>Avoid abrasive pads.</p>
    </pb-toggle>
    <pb-toggle heading="Do you ship abroad, and how long does delivery take to the far north?">
      Bare text that must not show while closed.
      <p>Yes, to most countries in Europe.</p>
    </pb-toggle>
    <pb-toggle heading="Can I return an item?"><p>Within 30 days.</p></pb-toggle>
  </pb-accordion>
  <pb-toggle><p>A toggle without a heading keeps its row height.</p></pb-toggle>
`;

describe('<pb-toggle> and <pb-accordion> upgrade', () => {
  let page: HTMLElement;
  let initial: number[];
  const boxes = (): Upgradable[] => [page, ...page.querySelectorAll<Upgradable>('pb-accordion, pb-toggle')];
  const heights = () => boxes().map((el) => el.getBoundingClientRect().height);

  before(async () => {
    const style = document.createElement('style');
    style.textContent = `${accordionLight}\n${toggleLight}`;
    document.head.append(style);
    page = document.createElement('div');
    // Narrow, so the long heading wraps: the title's width must match too.
    page.style.width = '320px';
    page.innerHTML = markup;
    document.body.append(page);
    expect(customElements.get('pb-toggle')).to.equal(undefined);
    initial = heights();
    sinon.stub(console, 'warn'); // the untitled toggle warns; that is tested elsewhere
    await import('../../elements/pb-accordion.js');
    await Promise.all(['pb-accordion', 'pb-toggle'].map((tag) => customElements.whenDefined(tag)));
    await Promise.resolve();
    await Promise.all(boxes().map((el) => el.updateComplete));
  });

  after(() => sinon.restore());

  it('is accessible after the upgrade', async () => {
    await expect(page).to.be.accessible();
  });

  it('upgraded every element', () => {
    for (const el of boxes().slice(1)) {
      expect(el.matches(':defined'), el.localName).to.equal(true);
      // The accordion is plain: no shadow root; the toggles render their UI.
      if (el.localName === 'pb-toggle') expect(el.shadowRoot?.childElementCount, el.localName).to.be.greaterThan(0);
    }
  });

  it('keeps every height within 1px', () => {
    const after = heights();
    after.forEach((h, i) => {
      expect(Math.abs(h - (initial[i] ?? Number.NaN)), `box ${i}: ${initial[i]} -> ${h}`).to.be.at.most(1);
    });
  });

  it('measured real boxes: closed toggles are one heading row, the open one shows its content', () => {
    const [, , open, wrapping, closed, untitled] = initial as number[];
    expect(closed).to.be.greaterThan(40);
    expect(untitled).to.be.greaterThan(40);
    // The wrapped heading takes two lines, still without its content.
    expect(wrapping).to.be.greaterThan(closed as number);
    expect(wrapping).to.be.lessThan(2 * (closed as number));
    expect(open).to.be.greaterThan(2 * (closed as number));
  });
});
