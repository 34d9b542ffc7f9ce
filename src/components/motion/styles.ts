/**
 * `<pb-motion>` is a block, before and after its upgrade. CCH §4: it starts hidden, as does an item the CMS marks
 * `et-pb-before-scroll-animation`, until the motion store shows it; hidden from its first style only
 * (`@starting-style`), so these rules arriving after the first paint hide nothing already seen, and shown after
 * 2 s with no script at all (a delayed transition), should the script fail or never arrive.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-motion { display: block; }
pb-motion:not(.et_had_animation), .et-pb-before-scroll-animation { transition: opacity 0s 2s; }
@starting-style { pb-motion:not(.et_had_animation), .et-pb-before-scroll-animation { opacity: 0; } }
`;
