/** `<pb-animation>`'s table: the element animation's settings, the same table the page config's list is read with. */
export { entranceProps as animationProps } from '../../core/entrance/settings.js';
