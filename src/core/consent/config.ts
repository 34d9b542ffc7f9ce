/**
 * The consent configuration: the page config's `consent` object over the
 * defaults below, then the banner call's answer over that. Parsing is total: a
 * bad value keeps the value it would replace and says so, naming the key.
 */
import { getPageConfig } from '../config/index.js';
import { CONSENT } from '../constants/consent.js';
import { warnOnce } from '../log/index.js';
import { CATEGORIES, type ConsentConfig, type ServiceInfo } from './types.js';

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
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

const ok = (test: unknown, v: unknown): unknown => (test ? v : undefined);
const all = (v: unknown, f: (x: unknown) => boolean): boolean => isRecord(v) && Object.values(v).every(f);
const match = (re: RegExp) => (v: unknown) => ok(str(v) && re.test(v), v);
// Servers often send numbers as strings.
const count = (v: unknown) => {
  const n = str(v) && v.trim() ? Number(v) : v;
  return ok(typeof n === 'number' && Number.isFinite(n) && n >= 0, n);
};
const service = (v: unknown): ServiceInfo | undefined =>
  isRecord(v) &&
  str(v.name) &&
  v.name &&
  CATEGORIES.includes(v.category as never) &&
  (v.label === undefined || str(v.label))
    ? { name: v.name, category: v.category as ServiceInfo['category'], label: (v.label as string) || v.name }
    : undefined;

type Check = [(v: unknown) => unknown, string];
/** Keys that need more than their default's type: the check (undefined = refused) and what the warning asks for. */
const CHECKS: Partial<Record<Key, Check>> = {
  consenttype: [(v) => ok(v === 'optin' || v === 'optout' || v === 'other', v), 'optin, optout or other'],
  dismiss_timeout: [count, 'a number of ms'],
  cookie_expiry: [count, 'a number of days'],
  set_cookies: [
    (v) =>
      ok(
        all(v, (p) => Array.isArray(p) && p.length === 2 && p.every(str)),
        v,
      ),
    '{ name: [value when allowed, value when denied] }',
  ],
  page_links: [
    (v) =>
      ok(
        all(v, (r) => all(r, (l) => isRecord(l) && str(l.url) && str(l.title))),
        v,
      ),
    '{ region: { kind: { url, title } } }',
  ],
  services: [
    (v) => {
      const list = Array.isArray(v) ? v.map(service) : [];
      return ok(Array.isArray(v) && list.every(Boolean), list);
    },
    'a list of { name, category, label }',
  ],
  bot_pattern: [
    (v) => {
      try {
        return ok(str(v) && new RegExp(v), v);
      } catch {
        return undefined;
      }
    },
    'a RegExp source',
  ],
  prefix: [match(/^[\w-]*$/), 'letters, digits, _ or -'],
  // Path and domain go into the cookie string: nothing that could add an attribute.
  cookie_path: [match(/^\/[^;\s]*$/), 'a path starting with /'],
  cookie_domain: [match(/^[\w.-]*$/), 'a domain name'],
  // Endpoint bases: `url` ends with '/', `consent_area_url` does not (the spec joins them differently).
  url: [(v) => (str(v) ? v.replace(/([^/])$/, '$1/') : undefined), 'a string'],
  consent_area_url: [(v) => (str(v) ? v.replace(/\/+$/, '') : undefined), 'a string'],
};
const BOOLEAN: Check = [(v) => ok(typeof v === 'boolean', v), 'true or false'];
// Ids and versions often come as numbers.
const STRING: Check = [(v) => (str(v) ? v : typeof v === 'number' ? String(v) : undefined), 'a string'];

function set(config: ConsentConfig, key: Key, v: unknown, name: string, warnings: string[]): void {
  const current = config[key];
  const [check, expected] = CHECKS[key] ?? (typeof current === 'boolean' ? BOOLEAN : STRING);
  const value = check(v);
  if (value !== undefined) (config as unknown as Record<string, unknown>)[key] = value;
  else warnings.push(`"${name}" must be ${expected}; using ${JSON.stringify(current)}`);
}

/** Known keys of `raw` over `config`; null counts as not set (servers send it for "no value"). */
function apply(config: ConsentConfig, raw: Record<string, unknown>, label: string, warnings: string[]): void {
  for (const key of Object.keys(config) as Key[])
    if (raw[key] != null) set(config, key, raw[key], `${label}.${key}`, warnings);
}

/** The shared cookie settings and the consent keys they stand in for. */
const SHARED: [Key, string][] = [
  ['prefix', 'prefix'],
  ['cookie_path', 'path'],
  ['cookie_domain', 'domain'],
  ['cookie_expiry', 'expiry'],
];

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
  const consent = isRecord(raw) ? raw : {};
  if (raw != null && !isRecord(raw)) warnings.push('"consent" must be an object; using the defaults');
  if (isRecord(cookies))
    for (const [key, shared] of SHARED)
      if (consent[key] == null && cookies[shared] != null)
        set(config, key, cookies[shared], `cookies.${shared}`, warnings);
  apply(config, consent, 'consent', warnings);
  return { config, warnings };
}

/** The banner call's answer over `config`: known keys only, each validated; anything else is ignored. */
export function mergeBannerData(config: ConsentConfig, data: unknown): ConsentConfig {
  const where = 'consent banner data';
  if (!isRecord(data)) {
    warnOnce(where, 'must be a JSON object; ignored');
    return config;
  }
  const merged = { ...config };
  const warnings: string[] = [];
  apply(merged, data, 'banner', warnings);
  for (const w of warnings) warnOnce(where, w);
  return merged;
}

/** The page's consent configuration, warning once per problem. */
export function getConsentConfig(doc: Document = document): ConsentConfig {
  const page = getPageConfig(doc);
  const { config, warnings } = parseConsentConfig(page.consent, page.cookies);
  for (const w of warnings) warnOnce('<script id="pb-config"> consent', w);
  return config;
}
