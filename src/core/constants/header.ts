/**
 * `<pb-header>`: CCH §2, §4, §9 and MFT §6, §9. The fixed header's offset
 * counts from `fixedFrom` (980), where it is fixed (MFT §9's "above 980" would
 * leave 980 px itself fixed but uncounted; see core/header's headerOffsets);
 * the admin bar's above `SCROLL.adminBarAbove` (600), and the resize debounce
 * is `DEBOUNCE.medium` (200); they are not repeated here.
 */
export const HEADER = {
  /** CCH §9 "Fixed header check at width 980 or more": below this viewport width (px) the header never becomes fixed. */
  fixedFrom: 980,
  /** CCH §4 "Slide menu: closing hides after a 700 ms delay": the closing slide's length (ms). */
  slideInHide: 700,
  /** CCH §9 "Admin bar layout switch at width 782": the admin bar is taller at this width (px) and below. */
  adminBarSwitch: 782,
  /** CCH §9 "... with a 300 ms delay": after the width crosses the switch, the bar is measured this late (ms). */
  adminBarSwitchDelay: 300,
  /** CCH §2, MFT §6: the CMS's admin toolbar (WordPress's `#wpadminbar`), fixed at the top of the page. */
  adminBarId: 'wpadminbar',
  /** The layouts of CCH §2: fixed is a separate attribute that combines with any of them. */
  layouts: ['default', 'split', 'slide-in', 'fullscreen'],
} as const;

export type HeaderLayout = (typeof HEADER.layouts)[number];
