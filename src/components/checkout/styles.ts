/**
 * `<pb-checkout>` has no shadow root: the form and its notices are the page's. The same block box before and after
 * the upgrade (pb.css for the first paint; the element adopts it without pb.css); its live region is out of the flow.
 * `:where()` leaves any rule of the page in charge.
 */
export const lightStyles = `
:where(pb-checkout:not([hidden])) { display: block; }
pb-checkout > [data-pb-checkout-status] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }`;
