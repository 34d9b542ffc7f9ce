export { Accordion } from './Accordion.js';
export { lightStyles, styles } from './styles.js';
export { accordionProps, useAccordion } from './useAccordion.js';
