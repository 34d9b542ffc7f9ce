export { Header } from './Header.js';
export { headerMessages } from './messages.js';
export {
  HEADER_TAG,
  type HeaderElement,
  type HeaderProps,
  type HeaderToggleDetail,
  headerProps,
} from './props.js';
export { lightStyles, styles } from './styles.js';
export { FIXED_CLASS } from './useFixed.js';
