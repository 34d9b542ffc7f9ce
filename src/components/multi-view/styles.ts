/**
 * A block box before and after the upgrade, so wrapping a module in `<pb-multi-view>` changes no layout. The
 * element adds no transition of its own: a swap is instant, with or without reduced motion.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-multi-view { display: block; }
`;
