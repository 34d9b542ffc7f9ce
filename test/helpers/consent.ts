/** A fake consent manager for the consent elements' tests: the real bus, a scripted state, spied choices. */
import sinon from 'sinon';
import { getBus } from '../../src/core/bus/index.js';
import { setConsent } from '../../src/core/consent/api.js';
import '../../src/core/consent/topic.js';
import type { ConsentApi, ConsentConfig, ConsentRecord, ConsentState } from '../../src/core/consent/types.js';

/** What an empty cookie jar must read as: nothing allowed or denied, nothing saved. */
export const emptyRecord = (): ConsentRecord => ({
  categories: { functional: '', preferences: '', statistics: '', marketing: '', 'statistics-anonymous': '' },
  services: {},
  savedCategories: null,
  savedServices: null,
  bannerStatus: '',
  policyId: '',
  id: '',
});

/** Installs the fake on the current bus; its choices close the banner, as the real manager's do. */
export function fakeConsent(state: Partial<ConsentState> = {}, config: Partial<ConsentConfig> = {}) {
  let current: ConsentState = {
    consentType: 'optin',
    categories: { functional: true, preferences: false, statistics: false, marketing: false },
    services: {},
    bannerStatus: 'show',
    bannerOpen: true,
    bot: false,
    privacySignal: false,
    region: 'eu',
    ...state,
  };
  const publish = (change: Partial<ConsentState> = {}) => {
    current = { ...current, ...change };
    getBus().publish('consent', current);
  };
  const close = (..._args: unknown[]) => publish({ bannerOpen: false, bannerStatus: 'dismissed' });
  const api = {
    config: {
      consenttype: 'optin',
      user_banner_id: '1',
      css_file: '',
      page_links: {},
      services: [],
      banner_enabled: true,
      ...config,
    },
    state: () => current,
    acceptAll: sinon.spy(close),
    denyAll: sinon.spy(close),
    save: sinon.spy(close),
    dismiss: sinon.spy(close),
    open: sinon.spy(() => publish({ bannerOpen: true })),
  };
  setConsent(api as unknown as ConsentApi);
  getBus().define('consent', { state: true, public: true });
  publish();
  return { api, publish };
}
