import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-cart.js';
import type { PbCart } from '../../elements/pb-cart.js';
import type { CartChangeDetail } from '../../src/components/cart/index.js';
import { SHOP } from '../../src/core/constants/shop.js';
import { removeCookie, setCookie } from '../../src/core/cookies/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { oneTask, reactDownloads, setPageConfig, specClock } from '../helpers/index.js';
import { fakeJQuery } from '../helpers/shop.js';

const COOKIE = 'pb_test_cart';

async function mount(attrs = 'src="/cart-test.json"'): Promise<PbCart> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `<pb-cart ${attrs}><a href="/shop/cart">Cart:
    <span data-pb-cart-count>2</span> <span class="visually-hidden">items,</span>
    <span data-pb-cart-total>€ 64.00</span></a></pb-cart>`;
  const el = root.querySelector('pb-cart') as PbCart;
  await el.updateComplete;
  return el;
}

const shown = (el: Element) => [
  el.querySelector('[data-pb-cart-count]')?.textContent,
  el.querySelector('[data-pb-cart-total]')?.textContent,
];
const region = (el: Element) => el.querySelector('[data-pb-cart-status]') as HTMLElement;
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function changes(el: HTMLElement): CartChangeDetail[] {
  const seen: CartChangeDetail[] = [];
  el.addEventListener('pb-cart-change', (e) => seen.push(e.detail));
  return seen;
}

describe('<pb-cart>', () => {
  let fetchStub: sinon.SinonStub;
  beforeEach(async () => {
    await aTimeout(1);
    resetWarnings();
    fetchStub = sinon.stub(window, 'fetch');
  });
  afterEach(() => {
    sinon.restore();
    delete (window as { jQuery?: unknown }).jQuery;
    removeCookie(COOKIE, { path: '/' });
    setPageConfig(null);
  });

  it('is accessible, and after an announced change too', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
    fetchStub.returns(json({ count: 3, total: '€ 96.00' }));
    await el.refresh();
    expect(region(el).textContent).to.equal('Cart updated: 3 items, total € 96.00');
    await expect(el).to.be.accessible();
  });

  it('is plain: no shadow root, no React, an inline block, a polite status region that starts empty', async () => {
    const el = await mount();
    expect(el.shadowRoot).to.equal(null);
    expect(reactDownloads()).to.deep.equal([]);
    expect(getComputedStyle(el).display).to.equal('inline-block');
    expect(region(el).getAttribute('role')).to.equal('status');
    expect(region(el).textContent).to.equal('');
    expect([el.count, el.total]).to.deep.equal([2, '€ 64.00']);
  });

  it('makes no request on a page view, with src, with a cookie, or both', async () => {
    setCookie(COOKIE, '5|€ 120.00', { path: '/' });
    const a = await mount();
    const b = await mount(`cookie="${COOKIE}"`);
    const c = await mount(`src="/cart-test.json" cookie="${COOKIE}"`);
    await aTimeout(0);
    expect(fetchStub.called).to.equal(false);
    expect(shown(a)).to.deep.equal(['2', '€ 64.00']);
    // The visitor's cookie wins over a (possibly cached) page's markup, and is not announced: nothing changed.
    expect(shown(b)).to.deep.equal(['5', '€ 120.00']);
    expect(shown(c)).to.deep.equal(['5', '€ 120.00']);
    expect(region(c).textContent).to.equal('');
  });

  it('fetches once, 100 ms after the last event of a burst of native events of both families', async () => {
    const el = await mount();
    const seen = changes(el);
    const clock = specClock();
    fetchStub.returns(json({ count: 3, total: '€ 96.00' }));
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true }));
    clock.tick(SHOP.cartDebounce - 10);
    // A non-bubbling native event on the body is heard too (the listener captures on the document).
    document.body.dispatchEvent(new Event('added_to_cart'));
    clock.tick(SHOP.cartDebounce - 1);
    expect(fetchStub.called).to.equal(false);
    clock.tick(1);
    expect(fetchStub.callCount).to.equal(1);
    expect(String(fetchStub.firstCall.args[0])).to.match(/\/cart-test\.json$/);
    expect(fetchStub.firstCall.args[1].method).to.equal('GET');
    clock.restore();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['3', '€ 96.00']);
    expect(seen).to.deep.equal([{ count: 3, total: '€ 96.00', cause: 'added_to_cart' }]);
    expect(region(el).textContent).to.equal('Cart updated: 3 items, total € 96.00');
  });

  for (const type of [...SHOP.cartEvents, ...SHOP.blockCartEvents]) {
    it(`hears ${type} dispatched natively`, async () => {
      const el = await mount();
      const clock = specClock();
      fetchStub.returns(json({ count: 1, total: '€ 32.00' }));
      document.body.dispatchEvent(new CustomEvent(type, { bubbles: true }));
      clock.tick(SHOP.cartDebounce);
      clock.restore();
      await el.updateComplete;
      expect(shown(el)).to.deep.equal(['1', '€ 32.00']);
      expect(region(el).textContent).to.equal('Cart updated: 1 item, total € 32.00');
    });
  }

  it('hears the classic events triggered through jQuery, and stops when removed', async () => {
    const $ = fakeJQuery();
    (window as { jQuery?: unknown }).jQuery = $;
    const el = await mount();
    expect([...($.bound.get('added_to_cart') ?? [])].length).to.equal(1);
    const clock = specClock();
    fetchStub.returns(json({ count: 4, total: '€ 128.00' }));
    $(document.body).trigger('added_to_cart', [{}, 'hash', null]);
    clock.tick(SHOP.cartDebounce);
    clock.restore();
    await el.updateComplete;
    expect(fetchStub.callCount).to.equal(1);
    expect(shown(el)).to.deep.equal(['4', '€ 128.00']);
    // Removed: jQuery's handler is unbound, and nothing is heard any more.
    el.remove();
    await oneTask();
    expect([...($.bound.get('added_to_cart') ?? [])].length).to.equal(0);
  });

  it('without src, reads the cookie again after a change; a fetch that fails falls back to the cookie', async () => {
    const bare = await mount(`cookie="${COOKIE}"`);
    const both = await mount(`src="/cart-test.json" cookie="${COOKIE}"`);
    fetchStub.returns(json({ error: 'down' }, 500));
    setCookie(COOKIE, '1|€ 18.50', { path: '/' });
    await Promise.all([bare.refresh(), both.refresh()]);
    expect(fetchStub.callCount).to.equal(1);
    expect(shown(bare)).to.deep.equal(['1', '€ 18.50']);
    expect(shown(both)).to.deep.equal(['1', '€ 18.50']);
  });

  it('keeps what it shows when the answer is not a cart, and announces nothing when nothing changed', async () => {
    const el = await mount();
    const seen = changes(el);
    fetchStub.returns(json({ count: -1 }));
    await el.refresh();
    fetchStub.returns(Promise.resolve(new Response('<html>', { status: 200 })));
    await el.refresh();
    fetchStub.returns(json({ count: 2, total: '€ 64.00' }));
    await el.refresh();
    expect(shown(el)).to.deep.equal(['2', '€ 64.00']);
    expect(seen).to.deep.equal([]);
    expect(region(el).textContent).to.equal('');
  });

  it('a total the shop leaves out keeps the one shown; the announcement says the count alone when there is none', async () => {
    const el = await mount();
    fetchStub.returns(json({ count: 0 }));
    await el.refresh();
    expect(shown(el)).to.deep.equal(['0', '€ 64.00']);
    expect(region(el).textContent).to.equal('Cart updated: 0 items, total € 64.00');
    const root = await fixture<HTMLElement>(html`<div></div>`);
    root.innerHTML =
      '<pb-cart src="/cart-test.json"><a href="/cart">Cart (<span data-pb-cart-count>0</span>)</a></pb-cart>';
    const bare = root.querySelector('pb-cart') as PbCart;
    fetchStub.returns(json({ count: 1 }));
    await bare.refresh();
    expect(region(bare).textContent).to.equal('Cart updated: 1 item');
  });

  it('takes its words from messages and from the page config', async () => {
    setPageConfig({ messages: { 'pb-cart': { items: '{count} pieces' } } });
    const el = await mount(
      `src="/cart-test.json" messages='{"updated": "Winkelwagen: {items}, {total}", "items": "{count} stuks"}'`,
    );
    fetchStub.returns(json({ count: 3, total: '€ 96,00' }));
    await el.refresh();
    expect(region(el).textContent).to.equal('Winkelwagen: 3 stuks, € 96,00');
  });

  it('a newer change aborts the call still out; the latest answer is shown', async () => {
    const el = await mount();
    let first: AbortSignal | undefined;
    fetchStub.onFirstCall().callsFake((_u: string, init: RequestInit) => {
      first = init.signal ?? undefined;
      return new Promise(() => {});
    });
    fetchStub.onSecondCall().returns(json({ count: 7, total: '€ 210.00' }));
    void el.refresh();
    await aTimeout(0);
    await el.refresh();
    expect(first?.aborted).to.equal(true);
    expect(shown(el)).to.deep.equal(['7', '€ 210.00']);
  });

  it('warns, naming the element and src, when it has neither src nor cookie; a bad cookie is ignored', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await mount('');
    expect(
      warn
        .getCalls()
        .map((c) => String(c.args[0]))
        .join('\n'),
    ).to.match(/<pb-cart>.*src/);
    setCookie(COOKIE, 'lots', { path: '/' });
    const bad = await mount(`cookie="${COOKIE}"`);
    expect(shown(bad)).to.deep.equal(['2', '€ 64.00']);
    expect(shown(el)).to.deep.equal(['2', '€ 64.00']);
  });

  it('stops listening once removed, and keeps listening once after a move', async () => {
    const el = await mount();
    const clock = specClock();
    fetchStub.returns(json({ count: 9, total: '€ 1.00' }));
    const parent = el.parentElement as HTMLElement;
    parent.append(el);
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true }));
    clock.tick(SHOP.cartDebounce);
    expect(fetchStub.callCount).to.equal(1);
    el.remove();
    clock.restore();
    await oneTask();
    const again = specClock();
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true }));
    again.tick(SHOP.cartDebounce);
    again.restore();
    expect(fetchStub.callCount).to.equal(1);
  });
});
