import { define } from '../src/base/index.js';
import { CircleCounterElement } from '../src/components/circle-counter/index.js';
// The number counter's file holds the engine both counters run on: the circle's file adds only the ring, and a
// page with both loads the engine once, in one file (loading the circle defines <pb-counter> too).
import './pb-counter.js';

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

define('pb-circle-counter', PbCircleCounter);

declare global {
  interface HTMLElementTagNameMap {
    'pb-circle-counter': PbCircleCounter;
  }
}
