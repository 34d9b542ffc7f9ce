import { aTimeout, expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-checkout.js';
import type { PbCheckout } from '../../elements/pb-checkout.js';
import { SCROLL } from '../../src/core/constants/index.js';
import { SHOP } from '../../src/core/constants/shop.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { cancelScroll, setOffset } from '../../src/core/scroll/index.js';
import { oneTask, reactDownloads, reduceMotion, setPageConfig, specClock } from '../helpers/index.js';
import { fakeJQuery } from '../helpers/shop.js';

const FAILURE = {
  result: 'failure',
  messages:
    '<ul class="woocommerce-error" role="alert"><li data-id="billing_email"><strong>Billing Email address</strong> is not a valid email address.</li></ul><script>window.__xss=1</script><input name="card">',
};

async function mount(attrs = ''): Promise<PbCheckout> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `<div style="height: 1500px">Cart summary</div>
    <pb-checkout id="co" ${attrs}>
      <form class="checkout" action="/checkout-test" method="post" novalidate>
        <input type="hidden" name="_nonce" value="n1">
        <p><label for="fn">First name</label><input id="fn" name="billing_first_name" value="Anouk"></p>
        <p><label for="em">Email address</label><input id="em" name="billing_email" type="email" value="anouk@"></p>
        <button type="submit" name="place_order" value="1">Place order</button>
      </form>
    </pb-checkout>
    <div style="height: 1500px">Footer</div>`;
  const el = root.querySelector('pb-checkout') as PbCheckout;
  await el.updateComplete;
  return el;
}

const $ = <T extends HTMLElement = HTMLInputElement>(el: Element, sel: string) => el.querySelector(sel) as T;
const form = (el: Element) => $<HTMLFormElement>(el, 'form');
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const place = async (el: PbCheckout) => {
  $<HTMLButtonElement>(el, 'button').click();
  await waitUntil(() => form(el).getAttribute('aria-busy') !== 'true', 'the answer is handled', {
    timeout: 4000,
  });
  await el.updateComplete;
};
const region = (el: Element) => $<HTMLElement>(el, '[data-pb-checkout-status]');

describe('<pb-checkout>', () => {
  let fetchStub: sinon.SinonStub;
  beforeEach(async () => {
    await aTimeout(1);
    resetWarnings();
    fetchStub = sinon.stub(window, 'fetch');
  });
  afterEach(() => {
    sinon.restore();
    cancelScroll();
    setOffset('header', null);
    setPageConfig(null);
    delete document.documentElement.dataset.pbMode;
    delete (window as { jQuery?: unknown }).jQuery;
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('is accessible, upgraded and with the shop notices shown', async () => {
    reduceMotion();
    const el = await mount();
    await expect(el).to.be.accessible();
    fetchStub.returns(json(FAILURE));
    await place(el);
    await expect(el).to.be.accessible();
  });

  it('is plain: no shadow root and no React; a block', async () => {
    const el = await mount();
    expect(el.shadowRoot).to.equal(null);
    expect(reactDownloads()).to.deep.equal([]);
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it("posts the form with pb_ajax=1; the shop's failure shows its notices, sanitised, focused, fields kept", async () => {
    reduceMotion();
    const el = await mount();
    const errors: unknown[] = [];
    el.addEventListener('pb-form-error', (e) => errors.push(e.detail));
    fetchStub.returns(json(FAILURE));
    $(el, '#fn').value = 'Anouk typed this';
    await place(el);
    const [url, init] = fetchStub.firstCall.args as [string, RequestInit];
    expect(url).to.equal('/checkout-test');
    const body = new URLSearchParams(init.body as URLSearchParams);
    expect(body.get('pb_ajax')).to.equal('1');
    expect(body.get('_nonce')).to.equal('n1');
    expect(body.get('place_order'), 'the submitter').to.equal('1');
    const group = form(el).firstElementChild as HTMLElement;
    expect(group.matches('.woocommerce-NoticeGroup-checkout.pb-checkout-notice')).to.equal(true);
    expect(group.tabIndex).to.equal(-1);
    expect(group.firstElementChild?.getAttribute('role')).to.equal('alert');
    expect(document.activeElement).to.equal(group);
    expect(group.querySelector('script, input')).to.equal(null);
    expect(group.querySelectorAll('[role=alert]').length, "the shop's own alert role is dropped inside ours").to.equal(
      1,
    );
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
    expect($(el, '#fn').value).to.equal('Anouk typed this');
    expect($(el, '#em').value).to.equal('anouk@');
    expect($(el, '#em').getAttribute('aria-invalid')).to.equal('true');
    expect(errors).to.deep.equal([
      { failure: 'refused', message: 'Billing Email address is not a valid email address.' },
    ]);
    // The next answer replaces the notices and the marks.
    fetchStub.returns(
      json({ result: 'failure', messages: '<ul class="woocommerce-error"><li>Out of stock.</li></ul>' }),
    );
    await place(el);
    expect(form(el).querySelectorAll('.pb-checkout-notice').length).to.equal(1);
    expect($(el, '#em').hasAttribute('aria-invalid')).to.equal(false);
  });

  it('a failed call keeps every value and shows the server text, or the checkout error', async () => {
    reduceMotion();
    const el = await mount();
    const errors: { failure: string; message: string }[] = [];
    el.addEventListener('pb-form-error', (e) => errors.push(e.detail));
    fetchStub.returns(json({ error: 'This page has expired. Reload the page and try again.' }, 403));
    await place(el);
    fetchStub.callsFake(() => Promise.reject(new TypeError('Failed to fetch')));
    await place(el);
    fetchStub.returns(Promise.resolve(new Response('<html>oops</html>', { status: 200 })));
    await place(el);
    expect(errors).to.deep.equal([
      { failure: 'nonce', message: 'This page has expired. Reload the page and try again.' },
      { failure: 'network', message: 'Error processing checkout. Please try again.' },
      { failure: 'empty', message: 'Error processing checkout. Please try again.' },
    ]);
    expect($(el, '#fn').value).to.equal('Anouk');
    expect(document.activeElement).to.equal(form(el).firstElementChild);
  });

  it('a call with no answer within the time limit fails as timeout, and the form can be sent again', async () => {
    reduceMotion();
    setPageConfig({ requestTimeout: 2000 });
    const el = await mount();
    const errors: { failure: string }[] = [];
    el.addEventListener('pb-form-error', (e) => errors.push(e.detail));
    const clock = specClock();
    fetchStub.returns(new Promise(() => {}));
    $<HTMLButtonElement>(el, 'button').click();
    expect(form(el).getAttribute('aria-busy')).to.equal('true');
    expect($(el, 'button').getAttribute('aria-disabled')).to.equal('true');
    $<HTMLButtonElement>(el, 'button').click();
    await clock.tickAsync(2000);
    clock.restore();
    await el.updateComplete;
    expect(fetchStub.callCount, 'the second submit was ignored').to.equal(1);
    expect(errors.map((e) => e.failure)).to.deep.equal(['timeout']);
    expect(form(el).hasAttribute('aria-busy')).to.equal(false);
    fetchStub.returns(json(FAILURE));
    await place(el);
    expect(fetchStub.callCount).to.equal(2);
  });

  it("follows the shop's same-origin redirect after a success unless pb-checkout-redirect is cancelled", async () => {
    const el = await mount();
    const seen: string[] = [];
    el.addEventListener('pb-form-success', () => seen.push('success'));
    el.addEventListener('pb-checkout-redirect', (e) => {
      seen.push(e.detail.url);
      e.preventDefault();
    });
    fetchStub.returns(json({ result: 'success', redirect: '/shop/order/12?key=abc' }));
    await place(el);
    expect(seen).to.deep.equal(['success', new URL('/shop/order/12?key=abc', location.href).href]);
    fetchStub.returns(json({ result: 'success', redirect: 'https://evil.example/' }));
    await place(el);
    expect(seen.length, 'no redirect to another origin').to.equal(3);
  });

  it('scrolls smoothly in 800 ms to the first notice, landing below the fixed bars', async () => {
    const el = await mount();
    setOffset('header', { top: 80 });
    fetchStub.returns(json(FAILURE));
    await place(el);
    cancelScroll();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await nextFrame();
    const clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    // The shop's own scripts put a notice in and say so: the element takes the visitor there.
    document.body.dispatchEvent(new CustomEvent(SHOP.checkoutError, { bubbles: true }));
    const notice = form(el).firstElementChild as HTMLElement;
    expect(document.activeElement).to.equal(notice);
    clock.tick(SCROLL.duration / 2);
    expect(notice.getBoundingClientRect().top, 'under way').to.be.above(80);
    clock.tick(SCROLL.duration / 2 + 50);
    clock.restore();
    expect(notice.getBoundingClientRect().top, 'below the header').to.be.closeTo(80, 1);
  });

  it("on the shop's checkout_error (through jQuery), focuses the shop's notice and reads it out", async () => {
    reduceMotion();
    const jq = fakeJQuery();
    (window as { jQuery?: unknown }).jQuery = jq;
    const el = await mount();
    form(el).insertAdjacentHTML(
      'afterbegin',
      '<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error"><li>Please read and accept the terms.</li></ul></div>',
    );
    jq(document.body).trigger(SHOP.checkoutError, ['<ul>...</ul>']);
    const notice = $<HTMLElement>(el, '.woocommerce-NoticeGroup');
    expect(document.activeElement).to.equal(notice);
    expect(notice.getBoundingClientRect().top).to.be.closeTo(0, 1);
    expect(region(el).getAttribute('role')).to.equal('alert');
    expect(region(el).textContent).to.equal('Please read and accept the terms.');
    notice.blur();
    expect(notice.hasAttribute('tabindex'), 'its tabindex goes with the focus').to.equal(false);
  });

  it('update_checkout marks the form busy until updated_checkout, checkout_error or the time limit', async () => {
    const jq = fakeJQuery();
    (window as { jQuery?: unknown }).jQuery = jq;
    setPageConfig({ requestTimeout: 3000 });
    const el = await mount();
    const clock = specClock();
    const busy = () => form(el).getAttribute('aria-busy');
    jq(document.body).trigger(SHOP.updateCheckout);
    expect(busy()).to.equal('true');
    expect($(el, 'button').getAttribute('aria-disabled')).to.equal('true');
    jq(document.body).trigger(SHOP.updatedCheckout, [{}]);
    expect(busy()).to.equal(null);
    expect($(el, 'button').hasAttribute('aria-disabled')).to.equal(false);
    document.body.dispatchEvent(new CustomEvent(SHOP.updateCheckout, { bubbles: true }));
    expect(busy()).to.equal('true');
    document.body.dispatchEvent(new CustomEvent(SHOP.checkoutError, { bubbles: true }));
    expect(busy()).to.equal(null);
    jq(document.body).trigger(SHOP.updateCheckout);
    clock.tick(2999);
    expect(busy()).to.equal('true');
    clock.tick(1);
    expect(busy()).to.equal(null);
    clock.restore();
  });

  it("shows MFT §8's sample notice in the visual builder only, and takes it away when removed", async () => {
    const pub = await mount();
    expect(pub.querySelector('[data-pb-sample]')).to.equal(null);
    document.documentElement.dataset.pbMode = 'builder';
    const el = await mount();
    const sample = $<HTMLElement>(el, '[data-pb-sample]');
    expect(sample.textContent).to.equal('Billing First name is a required field.');
    expect(form(el).firstElementChild).to.equal(sample);
    expect(sample.querySelector('[role=alert]'), 'nothing failed: not an alert').to.equal(null);
    expect(document.activeElement).not.to.equal(sample);
    el.setAttribute('messages', '{"sampleNotice": "Voornaam is verplicht."}');
    expect(sample.textContent).to.equal('Voornaam is verplicht.');
    delete document.documentElement.dataset.pbMode;
    setPageConfig({ builderMode: true });
    const viaConfig = await mount();
    expect(viaConfig.querySelector('[data-pb-sample]')).not.to.equal(null);
    viaConfig.remove();
    await oneTask();
    expect(viaConfig.querySelector('[data-pb-sample]')).to.equal(null);
  });

  it('warns, naming the element, without a form; stops listening once removed', async () => {
    const warn = sinon.stub(console, 'warn');
    const root = await fixture<HTMLElement>(html`<div></div>`);
    root.innerHTML = '<pb-checkout><p>No form here</p></pb-checkout>';
    expect(
      warn
        .getCalls()
        .map((c) => String(c.args[0]))
        .join('\n'),
    ).to.match(/<pb-checkout>.*form/);
    const el = await mount();
    el.remove();
    await oneTask();
    document.body.dispatchEvent(new CustomEvent(SHOP.updateCheckout, { bubbles: true }));
    expect(form(el).hasAttribute('aria-busy')).to.equal(false);
  });
});
