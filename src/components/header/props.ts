import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { HEADER } from '../../core/constants/header.js';
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

export interface HeaderToggleDetail {
  open: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-header-toggle': HeaderToggleDetail;
  }
}
