/**
 * What the launcher's and the box's sheets share: the box sits just above the launcher. Apart from `styles.ts`,
 * whose exported strings the build minifies as sheets.
 */

/** The launcher's height, in px. */
export const launcherSize = 48;
/** The distance from the corner of the viewport. */
export const inset = 'var(--pb-chat-inset, 20px)';
/** The distance from the bottom: the inset, unless the page lifts the launcher over something of its own. */
export const bottom = `var(--pb-chat-bottom, ${inset})`;
