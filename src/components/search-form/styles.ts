/** The site search's sheets: the element is a block before and after the upgrade, so nothing moves. */
export const styles = `
::slotted(*) {
  margin: 0;
}
`;
export const lightStyles = `
pb-search:not(:defined) {
  display: block;
}
`;
