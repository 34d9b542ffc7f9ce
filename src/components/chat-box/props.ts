/** `<pb-chat-box>`'s table: what `<pb-chat>` hands it, already checked there. */
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { CHAT, type ChatPosition } from '../../core/constants/chat.js';
import type { PbElement, PropValues } from '../element/index.js';

export const chatBoxProps = {
  /** Shown or not; the launcher sets it. */
  open: { type: 'boolean', default: false },
  /** Set by the launcher when the visitor opened the box: the first account takes focus. */
  focusOnOpen: { type: 'boolean', default: false },
  /** The launcher's JSON `accounts`; empty: the launcher's child links. */
  accounts: { type: 'json', default: [] as unknown[] },
  /** The business's week, as the launcher's attributes give it; read (and warned about) when the box opens. */
  days: { type: 'string', default: '' },
  from: { type: 'string', default: '' },
  to: { type: 'string', default: '' },
  timezoneOffset: { type: 'number', default: 0, min: CHAT.offsetMin, max: CHAT.offsetMax, integer: true },
  /** Overrides of the English strings (the launcher's). */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
  /** The corner it sits in, above the launcher. */
  position: { type: 'string', default: 'bottom-right' as ChatPosition, values: CHAT.positions },
} satisfies PropDefs;

export type ChatBoxProps = PropValues<typeof chatBoxProps>;
export type ChatBoxElement = PbElement & ChatBoxProps;
