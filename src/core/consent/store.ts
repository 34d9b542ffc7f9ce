/**
 * The consent record in cookies (CCH §3 "Cookie-backed values"). The names and
 * values are the plugin's, so with prefix `cmplz_` its visitors keep their
 * choices. Anything malformed reads as empty: a tampered cookie grants nothing.
 */
import { readCookies } from '../cookies/read.js';
import { attempt } from './attempt.js';
import { every } from './config.js';
import { CATEGORY_KEYS } from './rules.js';
import { CATEGORIES, type ConsentRecord } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed cookie JSON, checked before use.
export type Any = any;
const map = (v: unknown) => every(v, (b) => b === !!b);
/** Ids are short tokens; anything else (markup, JSON, huge strings) is not ours. */
const TOKEN = /^[\w.:-]{1,64}$/;

/**
 * The cookies besides the categories: name, record key, and what a valid value
 * is (a RegExp for the raw text, else a test of its JSON). The visitor id comes
 * last: it outlives a policy change.
 */
export const FIELDS: [string, keyof ConsentRecord, RegExp | ((v: Any) => boolean)][] = [
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
    const v = attempt(() => JSON.parse(text));
    r[key] = ok instanceof RegExp ? (ok.test(text) ? text : '') : ok(v) ? v : null;
  }
  r.services ??= {};
  return r;
}

export const readRecord = (prefix: string, doc?: Document): ConsentRecord => fromJar(readCookies(doc), prefix);
