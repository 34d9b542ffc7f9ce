/**
 * The site search has no shadow root: one sheet serves before and after the upgrade, so nothing moves. pb.css
 * carries it for the first paint, and the element adopts it in its document (a page without pb.css). A block whose
 * children keep no margin of their own (the browser's); `:where()` leaves any rule of the page in charge.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
:where(pb-search:not([hidden])) { display: block; }
:where(pb-search) > * { margin: 0; }
`;
