/**
 * The sizes the shadow styles and the pre-upgrade light styles share, each a
 * `var(--pb-<prefix>-*, default)`, so the two sheets cannot drift apart: the
 * bars have a fixed height, so the space reserved before the upgrade is exactly
 * the space the real bars take.
 */
export interface PagingLook {
  /** `portfolio` or `gallery`: the custom properties' prefix. */
  prefix: string;
  /** Narrowest column of the default grid. */
  columnMin: string;
  /** Space between items in the default grid. */
  gap: string;
}

export const sizes = ({ prefix, columnMin, gap }: PagingLook) => ({
  barHeight: `var(--pb-${prefix}-bar-height, 2.75rem)`,
  barGap: `var(--pb-${prefix}-bar-gap, 1.5rem)`,
  gap: `var(--pb-${prefix}-gap, ${gap})`,
  columns: `repeat(auto-fill, minmax(min(100%, var(--pb-${prefix}-column-min, ${columnMin})), 1fr))`,
});
