/**
 * The comments have no shadow root: one sheet serves before and after the upgrade, so nothing moves. pb.css carries
 * it for the first paint, and the element adopts it in its document (a page without pb.css). A block whose children
 * keep no browser margin below them; `:where()` leaves any rule of the page in charge.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
:where(pb-comments:not([hidden])) { display: block; }
:where(pb-comments) > * { margin-block-end: 0; }
`;
