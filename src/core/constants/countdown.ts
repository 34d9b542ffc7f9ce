/** MFT §4 Countdown, §9 Countdown refresh. */
export const COUNTDOWN = {
  /** MFT §9: the countdown refreshes every second (ms); each refresh lands on a change of the shown second. */
  refresh: 1000,
  /** MFT §4, §9: days show at least this many digits (`007`); more when needed (`1200`). */
  dayDigits: 3,
  /** Hours, minutes and seconds show two digits. */
  partDigits: 2,
  /**
   * Ours, not the spec's: the spoken summary (a polite live region) changes at most this often (ms), never
   * every second. In the last minute it is silent until the end is announced, so that too keeps the gap.
   */
  announceEvery: 60_000,
} as const;
