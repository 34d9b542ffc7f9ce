/**
 * The chat's words for the next opening: the weekday's name and the time in the page's language, from
 * `Intl.DateTimeFormat`. Both are read at UTC from a date built for them, so the visitor's zone never enters.
 */
import { fillMessage } from '../config/index.js';
import type { NextOpening, Weekday } from './hours.js';

/** A Sunday (7 January 2024), 00:00 UTC: the weekday `day` is `day` days later. */
const SUNDAY = Date.UTC(2024, 0, 7);
const MINUTE = 60_000;

/** An unknown or malformed language tag falls back to the browser's own, rather than throwing. */
function format(locale: string | undefined, options: Intl.DateTimeFormatOptions, at: number): string {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  } catch {
    formatter = new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
  }
  return formatter.format(at);
}

/** `Tuesday` (`dinsdag` in `nl`). */
export const dayName = (day: Weekday, locale?: string): string =>
  format(locale, { weekday: 'long' }, SUNDAY + day * 1440 * MINUTE);

/** `10:00 AM` in `en-US`, `10:00` in `nl`: a minute of the day in the page's language. */
export const timeText = (minutes: number, locale?: string): string =>
  format(locale, { hour: 'numeric', minute: '2-digit' }, SUNDAY + minutes * MINUTE);

/** The three texts the timed-out notice picks from, with `{day}` and `{time}`. */
export interface TimeoutMessages {
  /** A later day, at a time. */
  timeout: string;
  /** Later today. */
  timeoutToday: string;
  /** A later day, all day (no time to give). */
  timeoutDay: string;
}

/** The notice for a timed-out box: when the business is next available. */
export function timeoutText(next: NextOpening, messages: TimeoutMessages, locale?: string): string {
  const template = next.wholeDay
    ? messages.timeoutDay
    : next.daysAhead === 0
      ? messages.timeoutToday
      : messages.timeout;
  return fillMessage(template, { day: dayName(next.day, locale), time: timeText(next.minutes, locale) });
}
