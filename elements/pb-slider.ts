import './pb-slide.js';
import { createElementClass, define } from '../src/components/element/index.js';
import { family } from '../src/components/slider/family.js';
import { type AutoplayChangeDetail, type SlideChangeDetail, Slider } from '../src/components/slider/index.js';

export type { AutoplayChangeDetail, SlideChangeDetail, SlideChangeTrigger } from '../src/components/slider/index.js';

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
 * swipes. Slides with a `<video>` show the thumbnails strip; their video pauses
 * when they are left. An empty slider renders nothing and warns; with one slide
 * there are no controls. Add `lightStyles` (pb.js does) so the first slide shows
 * at its final size before the upgrade.
 *
 * Auto-rotation (`auto`) moves every `speed` ms and holds while the pointer is
 * over the slider, focus is inside it, it is off screen, the tab is hidden, the
 * visitor pressed pause, or the element has the `paused` attribute or the
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
 * @attr {string} label - The region's accessible name. Default: the `carousel` message ("Carousel").
 * @attr {string} messages - JSON overriding the English strings: `previous` ("Previous slide"), `next` ("Next slide"), `slideLabel` ("Slide {n} of {total}", dots and thumbnails), `slideGroupLabel` ("{n} of {total}", each slide), `pause` ("Pause"), `play` ("Play"), `carousel` ("Carousel"). Malformed JSON: the defaults and a warning.
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
export class PbSlider extends createElementClass(Slider, family.slider) {
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

define('pb-slider', PbSlider);

declare global {
  interface HTMLElementTagNameMap {
    'pb-slider': PbSlider;
  }
  interface HTMLElementEventMap {
    'pb-slide-change': CustomEvent<SlideChangeDetail>;
    'pb-autoplay-change': CustomEvent<AutoplayChangeDetail>;
  }
}
