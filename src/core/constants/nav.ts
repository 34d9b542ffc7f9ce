/**
 * CCH §2 Header and navigation, §9 Scroll animation: the dot navigation and the
 * smooth in-page anchors. Their scroll length is `SCROLL.duration` (800 ms).
 */
export const NAV = {
  /**
   * The page's top-level sections, for `<pb-dot-nav>`'s `sections` attribute: the page
   * builder's sections (`.et_pb_section`) and the sections of `<main>`. A match inside
   * another match is not a top-level section and is dropped.
   */
  sections: 'main > section, .et_pb_section',
  /** CCH §2: the dots show only when there are more sections than this. */
  minSections: 2,
  /** A section without an id gets `<idPrefix><n>` (1-based), made unique, so its dot can link to it. */
  idPrefix: 'pb-section-',
  /**
   * Elements that own the URL hash (MFT §2: tabs, portfolio, gallery) or that an
   * author marks with `data-pb-hash`: a link inside one, or to a target inside
   * one, is left to it by the smooth anchors.
   */
  hashOwners: 'pb-tabs, pb-portfolio, pb-gallery, [data-pb-hash]',
} as const;
