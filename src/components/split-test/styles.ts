/**
 * Before the upgrade only the first subject shows (the page reads well
 * without the script); the element then hides every subject but its choice.
 * Subjects that are the element's children share one grid cell, hidden ones
 * invisible but still taking room, so the box is as tall as the tallest
 * subject from the first paint and the choice moves nothing below it.
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-split-test { display: block; }
pb-split-test:has(> [data-subject] ~ [data-subject]) { display: grid; }
pb-split-test > [data-subject] { grid-area: 1 / 1; min-width: 0; }
pb-split-test > [data-subject][hidden] { display: block; visibility: hidden; }
pb-split-test:not(:defined) > [data-subject] ~ [data-subject] { visibility: hidden; }
pb-split-test:not(:defined) [data-subject] [data-subject] ~ [data-subject] { display: none; }
`;
