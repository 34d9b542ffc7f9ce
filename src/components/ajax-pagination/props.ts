import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { PAGINATION } from '../../core/constants/pagination.js';

export const AJAX_PAGINATION_TAG = 'pb-ajax-pagination';
export const PAGE_LOADED_EVENT = 'pb-page-loaded';

/**
 * `<pb-ajax-pagination>`'s attributes. `links` is also checked by the element, as a CSS selector, which a
 * table cannot do: a bad one warns and the default applies.
 */
export const ajaxPaginationProps = {
  /** The module's id; '' for the first child with an id. `moduleElement` is the element itself. */
  module: { type: 'string', default: '' },
  /** A CSS selector for the pagination links inside the module. */
  links: { type: 'string', default: PAGINATION.linkSelector },
  /** Overrides of `ajaxPaginationMessages`. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;

/** English defaults; override with `messages` or the page config's `messages["pb-ajax-pagination"]`. */
export const ajaxPaginationMessages = {
  /** Announced once the module shows the new page. */
  pageLoaded: 'Page %page% loaded',
};

export interface PageLoadedDetail {
  /** The page's URL, after redirects. */
  url: string;
  /** The page number the URL names (1 when it names none). */
  page: number;
  /** The answer's status (404 for the error page, MFT §8); 0 when restored from history. */
  status: number;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-page-loaded': PageLoadedDetail;
  }
}
