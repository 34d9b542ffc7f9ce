import { createElementClass, define } from '../src/components/element/index.js';
import { SearchForm, searchFormProps, styles } from '../src/components/search-form/index.js';

/**
 * The site search module (MFT §1, §3). It wraps the CMS's own GET `<form role="search">` in the light DOM, so the
 * search works before and without the script: the browser submits the form and the server answers with its
 * results page. Upgraded, it blocks a query that is empty or only white space: the form is not sent, the field
 * gets `aria-invalid="true"` and `aria-describedby` naming a message written after it (the `empty` message), and
 * focus stays in (or moves to) the field. Typing clears the message. The query field is the input named `q`, else
 * the first `type="search"` input.
 *
 * @summary A site search form that refuses an empty query with a message tied to the field.
 * @tag pb-search
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"empty": "Type a word to search for."}`.
 * @slot - The CMS's search form (`<form role="search" method="get">` with its labelled field and button).
 */
export class PbSearch extends createElementClass(SearchForm, {
  tag: 'pb-search',
  props: searchFormProps,
  styles,
}) {}

define('pb-search', PbSearch);

declare global {
  interface HTMLElementTagNameMap {
    'pb-search': PbSearch;
  }
}
