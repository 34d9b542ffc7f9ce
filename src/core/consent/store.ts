/**
 * The consent record in cookies (CCH §3 "Cookie-backed values"). The names and
 * values are the plugin's, so with prefix `cmplz_` its visitors keep their
 * choices. Anything malformed reads as empty: a tampered cookie grants nothing.
 */
import { readCookies, removeCookie, removeCookieEverywhere, setCookie } from '../cookies/index.js';
import { CATEGORY_KEYS } from './rules.js';
import { CATEGORIES, type ConsentConfig, type ConsentRecord } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed cookie JSON, checked before use.
type Any = any;
const map = (v: Any) => typeof v === 'object' && !!v && !Array.isArray(v) && Object.values(v).every((b) => b === !!b);
/** Ids are short tokens; anything else (markup, JSON, huge strings) is not ours. */
const TOKEN = /^[\w.:-]{1,64}$/;

/**
 * The cookies besides the categories: name, record key, and what a valid value
 * is (a RegExp for the raw text, else a test of its JSON). The visitor id comes
 * last: it outlives a policy change.
 */
const FIELDS: [string, keyof ConsentRecord, RegExp | ((v: Any) => boolean)][] = [
  ['consented_services', 'services', map],
  ['saved_categories', 'savedCategories', (v) => Array.isArray(v) && v.every((c) => CATEGORIES.includes(c))],
  ['saved_services', 'savedServices', map],
  ['banner-status', 'bannerStatus', /^(show|dismissed)$/],
  ['policy_id', 'policyId', TOKEN],
  ['id', 'id', TOKEN],
];

function fromJar(jar: Map<string, string>, prefix: string): ConsentRecord {
  const get = (name: string) => jar.get(prefix + name) ?? '';
  const r: Any = {
    categories: Object.fromEntries(CATEGORY_KEYS.map((k) => [k, /^(allow|deny)$/.test(get(k)) ? get(k) : ''])),
  };
  for (const [name, key, ok] of FIELDS) {
    const text = get(name);
    let v: unknown = null;
    try {
      v = JSON.parse(text);
    } catch {}
    r[key] = ok instanceof RegExp ? (ok.test(text) ? text : '') : ok(v) ? v : null;
  }
  r.services ??= {};
  return r;
}

/** What an empty cookie jar reads as. */
export const emptyRecord = (): ConsentRecord => fromJar(new Map(), '');

export const readRecord = (prefix: string, doc?: Document): ConsentRecord => fromJar(readCookies(doc), prefix);

/**
 * Each cookie's text; '' for an empty value. Objects are written with sorted
 * keys, so equal records give equal text.
 */
const cells = (r: ConsentRecord): [string, string][] => [
  ...CATEGORY_KEYS.map((k): [string, string] => [k, r.categories[k]]),
  ...FIELDS.map(([name, key]): [string, string] => {
    const v = r[key] as Any;
    const text =
      v && typeof v === 'object' ? JSON.stringify(Array.isArray(v) ? [...v].sort() : v, Object.keys(v).sort()) : v;
    // No services chosen: no cookie, as the plugin does.
    return [name, text === '{}' && key === 'services' ? '' : (text ?? '')];
  }),
];

/** Writes every value; an empty one removes its cookie instead of storing ''. */
export function writeRecord(record: ConsentRecord, config: ConsentConfig, doc?: Document, loc?: Location | URL): void {
  const options = {
    path: config.set_cookies_on_root ? '/' : config.cookie_path,
    domain: config.cookie_domain || undefined,
    days: config.cookie_expiry,
    secure: (loc ?? doc?.location ?? location).protocol === 'https:',
  };
  for (const [name, value] of cells(record))
    if (value) setCookie(config.prefix + name, value, options, doc);
    else removeCookie(config.prefix + name, options, doc);
}

/** Removes the consent cookies but the visitor id wherever they were written (an older cookie_path, the root, the domain). */
export function clearConsentCookies(config: ConsentConfig, doc?: Document, loc?: Location | URL): void {
  const jar = readCookies(doc);
  for (const [name] of cells(emptyRecord()).slice(0, -1))
    if (jar.has(config.prefix + name))
      removeCookieEverywhere(config.prefix + name, loc ?? doc?.location ?? location, doc, config.cookie_domain);
}

export const recordsEqual = (a: ConsentRecord, b: ConsentRecord): boolean =>
  JSON.stringify(cells(a)) === JSON.stringify(cells(b));
