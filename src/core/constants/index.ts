/**
 * Timings, sizes and breakpoints the two spec files name, shared across modules; each module's own are in a
 * file of their own beside this one. Section references are to `spec/modules-forms-tracking.md` (MFT) and
 * `spec/consent-chat-header-motion-sticky-formats.md` (CCH). New groups go in a file of their own rather than
 * inlined numbers in components.
 */

/** MFT §2 and §9: desktop > 980, tablet 768-980, phone <= 767. */
export const BREAKPOINTS = {
  /** Widest phone width in px. */
  phoneMax: 767,
  /** Widest tablet width in px; anything wider is desktop. */
  tabletMax: 980,
} as const;

export type Device = 'desktop' | 'tablet' | 'phone';

/** MFT §4 Tabs, §9 Tabs. */
export const TABS = {
  /** Tabs stack vertically below this viewport width (px). */
  stackBelow: 768,
  /**
   * Fade between panels, and the lock that ignores clicks meanwhile. The spec
   * gives no tab duration; we reuse the 500 ms slider fade so all fades match.
   */
  switchDuration: 500,
  /** MFT §2: module id and tab index are joined by this in the hash. */
  hashDelimiter: '|',
  /** MFT §2: several module entries in one hash are joined by this. */
  hashSeparator: '||',
  /** MFT §2: this hash opens the reviews tab and scrolls to it. */
  reviewsHash: 'product_reviews_tab',
} as const;

/** MFT §4 Accordion, §9 Accordion slide. */
export const TOGGLE = {
  slideDuration: 700,
} as const;

/** MFT §9 Debounce delays, in ms. */
export const DEBOUNCE = {
  short: 100,
  medium: 200,
  long: 250,
  longest: 300,
} as const;
// Each module's constants live in a file of their own (consent.ts, counters.ts...), imported from there: a
// re-export here would put them in the base chunk every page loads. The builder formats' (builder.ts, icons.ts,
// values.ts) are exported by `pb-elements/formats` only.

/** MFT §4, §9 and CCH §4, §9: the one smooth scroller and the offsets it subtracts. */
export const SCROLL = {
  /** Scroll-to-top, in-page anchors and the portfolio's scroll into view, in ms. */
  duration: 800,
  /** The scroll-to-top button shows once the page is scrolled past this (px). */
  topButtonAfter: 800,
  /** The admin bar's height counts as an offset only above this viewport width (px). */
  adminBarAbove: 600,
} as const;

/** CCH §9: touch swipe thresholds, used by `core/swipe` for touch, pen and mouse drags. */
export const SWIPE = {
  /** Least travel along the dominant axis, in px, for a move to count as a swipe. */
  threshold: 30,
  /** Most time from pointerdown to pointerup, in ms, for a move to count as a swipe. */
  maxDuration: 1000,
} as const;

/** MFT §4 Slider, §9 Slideshow speed and Paused slideshow recheck; used by `core/autoplay`. */
export const SLIDER = {
  /** Default auto-rotation interval, in ms. */
  slideshowSpeed: 7000,
  /** While the pause class or attribute is set, the slideshow looks again this often (ms). */
  pausedRecheck: 2000,
  /**
   * Ours, not the spec's: a speed below this is unusable and falls back to
   * `slideshowSpeed` (the legacy parser's fallback of 10 would rotate every
   * 10 ms). Below 1000 ms a move would start before the 1000 ms carousel
   * slide has ended.
   */
  minSlideshowSpeed: 1000,
  /** MFT §9 Slider fade: the slideshow's default fade (ms), which the video slider with thumbnails keeps. */
  fade: 500,
  /** MFT §4, §9: the slider module's setup fades in 700 ms. */
  setupFade: 700,
  /** MFT §9 Carousel slide duration (ms), also `<pb-slider transition="slide">`. */
  carouselSlide: 1000,
} as const;

/** MFT §4 Fullwidth portfolio carousel, §9 Portfolio columns, Item height, Carousel columns. */
export const CAROUSEL = {
  /** The carousel's columns: 3 by default, 4 in a wide column from a 768 px viewport, 2 in a narrow one. */
  columns: 3,
  wideColumns: 4,
  wideFrom: 768,
  narrowColumns: 2,
  /** The fullwidth portfolio carousel moves by a group of columns in this many ms. */
  portfolioSlide: 700,
  /** Columns by container width, widest first: [min width in px, columns]; narrower than all gives 1. */
  portfolioColumns: [
    [1600, 5],
    [1024, 4],
    [768, 3],
    [480, 2],
  ],
  /** Item height as a fraction of the column width. */
  itemHeight: 0.75,
} as const;
