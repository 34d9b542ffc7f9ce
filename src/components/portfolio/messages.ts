/**
 * English defaults for every string `<pb-portfolio>` shows or announces.
 * Override per element with `messages='{"all":"Alle"}'` or page-wide through
 * the page config's `messages["pb-portfolio"]`.
 */
export const messages = {
  /** The filter toolbar's accessible name. */
  filters: 'Filter projects',
  /** The filter that shows every project. */
  all: 'All',
  /** The page links' `<nav>` name. */
  pagination: 'Project pages',
  /**
   * The same, once the element has a name of its own: its `aria-label` or `aria-labelledby`, else the nearest
   * heading before it, else its `id`. Two portfolios on a page so get two names.
   */
  paginationNamed: '{pagination}: {name}',
  previous: 'Previous',
  next: 'Next',
  /** A numbered link's accessible name; `{page}` is its number. */
  page: 'Page {page}',
  /** Announced after a filter or page change. */
  status: '{count} projects, page {page} of {pages}',
  /** The same, when one project shows. */
  statusOne: '{count} project, page {page} of {pages}',
};

export type PortfolioMessages = typeof messages;
