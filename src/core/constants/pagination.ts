/** MFT §2 Ajax pagination, §7.5 and §8 Pagination 404; the rest is ours, documented on `<pb-ajax-pagination>`. */
export const PAGINATION = {
  /**
   * Which links inside the module are pagination links (the `links` attribute overrides it): those of a
   * `<nav>` (WordPress's `the_posts_pagination()`), of a `.pagination` block (the page builder's blog module),
   * and any link marked `rel="prev"` or `rel="next"`. Other links (a post's title) navigate as usual.
   */
  linkSelector: 'nav a[href], .pagination a[href], a[href][rel~="prev"], a[href][rel~="next"]',
  /** Query parameters that carry the page number when the path has no `/page/N/`, first match wins. */
  pageParams: ['paged', 'page'],
  /** MFT §8: an answer with this status is still a page whose module is used. */
  usedErrorStatus: 404,
  /** MFT §7.5: in builder mode the linked page is POSTed with the layout content in this form field. */
  layoutField: 'layout_content',
  /** The form fields naming the module and the page, sent with the layout content. */
  moduleField: 'pb_module',
  pageField: 'pb_page',
  /** Builder mode: the id of the `<script type="text/plain">` block holding the layout content, when no property set it. */
  layoutSourceId: 'pb-layout-content',
} as const;
