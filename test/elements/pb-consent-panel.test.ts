import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-consent-panel.js';
import type { PbConsentPanel } from '../../elements/pb-consent-panel.js';
import { CSS_FALLBACK_MESSAGE } from '../../src/components/consent-banner/messages.js';
import '../../src/core/consent/topic.js';
import type { ConsentConfig, ConsentState } from '../../src/core/consent/types.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { fakeConsent } from '../helpers/consent.js';
import { reduceMotion, setPageConfig } from '../helpers/index.js';

/** A fresh bus and a fake manager (see test/helpers/consent.ts). */
function install(config: Partial<ConsentConfig> = {}, state: Partial<ConsentState> = {}) {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('pb-elements.bus')];
  return fakeConsent(state, config);
}

async function panel(markup = html`<pb-consent-panel></pb-consent-panel>`): Promise<PbConsentPanel> {
  const el = await fixture<PbConsentPanel>(markup);
  await el.updateComplete;
  return el;
}

/** axe measures contrast as painted, so the slide-in (which fades) must have finished. */
async function settled(el: PbConsentPanel): Promise<void> {
  await Promise.all(
    el.shadowRoot
      ?.querySelector('dialog')
      ?.getAnimations()
      .map((a) => a.finished) ?? [],
  );
}

const $ = <E extends Element = HTMLElement>(el: PbConsentPanel, selector: string): E =>
  el.shadowRoot?.querySelector(selector) as E;
const dialog = (el: PbConsentPanel) => $<HTMLDialogElement>(el, 'dialog');
/** The element that really has focus, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
async function click(el: PbConsentPanel, selector: string): Promise<void> {
  $(el, selector).click();
  await el.updateComplete;
  await aTimeout(0);
}

const links = {
  eu: { 'cookie-statement': { url: '/cookie-policy-eu/', title: 'Cookie policy (EU)' } },
  us: {
    'cookie-statement': { url: '/opt-out-preferences/', title: 'Opt-out preferences' },
    'privacy-statement': { url: '/privacy-statement-us/', title: 'Privacy statement (US)' },
  },
};

describe('<pb-consent-panel>', () => {
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    setPageConfig(null);
    fixtureCleanup();
    await aTimeout(0);
  });

  it('is accessible open, with preferences shown, closed, and as a soft cookie wall', async () => {
    const { publish } = install({
      page_links: links,
      services: [{ name: 'yt', category: 'marketing', label: 'YouTube' }],
    });
    const el = await panel();
    await settled(el);
    await expect(el).to.be.accessible();
    await click(el, '[part~="preferences-button"]');
    await expect(el).to.be.accessible();
    publish({ bannerOpen: false });
    await waitUntil(() => !dialog(el).open, 'closed');
    await expect(el).to.be.accessible();
    fixtureCleanup();
    install({ soft_cookiewall: true });
    const wall = await panel();
    await settled(wall);
    await expect(wall).to.be.accessible();
  });

  it('is a non-modal dialog labelled by its heading and described by its text, fixed to the viewport', async () => {
    install();
    const el = await panel();
    const d = dialog(el);
    expect(d.open).to.equal(true);
    expect(d.matches(':modal')).to.equal(false);
    expect(d.hasAttribute('aria-modal')).to.equal(false);
    expect(el.shadowRoot?.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
      'Manage cookie consent',
    );
    expect(el.shadowRoot?.getElementById(d.getAttribute('aria-describedby') ?? '')?.getAttribute('part')).to.equal(
      'message',
    );
    expect(getComputedStyle(d).position).to.equal('fixed');
    expect($(el, '[part="close-button"]').getAttribute('aria-label')).to.equal('Close');
  });

  it('opens at page load without taking focus, and hides when the state closes it', async () => {
    const { publish } = install({}, { bannerOpen: false });
    const el = await panel();
    expect(dialog(el).open).to.equal(false);
    const outside = document.createElement('button');
    outside.textContent = 'page';
    document.body.append(outside);
    outside.focus();
    publish({ bannerOpen: true });
    await waitUntil(() => dialog(el).open);
    expect(document.activeElement === outside, 'focus stays on the page').to.equal(true);
    publish({ bannerOpen: false });
    await waitUntil(() => !dialog(el).open);
    outside.remove();
  });

  it('focuses its heading when the visitor opened it, then tabs through the choices in order', async () => {
    install({ page_links: links });
    await panel(html`<pb-consent-panel focus-on-open></pb-consent-panel>`);
    expect(deepActive()?.getAttribute('part')).to.equal('title');
    const order: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      order.push(deepActive()?.getAttribute('part') ?? null);
    }
    expect(order).to.deep.equal([
      'button accept-button',
      'button deny-button',
      'button preferences-button',
      'link',
      'close-button',
    ]);
  });

  it('closes (dismiss) on Escape', async () => {
    const { api } = install();
    const el = await panel(html`<pb-consent-panel focus-on-open></pb-consent-panel>`);
    await sendKeys({ press: 'Escape' });
    expect(api.dismiss.calledOnce).to.equal(true);
    await waitUntil(() => !dialog(el).open);
  });

  it('as a soft cookie wall: modal with a backdrop, the page inert, Tab kept inside, no Escape or close', async () => {
    const { api } = install({ soft_cookiewall: true });
    const outside = document.createElement('button');
    outside.textContent = 'page';
    document.body.append(outside);
    const el = await panel();
    const d = dialog(el);
    expect(d.matches(':modal')).to.equal(true);
    expect(d.getAttribute('aria-modal')).to.equal('true');
    expect(getComputedStyle(d, '::backdrop').backgroundColor).to.equal('rgba(0, 0, 0, 0.5)');
    expect($(el, '[part="close-button"]') === null, 'no close button').to.equal(true);
    outside.focus();
    expect(document.activeElement === outside, 'the page is inert').to.equal(false);
    $(el, '[part~="preferences-button"]').focus();
    // The last choice wraps to the first (the heading is focusable by script only).
    await sendKeys({ press: 'Tab' });
    expect(deepActive()?.getAttribute('part')).to.equal('button accept-button');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActive()?.getAttribute('part')).to.equal('button preferences-button');
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await aTimeout(0);
    expect(api.dismiss.called).to.equal(false);
    expect(d.matches(':modal')).to.equal(true);
    outside.remove();
  });

  it('gives accept and deny equal weight: same size and style', async () => {
    install();
    const el = await panel();
    const accept = $(el, '[part~="accept-button"]');
    const deny = $(el, '[part~="deny-button"]');
    const a = getComputedStyle(accept);
    const d = getComputedStyle(deny);
    for (const p of ['font-size', 'font-weight', 'padding', 'background-color', 'color', 'border', 'border-radius']) {
      expect(a.getPropertyValue(p), p).to.equal(d.getPropertyValue(p));
    }
    const [ra, rd] = [accept.getBoundingClientRect(), deny.getBoundingClientRect()];
    // Flex shares out fractions of a pixel.
    expect(ra.width).to.be.closeTo(rd.width, 0.1);
    expect(ra.height).to.equal(rd.height);
  });

  it('calls the right api method for each button', async () => {
    const cases: [string, 'acceptAll' | 'denyAll' | 'dismiss'][] = [
      ['[part~="accept-button"]', 'acceptAll'],
      ['[part~="deny-button"]', 'denyAll'],
      ['[part="close-button"]', 'dismiss'],
    ];
    for (const [selector, method] of cases) {
      const { api } = install();
      const el = await panel();
      await click(el, selector);
      expect(api[method].calledOnce, method).to.equal(true);
      for (const other of ['acceptAll', 'denyAll', 'dismiss', 'save'] as const) {
        if (other !== method) expect(api[other].called, `${method} not ${other}`).to.equal(false);
      }
      await waitUntil(() => !dialog(el).open);
      fixtureCleanup();
    }
  });

  it('shows switches that reflect the state, with functional always active, and saves the edits', async () => {
    const { api, publish } = install(
      {},
      { categories: { functional: true, preferences: false, statistics: true, marketing: false } },
    );
    const el = await panel();
    const prefs = $(el, '[part~="preferences-button"]');
    expect(prefs.getAttribute('aria-expanded')).to.equal('false');
    expect($(el, '[part="categories"]') === null, 'no switches yet').to.equal(true);
    await click(el, '[part~="preferences-button"]');
    expect(prefs.getAttribute('aria-expanded')).to.equal('true');
    const switches = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('[role="switch"]') ?? [])];
    expect(switches.map((s) => s.labels?.[0]?.textContent)).to.deep.equal([
      'Functional',
      'Preferences',
      'Statistics',
      'Marketing',
    ]);
    expect(switches.map((s) => s.checked)).to.deep.equal([true, false, true, false]);
    expect(switches[0]?.disabled).to.equal(true);
    expect($(el, '[part="always-active"]').textContent).to.equal('Always active');
    publish({ categories: { functional: true, preferences: true, statistics: true, marketing: false } });
    // React renders the published state in a task of its own, which WebKit runs after a 0 ms timeout.
    await waitUntil(() => switches[1]?.checked, 'the published state shows');
    switches[3]?.click();
    switches[2]?.click();
    await el.updateComplete;
    await click(el, '[part~="save-button"]');
    expect(api.save.calledOnceWith({ preferences: true, statistics: false, marketing: true }, {})).to.equal(true);
  });

  it('lists each service under its category, following the category until chosen', async () => {
    const services = [
      { name: 'youtube', category: 'marketing', label: 'YouTube' },
      { name: 'ga', category: 'statistics', label: 'Google Analytics' },
      { name: 'odd', category: 'nonsense', label: 'Odd' },
    ];
    const { api } = install({ services } as Partial<ConsentConfig>, {
      categories: { functional: true, preferences: false, statistics: false, marketing: true },
      services: { ga: true },
    });
    const el = await panel();
    await click(el, '[part~="preferences-button"]');
    const box = (name: string) => $<HTMLInputElement>(el, `input[data-service="${name}"]`);
    const categoryOf = (name: string) =>
      box(name).closest('[part="category"]')?.querySelector('label.label')?.textContent;
    expect(categoryOf('youtube')).to.equal('Marketing');
    expect(categoryOf('ga')).to.equal('Statistics');
    expect(categoryOf('odd')).to.equal('Marketing');
    expect(box('youtube').labels?.[0]?.textContent).to.equal('YouTube');
    expect(box('youtube').checked).to.equal(true);
    expect(box('ga').checked).to.equal(true);
    expect(box('youtube').closest('ul')?.getAttribute('aria-label')).to.equal('Marketing services');
    const marketing = box('youtube').closest('[part="category"]')?.querySelector<HTMLInputElement>('[role="switch"]');
    marketing?.click();
    await el.updateComplete;
    expect(box('youtube').checked).to.equal(false);
    box('ga').click();
    await el.updateComplete;
    await click(el, '[part~="save-button"]');
    expect(
      api.save.calledOnceWith({ preferences: false, statistics: false, marketing: false }, { ga: false }),
    ).to.equal(true);
  });

  it("links the region's policy pages, and follows the region", async () => {
    const { publish } = install(
      { page_links: { ...links, bad: { x: { url: 'javascript:alert(1)', title: 'X' } } } } as Partial<ConsentConfig>,
      { region: 'us' },
    );
    const el = await panel();
    const shown = () =>
      [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[part="link"]') ?? [])].map((a) => [
        a.getAttribute('href'),
        a.textContent,
      ]);
    expect(shown()).to.deep.equal([
      ['/opt-out-preferences/', 'Opt-out preferences'],
      ['/privacy-statement-us/', 'Privacy statement (US)'],
    ]);
    expect($(el, '[part="links"]').getAttribute('aria-label')).to.equal('Policies');
    publish({ region: 'eu' });
    await waitUntil(() => shown().length === 1, "the region's links show");
    expect(shown()).to.deep.equal([['/cookie-policy-eu/', 'Cookie policy (EU)']]);
    const warn = sinon.stub(console, 'warn');
    publish({ region: 'bad' });
    await waitUntil(() => shown().length === 0, 'no links for an unknown region');
    expect(warn.calledWithMatch('page_links')).to.equal(true);
  });

  it('links the css_file template and, when it is missing, logs the fallback message and keeps its own styles', async () => {
    const warn = sinon.stub(console, 'warn');
    install({ css_file: '/no-such-dir/banner-{type}-{banner_id}.css', consenttype: 'optout', user_banner_id: '7' });
    const el = await panel();
    const link = $<HTMLLinkElement>(el, 'link[rel="stylesheet"]');
    expect(link.getAttribute('href')).to.equal('/no-such-dir/banner-optout-7.css');
    expect(link.getRootNode() === el.shadowRoot, 'link in the shadow root').to.equal(true);
    await waitUntil(() => warn.called, 'no warning', { timeout: 4000 });
    expect(warn.calledOnceWithExactly(CSS_FALLBACK_MESSAGE)).to.equal(true);
    expect(CSS_FALLBACK_MESSAGE).to.equal(
      'Fallback default css file used. Please re-save banner settings, or check file writing permissions in uploads directory',
    );
    expect(getComputedStyle(dialog(el)).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle($(el, '[part~="accept-button"]')).borderTopStyle).to.equal('solid');
  });

  it("lets the css_file's rules override its own, and keeps its own in no inline <style> (a strict style CSP)", async () => {
    install({ css_file: 'data:text/css,.dialog{background-color:rgb(1,2,3)}' });
    const el = await panel();
    await waitUntil(() => getComputedStyle(dialog(el)).backgroundColor === 'rgb(1, 2, 3)', 'css_file not in force', {
      timeout: 4000,
    });
    expect(el.shadowRoot?.querySelector('style'), 'no inline style element').to.equal(null);
    expect(getComputedStyle(dialog(el)).position, 'its own rules still apply').to.equal('fixed');
  });

  it('takes every string from the messages table: page config, then the attribute', async () => {
    setPageConfig({ messages: { 'pb-consent-banner': { accept: 'Alle akzeptieren', deny: 'Ablehnen' } } });
    install();
    const el = await panel(html`<pb-consent-panel messages='{"deny":"Nur notwendige"}'></pb-consent-panel>`);
    expect($(el, '[part~="accept-button"]').textContent).to.equal('Alle akzeptieren');
    expect($(el, '[part~="deny-button"]').textContent).to.equal('Nur notwendige');
    expect($(el, '[part~="preferences-button"]').textContent).to.equal('View preferences');
  });

  it("shows the region's texts from the banner call in their language, under the page's own messages", async () => {
    setPageConfig({ messages: { 'pb-consent-banner': { deny: 'Weigeren' } } });
    install({
      locale: 'nl',
      texts: {
        title: 'Cookie-toestemming beheren',
        message: 'Wij gebruiken cookies.',
        accept: 'Alles accepteren',
        deny: 'Alles weigeren',
        view_preferences: 42,
        categories: { marketing: { title: 'Marketing (nl)', description: 'Advertenties.' }, statistics: 'x' },
      },
    });
    const el = await panel();
    expect($(el, '[part="title"]').textContent).to.equal('Cookie-toestemming beheren');
    expect($(el, '[part="message"]').textContent).to.equal('Wij gebruiken cookies.');
    expect($(el, '[part~="accept-button"]').textContent).to.equal('Alles accepteren');
    expect($(el, '[part~="deny-button"]').textContent, "the page's messages still win").to.equal('Weigeren');
    expect($(el, '[part~="preferences-button"]').textContent, 'not a string: the default').to.equal('View preferences');
    expect(dialog(el).lang).to.equal('nl');
    await click(el, '[part~="preferences-button"]');
    expect(el.shadowRoot?.textContent)
      .to.contain('Marketing (nl)')
      .and.contain('Advertenties.')
      .and.contain('Statistics');
    fixtureCleanup();
    install();
    expect((await panel()).shadowRoot?.querySelector('dialog')?.hasAttribute('lang')).to.equal(false);
  });

  it('counts as a bar at the foot of the window while open, so focus and scrolls stay above it', async () => {
    const { publish } = install();
    const el = await panel();
    const padding = () => document.documentElement.style.scrollPaddingBottom;
    await waitUntil(() => padding() !== '', 'the banner reports its height');
    expect(Number.parseFloat(padding())).to.be.closeTo(dialog(el).offsetHeight, 1);
    publish({ bannerOpen: false });
    await waitUntil(() => padding() === '', 'a closed banner is no bar');
    fixtureCleanup();
    install();
    await panel(html`<pb-consent-panel position="center"></pb-consent-panel>`);
    await aTimeout(50);
    expect(padding(), 'the centred box is not a bar').to.equal('');
  });

  it('slides in, except with reduced motion', async () => {
    install();
    let el = await panel();
    expect(dialog(el).getAnimations()).to.have.length(1);
    fixtureCleanup();
    reduceMotion();
    install();
    el = await panel();
    expect(dialog(el).open).to.equal(true);
    expect(dialog(el).getAnimations()).to.have.length(0);
  });

  it('warns about an unknown position and uses bottom', async () => {
    const warn = sinon.stub(console, 'warn');
    install();
    const el = await panel(html`<pb-consent-panel position="top"></pb-consent-panel>`);
    expect(el.position).to.equal('bottom');
    expect(dialog(el).classList.contains('bottom')).to.equal(true);
    expect(warn.calledWithMatch('<pb-consent-panel> attribute "position"')).to.equal(true);
    el.setAttribute('position', 'bottom-left');
    await el.updateComplete;
    expect(dialog(el).classList.contains('bottom-left')).to.equal(true);
  });

  it('fires pb-consent-panel-toggle when it appears and after it closed', async () => {
    const { publish } = install({}, { bannerOpen: false });
    const seen: boolean[] = [];
    const el = await panel();
    el.addEventListener('pb-consent-panel-toggle', (e) => seen.push(e.detail.open));
    publish({ bannerOpen: true });
    await waitUntil(() => dialog(el).open);
    publish({ bannerOpen: false });
    await waitUntil(() => seen.length === 2);
    expect(seen).to.deep.equal([true, false]);
  });
});
