/** MFT §3 (A/B stats record, tracking flags), §4 Split-test tracking, §7.1, §7.3, §7.6 and §9. */
export const SPLIT = {
  /** MFT §9 Split-test cookie lifetime, in days: the subject shown and the goals recorded. */
  cookieDays: 365,
  /** Cookie name before the test id: `pb_split_7`. */
  cookiePrefix: 'pb_split_',
  /** MFT §4: the read goal fires after this much continuous visibility of the goal (ms). */
  readGoalDelay: 3000,
  /** MFT §4: waypoint offsets, as a share of the viewport height from its top. */
  waypoint: 0.8,
  fullWaypoint: 1,
  /** MFT §9 Bounce-rate time-out: configured in seconds (this default), converted to ms. */
  bounceSeconds: 5,
  /** Records are queued and sent together this long after the first (MFT §9 debounce delays, ms). */
  flushDelay: 300,
  /** At most this many records go in one update-stats call (the server refuses more). */
  batchMax: 100,
  /** MFT §7.1 and §7.3: the ajax actions. */
  subjectAction: 'pb_split_get_subject',
  statsAction: 'pb_split_update_stats',
} as const;

/**
 * MFT §3 per-page tracking flags, which are also the A/B stats record types;
 * `bounce` is ours (see `<pb-split-test>`'s docs).
 */
export const SPLIT_RECORD_TYPES = [
  'read_page',
  'read_goal',
  'view_goal',
  'click_goal',
  'con_goal',
  'con_short',
  'bounce',
] as const;
export type SplitRecordType = (typeof SPLIT_RECORD_TYPES)[number];
