/**
 * The comment module's rules (CCH §2-3 Comment reply, §5): what a reply link says, which key submits, and what a
 * stored comment looks like in the server's answer. Pure; functions take DOM nodes, nothing runs at import.
 */
import { COMMENTS } from '../constants/content.js';

/** CCH §3 reply data: below-element, comment id, respond element, post id, reply-to text. */
export interface ReplyData {
  commentId: string;
  postId: string;
  belowElement: string;
  respondElement: string;
  replyTo: string;
}

const ID = /^\d{1,9}$/;

/** A reply link's data (the CMS's `data-*` names), or undefined when its comment id is not an id. */
export function replyData(link: Element): ReplyData | undefined {
  const data = (link as HTMLElement).dataset ?? {};
  const commentId = data.commentid ?? '';
  if (!ID.test(commentId)) return undefined;
  return {
    commentId,
    postId: data.postid ?? '',
    belowElement: data.belowelement || `div-comment-${commentId}`,
    respondElement: data.respondelement || COMMENTS.respondId,
    replyTo: data.replyto ?? '',
  };
}

/** CCH §5: Meta or Ctrl plus Enter submits; not while an input method is composing. */
export const submitsComment = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing'>): boolean =>
  e.key === COMMENTS.submitKey && (e.ctrlKey || e.metaKey) && !e.isComposing;

/** A stored comment as the server answers it. Every string is shown as text. */
export interface PostedComment {
  id: number;
  parentId: number;
  name: string;
  body: string;
  createdAt: string;
  date: string;
  replyUrl: string | null;
}

const str = (v: unknown): v is string => typeof v === 'string';

/** The server's answer checked field by field; undefined when it is not a stored comment. */
export function parseComment(body: unknown): PostedComment | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const id = Number(b.id);
  const parentId = Number(b.parent_id ?? 0);
  if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(parentId) || parentId < 0) return undefined;
  if (!str(b.name) || !str(b.body) || !str(b.created_at)) return undefined;
  return {
    id,
    parentId,
    name: b.name,
    body: b.body,
    createdAt: b.created_at,
    date: str(b.date) ? b.date : '',
    replyUrl: str(b.reply_url) ? b.reply_url : null,
  };
}

/** A comment's text as paragraphs: split on blank lines, as the server renders it. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A required value is missing when it holds nothing but white space. */
export const isBlank = (value: string): boolean => value.trim() === '';
