import { define } from '../src/base/index.js';
import { CommentsElement, type FormErrorDetail, type FormSuccessDetail } from '../src/components/comments/index.js';

export type { FormErrorDetail, FormSuccessDetail };

/**
 * Threaded comments (CCH §2-3 Comment reply, §5; MFT §1). The server renders the CMS's comment list (nested
 * `<ol class="comment-list">` / `<ol class="children">` of `<li id="comment-N">`, each with a reply link) and the
 * comment form (`<div id="respond">` around a `<form method="post">` with `parent_id` and `post_id` fields) in the
 * light DOM, so comments read and post without the script.
 *
 * Upgraded: a reply link (`.comment-reply-link` with the CCH §3 reply data: `data-commentid`, `data-postid`,
 * `data-belowelement`, `data-respondelement`, `data-replyto`) moves the form right after its below-element, sets
 * the parent id (and the post id), puts the reply-to text in `#reply-title`, shows the cancel-reply link
 * (`#cancel-comment-reply-link`) and moves focus into the textarea. Cancel puts the form back where it stood, resets
 * the parent id to 0 and returns focus to the reply link. Ctrl or Meta + Enter in the textarea submits (CCH §5).
 *
 * Submitting checks required fields (and an email field's format), each message tied to its field, focus on the
 * first; then posts the form to its own `action` without a reload (a second submit is ignored while one is in
 * flight). The answer (`{ id, parent_id, name, body, created_at, date, reply_url }`) becomes a new comment at the
 * end of its thread, every string set as text, never as HTML; the textarea is emptied, the form goes home and
 * focus moves to the new comment; the element named by `count-target` (e.g. the comments heading outside the
 * element) then says how many comments the list holds. Progress and success are in a `<p class="pb-form-status"
 * role="status">` at the top of the form. A failure keeps everything typed and shows the server's `error` text (as
 * text), or the `network`, `rate` or `failed` message, in a `<p class="pb-form-error" role="alert">` beside it
 * (hidden while empty); style it as an error from the page. A server that has not answered within the page config's
 * `requestTimeout` (15000 ms by default) is given up on: the post is aborted and fails as `timeout` with the `failed`
 * message, and the form can be sent again.
 *
 * It renders nothing of its own, so it has no shadow root and loads no React: the list, the form and the messages
 * are light DOM, styled by the page. It is a block, and its children keep no browser margin below them
 * (zero-specificity rules, which any page rule overrides). `updateComplete` waits for a post under way.
 *
 * @summary Threaded comments with reply-in-place, cancel-reply, Ctrl/Meta+Enter and posting without a reload.
 * @tag pb-comments
 * @attr {string} [messages={}] - JSON overriding the English strings: `required` ("Please fill in {label}."), `email`, `sending`, `posted`, `reply`, `replyTo` ("Reply to {name}"), `network`, `rate`, `failed`, `count` ("{count} comments"), `countOne` ("1 comment").
 * @attr {string} [count-target=''] - The id of an element (e.g. the "3 comments" heading) whose text becomes the number of comments in the list (`count` / `countOne`) after a comment is posted. A missing element gives a console warning.
 * @fires {CustomEvent<FormSuccessDetail>} pb-form-success - After a comment was stored; `detail.form` is the element's id or ''.
 * @fires {CustomEvent<FormErrorDetail>} pb-form-error - After a post failed; `detail.failure` says why, `detail.message` is the text shown.
 * @slot - The CMS's comment list and its `#respond` comment form.
 */
export class PbComments extends CommentsElement {}

define('pb-comments', PbComments);

declare global {
  interface HTMLElementTagNameMap {
    'pb-comments': PbComments;
  }
}
