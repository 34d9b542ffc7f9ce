import { define } from '../src/components/element/index.js';

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
export class PbSlide extends HTMLElement {}

define('pb-slide', PbSlide);

declare global {
  interface HTMLElementTagNameMap {
    'pb-slide': PbSlide;
  }
}
