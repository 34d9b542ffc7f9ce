/**
 * The consent manager: reads the stored choice, applies the rules, decides
 * before any blocked item runs, and re-decides on every change. One per page
 * (see api.ts); the banner UI and page code drive it through `ConsentApi`.
 */
import { getBus } from '../bus/index.js';
import { resolveMessages } from '../config/index.js';
import { CONSENT } from '../constants/consent.js';
import { setCookie } from '../cookies/index.js';
import { onFrame } from '../frame/index.js';
import { clearConsent, getConsent, setConsent } from './api.js';
import { createBlocker } from './blocker.js';
import type { CallEnv } from './calls.js';
import { getConsentConfig, mergeBannerData } from './config.js';
import { DEBUG_MESSAGES, isDebug } from './debug.js';
import { pushCategoryEvent, pushConsentMode } from './gcm.js';
import * as R from './rules.js';
import { clearConsentCookies, readRecord, writeRecord } from './store.js';
import { CONSENT_TOPIC } from './topic.js';
import {
  type BlockedItem,
  CATEGORIES,
  type Category,
  type ConsentApi,
  type ConsentRecord,
  type ConsentState,
  OPTIONAL_CATEGORIES,
} from './types.js';

export interface ConsentEnv extends CallEnv {
  doc: Document;
  win: Window;
  local: Storage | undefined;
  reload(): void;
  replace(url: string): void;
}

type Extras = typeof import('./extras.js');
let extrasModule: Extras | undefined;
/** The on-demand chunk; once loaded it is used synchronously (a page being left cannot wait). */
const extras = async (): Promise<Extras> => {
  extrasModule ??= await import('./extras.js');
  return extrasModule;
};

/** CCH §2: `cmplz_region_redirect` without `cmplz-region` reloads with the region appended. */
export function regionRedirectUrl(location: Location | URL, region: string): string | undefined {
  const url = new URL(String(location));
  if (!region || !url.searchParams.has('cmplz_region_redirect') || url.searchParams.has('cmplz-region')) return;
  url.searchParams.set('cmplz-region', region);
  return String(url);
}

const attempt = <T>(get: () => T): T | undefined => {
  try {
    return get();
  } catch {
    return undefined;
  }
};

export const browserEnv = (): ConsentEnv => ({
  doc: document,
  win: window,
  fetch: (...args) => fetch(...args),
  location,
  navigator,
  // Storage access throws in some privacy modes; the manager then works without caches.
  session: attempt(() => sessionStorage),
  local: attempt(() => localStorage),
  reload: () => location.reload(),
  replace: (url) => location.replace(url),
});

/** The placeholder button's text; the page overrides it in `messages["pb-consent-banner"]`. */
const PLACEHOLDER_MESSAGES = { placeholderAccept: 'Accept {name}' };

const sameList = (a: readonly string[], b: readonly string[] | null): boolean =>
  !!b && a.length === b.length && a.every((x) => b.includes(x));
const sameMap = (a: Record<string, boolean>, b: Record<string, boolean> | null): boolean =>
  !!b && JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

let stopCurrent = (): void => {};

/** Stops the page's manager and forgets it: observers, timers and listeners go. For tests and teardown. */
export function stopConsent(): void {
  stopCurrent();
  stopCurrent = () => {};
  clearConsent();
}

export function startConsent(env: ConsentEnv = browserEnv()): ConsentApi {
  const existing = getConsent();
  if (existing) return existing;
  const { doc, win } = env;
  let config = getConsentConfig(doc);
  const ctx = (): R.RuleCtx => R.ruleContext(config, env.navigator);
  const { bot } = ctx();
  let record = readRecord(config.prefix, doc);
  let manualOpen = false;
  let ready = false;
  let pushedMode = '';
  let inflight = '';
  const fired = new Set<string>();
  const disposers: (() => void)[] = [];
  let stopped = false;
  const bus = getBus();
  bus.define(CONSENT_TOPIC, { state: true, public: true });

  // Async work (a track answer, a loaded chunk) may finish after stopConsent(); it must not write then.
  const persist = (): void => {
    if (!stopped) writeRecord(record, config, doc, env.location);
  };
  const categoryOf = (service: string): Category => R.serviceCategory(config, service);
  const labelOf = (item: BlockedItem): string =>
    item.service ? (config.services.find((s) => s.name === item.service)?.label ?? item.service) : item.category;

  const state = (): ConsentState => {
    const c = ctx();
    return {
      consentType: config.consenttype,
      categories: R.effectiveCategories(record, c),
      services: { ...record.services },
      bannerStatus: record.bannerStatus,
      bannerOpen: ready && (manualOpen || R.bannerVisible(config, record, c)),
      bot,
      privacySignal: c.privacySignal,
      region: config.region,
    };
  };
  const allowed = (item: BlockedItem): boolean =>
    item.service
      ? R.serviceAllowed(item.service, item.category, record, ctx())
      : R.effectiveCategories(record, ctx())[item.category];

  const blocker = createBlocker(doc, {
    allowed,
    categoryOf,
    placeholderText: (item) => config.placeholdertext.replace(/\{(category|service)\}/g, labelOf(item)),
    buttonLabel: (item) =>
      resolveMessages(PLACEHOLDER_MESSAGES, 'pb-consent-banner', undefined, doc).placeholderAccept.replace(
        '{name}',
        labelOf(item),
      ),
    onAccept: (item) =>
      item.service ? api.setService(item.service, true) : api.setCategory(item.category as never, true),
    ajaxBlocking: config.ajax_blocking,
  });

  const fire = (key: string, type: string, detail: object, push?: () => void): void => {
    if (fired.has(key)) return;
    fired.add(key);
    doc.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    push?.();
  };

  const sync = (): void => {
    const s = state();
    bus.publish(CONSENT_TOPIC, s);
    if (!ready) return;
    const known = new Set([...config.services.map((x) => x.name), ...Object.keys(record.services)]);
    for (const c of CATEGORIES)
      if (s.categories[c])
        fire(c, 'pb-consent-category', { category: c }, () => pushCategoryEvent(win, config.prefix, c));
    for (const name of known)
      if (R.serviceAllowed(name, categoryOf(name), record, ctx()))
        fire(`service:${name}`, 'pb-consent-service', { service: name });
    const mode = JSON.stringify(s.categories);
    if (config.consent_mode && mode !== pushedMode) {
      pushConsentMode(win, pushedMode ? 'update' : 'default', s.categories);
      pushedMode = mode;
    }
    blocker.apply();
    if (isDebug(config.prefix, env.local)) console.info('pb-elements: consent:', s);
  };

  const track = (beacon: boolean): void => {
    // Nothing to record until the visitor has chosen.
    if (!config.store_consent || bot || !config.url || record.bannerStatus !== 'dismissed') return;
    const s = state();
    const categories = CATEGORIES.filter((c) => s.categories[c]);
    const services = { ...record.services };
    const key = JSON.stringify([categories, services]);
    if ((sameList(categories, record.savedCategories) && sameMap(services, record.savedServices)) || key === inflight)
      return;
    inflight = key;
    const payload = { consented_categories: categories, consented_services: services, consenttype: config.consenttype };
    const send = (x: Extras): void =>
      void x.sendTrack(config, env, payload, beacon).then((ok) => {
        inflight = '';
        if (!ok) return;
        record = { ...record, savedCategories: categories, savedServices: services };
        persist();
      });
    // Anything pending was already sent (and the chunk loaded) at start or on change; leaving cannot wait.
    if (extrasModule) send(extrasModule);
    else void extras().then(send);
  };

  const cleanWith = async (run: (x: Extras, data: Record<string, Record<string, string[]>>) => void): Promise<void> => {
    const x = await extras();
    if (config.url) run(x, x.parseCookieData(await x.loadCookieData(config, env)));
  };
  const denied = () => OPTIONAL_CATEGORIES.filter((c) => !state().categories[c]);
  const storages = [env.local, env.session].filter((x): x is Storage => !!x);

  /** `settled` lets deny-all finish clearing cookies before the page reloads. */
  const change = (next: ConsentRecord, settled: Promise<unknown> = Promise.resolve()): void => {
    const before = record;
    // A choice is made under the policy in force; the id lets the track call tell visitors apart.
    record = { ...next, policyId: config.current_policy_id || next.policyId };
    persist();
    if (!record.id)
      void extras().then((x) => {
        record = { ...record, id: record.id || attempt(x.generateId) || '' };
        persist();
      });
    const marketing = state().categories.marketing;
    if (marketing !== R.effectiveCategories(before, ctx()).marketing)
      for (const [name, values] of Object.entries(config.set_cookies))
        setCookie(name, values[marketing ? 0 : 1], { days: config.cookie_expiry, path: config.cookie_path });
    sync();
    track(false);
    const reload = R.reloadAfter(before, record, config, ctx().privacySignal);
    if (reload)
      void settled.finally(() => {
        if (reload === 'now') env.reload();
        else setTimeout(() => env.reload(), CONSENT.reloadDelay);
      });
  };
  const closing = (next: ConsentRecord, settled?: Promise<unknown>): void => {
    manualOpen = false;
    change(R.dismiss(next), settled);
  };

  const api: ConsentApi = {
    get config() {
      return config;
    },
    state,
    has: (category) => state().categories[category],
    hasService: (service, category) => R.serviceAllowed(service, category ?? categoryOf(service), record, ctx()),
    acceptAll: () => closing(R.acceptAll(record)),
    // Deny-all also clears what was already set, whether or not periodic cleaning is on.
    denyAll: () =>
      closing(
        R.denyAll(record),
        cleanWith((x, cookieData) => x.cleanCookies(OPTIONAL_CATEGORIES, cookieData, doc, env.location, storages)),
      ),
    save: (categories, services = {}) => {
      let next = record;
      for (const c of OPTIONAL_CATEGORIES) if (c in categories) next = R.setCategory(next, c, !!categories[c]);
      for (const [name, on] of Object.entries(services)) next = R.setService(next, name, on);
      closing(next);
    },
    setCategory: (category, on) => change(R.setCategory(record, category, on)),
    setService: (service, on) => change(R.setService(record, service, on)),
    dismiss: () => closing(record),
    open: () => {
      manualOpen = true;
      sync();
    },
    scan: (root) => blocker.scan(root),
    debug: (on) => void extras().then((x) => x.setDebug(config.prefix, env.local, on)),
  };
  setConsent(api);
  (win as unknown as { pbConsent?: ConsentApi }).pbConsent = api;

  // A changed policy voids the stored choice before anything can run on it.
  if (R.policyStale(record, config)) {
    clearConsentCookies(config, doc, env.location);
    record = R.resetForPolicy(record, config.current_policy_id);
    persist();
  }
  if (ctx().privacySignal) console.info(`pb-elements: consent: ${DEBUG_MESSAGES.privacySignal}`);

  const begin = (): void => {
    ready = true;
    const redirect = regionRedirectUrl(env.location, config.region);
    if (redirect) {
      env.replace(redirect);
      return;
    }
    sync();
    watchDismissal();
    // A choice a previous page could not record is sent now.
    track(false);
    if (config.clean_cookies)
      void cleanWith((x, cookieData) => {
        if (stopped) return;
        disposers.push(x.startCleaner({ getDenied: denied, cookieData, doc, loc: env.location, storage: storages }));
      });
    const leave = (): void => track(true);
    const hidden = (): void => {
      if (doc.visibilityState === 'hidden') leave();
    };
    win.addEventListener('pagehide', leave);
    win.addEventListener('beforeunload', leave);
    doc.addEventListener('visibilitychange', hidden);
    disposers.push(() => {
      win.removeEventListener('pagehide', leave);
      win.removeEventListener('beforeunload', leave);
      doc.removeEventListener('visibilitychange', hidden);
    });
  };

  /** CCH §4: an opt-out banner dismisses itself on scrolling past 400 px or after dismiss_timeout. */
  const watchDismissal = (): void => {
    if (config.consenttype !== 'optout' || !state().bannerOpen) return;
    let past = false;
    const stop = config.dismiss_on_scroll
      ? onFrame('scroll', {
          read: () => {
            past = win.scrollY > CONSENT.scrollDismissAbove;
          },
          write: () => {
            if (!past) return;
            stop();
            if (record.bannerStatus !== 'dismissed') api.dismiss();
          },
        })
      : () => {};
    disposers.push(stop);
    if (config.dismiss_timeout > 0) {
      const timer = setTimeout(() => {
        stop();
        if (record.bannerStatus !== 'dismissed' && !manualOpen) api.dismiss();
      }, config.dismiss_timeout);
      disposers.push(() => clearTimeout(timer));
    }
  };

  disposers.push(() => blocker.stop());
  stopCurrent = () => {
    stopped = true;
    for (const dispose of disposers.splice(0)) dispose();
  };

  sync();
  // With geoip the region's rules (maybe a different consent type) must be known before anything runs.
  if (config.geoip)
    void extras()
      .then((x) => x.loadBannerData(config, env))
      .then((data) => {
        if (stopped) return;
        if (data !== undefined) config = mergeBannerData(config, data);
        begin();
      });
  else begin();
  return api;
}
