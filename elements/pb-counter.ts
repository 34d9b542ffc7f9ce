import { define } from '../src/base/index.js';
import { CounterElement } from '../src/components/counter/index.js';

/**
 * A number counter (MFT §4 Counters, §9): once half of it is on screen (the one in-view observer), it counts
 * from 0 to `value` in 1800 ms, fast at first and settling on the value, and it runs once: scrolled away and
 * back, it keeps its final value.
 *
 * Give the final value twice: as `value`, a plain number the element counts to, and as the element's text, as
 * the page should show it without the script (`<pb-counter value="12400" suffix="+">12,400+</pb-counter>`). The
 * element writes its numbers with `Intl.NumberFormat` in the page's language (the nearest `lang`, else the
 * browser's), with `prefix`, `suffix` and `decimals`. Upgraded, its text is two spans in one grid cell: the final
 * value, invisible, which holds the box's width, and the frames, at its end, in tabular figures, so the count
 * widens nothing and the upgrade shifts nothing.
 *
 * A screen reader hears the final value only: the element gets `role="img"` and an `aria-label` of the final
 * value as shown; the frames are `aria-hidden`. Say what the number counts in the text beside it. With
 * `prefers-reduced-motion: reduce` the final value shows at once. No `value`, or one that is not a plain
 * number: a warning, and the text shows as written, without counting (the text is not read for a number). A
 * page printed before a counter has run shows its start.
 *
 * @summary Counts up to a number when scrolled into view; screen readers hear only the final value.
 * @tag pb-counter
 * @attr {string} value - The final value as a plain number (`12400`, `4.5`, `-3`), what the element counts to. Missing or not a plain number: a warning, and the text shows as written, without counting.
 * @attr {string} prefix - Written before the number in every frame and the final value (`€`).
 * @attr {string} suffix - Written after it (`+`, `%`, ` kg`).
 * @attr {number} decimals - Decimals shown, 0 to 20. Default: as many as `value` is written with. Anything else warns and falls back to that.
 * @attr {number} [duration=1800] - The run's length in ms (MFT §9), 0 to 60000; 0 shows the value at once. Anything else warns and uses 1800.
 * @slot - The final value as text, shown as it is without the script; the element replaces it with its own.
 */
export class PbCounter extends CounterElement {}

define('pb-counter', PbCounter);

declare global {
  interface HTMLElementTagNameMap {
    'pb-counter': PbCounter;
  }
}
