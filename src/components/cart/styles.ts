/**
 * `<pb-cart>` has no shadow root: its count and total are the page's own markup, the same before and after the
 * upgrade. This rule gives it the same box in both (pb.css carries it for the first paint, and the element adopts it
 * in a page without pb.css); the live region it adds is taken out of the flow, so the upgrade moves nothing.
 * `:where()` leaves any rule of the page in charge.
 */
export const lightStyles = `
:where(pb-cart:not([hidden])) { display: inline-block; }
pb-cart > [data-pb-cart-status] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }`;
