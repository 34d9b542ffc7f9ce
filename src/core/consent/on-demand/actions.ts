/**
 * The consent manager's on-demand half (see manager.ts): everything that
 * follows a choice or serves a visitor still choosing. The manager loads it
 * when the banner shows, a choice is made, a notice is needed, or the page
 * turns on geoip, store_consent, clean_cookies or a privacy signal applies.
 * A returning visitor whose choice covers the page never downloads it.
 */
import { CONSENT } from '../../constants/consent.js';
import { setCookie } from '../../cookies/write.js';
import { generateId } from '../../formats/id.js';
import { onFrame } from '../../frame/index.js';
import { timedFetch } from '../../request/index.js';
import { attempt } from '../attempt.js';
import type { ConsentCore, ConsentEnv } from '../manager.js';
import { effectiveCategories, policyStale } from '../rules.js';
import {
  type BlockedItem,
  CATEGORIES,
  type ConsentRecord,
  type ConsentState,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from '../types.js';
import { loadBannerData, loadCookieData, mergeBannerData, sendTrack } from './calls.js';
import * as C from './choices.js';
import { cleanCookies, parseCookieData, startCleaner } from './cleaner.js';
import { DEBUG_MESSAGES, setDebug } from './debug.js';
import { pushConsentMode } from './gcm.js';
import { clearConsentCookies, writeRecord } from './persist.js';
import { addPlaceholder, noticeTexts } from './placeholder.js';

type FullEnv = Required<ConsentEnv>;
/** The env with what only this chunk uses filled in from the page, unless the env (a test) brought its own. */
function env(core: ConsentCore): FullEnv {
  if (!core.env.fetch)
    core.env = {
      // The request client's time limit: a consent server that never answers must not hold a call for minutes.
      fetch: timedFetch(),
      session: attempt(() => sessionStorage),
      reload: () => location.reload(),
      replace: (url) => location.replace(url),
      ...core.env,
    };
  return core.env as FullEnv;
}

const persist = (core: ConsentCore): void => {
  // Async work (a track answer, a loaded file) may finish after stopConsent(); it must not write then.
  if (!core.stopped) writeRecord(core.record, core.config, core.env.doc, core.env.location);
};

/** CCH §2: `cmplz_region_redirect` without `cmplz-region` reloads with the region appended. */
export function regionRedirectUrl(location: Location | URL, region: string): string | undefined {
  const url = new URL(String(location));
  if (!region || !url.searchParams.has('cmplz_region_redirect') || url.searchParams.has('cmplz-region')) return;
  url.searchParams.set('cmplz-region', region);
  return String(url);
}

/**
 * Before the first decision, when the page needs it (see manager.ts): a
 * changed policy voids the stored choice and its cookies; then the region's
 * banner data (geoip; a failed call keeps the page config); then the region
 * redirect. False: the page is being replaced.
 */
export async function prepare(core: ConsentCore): Promise<boolean> {
  if (policyStale(core.record, core.config)) {
    core.record = C.resetForPolicy(core.record, core.config.current_policy_id);
    clearConsentCookies(core.config, core.env.doc, core.env.location);
    persist(core);
  }
  if (core.config.geoip) {
    const data = await loadBannerData(core.config, env(core));
    if (data !== undefined) core.config = mergeBannerData(core.config, data);
  }
  const redirect = regionRedirectUrl(core.env.location, core.config.region);
  if (redirect) env(core).replace(redirect);
  return !redirect;
}

/** The notice for a blocked item still waiting, labelled per service; its button allows that service or category. */
export function addNotice(core: ConsentCore, item: BlockedItem): void {
  const { config, api } = core;
  if (item.live || core.stopped) return;
  const { text, label } = noticeTexts(config, item.category, item.service, core.env.doc);
  item.undo = addPlaceholder(item, text, label, () =>
    item.service ? api.setService(item.service, true) : api.setCategory(item.category as OptionalCategory, true),
  );
}

const sameList = (a: readonly string[], b: readonly string[] | null): boolean =>
  !!b && a.length === b.length && a.every((x) => b.includes(x));
const sameMap = (a: Record<string, boolean>, b: Record<string, boolean> | null): boolean =>
  !!b && JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
/** The track call on its way, per manager, so a second trigger does not send it twice. */
const inflight = new WeakMap<ConsentCore, string>();

function track(core: ConsentCore, beacon: boolean): void {
  const { config, record } = core;
  // Nothing to record until the visitor has chosen.
  if (!config.store_consent || core.ctx().bot || !config.url || record.bannerStatus !== 'dismissed') return;
  const all = core.state().categories;
  const categories = CATEGORIES.filter((c) => all[c]);
  const services = { ...record.services };
  const key = JSON.stringify([categories, services]);
  if (
    (sameList(categories, record.savedCategories) && sameMap(services, record.savedServices)) ||
    key === inflight.get(core)
  )
    return;
  inflight.set(core, key);
  const payload = { consented_categories: categories, consented_services: services, consenttype: config.consenttype };
  void sendTrack(config, env(core), payload, beacon).then((ok) => {
    inflight.delete(core);
    if (!ok) return;
    core.record = { ...core.record, savedCategories: categories, savedServices: services };
    persist(core);
  });
}

const storages = (core: ConsentCore): Storage[] => [core.env.local, env(core).session].filter((x): x is Storage => !!x);
const cookieData = async (core: ConsentCore) =>
  core.config.url ? parseCookieData(await loadCookieData(core.config, env(core))) : undefined;

/** The new record is in force at once, then written down; `clean` (deny-all) also clears cookies. */
function change(core: ConsentCore, next: ConsentRecord, clean?: boolean): void {
  const before = core.record;
  // A choice is made under the policy in force; the id lets the track call tell visitors apart.
  core.record = { ...next, policyId: core.config.current_policy_id || next.policyId };
  core.sync();
  changed(core, before, clean);
}
const close = (core: ConsentCore, next: ConsentRecord, clean?: boolean): void => {
  core.manualOpen = false;
  change(core, C.dismiss(next), clean);
};

// The ConsentApi choices (see types.ts), each with the manager's core first.
export const acceptAll = (core: ConsentCore): void => close(core, C.acceptAll(core.record));
export const denyAll = (core: ConsentCore): void => close(core, C.denyAll(core.record), true);
export const dismiss = (core: ConsentCore): void => close(core, core.record);
export const setCategory = (core: ConsentCore, category: OptionalCategory, on: boolean): void =>
  change(core, C.setCategory(core.record, category, on));
export const setService = (core: ConsentCore, service: string, on: boolean): void =>
  change(core, C.setService(core.record, service, on));
export function save(
  core: ConsentCore,
  categories: Partial<Record<OptionalCategory, boolean>>,
  services: Record<string, boolean> = {},
): void {
  let next = core.record;
  for (const c of OPTIONAL_CATEGORIES) if (c in categories) next = C.setCategory(next, c, !!categories[c]);
  for (const [name, on] of Object.entries(services)) next = C.setService(next, name, on);
  close(core, next);
}
export function debug(core: ConsentCore, on: boolean): void {
  if (setDebug(core.config.prefix, core.env.local, on)) core.debug = on;
}

/** The Consent Mode categories last pushed, per manager: the first push is the default, the rest updates. */
const pushed = new WeakMap<ConsentCore, string>();

/** After each decision: Google Consent Mode v2 (when the page opts in) and the debug log. */
export function signal(core: ConsentCore, state: ConsentState): void {
  const mode = JSON.stringify(state.categories);
  const last = pushed.get(core);
  if (core.config.consent_mode && mode !== last) {
    pushConsentMode(core.env.win, last ? 'update' : 'default', state.categories);
    pushed.set(core, mode);
  }
  if (core.debug) console.info('pb-elements: consent:', state);
}

/**
 * After a choice (already in force): store it with a visitor id, set the
 * page's marketing cookies, send the track call, and reload when scripts
 * that ran must stop. `clean` (deny-all) clears what was set first, whether
 * or not periodic cleaning is on.
 */
function changed(core: ConsentCore, before: ConsentRecord, clean?: boolean): void {
  if (core.stopped) return;
  const { config } = core;
  const page = env(core);
  // Without Web Crypto the record is kept without an id.
  if (!core.record.id) core.record = { ...core.record, id: attempt(generateId) ?? '' };
  persist(core);
  const ctx = core.ctx();
  const marketing = core.state().categories.marketing;
  if (marketing !== effectiveCategories(before, ctx).marketing)
    for (const [name, values] of Object.entries(config.set_cookies))
      setCookie(name, values[marketing ? 0 : 1], { days: config.cookie_expiry, path: config.cookie_path });
  track(core, false);
  const settled =
    clean &&
    cookieData(core).then(
      (data) => data && cleanCookies(OPTIONAL_CATEGORIES, data, page.doc, page.location, storages(core)),
    );
  const reload = C.reloadAfter(before, core.record, config, ctx.privacySignal);
  if (reload)
    void Promise.resolve(settled).finally(() => {
      if (reload === 'now') page.reload();
      else setTimeout(() => page.reload(), CONSENT.reloadDelay);
    });
}

/** Once the first decision is made: the GPC/DNT message, dismissal, the track call and cleaning. */
export function begin(core: ConsentCore): void {
  const { config, disposers } = core;
  const { doc, win, location } = core.env;
  if (core.ctx().privacySignal) console.info(`pb-elements: consent: ${DEBUG_MESSAGES.privacySignal}`);
  watchDismissal(core);
  if (config.store_consent) {
    // A choice a previous page could not record is sent now.
    track(core, false);
    const leave = (): void => track(core, true);
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
  }
  if (config.clean_cookies)
    void cookieData(core).then((data) => {
      if (!data || core.stopped) return;
      const getDenied = () => OPTIONAL_CATEGORIES.filter((c) => !core.state().categories[c]);
      disposers.push(startCleaner({ getDenied, cookieData: data, doc, loc: location, storage: storages(core) }));
    });
}

/** CCH §4: an opt-out banner dismisses itself on scrolling past 400 px or after dismiss_timeout. */
function watchDismissal(core: ConsentCore): void {
  const { config, api, disposers } = core;
  if (config.consenttype !== 'optout' || !core.state().bannerOpen) return;
  let past = false;
  const stop = config.dismiss_on_scroll
    ? onFrame('scroll', {
        read: () => {
          past = core.env.win.scrollY > CONSENT.scrollDismissAbove;
        },
        write: () => {
          if (!past) return;
          stop();
          if (core.record.bannerStatus !== 'dismissed') api.dismiss();
        },
      })
    : () => {};
  disposers.push(stop);
  if (config.dismiss_timeout > 0) {
    const timer = setTimeout(() => {
      stop();
      if (core.record.bannerStatus !== 'dismissed' && !core.manualOpen) api.dismiss();
    }, config.dismiss_timeout);
    disposers.push(() => clearTimeout(timer));
  }
}
