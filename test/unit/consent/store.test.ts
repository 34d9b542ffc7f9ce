import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { consentDefaults } from '../../../src/core/consent/config.js';
import { clearConsentCookies, recordsEqual, writeRecord } from '../../../src/core/consent/on-demand/persist.js';
import * as R from '../../../src/core/consent/rules.js';
import { readRecord } from '../../../src/core/consent/store.js';
import type { ConsentConfig, ConsentRecord } from '../../../src/core/consent/types.js';
import { readCookies, removeCookieEverywhere, setCookie } from '../../../src/core/cookies/index.js';
import { emptyRecord } from '../../helpers/consent.js';

const config = (over: Partial<ConsentConfig> = {}): ConsentConfig => ({ ...consentDefaults(), ...over });
const optin: R.RuleCtx = { consenttype: 'optin', bot: false, privacySignal: false };
const NAMES = [
  'functional',
  'preferences',
  'statistics',
  'statistics-anonymous',
  'marketing',
  'consented_services',
  'saved_categories',
  'saved_services',
  'banner-status',
  'policy_id',
  'id',
];

function clearCookies(): void {
  for (const name of readCookies().keys()) removeCookieEverywhere(name, location);
}

/** Cookies exactly as the plugin writes them: raw, unencoded JSON. */
function plugin(...pairs: string[]): void {
  for (const pair of pairs) {
    // biome-ignore lint/suspicious/noDocumentCookie: the point is the plugin's raw format, not our writer's
    document.cookie = `${pair};path=/`;
  }
}

function fakeDoc(read = '') {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return read;
    },
    set cookie(v: string) {
      writes.push(v);
    },
    location: { protocol: 'http:' },
  } as unknown as Document;
  return { doc, writes };
}

const full = (): ConsentRecord => ({
  categories: {
    functional: 'allow',
    preferences: 'deny',
    statistics: 'allow',
    'statistics-anonymous': 'allow',
    marketing: 'deny',
  },
  services: { youtube: true, 'google-maps': false },
  savedCategories: ['functional', 'statistics'],
  savedServices: { youtube: true },
  bannerStatus: 'dismissed',
  policyId: '14',
  id: 'a1b2-c3',
});

describe('consent store', () => {
  afterEach(() => clearCookies());

  it('reads an empty record when nothing is stored', () => {
    expect(readRecord('pb_')).to.deep.equal(emptyRecord());
  });

  it('round-trips a record through real cookies under its prefix only', () => {
    writeRecord(full(), config());
    expect(readRecord('pb_')).to.deep.equal(full());
    expect(readRecord('cmplz_')).to.deep.equal(emptyRecord());
    const jar = readCookies();
    for (const name of NAMES) expect(jar.has(`pb_${name}`), name).to.equal(true);
  });

  it("honours the plugin's own cmplz_ cookies as it writes them", () => {
    plugin(
      'cmplz_marketing=allow',
      'cmplz_statistics=deny',
      'cmplz_consented_services={"youtube":true,"vimeo":false}',
      'cmplz_saved_categories=["functional","marketing"]',
      'cmplz_banner-status=dismissed',
      'cmplz_policy_id=14',
    );
    const r = readRecord('cmplz_');
    expect(r.categories).to.include({ marketing: 'allow', statistics: 'deny', preferences: '' });
    expect(r.services).to.deep.equal({ youtube: true, vimeo: false });
    expect(r.savedCategories).to.deep.equal(['functional', 'marketing']);
    expect(r).to.include({ bannerStatus: 'dismissed', policyId: '14' });
    expect(R.effectiveCategories(r, optin)).to.include({ marketing: true, statistics: false });
  });

  it('reads malformed values as empty', () => {
    const bad: [string, string][] = [
      ['marketing', 'Allow'],
      ['statistics', 'allow '],
      ['preferences', 'true'],
      ['functional', '1'],
      ['consented_services', '{"youtube":"yes"}'],
      ['saved_categories', '["marketing","ads"]'],
      ['saved_services', '[true]'],
      ['banner-status', 'DISMISSED'],
      ['policy_id', '<script>alert(1)</script>'],
      ['id', 'x'.repeat(65)],
    ];
    for (const [name, value] of bad) setCookie(`pb_${name}`, value, { path: '/' });
    expect(readRecord('pb_')).to.deep.equal(emptyRecord());
    setCookie('pb_consented_services', '{broken', { path: '/' });
    setCookie('pb_saved_categories', '{"0":"marketing"}', { path: '/' });
    expect(readRecord('pb_')).to.deep.equal(emptyRecord());
  });

  it('writes with the configured path, domain, expiry and Secure on https; removes empty values', () => {
    const { doc, writes } = fakeDoc();
    const r = { ...emptyRecord(), bannerStatus: 'show' as const };
    writeRecord(
      r,
      config({ cookie_path: '/shop', cookie_domain: 'example.com', cookie_expiry: 30, prefix: 'x_' }),
      doc,
      new URL('https://example.com/shop'),
    );
    const banner = writes.find((w) => w.startsWith('x_banner-status='))!;
    expect(banner).to.equal('x_banner-status=show;SameSite=Lax;max-age=2592000;path=/shop;domain=example.com;Secure');
    const marketing = writes.find((w) => w.startsWith('x_marketing='))!;
    expect(marketing).to.match(/^x_marketing=;SameSite=Lax;max-age=0;path=\/shop;domain=example.com/);
    expect(writes.length).to.equal(NAMES.length);
    const root = fakeDoc();
    writeRecord(
      r,
      config({ cookie_path: '/shop', set_cookies_on_root: true }),
      root.doc,
      new URL('http://example.com/'),
    );
    expect(root.writes.find((w) => w.startsWith('pb_banner-status='))).to.equal(
      'pb_banner-status=show;SameSite=Lax;max-age=25920000;path=/',
    );
  });

  it('clears the consent cookies wherever they were written, keeping the visitor id and others', () => {
    writeRecord(full(), config());
    setCookie('other', '1', { path: '/' });
    clearConsentCookies(config());
    const jar = readCookies();
    expect([...jar.keys()].sort()).to.deep.equal(['other', 'pb_id']);
    expect(readRecord('pb_')).to.deep.equal({ ...emptyRecord(), id: 'a1b2-c3' });
  });

  it('compares records by content, ignoring key order', () => {
    const a = full();
    const b: ConsentRecord = {
      ...full(),
      services: { 'google-maps': false, youtube: true },
      savedCategories: ['statistics', 'functional'],
    };
    expect(recordsEqual(a, b)).to.equal(true);
    const changes: Partial<ConsentRecord>[] = [
      { categories: { ...a.categories, marketing: 'allow' } },
      { services: { youtube: true } },
      { savedCategories: null },
      { savedServices: null },
      { bannerStatus: 'show' },
      { policyId: '15' },
      { id: 'other' },
    ];
    for (const change of changes) expect(recordsEqual(a, { ...a, ...change }), JSON.stringify(change)).to.equal(false);
  });

  it('never lets a tampered cookie grant consent in opt-in mode (real cookies, 300 runs)', function () {
    this.timeout(30_000);
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('allow ', 'Allow', 'ALLOW', ' allow', 'allow;', '"allow"', '%61llow', 'true', '1', 'yes'),
      fc.json({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: NAMES.length, maxLength: NAMES.length }), (values) => {
        clearCookies();
        NAMES.forEach((name, i) => {
          setCookie(`pb_${name}`, values[i]!, { path: '/' });
        });
        const r = readRecord('pb_');
        const allowed = R.effectiveCategories(r, optin);
        for (const c of ['preferences', 'statistics', 'marketing'] as const)
          expect(allowed[c], `${c}=${JSON.stringify(values[NAMES.indexOf(c)])}`).to.equal(
            values[NAMES.indexOf(c)] === 'allow',
          );
        // A service is granted only by a well-formed map of booleans that says so.
        for (const [service, on] of Object.entries(r.services)) expect(typeof on, service).to.equal('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any cookie string (5,000 runs)', function () {
    this.timeout(30_000);
    const junk = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.tuple(fc.constantFrom(...NAMES.map((n) => `cmplz_${n}`)), fc.string({ unit: 'binary' })))
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; ')),
    );
    fc.assert(
      fc.property(junk, (text) => {
        const r = readRecord('cmplz_', fakeDoc(text).doc);
        expect(['allow', 'deny', '']).to.include(r.categories.marketing);
        expect(['show', 'dismissed', '']).to.include(r.bannerStatus);
      }),
      { numRuns: 5000 },
    );
  });
});
