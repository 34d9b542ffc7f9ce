/** MFT §4 Mobile menu and Desktop menu, §9; CCH §4 Header and menus, §9 (used by `core/menu` and `<pb-menu>`). */
export const MENU = {
  /** MFT §4, §9 Desktop menu delay: an item closes this long after the pointer leaves it (ms). */
  closeDelay: 200,
  /** CCH §4, §9 Submenu animation: a submenu opens or closes in this many ms. */
  submenuDuration: 700,
  /** MFT §4, §9 Mobile menu slide (ms). */
  mobileSlide: 500,
  /** MFT §4, §9 Mega-menu class: applied when a mega menu has fewer than this many columns. */
  megaColumns: 4,
  /** CCH §9 Mobile device: touch capable and at most this wide (px). */
  mobileDeviceMaxWidth: 1024,
} as const;
