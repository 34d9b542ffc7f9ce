/** English defaults; override with `messages` or the page config's `messages["pb-header"]`. */
export const headerMessages = {
  /** The toggle that opens the slide-in or fullscreen panel. */
  open: 'Open menu',
  /** The close button inside the panel. */
  close: 'Close menu',
  /** The panel's accessible name. */
  menu: 'Menu',
};
