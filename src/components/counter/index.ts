export { type Count, type CounterValues, readCount } from './count.js';
export { CounterElement } from './element.js';
export { type CounterMessages, counterMessages, counterProps } from './props.js';
export { lightStyles, styles } from './styles.js';
