export { ScrollTop, type ScrollTopProps, scrollTopMessages, scrollTopProps } from './ScrollTop.js';
export { lightStyles, styles } from './styles.js';
