/**
 * The counters' pure core (MFT §4 Counters): what a counter shows at each moment of its run, and how its
 * numbers are written and read in the page's language. No DOM; `./run.ts` drives a run on the page.
 */

/**
 * CountUp's curve (exponential ease-out), scaled so it reaches 1 exactly: fast at first, settling on the value.
 * Non-decreasing on [0, 1]; 0 before the start, 1 from the end on.
 */
export const easeOut = (progress: number): number =>
  progress > 0 ? (progress < 1 ? Math.min(1, ((1 - 2 ** (-10 * progress)) * 1024) / 1023) : 1) : 0;

/**
 * The number shown at `progress` (0 to 1) of a run from 0 to `target`: monotonic towards the target, and the
 * target itself, exactly, at the end.
 */
export const countAt = (target: number, progress: number): number =>
  progress < 1 ? target * easeOut(progress) : target;

/** Intl.NumberFormat for `locale` with exactly `digits` decimals; an unusable locale falls back to the browser's. */
function numberFormat(locale: string | undefined, digits: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat(undefined, options);
  }
}

/** How a counter writes its numbers: the prefix, the number in the page's language, the suffix. */
export interface CountFormat {
  locale?: string | undefined;
  /** Decimals shown, for every frame and the final value. */
  digits: number;
  prefix: string;
  suffix: string;
}

export const formatter = ({ locale, digits, prefix, suffix }: CountFormat): ((n: number) => string) => {
  const format = numberFormat(locale, digits);
  // A frame on the way to a negative value that rounds to zero is written 0, never "-0" (what
  // `signDisplay: 'negative'` does, in the engines that know it).
  const zero = 0.5 * 10 ** -digits;
  return (n) => prefix + format.format(Math.abs(n) < zero ? 0 : n) + suffix;
};

/** A number and the decimals it was written with. */
export interface Written {
  value: number;
  digits: number;
}

/**
 * The number in `text` as `locale` writes it ("12,400+" in English, "12.400" in German, "4,5" in French), with
 * `prefix` and `suffix` left out; undefined when there is none.
 */
export function parseCount(text: string, locale?: string, prefix = '', suffix = ''): Written | undefined {
  // The language's group and decimal marks, from how it writes 12345.6.
  const parts = numberFormat(locale, 1).formatToParts(12345.6);
  const mark = (type: string, fallback: string): string => parts.find((p) => p.type === type)?.value ?? fallback;
  const group = mark('group', ',');
  const decimal = mark('decimal', '.');
  const before = prefix.trim();
  const after = suffix.trim();
  let t = text.trim();
  if (t.startsWith(before)) t = t.slice(before.length);
  if (after && t.endsWith(after)) t = t.slice(0, -after.length);
  const found = /-?\d+(?:\.(\d+))?/.exec(
    t
      .replaceAll(group, '')
      .replace(/[\s\u00a0\u202f]/g, '')
      .replaceAll(decimal, '.')
      .replaceAll('\u2212', '-'),
  );
  return found ? { value: Number(found[0]), digits: found[1]?.length ?? 0 } : undefined;
}

/** A `value` attribute: a plain JavaScript number ("12400", "4.5", "-3"); undefined when it is not one. */
export function parseValue(text: string): Written | undefined {
  const value = Number(text);
  // Number('') is 0 and Number('0x10') 16: neither is a count an author wrote.
  if (!text.trim() || /[^\d.e+\-\s]/i.test(text) || !Number.isFinite(value)) return undefined;
  return { value, digits: /e/i.test(text) ? 0 : (text.trim().split('.')[1]?.length ?? 0) };
}
