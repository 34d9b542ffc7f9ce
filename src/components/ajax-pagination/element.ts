/**
 * `<pb-ajax-pagination>` in plain mode: it renders nothing but a live region, and only swaps the module's
 * light-DOM content. Its attributes come from `ajaxPaginationProps` through the element base.
 *
 * A move (removed and inserted again in one task) keeps everything: the listeners, the pages kept for Back, and a
 * load in flight, so the base's `moved` has nothing to do. A real removal stops listening and aborts the load.
 */
import { PbElement } from '../../base/element.js';
import { isBuilderMode, type Messages, resolveMessages } from '../../core/config/index.js';
import { PAGINATION } from '../../core/constants/pagination.js';
import {
  findModule,
  followableUrl,
  isPlainClick,
  loadPage,
  pageKey,
  pageMessage,
  pageNumber,
} from '../../core/pagination/index.js';
import { currentOffsets, focusLanding, scrollToElement } from '../../core/scroll/index.js';
import { AJAX_PAGINATION_TAG, ajaxPaginationMessages, ajaxPaginationProps, type PageLoadedDetail } from './props.js';

/**
 * The history entry's state keys: the page every module showed (module id to page key) and the document title,
 * so Back and Forward replay exactly what was seen, whichever module moved, and two modules on one page keep
 * their own history. Other scripts' state keys in the entry are kept.
 */
const PAGES_KEY = 'pbAjaxPages';
const TITLE_KEY = 'pbAjaxTitle';

type Pages = Record<string, string>;

/** The connected elements, whose modules' pages an entry records. */
const liveElements = new Set<PbAjaxPagination>();

/** Off screen but read: the usual visually-hidden rules, inline because the element has no shadow root. */
const HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

export class PbAjaxPagination extends PbElement {
  static readonly props = ajaxPaginationProps;
  static readonly methods = ['navigate', 'load'];
  declare module: string;
  declare links: string;
  declare messages: Messages;
  /**
   * Builder mode (MFT §7.5): the layout content to POST; unset, the `#pb-layout-content` block's text is sent.
   * A property only (a layout is no attribute value); declared, so a value set before the upgrade stays.
   */
  declare layoutContent?: string;

  /** The page (URL without fragment) the module shows. */
  #shown = '';
  /** The page it showed when the document loaded: what an entry written before this module was live means. */
  #initial = '';
  /** The module's content of pages left, by page, for Back and Forward. */
  #cache = new Map<string, Node[]>();
  /** The load in flight: a newer click aborts it (the latest click wins). */
  #loading: AbortController | undefined;
  /** The module marked busy by that load (`module` may name another one by the time it ends). */
  #busy: HTMLElement | undefined;
  #region: HTMLElement | undefined;
  /** The links selector in force: `links` when it is a CSS selector, else the default. */
  #links: string = PAGINATION.linkSelector;

  protected connected(): void {
    this.#shown ||= pageKey(location.href);
    this.#initial ||= this.#shown;
    liveElements.add(this);
    this.addEventListener('click', this.#onClick);
    addEventListener('popstate', this.#onPopState);
    if (!this.#region) {
      const region = document.createElement('div');
      region.setAttribute('role', 'status');
      region.style.cssText = HIDDEN;
      this.#region = region;
    }
    if (!this.#region.isConnected) this.append(this.#region);
    this.#module(true);
    this.#readLinks();
  }

  protected disconnected(): void {
    liveElements.delete(this);
    this.removeEventListener('click', this.#onClick);
    removeEventListener('popstate', this.#onPopState);
    this.#stop();
  }

  protected changed(prop: string): void {
    if (prop === 'links') this.#readLinks();
    if (prop !== 'module') return;
    // The load in flight and the pages kept for Back belong to the module that was named.
    this.#stop();
    this.#cache.clear();
    this.#module(true);
  }

  /** The module whose content is swapped: the element `module` names, else the first child with an id. */
  get moduleElement(): HTMLElement | null {
    return this.#module(false);
  }

  /**
   * Where the browser goes when a page cannot be loaded in place (a network
   * error, another status than 2xx or 404, no module in the answer): the URL
   * itself, as without the script. Replace it on the instance to route otherwise.
   */
  navigate(url: string): void {
    location.assign(url);
  }

  /** Loads `url`'s page into the module, as a click on a link to it does; `updateComplete` waits for it. */
  load(url: string): Promise<boolean> {
    return this.#start(url, false);
  }

  /** A load that `updateComplete` waits for. */
  #start(url: string, fromHistory: boolean): Promise<boolean> {
    const work = this.#load(url, fromHistory);
    this.settleAfter(work);
    return work;
  }

  #module(warn: boolean): HTMLElement | null {
    const id = this.module;
    const found = id
      ? this.ownerDocument.getElementById(id)
      : [...this.children].find((c) => c.id && c !== this.#region);
    const module = found instanceof HTMLElement && this.contains(found) ? found : null;
    if (!module && warn)
      this.warn('module', `no module${id ? ` with the id "${id}" inside` : ' (a child with an id)'}; links navigate`);
    return module;
  }

  #readLinks(): void {
    const own = this.links;
    this.#links = PAGINATION.linkSelector;
    if (!own) return;
    try {
      this.matches(own);
      this.#links = own;
    } catch {
      this.warn('links', `"${own}" is not a CSS selector; using the default`);
    }
  }

  #onClick = (e: MouseEvent): void => {
    const module = this.#module(false);
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!module || !(link instanceof HTMLAnchorElement) || !module.contains(link) || !isPlainClick(e)) return;
    if (!link.matches(this.#links)) return;
    const url = followableUrl(
      { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') },
      location.href,
    );
    if (!url) return;
    e.preventDefault();
    void this.#start(url.href, false);
  };

  #onPopState = (e: PopStateEvent): void => {
    const module = this.#module(false);
    const state = e.state as Record<string, unknown> | null;
    const pages = state?.[PAGES_KEY];
    // An entry no module wrote (a fragment, another script's): nothing of ours changed.
    if (!module || !pages || typeof pages !== 'object') return;
    const title = state?.[TITLE_KEY];
    if (typeof title === 'string') document.title = title;
    const key = (pages as Pages)[module.id] ?? this.#initial;
    if (key === this.#shown) return;
    const cached = this.#cache.get(key);
    if (!cached) {
      void this.#start(key, true);
      return;
    }
    this.#stop();
    this.#swap(module, cached, key, { url: key, page: pageNumber(key), status: 0 }, true);
  };

  /** What every live module shows now, with `change` applied. */
  static #pages(change?: [string, string]): Pages {
    const pages: Pages = {};
    for (const el of liveElements) {
      const id = el.#module(false)?.id;
      if (id) pages[id] = el.#shown;
    }
    if (change) pages[change[0]] = change[1];
    return pages;
  }

  #stop(): void {
    this.#loading?.abort();
    this.#loading = undefined;
    this.#busy?.removeAttribute('aria-busy');
    this.#busy = undefined;
  }

  /** Resolves true when the module shows the page, false when it fell back (or a newer load took over). */
  async #load(url: string, fromHistory: boolean): Promise<boolean> {
    const module = this.#module(true);
    if (!module) {
      this.navigate(url);
      return false;
    }
    this.#stop();
    const loading = new AbortController();
    this.#loading = loading;
    const builder = isBuilderMode(this.ownerDocument);
    const page = pageNumber(url);
    module.setAttribute('aria-busy', 'true');
    this.#busy = module;
    const out = await loadPage(url, {
      signal: loading.signal,
      post: builder ? this.#layoutFields(module.id, page) : undefined,
    });
    if (this.#loading !== loading) return false;
    this.#stop();
    // A redirect off this site: another site's HTML is not inserted into this one; the browser follows the link.
    const offSite = out.ok && out.body.url !== '' && !followableUrl({ href: out.body.url }, location.href);
    const doc = out.ok && !offSite ? new DOMParser().parseFromString(out.body.html, 'text/html') : null;
    const fresh = doc && findModule(doc, module.id);
    if (!fresh) {
      // Leaving the builder would lose the visitor's unsaved layout.
      const why = !out.ok ? out.failure : offSite ? `redirected to ${out.body.url}` : 'no module in it';
      if (builder) this.warn('module', `could not load ${url} (${why})`);
      // From history, the address the browser is on is the page it would show without the script.
      else this.navigate(fromHistory ? location.href : url);
      return false;
    }
    // A redirect within the site may end on another page: that address goes into the history.
    const final = (out.ok && followableUrl({ href: out.body.url }, location.href)?.href) || url;
    const key = pageKey(final);
    if (!builder && !fromHistory) {
      const state = history.state;
      // The entry being left records what was seen too, so Back to it (even after a reload) replays it.
      if (state == null || typeof state === 'object')
        history.replaceState(
          { ...state, [PAGES_KEY]: PbAjaxPagination.#pages(), [TITLE_KEY]: document.title },
          '',
          location.href,
        );
    }
    // From history the entry's own title is in place: with two modules, it may be the other one's page's.
    if (doc.title && !fromHistory) document.title = doc.title;
    if (!builder && !fromHistory) {
      const pages = PbAjaxPagination.#pages([module.id, key]);
      history.pushState({ [PAGES_KEY]: pages, [TITLE_KEY]: document.title }, '', final);
    }
    this.#swap(
      module,
      [...fresh.childNodes],
      key,
      { url: final, page: pageNumber(final), status: out.ok ? out.status : 0 },
      fromHistory,
    );
    return true;
  }

  #layoutFields(id: string, page: number): Record<string, string> {
    const layout =
      this.layoutContent ?? this.ownerDocument.getElementById(PAGINATION.layoutSourceId)?.textContent ?? '';
    return { [PAGINATION.layoutField]: layout, [PAGINATION.moduleField]: id, [PAGINATION.pageField]: `${page}` };
  }

  /**
   * Puts the page's nodes in the module (custom elements among them upgrade as they connect), keeps the ones it
   * held for Back, announces the page and moves focus to the module; from history, focus moves only when it was
   * in the content that left.
   */
  #swap(module: HTMLElement, nodes: Node[], key: string, detail: PageLoadedDetail, fromHistory: boolean): void {
    const hadFocus = module.contains(document.activeElement);
    this.#cache.set(this.#shown, [...module.childNodes]);
    module.replaceChildren(...nodes);
    this.#shown = key;
    this.#announce(detail.page);
    if (!fromHistory || hadFocus) focusLanding(module);
    // The links sit below the list: bring the new page's start into view (below any fixed bar).
    if (module.getBoundingClientRect().top < currentOffsets().top) void scrollToElement(module);
    this.emit('pb-page-loaded', detail);
  }

  #announce(page: number): void {
    const text = pageMessage(
      resolveMessages(ajaxPaginationMessages, AJAX_PAGINATION_TAG, this.messages).pageLoaded,
      page,
    );
    const region = this.#region as HTMLElement;
    // The same words again (Page 1 twice) would not be read: a no-break space makes them a change.
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  }
}
