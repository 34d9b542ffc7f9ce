/**
 * The consent configuration: the page config's `consent` object over the
 * defaults below, then the banner call's answer over that. Parsing is total: a
 * bad value keeps the value it would replace and says so, naming the key.
 */
import { type Check, getPageConfig, isRecord, mergeChecked } from '../config/index.js';
import { CONSENT } from '../constants/consent.js';
import { warnOnce } from '../log/index.js';
import { CATEGORIES, type Category, type ConsentConfig } from './types.js';

/** The defaults: opt-in, banner on, nothing stored on the server, no cleaning, no geo lookup. */
export const consentDefaults = (): ConsentConfig => ({
  consenttype: 'optin',
  region: '',
  geoip: false,
  store_consent: false,
  clean_cookies: false,
  dismiss_on_scroll: false,
  dismiss_timeout: 0,
  forceEnableStats: false,
  soft_cookiewall: false,
  tcf_active: false,
  do_not_track_enabled: false,
  set_cookies: {},
  page_links: {},
  css_file: '',
  user_banner_id: '',
  current_policy_id: '',
  cookie_path: CONSENT.cookiePath,
  cookie_domain: '',
  set_cookies_on_root: false,
  version: '',
  banner_version: '',
  url: '',
  consent_area_url: '',
  locale: '',
  cookie_expiry: CONSENT.cookieExpiryDays,
  prefix: CONSENT.cookiePrefix,
  /** '' shows `messages["pb-consent-banner"].placeholderText`. */
  placeholdertext: '',
  services: [],
  banner_enabled: true,
  bot_pattern: CONSENT.botPattern,
  ajax_blocking: false,
  consent_mode: false,
});

// biome-ignore lint/suspicious/noExplicitAny: checks read unknown JSON; `typeof` has already been tested.
type Any = any;
const str = (v: unknown): v is string => typeof v === 'string';
/** A plain object whose every value passes `f`. */
export const every = (v: unknown, f: (x: Any) => unknown): boolean => isRecord(v) && Object.values(v).every(f);
const match = (re: RegExp): Check => [(v) => re.test(v), `a string matching ${re}`];

/** Keys that need more than their default's type (see mergeChecked: `page_links`, an object, needs no more). */
export const CHECKS: { [K in keyof ConsentConfig]?: Check } = {
  consenttype: [(v) => /^(optin|optout|other)$/.test(v), 'optin, optout or other'],
  set_cookies: [
    (v) => every(v, (p) => Array.isArray(p) && p.length === 2 && p.every(str)),
    '{ name: [allowed, denied] }',
  ],
  services: [
    (v) =>
      Array.isArray(v) &&
      v.every(
        (s) =>
          isRecord(s) && s.name && str(s.name) && CATEGORIES.includes(s.category as Category) && str(s.label ?? ''),
      ),
    '[{ name, category, label }]',
  ],
  bot_pattern: [(v) => new RegExp(v), 'a RegExp source'],
  prefix: match(/^[\w-]*$/),
  // Path and domain go into the cookie string: nothing that could add an attribute.
  cookie_path: match(/^\/[^;\s]*$/),
  cookie_domain: match(/^[\w.-]*$/),
};

/**
 * `raw` is the page config's `consent` object; `cookies` its shared cookie
 * settings (prefix, path, domain, expiry), which consent's own cookie_* keys override.
 */
export function parseConsentConfig(
  raw: unknown,
  cookies?: Record<string, unknown>,
): { config: ConsentConfig; warnings: string[] } {
  const config = consentDefaults();
  const warnings: string[] = [];
  const shared = ['prefix', 'cookie_path', 'cookie_domain', 'cookie_expiry'] as const;
  mergeChecked(config, cookies, 'cookies', warnings, CHECKS, [...shared], (key) => key.replace('cookie_', ''));
  mergeChecked(config, raw, 'consent', warnings, CHECKS);
  return { config, warnings };
}

/** The page's consent configuration, warning once per problem. */
export function getConsentConfig(doc: Document): ConsentConfig {
  const page = getPageConfig(doc);
  const { config, warnings } = parseConsentConfig(page.consent, page.cookies);
  for (const w of warnings) warnOnce('<script id="pb-config"> consent', w);
  return config;
}
