export { PbSticky, STICKY_TAG, type StickyEventDetail } from './element.js';
export { lightStyles } from './styles.js';
