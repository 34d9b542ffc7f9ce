export { type Count, CounterElement, type Frame } from './element.js';
export { type CounterMessages, counterMessages, counterProps } from './props.js';
export { lightStyles } from './styles.js';
