/**
 * The consent manager's first decision: reads the stored choice, applies the
 * rules, and activates what is allowed before any blocked item can run. A
 * choice changes the state here at once; writing it down (cookies, the track
 * call, reloads), notices, cleaning and the banner call live in `on-demand/`,
 * loaded as one chunk, which a returning visitor with nothing to do never loads.
 */
import { getBus } from '../bus/index.js';
import { CONSENT } from '../constants/consent.js';
import { clearConsent, getConsent, setConsent } from './api.js';
import { attempt } from './attempt.js';
import { createBlocker } from './blocker.js';
import { getConsentConfig } from './config.js';
import type { CallEnv } from './on-demand/calls.js';
import * as R from './rules.js';
import { readRecord } from './store.js';
import { CONSENT_TOPIC } from './topic.js';
import { CATEGORIES, type ConsentApi, type ConsentConfig, type ConsentRecord, type ConsentState } from './types.js';

/**
 * The browser as the manager sees it; tests pass their own. What only the
 * on-demand chunk uses may be left out: it then comes from the page.
 */
export interface ConsentEnv extends Partial<Pick<CallEnv, 'fetch' | 'session'>> {
  location: CallEnv['location'];
  navigator: Navigator;
  doc: Document;
  /** The tag manager's queue is read from here. */
  win: Window & { dataLayer?: unknown[] };
  local: Storage | undefined;
  reload?(): void;
  replace?(url: string): void;
}

/** What the on-demand chunk works on: one manager's live state. */
export interface ConsentCore {
  env: ConsentEnv;
  config: ConsentConfig;
  record: ConsentRecord;
  /** The visitor reopened the banner. */
  manualOpen?: boolean;
  /** Debug mode: every state is logged. */
  debug: boolean;
  /** stopConsent() ran: late async work must not write. */
  stopped?: boolean;
  api: ConsentApi;
  ctx(): R.RuleCtx;
  state(): ConsentState;
  /** Publishes the state and activates what it allows. */
  sync(): void;
  disposers: (() => void)[];
}

type Actions = typeof import('./on-demand/actions.js');
let loaded: Actions | undefined;
let loading: Promise<Actions> | undefined;
/** The on-demand chunk; a failed download is tried again the next time it is needed. */
function load(): Promise<Actions> {
  loading ??= import('./on-demand/actions.js').catch((e) => {
    loading = undefined;
    throw e;
  });
  return loading;
}
/** Runs `fn` with the on-demand chunk: synchronously when it is loaded (a page being left cannot wait), else once it is. */
async function later(fn: (x: Actions) => unknown): Promise<void> {
  loaded ??= await load();
  await fn(loaded);
}

/** The API methods the chunk implements, each taking the manager's core first. */
const CHOICES = ['acceptAll', 'denyAll', 'save', 'setCategory', 'setService', 'dismiss', 'debug'] as const;
type Choice = (typeof CHOICES)[number];
type ChoiceArgs<K extends Choice> = Actions[K] extends (core: ConsentCore, ...rest: infer A) => unknown ? A : never;

export const browserEnv = (): ConsentEnv => ({
  doc: document,
  win: window,
  location,
  navigator,
  // Storage access throws in some privacy modes; the manager then works without it.
  local: attempt(() => localStorage),
});

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
  const config = getConsentConfig(doc);
  let ready = false;
  const fired = new Set<string>();
  const bus = getBus();
  bus.define(CONSENT_TOPIC, { state: true, public: true });

  // `api` is filled in below; everything else the chunk reads is here before the first scan.
  const core = {
    env,
    config,
    record: readRecord(config.prefix, doc),
    debug: attempt(() => env.local?.getItem(config.prefix + CONSENT.debugKey)) === '1',
    ctx: () => R.ruleContext(core.config, env.navigator),
    state,
    sync,
    disposers: [],
  } as unknown as ConsentCore;

  function state(): ConsentState {
    const { config, record } = core;
    const c = core.ctx();
    return {
      consentType: config.consenttype,
      categories: R.effectiveCategories(record, c),
      services: { ...record.services },
      bannerStatus: record.bannerStatus,
      bannerOpen: ready && (core.manualOpen || R.bannerVisible(config, record, c)),
      bot: c.bot,
      privacySignal: c.privacySignal,
      region: config.region,
    };
  }
  const categoryOf = (service: string) => R.serviceCategory(core.config, service);
  const serviceAllowed = (service: string, category = categoryOf(service)): boolean =>
    R.serviceAllowed(service, category, core.record, core.ctx());

  const blocker = createBlocker(doc, {
    // An item with no service ('') follows its category.
    allowed: (item) => serviceAllowed(item.service, item.category),
    categoryOf,
    notice: (item) => void later((x) => x.addNotice(core, item)),
    ajaxBlocking: config.ajax_blocking,
  });

  /** Dispatches once per key; true when it did. */
  const fire = (key: string, type: string, detail: object): boolean => {
    if (fired.has(key)) return false;
    fired.add(key);
    doc.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    return true;
  };

  function sync(): void {
    // Nothing is published before the first decision: subscribers must never see stale or pre-region consent.
    if (!ready) return;
    const s = state();
    bus.publish(CONSENT_TOPIC, s);
    for (const c of CATEGORIES)
      if (s.categories[c] && fire(c, 'pb-consent-category', { category: c })) {
        // CCH §7: the tag manager's event for each category, once; a tag manager loaded later reads the queue.
        win.dataLayer ??= [];
        win.dataLayer.push({ event: `${core.config.prefix}event_${c}` });
      }
    // A name both configured and chosen is tried twice; `fire` sends it once.
    for (const name of [...core.config.services.map((x) => x.name), ...Object.keys(s.services)])
      if (serviceAllowed(name)) fire(`service:${name}`, 'pb-consent-service', { service: name });
    // Consent Mode and debug logging live in the chunk; with consent_mode it is loaded before the first decision.
    if (core.config.consent_mode || core.debug) void later((x) => x.signal(core, s));
    blocker.apply();
  }

  /** A choice, made by the on-demand chunk: synchronously once it is loaded, as it is whenever the banner shows. */
  const act =
    <K extends Choice>(name: K) =>
    (...args: ChoiceArgs<K>): Promise<void> =>
      later((x) => (x[name] as unknown as (core: ConsentCore, ...rest: ChoiceArgs<K>) => void)(core, ...args));

  const api = {
    get config() {
      return core.config;
    },
    state,
    has: (category) => state().categories[category],
    hasService: serviceAllowed,
    open: () => {
      core.manualOpen = true;
      sync();
      // The visitor is about to choose: the chunk that records it should be here by then.
      void later(() => {});
    },
    scan: blocker.scan,
  } satisfies Omit<ConsentApi, Choice> as ConsentApi;
  // Each choice forwards to the chunk's function of the same name (ChoiceArgs ties their signatures together).
  for (const name of CHOICES) api[name] = act(name) as never;

  core.api = api;
  setConsent(api);
  (win as unknown as { pbConsent?: ConsentApi }).pbConsent = api;
  stopCurrent = () => {
    core.stopped = true;
    blocker.stop();
    for (const dispose of core.disposers.splice(0)) dispose();
  };

  const begin = (): void => {
    ready = true;
    sync();
    const { bannerOpen, privacySignal } = state();
    if (bannerOpen || privacySignal || core.config.store_consent || core.config.clean_cookies)
      void later((x) => x.begin(core));
  };
  // Nothing runs before these: a changed policy voids the stored choice; with geoip the region's rules
  // (maybe another consent type) apply; a region redirect leaves the page; Consent Mode's default precedes every tag.
  if (
    R.policyStale(core.record, config) ||
    config.geoip ||
    config.consent_mode ||
    env.location.search.includes('cmplz_region_redirect')
  )
    void later(async (x) => (await x.prepare(core)) && !core.stopped && begin());
  else begin();
  return api;
}
