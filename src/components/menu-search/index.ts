export {
  MenuSearch,
  type MenuSearchProps,
  menuSearchMessages,
  menuSearchProps,
  type SearchToggleDetail,
} from './MenuSearch.js';
export { lightStyles, styles } from './styles.js';
