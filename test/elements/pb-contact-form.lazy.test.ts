/** Issue 33: the contact form's request client is not part of its first load; the visitor moving in fetches it. */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-contact-form.js';
import type { PbContactForm } from '../../elements/pb-contact-form.js';

async function mount(): Promise<PbContactForm> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `<pb-contact-form id="cf">
    <form action="/contact-test" method="post">
      <input type="hidden" name="pb_token" value="tok">
      <p><label for="n">Name</label><input id="n" name="name" required></p>
      <button type="submit">Send</button>
    </form></pb-contact-form>`;
  const el = root.querySelector('pb-contact-form') as PbContactForm;
  await el.updateComplete;
  return el;
}

/** The request client's module, once the page has fetched it (the test server serves the source). */
const clientFetched = () =>
  performance.getEntriesByType('resource').some((e) => /\/src\/core\/request\/index\.[jt]s/.test(e.name));

describe('<pb-contact-form> request client on demand', () => {
  afterEach(() => sinon.restore());

  it('is accessible', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
  });

  it('is not fetched with the form; the visitor moving into the form fetches it, and the post goes out with it', async () => {
    const fetchStub = sinon.stub(window, 'fetch').resolves(new Response('<p>Thanks</p>', { status: 200 }));
    const el = await mount();
    expect(clientFetched(), 'fetched with the form').to.equal(false);
    el.querySelector<HTMLInputElement>('#n')?.focus();
    await waitUntil(clientFetched, 'the client is fetched on focus', { timeout: 4000 });
    (el.querySelector('#n') as HTMLInputElement).value = 'Ann';
    el.querySelector('button')?.click();
    await waitUntil(() => fetchStub.called, 'the post goes out', { timeout: 4000 });
    expect(fetchStub.firstCall.args[0]).to.equal('/contact-test');
  });
});
