export { PbAjaxPagination } from './element.js';
export {
  AJAX_PAGINATION_TAG,
  ajaxPaginationMessages,
  ajaxPaginationProps,
  PAGE_LOADED_EVENT,
  type PageLoadedDetail,
} from './props.js';
export { lightStyles } from './styles.js';
