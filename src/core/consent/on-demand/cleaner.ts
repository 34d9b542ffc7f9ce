/**
 * Cookie cleaning (CCH §4, §7 "Cookie data"): while a category is denied, its
 * services' cookies and storage keys are removed every CONSENT.cleanInterval,
 * because a script that ran before the visitor withdrew keeps writing them.
 */
import { isRecord } from '../../config/index.js';
import { CHAT } from '../../constants/chat.js';
import { CONSENT } from '../../constants/consent.js';
import { readCookies, removeCookieEverywhere } from '../../cookies/index.js';
import type { OptionalCategory } from '../types.js';

/** category -> service -> cookie or storage names; a name ending in '*' is a prefix. */
export type CookieData = Record<string, Record<string, string[]>>;

export interface CleanerOptions {
  getDenied: () => OptionalCategory[];
  cookieData: CookieData;
  doc?: Document;
  loc?: Location | URL;
  /** Defaults to localStorage and sessionStorage, where the page may use them. */
  storage?: Storage[];
  /** The configured cookie_domain, tried besides the host's own domains. */
  domain?: string;
}

/**
 * The library's own functional cookies, declared as cookie_data declares a site's (category -> service -> names).
 * Functional is never cleaned, so none of these is removed, even by a denied category's entry that matches it (a
 * scanner that filed `qlwapp*` under marketing): a deny-all must not make the chat open by itself again.
 */
export const FUNCTIONAL_COOKIES: CookieData = {
  functional: { 'pb-chat': [CHAT.autoOpenCookie] },
};

const kept = new Set(Object.values(FUNCTIONAL_COOKIES.functional ?? {}).flat());

const entries = (v: unknown): [string, unknown][] => (isRecord(v) ? Object.entries(v) : []);

/** The cookie_data answer, keeping only well-formed parts (a JSON string is parsed first). */
export function parseCookieData(raw: unknown): CookieData {
  try {
    if (typeof raw === 'string') raw = JSON.parse(raw);
  } catch {}
  // fromEntries, not assignment: a "__proto__" key stays a plain key.
  return Object.fromEntries(
    entries(raw)
      .filter((e) => isRecord(e[1]))
      .map(([category, services]) => [
        category,
        Object.fromEntries(
          entries(services)
            .map(([service, names]): [string, string[]] => [
              service,
              [names].flat().filter((n): n is string => !!n && typeof n === 'string'),
            ])
            .filter((e) => e[1].length),
        ),
      ]),
  );
}

const defaultStorage = (): Storage[] => {
  try {
    return [localStorage, sessionStorage];
  } catch {
    return [];
  }
};

/**
 * One pass: removes the cookies and storage keys listed for `categories`. The
 * manager also calls it on deny-all, whether or not periodic cleaning is on.
 */
export function cleanCookies(
  categories: readonly OptionalCategory[],
  cookieData: CookieData,
  doc: Document = document,
  loc: Location | URL = doc.location,
  storage: Storage[] = defaultStorage(),
  domain?: string,
): void {
  const cookies = [...readCookies(doc).keys()];
  for (const category of categories)
    for (const names of Object.values(cookieData[category] ?? {}))
      for (const name of names) {
        const prefix = name.endsWith('*') && name.slice(0, -1);
        // A bare '*' would wipe every cookie, the consent cookies included.
        if (prefix === '') continue;
        const hit = (n: string) => !kept.has(n) && (prefix ? n.startsWith(prefix) : n === name);
        for (const n of cookies) if (hit(n)) removeCookieEverywhere(n, loc, doc, domain);
        for (const s of storage)
          try {
            // key(i), not Object.keys: a key named like a Storage method is not an own property.
            for (const k of Array.from({ length: s.length }, (_, i) => s.key(i) ?? '')) if (hit(k)) s.removeItem(k);
          } catch {
            // Storage can refuse access (privacy settings); there is nothing to clean then.
          }
      }
}

/** Cleans at once and then every CONSENT.cleanInterval; returns the stop function. */
export function startCleaner({
  getDenied,
  cookieData,
  doc = document,
  loc = doc.location,
  storage = defaultStorage(),
  domain,
}: CleanerOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A chain of timeouts rather than setInterval: one clock for every consent timing.
  const tick = () => {
    cleanCookies(getDenied(), cookieData, doc, loc, storage, domain);
    timer = setTimeout(tick, CONSENT.cleanInterval);
  };
  tick();
  return () => clearTimeout(timer);
}
