/** English defaults; override with `messages` or the page config's `messages["pb-menu"]`. */
export const menuMessages = {
  /** The navigation landmark's name. */
  menu: 'Menu',
  /** The mobile toggle's name. */
  toggle: 'Menu',
  /** Names the button beside a parent item's link; `{label}` is the link's text. */
  submenu: '{label} submenu',
};
