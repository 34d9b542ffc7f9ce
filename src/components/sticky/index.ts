export { PbSticky, STICKY_TAG, type StickyEventDetail } from './element.js';
export { stickyProps } from './props.js';
export { lightStyles } from './styles.js';
