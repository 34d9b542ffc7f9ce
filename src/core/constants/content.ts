/**
 * CCH §2 Header and navigation ("A comment form with threaded reply moves the form under the chosen comment and
 * offers a cancel-reply link"), §3 Comment reply and §5 (Meta or ctrl plus Enter submits the comment form); MFT §1
 * (a site search and a comments module). The ids and names are the CMS's own, so its comment markup works as it is.
 */
export const COMMENTS = {
  /** The element holding the comment form (CCH §3 "respond element") when a reply link names none. */
  respondId: 'respond',
  /** The cancel-reply link inside it. */
  cancelId: 'cancel-comment-reply-link',
  /** The form field holding the parent comment id (CCH §3); 0 is a comment on the post itself. */
  parentField: 'parent_id',
  /** A reply link: an element with the CCH §3 reply data. */
  replyLink: '.comment-reply-link',
  /** CCH §5: this key with Meta or Ctrl submits the comment form. */
  submitKey: 'Enter',
} as const;

/** The site search's GET form (MFT §1): the field that holds the query when none is marked `[name=q]`. */
export const SITE_SEARCH = {
  queryField: 'q',
} as const;
