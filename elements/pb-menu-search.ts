import { createElementClass, define } from '../src/components/element/index.js';
import { MenuSearch, menuSearchProps, type SearchToggleDetail, styles } from '../src/components/menu-search/index.js';

export type { SearchToggleDetail };

/**
 * The header's search (MFT §4 Menu search; CCH §2, §4). It wraps the CMS's own
 * `<form role="search">` in the light DOM, so search works before the script:
 * until then the form lies invisible over a drawn search icon, and focusing its
 * field opens it over the header row. Upgraded, it shows a search icon button;
 * the icon opens a box holding the form that replaces the menu: it covers the
 * nearest positioned ancestor (`position: absolute; inset: 0`), which is the
 * `<pb-header>` (relatively positioned); without a header, the parent is made
 * `position: relative` while the box shows. Opening and closing animate over
 * 1000 ms and lock the element for 1 s: the visitor's clicks and blur during
 * the lock are ignored, except that a box left without focus when the opening
 * lock ends closes then; Escape during the opening lock closes the box when the
 * lock ends (focus back on the icon). With `prefers-reduced-motion: reduce` the box
 * opens and closes at once, and there is no lock (nothing moves, and the open
 * box covers the icon, so a double click cannot toggle twice).
 *
 * The box closes on its close button, on Escape, when focus leaves the element
 * (for another element, or for bare page; not when the window loses focus), and
 * on a click outside the header (outside the parent without a header). On every
 * open, focus moves into the form's first field; on close, focus goes back to
 * the icon if it was inside the element. Setting `open` from markup or script
 * applies at once (animated, not locked out) and moves focus the same way.
 *
 * @summary A search icon that opens the CMS's search form in place of the menu.
 * @tag pb-menu-search
 * @attr {boolean} open - Present: the search box shows. Reflects the visitor's actions.
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"search": "Search", "close": "Close search"}`.
 * @fires {CustomEvent<SearchToggleDetail>} pb-search-toggle - After the box opened or closed, for any reason; `detail.open` is the new state.
 * @slot - The CMS's search form (`<form role="search">` with its field); shown in the box.
 * @csspart icon - The search icon button.
 * @csspart panel - The box over the header row that holds the form and the close button.
 * @csspart close - The close button.
 * @cssprop [--pb-menu-search-size=40px] - Width and height of the icon and close buttons (and of the element).
 * @cssprop [--pb-menu-search-background=#fff] - Background of the open box.
 * @cssprop [--pb-menu-search-padding=16px] - Inline padding of the open box.
 */
export class PbMenuSearch extends createElementClass(MenuSearch, {
  tag: 'pb-menu-search',
  props: menuSearchProps,
  styles,
}) {}

define('pb-menu-search', PbMenuSearch);

declare global {
  interface HTMLElementTagNameMap {
    'pb-menu-search': PbMenuSearch;
  }
  interface HTMLElementEventMap {
    'pb-search-toggle': CustomEvent<SearchToggleDetail>;
  }
}
