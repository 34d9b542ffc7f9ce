/**
 * The business's week from `<pb-chat>`'s attributes, read where it is needed (the box when it opens, the auto-open
 * when its delay ends), not by the closed launcher: a malformed part warns, naming the element and the attribute,
 * and counts as not given. No React.
 */
import { type ChatSchedule, parseDays, parseTime } from '../../core/chat/hours.js';
import { attributeWhere, warnOnce } from '../../core/log/index.js';
import { CHAT_TAG } from './messages.js';

export interface ScheduleAttributes {
  days: string;
  from: string;
  to: string;
  /** Checked by the launcher's table: a whole number from −720 to 840. */
  timezoneOffset: number;
}

const warn = (attribute: string, message: string): void => warnOnce(attributeWhere(CHAT_TAG, attribute), message);

export function readSchedule({ days: dayText, from, to, timezoneOffset }: ScheduleAttributes): ChatSchedule {
  const { days, rejected } = parseDays(dayText);
  if (rejected.length)
    warn('days', `expected days as 0-6 (0 is Sunday) or names (mon, tue...), got ${rejected.join(', ')}; ignored`);
  const time = (attribute: 'from' | 'to', text: string): number | undefined => {
    const minutes = parseTime(text);
    if (text && minutes === undefined)
      warn(attribute, `expected a time as HH:MM, from 00:00 to 24:00, got ${JSON.stringify(text)}; using none`);
    return minutes;
  };
  return { days, from: time('from', from), to: time('to', to), offset: timezoneOffset };
}
