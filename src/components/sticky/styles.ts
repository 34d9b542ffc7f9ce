/**
 * A block box before and after the upgrade, so wrapping content in `<pb-sticky>` changes no layout.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-sticky { display: block; }
`;
