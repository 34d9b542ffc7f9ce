export { FULLSCREEN_TAG, FullscreenElement } from './element.js';
export { fullscreenMessages, fullscreenProps } from './props.js';
export { lightStyles, styles } from './styles.js';
