export { ANIMATION_TAG, PbAnimation } from './element.js';
export { animationProps } from './props.js';
export { lightStyles } from './styles.js';
