import { define } from '../src/base/index.js';
import { CircleCounterElement } from '../src/components/circle-counter/index.js';
import { CounterElement } from '../src/components/counter/index.js';

// One file registers both counters: the circle runs on the number counter's engine, so a page with either or both
// loads one file (the circle's own code adds about 440 B gzip to it, where its own second file added 866).

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

/**
 * A circle counter (MFT §4 Counters, §9; CCH §9): a ring that fills to `value / max` while the number in its
 * middle counts from 0 to its value, once half of it is on screen (the one in-view observer), in 1800 ms, once.
 * CCH §9 gives the plain pie chart 1000 ms; the counter module's 1800 ms applies here (`duration="1000"` gives
 * the chart's). The ring is SVG, sharp at any pixel ratio: `size` px square (CCH §9: 110), a line 5 px wide
 * (MFT §9), starting at twelve o'clock and filling clockwise.
 *
 * Give the final value as `value` and as the element's text, as the page should show it without the script
 * (`<pb-circle-counter value="72" suffix="%">72%</pb-circle-counter>`); `value`, `prefix`, `suffix`, `decimals`
 * and `duration` work as on `<pb-counter>`, and the numbers are written with `Intl.NumberFormat` in the page's
 * language. Before the upgrade the text sits in the middle of the circle's box; the size comes from `size`
 * through CSS `attr()` where the browser supports it (Chromium 133+), else 110 px, so in other browsers a `size`
 * other than 110 moves the page once as the element upgrades.
 *
 * It is not a progress bar (`role="progressbar"` is for a task under way): its ring is `role="img"` named by the
 * final value as shown; the frames are `aria-hidden`. With `prefers-reduced-motion: reduce` it shows the final
 * ring and value at once. No `value`, or one that is not a plain number: a warning, and the text shows as
 * written.
 *
 * @summary A ring that fills as its number counts up when scrolled into view; drawn in SVG.
 * @tag pb-circle-counter
 * @attr {string} value - The final value as a plain number (`72`), what the ring counts to. Missing or not a plain number: a warning, and the text shows as written.
 * @attr {string} prefix - Written before the number.
 * @attr {string} suffix - Written after it (`%`).
 * @attr {number} decimals - Decimals shown, 0 to 20. Default: as many as `value` is written with.
 * @attr {number} [duration=1800] - The run's length in ms, 0 to 60000; 0 shows the value at once.
 * @attr {number} [max=100] - The value of a full ring, at least 1. Anything else warns and uses 100.
 * @attr {number} [size=110] - The ring's width and height in px, 20 to 1000 (CCH §9). Anything else warns and uses 110.
 * @slot - The final value as text, shown as it is without the script; upgraded, the ring shows its own.
 * @csspart circle - The ring, an SVG `svg` (`role="img"`, named by the final value).
 * @csspart track - The ring's full round, behind the bar.
 * @csspart bar - The ring's filled part (an SVG `circle`: style `stroke`, `stroke-linecap`).
 * @csspart value - The number in the middle, over the ring.
 * @cssprop [--pb-circle-counter-color=currentColor] - The filled part's colour.
 * @cssprop [--pb-circle-counter-track=color-mix(in srgb, currentColor 15%, transparent)] - The track's colour.
 */
export class PbCircleCounter extends CircleCounterElement {}

define('pb-counter', PbCounter);
define('pb-circle-counter', PbCircleCounter);

declare global {
  interface HTMLElementTagNameMap {
    'pb-counter': PbCounter;
    'pb-circle-counter': PbCircleCounter;
  }
}
