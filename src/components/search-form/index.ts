export { SearchFormElement, SITE_SEARCH_TAG, searchFormMessages, searchFormProps } from './element.js';
export { lightStyles } from './styles.js';
