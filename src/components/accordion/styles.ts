/**
 * The accordion draws nothing itself and has no shadow root: the toggles carry the look. An unknown element is
 * inline, so one rule makes it a block before and after the upgrade; pb.css carries it for the first paint, and the
 * element adopts it in its document (a page without pb.css). `:where()` leaves any rule of the page in charge.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
:where(pb-accordion:not([hidden])) { display: block; }
`;
