import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { POSITIONS } from '../consent-banner/messages.js';
import type { PbElement, PropValues } from '../element/index.js';

export const panelProps = {
  position: { type: 'string', default: 'bottom', values: POSITIONS },
  messages: { type: 'json', default: {} as Messages },
  /** Set by the banner when the visitor opened it: the heading takes focus. At page load nothing steals focus. */
  focusOnOpen: { type: 'boolean', default: false },
} satisfies PropDefs;

export type PanelProps = PropValues<typeof panelProps>;
export type PanelElement = PbElement & PanelProps;
