export { Header } from './Header.js';
export {
  HEADER_TAG,
  type HeaderElement,
  type HeaderProps,
  type HeaderToggleDetail,
  headerMessages,
  headerProps,
} from './props.js';
export { lightStyles, styles } from './styles.js';
export { FIXED_CLASS } from './useFixed.js';
