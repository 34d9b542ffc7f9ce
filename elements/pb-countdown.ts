import { Countdown, type CountdownEndDetail, countdownProps, styles } from '../src/components/countdown/index.js';
import { createElementClass, define } from '../src/components/element/index.js';

export type { CountdownEnd, CountdownEndDetail } from '../src/components/countdown/index.js';

/**
 * A countdown to a date and time (MFT §4 Countdown), following the WAI-ARIA timer role. It ticks each second:
 * days (at least three digits), hours, minutes and seconds, each part showing zero marked (`part="value-zero"`,
 * `data-zero`). The shown time is what is left rounded up to the second, floored at zero, so all zeros
 * coincide with the end. Every tick reads the clock rather than counting, so a slow device or a throttled tab
 * never drifts it; ticking stops while the page is hidden and resyncs when it shows again.
 *
 * The target is an ISO 8601 date-time with its offset (`2026-12-24T18:00:00+01:00`); one without an offset is
 * read as UTC, with a warning. `now`, the server's time when it made the page, corrects a visitor's wrong
 * clock: the offset is `now` minus the visitor's clock when the page arrived (not when the script ran, so a
 * slow connection does not make the countdown late). A page the browser took from its own cache (the back
 * button, a 304) carries an old `now`, so there the visitor's clock is used; a shared cache (a CDN) cannot be
 * told apart, so leave `now` out of pages it keeps.
 *
 * At the end `pb-countdown-end` fires once per target and the host gets `data-ended` (the end mode in force).
 * `on-end` chooses what shows: the zeros, nothing (`hide`: the element leaves the page), or the `slot="end"`
 * message in place of the label and digits (`message`). A page opened after the end shows the end at once;
 * to avoid that last change of size, a server that knows the date has passed writes the end content instead.
 *
 * Screen readers: the timer is named by the `slot="label"` child (else `messages.label`) and reads as words
 * ("12 days, 4 hours, 33 minutes, 10 seconds"), the digits being hidden from them. A polite live region says a
 * summary to the minute at most once a minute ("12 days, 4 hours, 33 minutes left"; silent for the first minute
 * and the last), and the end when it comes, in the page's language (`Intl.DurationFormat` where the browser has
 * it, else `Intl.NumberFormat` units). Nothing moves, so reduced motion changes nothing. Add `lightStyles` to
 * the page so the element does not move when it upgrades.
 *
 * @summary A countdown to a date, ticking every second without drift, with a server clock and an end state.
 * @tag pb-countdown
 * @attr {string} date - The target: an ISO 8601 date-time with its offset, e.g. `2026-12-24T18:00:00+01:00` (`Z` for UTC; seconds and fraction optional). Without an offset: read as UTC, with a warning. Missing or not a date-time: a warning, and the fallback content shows instead of digits.
 * @attr {string} now - The server's time when it made the page, ISO 8601 like `date`; corrects a wrong visitor clock (not on a page from the browser's cache). Without an offset: UTC and a warning. Not a date-time: a warning, and the visitor's clock is used.
 * @attr {'zero' | 'hide' | 'message'} on-end - What the end shows: `zero` (default) keeps the zeros; `hide` hides the element; `message` shows the `slot="end"` child instead of the label and digits (without such a child: zeros and a warning). Another value: `zero` and a warning.
 * @attr {string} messages - JSON object overriding user-visible strings: `days`, `hours`, `minutes`, `seconds` (the labels, default "Days", "Hours", "Minutes", "Seconds"), `label` (the timer's name without a label child, default "Time left"), `remaining` (the spoken summary, default "{time} left"), `ended` (said at the end, default "The countdown has ended."; with `on-end="message"` the message's text is said). Malformed JSON: the defaults and a warning.
 * @fires {CustomEvent<CountdownEndDetail>} pb-countdown-end - Once per target, when the countdown reaches zero, or when it starts after its end. `detail`: `{ date, late }`, `date` the target in UTC ISO form, `late` true when the end had passed before the countdown started. Bubbles and is composed.
 * @slot - Fallback content, shown only before the upgrade, without the script, and when `date` is unusable: one element, e.g. `<time datetime="...">24 December, 18:00</time>`.
 * @slot label - The text above the digits ("Sale starts in"), which also names the timer.
 * @slot end - The message that replaces label and digits at the end with `on-end="message"`; hidden before.
 * @csspart label - The box around the label slot.
 * @csspart timer - The timer, `role="timer"`.
 * @csspart units - The row of parts.
 * @csspart unit - Each part: a value over its label.
 * @csspart days - The days part (also `hours`, `minutes`, `seconds`), e.g. to hide days on a short countdown.
 * @csspart hours - The hours part.
 * @csspart minutes - The minutes part.
 * @csspart seconds - The seconds part.
 * @csspart unit-zero - Added to a part while it shows zero (it also has `data-zero`).
 * @csspart value - The digits of a part.
 * @csspart value-zero - Added to digits showing zero.
 * @csspart unit-label - The label under the digits ("Days").
 * @csspart end - The box around the end slot.
 * @csspart fallback - The box around the fallback content, shown when `date` is unusable.
 * @cssprop --pb-countdown-value-size - Font size of the digits. Default `2.5em`.
 * @cssprop --pb-countdown-label-size - Font size of the labels under them. Default `0.875em`.
 * @cssprop --pb-countdown-gap - Space between the parts. Default `1em`.
 * @cssprop --pb-countdown-justify - How the parts sit in the row (`flex-start`, `center`, `space-between`...). Default `flex-start`.
 * @cssprop --pb-countdown-value-weight - Font weight of the digits. Default `700`.
 * @cssprop --pb-countdown-value-color - Colour of the digits. Default the text colour.
 * @cssprop --pb-countdown-zero-color - Colour of digits showing zero. Default the digits' colour.
 * @cssprop --pb-countdown-label-color - Colour of the labels. Default the text colour.
 */
export class PbCountdown extends createElementClass(Countdown, {
  tag: 'pb-countdown',
  props: countdownProps,
  styles,
}) {}

define('pb-countdown', PbCountdown);

declare global {
  interface HTMLElementTagNameMap {
    'pb-countdown': PbCountdown;
  }
  interface HTMLElementEventMap {
    'pb-countdown-end': CustomEvent<CountdownEndDetail>;
  }
}
