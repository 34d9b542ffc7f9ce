/**
 * The slider family's one registration file: `<pb-slider>`, its `<pb-slide>`
 * children and `<pb-carousel>`. The three share one component, so a file each
 * would only add two more requests, each with its own header of imports, to
 * every page with a slider or carousel (issue 11's size budget counts each
 * file's gzip). The autoloader loads this file for any of the three tags.
 */
import { carouselProps, styles as carouselStyles } from '../src/components/carousel/index.js';
import { createElementClass, define } from '../src/components/element/index.js';
import {
  type AutoplayChangeDetail,
  CAROUSEL_TAG,
  SLIDE_TAG,
  SLIDER_METHODS,
  SLIDER_TAG,
  type SlideChangeDetail,
  SliderView,
  sliderProps,
  sliderStyles,
} from '../src/components/slider/index.js';
import { SlideElement } from '../src/components/slider/slide.js';

export type { AutoplayChangeDetail, SlideChangeDetail, SlideChangeTrigger } from '../src/components/slider/index.js';

/**
 * One slide of a `<pb-slider>`. It has no behaviour of its own: the slider
 * reads it, gives it a `slot` and shows it in the matching slide. Its content
 * (heading, text, a link or button, an image, a video) stays in the light DOM,
 * so it is indexed and readable before any script runs.
 *
 * @summary A slide of `<pb-slider>`: light-DOM content with a light or dark layout.
 * @tag pb-slide
 * @attr {string} layout - `dark` (default: light text on a dark background) or `light` (dark text on a light background). The slider's arrows, dots and rotation button take the active slide's layout.
 * @attr {string} image - Background image URL, drawn behind the content (`cover`). Loaded only when the slide or a neighbour is shown.
 * @attr {string} thumbnail - Image URL for the thumbnails strip. Absent: the slide's first `<img>`, else its `<video>`'s poster.
 * @slot - The slide's content. A `<video>` in it makes it a video slide: it pauses when the slide stops being shown.
 */
export class PbSlide extends SlideElement {}

/**
 * The page builder's slider (MFT §4 Slider) over `<pb-slide>` children, as a
 * WAI-ARIA APG carousel: a labelled region, slides as "n of N" groups, the
 * rotation button first in tab order, `aria-live` polite except while rotating,
 * and slides that are not shown are inert. Exactly one slide is shown. Arrows,
 * dots, thumbnails, Left/Right on a focused dot or thumbnail, and a swipe
 * (touch or mouse drag of 30 px within 1 s) move it, wrapping at both ends; a
 * move is ignored while the previous one animates. The slider fades in 700 ms
 * (the slider setup), or 500 ms with thumbnails (the video slider);
 * `transition="slide"` slides in 1000 ms. With reduced motion a move is instant
 * and rotation waits for the play button. `dir="rtl"` mirrors arrows, keys and
 * swipes. Slides with a `<video>` show the thumbnails strip, with the arrows at
 * its two ends rather than over the slides, where they would cover the video's
 * own controls; their video pauses
 * when they are left. An empty slider renders nothing and warns; with one slide
 * there are no controls. Add `lightStyles` (pb.js does) so the first slide shows
 * at its final size before the upgrade.
 *
 * Auto-rotation (`auto`) moves every `speed` ms and holds while the pointer is
 * over the slider, focus is inside it, it is off screen, the tab is hidden, the
 * visitor pressed pause (keyboard focus entering it presses pause: rotation then waits for play, APG), or the element has the `paused` attribute or the
 * `pb-paused` class (rechecked every 2000 ms). A visitor's move restarts the interval.
 *
 * @summary An accessible slider of light-DOM slides: fade or slide, arrows, dots, thumbnails, swipe and auto-rotation.
 * @tag pb-slider
 * @attr {number} active - Zero-based index of the shown slide, reflected as it moves. Setting it switches at once and fires no event. Out of range: 0 and a warning.
 * @attr {boolean} auto - Rotate automatically; adds the pause/play button.
 * @attr {number} speed - ms between automatic moves. Default 7000. Less than 1000, or not a number: 7000 and a warning (never the legacy 10 ms).
 * @attr {string} transition - `fade` (default) or `slide`. Anything else: `fade` and a warning.
 * @attr {boolean} thumbnails - Show the strip of slide thumbnails instead of dots (automatic when a slide holds a video).
 * @attr {boolean} no-arrows - Hide the previous and next buttons.
 * @attr {boolean} no-dots - Hide the pagination dots.
 * @attr {boolean} paused - Holds auto-rotation while present (as does the class `pb-paused`).
 * @attr {string} label - The carousel's accessible name. Default: the `carousel` message, empty (no name: the role description already says "carousel").
 * @attr {string} messages - JSON overriding the English strings: `previous` ("Previous slide"), `next` ("Next slide"), `slideLabel` ("Slide {n} of {total}", dots and thumbnails), `slideGroupLabel` ("{n} of {total}", each slide), `pause` ("Pause"), `play` ("Play"), `picker` ("Choose slide to display", the dots' or thumbnails' group), `carousel` (empty: the name without `label`). Malformed JSON: the defaults and a warning.
 * @fires {CustomEvent<SlideChangeDetail>} pb-slide-change - When a move starts. `detail`: `{ index, previous, trigger }`, trigger one of `arrow`, `dot`, `thumbnail`, `swipe`, `keyboard`, `autoplay`, `api`. Bubbles and is composed.
 * @fires {CustomEvent<AutoplayChangeDetail>} pb-autoplay-change - When the visitor or `play()`/`pause()` turns rotation on or off. `detail`: `{ playing }`.
 * @slot - `<pb-slide>` children, in order. Other children are not shown.
 * @csspart region - The labelled carousel region.
 * @csspart rotation - The pause/play button.
 * @csspart arrow - Both arrow buttons; also `arrow-prev` and `arrow-next`.
 * @csspart viewport - The clipping box around the slides; its `aria-live` announces moves when not rotating.
 * @csspart track - The row or stack of slides.
 * @csspart slide - Each slide's box, with its padding and background.
 * @csspart dots - The pagination; `dot` each of its buttons, `aria-current="true"` on the shown one.
 * @csspart thumbnails - The thumbnails strip; `thumbnail` each of its buttons.
 * @cssprop --pb-slide-padding - Padding around a slide's content. Default `4rem 8%`.
 * @cssprop --pb-slider-background - Background of dark-layout slides. Default `#2c3e50`.
 * @cssprop --pb-slider-light-background - Background of light-layout slides. Default `#f4f4f4`.
 * @cssprop --pb-slider-control-color - Arrow, dot and rotation colour. Default `#fff` (`#222` on a light slide).
 * @cssprop --pb-slider-control-background - Arrow and rotation button background. Default `rgb(0 0 0 / .35)`.
 * @cssprop --pb-slider-thumbnail-height - Height of the thumbnails strip. Default `4rem`.
 * @cssprop --pb-slider-focus-ring - Outline of a focused control. Default `2px solid #0c71c3`.
 */
export class PbSlider extends createElementClass(SliderView, {
  tag: SLIDER_TAG,
  props: sliderProps,
  styles: sliderStyles,
  methods: SLIDER_METHODS,
}) {
  /** Moves to the next slide (wrapping), as the next arrow does. */
  declare next: () => void;
  /** Moves to the previous slide (wrapping). */
  declare prev: () => void;
  /** Moves to slide `index` (zero-based); ignored while a move animates or when out of range. */
  declare goTo: (index: number) => void;
  /** Turns auto-rotation on, as the play button does. */
  declare play: () => void;
  /** Turns auto-rotation off, as the pause button does. */
  declare pause: () => void;
}

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
 * @attr {number} active - Zero-based position: the first item shown, or the group in portfolio mode. Reflected as it moves; setting it switches at once with no event. Out of range: 0 and a warning. When a resize changes the columns, it becomes the position showing the item shown first before, silently.
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
 * @attr {string} label - The carousel's accessible name. Default: the `carousel` message, empty (no name: the role description already says "carousel").
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
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface below only types the methods createElementClass defines.
export class PbCarousel extends createElementClass(SliderView, {
  tag: CAROUSEL_TAG,
  props: carouselProps,
  styles: carouselStyles,
  methods: SLIDER_METHODS,
}) {}
/** `<pb-slider>`'s methods, by position: `next` and `prev` move one position, `goTo(index)` to a position. */
export interface PbCarousel extends Pick<PbSlider, (typeof SLIDER_METHODS)[number]> {}

define(SLIDE_TAG, PbSlide);
define(SLIDER_TAG, PbSlider);
define(CAROUSEL_TAG, PbCarousel);

declare global {
  interface HTMLElementTagNameMap {
    'pb-slide': PbSlide;
    'pb-slider': PbSlider;
    'pb-carousel': PbCarousel;
  }
  interface HTMLElementEventMap {
    'pb-slide-change': CustomEvent<SlideChangeDetail>;
    'pb-autoplay-change': CustomEvent<AutoplayChangeDetail>;
  }
}
