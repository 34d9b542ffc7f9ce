export { PARALLAX_TAG, PbParallax } from './element.js';
export { parallaxProps } from './props.js';
export { lightStyles } from './styles.js';
