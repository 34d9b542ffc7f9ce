/**
 * `<pb-motion>` is a block, before and after its upgrade; items the CMS marks hidden for the reveal stay
 * hidden until the motion store shows them (CCH §4). No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-motion { display: block; }
.et-pb-before-scroll-animation { opacity: 0 !important; }
`;
