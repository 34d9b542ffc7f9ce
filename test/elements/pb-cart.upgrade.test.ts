/**
 * No layout shift on upgrade: with `lightStyles` (pb.css) on the page, a `<pb-cart>` that is not defined yet has the
 * box it keeps once defined (an inline block around the page's own link), and the live region it adds takes no
 * room; nothing is fetched. This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { PbCart } from '../../elements/pb-cart.js';
import { lightStyles } from '../../src/components/light-styles.js';
import { expectBoxesKept, reactDownloads } from '../helpers/index.js';

const WIDTHS = [1280, 820, 390];
const box = (el: Element | null) => {
  const r = (el as Element).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-cart> upgrade', () => {
  const style = document.createElement('style');
  const root = document.createElement('div');
  const was: number[][][] = [];
  const now: number[][][] = [];
  let fetchSpy: sinon.SinonSpy;
  const measure = () => [
    box(root.querySelector('header')),
    box(root.querySelector('pb-cart')),
    box(root.querySelector('[data-pb-cart-count]')),
    box(root.querySelector('nav')),
    box(root.querySelector('main')),
  ];

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    fetchSpy = sinon.spy(window, 'fetch');
    style.textContent = `${lightStyles}
      .bar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
      .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }`;
    document.head.append(style);
    root.innerHTML = `<header class="bar"><a href="/">Studio Klei</a>
        <nav aria-label="Main"><a href="/shop/">Shop</a> <a href="/work.html">Work</a></nav>
        <pb-cart src="/shop/cart.json" cookie="pb_cart"><a href="/shop/cart">Cart
          <span data-pb-cart-count>2</span><span class="visually-hidden"> items,</span>
          <span data-pb-cart-total>€ 64.00</span></a></pb-cart></header>
      <main><h1>Shop</h1><p>Stoneware for the table, made on the Oudegracht.</p></main>`;
    document.body.append(root);
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      was.push(measure());
    }
    expect(customElements.get('pb-cart')).to.equal(undefined);
    await import('../../elements/pb-cart.js');
    await (root.querySelector('pb-cart') as PbCart).updateComplete;
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      now.push(measure());
    }
  });

  after(async () => {
    root.remove();
    style.remove();
    fetchSpy.restore();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('was an inline block before the upgrade, as after; fetched nothing and loaded no React', () => {
    // A flex item (the header is a flex row) is blockified: inline-block computes to block.
    expect(getComputedStyle(root.querySelector('pb-cart') as Element).display).to.equal('block');
    expect(fetchSpy.called).to.equal(false);
    expect(reactDownloads()).to.deep.equal([]);
  });

  for (const [i, width] of WIDTHS.entries()) {
    it(`moves nothing at ${width} px`, () => {
      expectBoxesKept(was[i] as number[][], now[i] as number[][], ` at ${width}`);
    });
  }
});
