/**
 * Cookie cleaning (CCH §4, §7 "Cookie data"): while a category is denied, its
 * services' cookies and storage keys are removed every CONSENT.cleanInterval,
 * because a script that ran before the visitor withdrew keeps writing them.
 */
import { CONSENT } from '../constants/consent.js';
import { readCookies, removeCookieEverywhere } from '../cookies/index.js';
import type { OptionalCategory } from './types.js';

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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The cookie_data answer, keeping only well-formed parts (a JSON string is parsed first). */
export function parseCookieData(raw: unknown): CookieData {
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!isRecord(raw)) return {};
  // fromEntries, not assignment: a "__proto__" key stays a plain key.
  return Object.fromEntries(
    Object.entries(raw)
      .filter((e): e is [string, Record<string, unknown>] => isRecord(e[1]))
      .map(([category, services]) => [
        category,
        Object.fromEntries(
          Object.entries(services)
            .map(([service, names]): [string, string[]] => [
              service,
              (Array.isArray(names) ? names : [names]).filter((n): n is string => typeof n === 'string' && n !== ''),
            ])
            .filter((e) => e[1].length > 0),
        ),
      ]),
  );
}

const storageKeys = (s: Storage): string[] => Array.from({ length: s.length }, (_, i) => s.key(i) ?? '');

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
  if (!categories.length) return;
  const cookies = [...readCookies(doc).keys()];
  for (const category of categories)
    for (const names of Object.values(cookieData[category] ?? {}))
      for (const name of names) {
        const prefix = name.endsWith('*') ? name.slice(0, -1) : null;
        // A bare '*' would wipe every cookie, the consent cookies included.
        if (prefix === '') continue;
        const hit = (n: string) => (prefix === null ? n === name : n.startsWith(prefix));
        for (const n of cookies) if (hit(n)) removeCookieEverywhere(n, loc, doc, domain);
        for (const s of storage) {
          try {
            for (const k of storageKeys(s)) if (hit(k)) s.removeItem(k);
          } catch {
            // Storage can refuse access (privacy settings); there is nothing to clean then.
          }
        }
      }
}

/** Cleans at once and then every CONSENT.cleanInterval; returns the stop function. */
export function startCleaner(options: CleanerOptions): () => void {
  const { getDenied, cookieData, doc = document, loc = doc.location, domain } = options;
  const storage = options.storage ?? defaultStorage();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A chain of timeouts rather than setInterval: one clock for every consent timing.
  const tick = () => {
    cleanCookies(getDenied(), cookieData, doc, loc, storage, domain);
    timer = setTimeout(tick, CONSENT.cleanInterval);
  };
  tick();
  return () => clearTimeout(timer);
}
