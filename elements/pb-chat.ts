// React-free on purpose: the launcher sits on every page, and its closed state downloads only this and the core.
// Not even `define` from src/components/element/: the build puts that folder in React's chunk.
import type { ChatSendDetail, ChatToggleDetail } from '../src/components/chat/events.js';
import { chatClass, defineChat } from '../src/components/chat/shell.js';

export type { ChatSendDetail, ChatToggleDetail };

/**
 * The chat launcher (CCH §2 "Chat launcher", §3-5, §7, §9): a floating button that opens a box of accounts; each
 * account opens a reply view, and sending opens a conversation in the messaging app (WhatsApp's send endpoint)
 * with the account's number, or the account's group link. The chat makes no request of its own.
 *
 * - **Accounts.** Child links, so the page reads well without the script: the link's text is the name;
 *   `data-label`, `data-time` (when it answers), `data-message` (its greeting) and `data-avatar` (a picture's
 *   address) add the rest. The phone is `data-phone`, or the number in the link (`https://wa.me/31301234567`,
 *   `tel:`); `data-type="group"` makes the link a group's invitation link. Or the JSON `accounts` attribute, a list
 *   of `{ "name", "label", "time", "message", "avatar", "type": "phone" | "group", "phone", "group" }`, which wins
 *   when it holds any account. An account without a name, a phone's digits or a group's http(s) link is left out
 *   with a warning.
 * - **The launcher.** A real `<button>` with `aria-expanded` and `aria-controls` (the box). It is the closed state,
 *   drawn without React: the box (`<pb-chat-box>`, React) downloads on the first open or auto-open, and ahead of it
 *   when the pointer rests on the launcher or the launcher takes focus. Nothing else loads before the box opens:
 *   the pictures are in the box (and lazy), and nothing connects to the messaging app.
 * - **The box.** A non-modal dialog named by its heading, fixed above the launcher: 70% of the window's height on
 *   desktop and the whole window on a mobile device (touch capable and at most 1024 px wide), minus its header and
 *   footer; resizing the window fits an open box again (200 ms after). It fades and rises in 300 ms, starting
 *   10 ms after it is shown. Opened by the visitor, its first account takes focus; Escape or its close button
 *   closes it and gives focus back to the launcher; a click outside closes it. Up and Down arrows (Home, End) move
 *   through the accounts.
 * - **Reply view.** Opening an account shows its greeting and a labelled reply field (300 ms opening animation).
 *   While the field holds text the reply is marked as texting (`part="reply texting"`). Enter sends 100 ms later
 *   (Shift+Enter is a new line): the send link opens in a new tab or window, the web variant
 *   (`https://web.whatsapp.com/send?phone=…&text=…`) on desktop and the app variant (`https://api.whatsapp.com/send`)
 *   on a mobile device; the phone is digits only and the text URL-encoded, so `&`, `#`, `%`, `+`, line breaks and
 *   emoji arrive as typed. A group account shows a "Join the group" link instead of the field. Previous closes the
 *   reply view after its 300 ms closing animation, and focus returns to the account.
 * - **Hours.** `days`, `from`, `to` and `timezone-offset` are the business's week, read in the business's zone
 *   (weekday and time both, by UTC arithmetic, so a visitor's own zone changes nothing; any offset from −720 to
 *   +840 minutes). Equal or missing times: all day on the listed days. A start after the end is an overnight
 *   window that starts the day before the listed day (CCH §5): `days="sat" from="22:00" to="06:00"` is Friday
 *   22:00 to Saturday 06:00. A window includes its start and excludes its end. Read each time the box opens:
 *   outside the hours the box is marked as timed out (`part="box timed-out"`), says when it is next available
 *   ("We are back on Tuesday at 10:00", the day and time in the page's language) and its accounts do not open.
 * - **Auto-open.** With `auto-open`, the box opens by itself `auto-open-delay` ms after the element connects, if the
 *   business is available then, the visitor has not opened or closed it yet, and the `qlwapp-auto-load` cookie is
 *   absent; not in builder mode. Focus stays where it is. Once the box has opened by itself the cookie is set
 *   (1 day, path `/`), so it does not open by itself again on any page that day. It is a functional cookie:
 *   consent's cookie cleaning never removes it.
 * - **Reduced motion.** No fade, rise or slide: the box and the reply view appear and go at once.
 *
 * Before the upgrade the element is hidden and takes no room (pb.css), and the launcher is fixed, so the upgrade
 * moves nothing. Strings (English defaults), overridable per element with `messages` or page-wide with the page
 * config's `messages["pb-chat"]`: `launcher`, `title`, `intro`, `accounts`, `close`, `previous`, `reply` (`{name}`),
 * `placeholder`, `send`, `join`, `newWindow`, `timeout` (`{day}`, `{time}`), `timeoutToday` (`{time}`),
 * `timeoutDay` (`{day}`).
 *
 * @summary A messaging-app chat launcher: a button that opens a box of accounts, with hours in the business's zone and an auto-open; its closed state loads no React.
 * @tag pb-chat
 * @attr {string} days - The days the business works: numbers (0 or 7 Sunday, 1 Monday ... 6 Saturday) or English names (`tue`, `Tuesday`), separated by spaces or commas; empty: every day. Words that are neither warn (when the hours are first read: the box opens, or the auto-open's delay ends) and are ignored.
 * @attr {string} from - Opening time, `HH:MM` (00:00-24:00) in the business's zone. Missing, or equal to `to`: all day. Malformed: a warning, and as if missing.
 * @attr {string} to - Closing time, `HH:MM`; earlier than `from` makes an overnight window. Malformed: a warning, and as if missing.
 * @attr {number} [timezone-offset=0] - The business's offset from UTC in minutes, east positive (60 for UTC+01:00, 330 for UTC+05:30, -210 for UTC−03:30), -720 to 840. Outside that or not a whole number: 0 and a warning.
 * @attr {string} [accounts=[]] - JSON list of accounts, used instead of the child links when it holds any. Not a list: the child links and a warning.
 * @attr {boolean} auto-open - Present: the box opens by itself once (see above).
 * @attr {number} [auto-open-delay=3000] - Milliseconds from the element's connection to the auto-open.
 * @attr {'bottom-right' | 'bottom-left'} [position=bottom-right] - The corner the launcher and the box sit in.
 * @attr {boolean} open - Present while the box is open (written back by the element); set or remove it, or the `open` property, to open or close the box from a script. Focus does not move then.
 * @attr {string} [messages={}] - JSON object overriding the English strings listed above.
 * @fires {CustomEvent<ChatToggleDetail>} pb-chat-toggle - When the box opens (`open: true`) or closes (`open: false`); `auto` is true for an auto-open. Bubbles and is composed.
 * @fires {CustomEvent<ChatSendDetail>} pb-chat-send - When the visitor sends (the send or join link is followed): `account` (its name), `type` and the `href` opened. Bubbles and is composed.
 * @slot - The accounts as links (see above); shown only without the script.
 * @csspart launcher - The launcher button.
 * @csspart launcher-icon - Its speech-bubble icon.
 * @csspart launcher-text - Its text (visually hidden below 768 px, where the button is its icon).
 * @csspart box - The box, a non-modal dialog.
 * @csspart timed-out - Added to the box outside the business's hours.
 * @csspart header - The box's header: heading, intro and close button.
 * @csspart title - The box's heading (its name).
 * @csspart intro - The line under the heading.
 * @csspart close-button - The close (X) button.
 * @csspart body - The scrolling middle of the box, between header and footer.
 * @csspart notice - The timed-out notice: when the business is next available.
 * @csspart accounts - The list of accounts.
 * @csspart account - One account's button.
 * @csspart avatar - An account's picture, or its initials.
 * @csspart account-name - An account's name.
 * @csspart account-label - An account's label.
 * @csspart account-time - An account's time line.
 * @csspart reply - The reply view.
 * @csspart texting - Added to the reply view while the reply field holds text.
 * @csspart previous-button - The button back to the accounts.
 * @csspart message - The account's greeting.
 * @csspart footer - The box's footer: the reply field and the send link.
 * @csspart reply-field - The reply field (a `<textarea>`).
 * @csspart send-link - The send link (Send, or Join the group).
 * @cssprop [--pb-chat-inset=20px] - Distance of the launcher from the corner of the viewport.
 * @cssprop [--pb-chat-bottom=var(--pb-chat-inset)] - Distance of the launcher from the bottom, to lift it over something else in that corner (the box follows).
 * @cssprop [--pb-chat-z-index=99990] - Stacking order of the launcher.
 * @cssprop [--pb-chat-box-z-index=100000] - Stacking order of the box (over a fixed header on a mobile device).
 * @cssprop [--pb-chat-background=#075e54] - The launcher's, the box header's and the send link's background.
 * @cssprop [--pb-chat-color=#fff] - Their text colour.
 * @cssprop [--pb-chat-font-size=15px] - The launcher's text size.
 * @cssprop [--pb-chat-focus-ring=3px solid #0c71c3] - Keyboard focus outline.
 * @cssprop [--pb-chat-width=360px] - The box's width on desktop.
 * @cssprop [--pb-chat-radius=12px] - The box's corner radius on desktop.
 * @cssprop [--pb-chat-box-background=#fff] - The box's background.
 * @cssprop [--pb-chat-box-color=#1f1f1f] - The box's text colour.
 * @cssprop [--pb-chat-box-font-size=15px] - The box's text size.
 * @cssprop [--pb-chat-hover=#f2f2f2] - Background of a hovered account or Previous button.
 * @cssprop [--pb-chat-muted=#555] - Colour of an account's label and time.
 * @cssprop [--pb-chat-notice-background=#fff4d6] - The timed-out notice's background.
 * @cssprop [--pb-chat-notice-color=#4a3b00] - The timed-out notice's text colour.
 * @cssprop [--pb-chat-bubble=#e7f6ef] - The greeting's bubble.
 * @cssprop [--pb-chat-divider=#e2e2e2] - The line over the footer.
 * @cssprop [--pb-chat-field-border=#767676] - The reply field's border colour.
 */
export class PbChat extends chatClass({ loadBox: () => import('./pb-chat-box.js') }) {}

defineChat(PbChat);

declare global {
  interface HTMLElementTagNameMap {
    'pb-chat': PbChat;
  }
  interface HTMLElementEventMap {
    'pb-chat-toggle': CustomEvent<ChatToggleDetail>;
    'pb-chat-send': CustomEvent<ChatSendDetail>;
  }
}
