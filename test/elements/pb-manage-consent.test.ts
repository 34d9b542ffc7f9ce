import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-manage-consent.js';
import type { PbManageConsent } from '../../elements/pb-manage-consent.js';
import '../../src/core/consent/topic.js';
import type { ConsentConfig, ConsentState } from '../../src/core/consent/types.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { fakeConsent } from '../helpers/consent.js';
import { setPageConfig } from '../helpers/index.js';

const g = globalThis as unknown as Record<symbol, unknown>;

function reset(): void {
  delete g[Symbol.for('pb-elements.bus')];
  delete g[Symbol.for('pb-elements.consent')];
  delete (window as { pwned?: unknown }).pwned;
}

/** A fake manager on the current bus, for a returning visitor (see test/helpers/consent.ts). */
const start = (state: Partial<ConsentState> = {}, config: Partial<ConsentConfig> = {}) =>
  fakeConsent(
    {
      categories: { functional: true, preferences: false, statistics: true, marketing: false },
      bannerStatus: 'dismissed',
      bannerOpen: false,
      ...state,
    },
    { url: '/wp-json/complianz/v1/', locale: 'en_GB', ...config },
  );

const POLICY =
  '<h2>Your consent</h2><p>Choose below.</p><script>window.pwned = 1</script><img alt="" src="data:," onerror="window.pwned = 2"><style>body{color:red}</style>';

/** Answers manage_consent_html with `body`; every other request goes to the network. */
function serve(body: unknown, status = 200): sinon.SinonStub {
  const real = window.fetch.bind(window);
  return sinon
    .stub(window, 'fetch')
    .callsFake((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('manage_consent_html')
        ? Promise.resolve(new Response(JSON.stringify(body), { status }))
        : real(input, init),
    );
}

const slotted = (el: PbManageConsent) => el.querySelector<HTMLElement>('[slot="loaded"]');
const fallback = (el: PbManageConsent) => el.querySelector<HTMLElement>('.fallback') as HTMLElement;
const $ = <E extends Element = HTMLElement>(el: PbManageConsent, selector: string) =>
  el.shadowRoot?.querySelector(selector) as E;

describe('<pb-manage-consent>', () => {
  beforeEach(reset);
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    fixtureCleanup();
    await aTimeout(0);
  });

  it('is accessible with its fallback and with the loaded content and form', async () => {
    const fetch = serve(POLICY);
    const el = await fixture<PbManageConsent>(
      html`<pb-manage-consent><p class="fallback">Loading the consent options.</p></pb-manage-consent>`,
    );
    await expect(el).to.be.accessible();
    start();
    // The content waits for the sanitiser, loaded on demand (two requests unbundled): seconds on a loaded machine.
    await waitUntil(() => slotted(el), 'the loaded content', { timeout: 4000 });
    await el.updateComplete;
    expect(fetch.calledWithMatch('/wp-json/complianz/v1/manage_consent_html?locale=en_GB')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('waits for the manager, then replaces the fallback with the sanitised server HTML', async () => {
    const fetch = serve(POLICY);
    const el = await fixture<PbManageConsent>(
      html`<pb-manage-consent><p class="fallback">Loading</p></pb-manage-consent>`,
    );
    await el.updateComplete;
    expect(fetch.called).to.equal(false);
    expect(fallback(el).checkVisibility()).to.equal(true);
    start();
    await waitUntil(() => slotted(el), 'the loaded content', { timeout: 4000 });
    await el.updateComplete;
    const box = slotted(el) as HTMLElement;
    expect(box.querySelector('h2')?.textContent).to.equal('Your consent');
    expect(box.querySelectorAll('script, style').length, 'no script, no page-wide style').to.equal(0);
    expect(box.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    expect(box.innerHTML).to.not.include('pwned');
    expect(box.checkVisibility()).to.equal(true);
    expect(fallback(el).checkVisibility()).to.equal(false);
    // The image fails to load; without its onerror nothing runs.
    const img = box.querySelector('img') as HTMLImageElement;
    await new Promise((done) => (img.complete ? done(null) : img.addEventListener('error', done, { once: true })));
    expect((window as { pwned?: unknown }).pwned).to.equal(undefined);
  });

  it('adds the final slash a configured base lacks', async () => {
    const fetch = serve(POLICY);
    const el = await fixture<PbManageConsent>(html`<pb-manage-consent></pb-manage-consent>`);
    start({}, { url: '/wp-json/complianz/v1' });
    await waitUntil(() => slotted(el), 'the loaded content', { timeout: 4000 });
    expect(String(fetch.firstCall.args[0])).to.equal('/wp-json/complianz/v1/manage_consent_html?locale=en_GB');
  });

  it('keeps the fallback and warns once when the call fails', async () => {
    const warn = sinon.stub(console, 'warn');
    start({}, { url: '/no-such-endpoint/' });
    const el = await fixture<PbManageConsent>(
      html`<pb-manage-consent><p class="fallback">Policy</p></pb-manage-consent>`,
    );
    await waitUntil(() => warn.called, 'no warning', { timeout: 4000 });
    expect(warn.calledOnce).to.equal(true);
    expect(warn.firstCall.args[0])
      .to.include('<pb-manage-consent>')
      .and.include('/no-such-endpoint/manage_consent_html');
    expect(slotted(el) === null, 'nothing loaded').to.equal(true);
    expect(fallback(el).checkVisibility()).to.equal(true);
  });

  it('rejects an answer that is not a JSON string of HTML', async () => {
    const warn = sinon.stub(console, 'warn');
    serve({ html: '<p>x</p>' });
    start();
    const el = await fixture<PbManageConsent>(
      html`<pb-manage-consent><p class="fallback">Policy</p></pb-manage-consent>`,
    );
    await waitUntil(() => warn.called, 'no warning', { timeout: 4000 });
    expect(warn.firstCall.args[0]).to.include('not a JSON string');
    expect(fallback(el).checkVisibility()).to.equal(true);
  });

  it('offers the category switches and service checkboxes, reflecting and saving consent', async () => {
    serve('<p>Policy</p>');
    const { api, publish } = start({}, {
      services: [{ name: 'youtube', category: 'marketing', label: 'YouTube' }],
    } as Partial<ConsentConfig>);
    const el = await fixture<PbManageConsent>(html`<pb-manage-consent></pb-manage-consent>`);
    await el.updateComplete;
    const switches = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('[role="switch"]') ?? [])];
    expect(switches.map((s) => s.checked)).to.deep.equal([true, false, true, false]);
    expect(switches[0]?.disabled).to.equal(true);
    const youtube = $<HTMLInputElement>(el, 'input[data-service="youtube"]');
    expect(youtube.labels?.[0]?.textContent).to.equal('YouTube');
    expect(youtube.checked).to.equal(false);
    publish({ categories: { functional: true, preferences: false, statistics: true, marketing: true } });
    // React renders the published state in a task of its own scheduler, not necessarily before the next timer
    // (WebKit on a loaded machine).
    await waitUntil(() => switches[3]?.checked, 'the marketing switch follows the published consent', {
      timeout: 4000,
    });
    expect(switches[3]?.checked).to.equal(true);
    expect(youtube.checked).to.equal(true);
    switches[1]?.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(switches[1]?.checked).to.equal(true);
    $(el, '[part~="save-button"]').click();
    expect(api.save.calledOnceWith({ preferences: true, statistics: true, marketing: true }, {})).to.equal(true);
  });

  it('takes strings from the banner table, then its own page config entry and attribute', async () => {
    setPageConfig({ messages: { 'pb-consent-banner': { savePreferences: 'Speichern', marketing: 'Werbung' } } });
    serve('<p>Policy</p>');
    start();
    const el = await fixture<PbManageConsent>(
      html`<pb-manage-consent messages='{"marketing":"Reklame"}'></pb-manage-consent>`,
    );
    await el.updateComplete;
    expect($(el, '[part~="save-button"]').textContent).to.equal('Speichern');
    const labels = [...(el.shadowRoot?.querySelectorAll('label.label') ?? [])].map((l) => l.textContent);
    expect(labels).to.include('Reklame');
    setPageConfig(null);
  });
});
