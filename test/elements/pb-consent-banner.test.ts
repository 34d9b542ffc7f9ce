// Assertions compare strings and booleans, never elements: a failing comparison of
// DOM nodes hangs the runner while it serialises them.
// No static import of the panel or of anything that loads React: the first test checks that the banner alone doesn't.
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-consent-banner.js';
import { PbConsentBanner } from '../../elements/pb-consent-banner.js';
import { define } from '../../src/base/index.js';
import { consentBannerClass } from '../../src/components/consent-banner/shell.js';
import { getBus } from '../../src/core/bus/index.js';
import '../../src/core/consent/topic.js';
import type { ConsentConfig, ConsentState } from '../../src/core/consent/types.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { fakeConsent } from '../helpers/consent.js';

const g = globalThis as unknown as Record<symbol, unknown>;

/** Forget the manager and the bus, as on a fresh page. */
function reset(): void {
  delete g[Symbol.for('pb-elements.bus')];
  delete g[Symbol.for('pb-elements.consent')];
}

/** A fake manager on the current bus (see test/helpers/consent.ts). */
const start = (state: Partial<ConsentState> = {}, config: Partial<ConsentConfig> = {}) => fakeConsent(state, config);

const returning: Partial<ConsentState> = { bannerOpen: false, bannerStatus: 'dismissed' };

const manage = (el: PbConsentBanner) => el.shadowRoot?.querySelector('[part="manage-button"]') as HTMLButtonElement;
const panelOf = (el: PbConsentBanner) =>
  el.shadowRoot?.querySelector('pb-consent-panel') as (HTMLElement & { updateComplete: Promise<void> }) | null;
const inPanel = <E extends Element = HTMLElement>(el: PbConsentBanner, selector: string) =>
  panelOf(el)?.shadowRoot?.querySelector(selector) as E | null;
const isOpen = (el: PbConsentBanner) => inPanel<HTMLDialogElement>(el, 'dialog')?.open === true;
/** axe measures contrast as painted, so the slide-in (which fades) must have finished. */
async function settled(el: PbConsentBanner): Promise<void> {
  await Promise.all(
    inPanel(el, 'dialog')
      ?.getAnimations()
      .map((a) => a.finished) ?? [],
  );
}
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
/** React is served from the test-only vendor folder (scripts/vendor.mjs); r2wc from node_modules. */
const reactLoaded = () =>
  performance.getEntriesByType('resource').some((e) => /\/\.pb-vendor\/react|\/@r2wc\//.test(e.name));

describe('<pb-consent-banner>', () => {
  beforeEach(reset);
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    fixtureCleanup();
    await aTimeout(0);
  });

  // Axe on the banner alone: no panel is asked for, so the next test still sees no React downloaded.
  it('is accessible for a returning visitor', async () => {
    start(returning);
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    await expect(el).to.be.accessible();
    expect(reactLoaded()).to.equal(false);
  });

  it('downloads no React for a returning visitor; the manage button loads the panel, focuses it and gets focus back', async function () {
    // The first test downloads React (unbundled, in development mode).
    this.timeout(15000);
    const { api } = start(returning);
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    await expect(el).to.be.accessible();
    const button = manage(el);
    expect(button.localName).to.equal('button');
    expect(button.hidden).to.equal(false);
    expect(button.textContent).to.equal('Manage consent');
    expect(getComputedStyle(button).position).to.equal('fixed');
    // updateComplete waits for a panel that is loading, so none is.
    await el.updateComplete;
    expect(customElements.get('pb-consent-panel')).to.equal(undefined);
    expect(panelOf(el) === null, 'no panel yet').to.equal(true);
    expect(reactLoaded()).to.equal(false);

    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(api.open.calledOnce).to.equal(true);
    await waitUntil(() => isOpen(el), 'the banner did not open', { timeout: 10000 });
    await el.updateComplete;
    expect(customElements.get('pb-consent-panel')).to.not.equal(undefined);
    expect(reactLoaded()).to.equal(true);
    expect(button.hidden).to.equal(true);
    expect(deepActive()?.getAttribute('part')).to.equal('title');
    await settled(el);
    await expect(el).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    expect(api.dismiss.calledOnce).to.equal(true);
    await waitUntil(() => !isOpen(el));
    expect(button.hidden).to.equal(false);
    await waitUntil(() => deepActive() === button, 'focus did not return to the manage button');
    await expect(el).to.be.accessible();
  });

  it('waits for the manager, then opens at page load without taking focus', async () => {
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    expect(manage(el).hidden).to.equal(true);
    const outside = document.createElement('button');
    outside.textContent = 'page';
    document.body.append(outside);
    outside.focus();
    start();
    await waitUntil(() => isOpen(el), 'the banner did not open');
    expect(document.activeElement === outside, 'focus stays on the page').to.equal(true);
    expect(manage(el).hidden).to.equal(true);
    await settled(el);
    await expect(el).to.be.accessible();
    outside.remove();
  });

  it('moves focus to the manage button when a choice made inside the banner closes it', async () => {
    const { api } = start();
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    await waitUntil(() => isOpen(el));
    inPanel(el, '[part~="deny-button"]')?.focus();
    await sendKeys({ press: 'Enter' });
    expect(api.denyAll.calledOnce).to.equal(true);
    await waitUntil(() => !isOpen(el));
    await waitUntil(() => deepActive() === manage(el));
  });

  it('shows the manage button only when closed after a choice, or under a privacy signal', async () => {
    const { publish } = start(returning);
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    const cases: [Partial<ConsentState>, boolean][] = [
      [{ bannerOpen: false, bannerStatus: 'dismissed' }, true],
      [{ bannerOpen: false, bannerStatus: '' }, false],
      [{ bannerOpen: false, bannerStatus: '', privacySignal: true }, true],
      [{ bannerOpen: true, bannerStatus: 'show', privacySignal: false }, false],
      [{ bannerOpen: false, bannerStatus: 'dismissed', bot: true }, false],
      [{ bannerOpen: false, bannerStatus: 'dismissed', bot: false, consentType: 'other' }, false],
    ];
    for (const [state, shown] of cases) {
      publish(state);
      expect(manage(el).hidden, JSON.stringify(state)).to.equal(!shown);
    }
  });

  it('hides the manage button when the config disables the banner', async () => {
    start(returning, { banner_enabled: false });
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    expect(manage(el).hidden).to.equal(true);
  });

  it('validates position (a warning and bottom) and hands it and messages to the banner', async () => {
    const warn = sinon.stub(console, 'warn');
    start();
    const el = await fixture<PbConsentBanner>(
      html`<pb-consent-banner position="top" messages='{"accept":"OK","manageConsent":"Cookies"}'></pb-consent-banner>`,
    );
    expect(el.position).to.equal('bottom');
    expect(warn.calledWithMatch('<pb-consent-banner> attribute "position"')).to.equal(true);
    await waitUntil(() => isOpen(el));
    expect(inPanel(el, 'dialog')?.classList.contains('bottom')).to.equal(true);
    expect(inPanel(el, '[part~="accept-button"]')?.textContent).to.equal('OK');
    expect(manage(el).textContent).to.equal('Cookies');
    el.position = 'center';
    expect(el.getAttribute('position')).to.equal('center');
    await panelOf(el)?.updateComplete;
    expect(inPanel(el, 'dialog')?.classList.contains('center')).to.equal(true);
    el.setAttribute('messages', '{bad');
    expect(warn.calledWithMatch('<pb-consent-banner> attribute "messages"')).to.equal(true);
    expect(manage(el).textContent).to.equal('Manage consent');
  });

  it("labels the manage button with the region's text from the banner call", async () => {
    start(returning, { texts: { manage_consent: 'Toestemming beheren' } });
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    expect(manage(el).textContent).to.equal('Toestemming beheren');
  });

  it('shows its children inside the banner, and re-emits the panel toggle from itself', async () => {
    const { publish } = start({ bannerOpen: false });
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner><p>Extra note</p></pb-consent-banner>`);
    const seen: boolean[] = [];
    el.addEventListener('pb-consent-panel-toggle', (e) => seen.push(e.detail.open));
    publish({ bannerOpen: true });
    await waitUntil(() => isOpen(el));
    const note = el.querySelector('p') as HTMLElement;
    expect(note.checkVisibility()).to.equal(true);
    expect(inPanel<HTMLDialogElement>(el, 'dialog')?.contains(note.assignedSlot?.assignedSlot ?? null)).to.equal(true);
    publish({ bannerOpen: false });
    await waitUntil(() => seen.length === 2);
    expect(seen).to.deep.equal([true, false]);
    expect(note.checkVisibility()).to.equal(false);
  });

  it('takes messages and position as JS properties; messages that are not an object warn naming the property', async () => {
    const warn = sinon.stub(console, 'warn');
    start(returning);
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    expect([el.position, JSON.stringify(el.messages)]).to.deep.equal(['bottom', '{}']);
    el.messages = { manageConsent: 'Cookies' };
    expect(manage(el).textContent).to.equal('Cookies');
    el.position = 'bottom-left';
    expect(el.getAttribute('position')).to.equal('bottom-left');
    el.messages = ['Cookies'] as unknown as Record<string, string>;
    expect(warn.calledWithMatch('<pb-consent-banner> property "messages"')).to.equal(true);
    expect(manage(el).textContent).to.equal('Manage consent');
    el.setAttribute('messages', '"Cookies"');
    expect(warn.calledWithMatch(/<pb-consent-banner> attribute "messages".*a JSON object/)).to.equal(true);
  });

  it('keeps properties set before the upgrade', async () => {
    start(returning);
    const el = document.createElement('pb-consent-banner-late') as PbConsentBanner;
    Object.assign(el, { position: 'center', messages: { manageConsent: 'Cookies' } });
    document.body.append(el);
    define('pb-consent-banner-late', class extends PbConsentBanner {});
    expect(el.position).to.equal('center');
    expect(manage(el).textContent).to.equal('Cookies');
    expect(manage(el).hidden).to.equal(false);
    el.remove();
  });

  it('holds updateComplete until the panel has loaded and rendered', async () => {
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Slow = consentBannerClass({ loadPanel: () => gate.then(() => import('../../elements/pb-consent-panel.js')) });
    define('pb-consent-banner-slow', Slow);
    start();
    // Not a fixture: it would wait for updateComplete itself.
    const el = document.createElement('pb-consent-banner-slow') as PbConsentBanner;
    document.body.append(el);
    let done = false;
    void el.updateComplete.then(() => (done = true));
    await aTimeout(10);
    expect(done).to.equal(false);
    release();
    await el.updateComplete;
    expect(done).to.equal(true);
    expect(inPanel(el, 'dialog')?.localName).to.equal('dialog');
    el.remove();
  });

  it('keeps its subscription through a move', async () => {
    const { publish } = start(returning);
    const el = await fixture<PbConsentBanner>(html`<pb-consent-banner></pb-consent-banner>`);
    const subscribe = sinon.spy(getBus(), 'subscribe');
    const other = document.createElement('section');
    el.after(other);
    other.append(el);
    await aTimeout(0);
    expect(subscribe.callCount).to.equal(0);
    publish({ bannerStatus: '' });
    expect(manage(el).hidden).to.equal(true);
    publish({ bannerStatus: 'dismissed' });
    expect(manage(el).hidden).to.equal(false);
  });
});
