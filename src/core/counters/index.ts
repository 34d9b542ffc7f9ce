/**
 * The counters' pure core (MFT §4 Counters): what a counter shows at each moment of its run, and how its numbers
 * are written in the page's language. No DOM; `./run.ts` drives a run on the page.
 */

/**
 * The number shown at `progress` (0 to 1) of a run from 0 to `target`: an ease-out (cubic), fast at first and
 * settling on the value; monotonic towards the target, 0 before the start and the target itself, exactly, from
 * the end on.
 */
export const countAt = (target: number, progress: number): number =>
  progress < 1 ? target * (1 - (1 - Math.max(progress, 0)) ** 3) : target;

/**
 * How a counter writes its numbers: `prefix`, the number in `locale` (none or an unusable tag: the browser's language)
 * with exactly `digits` decimals, `suffix`.
 */
export function formatter(locale: string | undefined, digits: number, prefix = '', suffix = ''): (n: number) => string {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    format = new Intl.NumberFormat(undefined, options);
  }
  // Rounded first, so a frame on the way to a negative value that rounds to zero is -0, and `|| 0` writes it 0,
  // never "-0" (what `signDisplay: 'negative'` does, in the engines that know it).
  return (n) => prefix + format.format(+n.toFixed(digits) || 0) + suffix;
}
