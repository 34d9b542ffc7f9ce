/**
 * What a countdown says: a duration in words in the page's language (`Intl.DurationFormat` where the browser has
 * it; elsewhere each unit through `Intl.NumberFormat`'s units, joined by `Intl.ListFormat`), and when the polite
 * live region may speak again.
 */
import { COUNTDOWN } from '../constants/countdown.js';
import { type CountdownParts, partsOf, UNITS, type Unit } from './parts.js';

type Duration = Partial<Record<Unit, number>>;

/** `Intl.DurationFormat` (ES2025), not in this TypeScript's library yet. */
type DurationFormatClass = new (
  locale?: string,
  options?: { style: 'long' },
) => {
  format(duration: Duration): string;
};

const unitName: Record<Unit, string> = { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' };

/** Formatters by kind and locale: a countdown formats every second, and making one costs more than using it. */
const made = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

/** A locale the Intl constructors accept: an invalid language tag (`en_US`) is the browser's own language. */
function usable(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/** Without `Intl.DurationFormat`: "3 days, 4 hours, 12 minutes" from each unit's own long form. */
function fallbackFormat(duration: Duration, locale: string | undefined): string {
  const words = UNITS.filter((unit) => duration[unit] !== undefined).map((unit) =>
    once(
      `number|${locale}|${unit}`,
      () => new Intl.NumberFormat(locale, { style: 'unit', unit: unitName[unit], unitDisplay: 'long' }),
    ).format(duration[unit] as number),
  );
  if (typeof Intl.ListFormat !== 'function') return words.join(', ');
  return once(`list|${locale}`, () => new Intl.ListFormat(locale, { style: 'long', type: 'unit' })).format(words);
}

/**
 * A duration in words, leaving out the parts that are zero ("3 days, 12 minutes"); nothing at all is
 * "0 seconds". `native` false forces the fallback (tests; browsers without `Intl.DurationFormat`).
 */
export function formatDuration(parts: Partial<CountdownParts>, locale?: string, native = true): string {
  const lang = usable(locale);
  const kept: Duration = {};
  for (const unit of UNITS) if (parts[unit]) kept[unit] = parts[unit];
  if (Object.keys(kept).length === 0) return fallbackFormat({ seconds: 0 }, lang);
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatClass }).DurationFormat;
  if (native && typeof DurationFormat === 'function')
    return once(`duration|${lang}`, () => new DurationFormat(lang, { style: 'long' })).format(kept);
  return fallbackFormat(kept, lang);
}

/**
 * The spoken summary of what is left, to the minute ("3 days, 4 hours, 12 minutes"): seconds only in the last
 * minute, where nothing larger is left.
 */
export function spokenParts(seconds: number): Partial<CountdownParts> {
  const { days, hours, minutes, seconds: rest } = partsOf(seconds);
  return seconds >= 60 ? { days, hours, minutes } : { seconds: rest };
}

/**
 * Whether the live region may say the summary now: a minute since it last spoke (or since the countdown started,
 * when it stays silent), and a minute or more still left, so the end, announced when it comes, also keeps the gap.
 */
export const announceDue = (lastAt: number, now: number, remainingMs: number): boolean =>
  remainingMs >= COUNTDOWN.announceEvery && now - lastAt >= COUNTDOWN.announceEvery;
