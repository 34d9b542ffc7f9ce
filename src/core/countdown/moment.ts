/**
 * The countdown's moments (its target and the server's `now`) as ISO 8601 date-times with their offset, e.g.
 * `2026-12-24T18:00:00+01:00`. A moment without an offset names no instant, so it is read as UTC with a
 * warning: the same text gives the same instant on every visitor's machine, which local time would not.
 */

export interface Moment {
  /** Milliseconds since the epoch; undefined when the text is not a date-time. */
  time?: number;
  /** Set when the text was refused, or read with an assumption (no offset): what was expected and what applies. */
  warning?: string;
}

// Date, then an optional time (T or a space) with optional seconds and fraction, then an optional offset.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const EXAMPLE = 'e.g. "2026-12-24T18:00:00+01:00"';

/** Minutes east of UTC for `Z`, `+01`, `+0100` or `+01:00`; undefined when out of range. */
function offsetMinutes(text: string): number | undefined {
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes);
}

/** Reads one moment; `text` is the attribute as written. Empty text is no moment and no warning. */
export function parseMoment(text: string): Moment {
  const raw = text.trim();
  if (raw === '') return {};
  const refused = {
    warning: `expected an ISO 8601 date-time with its offset, ${EXAMPLE}, got ${JSON.stringify(raw.slice(0, 40))}`,
  };
  const m = ISO.exec(raw);
  if (!m) return refused;
  const [, y, mo, d, h, mi, s, fraction, zone] = m;
  // An offset needs a time to apply to ("2026-12-24+01:00" is not ISO 8601).
  if (zone && h === undefined) return refused;
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)] as const;
  const ms = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  const utc = new Date(Date.UTC(...fields, ms));
  // Date.UTC rolls 31 February into March and 24:00 into the next day: a moment that does not exist is refused.
  utc.setUTCFullYear(fields[0]);
  const exists =
    utc.getUTCFullYear() === fields[0] &&
    utc.getUTCMonth() === fields[1] &&
    utc.getUTCDate() === fields[2] &&
    utc.getUTCHours() === fields[3] &&
    utc.getUTCMinutes() === fields[4] &&
    utc.getUTCSeconds() === fields[5];
  if (!exists) return refused;
  if (!zone)
    return {
      time: utc.getTime(),
      warning: `${JSON.stringify(raw)} has no time zone offset, so it is read as UTC (${utc.toISOString()}); add the offset, ${EXAMPLE}`,
    };
  const offset = offsetMinutes(zone);
  if (offset === undefined) return refused;
  return { time: utc.getTime() - offset * 60_000 };
}
