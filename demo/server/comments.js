/**
 * The journal's comments: the threaded list and the comment form as the CMS writes them (server-rendered, escaped,
 * posting without the script), and `POST /api/comments`, which stores one. The answer is JSON for `<pb-comments>`
 * (it asks for `application/json`); a form posted without the script is redirected to its new comment, or on a
 * failure gets the post's page again with the message above the form and what the visitor typed still in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import { allowOnly, httpError } from './http.js';
// A cycle (pages.js renders the journal, which holds the comment form), but only functions cross it, at request time.
import { renderPage } from './pages.js';
import { escapeHtml } from './site.js';

export const COMMENT_LIMITS = { name: 80, email: 254, body: 2000, maxDepth: 4 };
/** Per client, counted on request: a person writes a few comments a minute at most; a script writes more. */
export const COMMENT_RATE_LIMIT = { max: 5, windowMs: 60_000 };

/** What a failure says, by code: the JSON error, or the message above the form a no-script post gets back. */
export const COMMENT_ERRORS = {
  body: 'Please write a comment.',
  name: 'Please give your name.',
  email: 'That email address does not look right.',
  long: 'That comment is too long.',
  parent: 'The comment you replied to is not on this post.',
  depth: 'This thread is too deep for another reply.',
  post: 'That post does not exist.',
  nonce: 'This page has expired. Reload the page and try again.',
  rate: 'Too many comments at once. Wait a minute, then post again.',
};

const postUrl = (slug, extra = '') => `/journal.html?post=${encodeURIComponent(slug)}${extra}`;

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const dateText = (iso) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DATE.format(d);
};
export const when = (iso) => `<time datetime="${escapeHtml(iso)}">${dateText(iso)}</time>`;

/** Stored text as paragraphs, split on blank lines, each escaped. */
export const paragraphs = (text) =>
  String(text)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

export const commentRows = (db, postId) =>
  db.all('SELECT id, parent_id, depth, name, body, created_at FROM comments WHERE post_id = ? ORDER BY id', [postId]);

/** CCH §3 Comment reply: the link carries the comment id, the post id, the element to reply below, the form's id and the reply-to text. */
function replyLink(c, post) {
  const replyTo = escapeHtml(`Reply to ${c.name}`);
  return (
    `<div class="reply"><a class="comment-reply-link" href="${escapeHtml(postUrl(post.slug, `&replytocom=${c.id}#respond`))}" ` +
    `data-commentid="${c.id}" data-postid="${post.id}" data-belowelement="div-comment-${c.id}" ` +
    `data-respondelement="respond" data-replyto="${replyTo}" aria-label="${replyTo}">Reply</a></div>`
  );
}

/** The comments as nested lists, oldest first; `form` goes under the comment `reply` answers (the no-script reply). */
export function commentThread(rows, post, { reply, form } = {}) {
  const children = new Map();
  for (const c of rows) {
    const key = c.parent_id ?? 0;
    if (!children.has(key)) children.set(key, []);
    children.get(key).push(c);
  }
  const list = (parent, cls) => {
    const items = children.get(parent);
    if (!items) return '';
    const lis = items.map(
      (c) =>
        `<li id="comment-${c.id}" class="comment depth-${c.depth}"><article id="div-comment-${c.id}" class="comment-body">` +
        `<footer class="comment-meta"><b class="comment-author">${escapeHtml(c.name)}</b> ${when(c.created_at)}</footer>` +
        `<div class="comment-content">${paragraphs(c.body)}</div>` +
        `${c.depth < COMMENT_LIMITS.maxDepth ? replyLink(c, post) : ''}</article>` +
        `${reply?.id === c.id ? form : ''}${list(c.id, 'children')}</li>`,
    );
    return `<ol class="${cls}">${lis.join('')}</ol>`;
  };
  return list(0, 'comment-list') || '<ol class="comment-list"></ol>';
}

/**
 * The comment form (`#respond`): under the comment `replyTo` with its cancel link shown, else at the end. `values`
 * (`name`, `email`, `body`) fill it again after a failed post without the script, so nothing typed is lost.
 */
export function commentForm(post, nonce, { replyTo, error, values = {} } = {}) {
  const value = (name) => (values[name] ? ` value="${escapeHtml(values[name])}"` : '');
  const message = COMMENT_ERRORS[error] ?? (error ? 'Your comment could not be posted.' : '');
  const title = replyTo ? `Reply to ${replyTo.name}` : 'Leave a comment';
  return (
    '<div id="respond" class="comment-respond">' +
    `<h3 id="reply-title" class="comment-reply-title"><span>${escapeHtml(title)}</span> ` +
    `<a rel="nofollow" id="cancel-comment-reply-link" href="${escapeHtml(postUrl(post.slug, '#respond'))}"${replyTo ? '' : ' hidden'}>Cancel reply</a></h3>` +
    '<form action="/api/comments" method="post" id="commentform" class="comment-form">' +
    (message ? `<p class="comment-error" role="alert">${escapeHtml(message)}</p>` : '') +
    `<p><label for="comment">Comment</label><textarea id="comment" name="body" rows="5" maxlength="${COMMENT_LIMITS.body}" required>${escapeHtml(values.body ?? '')}</textarea></p>` +
    `<p><label for="author">Name</label><input id="author" name="name" maxlength="${COMMENT_LIMITS.name}" autocomplete="name" required${value('name')}></p>` +
    `<p><label for="email">Email (optional, never shown)</label><input id="email" name="email" type="email" maxlength="${COMMENT_LIMITS.email}" autocomplete="email"${value('email')}></p>` +
    `<input type="hidden" name="post_id" value="${post.id}"><input type="hidden" name="parent_id" id="comment_parent" value="${replyTo?.id ?? 0}">` +
    `<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">` +
    '<p class="form-submit"><button type="submit">Post comment</button> <small>Ctrl + Enter posts it too.</small></p>' +
    '</form></div>'
  );
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ID = /^\d{1,9}$/;

/** The posted fields checked: `{ value }` or `{ code }` (a key of COMMENT_ERRORS). */
export function checkComment(fields) {
  const name = String(fields.name ?? '').trim();
  const email = String(fields.email ?? '').trim();
  const body = String(fields.body ?? '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (!ID.test(String(fields.post_id ?? ''))) return { code: 'post' };
  const parent = String(fields.parent_id ?? '0') || '0';
  if (!ID.test(parent)) return { code: 'parent' };
  if (!body) return { code: 'body' };
  if (body.length > COMMENT_LIMITS.body || name.length > COMMENT_LIMITS.name) return { code: 'long' };
  if (!name) return { code: 'name' };
  if (email && (email.length > COMMENT_LIMITS.email || !EMAIL.test(email))) return { code: 'email' };
  return { value: { postId: Number(fields.post_id), parentId: Number(parent), name, email, body } };
}

const field = { type: 'string', maxLength: 4000 };
const commentBody = {
  type: 'object',
  additionalProperties: false,
  properties: { post_id: field, parent_id: field, name: field, email: field, body: field, nonce: field },
};

export async function commentRoutes(app, ctx) {
  const { db, now, nonces, hashIp, pagesDir } = ctx;
  const journal = fs.promises.readFile(path.join(pagesDir, 'journal.html'), 'utf8');
  journal.catch(() => {}); // a server without the demo pages answers JSON only; the failure shows when a form needs it
  await app.register(formbody);
  const journalFor = (request) => {
    const fields = request.body ?? {};
    const json = String(request.headers.accept ?? '').includes('application/json');
    const post = ID.test(String(fields.post_id ?? ''))
      ? db.get('SELECT id, slug FROM posts WHERE id = ?', [Number(fields.post_id)])
      : undefined;
    return { fields, json, post };
  };
  // Without the script the visitor is on a page that posted a form: answer with that page again, the message
  // above the form and everything they typed in it (a redirect would have to drop it), with a fresh nonce.
  const again = async (reply, { fields, post }, status, code) => {
    const values = { name: fields.name, email: fields.email, body: fields.body };
    const replyTo = ID.test(String(fields.parent_id ?? '')) ? String(fields.parent_id) : undefined;
    const { html, headers } = renderPage(await journal, {
      ...ctx,
      page: 'journal.html',
      journal: { post: post.slug, replyTo, error: code, values },
    });
    return reply.code(status).headers(headers).send(html);
  };
  app.post(
    '/api/comments',
    {
      schema: { body: commentBody },
      // After the body is parsed, so a no-script post over the limit gets its page back with its text too.
      config: {
        rateLimit: { max: COMMENT_RATE_LIMIT.max, timeWindow: COMMENT_RATE_LIMIT.windowMs, hook: 'preHandler' },
      },
      errorHandler: async (error, request, reply) => {
        const form = journalFor(request);
        if (error.statusCode !== 429 || form.json || !form.post) throw error; // the app's error handler answers
        reply.header('retry-after', reply.getHeader('retry-after'));
        return again(reply, form, 429, 'rate');
      },
    },
    async (request, reply) => {
      const form = journalFor(request);
      const { fields, json, post } = form;
      const fail = async (status, code) => {
        if (json || !post) throw httpError(status, COMMENT_ERRORS[code]);
        return again(reply, form, status, code);
      };
      if (nonces.check('comment', fields.nonce) !== 'ok') return fail(403, 'nonce');
      if (!post) return fail(404, 'post');
      const checked = checkComment(fields);
      if (checked.code) return fail(400, checked.code);
      const { parentId, name, email, body } = checked.value;
      let depth = 1;
      if (parentId) {
        const parent = db.get('SELECT post_id, depth FROM comments WHERE id = ?', [parentId]);
        if (!parent || parent.post_id !== post.id) return fail(400, 'parent');
        if (parent.depth >= COMMENT_LIMITS.maxDepth) return fail(400, 'depth');
        depth = parent.depth + 1;
      }
      const createdAt = new Date(now()).toISOString();
      const id = db.write(
        'INSERT INTO comments (post_id, parent_id, depth, name, email, body, ip_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [post.id, parentId || null, depth, name, email, body, hashIp(request), createdAt],
      );
      if (!json) return reply.redirect(postUrl(post.slug, `#comment-${id}`), 303);
      reply.code(201);
      return {
        id,
        parent_id: parentId,
        depth,
        name,
        body,
        created_at: createdAt,
        date: dateText(createdAt),
        reply_url: depth < COMMENT_LIMITS.maxDepth ? postUrl(post.slug, `&replytocom=${id}#respond`) : null,
      };
    },
  );
  allowOnly(app, '/api/comments', 'POST');
}
