/**
 * English defaults for every string the slider and carousel show or announce.
 * Override per element with `messages='{"next":"Weiter"}'` or page-wide through
 * the page config's `messages["pb-slider"]` / `messages["pb-carousel"]`.
 * `{n}` is a 1-based position and `{total}` the number of slides.
 */
export const messages = {
  previous: 'Previous slide',
  next: 'Next slide',
  /** Names each pagination dot and thumbnail. */
  slideLabel: 'Slide {n} of {total}',
  /** Names each slide, whose role description already says "slide". */
  slideGroupLabel: '{n} of {total}',
  pause: 'Pause',
  play: 'Play',
  /** Names the dots' (or thumbnails') group, the slide picker (APG grouped carousel). */
  picker: 'Choose slide to display',
  /**
   * The carousel's name when it has no `label`. Empty by default: its role description already says
   * "carousel", and a name of "Carousel" would be read "Carousel carousel".
   */
  carousel: '',
};

export type SliderMessages = typeof messages;
