import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-consent-area.js';
import { PbConsentArea } from '../../elements/pb-consent-area.js';
import { define } from '../../src/base/index.js';
import { getBus } from '../../src/core/bus/index.js';
import { CONFIG_ID } from '../../src/core/config/index.js';
import { CONSENT_TOPIC } from '../../src/core/consent/topic.js';
import type { Category, ConsentState } from '../../src/core/consent/types.js';
import { resetWarnings } from '../../src/core/log/index.js';

declare global {
  interface Window {
    __pbLog: string[];
  }
}

const state = (allowed: Category[], services: Record<string, boolean> = {}): ConsentState => ({
  consentType: 'optin',
  categories: {
    functional: true,
    preferences: allowed.includes('preferences'),
    statistics: allowed.includes('statistics'),
    marketing: allowed.includes('marketing'),
  },
  services,
  bannerStatus: 'dismissed',
  bannerOpen: false,
  bot: false,
  privacySignal: false,
  region: 'eu',
});

const answer = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('<pb-consent-area>', () => {
  let fetch: sinon.SinonStub;
  let warn: sinon.SinonStub;

  before(() => getBus().define(CONSENT_TOPIC, { state: true, public: true }));
  beforeEach(() => {
    window.__pbLog = [];
    resetWarnings();
    getBus().publish(CONSENT_TOPIC, state([]));
    fetch = sinon
      .stub(window, 'fetch')
      .callsFake(async () => answer('<p class="loaded">Loaded</p><script>window.__pbLog.push("ran")</script>'));
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    sinon.restore();
    document.getElementById(CONFIG_ID)?.remove();
  });

  it('is accessible', async () => {
    const el = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="12" block-id="b-1" src="/api/"><p class="placeholder">Accept marketing to see the map</p></pb-consent-area>`,
    );
    await expect(el).to.be.accessible();
  });

  it('shows its placeholder until marketing consent, then loads once from the same origin', async () => {
    const el = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="12" block-id="b-1" src="/api/"><p class="placeholder">Accept marketing to see the map</p></pb-consent-area>`,
    );
    await expect(el).to.be.accessible();
    await settle();
    expect(fetch.callCount).to.equal(0);
    getBus().publish(CONSENT_TOPIC, state(['statistics']));
    await settle();
    expect(fetch.callCount).to.equal(0);
    const loaded = new Promise((r) => el.addEventListener('pb-consent-area-load', r, { once: true }));
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    expect(el.getAttribute('aria-busy')).to.equal('true');
    await loaded;
    expect(fetch.firstCall.args[0]).to.equal(`${location.origin}/api/consent-area/12/b-1`);
    expect(el.querySelector('.placeholder')).to.equal(null);
    expect(el.querySelector('.loaded')?.textContent).to.equal('Loaded');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect(window.__pbLog).to.deep.equal(['ran']);
    getBus().publish(CONSENT_TOPIC, state(['marketing', 'statistics']));
    await settle();
    expect(fetch.callCount).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('loads at once when consent was already given, with the base from the page config', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = CONFIG_ID;
    config.textContent = JSON.stringify({ consent: { consent_area_url: `${location.origin}/wp-json/pb/v1` } });
    document.head.append(config);
    getBus().publish(CONSENT_TOPIC, state(['preferences']));
    const el = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="7" block-id="x" category="preferences"><p>Wait</p></pb-consent-area>`,
    );
    await expect(el).to.be.accessible();
    await settle();
    expect(fetch.callCount).to.equal(1);
    expect(fetch.firstCall.args[0]).to.equal(`${location.origin}/wp-json/pb/v1/consent-area/7/x`);
  });

  it('follows its service: a granted service loads, a denied one never does', async () => {
    const granted = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="1" block-id="a" service="maps" src="/api"><p>Map</p></pb-consent-area>`,
    );
    await expect(granted).to.be.accessible();
    const denied = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="1" block-id="b" service="video" src="/api"><p>Video</p></pb-consent-area>`,
    );
    getBus().publish(CONSENT_TOPIC, state(['marketing'], { maps: true, video: false }));
    await settle();
    expect(fetch.args.map((a) => a[0])).to.deep.equal([`${location.origin}/api/consent-area/1/a`]);
    expect(denied.textContent).to.equal('Video');
  });

  it('refuses content from another origin and keeps the placeholder', async () => {
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    const el = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="1" block-id="a" src="https://tracker.example"><p>Placeholder</p></pb-consent-area>`,
    );
    await expect(el).to.be.accessible();
    await settle();
    expect(fetch.callCount).to.equal(0);
    expect(el.textContent).to.equal('Placeholder');
    expect(window.__pbLog).to.deep.equal([]);
    expect(warn.firstCall.args[0]).to.include('<pb-consent-area>');
  });

  it('refuses content a same-origin address redirected from another origin', async () => {
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    fetch.callsFake(async () => {
      const res = answer('<p class="loaded">Elsewhere</p><script>window.__pbLog.push("ran")</script>');
      Object.defineProperty(res, 'url', { value: 'https://tracker.example/area' });
      return res;
    });
    const el = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="1" block-id="a" src="/go?to=tracker"><p>Placeholder</p></pb-consent-area>`,
    );
    await settle();
    expect(fetch.callCount).to.equal(1);
    expect(el.textContent).to.equal('Placeholder');
    expect(window.__pbLog).to.deep.equal([]);
    expect(warn.firstCall.args.join(' ')).to.include('redirected to https://tracker.example/area');
  });

  it('warns naming a bad or missing post-id, block-id or src, and loads nothing', async () => {
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    const el = await fixture<HTMLElement>(html`<div>
      <pb-consent-area block-id="a" src="/api"><p>1</p></pb-consent-area>
      <pb-consent-area post-id="1" block-id="../../admin" src="/api"><p>2</p></pb-consent-area>
      <pb-consent-area post-id="1" block-id="a"><p>3</p></pb-consent-area>
      <pb-consent-area post-id="1" block-id="a" src="/api" category="ads"><p>4</p></pb-consent-area>
    </div>`);
    await expect(el).to.be.accessible();
    await settle();
    const messages = warn.args.map((a) => String(a[0]));
    expect(messages[0]).to.include('<pb-consent-area> attribute "post-id"');
    expect(messages[1]).to.include('<pb-consent-area> attribute "block-id"');
    expect(messages[2]).to.include('<pb-consent-area> attribute "src"');
    expect(messages[3]).to.include('<pb-consent-area> attribute "category"');
    // The bad category falls back to marketing, which is granted.
    expect(fetch.callCount).to.equal(1);
  });

  it('stops listening when removed before consent', async () => {
    const el = await fixture<HTMLElement>(
      html`<pb-consent-area post-id="1" block-id="a" src="/api"><p>Map</p></pb-consent-area>`,
    );
    await expect(el).to.be.accessible();
    el.remove();
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    await settle();
    expect(fetch.callCount).to.equal(0);
  });

  it('is configured through its JS properties, which read its attributes', async () => {
    const el = document.createElement('pb-consent-area');
    expect([el.category, el.service, el.postId, el.blockId, el.src]).to.deep.equal(['marketing', '', '', '', '']);
    el.postId = '12';
    el.blockId = 'b-1';
    el.src = '/api/';
    el.category = 'statistics';
    el.service = 'maps';
    el.append(Object.assign(document.createElement('p'), { textContent: 'Wait' }));
    document.body.append(el);
    getBus().publish(CONSENT_TOPIC, state(['statistics'], { maps: true }));
    await el.updateComplete;
    expect(fetch.firstCall.args[0]).to.equal(`${location.origin}/api/consent-area/12/b-1`);
    expect(el.querySelector('.loaded')?.textContent).to.equal('Loaded');
    el.remove();
    const read = await fixture<PbConsentArea>(
      html`<pb-consent-area post-id="3" block-id="c" category="preferences"><p>x</p></pb-consent-area>`,
    );
    expect([read.postId, read.blockId, read.category]).to.deep.equal(['3', 'c', 'preferences']);
  });

  it('starts once the attribute it missed arrives', async () => {
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    const el = await fixture<PbConsentArea>(
      html`<pb-consent-area block-id="a" src="/api"><p>Map</p></pb-consent-area>`,
    );
    expect(fetch.callCount).to.equal(0);
    el.setAttribute('post-id', '5');
    await el.updateComplete;
    expect(fetch.firstCall.args[0]).to.equal(`${location.origin}/api/consent-area/5/a`);
  });

  it('keeps properties set before the upgrade', async () => {
    const el = document.createElement('pb-consent-area-late') as PbConsentArea;
    Object.assign(el, { postId: '9', blockId: 'late', src: '/api', category: 'preferences' });
    document.body.append(el);
    getBus().publish(CONSENT_TOPIC, state(['preferences']));
    define('pb-consent-area-late', class extends PbConsentArea {});
    await el.updateComplete;
    expect(el.category).to.equal('preferences');
    expect(fetch.firstCall.args[0]).to.equal(`${location.origin}/api/consent-area/9/late`);
    el.remove();
  });

  it('warns naming the attribute or property when category is not a consent category, and uses marketing', async () => {
    const el = await fixture<PbConsentArea>(
      html`<pb-consent-area post-id="1" block-id="a" src="/api" category="statistics"><p>Map</p></pb-consent-area>`,
    );
    el.setAttribute('category', 'ads');
    expect(el.category).to.equal('marketing');
    expect(warn.calledWithMatch('<pb-consent-area> attribute "category"')).to.equal(true);
    el.category = 'cookies' as Category;
    expect(el.category).to.equal('marketing');
    expect(warn.calledWithMatch('<pb-consent-area> property "category"')).to.equal(true);
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    await el.updateComplete;
    expect(fetch.callCount).to.equal(1);
  });

  it('holds updateComplete until the content has loaded', async () => {
    let reply = (): void => {};
    fetch.callsFake(() => new Promise((resolve) => (reply = () => resolve(answer('<p class="loaded">Late</p>')))));
    const el = await fixture<PbConsentArea>(
      html`<pb-consent-area post-id="1" block-id="a" src="/api"><p>Map</p></pb-consent-area>`,
    );
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    let done = false;
    void el.updateComplete.then(() => (done = true));
    await settle();
    expect(done).to.equal(false);
    reply();
    await el.updateComplete;
    expect(el.querySelector('.loaded')?.textContent).to.equal('Late');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });

  it('keeps listening through a move, and loads when consent came while it was moved', async () => {
    const el = await fixture<PbConsentArea>(
      html`<pb-consent-area post-id="1" block-id="a" src="/api"><p>Map</p></pb-consent-area>`,
    );
    const subscribe = sinon.spy(getBus(), 'subscribe');
    const other = document.createElement('section');
    el.after(other);
    el.remove();
    getBus().publish(CONSENT_TOPIC, state(['marketing']));
    other.append(el);
    await aTimeout(0);
    await el.updateComplete;
    expect(subscribe.callCount).to.equal(0);
    expect(fetch.callCount).to.equal(1);
    expect(el.querySelector('.loaded')?.textContent).to.equal('Loaded');
  });

  it('is registered once as pb-consent-area', async () => {
    const el = await fixture<HTMLElement>(html`<pb-consent-area><p>x</p></pb-consent-area>`);
    await expect(el).to.be.accessible();
    const first = customElements.get('pb-consent-area');
    await import('../../elements/pb-consent-area.js');
    expect(customElements.get('pb-consent-area')).to.equal(first);
    expect(el).to.be.instanceOf(first!);
  });
});
