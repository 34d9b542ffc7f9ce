import './pb-tab.js';
import { createElementClass, define } from '../src/components/element/index.js';
import { styles, type TabChangeDetail, Tabs, tabsProps } from '../src/components/tabs/index.js';

export type { TabChangeDetail, TabChangeTrigger } from '../src/components/tabs/index.js';

/**
 * Tabs over `<pb-tab>` children (MFT §4 Tabs), following the WAI-ARIA APG Tabs
 * pattern with automatic activation: roving focus, arrow keys that wrap, Home
 * and End. A visitor's switch fades the new panel in over 500 ms and ignores
 * further clicks until the fade ends (the spec names no tab duration; the
 * slider fade is reused). Keys are never ignored: a key during that time cuts
 * the fade and shows its tab at once, focus and panel together, and clicks
 * wait 500 ms from that key. With reduced motion or in builder mode it switches
 * at once with no lock. Below 768 px the tabs stack vertically. The URL hash
 * `#<id>|<index>` (several modules joined by `||`) opens a tab on load and on
 * `hashchange`, and a visitor's pick writes it back; a hash equal to a
 * `<pb-tab>`'s id (`#product_reviews_tab`) opens that tab and scrolls the
 * element into view. Builder mode neither reads nor writes the hash. Add
 * `lightStyles` to the page so the element does not move when it upgrades.
 *
 * @summary Accessible tabs over light-DOM panels, with hash state and no layout shift.
 * @tag pb-tabs
 * @attr {number} active - Zero-based index of the open tab, reflected as the visitor switches. Default 0; not a whole number >= 0, or not less than the number of tabs: 0 and a warning. Setting it never emits `pb-tab-change` and never fades.
 * @attr {string} id - Module id for the URL hash (`#product-tabs|1`); without it the hash only opens tabs by their own id.
 * @attr {string} messages - JSON object overriding user-visible strings: `tablistLabel` (the tab list's accessible name, default "Tabs"), `untitledTab` (label of a tab without one, default "Tab {n}", `{n}` its 1-based position). Malformed JSON: the defaults and a warning.
 * @fires {CustomEvent<TabChangeDetail>} pb-tab-change - After a visitor opened another tab by click, key or URL hash (not when `active` is set, nor for the hash the page loaded with). `detail`: `{ index, trigger: 'click' | 'keyboard' | 'hash' }`. Bubbles and is composed.
 * @slot - `<pb-tab>` children, one per tab, in order. Other children are not shown.
 * @csspart tablist - The row (column on phones) of tab buttons, `role="tablist"`.
 * @csspart tab - Each tab button, `role="tab"`.
 * @csspart tab-active - Added to the active tab button.
 * @csspart panel - Each panel, `role="tabpanel"`; only the active one is shown.
 * @cssprop --pb-tabs-border - Border around the element. Default `1px solid #d9d9d9`.
 * @cssprop --pb-tabs-tab-height - Height of each tab; fixed so the pre-upgrade bar matches. Default `2.75rem`.
 * @cssprop --pb-tabs-tab-padding-inline - Left and right padding of a tab. Default `1.5rem`.
 * @cssprop --pb-tabs-tablist-background - Background of the tab bar. Default `#f4f4f4`.
 * @cssprop --pb-tabs-tab-color - Text colour of inactive tabs. Default `#666`.
 * @cssprop --pb-tabs-tab-background - Background of inactive tabs. Default `transparent`.
 * @cssprop --pb-tabs-tab-active-color - Text colour of the active tab. Default `#333`.
 * @cssprop --pb-tabs-tab-active-background - Background of the active tab. Default `#fff`.
 * @cssprop --pb-tabs-panel-padding - Padding around the panel content. Default `1.5rem`.
 * @cssprop --pb-tabs-focus-ring - Outline of a focused tab or panel. Default `2px solid #0c71c3`.
 */
export class PbTabs extends createElementClass(Tabs, { tag: 'pb-tabs', props: tabsProps, styles }) {}

define('pb-tabs', PbTabs);

declare global {
  interface HTMLElementTagNameMap {
    'pb-tabs': PbTabs;
  }
  interface HTMLElementEventMap {
    'pb-tab-change': CustomEvent<TabChangeDetail>;
  }
}
