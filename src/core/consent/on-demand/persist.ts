/**
 * Writing the consent record to cookies, and clearing it. Only a choice (or a
 * changed policy) writes, so this is loaded on demand, apart from the reader.
 */
import { readCookies } from '../../cookies/read.js';
import { removeCookie, removeCookieEverywhere, setCookie } from '../../cookies/write.js';
import { CATEGORY_KEYS } from '../rules.js';
import { type Any, FIELDS } from '../store.js';
import type { ConsentConfig, ConsentRecord } from '../types.js';

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
  // The visitor id (FIELDS' last) stays.
  for (const name of [...CATEGORY_KEYS, ...FIELDS.slice(0, -1).map((f) => f[0])])
    if (jar.has(config.prefix + name))
      removeCookieEverywhere(config.prefix + name, loc ?? doc?.location ?? location, doc, config.cookie_domain);
}

export const recordsEqual = (a: ConsentRecord, b: ConsentRecord): boolean =>
  JSON.stringify(cells(a)) === JSON.stringify(cells(b));
