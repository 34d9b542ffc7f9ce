/**
 * The comments module (CCH §2-3, §5) without React: it renders nothing, only attaches ./attach.ts's behaviour to
 * the CMS's comment list and comment form, which stay in its light DOM and work without the script.
 */
import { PbElement } from '../../base/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { type Messages, resolveMessages } from '../../core/config/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { attach } from './attach.js';
import { lightStyles } from './styles.js';

export const COMMENTS_TAG = 'pb-comments';

export const commentsProps = {
  messages: { type: 'json', default: {} as Messages },
  countTarget: { type: 'string', default: '' },
} satisfies PropDefs;

export const commentsMessages = {
  /** Under an empty required field; `{label}` is the field's label. */
  required: 'Please fill in {label}.',
  email: 'Please enter a valid email address.',
  sending: 'Posting your comment…',
  posted: 'Your comment was posted.',
  /** The reply link of a comment posted here; `{name}` is its author (the link's accessible name). */
  reply: 'Reply',
  replyTo: 'Reply to {name}',
  /** When the server sent no text of its own. */
  network: 'Your comment could not be sent. Check your connection and try again.',
  rate: 'You have posted several comments in a short time. Please wait a minute and try again.',
  failed: 'Your comment could not be posted. Please try again.',
  /** The `count-target` element's text after a post; `{count}` is the number of comments in the list. */
  count: '{count} comments',
  countOne: '1 comment',
};

export type CommentsText = typeof commentsMessages;

export class CommentsElement extends PbElement {
  static readonly props = commentsProps;
  declare messages: Messages;
  declare countTarget: string;

  #text: CommentsText = commentsMessages;
  #detach: (() => void) | undefined;

  protected connected(): void {
    // Its box without pb.css too (elements imported one by one): the rules pb.css gives it before the upgrade.
    adoptStyles(this.ownerDocument, lightStyles);
    this.#readMessages();
    this.#detach = attach(this, {
      text: () => this.#text,
      countTarget: () => this.countTarget,
      settle: (work) => this.settleAfter(work),
    });
  }

  protected disconnected(): void {
    this.#detach?.();
    this.#detach = undefined;
  }

  protected changed(prop: string): void {
    if (prop === 'messages') this.#readMessages();
  }

  /** Read when it changes rather than at each use, so a `messages` of the wrong shape warns at once. */
  #readMessages(): void {
    this.#text = resolveMessages(commentsMessages, COMMENTS_TAG, this.messages, this.ownerDocument);
  }
}
