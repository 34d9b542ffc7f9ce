/**
 * English defaults for every string `<pb-countdown>` shows or says. Override per element with
 * `messages='{"days":"Dagen"}'` or page-wide through the page config's `messages["pb-countdown"]`.
 */
export const countdownMessages = {
  /** The label under each part. */
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  /** The timer's accessible name when no child with `slot="label"` names it. */
  label: 'Time left',
  /** The spoken summary, at most once a minute; `{time}` is what is left in words, in the page's language. */
  remaining: '{time} left',
  /** Said when the countdown ends while the page is open (with `on-end="message"`, the end message's text is said). */
  ended: 'The countdown has ended.',
};

export type CountdownMessages = typeof countdownMessages;
