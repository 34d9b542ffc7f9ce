/**
 * The consent record in cookies (CCH §3 "Cookie-backed values"). The names and
 * values are the plugin's, so with prefix `cmplz_` its visitors keep their
 * choices. Anything malformed reads as empty: a tampered cookie grants nothing.
 */
import { readCookies, removeCookie, removeCookieEverywhere, setCookie } from '../cookies/index.js';
import { CATEGORIES, type Category, type ConsentConfig, type ConsentRecord } from './types.js';

type CategoryKey = keyof ConsentRecord['categories'];
const CATEGORY_KEYS: CategoryKey[] = [...CATEGORIES, 'statistics-anonymous'];
const SERVICES = 'consented_services';
const SAVED_CATEGORIES = 'saved_categories';
const SAVED_SERVICES = 'saved_services';
const BANNER = 'banner-status';
const POLICY = 'policy_id';
/** Every consent cookie but the visitor id, which outlives a policy change. */
const CONSENT_NAMES = [...CATEGORY_KEYS, SERVICES, SAVED_CATEGORIES, SAVED_SERVICES, BANNER, POLICY];

export const emptyRecord = (): ConsentRecord => ({
  categories: { functional: '', preferences: '', statistics: '', 'statistics-anonymous': '', marketing: '' },
  services: {},
  savedCategories: null,
  savedServices: null,
  bannerStatus: '',
  policyId: '',
  id: '',
});

const json = (text: string | undefined): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

const booleanMap = (v: unknown): Record<string, boolean> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((b) => typeof b === 'boolean')
    ? (v as Record<string, boolean>)
    : null;

const categoryList = (v: unknown): Category[] | null =>
  Array.isArray(v) && v.every((c) => CATEGORIES.includes(c)) ? (v as Category[]) : null;

/** Ids are short tokens; anything else (markup, JSON, huge strings) is not ours. */
const token = (v: string | undefined): string => (v && /^[\w.:-]{1,64}$/.test(v) ? v : '');

export function readRecord(prefix: string, doc?: Document): ConsentRecord {
  const record = emptyRecord();
  const jar = readCookies(doc);
  const get = (name: string) => jar.get(prefix + name);
  for (const key of CATEGORY_KEYS) {
    const value = get(key);
    if (value === 'allow' || value === 'deny') record.categories[key] = value;
  }
  record.services = booleanMap(json(get(SERVICES))) ?? {};
  record.savedCategories = categoryList(json(get(SAVED_CATEGORIES)));
  record.savedServices = booleanMap(json(get(SAVED_SERVICES)));
  const banner = get(BANNER);
  if (banner === 'show' || banner === 'dismissed') record.bannerStatus = banner;
  record.policyId = token(get(POLICY));
  record.id = token(get('id'));
  return record;
}

const cookieOptions = (config: ConsentConfig) => ({
  path: config.set_cookies_on_root ? '/' : config.cookie_path,
  domain: config.cookie_domain || undefined,
});

/** Writes every value; an empty one removes its cookie instead of storing ''. */
export function writeRecord(record: ConsentRecord, config: ConsentConfig, doc?: Document, loc?: Location | URL): void {
  const options = { ...cookieOptions(config), days: config.cookie_expiry };
  const secure = (loc ?? doc?.location ?? location).protocol === 'https:';
  const values: [string, string][] = [
    ...CATEGORY_KEYS.map((k): [string, string] => [k, record.categories[k]]),
    [SERVICES, Object.keys(record.services).length ? JSON.stringify(record.services) : ''],
    [SAVED_CATEGORIES, record.savedCategories ? JSON.stringify(record.savedCategories) : ''],
    [SAVED_SERVICES, record.savedServices ? JSON.stringify(record.savedServices) : ''],
    [BANNER, record.bannerStatus],
    [POLICY, record.policyId],
    ['id', record.id],
  ];
  for (const [name, value] of values)
    if (value) setCookie(config.prefix + name, value, { ...options, secure }, doc);
    else removeCookie(config.prefix + name, options, doc);
}

/** Removes the consent cookies wherever they were written (an older cookie_path, the root, the domain). */
export function clearConsentCookies(config: ConsentConfig, doc?: Document, loc?: Location | URL): void {
  const jar = readCookies(doc);
  const where = loc ?? doc?.location ?? location;
  for (const name of CONSENT_NAMES)
    if (jar.has(config.prefix + name)) removeCookieEverywhere(config.prefix + name, where, doc, config.cookie_domain);
}

const sorted = (o: Record<string, boolean> | null) =>
  o &&
  Object.keys(o)
    .sort()
    .map((k) => [k, o[k]]);
const key = (r: ConsentRecord): string =>
  JSON.stringify([
    CATEGORY_KEYS.map((k) => r.categories[k]),
    sorted(r.services),
    r.savedCategories && [...r.savedCategories].sort(),
    sorted(r.savedServices),
    r.bannerStatus,
    r.policyId,
    r.id,
  ]);

export const recordsEqual = (a: ConsentRecord, b: ConsentRecord): boolean => key(a) === key(b);
