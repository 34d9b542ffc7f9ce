/** `<pb-chat>`'s one table: every attribute it reads, with its property. No React: the launcher reads it. */
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { CHAT, type ChatPosition } from '../../core/constants/chat.js';

/** The JSON `accounts`: a list. */
const jsonList = (value: unknown): string | undefined => (Array.isArray(value) ? undefined : 'a JSON list of accounts');

export const chatProps = {
  /** The days the business works (`tue wed thu fri sat`, or `2 3 4 5 6` with 0 for Sunday); empty: every day. */
  days: { type: 'string', default: '' },
  /** Opening time, `HH:MM` in the business's zone. */
  from: { type: 'string', default: '' },
  /** Closing time, `HH:MM`; before `from` makes an overnight window. */
  to: { type: 'string', default: '' },
  /** The business's offset from UTC in minutes, east positive (`60` for UTC+01:00, `-210` for UTC−03:30). */
  timezoneOffset: { type: 'number', default: 0, min: CHAT.offsetMin, max: CHAT.offsetMax, integer: true },
  /** The accounts as JSON, instead of child links. */
  accounts: { type: 'json', default: [] as unknown[], shape: jsonList },
  /** Open the box by itself after `auto-open-delay`, once a day at most. */
  autoOpen: { type: 'boolean', default: false },
  /** How long after the page loads the box opens by itself (ms). */
  autoOpenDelay: { type: 'number', default: CHAT.autoOpenDelay, min: 0, integer: true },
  /** The corner the launcher and the box sit in. */
  position: { type: 'string', default: 'bottom-right' as ChatPosition, values: CHAT.positions, reflect: true },
  /** Whether the box is open; set it to open or close the box from a script. */
  open: { type: 'boolean', default: false, reflect: true },
  /** Overrides of the English strings. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;
