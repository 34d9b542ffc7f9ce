/**
 * MFT §2, §4 Portfolio filter and paging, §9: the portfolio's and the gallery's
 * paging. Reused, not repeated: the scroll into view after a filter or page
 * click is `SCROLL.duration` (800 ms), the fade-in of the items a change shows
 * (and the guard that ignores changes meanwhile; the spec gives no length) is
 * `SLIDER.fade` (500 ms), and the fullwidth grid's columns and item height are
 * `CAROUSEL.portfolioColumns` and `CAROUSEL.itemHeight`.
 */

/** MFT §4 Portfolio filter and paging. */
export const PORTFOLIO = {
  /** The category slug that shows every item (MFT §4: filter 'all'). */
  all: 'all',
  /**
   * Items per page. The spec names no portfolio default (only the gallery's 4);
   * 8 fills two rows of the 4-column grid a 1024-1599 px container shows.
   */
  perPage: 8,
  /** MFT §4: the first 4 numbered links are shown initially; the window never shows fewer. */
  firstPageLinks: 4,
  /**
   * MFT §4 names "a window of neighbours" without a size: the current page and
   * up to 2 either side, widened at either end to `firstPageLinks` links.
   */
  windowRadius: 2,
} as const;

/** MFT §4, §9 Gallery items per page. */
export const GALLERY = {
  /** MFT §9: 4 items per page by default. */
  perPage: 4,
  /** MFT §4: the first 4 numbered links initially, as the portfolio. */
  firstPageLinks: PORTFOLIO.firstPageLinks,
  /** MFT §4: the gallery window is about 3 pages either side of the current one. */
  windowRadius: 3,
} as const;
