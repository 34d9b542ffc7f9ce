/**
 * The demo pages and the built library, through @fastify/static. Pages are
 * templates (README "Pages"); every other file is served as it is.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { blogModule } from './blog.js';
import { journalPage, journalTitle, searchPage } from './content.js';
import { allowOnly } from './http.js';
import { fillKilnOpening } from './kiln.js';
import { newsletterPlaceholders } from './newsletter.js';
import { portfolioPlaceholders, projectPlaceholders } from './portfolio.js';
import { menuRows, portfolioItems, portfolioProjects, siteChat, siteHeader } from './site.js';
import { splitReport, splitReportHtml, splitSubjectsHtml } from './split.js';

/** Folders and names of letters, digits, `_`, `-`, `.`; no segment starts with a dot, so none is `..`. */
const PAGE = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.html$/;
const AJAX_NONCE = /%AJAX_NONCE:([a-z][a-z0-9_]{0,63})%/g;
const SPLIT_SUBJECTS = /%SPLIT_SUBJECTS:(\d{1,9})%/g;

const fileHeaders = {
  // Dev server: always revalidate so a rebuild shows up on reload.
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
};
function setFileHeaders(reply) {
  for (const [name, value] of Object.entries(fileHeaders)) {
    if (typeof reply.header === 'function') reply.header(name, value);
    else reply.setHeader(name, value);
  }
}
const staticOptions = { cacheControl: false, dotfiles: 'ignore', index: false, setHeaders: setFileHeaders };

/**
 * Fill a page template: `%TRACKER%` becomes the tracker origin,
 * `%AJAX_NONCE:<scope>%` a fresh ajax nonce for that scope, `%KILN_OPENING%`, `%KILN_OPENING_TEXT%` and
 * `%SERVER_NOW%` the studio's next kiln opening and the server's clock (kiln.js), `%SITE_HEADER%`
 * the shared header (`page` is the template's path, for aria-current; `layout` the header layout the header
 * styles page asks for) and, on such a page, the studio's chat launcher before `</body>` (site.js),
 * `%PORTFOLIO_ITEMS%` the portfolio from the database, `%PORTFOLIO%` and `%GALLERY%` the work page's
 * `<pb-portfolio>` and `<pb-gallery>` (portfolio.js), `%SEARCH_RESULTS%` the site search's results for
 * `query` (the `q` parameter), `%SPLIT_SUBJECTS:<id>%` a split test's subjects, `%JOURNAL%` the journal
 * (content.js; `journal` is its query parameters), `%JOURNAL_TITLE%` the post's title for <title>, `%BLOG%` the paginated journal list (blog.js; `blog` is
 * `{ page }`, none leaves it empty), `%PROJECT%` and `%PROJECT_TITLE%` one portfolio project (portfolio.js;
 * `project` is its slug, the `project` parameter), and a page that
 * uses `%NONCE%` gets a fresh nonce per request and a strict CSP that reports
 * violations to /api/csp-report.
 */
export function renderPage(
  html,
  { trackerUrl, nonces, db, page = 'index.html', layout, query, journal, blog, project },
) {
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };
  let out = html.replaceAll('%TRACKER%', trackerUrl).replace(AJAX_NONCE, (_, scope) => nonces.issue(scope));
  out = fillKilnOpening(out);
  if (out.includes('%NONCE%')) {
    const nonce = crypto.randomBytes(16).toString('base64');
    out = out.replaceAll('%NONCE%', nonce);
    headers['Content-Security-Policy'] =
      `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'; report-uri /api/csp-report`;
    headers['Cache-Control'] = 'no-store';
  } else headers['Cache-Control'] = 'no-cache';
  // Last, and in one pass, so nothing stored in the database (menu labels, project titles) is read as a placeholder.
  const parts = {};
  if (out.includes('%SITE_HEADER%')) {
    parts.SITE_HEADER = siteHeader(page, menuRows(db), layout);
    // Every page with the site's header has the studio's chat launcher, at the end of its body.
    const end = out.lastIndexOf('</body>');
    if (end >= 0) out = `${out.slice(0, end)}%SITE_CHAT%\n${out.slice(end)}`;
    parts.SITE_CHAT = siteChat();
  }
  if (out.includes('%PORTFOLIO_ITEMS%')) parts.PORTFOLIO_ITEMS = portfolioItems(portfolioProjects(db));
  if (out.includes('%SEARCH_RESULTS%')) parts.SEARCH_RESULTS = searchPage(db, query);
  if (out.includes('%JOURNAL%')) parts.JOURNAL = journalPage(db, { ...journal, nonces });
  if (out.includes('%JOURNAL_TITLE%')) parts.JOURNAL_TITLE = journalTitle(db, journal?.post);
  if (out.includes('%BLOG%')) parts.BLOG = blog ? blogModule(db, blog) : '';
  if (out.includes('%SPLIT_REPORT%')) parts.SPLIT_REPORT = splitReportHtml(splitReport(db));
  for (const [, id] of out.matchAll(SPLIT_SUBJECTS)) parts[`SPLIT_SUBJECTS:${id}`] = splitSubjectsHtml(db, Number(id));
  if (out.includes('%NEWSLETTER_CHECKSUM%')) Object.assign(parts, newsletterPlaceholders());
  if (out.includes('%PORTFOLIO%') || out.includes('%GALLERY%')) Object.assign(parts, portfolioPlaceholders(db, out));
  if (out.includes('%PROJECT%')) Object.assign(parts, projectPlaceholders(db, project));
  out = out.replace(
    /%(SITE_HEADER|SITE_CHAT|PORTFOLIO_ITEMS|SEARCH_RESULTS|JOURNAL|JOURNAL_TITLE|BLOG|SPLIT_REPORT|SPLIT_SUBJECTS:\d{1,9}|NEWSLETTER_CHECKSUM|PORTFOLIO|GALLERY|GALLERY_SLIDER|PROJECT|PROJECT_TITLE)%/g,
    (_, name) => parts[name],
  );
  return { html: out, headers };
}

export async function pageRoutes(app, ctx) {
  const { pagesDir, distDir } = ctx;
  await app.register(fastifyStatic, { ...staticOptions, root: distDir, prefix: '/dist/', decorateReply: false });
  // serve: false, the page route below decides what is a template.
  await app.register(fastifyStatic, { ...staticOptions, root: pagesDir, serve: false });

  app.get('/*', async (request, reply) => {
    const wanted = request.params['*'] || 'index.html';
    if (!wanted.endsWith('.html')) return reply.sendFile(wanted);
    if (!PAGE.test(wanted)) return reply.callNotFound();
    let template;
    try {
      template = await fs.promises.readFile(path.join(pagesDir, wanted), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    const { html, headers } = renderPage(template, {
      ...ctx,
      page: wanted,
      layout: request.query?.layout,
      query: request.query?.q,
      journal: { post: request.query?.post, replyTo: request.query?.replytocom },
      project: request.query?.project,
    });
    return reply.headers(headers).send(html);
  });
  allowOnly(app, '/*', 'GET, HEAD', { json: false });
  allowOnly(app, '/dist/*', 'GET, HEAD', { json: false });
}
