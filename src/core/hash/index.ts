/**
 * Module state in the URL hash (MFT §2): `#<module id>|<value>[|<value>...]`,
 * several modules joined by `||`. Tabs store one value (the tab index); the
 * portfolio and gallery will store category and page through the same functions.
 */
import { getBus } from '../bus/index.js';
import { TABS } from '../constants/index.js';
import { decodeLoose } from '../text/index.js';

export interface HashEntry {
  id: string;
  values: string[];
}

const { hashDelimiter: DELIMITER, hashSeparator: SEPARATOR } = TABS;

/** The hash without its '#', decoded. */
export const hashBody = (hash: string): string => decodeLoose(hash.startsWith('#') ? hash.slice(1) : hash);

/** Total: any string gives a list, possibly empty. Entries without an id are dropped. */
export function parseHash(hash: string): HashEntry[] {
  const body = hashBody(hash);
  if (body === '') return [];
  return body
    .split(SEPARATOR)
    .map((part) => {
      const [id = '', ...values] = part.split(DELIMITER);
      return { id, values };
    })
    .filter((entry) => entry.id !== '');
}

export function serializeHash(entries: readonly HashEntry[]): string {
  const body = entries.map((e) => [e.id, ...e.values].join(DELIMITER)).join(SEPARATOR);
  return body === '' ? '' : `#${body}`;
}

/** The values stored for one module id, or undefined when the hash does not name it. */
export function hashValues(hash: string, id: string): string[] | undefined {
  return parseHash(hash).find((e) => e.id === id && e.values.length > 0)?.values;
}

/**
 * The hash with `id`'s entry set to `values`, other modules' entries kept in
 * place. A bare anchor (no values) is dropped: combined with module entries it
 * would no longer match any element id.
 */
export function withHashEntry(hash: string, id: string, values: readonly string[]): string {
  const entries = parseHash(hash).filter((e) => e.values.length > 0);
  const at = entries.findIndex((e) => e.id === id);
  const entry = { id, values: [...values] };
  if (at === -1) entries.push(entry);
  else entries[at] = entry;
  return serializeHash(entries);
}

let watchers = 0;
const onHashChange = (): void => getBus().publish('hash', location.hash);

/** Keeps the bus's `hash` topic current; one `hashchange` listener for the page. */
export function watchHash(): () => void {
  if (watchers++ === 0) {
    window.addEventListener('hashchange', onHashChange);
    if (getBus().last('hash') !== location.hash) onHashChange();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--watchers === 0) window.removeEventListener('hashchange', onHashChange);
  };
}

/** Calls `onChange` with every change of the page's hash (the bus's `hash` topic, kept current); returns the stop. */
export function followHash(onChange: () => void): () => void {
  const unwatch = watchHash();
  const off = getBus().subscribe('hash', () => onChange());
  return () => {
    off();
    unwatch();
  };
}

/**
 * Writes one module's entry. `replaceState` neither scrolls nor adds a history
 * entry per click, and fires no `hashchange`, so the writer does not re-read it.
 * `push` adds a history entry instead (the portfolio and gallery: Back undoes a
 * filter or page), still without scrolling; Back and Forward then fire `hashchange`.
 */
export function writeHashEntry(id: string, values: readonly string[], mode: 'replace' | 'push' = 'replace'): void {
  const next = withHashEntry(location.hash, id, values);
  if (next === location.hash) return;
  const url = next === '' ? location.pathname + location.search : next;
  if (mode === 'push') history.pushState(null, '', url);
  else history.replaceState(history.state, '', url);
  getBus().publish('hash', location.hash);
}
