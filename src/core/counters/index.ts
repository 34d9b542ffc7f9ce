/**
 * The counters' pure core (MFT §4 Counters): what a counter shows at each moment of its run, and how its
 * numbers are written and read in the page's language. No DOM; `./run.ts` drives a run on the page.
 */

/**
 * CountUp's curve (exponential ease-out), scaled so it reaches 1 exactly: fast at first, settling on the value.
 * Non-decreasing on [0, 1]; 0 before the start, 1 from the end on. Below 1 the scaled curve stays below 1
 * (1 - 2^-10p < 1023/1024), so it needs no clamp.
 */
export const easeOut = (progress: number): number =>
  progress > 0 ? (progress < 1 ? ((1 - 2 ** (-10 * progress)) * 1024) / 1023 : 1) : 0;

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
  // Rounded first, so a frame on the way to a negative value that rounds to zero is -0, and `|| 0` writes it 0,
  // never "-0" (what `signDisplay: 'negative'` does, in the engines that know it).
  return (n) => prefix + format.format(+n.toFixed(digits) || 0) + suffix;
};

/** A number and the decimals it was written with. */
export interface Written {
  value: number;
  digits: number;
}

/** The first plain number in `text` ("-12400.50"), with its decimals. */
const first = (text: string, pattern = /-?\d+(?:\.(\d+))?/): Written | undefined => {
  const found = pattern.exec(text);
  return found ? { value: +found[0], digits: found[1]?.length ?? 0 } : undefined;
};

/**
 * The number in `text` as `locale` writes it ("12,400+" in English, "12.400" in German, "4,5" in French), with
 * `prefix` and `suffix` left out; undefined when there is none.
 */
export function parseCount(text: string, locale?: string, prefix = '', suffix = ''): Written | undefined {
  // The language's group and decimal marks, from how it writes 12345.6.
  const parts = numberFormat(locale, 1).formatToParts(12345.6);
  const mark = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const before = prefix.trim();
  const after = suffix.trim();
  let t = text.trim();
  if (t.startsWith(before)) t = t.slice(before.length);
  if (after && t.endsWith(after)) t = t.slice(0, -after.length);
  return first(
    t
      .replaceAll(mark('group') || ',', '')
      .replace(/\s/g, '')
      .replaceAll(mark('decimal') || '.', '.')
      .replaceAll('\u2212', '-'),
  );
}

/**
 * A `value` attribute: a plain number ("12400", "4.5", "-3"), spaces around it allowed; undefined when it is not
 * one (Number('') is 0 and Number('0x10') 16: neither is a count an author wrote).
 */
export const parseValue = (text: string): Written | undefined => first(text, /^\s*-?\d+(?:\.(\d+))?\s*$/);
