export { CircleCounter, type CircleCounterProps } from './CircleCounter.js';
export { circleCounterProps } from './props.js';
export { lightStyles, styles } from './styles.js';
