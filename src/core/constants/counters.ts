/**
 * MFT §4, §9 and CCH §9: the number and circle counters (`src/core/counters`, `<pb-counter>`,
 * `<pb-circle-counter>`). MFT = `spec/modules-forms-tracking.md`, CCH =
 * `spec/consent-chat-header-motion-sticky-formats.md`.
 */
export const COUNTER = {
  /**
   * MFT §9 "Circle and number counter animation": both counters count to their value in this many ms. Where CCH
   * §9 gives the pie chart 1000 ms (`chartDuration`), the counter module's figure applies to the circle too.
   */
  duration: 1800,
  /** CCH §9 "Pie chart ... animation": the plain chart's default, superseded by `duration` (see above). */
  chartDuration: 1000,
  /** MFT §9: the circle's line width, in px. */
  lineWidth: 5,
  /** CCH §9 "Pie chart default size": the circle's width and height, in px. */
  circleSize: 110,
  /**
   * Ours, not the spec's: the share of a counter that must be on screen before it counts, so that it is seen
   * counting rather than finishing below the fold's edge.
   */
  inViewThreshold: 0.5,
} as const;
