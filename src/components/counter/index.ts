export { CounterElement } from './element.js';
export { counterProps } from './props.js';
export { lightStyles } from './styles.js';
