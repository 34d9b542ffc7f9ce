import { createElementClass, define } from '../src/components/element/index.js';
import { Header, type HeaderToggleDetail, headerProps, styles } from '../src/components/header/index.js';

export type { HeaderToggleDetail };

/**
 * The site header: a logo, the `<pb-menu>`, optionally a `<pb-menu-search>`,
 * in one row that the page builder's header layouts rearrange (CCH §2, §4).
 * Everything stays in the light DOM; the logo is the child with `slot="logo"`.
 *
 * - `layout="default"`: the logo, then the menu at the end of the row.
 * - `layout="split"`: the logo sits inside the menu, between the first half of
 *   the top-level items (the larger half, 3 of 5) and the second. The DOM is
 *   not reordered, so screen readers and search engines still meet the logo,
 *   then one intact navigation list: the item that ends the first half gets an
 *   inline `anchor-name` and a `margin-inline-end` as wide as the logo plus two
 *   gaps, and the logo is drawn in that room with CSS anchor positioning
 *   (a browser without it shows the logo before the centred menu). The
 *   pre-upgrade CSS does the same for menus of up to 8 items; since it cannot
 *   measure the logo, set `--pb-header-logo-width` for a shift-free upgrade.
 *   Where the menu is its mobile toggle (980 px and narrower), split looks
 *   like the default layout.
 * - `layout="slide-in"`: the row shows the logo and a toggle; the toggle opens
 *   a side panel holding everything else, a native modal `<dialog>`. Closing it
 *   (its close button, Escape, or setting `open` to false) slides it out and
 *   hides it 700 ms later.
 * - `layout="fullscreen"`: the same with a panel over the whole viewport; it
 *   closes at once, and also when the page becomes hidden (`visibilitychange`).
 *
 * In both panels the page behind is inert, Escape closes, focus returns to the
 * toggle, the page behind does not scroll, and the `<pb-menu>` gets
 * `mode="stacked"` (restored when the layout changes). Following a link in the
 * panel closes it, as the mobile menu does; for a link to this page focus then
 * moves to the link's target, not to the toggle.
 *
 * `fixed` (any layout): from 980 px wide, scrolling down past the header's top
 * fixes its row to the top of the viewport (below the admin bar) and adds the
 * class `pb-header-fixed` to the element; scrolling back up to it releases the
 * row and removes the class. The element keeps the row's height meanwhile, so
 * nothing below moves.
 *
 * Offsets (MFT §6, §9; CCH §9): the header publishes on the bus's `offsets` topic
 * the fixed row's height (980 px wide or more: the offset follows the
 * fixed-header check, so anchors never land under the bar), and the height of
 * the CMS's admin bar (WordPress's `#wpadminbar`) when the viewport is wider
 * than 600 px, where that bar is fixed; each header under sources of its own
 * (`header#<n>`, `admin-bar#<n>`), so a second header hidden by CSS neither clears
 * nor doubles them. It also tells the topic where the row will be fixed: past
 * the header's top, whether it is fixed now or not, so a jump from the top of
 * the page lands below the row that fixes on the way. Both are measured 200 ms
 * after the last resize, or 300 ms after one that crossed 782 px, where the
 * admin bar changes height. The page's `scroll-padding-top` is the most the bars
 * take anywhere on the page, so the browser's own scrolls (a #fragment,
 * `scrollIntoView`, a focused field) land below them too.
 *
 * @summary The site header: fixed, split, slide-in and fullscreen layouts, and the offsets they take.
 * @tag pb-header
 * @attr {'default' | 'split' | 'slide-in' | 'fullscreen'} [layout=default] - The header layout; anything else warns and gives `default`.
 * @attr {boolean} fixed - Present: the row becomes fixed on scroll down (980 px wide or more) and is released on scroll up.
 * @attr {boolean} open - Present: the slide-in or fullscreen panel is open. Reflects the visitor's toggling.
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"open": "Open menu", "close": "Close menu", "menu": "Menu"}`.
 * @fires {CustomEvent<HeaderToggleDetail>} pb-header-toggle - After the visitor opened or closed the panel (toggle, close button, Escape, a hidden page).
 * @slot logo - The logo, shown first in the row (between the menu's halves in `split`).
 * @slot - The `<pb-menu>`, a `<pb-menu-search>` and anything else; inside the panel in `slide-in` and `fullscreen`.
 * @csspart bar - The header row; the part that becomes fixed (z-index 99999 and a light shadow while fixed).
 * @csspart toggle - The button that opens the panel (`slide-in`, `fullscreen`).
 * @csspart panel - The modal `<dialog>` of the panel (320 px wide in `slide-in`; style its `::backdrop` through the part).
 * @csspart close - The close button inside the panel.
 * @cssprop [--pb-header-background=#fff] - The row's background.
 * @cssprop [--pb-header-padding=0 30px] - The row's padding.
 * @cssprop [--pb-header-min-height=80px] - The header's least height, a border you give `pb-header` included, before and after the upgrade alike.
 * @cssprop [--pb-header-gap=30px] - The space between the row's items, and around the split logo.
 * @cssprop [--pb-header-logo-width] - Split: the room kept for the logo. Unset: the logo's measured width after the upgrade, none before it.
 * @cssprop [--pb-header-toggle-size=32px] - Width and height of the toggle and close buttons.
 */
export class PbHeader extends createElementClass(Header, { tag: 'pb-header', props: headerProps, styles }) {}

define('pb-header', PbHeader);

declare global {
  interface HTMLElementTagNameMap {
    'pb-header': PbHeader;
  }
  interface HTMLElementEventMap {
    'pb-header-toggle': CustomEvent<HeaderToggleDetail>;
  }
}
