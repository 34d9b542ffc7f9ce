export { CircleCounterElement } from './element.js';
export { circleCounterProps } from './props.js';
export { lightStyles, styles } from './styles.js';
