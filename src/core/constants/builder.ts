/**
 * CCH §9 Builder: the builder's animation, preview, keyboard and measuring constants. Exported by
 * `pb-elements/formats`, and imported directly by the builder contexts' front-end code (src/core/builder), never
 * through `constants/index.ts`, so the chunk every page loads carries none of it.
 */
export const BUILDER = {
  /** CCH §9: scrolling to a module address takes 400 ms per 1000 px, clamped to 800..6000 ms. */
  scrollToAddress: {
    msPer1000px: 400,
    min: 800,
    max: 6000,
  },
  /** CCH §2 Builder contexts and §9 (src/core/builder reads them). */
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
  /** CCH §9: the structure class of a row by its number of columns; the standard layouts (1 to 3) have none. */
  rowStructureClasses: { 4: 'et_pb_row_4col', 5: 'et_pb_row_5col', 6: 'et_pb_row_6col' },
  /**
   * CCH §9 Builder dimensions, in px: the page settings bar (what the builder's content area is offset by, as the
   * motion runtime's `MOTION.builderContentOffset`), the builder modal's expanded width, footer and header
   * heights, and the spacing around it.
   */
  dimensions: { pageSettingsBar: 100, modalExpanded: 1200, modalFooter: 40, modalHeader: 56, outerSpacing: 200 },
} as const;

export type PreviewMode = (typeof BUILDER.previewModes)[number];
