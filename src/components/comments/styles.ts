/** The comments' sheets: a block before and after the upgrade, so nothing moves. */
export const styles = `
::slotted(*) {
  margin-block-end: 0;
}
`;
export const lightStyles = `
pb-comments:not(:defined) {
  display: block;
}
`;
