/**
 * The demo pages and the built library, through @fastify/static. Pages are
 * templates (README "Pages"); every other file is served as it is. `dist/` is
 * served as a CDN would (see distHeaders and compressDist).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
 * A built file whose name carries its content's hash (`chunks/shared-BlXR8vKd.js`, its map) never changes: a
 * year, immutable. The rest (pb.js, consent.js, pb.css, elements/*.js: the addresses pages and pb.js ask for)
 * change with each release, so a browser keeps them five minutes, then revalidates (ETag).
 */
export const HASHED = /^chunks\/[\w.-]+-[\w-]{8}\.js(\.map)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_LIVED = 'public, max-age=300, must-revalidate';
const distHeaders = (root) => (reply, file) => {
  setFileHeaders(reply);
  const value = HASHED.test(path.relative(root, file).replaceAll('\\', '/')) ? IMMUTABLE : SHORT_LIVED;
  if (typeof reply.header === 'function') reply.header('Cache-Control', value);
  else reply.setHeader('Cache-Control', value);
};

/** Text worth compressing; images and video are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|map|json|svg|txt)$/;
/** Each file's compressed bodies, by path, version (its ETag) and encoding: compressed once, at the first request. */
const compressed = new Map();

/** The encoding to answer `accept` with: brotli, else gzip, else none; a `q=0` refuses one. */
export function pickEncoding(accept = '') {
  const offered = new Map();
  for (const part of String(accept).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : '';
}

/**
 * An onSend hook for `/dist/`: a whole file (200) of a compressible type goes out brotli- or gzip-compressed, at
 * the best level, as a CDN's precompressed copy would; the ETag becomes weak, as the bytes differ from the file's
 * (a revalidation still gets its 304). Node's zlib does both encodings.
 */
async function compressDist(request, reply, payload) {
  const whole = request.method === 'GET' && reply.statusCode === 200 && typeof payload?.pipe === 'function';
  if (!whole || !request.url.startsWith('/dist/')) return payload;
  const file = decodeURIComponent(request.url.split('?')[0]);
  if (!COMPRESSIBLE.test(file)) return payload;
  reply.header('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const etag = reply.getHeader('etag');
  const key = `${file}\n${etag}\n${encoding}`;
  let body = compressed.get(key);
  if (body) payload.destroy();
  else {
    const chunks = [];
    for await (const chunk of payload) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  reply.header('Content-Encoding', encoding);
  reply.header('Content-Length', body.length);
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('ETag', `W/${etag}`);
  return body;
}

/**
 * Holds the first render until the site header is parsed whole (HTML's `link rel=expect`, Chromium 124+): until the
 * page's `<main id="main">`, which comes after it on every page (Chromium lets the render go once the element is
 * inserted, not once it has been parsed to its end).
 */
const SITE_HEADER_EXPECT = '<link rel="expect" href="#main" blocking="render">';

/**
 * Fill a page template: `%TRACKER%` becomes the tracker origin,
 * `%AJAX_NONCE:<scope>%` a fresh ajax nonce for that scope, `%KILN_OPENING%`, `%KILN_OPENING_TEXT%` and
 * `%SERVER_NOW%` the studio's next kiln opening and the server's clock (kiln.js), `%SITE_HEADER%`
 * the shared header (`page` is the template's path, for aria-current; `layout` the header layout the header
 * styles page asks for) and, on such a page, the studio's chat launcher before `</body>` (site.js) and the render
 * hold above before `</head>`,
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
    // No frame of a half-parsed header: on a slow phone the parser yields mid-row and the browser painted the menu
    // with some of its items, which then moved (a layout shift). Engines without `rel=expect` paint as before.
    const head = out.indexOf('</head>');
    if (head >= 0) out = `${out.slice(0, head)}${SITE_HEADER_EXPECT}\n${out.slice(head)}`;
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
  app.addHook('onSend', compressDist);
  await app.register(fastifyStatic, {
    ...staticOptions,
    setHeaders: distHeaders(distDir),
    root: distDir,
    prefix: '/dist/',
    decorateReply: false,
  });
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
