/**
 * The portfolio's and the gallery's behaviour over their light-DOM items: which
 * items show (each item's `hidden` is owned here), visitors' filter and page
 * requests behind the guard, the fade, the scroll into view, the announcement,
 * the `pb-*-change` event and the URL hash (MFT §2, §4).
 */
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SCROLL, SLIDER } from '../../core/constants/index.js';
import { PORTFOLIO } from '../../core/constants/portfolio.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { followHash, writeHashEntry } from '../../core/hash/index.js';
import { warnOnce } from '../../core/log/index.js';
import {
  applyRequest,
  clampPage,
  filterItems,
  formatMessage,
  labelForSlug,
  type PagingRequest,
  type PagingState,
  pageCount,
  pageRange,
  pageWindow,
  parseCategories,
  readPagingHash,
  settle,
  toHashValues,
} from '../../core/paging/index.js';
import { scrollToElement } from '../../core/scroll/index.js';
import { type SlottedSpec, useBuilderMode, useSlottedChildren, useTimer } from '../element/index.js';
import type { PagingHost, PagingOptions, PagingTrigger } from './types.js';

export const ITEMS_SLOT = 'items';
const CATEGORIES = 'data-pb-categories';

interface Item {
  element: Element;
  categories: string;
}

const itemsSpec: SlottedSpec<Item> = {
  accepts: () => true,
  read: (element) => ({ element, categories: element.getAttribute(CATEGORIES) ?? '' }),
  attributes: [CATEGORIES],
  slot: () => ITEMS_SLOT,
};

const START: PagingState = { category: PORTFOLIO.all, page: 1, busy: false };

export function usePaging(host: PagingHost, options: PagingOptions, grid: RefObject<HTMLElement | null>) {
  const { tag, perPage, first, radius, labels, text } = options;
  const builder = useBuilderMode();
  const items = useSlottedChildren(host, itemsSpec);
  const [state, setState] = useState(START);
  const [announcement, setAnnouncement] = useState('');
  // The grid's height as first painted (the server's page 1), kept while a page restored on load shows, so what
  // was painted below it does not move before the visitor acts; the next change lets it go.
  const [hold, setHold] = useState<number>();
  const current = useRef(state);
  const fadeIn = useRef(false);
  const settleLater = useTimer();
  const lastHash = useRef<string>(undefined);

  const parsed = useMemo(() => items.map((item) => parseCategories(item.categories)), [items]);
  // The author's order (the `categories` labels) first, then the order items first name them.
  const categories = useMemo(() => {
    if (tag === 'pb-gallery') return [];
    const named = new Set(parsed.flat());
    return [...new Set([...Object.keys(labels).filter((slug) => named.has(slug)), ...named])];
  }, [tag, parsed, labels]);
  const indexes = useMemo(() => items.map((_, i) => i), [items]);
  const shownIn = (category: string): number[] =>
    filterItems(indexes, (i) => (categories.length ? (parsed[i] ?? []) : []), category);
  const pagesOf = (category: string): number => pageCount(shownIn(category).length, perPage);

  const visible = shownIn(state.category);
  const pages = pageCount(visible.length, perPage);
  const page = clampPage(state.page, pages);
  const [start, end] = pageRange(visible.length, page, perPage);
  const onPage = new Set(visible.slice(start, end));

  // Before paint, so a page opened on a later page never shows the first.
  useLayoutEffect(() => {
    const fade = fadeIn.current && !prefersReducedMotion();
    fadeIn.current = false;
    items.forEach(({ element }, i) => {
      const hide = !onPage.has(i);
      if (!(element instanceof HTMLElement) || element.hidden === hide) return;
      element.hidden = hide;
      if (fade && !hide) element.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: SLIDER.fade, easing: 'ease' });
    });
  });

  const commit = (next: PagingState, trigger: PagingTrigger, quiet = false): void => {
    current.current = next;
    setState(next);
    if (quiet) return;
    setHold(undefined);
    const count = shownIn(next.category).length;
    const message = count === 1 ? text.statusOne : text.status;
    setAnnouncement(formatMessage(message, { count, page: next.page, pages: pagesOf(next.category) }));
    host.emit(tag === 'pb-portfolio' ? 'pb-portfolio-change' : 'pb-gallery-change', {
      category: next.category,
      page: next.page,
      trigger,
    });
  };

  const request = (req: PagingRequest, trigger: PagingTrigger): void => {
    const next = applyRequest(current.current, req, pagesOf);
    if (next === current.current) return;
    const reduced = prefersReducedMotion();
    fadeIn.current = true;
    commit(reduced ? settle(next) : next, trigger);
    if (!reduced)
      settleLater.start(SLIDER.fade, () => {
        current.current = settle(current.current);
        setState(current.current);
      });
    // The hash's entry for this state, so a reload or a shared link reopens it; Back undoes it.
    if (!builder && host.id) {
      lastHash.current = JSON.stringify({ kind: 'state', category: next.category, page: next.page });
      writeHashEntry(host.id, toHashValues(next), 'push');
    }
    void scrollToElement(host, { duration: SCROLL.duration });
  };

  // Acts only when what the hash asks for changed, so it never undoes a later visitor choice.
  const applyHash = useEffectEvent(() => {
    if (builder || !host.id || items.length === 0) return;
    const target = readPagingHash(location.hash, host.id, categories);
    const key = JSON.stringify(target);
    if (key === lastHash.current) return;
    const onLoad = lastHash.current === undefined;
    lastHash.current = key;
    if (target.kind === 'invalid') {
      warnOnce(`<${tag} id="${host.id}"> URL hash`, target.warning);
      return;
    }
    // Back to a hash without this module's entry means its first state.
    if (target.kind === 'none' && onLoad) return;
    const category = target.kind === 'state' ? target.category : PORTFOLIO.all;
    const wanted = target.kind === 'state' ? clampPage(target.page, pagesOf(category)) : 1;
    settleLater.cancel();
    const was = current.current;
    if (was.category === category && was.page === wanted && !was.busy) return;
    if (onLoad) setHold(grid.current?.getBoundingClientRect().height);
    commit({ category, page: wanted, busy: false }, 'hash', onLoad);
  });

  useLayoutEffect(() => applyHash(), [items, categories]);

  useEffect(() => {
    if (!builder) return followHash(applyHash);
  }, [builder]);

  const filters = categories.map((slug) => ({ slug, label: labels[slug] ?? labelForSlug(slug) }));
  return {
    category: state.category,
    page,
    pages,
    links: pageWindow(page, pages, { first, radius }),
    filters,
    announcement,
    hold,
    select: (category: string) => request({ kind: 'filter', category }, 'filter'),
    goTo: (target: number) => request({ kind: 'page', page: target }, 'page'),
    step: (by: -1 | 1) => request({ kind: 'step', by }, 'page'),
  };
}
