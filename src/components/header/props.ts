import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { HEADER } from '../../core/constants/index.js';
import type { PbElement, PropValues } from '../element/index.js';

export { HEADER_TAG } from '../../core/header/index.js';

export const headerProps = {
  layout: { type: 'string', default: 'default', values: HEADER.layouts, reflect: true },
  fixed: { type: 'boolean', default: false, reflect: true },
  /** The slide-in or fullscreen panel is open. */
  open: { type: 'boolean', default: false, reflect: true },
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type HeaderProps = PropValues<typeof headerProps>;
export type HeaderElement = PbElement & HeaderProps;

/** English defaults; override with `messages` or the page config's `messages["pb-header"]`. */
export const headerMessages = {
  /** The toggle that opens the slide-in or fullscreen panel. */
  open: 'Open menu',
  /** The close button inside the panel. */
  close: 'Close menu',
  /** The panel's accessible name. */
  menu: 'Menu',
};

export interface HeaderToggleDetail {
  open: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-header-toggle': HeaderToggleDetail;
  }
}
