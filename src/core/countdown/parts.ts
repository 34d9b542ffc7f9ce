/** What a countdown shows for a remaining time: the parts, their digits, which show zero, and when next to look. */
import { COUNTDOWN } from '../constants/countdown.js';

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];

export type CountdownParts = Record<Unit, number>;

/**
 * Whole seconds left: the remaining time rounded up, so a countdown shows all zeros exactly when it ends (a
 * ten-second countdown shows 10 for its first second, as a kitchen timer does). Floored at zero: a target in the
 * past, or a clock ahead of it, shows zero and never a negative value.
 */
export const secondsLeft = (remainingMs: number): number =>
  remainingMs > 0 ? Math.ceil(remainingMs / COUNTDOWN.refresh) : 0;

/** The parts of `seconds` whole seconds: days, then hours 0-23, minutes 0-59 and seconds 0-59. */
export function partsOf(seconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor(s / 3600) % 24,
    minutes: Math.floor(s / 60) % 60,
    seconds: s % 60,
  };
}

/** The digits each part shows: days at least three (`007`), the others two (`04`). */
export function digitsOf(parts: CountdownParts): Record<Unit, string> {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return {
    days: pad(parts.days, COUNTDOWN.dayDigits),
    hours: pad(parts.hours, COUNTDOWN.partDigits),
    minutes: pad(parts.minutes, COUNTDOWN.partDigits),
    seconds: pad(parts.seconds, COUNTDOWN.partDigits),
  };
}

/** Which parts show zero, each on its own (`001 00 05 00` flags hours and seconds). */
export const zeroParts = (parts: CountdownParts): Record<Unit, boolean> => ({
  days: parts.days === 0,
  hours: parts.hours === 0,
  minutes: parts.minutes === 0,
  seconds: parts.seconds === 0,
});

/**
 * Milliseconds until the shown second changes: the next refresh lands on that change, whenever the last one ran,
 * so a late timer shortens the next wait instead of adding up. Undefined once nothing is left.
 */
export function untilNextSecond(remainingMs: number): number | undefined {
  const seconds = secondsLeft(remainingMs);
  if (seconds === 0) return undefined;
  return remainingMs - (seconds - 1) * COUNTDOWN.refresh;
}
