/**
 * Filtering and paging for the portfolio and the gallery (MFT §4 "Portfolio
 * filter and paging"), and their entry in the URL hash (MFT §2). Pure: the
 * components own the DOM, this owns the rules.
 *
 * Numbered links: the current page and up to `radius` pages either side
 * (portfolio 2, gallery 3), shifted and widened at either end so at least
 * `first` links (4) show when there are that many pages. Page 1 therefore shows
 * the first 4 links, as the spec asks, and so does the last page the last 4.
 */
import { CAROUSEL } from '../constants/index.js';
import { PORTFOLIO } from '../constants/portfolio.js';
import { hashValues } from '../hash/index.js';
// The portfolio's one column rule (MFT §9), which the fullwidth portfolio carousel uses too.
import { portfolioColumns } from '../slider/index.js';

export interface PagingState {
  /** A category slug, or `all`. */
  category: string;
  /** 1-based. */
  page: number;
  /** The guard (MFT §4): while true, visitors' changes are ignored. */
  busy: boolean;
}

export type PagingRequest =
  | { kind: 'filter'; category: string }
  | { kind: 'page'; page: number }
  | { kind: 'step'; by: -1 | 1 };

export interface WindowOptions {
  /** At least this many links, when there are that many pages. */
  first: number;
  /** Neighbours either side of the current page. */
  radius: number;
}

/** Pages needed for `count` items; an empty list still has page 1. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, perPage)));
}

/** `page` moved into 1..pages; anything that is not a whole number gives 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isInteger(page)) return 1;
  return Math.min(Math.max(1, page), Math.max(1, pages));
}

/** The numbered links to show, ascending (see the module comment). */
export function pageWindow(current: number, pages: number, { first, radius }: WindowOptions): number[] {
  const total = Math.max(1, pages);
  const page = clampPage(current, total);
  let from = Math.max(1, page - radius);
  let to = Math.min(total, page + radius);
  const least = Math.min(first, total);
  if (to - from + 1 < least) {
    if (from === 1) to = least;
    else from = total - least + 1;
  }
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** MFT §4: 'all' keeps every item; any other slug keeps the items in that category. */
export function filterItems<T>(
  items: readonly T[],
  categoriesOf: (item: T) => readonly string[],
  category: string,
): T[] {
  return category === PORTFOLIO.all ? [...items] : items.filter((item) => categoriesOf(item).includes(category));
}

/** The index range [start, end) of `page` among `count` visible items. */
export function pageRange(count: number, page: number, perPage: number): [number, number] {
  const size = Math.max(1, perPage);
  const start = (clampPage(page, pageCount(count, size)) - 1) * size;
  return [start, Math.min(count, start + size)];
}

/**
 * A visitor's request applied: a filter shows its first page (MFT §4: paging is
 * recomputed and the first page shown), previous and next step one page within
 * 1..pages. `pagesOf` counts the pages of a category. Ignored (the same object
 * back) while the guard is up or when nothing would change.
 */
export function applyRequest(
  state: PagingState,
  request: PagingRequest,
  pagesOf: (category: string) => number,
): PagingState {
  if (state.busy) return state;
  let next: { category: string; page: number };
  if (request.kind === 'filter') next = { category: request.category, page: 1 };
  else {
    const pages = pagesOf(state.category);
    const target = request.kind === 'page' ? request.page : state.page + request.by;
    next = { category: state.category, page: clampPage(target, pages) };
  }
  if (next.category === state.category && next.page === state.page) return state;
  return { ...next, busy: true };
}

/** The guard comes down when the change's fade has ended. */
export const settle = (state: PagingState): PagingState => (state.busy ? { ...state, busy: false } : state);

/** The hash values for a state: category slug, then page number (`#work|branding|2`). */
export const toHashValues = (state: Pick<PagingState, 'category' | 'page'>): string[] => [
  state.category,
  String(state.page),
];

export type PagingHashTarget =
  | { kind: 'none' }
  | { kind: 'state'; category: string; page: number }
  | { kind: 'invalid'; warning: string };

/**
 * What the hash asks of module `id`: `id|<category>|<page>`, or `id|<page>`
 * (the gallery has no categories; it writes `all`). An unknown category or a
 * page that is not a whole number >= 1 is invalid; a page past the end is
 * clamped by the caller, who knows the page count.
 */
export function readPagingHash(hash: string, id: string, categories: readonly string[]): PagingHashTarget {
  const values = id === '' ? undefined : hashValues(hash, id);
  if (!values) return { kind: 'none' };
  const [first = '', second] = values;
  const [category, raw] = second === undefined && /^\d+$/.test(first) ? [PORTFOLIO.all, first] : [first, second ?? '1'];
  if (category !== PORTFOLIO.all && !categories.includes(category)) {
    return { kind: 'invalid', warning: `unknown category ${JSON.stringify(category)}; ignored` };
  }
  const page = /^\d+$/.test(raw) ? Number(raw) : 0;
  if (page < 1)
    return { kind: 'invalid', warning: `expected a page number from 1, got ${JSON.stringify(raw)}; ignored` };
  return { kind: 'state', category, page };
}

/** MFT §9: the fullwidth grid's item height for a container `width` px wide. */
export const itemHeightForWidth = (width: number): number =>
  (Math.max(0, width) / portfolioColumns(width)) * CAROUSEL.itemHeight;

/** Category slugs as written in `data-pb-categories`: split on white space, lower-cased, unique; `all` is not one. */
export function parseCategories(raw: string | null): string[] {
  return [...new Set((raw ?? '').toLowerCase().split(/\s+/))].filter((slug) => slug !== '' && slug !== PORTFOLIO.all);
}

/** A label for a slug with none given: hyphens and underscores to spaces, first letter capitalised. */
export function labelForSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `{count}`, `{page}`, `{pages}`... replaced in a message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
