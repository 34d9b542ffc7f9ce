/**
 * No layout shift on upgrade: with `lightStyles` (pb.css) on the page, a `<pb-checkout>` that is not defined yet is
 * the block it stays once defined, and the alert region it adds takes no room; on the public page no notice is
 * added. This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PbCheckout } from '../../elements/pb-checkout.js';
import { lightStyles } from '../../src/components/light-styles.js';
import { expectBoxesKept, reactDownloads } from '../helpers/index.js';

const WIDTHS = [1280, 820, 390];
const box = (el: Element | null) => {
  const r = (el as Element).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-checkout> upgrade', () => {
  const style = document.createElement('style');
  const root = document.createElement('div');
  const was: number[][][] = [];
  const now: number[][][] = [];
  const measure = () => [
    box(root.querySelector('h1')),
    box(root.querySelector('pb-checkout')),
    box(root.querySelector('form')),
    box(root.querySelector('button')),
    box(root.querySelector('footer')),
  ];

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    style.textContent = lightStyles;
    document.head.append(style);
    root.innerHTML = `<main><h1>Checkout</h1>
      <pb-checkout><form action="/shop/checkout" method="post" novalidate>
        <p><label for="fn">First name</label> <input id="fn" name="billing_first_name" autocomplete="given-name"></p>
        <p><label for="em">Email address</label> <input id="em" name="billing_email" type="email" autocomplete="email"></p>
        <button type="submit">Place order</button>
      </form></pb-checkout></main>
      <footer><p>Oudegracht 158, Utrecht</p></footer>`;
    document.body.append(root);
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      was.push(measure());
    }
    expect(customElements.get('pb-checkout')).to.equal(undefined);
    await import('../../elements/pb-checkout.js');
    await (root.querySelector('pb-checkout') as PbCheckout).updateComplete;
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      now.push(measure());
    }
  });

  after(async () => {
    root.remove();
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('is a block before and after, adds no notice on the public page, and loads no React', () => {
    expect(getComputedStyle(root.querySelector('pb-checkout') as Element).display).to.equal('block');
    expect(root.querySelector('.pb-checkout-notice')).to.equal(null);
    expect(reactDownloads()).to.deep.equal([]);
  });

  for (const [i, width] of WIDTHS.entries()) {
    it(`moves nothing at ${width} px`, () => {
      expectBoxesKept(was[i] as number[][], now[i] as number[][], ` at ${width}`);
    });
  }
});
