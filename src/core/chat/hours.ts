/**
 * The chat box's hours (CCH §3, §4, §5): whether the business is available now, and when it is next, with the
 * weekday and the time both read in the business's zone. The zone is a fixed offset in minutes (east positive,
 * −720 to +840, any minute: +05:30, +05:45, −03:30 and +12:45 included), applied by UTC arithmetic: the instant
 * shifted by the offset, read with the `getUTC*` methods, so the visitor's own zone never enters. qlwapp takes
 * the weekday from the visitor's clock and the hours from the business's, so a visitor across the date line sees
 * the wrong day.
 *
 * A window is labelled by a day of the list:
 * - start before end: that day, from start up to (not including) end;
 * - start equal to end, or either missing: that whole day;
 * - start after end (overnight, CCH §5 "treated as starting the previous day"): from start on the day before up
 *   to end on that day, so a 22:00-06:00 window is open at 23:00 and at 05:00 (qlwapp reads 23:00 as closed).
 */

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
const DAY = DAY_MINUTES * MINUTE;

/** A weekday as `Date.prototype.getUTCDay` numbers it: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** The business's week, as the element's attributes give it. */
export interface ChatSchedule {
  /** The days windows are labelled by; every day when empty. */
  days: readonly Weekday[];
  /** Minutes from the zone's midnight, 0-1440; undefined when not given. */
  from?: number;
  to?: number;
  /** The zone's offset from UTC in minutes, east positive. */
  offset: number;
}

/** When the business is next available, in its own zone. */
export interface NextOpening {
  /** The weekday it opens. */
  day: Weekday;
  /** The minute of that day it opens (0 for a whole-day window). */
  minutes: number;
  /** Days from today (in the business's zone) to that day: 0 is later today, 1 tomorrow, at most 7. */
  daysAhead: number;
  /** Whether the window is a whole day (start equal to end, or missing): there is no time to show. */
  wholeDay: boolean;
}

export interface Availability {
  available: boolean;
  /** Given only when not available. */
  next?: NextOpening;
}

/** `HH:MM` (00:00 to 24:00) as minutes from midnight; anything else is undefined. */
export function parseTime(text: string | null | undefined): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text ?? '');
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * A list of days, separated by spaces or commas: numbers 0-6 as `getUTCDay` counts them (0 is Sunday; 7 is Sunday
 * too, as ISO counts), or English names of three letters or more (`tue`, `tues`, `Tuesday`). `rejected` holds the
 * words that are neither; an empty list means every day.
 */
export function parseDays(text: string | null | undefined): { days: Weekday[]; rejected: string[] } {
  const days = new Set<Weekday>();
  const rejected: string[] = [];
  for (const word of (text ?? '').split(/[\s,]+/)) {
    if (!word) continue;
    const lower = word.toLowerCase();
    const day = /^[0-7]$/.test(lower)
      ? Number(lower) % 7
      : DAY_NAMES.findIndex((name) => lower.length >= 3 && name.startsWith(lower));
    if (day >= 0) days.add(day as Weekday);
    else rejected.push(word);
  }
  return { days: [...days].sort(), rejected };
}

/** The weekday and the minute of the day (with its fraction) at `now`, in the zone `offset` minutes east of UTC. */
export function zonedClock(now: number, offset: number): { day: Weekday; minutes: number } {
  const wall = now + offset * MINUTE;
  const midnight = Math.floor(wall / DAY) * DAY;
  return { day: new Date(wall).getUTCDay() as Weekday, minutes: (wall - midnight) / MINUTE };
}

/** The window's start and end in minutes from the midnight of the day it is labelled by (start may be negative). */
function windowOf(schedule: ChatSchedule): { start: number; end: number; wholeDay: boolean } {
  const { from, to } = schedule;
  if (from === undefined || to === undefined || from === to) return { start: 0, end: DAY_MINUTES, wholeDay: true };
  return from < to
    ? { start: from, end: to, wholeDay: false }
    : { start: from - DAY_MINUTES, end: to, wholeDay: false };
}

const labelled = (schedule: ChatSchedule, day: number): boolean =>
  schedule.days.length === 0 || schedule.days.includes((((day % 7) + 7) % 7) as Weekday);

/** Whether the business is available at `now` (ms since the epoch), and if not, when it next is. */
export function chatAvailability(schedule: ChatSchedule, now: number): Availability {
  const { day, minutes } = zonedClock(now, schedule.offset);
  const { start, end, wholeDay } = windowOf(schedule);
  // Today's window, and tomorrow's when it starts today (overnight).
  const open =
    (labelled(schedule, day) && minutes >= start && minutes < end) ||
    (start < 0 && labelled(schedule, day + 1) && minutes >= start + DAY_MINUTES);
  if (open) return { available: true };
  // The first window starting after now: the one labelled by a day k days on starts at k days + start.
  for (let k = 0; k <= 8; k++) {
    const at = k * DAY_MINUTES + start;
    if (at <= minutes || !labelled(schedule, day + k)) continue;
    const daysAhead = Math.floor(at / DAY_MINUTES);
    return {
      available: false,
      next: {
        day: ((day + daysAhead) % 7) as Weekday,
        minutes: at - daysAhead * DAY_MINUTES,
        daysAhead,
        wholeDay,
      },
    };
  }
  return { available: false };
}
