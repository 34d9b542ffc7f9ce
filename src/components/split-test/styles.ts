/**
 * Before the upgrade only the first subject shows (the page reads well
 * without the script); the element then hides every subject but its choice.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-split-test { display: block; }
pb-split-test:not(:defined) [data-subject] ~ [data-subject] { display: none; }
`;
