import type { ChatSendDetail } from '../src/components/chat/events.js';
import { ChatBox, chatBoxProps, styles } from '../src/components/chat-box/index.js';
import { createElementClass, define } from '../src/components/element/index.js';

export type { ChatSendDetail };

/**
 * The chat launcher's React half, loaded and created by `<pb-chat>` on the first open or auto-open (or ahead of it,
 * when the pointer rests on the launcher). Pages place `<pb-chat>`, not this tag: on its own it would download React
 * for every visitor. `<pb-chat>` hands it everything as properties, already checked.
 *
 * It renders the box: a non-modal dialog named by its heading, the accounts read from the launcher's child links
 * (forwarded through a slot) or its JSON `accounts`, the timed-out notice, the reply view with its labelled field,
 * and the send link. Its phases, timings, keyboard and focus are described under `<pb-chat>`.
 *
 * @summary The chat launcher's box (created by `<pb-chat>`).
 * @tag pb-chat-box
 * @attr {boolean} open - Shown or not; `<pb-chat>` sets it.
 * @attr {boolean} focus-on-open - Present: the first account takes focus when the box opens (the visitor opened it).
 * @attr {string} [accounts=[]] - JSON list of accounts (see `<pb-chat>`); empty: the forwarded child links.
 * @attr {string} days - The launcher's `days`, read (and warned about, naming `<pb-chat>`) when the box opens.
 * @attr {string} from - The launcher's `from`.
 * @attr {string} to - The launcher's `to`.
 * @attr {number} [timezone-offset=0] - The launcher's `timezone-offset`, in minutes east of UTC.
 * @attr {string} [messages={}] - JSON overriding the English strings (see `<pb-chat>`).
 * @attr {'bottom-right' | 'bottom-left'} [position=bottom-right] - The corner it sits in.
 * @fires {CustomEvent<ChatSendDetail>} pb-chat-send - When the visitor follows the send or join link. Bubbles and is composed.
 * @slot - The launcher's child links, read for the accounts and never shown.
 * @csspart box - The box, a non-modal dialog.
 * @csspart timed-out - Added to the box outside the business's hours.
 * @csspart header - Heading, intro and close button.
 * @csspart title - The heading.
 * @csspart intro - The line under the heading.
 * @csspart close-button - The close (X) button.
 * @csspart body - The scrolling middle.
 * @csspart notice - The timed-out notice.
 * @csspart accounts - The list of accounts.
 * @csspart account - One account's button.
 * @csspart avatar - An account's picture, or its initials.
 * @csspart account-name - An account's name.
 * @csspart account-label - An account's label.
 * @csspart account-time - An account's time line.
 * @csspart reply - The reply view.
 * @csspart texting - Added to the reply view while the field holds text.
 * @csspart previous-button - The button back to the accounts.
 * @csspart message - The account's greeting.
 * @csspart footer - The reply field and the send link.
 * @csspart reply-field - The reply field.
 * @csspart send-link - The send or join link.
 */
export class PbChatBox extends createElementClass(ChatBox, {
  tag: 'pb-chat-box',
  props: chatBoxProps,
  styles,
}) {}

define('pb-chat-box', PbChatBox);

declare global {
  interface HTMLElementTagNameMap {
    'pb-chat-box': PbChatBox;
  }
  interface HTMLElementEventMap {
    'pb-chat-send': CustomEvent<ChatSendDetail>;
  }
}
