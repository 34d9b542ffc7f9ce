import { define } from '../src/base/index.js';
import { SearchFormElement } from '../src/components/search-form/index.js';

/**
 * The site search module (MFT §1, §3). It wraps the CMS's own GET `<form role="search">` in the light DOM, so the
 * search works before and without the script: the browser submits the form and the server answers with its
 * results page. Upgraded, it blocks a query that is empty or only white space: the form is not sent, the field
 * gets `aria-invalid="true"` and `aria-describedby` naming a message written after it (the `empty` message), and
 * focus stays in (or moves to) the field. Typing clears the message. The query field is the input named `q`, else
 * the first `type="search"` input.
 *
 * It renders nothing of its own, so it has no shadow root and loads no React: the form is its light DOM, styled by
 * the page. It is a block, and its children keep no browser margin (zero-specificity rules, which any page rule
 * overrides).
 *
 * @summary A site search form that refuses an empty query with a message tied to the field.
 * @tag pb-search
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"empty": "Type a word to search for."}`.
 * @slot - The CMS's search form (`<form role="search" method="get">` with its labelled field and button).
 */
export class PbSearch extends SearchFormElement {}

define('pb-search', PbSearch);

declare global {
  interface HTMLElementTagNameMap {
    'pb-search': PbSearch;
  }
}
