import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { consentDefaults, getConsentConfig, parseConsentConfig } from '../../../src/core/consent/config.js';
import { callUrl, mergeBannerData } from '../../../src/core/consent/on-demand/calls.js';
import { CONSENT } from '../../../src/core/constants/consent.js';
import { resetWarnings } from '../../../src/core/log/index.js';
import { setPageConfig } from '../../helpers/index.js';

describe('consent config', () => {
  afterEach(() => {
    setPageConfig(null);
    resetWarnings();
    sinon.restore();
  });

  it('has the documented defaults', () => {
    const { config, warnings } = parseConsentConfig(undefined);
    expect(warnings).to.deep.equal([]);
    expect(config).to.deep.equal(consentDefaults());
    expect(config).to.include({
      consenttype: 'optin',
      cookie_path: '/',
      cookie_expiry: 300,
      prefix: 'pb_',
      banner_enabled: true,
      bot_pattern: CONSENT.botPattern,
      url: '',
      dismiss_timeout: 0,
      store_consent: false,
      clean_cookies: false,
      do_not_track_enabled: false,
      set_cookies_on_root: false,
    });
    expect(config.services).to.deep.equal([]);
    expect(config.placeholdertext).to.equal('');
  });

  it('takes every well-typed key, normalising ids and numeric strings', () => {
    const { config, warnings } = parseConsentConfig({
      consenttype: 'optout',
      region: 'us',
      geoip: true,
      dismiss_timeout: '10000',
      cookie_expiry: 30,
      current_policy_id: 14,
      url: 'https://example.com/wp-json/complianz/v1',
      consent_area_url: 'https://example.com/wp-json/complianz/v1/',
      set_cookies: { _fbp: ['1', '0'] },
      page_links: { eu: { 'cookie-statement': { url: '/cookies', title: 'Cookie statement' } } },
      services: [
        { name: 'youtube', category: 'marketing', label: 'YouTube' },
        { name: 'matomo', category: 'statistics' },
      ],
      bot_pattern: 'mybot',
      unknown_key: 1,
      region_extra: null,
    });
    expect(warnings).to.deep.equal([]);
    expect(config).to.include({
      consenttype: 'optout',
      region: 'us',
      geoip: true,
      dismiss_timeout: 10000,
      cookie_expiry: 30,
      current_policy_id: '14',
      url: 'https://example.com/wp-json/complianz/v1',
      bot_pattern: 'mybot',
    });
    expect(config.set_cookies).to.deep.equal({ _fbp: ['1', '0'] });
    expect(config.page_links.eu?.['cookie-statement']?.title).to.equal('Cookie statement');
    expect(config.services).to.deep.equal([
      { name: 'youtube', category: 'marketing', label: 'YouTube' },
      { name: 'matomo', category: 'statistics' },
    ]);
    expect(config).not.to.have.property('unknown_key');
  });

  it('appends a call name to the url base, with or without its final slash', () => {
    expect(callUrl({ url: '/api/consent' }, 'track')).to.equal('/api/consent/track');
    expect(callUrl({ url: 'https://example.com/v1/' }, 'cookie_data')).to.equal('https://example.com/v1/cookie_data');
    expect(callUrl({ url: '/' }, 'banner?locale=en')).to.equal('/banner?locale=en');
  });

  it('warns on bad types naming the key, keeping the default', () => {
    const { config, warnings } = parseConsentConfig({
      dismiss_timeout: 'soon',
      consenttype: 'maybe',
      geoip: 'yes',
      cookie_expiry: -1,
      bot_pattern: '(',
      prefix: 'a;b',
      cookie_path: 'nope',
      cookie_domain: 'x.com;secure',
      services: [{ name: 'a', category: 'ads' }],
      set_cookies: { a: ['1'] },
      page_links: [{ url: 1 }],
      region: {},
    });
    expect(warnings).to.include('"consent.dismiss_timeout" must be a number >= 0; ignored');
    expect(warnings).to.include('"consent.consenttype" must be optin, optout or other; ignored');
    expect(warnings).to.include('"consent.geoip" must be true or false; ignored');
    expect(warnings).to.include('"consent.cookie_expiry" must be a number >= 0; ignored');
    expect(warnings).to.include('"consent.region" must be a string; ignored');
    for (const key of ['bot_pattern', 'prefix', 'cookie_path', 'cookie_domain', 'services', 'set_cookies'])
      expect(
        warnings.some((w) => w.startsWith(`"consent.${key}" must be`)),
        key,
      ).to.equal(true);
    expect(warnings.length).to.equal(12);
    expect(config).to.deep.equal(consentDefaults());
  });

  it('fills cookie settings from the shared cookies object only where consent sets none', () => {
    const { config, warnings } = parseConsentConfig(
      { cookie_path: '/shop' },
      { prefix: 'cmplz_', path: '/ignored', domain: 'example.com', expiry: 'x' },
    );
    expect(config).to.include({
      prefix: 'cmplz_',
      cookie_path: '/shop',
      cookie_domain: 'example.com',
      cookie_expiry: 300,
    });
    expect(warnings).to.deep.equal(['"cookies.expiry" must be a number >= 0; ignored']);
  });

  it('warns when consent is not an object', () => {
    expect(parseConsentConfig('x').warnings).to.deep.equal(['"consent" must be an object; ignored']);
    expect(parseConsentConfig(null).warnings).to.deep.equal([]);
  });

  it('is total: any input gives a complete config of the right types (2,000 runs)', function () {
    this.timeout(20_000);
    const defaults = consentDefaults();
    const keys = Object.keys(defaults);
    const value = fc.oneof(fc.anything(), fc.string(), fc.boolean(), fc.integer());
    const raw = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...keys), value));
    fc.assert(
      fc.property(raw, fc.anything(), (r, cookies) => {
        const { config } = parseConsentConfig(r, cookies as Record<string, unknown>);
        expect(Object.keys(config)).to.deep.equal(keys);
        for (const key of keys)
          expect(typeof config[key as keyof typeof config], key).to.equal(
            typeof defaults[key as keyof typeof defaults],
          );
        expect(['optin', 'optout', 'other']).to.include(config.consenttype);
        expect(() => new RegExp(config.bot_pattern)).not.to.throw();
        expect(config.cookie_path.startsWith('/')).to.equal(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('merges the banner answer over known keys only, validated, warning once', () => {
    const warn = sinon.stub(console, 'warn');
    const base = parseConsentConfig({ consenttype: 'optin', region: 'eu' }).config;
    const merged = mergeBannerData(base, {
      consenttype: 'optout',
      region: 'us',
      dismiss_timeout: 'x',
      evil: '<script>',
      version: 3,
      banner_version: null,
    });
    expect(merged).to.include({ consenttype: 'optout', region: 'us', dismiss_timeout: 0, version: '3' });
    expect(merged).not.to.have.property('evil');
    expect(base.consenttype).to.equal('optin');
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.contain('"banner.dismiss_timeout" must be a number >= 0; ignored');
    // The region's texts are carried for the banner, as an object only.
    const texts = { accept: 'Alles accepteren', categories: { marketing: { title: 'Marketing' } } };
    expect(mergeBannerData(base, { texts }).texts).to.deep.equal(texts);
    expect(mergeBannerData(base, { texts: 'Alles' })).not.to.have.property('texts');
    expect(mergeBannerData(base, 'oops')).to.equal(base);
    expect(mergeBannerData(base, [1])).to.equal(base);
    expect(warn.callCount).to.equal(2);
  });

  it('reads the page config block and warns once naming it', () => {
    const warn = sinon.stub(console, 'warn');
    setPageConfig('{"consent":{"consenttype":"optout","dismiss_timeout":"never"},"cookies":{"prefix":"cmplz_"}}');
    const config = getConsentConfig(document);
    expect(config).to.include({ consenttype: 'optout', prefix: 'cmplz_', dismiss_timeout: 0 });
    getConsentConfig(document);
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.equal(
      'pb-elements: <script id="pb-config"> consent: "consent.dismiss_timeout" must be a number >= 0; ignored',
    );
    setPageConfig(null);
    expect(getConsentConfig(document)).to.deep.equal(consentDefaults());
  });
});
