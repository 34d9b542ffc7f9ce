// The runner serves the repository root: the demo's font and a stylesheet fixture stand in for a fonts service, so
// nothing here asks the network. Another origin is the other loopback name of the same runner.
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-fonts.js';
import type { PbFonts } from '../../elements/pb-fonts.js';
import { getBus } from '../../src/core/bus/index.js';
import { CONSENT_TOPIC } from '../../src/core/consent/topic.js';
import type { ConsentState } from '../../src/core/consent/types.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig } from '../helpers/index.js';

const FONT = '/demo/pages/demo-assets/fonts/source-serif-4-semibold.woff2';
const SERVICE = '/test/fixtures/fonts/service.css';
const otherOrigin = () =>
  `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

const state = (marketing: boolean, services: Record<string, boolean> = {}): ConsentState => ({
  consentType: 'optin',
  categories: { functional: true, preferences: false, statistics: false, marketing },
  services,
  bannerStatus: marketing ? 'dismissed' : 'show',
  bannerOpen: false,
  bot: false,
  privacySignal: false,
  region: 'eu',
});
const allow = (marketing = true, services: Record<string, boolean> = {}) =>
  getBus().publish(CONSENT_TOPIC, state(marketing, services));
const serviceLinks = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((l) => l.href.includes('family='))
    .map((l) => l.href);
const faces = (family: string) => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family);

describe('<pb-fonts>', () => {
  let warn: sinon.SinonStub;

  before(() => getBus().define(CONSENT_TOPIC, { state: true, public: true }));
  beforeEach(() => {
    resetWarnings();
    allow(false);
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    fixtureCleanup();
    // The deferred disconnect: a removed element lets go of the consent topic one task later.
    await aTimeout(0);
    sinon.restore();
    setPageConfig(null);
    for (const link of document.querySelectorAll('link[href*="family="]')) link.remove();
  });

  it('is accessible', async () => {
    const el = await fixture<PbFonts>(html`<pb-fonts family="Lora"></pb-fonts>`);
    await expect(el).to.be.accessible();
    // It renders nothing and takes no box: the page's layout is the same with it.
    expect(el.getBoundingClientRect().height).to.equal(0);
  });

  it('asks a third-party service only after consent for the page config’s category, and drops it when withdrawn', async () => {
    setPageConfig({ fonts: { url: `${otherOrigin()}${SERVICE}`, category: 'preferences' } });
    const el = await fixture<PbFonts>(
      html`<pb-fonts family="Open Sans|700|on" styles="400" subset="latin,latin-ext"></pb-fonts>`,
    );
    allow(true); // marketing is not the category named
    expect(serviceLinks()).to.deep.equal([]);
    getBus().publish(CONSENT_TOPIC, { ...state(false), categories: { ...state(false).categories, preferences: true } });
    expect(serviceLinks()).to.deep.equal([
      `${otherOrigin()}${SERVICE}?family=Open+Sans:400,700italic&subset=latin,latin-ext&display=swap`,
    ]);
    const link = document.querySelector<HTMLLinkElement>('link[href*="family="]');
    expect(link?.referrerPolicy).to.equal('no-referrer');
    allow(false);
    expect(serviceLinks()).to.deep.equal([]);
    el.remove();
  });

  it('defaults to the marketing category; a named service’s own choice wins', async () => {
    setPageConfig({ fonts: { url: `${otherOrigin()}${SERVICE}`, service: 'fonts-service' } });
    await fixture(html`<pb-fonts family="Lora"></pb-fonts>`);
    expect(serviceLinks()).to.have.length(0);
    allow(true, { 'fonts-service': false });
    expect(serviceLinks()).to.have.length(0);
    allow(false, { 'fonts-service': true });
    expect(serviceLinks()).to.have.length(1);
  });

  it('loads a self-hosted service at once, and the page swaps to the font', async () => {
    setPageConfig({ fonts: { url: SERVICE } });
    const loaded = sinon.spy();
    document.addEventListener('pb-fonts-load', loaded);
    const el = await fixture<PbFonts>(html`<pb-fonts family="Service Serif" styles="600"></pb-fonts>`);
    expect(serviceLinks()).to.have.length(1);
    await el.updateComplete;
    document.removeEventListener('pb-fonts-load', loaded);
    expect(loaded.callCount).to.equal(1);
    expect(loaded.firstCall.args[0].detail.family).to.equal('Service Serif');
    await document.fonts.load('600 16px "Service Serif"');
    expect(document.fonts.check('600 16px "Service Serif"')).to.equal(true);
  });

  it('injects custom files through FontFace with its font-display, eot ignored with a warning', async () => {
    const el = await fixture<PbFonts>(
      html`<pb-fonts family="Kiln Serif" styles="600" display="fallback" src="/fonts/kiln.eot ${FONT}"></pb-fonts>`,
    );
    await el.updateComplete;
    const [face] = faces('Kiln Serif');
    expect(face?.status).to.equal('loaded');
    expect(face?.display).to.equal('fallback');
    expect(face?.weight).to.equal('600');
    expect(document.querySelectorAll('style').length).to.equal(
      [...document.querySelectorAll('style')].filter((s) => !s.textContent?.includes('@font-face')).length,
    );
    expect(warn.args.flat().join(' ')).to.include('<pb-fonts> attribute "src"').and.include('eot');
    el.remove();
    await waitUntil(() => faces('Kiln Serif').length === 0, 'the face stayed after removal');
  });

  it('waits for consent for custom files on another origin', async () => {
    const el = await fixture<PbFonts>(html`<pb-fonts family="Far Serif" src="${otherOrigin()}${FONT}"></pb-fonts>`);
    expect(faces('Far Serif')).to.have.length(0);
    allow(true);
    expect(faces('Far Serif')).to.have.length(1);
    el.remove();
  });

  it('warns about a bad family, styles, subset and display, and falls back', async () => {
    setPageConfig({ fonts: { url: SERVICE } });
    await fixture(html`<pb-fonts family='Bad"Name'></pb-fonts>`);
    expect(serviceLinks()).to.have.length(0);
    await fixture(html`<pb-fonts family="Lora" styles="400,heavy" subset="latin,x=1" display="slow"></pb-fonts>`);
    expect(serviceLinks()[0]).to.match(/family=Lora:400&subset=latin&display=swap$/);
    const text = warn.args.flat().join(' ');
    for (const attribute of ['family', 'styles', 'subset', 'display'])
      expect(text).to.include(`attribute "${attribute}"`);
  });

  it('follows attribute changes', async () => {
    setPageConfig({ fonts: { url: SERVICE } });
    const el = await fixture<PbFonts>(html`<pb-fonts family="Lora"></pb-fonts>`);
    el.styles = '700';
    expect(serviceLinks()).to.have.length(1);
    expect(serviceLinks()[0]).to.include('family=Lora:700&');
  });
});
