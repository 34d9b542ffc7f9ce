/**
 * The menu's rules, free of React and of the page: which layout a mode gives,
 * what a tap on a parent item does, the mega-menu class, which open items an
 * opening closes, the delayed close, and one open mobile menu per page.
 */
import { getBus } from '../bus/index.js';
import type { Device } from '../constants/index.js';
import { MENU } from '../constants/menu.js';

declare module '../bus/index.js' {
  interface BusTopics {
    /** The owner of the mobile menu that just opened; every other one closes. */
    'mobile-menu': object;
  }
}

export type MenuMode = 'auto' | 'dropdown' | 'stacked';
/** dropdown: a row with hover and tap dropdowns; mobile: the stacked list behind a toggle; stacked: the list in flow. */
export type MenuLayout = 'dropdown' | 'mobile' | 'stacked';

/** `auto` shows dropdowns on desktop (above 980 px) and the mobile toggle at 980 px and below. */
export const menuLayout = (mode: MenuMode, device: Device): MenuLayout =>
  mode === 'auto' ? (device === 'desktop' ? 'dropdown' : 'mobile') : mode;

/** CCH §9: touch capable and at most 1024 px wide. */
export const isMobileDevice = (touchPoints: number, width: number): boolean =>
  touchPoints > 0 && width <= MENU.mobileDeviceMaxWidth;

/**
 * MFT §4: on touch, the first tap on a parent item opens its submenu and the
 * second follows the link. A tap is a touch pointer, or on a mobile device any
 * pointer but a mouse. Keyboard activation always follows the link: keyboard
 * users open submenus with the button beside it. Only dropdowns hide
 * submenus behind hover; stacked lists have the button.
 */
export const tapOpens = (
  layout: MenuLayout,
  /** The item has a submenu, and it is closed. */
  closedParent: boolean,
  /** The `pointerType` of the pointer that pressed; '' when none did (keyboard, script). */
  pointer: string,
  /** `isMobileDevice` for the page now. */
  mobileDevice: boolean,
): boolean =>
  layout === 'dropdown' &&
  closedParent &&
  (pointer === 'touch' || (mobileDevice && pointer !== '' && pointer !== 'mouse'));

/**
 * MFT §4, §9: a mega menu with fewer than 4 columns gets a class naming its
 * count, so its columns share the row (`pb-mega-1` to `pb-mega-3`); 4 or more
 * take a quarter each and wrap. A column is a direct item of its submenu.
 */
export const megaClass = (columns: number): string | undefined =>
  columns > 0 && columns < MENU.megaColumns ? `pb-mega-${columns}` : undefined;

/**
 * One submenu open per level: opening `target` closes every open item that
 * is not `target` itself or one of its ancestors (an element contains itself).
 */
export const toClose = (open: Element[], target: Element): Element[] => open.filter((item) => !item.contains(target));

/**
 * Timers keyed by item: the delayed close on pointer leave, cancelled when the pointer comes back. A fired
 * timer's entry stays until the key is scheduled again (the keys are the menu's items, a bounded set).
 */
export function createDelays<K>() {
  const timers = new Map<K, ReturnType<typeof setTimeout>>();
  const cancel = (key: K): void => clearTimeout(timers.get(key));
  return {
    cancel,
    schedule(key: K, ms: number, fn: () => void): void {
      cancel(key);
      timers.set(key, setTimeout(fn, ms));
    },
    clear: (): void => timers.forEach(clearTimeout),
  };
}

/**
 * MFT §4: opening one mobile menu closes any other. Through the bus, so menus
 * in other shadow roots and a second copy of the library hear it too.
 * `close` runs when another owner opens; returns the unsubscribe.
 */
export const claimMobileMenu = (owner: object): void => getBus().publish('mobile-menu', owner);
export const onOtherMobileMenu = (owner: object, close: () => void): (() => void) =>
  getBus().subscribe('mobile-menu', (opened) => opened !== owner && close());
