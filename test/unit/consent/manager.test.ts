import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getBus } from '../../../src/core/bus/index.js';
import { getConsent } from '../../../src/core/consent/api.js';
import { type ConsentEnv, startConsent, stopConsent } from '../../../src/core/consent/manager.js';
import type { ConsentState } from '../../../src/core/consent/types.js';
import { readCookies, removeCookie, setCookie } from '../../../src/core/cookies/index.js';
// The on-demand chunk, loaded up front so that a test's flush() covers the manager's dynamic import of it.
import '../../../src/core/consent/on-demand/actions.js';
import { setPageConfig, specClock } from '../../helpers/index.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36';

function clearCookies(): void {
  for (const name of readCookies().keys()) removeCookie(name, { path: '/' });
}

const setConfig = (consent: Record<string, unknown>, messages: Record<string, unknown> = {}): void =>
  setPageConfig({ consent, messages });

interface Fake {
  env: ConsentEnv;
  fetch: sinon.SinonStub;
  reload: sinon.SinonSpy;
  replace: sinon.SinonSpy;
  beacon: sinon.SinonStub;
}

function fakeEnv(nav: Partial<Navigator> = {}, href = location.href): Fake {
  const fetchStub = sinon.stub().resolves(new Response('{}', { status: 200 }));
  const reload = sinon.spy();
  const replace = sinon.spy();
  const beacon = sinon.stub().returns(true);
  const env: ConsentEnv = {
    doc: document,
    win: window,
    fetch: fetchStub as unknown as typeof fetch,
    location: new URL(href),
    navigator: { userAgent: CHROME, sendBeacon: beacon, ...nav } as unknown as Navigator,
    session: sessionStorage,
    local: localStorage,
    reload,
    replace,
  };
  return { env, fetch: fetchStub, reload, replace, beacon };
}

/** Lets pending promises and fetch bodies settle: a few message-channel turns (not faked, unlike timers). */
const flush = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) {
    const { port1, port2 } = new MessageChannel();
    await new Promise((resolve) => {
      port1.onmessage = resolve;
      port2.postMessage(0);
    });
  }
};
/** flush() until `done`: Firefox reads a Response body over more turns than Chromium. */
/** Bounded by time, not by a count of tasks: a loaded machine needs more tasks for the same fetch and parse. */
const flushUntil = async (done: () => boolean): Promise<void> => {
  const end = performance.now() + 3000;
  while (!done() && performance.now() < end) await flush();
};
let root: HTMLDivElement;
const inline = (category: string, code: string): void => {
  const s = document.createElement('script');
  s.type = 'text/plain';
  s.dataset.category = category;
  s.textContent = code;
  root.append(s);
};
const log = (): string[] => ((window as unknown as { __mgr?: string[] }).__mgr ??= []);

describe('consent manager', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    localStorage.clear();
    (window as unknown as { __mgr?: string[] }).__mgr = [];
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    stopConsent();
    root.remove();
    document.getElementById('pb-config')?.remove();
    clearCookies();
    sinon.restore();
  });

  it('in opt-in mode runs nothing and opens the banner until the visitor accepts', async () => {
    setConfig({ consenttype: 'optin', current_policy_id: '1' });
    inline('marketing', 'window.__mgr.push("marketing")');
    inline('statistics', 'window.__mgr.push("statistics")');
    const { env } = fakeEnv();
    const api = startConsent(env);
    expect(getConsent()).to.equal(api);
    expect(api.state().bannerOpen).to.equal(true);
    expect(api.state().categories).to.deep.equal({
      functional: true,
      preferences: false,
      statistics: false,
      marketing: false,
    });
    await flush();
    expect(log()).to.deep.equal([]);
    await api.acceptAll();
    await flush();
    expect(log()).to.deep.equal(['marketing', 'statistics']);
    expect(api.state().bannerOpen).to.equal(false);
    expect(readCookies().get('pb_marketing')).to.equal('allow');
    expect(readCookies().get('pb_banner-status')).to.equal('dismissed');
    expect(readCookies().get('pb_policy_id')).to.equal('1');
  });

  it('publishes every change on the bus and as pb-consent-change on document', async () => {
    setConfig({ consenttype: 'optin' });
    const seen: ConsentState[] = [];
    const onDoc = sinon.spy();
    document.addEventListener('pb-consent-change', onDoc);
    const api = startConsent(fakeEnv().env);
    const off = getBus().subscribe('consent', (s) => seen.push(s));
    await api.setCategory('statistics', true);
    off();
    document.removeEventListener('pb-consent-change', onDoc);
    expect(seen.at(-1)?.categories.statistics).to.equal(true);
    expect(onDoc.lastCall.args[0].detail.categories.statistics).to.equal(true);
  });

  it('fires the category event and the dataLayer event once per category', async () => {
    setConfig({ consenttype: 'optin', prefix: 'cmplz_' });
    const onCategory = sinon.spy();
    document.addEventListener('pb-consent-category', onCategory);
    const api = startConsent(fakeEnv().env);
    await api.setCategory('marketing', true);
    await api.setCategory('marketing', false);
    await api.setCategory('marketing', true);
    document.removeEventListener('pb-consent-category', onCategory);
    const categories = onCategory.getCalls().map((c) => c.args[0].detail.category);
    expect(categories).to.deep.equal(['functional', 'marketing']);
    const events = ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).map((e) => e.event);
    expect(events.filter((e) => e === 'cmplz_event_marketing')).to.have.length(1);
  });

  it('honours cookies written by the plugin when the prefix is cmplz_', async () => {
    setCookie('cmplz_marketing', 'allow', { path: '/' });
    setCookie('cmplz_banner-status', 'dismissed', { path: '/' });
    setConfig({ consenttype: 'optin', prefix: 'cmplz_' });
    inline('marketing', 'window.__mgr.push("m")');
    const api = startConsent(fakeEnv().env);
    await flush();
    expect(api.state().categories.marketing).to.equal(true);
    expect(api.state().bannerOpen).to.equal(false);
    expect(log()).to.deep.equal(['m']);
  });

  it('a changed policy id denies everything before anything runs and shows the banner', async () => {
    setCookie('pb_marketing', 'allow', { path: '/' });
    setCookie('pb_banner-status', 'dismissed', { path: '/' });
    setCookie('pb_policy_id', '1', { path: '/' });
    setConfig({ consenttype: 'optin', current_policy_id: '2' });
    inline('marketing', 'window.__mgr.push("stale")');
    const api = startConsent(fakeEnv().env);
    await flush();
    expect(log()).to.deep.equal([]);
    expect(api.state().bannerOpen).to.equal(true);
    expect(api.state().categories.marketing).to.equal(false);
    expect(readCookies().get('pb_policy_id')).to.equal('2');
    expect(readCookies().get('pb_marketing')).to.not.equal('allow');
  });

  it('deny-all reloads when something changed; withdrawing marketing reloads after 500 ms', async () => {
    setConfig({ consenttype: 'optin' });
    const clock = specClock();
    const fake = fakeEnv();
    const api = startConsent(fake.env);
    await api.acceptAll();
    expect(fake.reload.called).to.equal(false);
    await api.setCategory('marketing', false);
    await flush();
    clock.tick(499);
    expect(fake.reload.called).to.equal(false);
    clock.tick(1);
    expect(fake.reload.callCount).to.equal(1);
    await api.denyAll();
    await flush();
    expect(fake.reload.callCount).to.equal(2);
  });

  it('deny-all does not reload under TCF, nor when nothing changed', async () => {
    setConfig({ consenttype: 'optin', tcf_active: true });
    const fake = fakeEnv();
    const api = startConsent(fake.env);
    await api.acceptAll();
    await api.denyAll();
    await flush();
    expect(fake.reload.called).to.equal(false);
  });

  it('a service marked denied never runs, even with its category allowed', async () => {
    setConfig({ consenttype: 'optin', services: [{ name: 'maps', category: 'marketing', label: 'Maps' }] });
    const s = document.createElement('script');
    s.type = 'text/plain';
    s.dataset.service = 'maps';
    s.textContent = 'window.__mgr.push("maps")';
    root.append(s);
    const api = startConsent(fakeEnv().env);
    await api.setService('maps', false);
    await api.setCategory('marketing', true);
    await flush();
    expect(log()).to.deep.equal([]);
    expect(api.hasService('maps')).to.equal(false);
    await api.setService('maps', true);
    await flush();
    expect(log()).to.deep.equal(['maps']);
  });

  it("labels the placeholder button per service, with the page config's wording", async () => {
    setConfig(
      { consenttype: 'optin', services: [{ name: 'maps', category: 'marketing', label: 'Maps' }] },
      { 'pb-consent-banner': { placeholderAccept: 'Laad {name}' } },
    );
    const frame = document.createElement('iframe');
    frame.dataset.service = 'maps';
    frame.dataset.src = 'about:blank';
    frame.title = 'Map';
    root.append(frame);
    startConsent(fakeEnv().env);
    await flush();
    expect(root.querySelector('.pb-consent-placeholder button')?.textContent).to.equal('Laad Maps');
  });

  it('with GPC in opt-out, deny-all does not reload: nothing had been allowed', async () => {
    setConfig({ consenttype: 'optout', do_not_track_enabled: true });
    sinon.stub(console, 'info');
    const fake = fakeEnv({ globalPrivacyControl: true } as Partial<Navigator>);
    await startConsent(fake.env).denyAll();
    await flush();
    expect(fake.reload.called).to.equal(false);
  });

  it('bots count as consented and see no banner; a headless browser is not a bot', async () => {
    setConfig({ consenttype: 'optin' });
    let api = startConsent(fakeEnv({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }).env);
    expect(api.state().bot).to.equal(true);
    expect(api.state().bannerOpen).to.equal(false);
    expect(api.has('marketing')).to.equal(true);
    stopConsent();
    api = startConsent(fakeEnv({ webdriver: true } as Partial<Navigator>).env);
    expect(api.state().bot).to.equal(false);
    expect(api.state().bannerOpen).to.equal(true);
  });

  it('with GPC and do_not_track_enabled, opt-out shows no banner and only an explicit allow counts', async () => {
    setConfig({ consenttype: 'optout', do_not_track_enabled: true });
    const info = sinon.stub(console, 'info');
    const api = startConsent(fakeEnv({ globalPrivacyControl: true } as Partial<Navigator>).env);
    await flush();
    expect(api.state().privacySignal).to.equal(true);
    expect(api.state().bannerOpen).to.equal(false);
    expect(api.has('marketing')).to.equal(false);
    expect(info.firstCall.args[0]).to.match(/Global Privacy Control or Do Not Track detected/);
    api.open();
    expect(api.state().bannerOpen).to.equal(true);
    await api.save({ statistics: true });
    expect(api.has('statistics')).to.equal(true);
    expect(api.state().bannerOpen).to.equal(false);
  });

  it('opt-out counts an empty value as allowed and dismisses after scrolling past 400 px', async () => {
    setConfig({ consenttype: 'optout', dismiss_on_scroll: true });
    const api = startConsent(fakeEnv().env);
    await flush();
    expect(api.has('marketing')).to.equal(true);
    expect(api.state().bannerOpen).to.equal(true);
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    root.append(spacer);
    window.scrollTo(0, 300);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(api.state().bannerOpen).to.equal(true);
    window.scrollTo(0, 401);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(api.state().bannerOpen).to.equal(false);
    window.scrollTo(0, 0);
  });

  it('opt-out dismisses after dismiss_timeout', async () => {
    setConfig({ consenttype: 'optout', dismiss_timeout: 10000 });
    const clock = specClock();
    const api = startConsent(fakeEnv().env);
    await flush();
    clock.tick(9999);
    expect(api.state().bannerOpen).to.equal(true);
    clock.tick(1);
    expect(api.state().bannerOpen).to.equal(false);
    expect(readCookies().get('pb_banner-status')).to.equal('dismissed');
  });

  it('"other" shows no banner and accepts everything', async () => {
    setConfig({ consenttype: 'other' });
    const api = startConsent(fakeEnv().env);
    expect(api.state().bannerOpen).to.equal(false);
    expect(Object.values(api.state().categories)).to.deep.equal([true, true, true, true]);
  });

  it('tracks a changed choice once, retries after a failure, and beacons on page hide', async () => {
    setConfig({ consenttype: 'optin', store_consent: true, url: '/api/consent/' });
    const fake = fakeEnv();
    fake.fetch.resolves(new Response('', { status: 500 }));
    const api = startConsent(fake.env);
    await flush();
    expect(fake.fetch.called).to.equal(false);
    await api.acceptAll();
    await flush();
    expect(fake.fetch.callCount).to.equal(1);
    const [url, init] = fake.fetch.firstCall.args as [string, RequestInit];
    expect(url).to.equal('/api/consent/track');
    expect(JSON.parse(String(init.body))).to.deep.equal({
      consented_categories: ['functional', 'preferences', 'statistics', 'marketing'],
      consented_services: {},
      consenttype: 'optin',
    });
    expect(readCookies().get('pb_saved_categories')).to.equal(undefined);
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    expect(fake.beacon.callCount).to.equal(1);
    expect(fake.beacon.firstCall.args[0]).to.equal('/api/consent/track');
    expect(readCookies().get('pb_saved_categories')).to.contain('marketing');
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    expect(fake.beacon.callCount).to.equal(1);
  });

  it('tracks the answer to a changed policy, even when it repeats the answer saved under the old one', async () => {
    setConfig({ consenttype: 'optin', store_consent: true, url: '/api/consent/', current_policy_id: '2' });
    for (const c of ['preferences', 'statistics', 'marketing']) setCookie(`pb_${c}`, 'allow', { path: '/' });
    setCookie('pb_banner-status', 'dismissed', { path: '/' });
    setCookie('pb_policy_id', '1', { path: '/' });
    setCookie('pb_saved_categories', JSON.stringify(['functional', 'marketing', 'preferences', 'statistics']), {
      path: '/',
    });
    const fake = fakeEnv();
    fake.fetch.resolves(new Response('', { status: 200 }));
    const api = startConsent(fake.env);
    await flush();
    expect(api.state().bannerOpen).to.equal(true);
    expect(readCookies().get('pb_saved_categories')).to.equal(undefined);
    await api.acceptAll();
    await flush();
    expect(fake.fetch.callCount).to.equal(1);
    expect(JSON.parse(String((fake.fetch.firstCall.args[1] as RequestInit).body)).consented_categories).to.have.length(
      4,
    );
  });

  it('never tracks bots, nor without store_consent', async () => {
    setConfig({ consenttype: 'optin', store_consent: false, url: '/api/consent/' });
    const fake = fakeEnv();
    await startConsent(fake.env).acceptAll();
    await flush();
    expect(fake.fetch.called).to.equal(false);
    stopConsent();
    setConfig({ consenttype: 'optin', store_consent: true, url: '/api/consent/' });
    const bot = fakeEnv({ userAgent: 'Googlebot' });
    await startConsent(bot.env).acceptAll();
    await flush();
    expect(bot.fetch.called).to.equal(false);
  });

  it('with geoip, fetches banner data once per version and merges it before deciding', async () => {
    setConfig({ consenttype: 'optin', geoip: true, url: '/api/consent/', banner_version: '7', locale: 'en' });
    const fake = fakeEnv({}, 'http://127.0.0.1/page?cmplz_user_region=us');
    fake.fetch.resolves(new Response(JSON.stringify({ consenttype: 'optout', region: 'us' }), { status: 200 }));
    const api = startConsent(fake.env);
    expect(api.state().bannerOpen).to.equal(false);
    await flushUntil(() => api.state().consentType === 'optout');
    expect(fake.fetch.firstCall.args[0]).to.equal('/api/consent/banner?locale=en&cmplz_user_region=us');
    expect(api.state().consentType).to.equal('optout');
    expect(api.state().region).to.equal('us');
    stopConsent();
    const again = fakeEnv();
    startConsent(again.env);
    await flush();
    expect(again.fetch.called).to.equal(false);
  });

  it('a failed banner call falls back to the page config', async () => {
    setConfig({ consenttype: 'optin', geoip: true, url: '/api/consent/' });
    const fake = fakeEnv();
    fake.fetch.rejects(new TypeError('offline'));
    const api = startConsent(fake.env);
    await flush();
    await flush();
    expect(api.state().consentType).to.equal('optin');
    expect(api.state().bannerOpen).to.equal(true);
  });

  it('reloads with the region appended when cmplz_region_redirect is present', async () => {
    setConfig({ consenttype: 'optin', region: 'eu' });
    const fake = fakeEnv({}, 'http://127.0.0.1/p?cmplz_region_redirect=true');
    startConsent(fake.env);
    await flush();
    expect(fake.replace.firstCall.args[0]).to.equal('http://127.0.0.1/p?cmplz_region_redirect=true&cmplz-region=eu');
  });

  it('pushes Google Consent Mode v2 default and update commands when the page opts in', async () => {
    setConfig({ consenttype: 'optin', consent_mode: true });
    const api = startConsent(fakeEnv().env);
    await flush();
    await api.setCategory('statistics', true);
    const commands = ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((e) => !(e as { event?: string }).event)
      .map((e) => [...(e as IArguments)]);
    expect(commands[0]?.slice(0, 2)).to.deep.equal(['consent', 'default']);
    expect(commands[0]?.[2]).to.deep.include({ analytics_storage: 'denied' });
    expect(commands[1]?.slice(0, 2)).to.deep.equal(['consent', 'update']);
    expect(commands[1]?.[2]).to.deep.include({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it('scan(root) is the public rescan: content swapped in is held or activated at once, before its observer runs', async () => {
    setConfig({ consenttype: 'optin' });
    const api = startConsent(fakeEnv().env);
    const frame = (): HTMLIFrameElement => {
      const f = document.createElement('iframe');
      Object.assign(f.dataset, { src: '/never-served.html', category: 'marketing' });
      return f;
    };
    const held = frame();
    root.append(held);
    api.scan(root);
    expect(api.state().categories.marketing).to.equal(false);
    expect(held.hasAttribute('src')).to.equal(false);
    await api.setCategory('marketing', true);
    expect(held.getAttribute('src')).to.equal('/never-served.html');
    // In the same task as the insertion: the blocker's MutationObserver has not seen it yet.
    const swapped = frame();
    root.append(swapped);
    api.scan(swapped);
    expect(swapped.getAttribute('src')).to.equal('/never-served.html');
  });

  it('debug mode is kept in localStorage and says so', async () => {
    setConfig({});
    const info = sinon.stub(console, 'info');
    const api = startConsent(fakeEnv().env);
    api.debug(true);
    await flush();
    expect(localStorage.getItem('pb_debug')).to.equal('1');
    expect(info.lastCall.args[0]).to.contain('Debug mode is activated');
    api.debug(false);
    await flush();
    expect(info.lastCall.args[0]).to.contain('Debug mode is deactivated');
    expect(localStorage.getItem('pb_debug')).to.equal(null);
  });
});
