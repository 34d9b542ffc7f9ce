import { createElementClass, define } from '../src/components/element/index.js';
import { type PagingChangeDetail, Portfolio, portfolioProps, sheets } from '../src/components/portfolio/index.js';

export type { PagingChangeDetail, PagingTrigger } from '../src/components/portfolio/index.js';

/**
 * A filterable, paginated portfolio over light-DOM items (MFT §4 Portfolio
 * filter and paging). Each element child is an item; its category slugs are in
 * `data-pb-categories` (space-separated), and the filter toolbar (toggle
 * buttons with `aria-pressed`, arrow keys between them, "All" first) is built
 * from the slugs the items name, labelled from the `categories` attribute (or
 * the slug, "web-design" as "Web design"):
 *
 * ```html
 * <pb-portfolio id="work" categories='{"branding":"Branding","print":"Print"}'>
 *   <article data-pb-categories="branding print">
 *     <a href="/work/alder/full.svg" data-pb-lightbox="work"><img src="/work/alder.svg" alt="Alder" width="800" height="600"></a>
 *     <h3>Alder Coffee</h3>
 *   </article>
 *   <article data-pb-categories="print" hidden>...</article>
 * </pb-portfolio>
 * ```
 *
 * The filters are an APG toolbar (one tab stop; the arrow keys move, Left and
 * Right mirrored in right-to-left text). A filter shows the items of that category ("All": every item) from its first
 * page; previous and next step one page; the numbered links show the first 4
 * pages, then the current page and up to 2 either side (at least 4). A change
 * fades the new items in over 500 ms and ignores further changes meanwhile (the
 * guard); with reduced motion it is instant and unguarded. A click on a filter
 * or page link scrolls the module into view over 800 ms, below any fixed bar;
 * a live region announces "12 projects, page 1 of 3". The element owns each
 * item's `hidden` attribute; the server should mark the items past the first
 * page `hidden` (or leave `per-page` at its default) so nothing flashes before
 * the upgrade, and the page should load `lightStyles` (pb.css) so the upgrade
 * does not move anything. With an `id`, the state is kept in the URL hash as
 * `#<id>|<category>|<page>`, sharing it with tabs and galleries
 * (`#work|branding|2||product-tabs|1`): a visitor's change adds a history entry,
 * and a load, reload, Back or Forward restores it. Builder mode neither reads
 * nor writes the hash. Links `a[data-pb-lightbox]` in the items open the
 * lightbox, which skips the hidden items.
 *
 * @summary Filterable, paginated portfolio with hash state, an announced result and no layout shift.
 * @tag pb-portfolio
 * @attr {string} id - Module id for the URL hash (`#work|branding|2`); without it the state is not kept in the hash.
 * @attr {number} per-page - Items per page. Default 8 (the spec names none); not a whole number >= 1: 8 and a warning.
 * @attr {boolean} fullwidth - The fullwidth grid: 5 columns from a 1600 px wide container, 4 from 1024, 3 from 768, 2 from 480, else 1; each item 0.75 of a column high, edge to edge. Measured through the one ResizeObserver.
 * @attr {string} categories - JSON object of category slug to filter label, in the order the filters show: `{"branding":"Branding"}`. Slugs no item names are left out; slugs without a label show the slug. Not an object, or a label that is not a string: ignored with a warning.
 * @attr {string} messages - JSON object overriding user-visible strings: `filters` ("Filter projects", the toolbar's name), `all` ("All"), `pagination` ("Project pages"), `paginationNamed` ("{pagination}: {name}", the nav's name once the element has a name of its own: its `aria-label` or `aria-labelledby`, else the heading before it among its and its ancestors' earlier siblings, else its `id`, so two portfolios on a page have two names), `previous` ("Previous"), `next` ("Next"), `page` ("Page {page}"), `status` ("{count} projects, page {page} of {pages}"), `statusOne` ("{count} project, page {page} of {pages}"). Malformed JSON: the defaults and a warning.
 * @fires {CustomEvent<PagingChangeDetail>} pb-portfolio-change - After a visitor's filter or page change, or a hash change (not the hash the page loaded with). `detail`: `{ category, page, trigger: 'filter' | 'page' | 'hash' }`. Bubbles and is composed.
 * @slot - The items: every element child, each with `data-pb-categories="slug ..."`.
 * @csspart filters - The filter toolbar, `role="toolbar"`.
 * @csspart filter - Each filter button (`aria-pressed`).
 * @csspart filter-active - Added to the pressed filter.
 * @csspart grid - The grid the items are laid out in.
 * @csspart pagination - The page links' `<nav>`, named "Project pages: <the element's name>".
 * @csspart previous - The previous-page button.
 * @csspart next - The next-page button.
 * @csspart page - Each numbered page button.
 * @csspart page-current - Added to the current page's button (`aria-current="page"`).
 * @csspart status - The visually hidden live region.
 * @cssprop --pb-portfolio-bar-height - Height of the toolbar and of the page links; fixed so the pre-upgrade page reserves it. Default `2.75rem`.
 * @cssprop --pb-portfolio-bar-gap - Space between the bars and the grid. Default `1.5rem`.
 * @cssprop --pb-portfolio-gap - Space between items (not in the fullwidth grid). Default `1.5rem`.
 * @cssprop --pb-portfolio-column-min - Narrowest column of the default grid. Default `15rem`.
 * @cssprop --pb-portfolio-button-border - Border of the filter and page buttons. Default `1px solid #d9d9d9`.
 * @cssprop --pb-portfolio-button-color - Their text colour. Default `#333`.
 * @cssprop --pb-portfolio-button-background - Their background. Default `#fff`.
 * @cssprop --pb-portfolio-button-active-color - Text colour of the pressed filter and the current page. Default `#fff`.
 * @cssprop --pb-portfolio-button-active-background - Their background. Default `#333`.
 * @cssprop --pb-portfolio-focus-ring - Outline of a focused button. Default `2px solid #0c71c3`.
 */
export class PbPortfolio extends createElementClass(Portfolio, {
  tag: 'pb-portfolio',
  props: portfolioProps,
  styles: sheets,
}) {}

define('pb-portfolio', PbPortfolio);

declare global {
  interface HTMLElementTagNameMap {
    'pb-portfolio': PbPortfolio;
  }
  interface HTMLElementEventMap {
    'pb-portfolio-change': CustomEvent<PagingChangeDetail>;
  }
}
