import { aTimeout, expect, fixture, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-newsletter.js';
import type { PbNewsletter } from '../../elements/pb-newsletter.js';
import { NEWSLETTER } from '../../src/core/constants/newsletter.js';
import { REQUEST } from '../../src/core/constants/request.js';
import { removeCookie } from '../../src/core/cookies/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig, specClock } from '../helpers/index.js';

const XSS = '<img src=x onerror="window.__xss=1">';

const FORM = `<form action="/api/ajax" method="post">
  <input type="hidden" name="action" value="pb_newsletter_subscribe">
  <input type="hidden" name="nonce" value="n1">
  <input type="hidden" name="list_id" value="news">
  <input type="hidden" name="provider" value="demo">
  <input type="hidden" name="account" value="studio">
  <input type="hidden" name="checksum" value="abc">
  <input type="hidden" name="token" value="footer">
  <input type="hidden" name="source" value="studio-page">
  <p><label>First name <input name="first_name"></label></p>
  <p><label>Last name <input name="last_name"></label></p>
  <p><label>Email <input type="email" name="email"></label></p>
  <p><label>Work email <input type="email" name="work"></label></p>
  <p><label>Postcode <input name="postcode" pattern="[0-9]{4}"></label></p>
  <fieldset data-required><legend>Topics</legend>
    <label><input type="checkbox" name="topics" value="classes"> Classes</label>
    <label><input type="checkbox" name="topics" value="sales"> Sales</label>
  </fieldset>
  <label><input type="checkbox" name="terms" value="yes" required> I agree</label>
  <button type="submit">Subscribe</button>
</form>`;

async function make(attrs = ''): Promise<PbNewsletter> {
  const root = await fixture<HTMLElement>(`<div><pb-newsletter id="news" ${attrs}>${FORM}</pb-newsletter></div>`);
  const el = root.querySelector('pb-newsletter') as PbNewsletter;
  await el.updateComplete;
  return el;
}

const field = (el: PbNewsletter, name: string) => el.querySelector(`[name="${name}"]`) as HTMLInputElement;
const inShadow = <T extends Element>(el: PbNewsletter, selector: string) =>
  (el.shadowRoot as ShadowRoot).querySelector(selector) as T;
const statusOf = (el: PbNewsletter) => inShadow<HTMLElement>(el, '[part="status"]');
const submit = (el: PbNewsletter) => (el.querySelector('form') as HTMLFormElement).requestSubmit();
function fill(el: PbNewsletter) {
  field(el, 'first_name').value = 'Ada';
  field(el, 'last_name').value = 'Lovelace';
  field(el, 'email').value = 'ada@example.com';
  (el.querySelector('[value="sales"]') as HTMLInputElement).checked = true;
  field(el, 'terms').checked = true;
}
const answer = (status: number, body: string) => async () => new Response(body, { status });
/** Waits until the status line says something other than `not`. */
async function settled(el: PbNewsletter, not = 'Subscribing…') {
  // 'Subscribing…' is never the settled answer: polled between two sends, WebKit shows it where Chromium had not yet.
  const pending = (text: string | null) => !text || text === not || text === 'Subscribing…';
  for (let i = 0; i < 100 && pending(statusOf(el).textContent); i++) await aTimeout(5);
  return statusOf(el).textContent;
}

describe('<pb-newsletter>', () => {
  beforeEach(() => setPageConfig({ endpoints: { ajax: '/api/ajax' }, nonces: { frontend: 'n1' } }));
  afterEach(() => {
    sinon.restore();
    fixtureCleanup();
    setPageConfig(null);
    removeCookie(NEWSLETTER.popupCookie, { path: '/' });
    delete (window as { __xss?: number }).__xss;
  });

  it('is accessible, and after failed validation', async () => {
    const el = await make();
    await expect(el).to.be.accessible();
    submit(el);
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('flags every MFT §5 problem beside its field, announces a summary, focuses the first', async () => {
    const el = await make();
    field(el, 'email').value = 'ada@nowhere';
    field(el, 'work').value = 'ab@exa..mple.com';
    field(el, 'postcode').value = 'abc';
    submit(el);
    await el.updateComplete;
    const error = (name: string) => {
      const c = field(el, name);
      expect(c.getAttribute('aria-invalid'), name).to.equal('true');
      return document.getElementById(c.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(error('first_name')).to.equal('Please fill in "First name".');
    expect(error('last_name')).to.equal('Please fill in "Last name".');
    expect(error('email')).to.equal('Please enter a valid email address.');
    expect(error('work')).to.equal('Please enter a valid email address.');
    expect(field(el, 'postcode').validationMessage).to.not.equal('');
    expect(error('postcode')).to.equal(field(el, 'postcode').validationMessage);
    expect(error('topics')).to.equal('Please tick "Topics".');
    expect(error('terms')).to.equal('Please tick "I agree".');
    expect(statusOf(el).getAttribute('role')).to.equal('status');
    expect(statusOf(el).textContent).to.equal('Please correct the marked fields.');
    expect(document.activeElement).to.equal(field(el, 'first_name'));
    // Typing clears that field's mark only.
    field(el, 'first_name').value = 'Ada';
    field(el, 'first_name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(field(el, 'first_name').hasAttribute('aria-invalid')).to.equal(false);
    expect(field(el, 'first_name').hasAttribute('aria-describedby')).to.equal(false);
    expect(field(el, 'last_name').getAttribute('aria-invalid')).to.equal('true');
  });

  it('a required checkbox without a label gets the MFT §8 wrong-checkbox message', async () => {
    const el = await make();
    fill(el);
    field(el, 'terms')
      .closest('label')
      ?.replaceWith(Object.assign(field(el, 'terms'), { checked: false }));
    submit(el);
    await el.updateComplete;
    const terms = field(el, 'terms');
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).to.equal(
      'Please tick the required box.',
    );
  });

  it('names shown only when shown; messages come from the attribute', async () => {
    const el = await make(`messages='{"email":"Bad address"}'`);
    fill(el);
    (field(el, 'first_name').closest('p') as HTMLElement).hidden = true;
    field(el, 'first_name').value = '';
    field(el, 'email').value = 'nope';
    submit(el);
    await el.updateComplete;
    expect(field(el, 'first_name').hasAttribute('aria-invalid')).to.equal(false);
    expect(el.querySelector('.pb-newsletter-error')?.textContent).to.equal('Bad address');
  });

  it('posts the MFT §7.2 fields through the ajax router once, even on a double click, and shows success', async () => {
    const el = await make();
    fill(el);
    const fetch = sinon.stub(window, 'fetch').callsFake(answer(200, '{"success":true}'));
    const events: unknown[] = [];
    el.addEventListener('pb-form-success', (e) => events.push(e.detail));
    submit(el);
    submit(el);
    expect(await settled(el)).to.equal('Thank you for subscribing!');
    expect(fetch.callCount).to.equal(1);
    const [url, init] = fetch.firstCall.args as [string, RequestInit];
    expect(url).to.equal('/api/ajax');
    const body = Object.fromEntries(init.body as URLSearchParams);
    expect(body).to.deep.equal({
      list_id: 'news',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      ip_address: '',
      provider: 'demo',
      account: 'studio',
      checksum: 'abc',
      token: 'footer',
      custom_fields: JSON.stringify({ source: 'studio-page', work: '', postcode: '', topics: 'sales', terms: 'yes' }),
      hidden_fields: '["source"]',
      action: 'pb_newsletter_subscribe',
      nonce: 'n1',
    });
    expect((el.querySelector('form') as HTMLFormElement).hidden).to.equal(true);
    expect(events).to.deep.equal([{ form: 'news' }]);
    expect(document.cookie).to.include(`${NEWSLETTER.popupCookie}=1`);
  });

  const failures: [string, () => Promise<Response>, string, string][] = [
    [
      'a network failure',
      async () => Promise.reject(new TypeError('offline')),
      'network',
      'The server could not be reached. Please try again; what you typed is kept.',
    ],
    [
      'an expired nonce',
      answer(403, '{"error":"This page has expired. Reload the page and try again."}'),
      'nonce',
      'This page has expired. Reload the page and try again.',
    ],
    ['a 500 without text', answer(500, ''), 'server', 'Subscription failed. Please try again.'],
    ['an empty answer', answer(200, ''), 'empty', 'Subscription failed. Please try again.'],
    [
      'a server error with a probe',
      answer(200, JSON.stringify({ error: `Already subscribed: ${XSS}` })),
      'refused',
      `Already subscribed: ${XSS}`,
    ],
    ['a 409 with a probe', answer(409, JSON.stringify({ error: XSS })), 'client', XSS],
  ];
  for (const [what, reply, failure, text] of failures)
    it(`${what}: shows "${text.slice(0, 24)}…" as text, keeps every value, fires pb-form-error`, async () => {
      const el = await make();
      fill(el);
      sinon.stub(window, 'fetch').callsFake(reply);
      const events: unknown[] = [];
      el.addEventListener('pb-form-error', (e) => events.push(e.detail));
      submit(el);
      expect(await settled(el)).to.equal(text);
      expect(statusOf(el).children.length).to.equal(0);
      await aTimeout(0);
      expect((window as { __xss?: number }).__xss).to.equal(undefined);
      expect(events).to.deep.equal([{ failure, message: text }]);
      expect(field(el, 'first_name').value).to.equal('Ada');
      expect(field(el, 'email').value).to.equal('ada@example.com');
      expect(field(el, 'terms').checked).to.equal(true);
      expect((el.querySelector('form') as HTMLFormElement).hidden).to.equal(false);
    });

  describe('without the page config', () => {
    beforeEach(() => {
      setPageConfig(null);
      resetWarnings();
    });

    it("posts to its form's action with the form's nonce field", async () => {
      const warn = sinon.stub(console, 'warn');
      const el = await make();
      fill(el);
      const fetch = sinon.stub(window, 'fetch').callsFake(answer(200, '{"success":true}'));
      submit(el);
      expect(await settled(el)).to.equal('Thank you for subscribing!');
      const [url, init] = fetch.firstCall.args as [string, RequestInit];
      expect(url).to.equal('/api/ajax');
      const body = init.body as URLSearchParams;
      expect([body.get('action'), body.get('nonce')]).to.deep.equal(['pb_newsletter_subscribe', 'n1']);
      expect(warn.called).to.equal(false);
    });

    it('warns naming what is missing: no endpoint (nothing is sent), or no nonce', async () => {
      const warn = sinon.stub(console, 'warn');
      const el = await make();
      const form = el.querySelector('form') as HTMLFormElement;
      form.removeAttribute('action');
      fill(el);
      const fetch = sinon.stub(window, 'fetch').callsFake(answer(200, '{"success":true}'));
      submit(el);
      expect(await settled(el)).to.equal('Subscription failed. Please try again.');
      expect(fetch.called).to.equal(false);
      const said = () => warn.args.map((a) => String(a[0]));
      expect(said()).to.have.length(1);
      expect(said()[0]).to.contain('<pb-newsletter>').and.contain('"endpoints.ajax"').and.contain('"action"');
      warn.resetHistory();
      setPageConfig({ endpoints: { ajax: '/api/ajax' } });
      field(el, 'nonce').remove();
      submit(el);
      expect(await settled(el, 'Subscription failed. Please try again.')).to.equal('Thank you for subscribing!');
      expect(fetch.calledOnce).to.equal(true);
      expect(said()).to.have.length(1);
      expect(said()[0]).to.contain('<pb-newsletter>').and.contain('"nonces.frontend"').and.contain('"nonce"');
    });
  });

  it(`a server that never answers: after ${REQUEST.timeout} ms the call is aborted, values stay, it can be sent again`, async () => {
    const el = await make();
    fill(el);
    const clock = specClock();
    const fetch = sinon.stub(window, 'fetch').callsFake(() => new Promise(() => {}));
    const events: unknown[] = [];
    el.addEventListener('pb-form-error', (e) => events.push(e.detail));
    submit(el);
    await clock.tickAsync(REQUEST.timeout - 1);
    expect(events, 'still waiting').to.deep.equal([]);
    await clock.tickAsync(1);
    const message = 'The server could not be reached. Please try again; what you typed is kept.';
    expect(events).to.deep.equal([{ failure: 'timeout', message }]);
    clock.restore();
    expect(await settled(el)).to.equal(message);
    expect((fetch.firstCall.args[1] as RequestInit).signal?.aborted).to.equal(true);
    expect([field(el, 'first_name').value, field(el, 'email').value]).to.deep.equal(['Ada', 'ada@example.com']);
    submit(el);
    await aTimeout(0);
    expect(fetch.callCount, 'the guard is open').to.equal(2);
  });

  describe('popup (the feed form)', () => {
    it('opens as a modal dialog after the delay, once per visitor, and closes on Escape and its button', async () => {
      const clock = specClock();
      const el = await make('popup delay="5"');
      const dialog = inShadow<HTMLDialogElement>(el, 'dialog');
      expect(dialog.open).to.equal(false);
      clock.tick(4999);
      expect(dialog.open).to.equal(false);
      clock.tick(1);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(document.cookie).to.include(`${NEWSLETTER.popupCookie}=1`);
      dialog.dispatchEvent(new Event('cancel'));
      inShadow<HTMLButtonElement>(el, '[part="close"]').click();
      expect(dialog.open).to.equal(false);
      // A second page view by the same visitor: no popup.
      fixtureCleanup();
      const again = await make('popup delay="5"');
      clock.tick(60_000);
      expect(inShadow<HTMLDialogElement>(again, 'dialog').open).to.equal(false);
    });

    it('closes on Escape', async () => {
      const clock = specClock();
      const el = await make('popup delay="0"');
      clock.tick(0);
      clock.restore();
      const dialog = inShadow<HTMLDialogElement>(el, 'dialog');
      expect(dialog.open).to.equal(true);
      await expect(el).to.be.accessible();
      const { sendKeys } = await import('@web/test-runner-commands');
      await sendKeys({ press: 'Escape' });
      expect(dialog.open).to.equal(false);
    });

    it('waits while the visitor is in a form field of the page, and opens once focus leaves it', async () => {
      const clock = specClock();
      const page = await fixture<HTMLElement>('<form><input aria-label="Your name"><button>Go</button></form>');
      const input = page.querySelector('input') as HTMLInputElement;
      input.focus();
      const el = await make('popup delay="5"');
      const dialog = inShadow<HTMLDialogElement>(el, 'dialog');
      clock.tick(60_000);
      expect(dialog.open).to.equal(false);
      expect(document.cookie).not.to.include(`${NEWSLETTER.popupCookie}=1`);
      // Out of the field, to a button: it opens.
      (page.querySelector('button') as HTMLButtonElement).focus();
      expect(dialog.open).to.equal(true);
      expect(document.cookie).to.include(`${NEWSLETTER.popupCookie}=1`);
    });

    it('still waits when focus moves from one field to another', async () => {
      const clock = specClock();
      const page = await fixture<HTMLElement>(
        '<form><input aria-label="A"><textarea aria-label="B"></textarea></form>',
      );
      (page.querySelector('input') as HTMLInputElement).focus();
      const el = await make('popup delay="1"');
      clock.tick(1000);
      (page.querySelector('textarea') as HTMLTextAreaElement).focus();
      const dialog = inShadow<HTMLDialogElement>(el, 'dialog');
      expect(dialog.open).to.equal(false);
      (page.querySelector('textarea') as HTMLTextAreaElement).blur();
      expect(dialog.open).to.equal(true);
    });

    it('its close button is a target of at least 24 by 24 px (WCAG 2.5.8)', async () => {
      const clock = specClock();
      const el = await make('popup delay="0"');
      clock.tick(0);
      const box = inShadow<HTMLButtonElement>(el, '[part="close"]').getBoundingClientRect();
      expect(box.width).to.be.at.least(24);
      expect(box.height).to.be.at.least(24);
    });

    it('never opens for a crawler', async () => {
      const clock = specClock();
      Object.defineProperty(navigator, 'userAgent', {
        value: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
        configurable: true,
      });
      try {
        const el = await make('popup delay="1"');
        clock.tick(10_000);
        expect(inShadow<HTMLDialogElement>(el, 'dialog').open).to.equal(false);
      } finally {
        delete (navigator as { userAgent?: string }).userAgent;
      }
    });
  });
});
