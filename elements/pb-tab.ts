import { define } from '../src/base/index.js';
import { TabElement } from '../src/components/tabs/tab.js';

/**
 * One tab of a `<pb-tabs>`: its label and its panel content. It has no
 * behaviour of its own; `<pb-tabs>` reads it, gives it a `slot` and shows it in
 * the matching panel. Its content stays in the light DOM, so it is indexed and
 * readable before any script runs. Give it an `id` to open it from the URL
 * (`#product_reviews_tab`).
 *
 * @summary A tab of `<pb-tabs>`: a label and the panel content.
 * @tag pb-tab
 * @attr {string} label - The text of its tab button. Missing or empty: "Tab N" (the `untitledTab` message) and a warning.
 * @attr {string} id - Optional; a URL hash equal to it opens this tab and scrolls the tabs into view.
 * @slot - The panel content.
 */
export class PbTab extends TabElement {}

define('pb-tab', PbTab);

declare global {
  interface HTMLElementTagNameMap {
    'pb-tab': PbTab;
  }
}
