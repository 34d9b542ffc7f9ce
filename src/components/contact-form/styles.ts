/**
 * The contact form has no shadow root: its box is one rule before and after the upgrade, so nothing moves. pb.css
 * carries it for the first paint, and the element adopts it in its document (a page without pb.css). `:where()`
 * leaves any rule of the page in charge.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
:where(pb-contact-form:not([hidden])) { display: block; }
`;
