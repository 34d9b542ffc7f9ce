import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { consentDefaults } from '../../../src/core/consent/config.js';
import * as C from '../../../src/core/consent/on-demand/choices.js';
import * as R from '../../../src/core/consent/rules.js';
import type { ConsentConfig, ConsentRecord, ConsentType, CookieValue } from '../../../src/core/consent/types.js';
import { CONSENT } from '../../../src/core/constants/consent.js';
import { emptyRecord } from '../../helpers/consent.js';

const ctx = (consenttype: ConsentType, extra: Partial<R.RuleCtx> = {}): R.RuleCtx => ({
  consenttype,
  bot: false,
  privacySignal: false,
  ...extra,
});
const config = (over: Partial<ConsentConfig> = {}): ConsentConfig => ({ ...consentDefaults(), ...over });
const record = (over: Partial<ConsentRecord> = {}, cats: Partial<ConsentRecord['categories']> = {}): ConsentRecord => {
  const r = emptyRecord();
  return { ...r, ...over, categories: { ...r.categories, ...cats } };
};

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LIGHTHOUSE = 'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse';
const GTMETRIX = 'Mozilla/5.0 (X11) GTmetrix';
const PINGDOM = 'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)';

describe('consent rules (CCH §4, §5)', () => {
  it('detects bots by the configurable pattern, never a headless browser', () => {
    for (const ua of [GOOGLEBOT, LIGHTHOUSE, GTMETRIX, PINGDOM, 'Bingbot', 'facebookexternalhit/1.1'])
      expect(R.isBot(ua, CONSENT.botPattern), ua).to.equal(true);
    for (const ua of [CHROME, HEADLESS, '']) expect(R.isBot(ua, CONSENT.botPattern), ua).to.equal(false);
    expect(R.isBot(CHROME, 'Chrome')).to.equal(true);
    expect(R.isBot(GOOGLEBOT, '')).to.equal(false);
    expect(R.isBot(GOOGLEBOT, '(')).to.equal(false);
  });

  it('detects speed-test bots whatever the bot pattern', () => {
    for (const ua of [LIGHTHOUSE, GTMETRIX, PINGDOM]) expect(R.isSpeedTestBot(ua), ua).to.equal(true);
    for (const ua of [CHROME, HEADLESS, GOOGLEBOT]) expect(R.isSpeedTestBot(ua), ua).to.equal(false);
  });

  it('reads a GPC or DNT signal', () => {
    const table: [Parameters<typeof R.hasPrivacySignal>[0], boolean][] = [
      [{}, false],
      [{ globalPrivacyControl: true }, true],
      [{ globalPrivacyControl: false, doNotTrack: '0' }, false],
      [{ doNotTrack: '1' }, true],
      [{ doNotTrack: 'yes' }, true],
      [{ doNotTrack: 'unspecified' }, false],
      [{ doNotTrack: null }, false],
    ];
    for (const [nav, out] of table) expect(R.hasPrivacySignal(nav), JSON.stringify(nav)).to.equal(out);
  });

  it('builds the rule context from config and browser; the signal counts only with do_not_track_enabled', () => {
    const nav = { userAgent: LIGHTHOUSE, globalPrivacyControl: true };
    expect(R.ruleContext(config({ bot_pattern: '' }), nav)).to.deep.equal({
      consenttype: 'optin',
      bot: false,
      privacySignal: false,
      speedTest: true,
      forceEnableStats: false,
    });
    expect(R.ruleContext(config({ do_not_track_enabled: true, consenttype: 'optout' }), nav)).to.include({
      consenttype: 'optout',
      bot: true,
      privacySignal: true,
    });
  });

  it('decides each category by the table of rules', () => {
    // [category, value, consent type, context, allowed]
    const table: [string, CookieValue, ConsentType, Partial<R.RuleCtx>, boolean][] = [
      // Bots always count as consented, even over a stored deny.
      ['marketing', 'deny', 'optin', { bot: true }, true],
      ['statistics', '', 'optin', { bot: true, privacySignal: true }, true],
      // Functional is always allowed.
      ['functional', '', 'optin', {}, true],
      ['functional', 'deny', 'optin', { privacySignal: true }, true],
      // Opt-in: only an explicit allow counts.
      ['marketing', 'allow', 'optin', {}, true],
      ['marketing', '', 'optin', {}, false],
      ['marketing', 'deny', 'optin', {}, false],
      ['preferences', '', 'optin', {}, false],
      ['statistics-anonymous', 'allow', 'optin', {}, true],
      // Opt-out and other: empty counts as allowed; deny denies.
      ['marketing', '', 'optout', {}, true],
      ['marketing', 'allow', 'optout', {}, true],
      ['marketing', 'deny', 'optout', {}, false],
      ['statistics', '', 'other', {}, true],
      ['statistics', 'deny', 'other', {}, false],
      // GPC / DNT: only an explicit allow counts, whatever the type.
      ['marketing', '', 'optout', { privacySignal: true }, false],
      ['marketing', '', 'other', { privacySignal: true }, false],
      ['marketing', 'allow', 'optout', { privacySignal: true }, true],
      ['preferences', 'deny', 'optout', { privacySignal: true }, false],
      // forceEnableStats: statistics need no consent, but a deny or a privacy signal still wins.
      ['statistics', '', 'optin', { forceEnableStats: true }, true],
      ['statistics-anonymous', '', 'optin', { forceEnableStats: true }, true],
      ['statistics', 'deny', 'optin', { forceEnableStats: true }, false],
      ['statistics', '', 'optin', { forceEnableStats: true, privacySignal: true }, false],
      ['marketing', '', 'optin', { forceEnableStats: true }, false],
    ];
    for (const [category, value, type, extra, allowed] of table)
      expect(
        R.categoryAllowed(category as 'marketing', value, ctx(type, extra)),
        `${category}=${value} ${type} ${JSON.stringify(extra)}`,
      ).to.equal(allowed);
  });

  it('gives the effective decision per category', () => {
    const r = record({}, { statistics: 'allow', marketing: 'deny' });
    expect(R.effectiveCategories(r, ctx('optin'))).to.deep.equal({
      functional: true,
      preferences: false,
      statistics: true,
      marketing: false,
    });
    expect(R.effectiveCategories(r, ctx('optout'))).to.deep.equal({
      functional: true,
      preferences: true,
      statistics: true,
      marketing: false,
    });
  });

  it('lets an explicit service choice beat its category; a denied service never runs', () => {
    const r = record({ services: { youtube: false, maps: true } }, { marketing: 'allow' });
    expect(R.serviceAllowed('youtube', 'marketing', r, ctx('optin'))).to.equal(false);
    expect(R.serviceAllowed('youtube', 'marketing', r, ctx('optout', { bot: true }))).to.equal(false);
    const denied = record({ services: { maps: true } }, { marketing: 'deny' });
    expect(R.serviceAllowed('maps', 'marketing', denied, ctx('optin'))).to.equal(true);
    expect(R.serviceAllowed('vimeo', 'marketing', r, ctx('optin'))).to.equal(true);
    expect(R.serviceAllowed('vimeo', 'marketing', denied, ctx('optin'))).to.equal(false);
    expect(R.serviceAllowed('vimeo', 'marketing', record(), ctx('optout'))).to.equal(true);
    // Inherited object keys are not choices.
    expect(R.serviceAllowed('constructor', 'marketing', denied, ctx('optin'))).to.equal(false);
  });

  it('reads no service as its category, whatever a tampered record holds under the empty name', () => {
    const tampered = record({ services: { '': true } }, { marketing: 'deny' });
    expect(R.serviceAllowed('', 'marketing', tampered, ctx('optin'))).to.equal(false);
    expect(R.serviceAllowed('', 'statistics', record({}, { statistics: 'allow' }), ctx('optin'))).to.equal(true);
    expect(R.serviceAllowed('', 'preferences', record({ services: { '': false } }), ctx('optout'))).to.equal(true);
  });

  it('shows the banner only when the rules allow it', () => {
    const fresh = record();
    // [config, record, context, visible]
    const table: [Partial<ConsentConfig>, ConsentRecord, Partial<R.RuleCtx>, boolean, string][] = [
      [{}, fresh, {}, true, 'new opt-in visitor'],
      [{ consenttype: 'optout' }, fresh, {}, true, 'new opt-out visitor'],
      [{}, record({ bannerStatus: 'show' }), {}, true, 'status show'],
      [{ banner_enabled: false }, fresh, {}, false, 'banner disabled'],
      [{ consenttype: 'other' }, fresh, {}, false, 'type other'],
      [{}, fresh, { bot: true }, false, 'bot'],
      [{}, fresh, { speedTest: true }, false, 'speed-test bot'],
      [{ consenttype: 'optout' }, fresh, { privacySignal: true }, false, 'opt-out with GPC/DNT'],
      [{ consenttype: 'optin' }, fresh, { privacySignal: true }, true, 'opt-in with GPC/DNT'],
      [{}, record({ bannerStatus: 'dismissed' }), {}, false, 'dismissed'],
    ];
    for (const [over, r, extra, visible, label] of table) {
      const c = config(over);
      expect(R.bannerVisible(c, r, ctx(c.consenttype, extra)), label).to.equal(visible);
    }
  });

  it('treats only a differing stored policy id as stale', () => {
    expect(R.policyStale(record({ policyId: '13' }), config({ current_policy_id: '14' }))).to.equal(true);
    expect(R.policyStale(record({ policyId: '14' }), config({ current_policy_id: '14' }))).to.equal(false);
    expect(R.policyStale(record({ policyId: '' }), config({ current_policy_id: '14' }))).to.equal(false);
    expect(R.policyStale(record({ policyId: '13' }), config({ current_policy_id: '' }))).to.equal(false);
  });

  describe('transitions', () => {
    const before = record({ services: { yt: false }, id: 'v1', policyId: '3' }, { marketing: 'deny' });

    it('accept-all allows everything, lets services follow, and dismisses', () => {
      const after = C.acceptAll(before);
      expect(Object.values(after.categories)).to.deep.equal(['allow', 'allow', 'allow', 'allow', 'allow']);
      expect(after).to.include({ bannerStatus: 'dismissed', id: 'v1', policyId: '3' });
      expect(after.services).to.deep.equal({});
      expect(R.serviceAllowed('yt', 'marketing', after, ctx('optin'))).to.equal(true);
      expect(before.categories.marketing).to.equal('deny');
    });

    it('deny-all denies every optional category, clears services, and dismisses', () => {
      const after = C.denyAll(record({ services: { yt: true } }, { marketing: 'allow' }));
      expect(after.categories).to.deep.equal({
        functional: 'allow',
        preferences: 'deny',
        statistics: 'deny',
        'statistics-anonymous': 'deny',
        marketing: 'deny',
      });
      expect(after.services).to.deep.equal({});
      expect(after.bannerStatus).to.equal('dismissed');
    });

    it('sets statistics-anonymous whenever statistics is set', () => {
      const on = C.setCategory(record(), 'statistics', true);
      expect(on.categories).to.include({ statistics: 'allow', 'statistics-anonymous': 'allow' });
      const off = C.setCategory(on, 'statistics', false);
      expect(off.categories).to.include({ statistics: 'deny', 'statistics-anonymous': 'deny' });
      const marketing = C.setCategory(record(), 'marketing', true);
      expect(marketing.categories).to.include({ marketing: 'allow', 'statistics-anonymous': '' });
      expect(marketing.bannerStatus).to.equal('');
    });

    it('sets a service, dismisses, and resets for a new policy', () => {
      expect(C.setService(before, 'maps', true).services).to.deep.equal({ yt: false, maps: true });
      expect(C.dismiss(before).bannerStatus).to.equal('dismissed');
      const saved: Partial<ConsentRecord> = {
        savedCategories: ['functional', 'marketing'],
        savedServices: { yt: true },
      };
      const reset = C.resetForPolicy(C.acceptAll(record({ services: { yt: true }, ...saved })), '15');
      expect(reset).to.include({ bannerStatus: 'show', policyId: '15', savedCategories: null, savedServices: null });
      expect(reset.services).to.deep.equal({});
      expect(R.effectiveCategories(reset, ctx('optout'))).to.deep.equal({
        functional: true,
        preferences: false,
        statistics: false,
        marketing: false,
      });
    });
  });

  it('reloads per the rules after a change', () => {
    const none = record();
    const allowed = C.acceptAll(none);
    const services = [{ name: 'maps', category: 'preferences' as const, label: 'Maps' }];
    // [before, after, config, privacy signal, outcome]
    const table: [ConsentRecord, ConsentRecord, Partial<ConsentConfig>, boolean, 'now' | 'delayed' | false, string][] =
      [
        [allowed, C.denyAll(allowed), {}, false, 'now', 'deny-all after accept'],
        [allowed, C.denyAll(allowed), { tcf_active: true }, false, false, 'deny-all under TCF'],
        [none, C.denyAll(none), {}, false, false, 'first deny-all in opt-in: nothing ran'],
        [none, C.denyAll(none), { consenttype: 'optout' }, false, 'now', 'first deny-all in opt-out: scripts ran'],
        [none, C.denyAll(none), { consenttype: 'optout' }, true, false, 'opt-out with GPC: nothing ran'],
        [C.denyAll(none), C.denyAll(none), {}, false, false, 'deny-all twice'],
        [C.setService(C.denyAll(none), 'x', true), C.denyAll(none), {}, false, 'now', 'deny-all withdrawing a service'],
        [allowed, C.setCategory(allowed, 'marketing', false), {}, false, 'delayed', 'withdraw marketing'],
        [none, C.setCategory(none, 'marketing', false), {}, false, false, 'deny marketing never allowed'],
        [allowed, C.setCategory(allowed, 'statistics', false), {}, false, false, 'withdraw statistics'],
        [allowed, C.setService(allowed, 'yt', false), {}, false, 'delayed', 'turn off a running service'],
        [
          C.setService(none, 'yt', true),
          C.setService(none, 'yt', false),
          {},
          false,
          'delayed',
          'turn off a chosen service',
        ],
        [none, C.setService(none, 'yt', false), {}, false, false, 'turn off a service that never ran'],
        [
          C.setCategory(none, 'preferences', true),
          C.setService(C.setCategory(none, 'preferences', true), 'maps', false),
          { services },
          false,
          'delayed',
          'turn off a service of an allowed non-marketing category',
        ],
        [none, C.setService(none, 'maps', false), { services }, false, false, 'its category never allowed'],
        [none, allowed, {}, false, false, 'accept-all'],
        [none, C.dismiss(none), {}, false, false, 'dismiss'],
      ];
    for (const [before, after, over, signal, outcome, label] of table)
      expect(C.reloadAfter(before, after, config(over), signal), label).to.equal(outcome);
  });

  it('never lets a bot see the banner or miss consent, for any record (1,000 runs)', () => {
    const value = fc.constantFrom<CookieValue>('allow', 'deny', '');
    fc.assert(
      fc.property(value, value, value, fc.constantFrom<ConsentType>('optin', 'optout', 'other'), (p, s, m, type) => {
        const r = record({}, { preferences: p, statistics: s, marketing: m });
        const c = ctx(type, { bot: true, privacySignal: true });
        expect(Object.values(R.effectiveCategories(r, c)).every(Boolean)).to.equal(true);
        expect(R.bannerVisible(config({ consenttype: type }), r, c)).to.equal(false);
      }),
      { numRuns: 1000 },
    );
  });
});
