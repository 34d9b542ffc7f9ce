/**
 * CCH §9 Builder: the builder's animation, preview, keyboard and measuring constants.
 * Re-exported from `constants/index.ts`.
 */
export const BUILDER = {
  /** CCH §9: scrolling to a module address takes 400 ms per 1000 px, clamped to 800..6000 ms. */
  scrollToAddress: {
    msPer1000px: 400,
    min: 800,
    max: 6000,
  },
  /** CCH §2 Builder contexts and §9. */
  previewModes: ['wireframe', 'zoom', 'desktop', 'tablet', 'phone'],
  /** CCH §9: width in px of the preview's view mode drag handle. */
  viewModeHandleWidth: 30,
  /** CCH §9 keyboard codes (`KeyboardEvent.keyCode`). */
  keys: {
    /** The digits 1 to 3 pick a section layout. */
    sections: [49, 50, 51],
    /** The digits 1 to 9, then 0 and minus pick a row layout, in this order. */
    rows: [49, 50, 51, 52, 53, 54, 55, 56, 57, 48, 189],
    arrows: { left: 37, up: 38, right: 39, down: 40 },
  },
  /** CCH §9: side in px of the element used to measure the scrollbar width. */
  scrollbarProbeSize: 100,
} as const;

export type PreviewMode = (typeof BUILDER.previewModes)[number];
