/**
 * Page-level configuration: `<script type="application/json" id="pb-config">`.
 * Parsing is pure and total; a broken block gives the defaults and a warning.
 */
import { warnOnce } from '../log/index.js';

export type Messages = Record<string, string>;

export interface PageConfig {
  /** Server endpoints by name; each element documents the names it reads. */
  endpoints: Record<string, string>;
  /** User-visible strings by tag name: `{ "pb-tabs": { "tabListLabel": "..." } }`. */
  messages: Record<string, Messages>;
  /** Cookie settings shared by consent and tracking (prefix, path, domain, expiry). */
  cookies: Record<string, unknown>;
  /** Builder mode, when the page cannot set `<html data-pb-mode="builder">`. */
  builderMode: boolean;
  /** The consent manager's settings (see `src/core/consent/config.ts`), validated there. */
  consent: Record<string, unknown>;
}

export const CONFIG_ID = 'pb-config';
export const defaultConfig = (): PageConfig => ({
  endpoints: {},
  messages: {},
  cookies: {},
  builderMode: false,
  consent: {},
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyStrings = (v: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));

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
  const { endpoints, messages, cookies, builderMode, consent } = raw;
  if (endpoints !== undefined) {
    if (isRecord(endpoints)) config.endpoints = onlyStrings(endpoints);
    else warnings.push('"endpoints" must be an object of URLs; ignored');
  }
  if (messages !== undefined) {
    if (isRecord(messages)) {
      for (const [tag, table] of Object.entries(messages))
        if (isRecord(table)) config.messages[tag] = onlyStrings(table);
    } else warnings.push('"messages" must be an object keyed by tag name; ignored');
  }
  if (cookies !== undefined) {
    if (isRecord(cookies)) config.cookies = cookies;
    else warnings.push('"cookies" must be an object; ignored');
  }
  if (consent !== undefined) {
    if (isRecord(consent)) config.consent = consent;
    else warnings.push('"consent" must be an object; ignored');
  }
  if (builderMode !== undefined) {
    if (typeof builderMode === 'boolean') config.builderMode = builderMode;
    else warnings.push('"builderMode" must be true or false; ignored');
  }
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

/** `<html data-pb-mode="builder">` or `"builderMode": true` in the page config. */
export function isBuilderMode(doc: Document = document): boolean {
  return doc.documentElement.dataset.pbMode === 'builder' || getPageConfig(doc).builderMode;
}

/**
 * Strings in force for one element: English defaults, overridden by the page
 * config, overridden by the element's own `messages` attribute.
 */
export function resolveMessages<M extends Messages>(defaults: M, tag: string, own?: unknown, doc?: Document): M {
  const page = getPageConfig(doc)?.messages[tag] ?? {};
  const mine = isRecord(own) ? onlyStrings(own) : {};
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof M)[]) {
    const value = mine[key as string] ?? page[key as string];
    if (value !== undefined) out[key] = value as M[keyof M];
  }
  return out;
}
