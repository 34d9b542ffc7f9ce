/**
 * The comment list's DOM, as the CMS writes it: a posted comment built from the server's answer with every string
 * as text (textContent), and the place in its thread where it goes.
 */

import { type PostedComment, paragraphs } from '../../core/comments/index.js';
import { fillMessage } from '../../core/config/index.js';
import { COMMENTS } from '../../core/constants/content.js';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '') => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
};

/**
 * A link target from the server must be a path on this site. Resolved rather than matched: the URL parser reads
 * `/\host` and a `/` + tab + `/host` as `//host`, another site.
 */
function localPath(url: string | null): url is string {
  if (!url?.startsWith('/')) return false;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

export interface CommentText {
  reply: string;
  replyTo: string;
}

/** `<li id="comment-N">` with its author, time, paragraphs and (when the thread may go deeper) its reply link. */
export function commentNode(c: PostedComment, postId: string, text: CommentText): HTMLLIElement {
  const li = el('li', 'comment');
  li.id = `comment-${c.id}`;
  const article = el('article', 'comment-body');
  article.id = `div-comment-${c.id}`;
  article.tabIndex = -1;
  const meta = el('footer', 'comment-meta');
  const author = el('b', 'comment-author');
  author.textContent = c.name;
  const time = el('time');
  time.dateTime = c.createdAt;
  time.textContent = c.date || c.createdAt;
  meta.append(author, ' ', time);
  const content = el('div', 'comment-content');
  for (const p of paragraphs(c.body)) content.append(Object.assign(el('p'), { textContent: p }));
  article.append(meta, content);
  if (localPath(c.replyUrl)) {
    const link = el('a', COMMENTS.replyLink.slice(1));
    link.href = c.replyUrl;
    link.textContent = text.reply;
    const replyTo = fillMessage(text.replyTo, { name: c.name });
    Object.assign(link.dataset, {
      commentid: String(c.id),
      postid: postId,
      belowelement: article.id,
      respondelement: COMMENTS.respondId,
      replyto: replyTo,
    });
    link.setAttribute('aria-label', replyTo);
    const wrap = el('div', 'reply');
    wrap.append(link);
    article.append(wrap);
  }
  li.append(article);
  return li;
}

/**
 * The list the comment goes at the end of: its parent's `ol.children` (made when missing), or the top list (made,
 * before `before`, when the post had no comments).
 */
export function threadOf(host: Element, parentId: number, before: Node | null): HTMLOListElement {
  const parent = parentId ? host.querySelector(`#comment-${parentId}`) : null;
  const scope = parent ?? host;
  const selector = parent ? ':scope > ol.children' : 'ol.comment-list';
  let list = scope.querySelector<HTMLOListElement>(selector);
  if (!list) {
    list = el('ol', parent ? 'children' : 'comment-list');
    if (parent) parent.append(list);
    else host.insertBefore(list, before && before.parentNode === host ? before : host.firstChild);
  }
  return list;
}
