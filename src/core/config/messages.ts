/**
 * The page config's readers that only elements use. They sit apart from the
 * parser so that the chunk consent.js shares with the elements leaves them out
 * (rollup splits chunks by module); `config/index` re-exports them, so
 * callers import both from there.
 */
import { getPageConfig, isRecord, type Messages, onlyStrings } from './index.js';

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
