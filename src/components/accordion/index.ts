export { AccordionElement, accordionProps } from './element.js';
export { lightStyles } from './styles.js';
