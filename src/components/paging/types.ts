import type { PbElement } from '../element/index.js';

/** What started a change: a filter button, a page link (numbers, previous, next) or the URL hash. */
export type PagingTrigger = 'filter' | 'page' | 'hash';

/** `pb-portfolio-change` and `pb-gallery-change` detail, sent after the change. */
export interface PagingChangeDetail {
  /** The category slug shown, `all` for every item (always `all` in a gallery). */
  category: string;
  /** 1-based. */
  page: number;
  trigger: PagingTrigger;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-portfolio-change': PagingChangeDetail;
    'pb-gallery-change': PagingChangeDetail;
  }
}

/** The strings both elements show or announce; `{page}`, `{pages}`, `{count}` are filled in. */
export interface PagingMessages {
  /** The page links' `<nav>` name. */
  pagination: string;
  previous: string;
  next: string;
  /** A numbered link's accessible name. */
  page: string;
  /** Announced after a change when `{count}` is not 1. */
  status: string;
  /** Announced after a change when `{count}` is 1. */
  statusOne: string;
  /** The nav's name when the element has one of its own (`{name}`); without it the nav is always `pagination`. */
  paginationNamed?: string;
  /** The filter toolbar's name (portfolio). */
  filters?: string;
  /** The filter that shows every item (portfolio). */
  all?: string;
  [key: string]: string | undefined;
}

export interface PagingOptions {
  tag: 'pb-portfolio' | 'pb-gallery';
  perPage: number;
  first: number;
  radius: number;
  /** Slug to label, in the order the filters should show (portfolio). */
  labels: Record<string, string>;
  text: PagingMessages;
  fullwidth: boolean;
}

export type PagingHost = PbElement;
