/**
 * A block before and after the upgrade (it has no shadow root), so a block module inside never sits in an
 * inline box and nothing moves. No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-ajax-pagination {
  display: block;
}
`;
