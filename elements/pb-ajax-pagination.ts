import { define } from '../src/base/index.js';
import {
  PbAjaxPagination as AjaxPaginationElement,
  type PageLoadedDetail,
} from '../src/components/ajax-pagination/index.js';

export type { PageLoadedDetail };

/**
 * Ajax pagination (MFT §2, §7.5, §8): the pagination links of a paginated
 * module (a blog or post list, a server-paginated portfolio or gallery, a shop
 * list) load the linked page and replace only that module's content.
 *
 * The CMS wraps the module it already renders; the links stay real links, so
 * without the script they navigate as before:
 * `<pb-ajax-pagination><section id="journal-list">…<nav aria-label="Journal pages"><a href="/blog/page/2/">2</a>…</nav></section></pb-ajax-pagination>`.
 * The module is the child with an id (or the element the `module` attribute
 * names); the same id must be on the module in every page of the list.
 *
 * A plain left click on a pagination link inside the module (`links`; by
 * default links in a `<nav>` or a `.pagination`, and `rel="prev"`/`"next"`
 * links) that points to this origin:
 * - GETs the page (`Accept: text/html`, same-origin credentials) while the
 *   module has `aria-busy="true"`;
 * - finds the element with the module's id in the answer and puts its content
 *   in the module; the module element itself, and everything around it,
 *   stays. A 404 answer is used as content too (the error page's "nothing
 *   here" module). Elements in the new content upgrade as they connect;
 *   `<script>` elements in it do not run (it is the site's own HTML, put in
 *   as it came, so its inline handlers do);
 * - updates the URL with `history.pushState` and the title from the answer,
 *   moves focus to the module (`tabindex="-1"` while focused), scrolls its
 *   start into view when it is above the viewport (800 ms, below the fixed
 *   bars, none with reduced motion), and announces "Page N loaded" in a
 *   polite live region (N from `/page/N/`, or `paged`/`page` in the query);
 * - Back and Forward show the module's earlier pages again (from memory, or
 *   loaded again after a reload) with the document title they had, without
 *   moving focus unless it was in the content that left. Each history entry
 *   records the page of every module on the page (state keys `pbAjaxPages`
 *   and `pbAjaxTitle`, beside any other script's), so two paginated modules
 *   keep their own history: Back and Forward replay exactly what was seen.
 *
 * Ctrl, Cmd, Shift or Alt clicks, middle clicks, links with a `target` or
 * `download`, links to another origin and links to a fragment of this page
 * stay the browser's. A click while a page loads aborts that load: the
 * latest click wins. When the page cannot be loaded in place (a network
 * error, a status other than 2xx or 404, an answer without the module, a
 * redirect to another origin), the browser goes to the link
 * (`navigate(url)`), as without the script.
 *
 * Builder mode (`<html data-pb-mode="builder">` or the page config): the
 * request is a POST to the link's URL with the form fields `layout_content`
 * (the `layoutContent` property, else the text of
 * `<script type="text/plain" id="pb-layout-content">` that the builder writes
 * into the page), `pb_module` (the module's id) and `pb_page` (N); the URL and
 * history are left alone, and a failure warns instead of leaving the builder.
 *
 * The `module` property is the attribute's value (the id); `moduleElement`
 * is the module itself. `load(url)` loads a page as a click does, and
 * `updateComplete` resolves once a load (from a click, `load` or Back and
 * Forward) has ended. Moving the element (removed and inserted again in one
 * task) keeps its listeners, the pages kept for Back and a load in flight; a
 * real removal aborts the load. Naming another `module` while in the page
 * drops the pages kept for the one before.
 *
 * @summary Pagination links that load the next page of a module in place.
 * @tag pb-ajax-pagination
 * @attr {string} [module] - The id of the module inside the element (property `module`; the element is `moduleElement`); without it, the first child with an id. A missing module warns, and links navigate as usual.
 * @attr {string} [links] - A CSS selector for the pagination links inside the module. Default: `nav a[href], .pagination a[href], a[href][rel~="prev"], a[href][rel~="next"]`. Not a selector: a warning, and the default.
 * @attr {string} [messages] - JSON overriding the announcement: `{ "pageLoaded": "Page %page% loaded" }` (also in the page config under `pb-ajax-pagination`). Not a JSON object: a warning, and the defaults.
 * @fires {CustomEvent<PageLoadedDetail>} pb-page-loaded - When the module shows another page (`{ url, page, status }`; status 0 when restored from history). Bubbles and is composed; not cancelable.
 * @slot - The module (a child with an id) and anything around it.
 */
export class PbAjaxPagination extends AjaxPaginationElement {}

define('pb-ajax-pagination', PbAjaxPagination);

declare global {
  interface HTMLElementTagNameMap {
    'pb-ajax-pagination': PbAjaxPagination;
  }
  interface HTMLElementEventMap {
    'pb-page-loaded': CustomEvent<PageLoadedDetail>;
  }
}
