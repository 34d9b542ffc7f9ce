/**
 * The paginated journal list (`/blog/`, `/blog/page/N/`) inside `<pb-ajax-pagination>`, and the site's 404 page,
 * which every unknown address gets. A page past the last answers 404 with that page, whose body still holds the
 * list's module (its "no posts" message and the page links): MFT §8, a 404 is still used as content.
 */
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import { paragraphs, when } from './comments.js';
import { allowOnly } from './http.js';
import { renderPage } from './pages.js';
import { escapeHtml } from './site.js';

export const BLOG = {
  /** Posts per page of the list. */
  perPage: 4,
  /** The module's id, the same on every page of the list (and on the 404 page), so the element finds it. */
  moduleId: 'journal-list',
  /** Page links shown around the current page when there are too many to show them all. */
  around: 1,
};

const pageUrl = (n) => (n <= 1 ? '/blog/' : `/blog/page/${n}/`);

/** The page numbers to link, with `null` for a gap: all of them up to 7, else first, last and the current's neighbours. */
export function pageNumbers(current, total) {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total]);
  for (let n = current - BLOG.around; n <= current + BLOG.around; n++) if (n >= 1 && n <= total) shown.add(n);
  const out = [];
  let last = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n > last + 1) out.push(null);
    out.push(n);
    last = n;
  }
  return out;
}

/** Previous, the numbers (the current one not a link), next; plain links, so they work without the script. */
function pageLinks(current, total) {
  if (total <= 1) return '';
  const hidden = '<span class="visually-hidden">Page </span>';
  const items = pageNumbers(current, total).map((n) => {
    if (n === null) return '<li class="page-gap" aria-hidden="true">…</li>';
    if (n === current) return `<li><span class="page-current" aria-current="page">${hidden}${n}</span></li>`;
    return `<li><a href="${pageUrl(n)}">${hidden}${n}</a></li>`;
  });
  // Past the last page, "previous" goes back to the last one.
  const prev = current > 1 ? Math.min(current - 1, total) : 0;
  if (prev) items.unshift(`<li><a href="${pageUrl(prev)}" rel="prev">Newer posts</a></li>`);
  if (current < total) items.push(`<li><a href="${pageUrl(current + 1)}" rel="next">Older posts</a></li>`);
  return `<nav class="pagination" aria-label="Journal pages"><ul>${items.join('')}</ul></nav>`;
}

/** One page of the list from the database: the rows, the page count, and whether the page exists. */
export function blogList(db, page) {
  const { n: count } = db.get('SELECT COUNT(*) AS n FROM posts');
  const total = Math.max(1, Math.ceil(count / BLOG.perPage));
  const rows =
    page >= 1 && page <= total
      ? db.all(
          'SELECT slug, title, author, published_at, body FROM posts ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?',
          [BLOG.perPage, (page - 1) * BLOG.perPage],
        )
      : [];
  return { rows, count, total, found: rows.length > 0 || (page === 1 && count === 0) };
}

/**
 * `%BLOG%`: the module for page `page` of the list, inside `<pb-ajax-pagination>`. Every value from the database
 * is escaped. A page that does not exist gets the empty-list message and links back into the list.
 */
export function blogModule(db, { page }) {
  const { rows, count, total, found } = blogList(db, page);
  const items = rows.map(
    (row) =>
      `<li><article class="post-summary"><h2><a href="/journal.html?post=${encodeURIComponent(row.slug)}">${escapeHtml(row.title)}</a></h2>` +
      `<p class="post-meta">${escapeHtml(row.author)}, ${when(row.published_at)}</p>` +
      `${paragraphs(String(row.body).split(/\n\s*\n/)[0])}</article></li>`,
  );
  const body = found
    ? `<p class="blog-count">Page ${page} of ${total}, ${count} post${count === 1 ? '' : 's'}.</p><ol class="post-list">${items.join('')}</ol>`
    : `<p class="blog-empty">There are no posts on this page. The journal has ${total} page${total === 1 ? '' : 's'}; <a href="/blog/">go to the newest posts</a>.</p>`;
  return (
    `<pb-ajax-pagination><section id="${BLOG.moduleId}" class="blog-list" aria-label="Journal posts">` +
    `${body}${pageLinks(page, total)}</section></pb-ajax-pagination>`
  );
}

const template = (ctx, name) => fs.promises.readFile(path.join(ctx.pagesDir, name), 'utf8');

/**
 * The site's 404 page (`demo/pages/404.html`) with status 404; `blog` (`{ page }`) puts the list's module in it.
 * Falls back to plain text when the template cannot be read.
 */
export async function sendNotFoundPage(reply, ctx, blog) {
  reply.code(404);
  let html;
  try {
    html = await template(ctx, '404.html');
  } catch {
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found\n');
  }
  const out = renderPage(html, { ...ctx, page: '404.html', blog });
  return reply.headers(out.headers).send(out.html);
}

export async function blogRoutes(app, ctx) {
  // Builder mode POSTs the layout content (MFT §7.5), form encoded.
  await app.register(formbody);
  const show = async (request, reply) => {
    const raw = request.params.n ?? '1';
    const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    if (page === 1 && request.params.n !== undefined) return reply.redirect('/blog/', 301);
    if (!blogList(ctx.db, page).found) return sendNotFoundPage(reply, ctx, { page });
    // The demo renders the stored list whatever layout a builder sends; a CMS renders its unsaved layout here.
    const out = renderPage(await template(ctx, 'blog.html'), { ...ctx, page: 'blog.html', blog: { page } });
    return reply.headers(out.headers).send(out.html);
  };
  for (const url of ['/blog/', '/blog/page/:n/']) {
    app.get(url, show);
    app.post(url, show);
    allowOnly(app, url, 'GET, POST', { json: false });
  }
  // The templates themselves are not pages of their own.
  app.get('/blog', (_request, reply) => reply.redirect('/blog/', 301));
  app.get('/blog/page/:n', (request, reply) =>
    reply.redirect(`/blog/page/${encodeURIComponent(request.params.n)}/`, 301),
  );
  app.get('/blog.html', (_request, reply) => reply.redirect('/blog/', 301));
  app.get('/404.html', (_request, reply) => sendNotFoundPage(reply, ctx));
}
