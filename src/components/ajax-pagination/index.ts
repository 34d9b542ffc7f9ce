export {
  AJAX_PAGINATION_TAG,
  ajaxPaginationMessages,
  PAGE_LOADED_EVENT,
  type PageLoadedDetail,
  PbAjaxPagination,
} from './element.js';
export { lightStyles } from './styles.js';
