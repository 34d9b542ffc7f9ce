/**
 * The site search (MFT §1) without React: it renders nothing, only guards the CMS's GET `<form role="search">` in
 * its light DOM, which the browser submits. It blocks an empty (or white-space) query, with a message tied to the
 * field, and keeps focus there.
 */
import { PbElement } from '../../base/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { type Messages, resolveMessages } from '../../core/config/index.js';
import { SITE_SEARCH } from '../../core/constants/content.js';
import { markField, unmarkFields } from '../../core/form/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { lightStyles } from './styles.js';

export const SITE_SEARCH_TAG = 'pb-search';

export const searchFormProps = {
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export const searchFormMessages = {
  /** Shown under the field when the query is empty. */
  empty: 'Type a word to search for.',
};

/** The query field: `[name=q]`, else the first search field. */
const queryField = (host: Element) =>
  host.querySelector<HTMLInputElement>(`input[name="${SITE_SEARCH.queryField}"]`) ??
  host.querySelector<HTMLInputElement>('input[type=search]');

export class SearchFormElement extends PbElement {
  static readonly props = searchFormProps;
  declare messages: Messages;

  #text = searchFormMessages;
  #stop: AbortController | undefined;

  protected connected(): void {
    // Its box without pb.css too (elements imported one by one): the rules pb.css gives it before the upgrade.
    adoptStyles(this.ownerDocument, lightStyles);
    this.#readMessages();
    const stop = new AbortController();
    this.#stop = stop;
    // Capture: decided before the CMS's own submit handlers on the form see the event.
    this.addEventListener('submit', (e) => this.#check(e), { signal: stop.signal, capture: true });
    this.addEventListener('input', (e) => this.#typed(e), { signal: stop.signal });
  }

  protected disconnected(): void {
    this.#stop?.abort();
    this.#stop = undefined;
  }

  protected changed(prop: string): void {
    if (prop === 'messages') this.#readMessages();
  }

  /** Read when it changes rather than on each submit, so a `messages` of the wrong shape warns at once. */
  #readMessages(): void {
    this.#text = resolveMessages(searchFormMessages, SITE_SEARCH_TAG, this.messages, this.ownerDocument);
  }

  #check(e: Event): void {
    const field = queryField(this);
    if (!field || field.value.trim()) return;
    e.preventDefault();
    markField([field], this.#text.empty);
    field.focus();
  }

  #typed(e: Event): void {
    const field = queryField(this);
    if (field && e.target === field && field.value.trim()) unmarkFields([field]);
  }
}
