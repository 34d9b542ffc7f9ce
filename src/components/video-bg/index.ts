export { VIDEO_BG_TAG, VideoBgElement, type VideoBgState } from './element.js';
export { videoBgMessages, videoBgProps } from './props.js';
export { lightStyles, styles } from './styles.js';
