export { DOT_NAV_TAG, DotNav, dotNavMessages, dotNavProps } from './DotNav.js';
export { lightStyles, styles } from './styles.js';
