/**
 * Page-level configuration: `<script type="application/json" id="pb-config">`.
 * Parsing is pure and total; a broken block gives the defaults and a warning.
 */
import { REQUEST } from '../constants/request.js';
import { warnOnce } from '../log/index.js';

export type Messages = Record<string, string>;

export interface PageConfig {
  /** Server endpoints by name; each element documents the names it reads (`ajax`: the ajax action router). */
  endpoints: Record<string, string>;
  /** Ajax nonces by scope (`frontend`, `log`, or an action's name), as the server issued them for this page. */
  nonces: Record<string, string>;
  /**
   * User-visible strings by tag name: `{ "pb-tabs": { "tabListLabel": "..." } }`. Each table is checked (and
   * warned about) when an element resolves it (config/messages), not here: consent.js parses this config too,
   * and carries none of that check.
   */
  messages: Record<string, unknown>;
  /** Cookie settings shared by consent and tracking (prefix, path, domain, expiry). */
  cookies: Record<string, unknown>;
  /** Builder mode, when the page cannot set `<html data-pb-mode="builder">`. */
  builderMode: boolean;
  /**
   * CCH §2: the builder context (src/core/builder/context.ts): `context`, `theme`, `preview`, and `bars` (a
   * selector by bar name), when the page cannot set the `<html data-pb-*>` attributes. Checked there.
   */
  builder: Record<string, unknown>;
  /** The consent manager's settings (see `src/core/consent/config.ts`), validated there. */
  consent: Record<string, unknown>;
  /**
   * CCH §2: links to `#id` on the page smooth-scroll in 800 ms, below the fixed bars
   * (see `src/core/anchors`). Off by default; pb.js loads the anchors only when it is set.
   */
  smoothAnchors: boolean;
  /** `<pb-split-test>`: `waitForConsent` (default true) holds all tracking until statistics consent. */
  splitTests: { waitForConsent: boolean };
  /** CCH §3: sticky module settings keyed by module id, as the CMS supplies them (see `src/core/sticky`). */
  sticky: Record<string, unknown>;
  /** Scroll motion (src/core/motion/page.ts): per-device lists `desktop`, `tablet`, `phone`; `compositor`. */
  motion: Record<string, unknown>;
  /** `<pb-map>`'s tile source (src/core/maps): `tiles` (URL template), `attribution`, zoom range, bounds. */
  maps: Record<string, unknown>;
  /**
   * MFT §3 element animations (src/core/entrance/page.ts): settings by module selector, or the CMS's list of
   * entries naming their module by `class`.
   */
  animations: Record<string, unknown> | unknown[];
  /**
   * The time limit of every call the elements make, in ms (default `REQUEST.timeout`, 15000): after it the
   * call is aborted and fails as `timeout` (see `src/core/request`). A whole number from 1000 to 2^31 - 1.
   */
  requestTimeout: number;
}

export const CONFIG_ID = 'pb-config';
export const defaultConfig = (): PageConfig => ({
  endpoints: {},
  nonces: {},
  messages: {},
  cookies: {},
  builderMode: false,
  builder: {},
  consent: {},
  smoothAnchors: false,
  splitTests: { waitForConsent: true },
  sticky: {},
  motion: {},
  animations: {},
  maps: {},
  requestTimeout: REQUEST.timeout,
});

/** A plain JSON object: not null, not an array. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const onlyStrings = (v: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));

// biome-ignore lint/suspicious/noExplicitAny: values are unknown JSON, each type-tested before use.
type Any = any;
/** A value test (false or a throw refuses the value) and what the warning asks for instead. */
export type Check = [test: (v: Any) => unknown, what: string];

/**
 * The one checked merge for JSON settings: for each of `keys` (default: all
 * of `target`'s), `raw`'s value replaces the default when it has the
 * default's type and passes `checks[key]`; otherwise the default stays and a
 * warning names `label.name`. null means "not set" (servers send it for no
 * value). Numbers sent as strings, and strings sent as numbers, are converted.
 * `name` maps a key to its name in `raw`.
 */
export function mergeChecked<T extends object>(
  target: T,
  raw: unknown,
  label: string,
  warnings: string[],
  checks: { [K in keyof T]?: Check } = {},
  keys = Object.keys(target) as (keyof T & string)[],
  name = (key: string) => key,
): void {
  if (!isRecord(raw)) {
    if (raw != null) warnings.push(`"${label}" must be an object; ignored`);
    return;
  }
  for (const key of keys) {
    const n = name(key);
    let v: Any = raw[n];
    if (v == null) continue;
    const t = typeof target[key];
    if (t === 'number' && typeof v === 'string' && v.trim()) v = +v;
    if (t === 'string' && typeof v === 'number') v = `${v}`;
    // An object-valued default takes a plain object; a number one, a number >= 0; the rest, their own type.
    const [test, what] =
      checks[key] ??
      (t === 'object'
        ? [isRecord, 'an object']
        : [
            (x: number) => t !== 'number' || (x >= 0 && x < 1 / 0),
            t === 'boolean' ? 'true or false' : t === 'number' ? 'a number >= 0' : `a ${t}`,
          ]);
    let ok: unknown;
    try {
      ok = typeof v === t && test(v);
    } catch {}
    if (ok) (target as Any)[key] = v;
    else warnings.push(`"${label && `${label}.`}${n}" must be ${what}; ignored`);
  }
}

export function parsePageConfig(text: string | null | undefined): { config: PageConfig; warnings: string[] } {
  const config = defaultConfig();
  const warnings: string[] = [];
  if (text == null || text.trim() === '') return { config, warnings };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { config, warnings: ['is not valid JSON; using the defaults'] };
  }
  if (!isRecord(raw)) return { config, warnings: ['must be a JSON object; using the defaults'] };
  mergeChecked(config, raw, '', warnings, {
    endpoints: [isRecord, 'an object of URLs'],
    nonces: [isRecord, 'an object of nonces by scope'],
    messages: [isRecord, 'an object keyed by tag name'],
    animations: [(v) => v instanceof Object, 'an object or a list'],
  });
  const split = { waitForConsent: true };
  if (isRecord(raw.splitTests)) mergeChecked(split, raw.splitTests, 'splitTests', warnings);
  config.splitTests = split;
  config.endpoints = onlyStrings(config.endpoints);
  config.nonces = onlyStrings(config.nonces);
  return { config, warnings };
}

let cached: { text: string | null; config: PageConfig } | undefined;

/** Reads the page's config block; re-parses only when its text changed. */
export function getPageConfig(doc: Document = document): PageConfig {
  const text = doc.getElementById(CONFIG_ID)?.textContent ?? null;
  if (cached && cached.text === text) return cached.config;
  const { config, warnings } = parsePageConfig(text);
  for (const w of warnings) warnOnce(`<script id="${CONFIG_ID}">`, w);
  cached = { text, config };
  return config;
}

export { fillMessage, isBuilderMode, readingConfigOnce, resolveMessages } from './messages.js';
