/**
 * The consent configuration: the page config's `consent` object over the
 * defaults below, then the banner call's answer over that. Parsing is total: a
 * bad value keeps the value it would replace and says so, naming the key.
 */
import { getPageConfig } from '../config/index.js';
import { CONSENT } from '../constants/consent.js';
import { warnOnce } from '../log/index.js';
import { CATEGORIES, type ConsentConfig } from './types.js';

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
  placeholdertext: 'Click to accept cookies and enable this content',
  services: [],
  banner_enabled: true,
  bot_pattern: CONSENT.botPattern,
  ajax_blocking: false,
  consent_mode: false,
});

type Key = keyof ConsentConfig;
// biome-ignore lint/suspicious/noExplicitAny: checks read unknown JSON; `typeof` has already been tested.
type Any = any;
const isObj = (v: unknown): v is Record<string, Any> => typeof v === 'object' && !!v && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';
const every = (v: unknown, f: (x: Any) => unknown): boolean => isObj(v) && Object.values(v).every(f);
const match = (re: RegExp): Check => [(v) => re.test(v), `a string matching ${re}`];

/**
 * Keys that need more than their default's type: a test (false or a throw
 * refuses the value) and what the warning asks for. The rest are checked by
 * the type of their default alone.
 */
type Check = [(v: Any) => unknown, string];
const CHECKS: { [K in Key]?: Check } = {
  consenttype: [(v) => /^(optin|optout|other)$/.test(v), 'optin, optout or other'],
  set_cookies: [
    (v) => every(v, (p) => Array.isArray(p) && p.length === 2 && p.every(str)),
    '{ name: [allowed, denied] }',
  ],
  page_links: [
    (v) => every(v, (r) => every(r, (l) => isObj(l) && str(l.url) && str(l.title))),
    '{ region: { kind: { url, title } } }',
  ],
  services: [
    (v) =>
      Array.isArray(v) &&
      v.every((s) => isObj(s) && s.name && str(s.name) && CATEGORIES.includes(s.category) && str(s.label ?? '')),
    '[{ name, category, label }]',
  ],
  bot_pattern: [(v) => new RegExp(v), 'a RegExp source'],
  prefix: match(/^[\w-]*$/),
  // Path and domain go into the cookie string: nothing that could add an attribute.
  cookie_path: match(/^\/[^;\s]*$/),
  cookie_domain: match(/^[\w.-]*$/),
};

/**
 * `raw`'s known keys over `c`, each checked; null counts as not set (servers
 * send it for "no value"), and so does a `raw` that is null.
 */
function apply(c: ConsentConfig, raw: unknown, label: string, warnings: string[], keys = Object.keys(c)): void {
  if (!isObj(raw)) {
    if (raw != null) warnings.push(`"${label}" must be an object; ignored`);
    return;
  }
  for (const key of keys as Key[]) {
    // The shared cookie settings name consent's cookie_* keys without the prefix.
    const name = label === 'cookies' ? key.replace('cookie_', '') : key;
    let v: Any = raw[name];
    if (v == null) continue;
    const t = typeof c[key];
    // Servers often send numbers as strings, and ids as numbers.
    if (t === 'number' && str(v) && v.trim()) v = +v;
    if (t === 'string' && typeof v === 'number') v = `${v}`;
    const [test, what] = CHECKS[key] ?? [
      (n: number) => t !== 'number' || (n >= 0 && n < 1 / 0),
      t === 'boolean' ? 'true or false' : t === 'number' ? 'a number >= 0' : 'a string',
    ];
    let ok: unknown;
    try {
      ok = typeof v === t && test(v);
    } catch {}
    if (!ok) warnings.push(`"${label}.${name}" must be ${what}; ignored`);
    else
      (c as Any)[key] =
        key === 'services'
          ? v.map((s: Any) => ({ name: s.name, category: s.category, label: s.label || s.name }))
          : // Endpoint bases: `url` ends with '/', `consent_area_url` does not (the spec joins them differently).
            key === 'url'
            ? v.replace(/([^/])$/, '$1/')
            : key === 'consent_area_url'
              ? v.replace(/\/+$/, '')
              : v;
  }
}

/**
 * `raw` is the page config's `consent` object; `cookies` its shared cookie
 * settings (prefix, path, domain, expiry), used where `consent` sets none.
 */
export function parseConsentConfig(
  raw: unknown,
  cookies?: Record<string, unknown>,
): { config: ConsentConfig; warnings: string[] } {
  const config = consentDefaults();
  const warnings: string[] = [];
  const shared = ['prefix', 'cookie_path', 'cookie_domain', 'cookie_expiry'];
  apply(config, cookies, 'cookies', warnings, isObj(raw) ? shared.filter((k) => raw[k] == null) : shared);
  apply(config, raw, 'consent', warnings);
  return { config, warnings };
}

/** The banner call's answer over `config`: known keys only, each validated; anything else is ignored. */
export function mergeBannerData(config: ConsentConfig, data: unknown): ConsentConfig {
  const merged = { ...config };
  const warnings: string[] = [];
  apply(merged, data ?? 0, 'banner', warnings);
  for (const w of warnings) warnOnce('consent banner data', w);
  return isObj(data) ? merged : config;
}

/** The page's consent configuration, warning once per problem. */
export function getConsentConfig(doc: Document = document): ConsentConfig {
  const page = getPageConfig(doc);
  const { config, warnings } = parseConsentConfig(page.consent, page.cookies);
  for (const w of warnings) warnOnce('<script id="pb-config"> consent', w);
  return config;
}
