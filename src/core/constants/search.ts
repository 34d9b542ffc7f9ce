/** MFT §4 Menu search, §9 "Menu search animation lock"; CCH §4 Header and menus, §9 "Search animation". */
export const SEARCH = {
  /** The search box opens in place of the menu, and closes, animated over this (ms). */
  animation: 1000,
  /** Visitor requests to open or close are ignored for this long after a change (ms). */
  lock: 1000,
} as const;
