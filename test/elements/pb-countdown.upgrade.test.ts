/**
 * No layout shift on upgrade: with `lightStyles` on the page, a `<pb-countdown>` that is not yet defined shows
 * its label and its fallback (the date as text) in the box the label and digits take once it is defined.
 * This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PbCountdown } from '../../elements/pb-countdown.js';
import { lightStyles } from '../../src/components/countdown/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

interface Case {
  name: string;
  viewport: { width: number; height: number };
  markup: (date: string) => string;
  /** Styles for this case's wrapper. */
  style?: string;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };
const fallback = (date: string) => `<time datetime="${date}">Saturday 7 March, 10:00</time>`;
const cases: Case[] = [
  {
    name: 'label, fallback and end message, desktop',
    viewport: DESKTOP,
    markup: (date) => `<pb-countdown date="${date}" on-end="message">
      <p slot="label">Kiln opening sale starts in</p>${fallback(date)}<p slot="end">The sale is on.</p></pb-countdown>`,
  },
  {
    name: 'no label, phone',
    viewport: PHONE,
    markup: (date) => `<pb-countdown date="${date}">${fallback(date)}</pb-countdown>`,
  },
  {
    name: 'a heading as label, larger type and custom sizes, phone',
    viewport: PHONE,
    style: 'font-size: 20px; --pb-countdown-value-size: 3rem; --pb-countdown-label-size: 12px;',
    markup: (date) => `<pb-countdown date="${date}">
      <h2 slot="label" style="margin: 0 0 1rem">The sale starts in</h2><p>${fallback(date)}</p></pb-countdown>`,
  },
  {
    name: 'a date that is not a date-time keeps its fallback, desktop',
    viewport: DESKTOP,
    markup: () => `<pb-countdown date="soon"><span slot="label">Next opening</span>${fallback('')}</pb-countdown>`,
  },
];

/** The element's box, its label's, and the box of the paragraph after it. */
function measure(wrap: HTMLElement): number[][] {
  const box = (node: Element | null | undefined): number[] => {
    const r = node?.getBoundingClientRect() ?? new DOMRect();
    return [r.x, r.y, r.width, r.height];
  };
  const el = wrap.querySelector('pb-countdown');
  return [box(el), box(el?.querySelector('[slot="label"]')), box(wrap.querySelector('.after'))];
}

describe('<pb-countdown> upgrade', () => {
  const style = document.createElement('style');
  const wraps: HTMLElement[] = [];
  const pending: number[][][] = [];
  const fallbackShown: boolean[] = [];

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    style.textContent = lightStyles;
    document.head.append(style);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString();
    for (const c of cases) {
      const wrap = document.createElement('section');
      wrap.setAttribute('style', c.style ?? '');
      wrap.innerHTML = `<p>Before.</p>${c.markup(date)}<p class="after">After.</p>`;
      document.body.append(wrap);
      wraps.push(wrap);
    }
    for (const [i, c] of cases.entries()) {
      await setViewport(c.viewport);
      pending.push(measure(wraps[i] as HTMLElement));
      fallbackShown.push(!!wraps[i]?.querySelector('time')?.checkVisibility());
    }
    expect(customElements.get('pb-countdown')).to.equal(undefined);
    await import('../../elements/pb-countdown.js');
    await customElements.whenDefined('pb-countdown');
    for (const wrap of wraps) await (wrap.querySelector('pb-countdown') as PbCountdown).updateComplete;
  });

  after(async () => {
    for (const wrap of wraps) wrap.remove();
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await setViewport(DESKTOP);
    await expect(wraps[0]).to.be.accessible();
  });

  it('showed the fallback and hid the end message before the upgrade', () => {
    expect(fallbackShown).to.deep.equal([true, true, true, true]);
    expect(wraps[0]?.querySelector('[slot="end"]')?.checkVisibility()).to.equal(false);
  });

  for (const [i, c] of cases.entries()) {
    it(`keeps the element's, its label's and the next block's boxes: ${c.name}`, async () => {
      await setViewport(c.viewport);
      const wrap = wraps[i] as HTMLElement;
      const el = wrap.querySelector('pb-countdown') as PbCountdown;
      const digitsShown = !!el.shadowRoot?.querySelector('[part="units"]');
      expect(digitsShown, 'digits after the upgrade').to.equal(i !== 3);
      expect(pending[i]?.[0]?.[3], 'a box before the upgrade').to.be.greaterThan(0);
      expectBoxesKept(pending[i] as number[][], measure(wrap), ` (${c.name})`);
    });
  }
});
