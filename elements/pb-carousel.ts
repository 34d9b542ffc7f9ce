import { Carousel } from '../src/components/carousel/index.js';
import { createElementClass, define } from '../src/components/element/index.js';
import { family } from '../src/components/slider/family.js';
import type { AutoplayChangeDetail, SlideChangeDetail } from '../src/components/slider/index.js';

export type { AutoplayChangeDetail, SlideChangeDetail } from '../src/components/slider/index.js';

/**
 * The page builder's carousels (MFT §4, §9) as a WAI-ARIA APG carousel: several
 * items per view, each a "n of N" group; items out of view are inert. It has
 * the slider's arrows, dots, keys, swipe (30 px within 1 s), RTL mirroring,
 * rotation and pause rules (see `<pb-slider>`), and slides on the compositor.
 *
 * Columns: 3; `column="wide"` gives 4 from a 768 px viewport and
 * `column="narrow"` 2; `columns` (with `columns-tablet`, `columns-phone`)
 * overrides. It moves by one item in 1000 ms. `mode="portfolio"` is the
 * fullwidth portfolio carousel: columns by the element's own width (5 at
 * 1600 px or more, 4 at 1024, 3 at 768, 2 at 480, otherwise 1), items 0.75
 * times as tall as they are wide, moving by a whole group of columns in 700 ms.
 * A move is ignored while the previous one runs. Add `lightStyles` (pb.js
 * does) so the items take their final columns before the upgrade.
 *
 * @summary An accessible multi-item carousel, with the fullwidth portfolio carousel as `mode="portfolio"`.
 * @tag pb-carousel
 * @attr {number} active - Zero-based position: the first item shown, or the group in portfolio mode. Reflected as it moves; setting it switches at once with no event. Out of range: 0 and a warning.
 * @attr {string} mode - `carousel` (default) or `portfolio`.
 * @attr {string} column - `wide` (4 columns from a 768 px viewport) or `narrow` (2); absent: 3.
 * @attr {number} columns - Items per view, 1-12, overriding the rules; 0 or absent: the rules. Not a whole number in range: the rules and a warning.
 * @attr {number} columns-tablet - Items per view from 768 to 980 px wide (and on phones without `columns-phone`).
 * @attr {number} columns-phone - Items per view at 767 px or less.
 * @attr {boolean} auto - Rotate automatically; adds the pause/play button.
 * @attr {number} speed - ms between automatic moves. Default 7000; less than 1000 or not a number: 7000 and a warning.
 * @attr {boolean} no-arrows - Hide the previous and next buttons.
 * @attr {boolean} no-dots - Hide the pagination dots.
 * @attr {boolean} paused - Holds auto-rotation while present (as does the class `pb-paused`).
 * @attr {string} label - The region's accessible name. Default: the `carousel` message ("Carousel").
 * @attr {string} messages - JSON overriding the English strings, as `<pb-slider>`'s.
 * @fires {CustomEvent<SlideChangeDetail>} pb-slide-change - When a move starts: `{ index, previous, trigger }` in positions.
 * @fires {CustomEvent<AutoplayChangeDetail>} pb-autoplay-change - When the visitor or `play()`/`pause()` turns rotation on or off: `{ playing }`.
 * @slot - The items, in order: any elements.
 * @csspart region - The labelled carousel region.
 * @csspart rotation - The pause/play button.
 * @csspart arrow - Both arrow buttons; also `arrow-prev` and `arrow-next`.
 * @csspart viewport - The clipping box around the items.
 * @csspart track - The row of items that moves.
 * @csspart slide - Each item's box.
 * @csspart dots - The pagination; `dot` each of its buttons.
 * @cssprop --pb-slider-control-color - Arrow, dot and rotation colour. Default `#fff`.
 * @cssprop --pb-slider-control-background - Arrow and rotation button background. Default `rgb(0 0 0 / .35)`.
 * @cssprop --pb-slider-focus-ring - Outline of a focused control. Default `2px solid #0c71c3`.
 */
export class PbCarousel extends createElementClass(Carousel, family.carousel) {
  /** Moves one position on (wrapping). */
  declare next: () => void;
  /** Moves one position back (wrapping). */
  declare prev: () => void;
  /** Moves to position `index`; ignored while a move runs or when out of range. */
  declare goTo: (index: number) => void;
  /** Turns auto-rotation on. */
  declare play: () => void;
  /** Turns auto-rotation off. */
  declare pause: () => void;
}

define('pb-carousel', PbCarousel);

declare global {
  interface HTMLElementTagNameMap {
    'pb-carousel': PbCarousel;
  }
  interface HTMLElementEventMap {
    'pb-slide-change': CustomEvent<SlideChangeDetail>;
    'pb-autoplay-change': CustomEvent<AutoplayChangeDetail>;
  }
}
