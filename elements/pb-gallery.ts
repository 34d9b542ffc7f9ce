import { createElementClass, define } from '../src/components/element/index.js';
// Every gallery picture is a lightbox link: a page that imports the gallery directly gets the viewer too (pb.js
// would load it for the links anyway).
import './pb-lightbox.js';
import { galleryProps, galleryWith, type PagingChangeDetail, sheets } from '../src/components/gallery/index.js';

export type { PagingChangeDetail, PagingTrigger } from '../src/components/gallery/index.js';

// The slider layout's module, loaded only by a gallery that uses that layout.
const Gallery = galleryWith(() => import('./pb-slider.js'));

/**
 * A paginated image grid (MFT §4, §9): 4 items per page by default. Each element
 * child is an item, normally a link to the full image that the lightbox opens,
 * grouped by the gallery's id:
 *
 * ```html
 * <pb-gallery id="studio">
 *   <a href="/img/studio-1.svg" data-pb-lightbox="studio"><img src="/img/studio-1.svg" alt="The print room" width="400" height="300"></a>
 *   <a href="/img/studio-5.svg" data-pb-lightbox="studio" hidden><img ...></a>
 * </pb-gallery>
 * ```
 *
 * Paging works as the portfolio's: previous and next step one page, the
 * numbered links show the first 4 pages, then the current page and up to 3
 * either side; a change fades the new items in over 500 ms behind a guard
 * against overlapping changes, scrolls the gallery into view over 800 ms and
 * is announced ("8 images, page 2 of 2"). With an `id`, the page is kept in the
 * URL hash as `#<id>|all|<page>` beside tabs and portfolios, restored on load,
 * reload, Back and Forward; builder mode leaves the hash alone. The element owns
 * each item's `hidden` attribute (mark the items past the first page `hidden`
 * in the markup when `per-page` is not 4). Clicks on the items are the
 * lightbox's (`a[data-pb-lightbox]`), which skips the hidden items. A page
 * restored from the hash on load keeps the grid as tall as it was first
 * painted (the server's first page) until the next change, so nothing below
 * it moves.
 *
 * With `layout="slider"` (the page builder's slider layout) the same items show
 * one at a time through a `<pb-slider>` in the shadow root, each item in its
 * own `<pb-slide>`: the slider's arrows, dots (or thumbnails, with
 * `thumbnails`), swipe, keys and WAI-ARIA carousel semantics, its region named
 * by the `slider` message. There is no paging and no hash entry; every item is
 * a slide (leave none `hidden`), and each opens the lightbox at its image among
 * all of them; when the lightbox closes on another picture, the slider shows
 * that one and focus moves to its link. The slider's module is imported only when this layout is used;
 * its own strings are set page-wide through `messages["pb-slider"]`. Before
 * the upgrade the items stack in one cell with the first one shown, so the
 * slider takes the same box.
 *
 * @summary Paginated image grid (or slider) with hash state, opening the lightbox at each image.
 * @tag pb-gallery
 * @attr {string} id - Module id for the URL hash (`#studio|all|2`) and the lightbox group of its links.
 * @attr {number} per-page - Items per page (grid layout). Default 4; not a whole number >= 1: 4 and a warning.
 * @attr {string} layout - `grid` (default: the paged grid) or `slider` (one item at a time through `<pb-slider>`). Anything else: `grid` and a warning.
 * @attr {boolean} thumbnails - Slider layout: the strip of thumbnails (each item's picture) instead of dots.
 * @attr {string} messages - JSON object overriding user-visible strings: `pagination` ("Gallery pages"), `previous` ("Previous"), `next` ("Next"), `page` ("Page {page}"), `status` ("{count} images, page {page} of {pages}"), `statusOne` ("{count} image, page {page} of {pages}"), `slider` ("Gallery", the slider layout's region name). Malformed JSON: the defaults and a warning.
 * @fires {CustomEvent<PagingChangeDetail>} pb-gallery-change - After a visitor's page change or a hash change (not the hash the page loaded with). `detail`: `{ category: 'all', page, trigger: 'page' | 'hash' }`. Bubbles and is composed.
 * @slot - The items: every element child, normally `<a href="full.jpg" data-pb-lightbox="<id>"><img></a>`.
 * @csspart grid - The grid the items are laid out in.
 * @csspart pagination - The page links' `<nav>`.
 * @csspart previous - The previous-page button.
 * @csspart next - The next-page button.
 * @csspart page - Each numbered page button.
 * @csspart page-current - Added to the current page's button (`aria-current="page"`).
 * @csspart status - The visually hidden live region.
 * @csspart slider - Slider layout: the `<pb-slider>`. Its parts are exported too: `region`, `arrow`, `arrow-prev`, `arrow-next`, `viewport`, `track`, `slide`, `dots`, `dot`, `thumbnails`, `thumbnail`.
 * @cssprop --pb-gallery-bar-height - Height of the page links; fixed so the pre-upgrade page reserves it. Default `2.75rem`.
 * @cssprop --pb-gallery-bar-gap - Space between the page links and the grid. Default `1.5rem`.
 * @cssprop --pb-gallery-gap - Space between items. Default `1rem`.
 * @cssprop --pb-gallery-column-min - Narrowest column. Default `10rem`.
 * @cssprop --pb-gallery-button-border - Border of the page buttons. Default `1px solid #d9d9d9`.
 * @cssprop --pb-gallery-button-color - Their text colour. Default `#333`.
 * @cssprop --pb-gallery-button-background - Their background. Default `#fff`.
 * @cssprop --pb-gallery-button-active-color - Text colour of the current page. Default `#fff`.
 * @cssprop --pb-gallery-button-active-background - Its background. Default `#333`.
 * @cssprop --pb-gallery-focus-ring - Outline of a focused button. Default `2px solid #0c71c3`.
 */
export class PbGallery extends createElementClass(Gallery, {
  tag: 'pb-gallery',
  props: galleryProps,
  styles: sheets,
}) {}

define('pb-gallery', PbGallery);

declare global {
  interface HTMLElementTagNameMap {
    'pb-gallery': PbGallery;
  }
  interface HTMLElementEventMap {
    'pb-gallery-change': CustomEvent<PagingChangeDetail>;
  }
}
