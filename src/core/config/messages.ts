/**
 * The page config's readers that only elements use. They sit apart from the
 * parser so that the chunk consent.js shares with the elements leaves them out
 * (rollup splits chunks by module); `config/index` re-exports them, so
 * callers import both from there.
 */
import { builderContext } from '../builder/context.js';
import { attributeWhere, warnOnce } from '../log/index.js';
import { CONFIG_ID, getPageConfig, isRecord, type Messages, onlyStrings, type PageConfig } from './index.js';

const shown = (v: unknown): string => (Array.isArray(v) ? 'a list' : v === null ? 'null' : JSON.stringify(v));

/**
 * A messages table (an element's `messages`, or one tag's table in the page config): a JSON object whose
 * values are strings. Not an object at all (a list, a string, a number): nothing of it is used. An object:
 * its string values are kept and the others dropped. `warning` names what was refused and the fallback.
 * undefined and null mean "not set" and give no warning.
 */
export function checkMessages(value: unknown): { value: Messages; warning?: string } {
  if (value == null) return { value: {} };
  if (!isRecord(value))
    return {
      value: {},
      warning: `expected a JSON object of texts by message name, e.g. {"close": "Close"}, got ${shown(value)}; using the defaults`,
    };
  const kept = onlyStrings(value);
  const dropped = Object.keys(value).filter((key) => !(key in kept));
  if (!dropped.length) return { value: kept };
  const list = dropped.map((key) => `"${key}" (${shown(value[key])})`).join(', ');
  return { value: kept, warning: `each message must be a string; ignored ${list}, which keep their defaults` };
}

/** Set while a batch of elements renders: each document's config, read once for all of them. */
let batch: Map<Document, PageConfig> | undefined;

/**
 * Runs `fn` (a synchronous render of many elements) reading the page config at
 * most once: nothing can change the page between two elements of one render,
 * and each read copies and compares the block's text, which on a real page
 * holds the whole consent configuration.
 */
export function readingConfigOnce<T>(fn: () => T): T {
  const outer = batch;
  batch = new Map();
  try {
    return fn();
  } finally {
    batch = outer;
  }
}

function pageConfig(doc: Document = document): PageConfig {
  if (!batch) return getPageConfig(doc);
  let config = batch.get(doc);
  if (!config) {
    config = getPageConfig(doc);
    batch.set(doc, config);
  }
  return config;
}

/**
 * Builder mode: the page runs in one of the four builders (src/core/builder/context.ts), set with
 * `<html data-pb-context>` or the page config's `builder.context`, or the older `<html data-pb-mode="builder">`
 * and `"builderMode": true` (the visual builder).
 */
export function isBuilderMode(doc: Document = document): boolean {
  return builderContext(doc, () => pageConfig(doc)).builder;
}

/**
 * A message with each `{name}` placeholder filled from `values`, every
 * occurrence of it; a name `values` lacks stays as written, so a translation
 * with a typo shows the typo rather than "undefined".
 */
export const fillMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

/**
 * Strings in force for one element: English defaults, overridden by the page
 * config, overridden by the element's own `messages` attribute. Every element
 * (React or not) resolves its `messages` here, so its shape is checked here
 * once for all: a wrong shape warns naming the tag and the attribute, and the
 * fallback is `checkMessages`'s (a non-object is ignored whole; in an object,
 * string values are kept and the others dropped).
 */
export function resolveMessages<M extends Messages>(defaults: M, tag: string, own?: unknown, doc?: Document): M {
  const checked = checkMessages(pageConfig(doc)?.messages[tag]);
  if (checked.warning) warnOnce(`<script id="${CONFIG_ID}"> "messages.${tag}"`, checked.warning);
  const page = checked.value;
  const { value: mine, warning } = checkMessages(own);
  if (warning) warnOnce(attributeWhere(tag, 'messages'), warning);
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof M)[]) {
    const value = mine[key as string] ?? page[key as string];
    if (value !== undefined) out[key] = value as M[keyof M];
  }
  return out;
}
