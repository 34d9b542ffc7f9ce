/**
 * CCH §2, §4 and §9 "Motion effects": the scroll motion runtime's timings, zones, breakpoints and names
 * (`src/core/motion`). CCH = `spec/consent-chat-header-motion-sticky-formats.md`.
 */
export const MOTION = {
  /**
   * CCH §9 Breakpoints, motion effects: the widest tablet and phone in px. In portrait a width up to 768 is a
   * tablet and up to 479 a phone; in landscape the thresholds are 980 and 767 (the header's breakpoints).
   */
  breakpoints: { tablet: 768, phone: 479, landscapeTablet: 980, landscapePhone: 767 },
  /** CCH §9: the scroll step size; the scheduler path recomputes once the page has moved this far (px). */
  scrollStep: 15,
  /** CCH §9: resizes and loads are debounced this long (ms) before effects are rebuilt or refreshed. */
  resizeDebounce: 500,
  /** CCH §9: the cached viewport height is dropped this long (ms) after a resize. */
  viewportHeightReset: 200,
  /** CCH §9: style management is debounced (ms): the exact update after a scroll that moved less than a step. */
  styleDebounce: 10,
  /** CCH §4, §9: style blocks live only while the item is within this margin (px) of the viewport. */
  styleZone: 500,
  /** CCH §9: the style zone's margin in the builder's zoom preview (px). */
  styleZoneZoom: 1500,
  /** CCH §9: items within this margin (px) of the viewport count as visible. */
  visibleMargin: 250,
  /** CCH §9: visible items ease to each new value in this many ms, linearly; others change at once. */
  transition: 200,
  /** CCH §9: added to the viewport height on a real mobile device (px), whose toolbars come and go. */
  mobileViewportExtra: 100,
  /** CCH §9 Breakpoints: a real mobile device is touch capable and at most this wide (px). */
  mobileMaxWidth: 1024,
  /** CCH §9 (the builder's page settings bar): the content area's offset in the builder (px). */
  builderContentOffset: 100,
  /** CCH §9: the tracker element's id, the origin every item's page position is measured from. */
  trackerId: 'et-pb-motion-effects-offset-tracker',
  /** CCH §4: items are revealed this long (ms) after the first setup. */
  revealDelay: 200,
  /** CCH §4: the hiding class, then the animated and had-animation classes of the reveal. */
  classes: {
    before: 'et-pb-before-scroll-animation',
    animated: 'et_animated',
    hadAnimation: 'et_had_animation',
  },
  /** CCH §2: in builder mode only elements whose ids end so (theme-builder header, body, footer) move. */
  builderSuffixes: ['_tb_header', '_tb_body', '_tb_footer'],
  /** CCH §3: which point of the element is tracked through the viewport when `trigger_start` is not given. */
  triggerDefault: 'middle',
  /** CCH §3: effect percentages of the viewport when an effect leaves them out. */
  defaultRange: { start: 0, midStart: 50, midEnd: 50, end: 100 },
} as const;

export type MotionTrigger = 'top' | 'middle' | 'bottom';
