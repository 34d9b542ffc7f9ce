import { createElementClass, define } from '../src/components/element/index.js';
import { Menu, type MenuToggleDetail, menuProps, styles } from '../src/components/menu/index.js';

export type { MenuToggleDetail };

/**
 * A site menu over the CMS's own nested `<ul>` of links, which stays in the
 * light DOM: crawlable, and usable before the script runs (with `lightStyles`,
 * which pb.css and pb.js add, dropdowns open on hover and focus).
 *
 * Layouts, from `mode`:
 * - dropdowns (desktop, above 980 px): a row of items. An item opens when the
 *   mouse enters it and closes `delay` ms (200) after it leaves; submenus fade
 *   in and out over 700 ms. On touch (a touch pointer, or any non-mouse
 *   pointer on a mobile device: touch capable and at most 1024 px wide), the
 *   first tap on a parent item's link opens its submenu and the second
 *   follows the link. A click or tap outside, or focus leaving, closes them.
 * - mobile (980 px and below): the same list, stacked, behind a toggle button;
 *   the panel slides open and shut in 500 ms and hangs below the nearest
 *   positioned ancestor (the header). Opening one mobile menu closes any other,
 *   across shadow roots and library copies (through the bus).
 * - stacked: the list in flow, submenus slide open in 700 ms under their item.
 *
 * Accessibility is the APG disclosure navigation pattern (no `role="menu"`): a
 * button with `aria-expanded` and `aria-controls` is added beside each parent
 * item's link (sub-lists without an id get a unique one); Enter or Space on it
 * opens the submenu, Escape closes the open submenu and returns focus to its
 * button (or closes the mobile menu and returns focus to the toggle); tab
 * order is the DOM's (a submenu or mobile panel leaves it as soon as it starts
 * to close, `inert` until hidden, so Tab right after Escape goes on).
 * Keyboard and touch never need hover. Opening an item closes any other open
 * item that is not its ancestor. The added buttons stay
 * in the list if the element is removed. The list's styles are document rules
 * on `pb-menu`, which the element adopts into its root (document or shadow root).
 *
 * Mega menus: an item with the CMS class `mega-menu` shows its submenu as a
 * panel as wide as the menu row, one column per item of that submenu, with
 * their own lists always shown; four columns to a row. Our reading of the
 * spec's "mega-menu class when fewer than 4 columns": a mega menu with 1 to 3
 * columns also gets `pb-mega-1` to `pb-mega-3`, and its columns share the
 * row's width (as the page builder's `mega-menu-parent-N`).
 *
 * With `prefers-reduced-motion: reduce` nothing slides or fades; the end state is the same.
 *
 * @summary Dropdown, mega and mobile menus over a nested list of links (APG disclosure navigation).
 * @tag pb-menu
 * @attr {'auto' | 'dropdown' | 'stacked'} [mode=auto] - `auto`: dropdowns above 980 px, the mobile toggle at 980 px and below; `dropdown`: always dropdowns; `stacked`: always the vertical list, no toggle (what `<pb-header>` sets in its slide-in and fullscreen panels). Anything else warns and means `auto`.
 * @attr {number} [delay=200] - Milliseconds an item stays open after the mouse leaves it.
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"menu": "Menu", "toggle": "Menu", "submenu": "{label} submenu"}`: `menu` names the navigation landmark, `toggle` the mobile toggle (which keeps its `aria-expanded`), `submenu` each submenu button.
 * @fires {CustomEvent<MenuToggleDetail>} pb-menu-toggle - When a submenu (`mobile: false`) or the mobile menu (`mobile: true`) opens or closes.
 * @slot - One `<ul>` of `<li>` items, each a link and optionally a nested `<ul>`.
 * @csspart toggle - The mobile menu's toggle button.
 * @csspart nav - The navigation landmark around the list; the sliding panel in the mobile layout.
 * @cssprop [--pb-menu-row=48px] - Height of one item row, and of the submenu buttons.
 * @cssprop [--pb-menu-indent=16px] - Indent of stacked submenus.
 * @cssprop [--pb-menu-dropdown-width=240px] - Width of a dropdown.
 * @cssprop [--pb-menu-background=#fff] - Background of dropdowns and the mobile panel.
 * @cssprop [--pb-menu-toggle-size=44px] - Width and height of the mobile toggle.
 */
export class PbMenu extends createElementClass(Menu, { tag: 'pb-menu', props: menuProps, styles }) {}

define('pb-menu', PbMenu);

declare global {
  interface HTMLElementTagNameMap {
    'pb-menu': PbMenu;
  }
  interface HTMLElementEventMap {
    'pb-menu-toggle': CustomEvent<MenuToggleDetail>;
  }
}
