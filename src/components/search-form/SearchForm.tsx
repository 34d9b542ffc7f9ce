/**
 * The site search (MFT §1): the CMS's GET `<form role="search">` in the light DOM, submitted by the browser. The
 * element only blocks an empty (or white-space) query, with a message tied to the field, and keeps focus there.
 */
import { useEffect, useRef } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { SITE_SEARCH } from '../../core/constants/index.js';
import { markField, unmarkFields } from '../../core/form/index.js';
import { type PbElement, type PropValues, useMessages } from '../element/index.js';

export const SITE_SEARCH_TAG = 'pb-search';

export const searchFormProps = {
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type SearchFormProps = PropValues<typeof searchFormProps>;

export const searchFormMessages = {
  /** Shown under the field when the query is empty. */
  empty: 'Type a word to search for.',
};

/** The query field: `[name=q]`, else the first search field. */
const queryField = (host: Element) =>
  host.querySelector<HTMLInputElement>(`input[name="${SITE_SEARCH.queryField}"]`) ??
  host.querySelector<HTMLInputElement>('input[type=search]');

export function SearchForm({ host, messages }: SearchFormProps & { host: PbElement }) {
  const text = useMessages(searchFormMessages, SITE_SEARCH_TAG, messages);
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    const stop = new AbortController();
    host.addEventListener(
      'submit',
      (e) => {
        const field = queryField(host);
        if (!field || field.value.trim()) return;
        e.preventDefault();
        markField([field], latest.current.empty);
        field.focus();
      },
      // Capture: decided before the CMS's own submit handlers on the form see the event.
      { signal: stop.signal, capture: true },
    );
    host.addEventListener(
      'input',
      (e) => {
        const field = queryField(host);
        if (field && e.target === field && field.value.trim()) unmarkFields([field]);
      },
      { signal: stop.signal },
    );
    return () => stop.abort();
  }, [host]);

  return <slot />;
}
