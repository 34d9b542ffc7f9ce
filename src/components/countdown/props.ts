import type { PropDefs } from '../../core/attributes/index.js';
import type { CountdownMessages } from './messages.js';
import { type CountdownEnd, END_MODES } from './types.js';

/** `<pb-countdown>` attributes. */
export const countdownProps = {
  /** The target: an ISO 8601 date-time with its offset. Without an offset it is read as UTC, with a warning. */
  date: { type: 'string', default: '' },
  /** The server's time when it made the page (ISO 8601): corrects a visitor's wrong clock. */
  now: { type: 'string', default: '' },
  /** What the end shows. */
  onEnd: { type: 'string', default: 'zero' as CountdownEnd, values: END_MODES, attribute: 'on-end' },
  /** Overrides of the English strings in `messages.ts`. */
  messages: { type: 'json', default: {} as Partial<CountdownMessages> },
} satisfies PropDefs;
