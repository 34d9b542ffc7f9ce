/** Issue 27 §7 for the contact form: no token warns; a server that never answers ends at the time limit. */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-contact-form.js';
import type { PbContactForm } from '../../elements/pb-contact-form.js';
import { loadClient } from '../../src/components/contact-form/attach.js';
import { REQUEST } from '../../src/core/constants/request.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig, specClock } from '../helpers/index.js';

async function mount(): Promise<PbContactForm> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `<pb-contact-form id="cf">
    <form action="/contact-test" method="post">
      <input type="hidden" name="pb_token" value="tok">
      <p><label for="n">Name</label><input id="n" name="name" required></p>
      <p><label for="e">Email</label><input id="e" name="email" type="email" required></p>
      <p><label for="m">Message</label><textarea id="m" name="message" required></textarea></p>
      <button type="submit">Send</button>
    </form></pb-contact-form>`;
  const el = root.querySelector('pb-contact-form') as PbContactForm;
  await el.updateComplete;
  return el;
}

const $ = <T extends HTMLElement = HTMLInputElement>(el: Element, sel: string) => el.querySelector(sel) as T;
function fillValid(el: Element) {
  $(el, '#n').value = 'Ann';
  $(el, '#e').value = 'ann@klei.nl';
  $(el, '#m').value = 'Hello';
}
const submit = (el: Element) => $<HTMLButtonElement>(el, 'button').click();
const answer = (status: number, body: string) => Promise.resolve(new Response(body, { status }));

describe('<pb-contact-form> without a token, or without an answer', () => {
  // The request client loads on the first focus; these tests post at once, on fake clocks: load it first, so each
  // test passes alone as in the file (the lazy load has its own file).
  before(() => loadClient());

  let fetchStub: sinon.SinonStub;
  beforeEach(() => {
    fetchStub = sinon.stub(window, 'fetch');
    resetWarnings();
  });
  afterEach(() => sinon.restore());

  it('is accessible', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
  });

  it('warns, naming the element and the token field, when there is no token to post', async () => {
    const warn = sinon.stub(console, 'warn');
    fetchStub.callsFake(() => answer(200, '<p>Thanks</p>'));
    const el = await mount();
    $(el, '[name=pb_token]').remove();
    const said = () => warn.args.map((w) => String(w[0])).filter((t) => t.includes('"pb_token"'));
    fillValid(el);
    submit(el);
    await waitUntil(() => fetchStub.called);
    expect(said()).to.have.length(1);
    expect(said()[0]).to.contain('<pb-contact-form>').and.contain('nonces.contact');
    const root = await fixture<HTMLElement>(html`<div></div>`);
    root.innerHTML = '<pb-contact-form><form><input name="a"></form></pb-contact-form>';
    await (root.firstElementChild as PbContactForm).updateComplete;
    expect(said(), 'warned once, at upgrade when the form has no token field').to.have.length(1);
    // The page config's nonce is a token too: no warning.
    resetWarnings();
    warn.resetHistory();
    setPageConfig({ nonces: { contact: 'n-contact' } });
    try {
      const other = await mount();
      $(other, '[name=pb_token]').remove();
      fillValid(other);
      submit(other);
      await waitUntil(() => fetchStub.callCount === 2);
      expect((fetchStub.secondCall.args[1].body as URLSearchParams).get('pb_token')).to.equal('n-contact');
      expect(said()).to.deep.equal([]);
    } finally {
      setPageConfig(null);
    }
  });

  it(`a server that never answers: after ${REQUEST.timeout} ms the post is aborted, the form is free, values stay`, async () => {
    const clock = specClock();
    const el = await mount();
    fillValid(el);
    fetchStub.callsFake(() => new Promise(() => {}));
    const events: { failure: string }[] = [];
    el.addEventListener('pb-form-error', (e) => events.push(e.detail));
    submit(el);
    await clock.tickAsync(0);
    expect(el.getAttribute('aria-busy')).to.equal('true');
    await clock.tickAsync(REQUEST.timeout - 1);
    expect(events, 'still waiting').to.deep.equal([]);
    await clock.tickAsync(1);
    expect((fetchStub.firstCall.args[1] as RequestInit).signal?.aborted, 'the request is aborted').to.equal(true);
    expect(events).to.deep.equal([
      { failure: 'timeout', message: 'Your message could not be sent. Please try again.' },
    ]);
    expect($(el, '.pb-form-summary').textContent).to.equal('Your message could not be sent. Please try again.');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect($(el, 'button').hasAttribute('aria-disabled')).to.equal(false);
    expect([$(el, '#n').value, $(el, '#e').value, $(el, '#m').value]).to.deep.equal(['Ann', 'ann@klei.nl', 'Hello']);
    submit(el);
    await clock.tickAsync(0);
    expect(fetchStub.callCount, 'the guard is open: a second try goes out').to.equal(2);
  });
});
