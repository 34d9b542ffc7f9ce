/**
 * The contact form has no shadow root: its box is one rule before and after the upgrade, so nothing moves. pb.css
 * carries it for the first paint, and the element adopts it in its document (a page without pb.css). `:where()`
 * leaves any rule of the page in charge. With `legacy-placeholder`, the labels it hides (core/form/labelStyles.ts),
 * hidden the same way before and after the upgrade.
 * Imports only that pure text: the generated `light-styles.ts` loads this file alone.
 */
import { labelPlaceholderStyles } from '../../core/form/labelStyles.js';

export const lightStyles = `
:where(pb-contact-form:not([hidden])) { display: block; }
${labelPlaceholderStyles('pb-contact-form')}`;
