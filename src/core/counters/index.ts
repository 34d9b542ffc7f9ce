/**
 * The counters' pure core (MFT §4 Counters): what a counter shows at each moment of its run, and how its
 * numbers are written and read in the page's language. No DOM; `./run.ts` drives a run on the page.
 */

/**
 * CountUp's curve (exponential ease-out), scaled so it reaches 1 exactly: fast at first, settling on the value.
 * Non-decreasing on [0, 1]; 0 before the start, 1 from the end on.
 */
export function easeOut(progress: number): number {
  if (!(progress > 0)) return 0;
  if (progress >= 1) return 1;
  return Math.min(1, ((1 - 2 ** (-10 * progress)) * 1024) / 1023);
}

/**
 * The number shown at `progress` (0 to 1) of a run from 0 to `target`: monotonic towards the target, and the
 * target itself, exactly, at the end.
 */
export const countAt = (target: number, progress: number): number =>
  progress >= 1 ? target : target * easeOut(progress);

/**
 * Intl.NumberFormat for `locale` with exactly `digits` decimals, never showing "-0" on the way to a negative
 * value where the engine knows `signDisplay: 'negative'` (Firefox from 116); an unusable locale falls back to
 * the browser's.
 */
function numberFormat(locale: string | undefined, digits: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const tries = [
    [locale, { ...options, signDisplay: 'negative' }],
    [locale, options],
  ] as const;
  for (const [tag, opts] of tries) {
    try {
      return new Intl.NumberFormat(tag, opts);
    } catch {}
  }
  return new Intl.NumberFormat(undefined, options);
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
  return (n) => prefix + format.format(n) + suffix;
};

/** A number and the decimals it was written with. */
export interface Written {
  value: number;
  digits: number;
}

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * The number in `text` as `locale` writes it ("12,400+" in English, "12.400" in German, "4,5" in French), with
 * `prefix` and `suffix` left out; undefined when there is none.
 */
export function parseCount(text: string, locale?: string, prefix = '', suffix = ''): Written | undefined {
  const parts = numberFormat(locale, 1).formatToParts(-12345.6);
  const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  let t = text.trim();
  if (prefix && t.startsWith(prefix.trim())) t = t.slice(prefix.trim().length);
  if (suffix && t.endsWith(suffix.trim())) t = t.slice(0, t.length - suffix.trim().length);
  t = t
    .replaceAll(part('group', ','), '')
    .replace(SPACES, '')
    .replaceAll(part('decimal', '.'), '.')
    .replaceAll('\u2212', '-');
  const found = /-?\d+(?:\.(\d+))?/.exec(t);
  return found ? { value: Number(found[0]), digits: found[1]?.length ?? 0 } : undefined;
}

/** A `value` attribute: a plain JavaScript number ("12400", "4.5", "-3"); undefined when it is not one. */
export function parseValue(text: string): Written | undefined {
  const value = Number(text);
  // Number('') is 0 and Number('0x10') 16: neither is a count an author wrote.
  if (!text.trim() || /[^\d.e+\-\s]/i.test(text) || !Number.isFinite(value)) return undefined;
  return { value, digits: /e/i.test(text) ? 0 : (text.trim().split('.')[1]?.length ?? 0) };
}
