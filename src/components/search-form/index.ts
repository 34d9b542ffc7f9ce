export {
  SearchForm,
  type SearchFormProps,
  SITE_SEARCH_TAG,
  searchFormMessages,
  searchFormProps,
} from './SearchForm.js';
export { lightStyles, styles } from './styles.js';
