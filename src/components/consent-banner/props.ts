import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { POSITIONS } from './messages.js';

/** `<pb-consent-banner>`'s attributes and properties; the shell hands both on to the panel it loads. */
export const bannerProps = {
  /** Where the banner sits; `bottom-left` also moves the manage button to the left. */
  position: { type: 'string', default: 'bottom', values: POSITIONS, reflect: true },
  /** Overrides of the English strings. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;
