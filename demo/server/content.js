/**
 * The demo's content: the site search over one SQLite FTS5 index (pages, journal posts, portfolio projects; migration
 * 7 in content-schema.js keeps it current with triggers) and the journal, a list of posts or one post with its
 * threaded comments (comments.js). Written into page templates by renderPage: `%SEARCH_RESULTS%` and `%JOURNAL%`.
 */
import { commentForm, commentRows, commentThread, paragraphs, when } from './comments.js';
import { escapeHtml } from './site.js';

export const SEARCH_LIMITS = { query: 100, terms: 8, results: 20 };

/**
 * Where a result may point: a path on this site, a journal post or a project by slug, a fragment. Anything else
 * becomes `#`.
 */
const resultHref = (value) =>
  typeof value === 'string' && /^\/(?!\/)[\w./-]*(\?(?:post|project)=[\w-]+)?(#[\w-]*)?$/.test(value) ? value : '#';

const KINDS = { page: 'Page', post: 'Journal', project: 'Work' };

/**
 * The visitor's words as an FTS5 query that cannot be a syntax error: each word becomes a quoted phrase (its quotes
 * doubled) matched as a prefix, words without a letter or digit are dropped, and all must match.
 */
export function ftsQuery(q) {
  const words = String(q)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, SEARCH_LIMITS.terms);
  return words.map((w) => `"${w.replaceAll('"', '""')}"*`).join(' ');
}

/**
 * Highlighted text made safe: the index answers with our two control characters around each hit (stored text never
 * holds them), everything is escaped, then only those become `<mark>`.
 */
export const marked = (text) =>
  escapeHtml(text ?? '')
    .replaceAll('\u0001', '<mark>')
    .replaceAll('\u0002', '</mark>');

/** What the site search finds for `query` (the `q` parameter), best first; never throws on a visitor's query. */
export function searchSite(db, query) {
  // Control characters are never text a visitor means (and two of them are the index's hit markers).
  const q =
    typeof query === 'string'
      ? query
          .replace(/\p{Cc}/gu, ' ')
          .trim()
          .slice(0, SEARCH_LIMITS.query)
      : '';
  const match = ftsQuery(q);
  if (!match) return { q, results: [] };
  try {
    const rows = db.all(
      `SELECT kind, url, highlight(search_index, 0, char(1), char(2)) AS title,
              snippet(search_index, 1, char(1), char(2), '…', 14) AS snippet
         FROM search_index WHERE search_index MATCH ? ORDER BY bm25(search_index, 10.0, 1.0) LIMIT ?`,
      [match, SEARCH_LIMITS.results],
    );
    return { q, results: rows };
  } catch (err) {
    // A query the quoting still let through must not become a 500; it finds nothing.
    console.warn(`search: ${err.message}`);
    return { q, results: [] };
  }
}

/** The results page's body: the `<pb-search>` form holding the query, then the results. */
export function searchPage(db, query) {
  const found = searchSite(db, query);
  return (
    '<pb-search><form role="search" action="/search.html" method="get" class="search-form">' +
    '<label for="search-q">Search the site</label> ' +
    `<input id="search-q" type="search" name="q" value="${escapeHtml(found.q)}" maxlength="${SEARCH_LIMITS.query}"> ` +
    '<button type="submit">Search</button></form></pb-search>' +
    searchResults(found)
  );
}

/** The results as a list of links with their highlighted snippets, or a sentence when there are none. */
export function searchResults({ q, results }) {
  const quoted = `&ldquo;${escapeHtml(q)}&rdquo;`;
  if (!q) return '<p class="search-summary">Type a word to search the site: a piece, a glaze, a class.</p>';
  if (!results.length) return `<p class="search-summary">Nothing on this site matches ${quoted}.</p>`;
  const items = results.map(
    (r) =>
      `<li><a href="${escapeHtml(resultHref(r.url))}">${marked(r.title)}</a> ` +
      `<span class="result-kind">${KINDS[r.kind] ?? 'Page'}</span>` +
      `<p class="result-snippet">${marked(r.snippet)}</p></li>`,
  );
  const count = `${results.length} result${results.length === 1 ? '' : 's'}`;
  return `<p class="search-summary">${count} for ${quoted}:</p><ol class="results">${items.join('')}</ol>`;
}

const byline = (row) => `<p class="post-meta">${escapeHtml(row.author)}, ${when(row.published_at)}</p>`;

function postList(db) {
  const rows = db.all('SELECT slug, title, author, published_at, body FROM posts ORDER BY published_at DESC, id DESC');
  const items = rows.map(
    (row) =>
      `<li><article class="post-summary"><h2><a href="/journal.html?post=${encodeURIComponent(row.slug)}">${escapeHtml(row.title)}</a></h2>` +
      `${byline(row)}${paragraphs(String(row.body).split(/\n\s*\n/)[0])}</article></li>`,
  );
  return `<h1>Journal</h1><p>Notes from the studio.</p><ol class="post-list">${items.join('')}</ol>`;
}

/** `%JOURNAL_TITLE%`: what the journal page's <title> names, so every post has its own (escaped, as text). */
export function journalTitle(db, post) {
  if (typeof post !== 'string' || !post) return 'Journal';
  const row = db.get('SELECT title FROM posts WHERE slug = ?', [post]);
  return row ? `${escapeHtml(row.title)} - Journal` : 'Post not found - Journal';
}

/** Media a post carries after its byline (the posts' bodies are plain text): the interview on the March kiln. */
const POST_MEDIA = {
  'opening-the-march-kiln': `<figure class="post-media"><pb-media label="Anouk on how the studio started">
      <audio controls preload="metadata" src="/demo-assets/interview-anouk.wav">
        <track kind="captions" src="/demo-assets/interview-anouk.vtt" srclang="en" label="English" default>
      </audio></pb-media>
    <figcaption>Listen: Anouk on how the studio started (16 s, with a transcript line; <a href="/demo-assets/interview-anouk.vtt">read it</a>).</figcaption></figure>`,
};

/**
 * `%JOURNAL%`: the list of posts, or with `post` (a slug) that post and its comments. `replyTo` (the
 * `replytocom` parameter) renders the comment form under that comment, as a reply link does without the script;
 * `error` is a no-script post's failure, shown above the form, and `values` what that post carried, kept in the form.
 */
export function journalPage(db, { post, replyTo, error, values, nonces } = {}) {
  if (typeof post !== 'string' || !post) return postList(db);
  const row = db.get('SELECT id, slug, title, author, published_at, body FROM posts WHERE slug = ?', [post]);
  if (!row) {
    return '<h1>Post not found</h1><p>There is no journal post at this address. <a href="/journal.html">All posts</a>.</p>';
  }
  const comments = commentRows(db, row.id);
  const reply = comments.find((c) => String(c.id) === String(replyTo ?? ''));
  const form = commentForm(row, nonces.issue('comment'), { replyTo: reply, error, values });
  const count = `${comments.length} comment${comments.length === 1 ? '' : 's'}`;
  return (
    `<article class="post"><h1>${escapeHtml(row.title)}</h1>${byline(row)}${POST_MEDIA[row.slug] ?? ''}${paragraphs(row.body)}</article>` +
    `<section class="comments" aria-labelledby="comments-title"><h2 id="comments-title">${count}</h2>` +
    `<pb-comments count-target="comments-title">${commentThread(comments, row, { reply, form })}${reply ? '' : form}</pb-comments></section>` +
    '<p><a href="/journal.html">All posts</a></p>'
  );
}
