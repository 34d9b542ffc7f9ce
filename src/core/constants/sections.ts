/**
 * MFT §1 and §9: the section modules. `<pb-video-bg>` (a video behind a section's content), `<pb-fullscreen>` (a
 * section as tall as the viewport, with an optional scroll-down control) and `<pb-testimonial>` (a quote, its person
 * and a portrait).
 */
export const VIDEO_BG = {
  /**
   * Ours, not the spec's: the video's source is attached once the section is within this root margin of the
   * viewport (half a viewport above or below), so the clip has started loading when it scrolls in; before that
   * only the poster loads.
   */
  nearMargin: '50% 0px',
} as const;

export const FULLSCREEN = {
  /**
   * MFT §1: the viewport unit the section's height follows, with a `vh` fallback. `svh` (the default) is the
   * height with a mobile browser's bars shown, which does not change as they hide, so nothing jumps
   * (fullPage.js#4682); `dvh` follows the bars (the section grows and shrinks as they come and go); `lvh` is
   * the height with them hidden.
   */
  units: ['svh', 'dvh', 'lvh'],
} as const;

export const TESTIMONIAL = {
  /** MFT §9 Testimonial portrait: its size in px, and the most it may be. */
  portraitMax: 90,
} as const;
