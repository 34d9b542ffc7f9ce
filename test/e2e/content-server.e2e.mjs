/**
 * The content backend over real HTTP: the FTS5 site search (results, highlights, the index kept current by its
 * triggers, escaping of stored text and of the query, odd query syntax), the journal pages, and POST /api/comments
 * (stored rows, validation, parent on the same post, depth, nonce, JSON or redirect, rate limit).
 *
 *   node --test test/e2e/content-server.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { COMMENT_RATE_LIMIT } from '../../demo/server/comments.js';
import { ftsQuery } from '../../demo/server/content.js';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-content-server-'));
const T = { timeout: 30_000 };
const PROBE = '<img src=x onerror=alert(1)>';
const POST = 'opening-the-march-kiln';
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** The `<main>` of a page: what the content placeholders wrote. */
const main = (html) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('content backend', () => {
  let app;
  let db;
  let clock = 1_750_000_000_000;
  before(async () => {
    const dbPath = path.join(TMP, 'content.sqlite');
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT, now: () => clock });
    db = await openDatabase(dbPath);
  });
  after(async () => {
    db?.close();
    await app?.close();
  });

  const page = async (url) => {
    const res = await fetch(`${app.url}${url}`);
    assert.equal(res.status, 200, url);
    return main(await res.text());
  };
  const search = (q) => page(`/search.html?q=${encodeURIComponent(q)}`);
  const nonce = async (slug = POST) => /name="nonce" value="([^"]+)"/.exec(await page(`/journal.html?post=${slug}`))[1];
  /** Posts a comment as `<pb-comments>` does (JSON asked for), or as the bare form (`json: false`). */
  async function comment(fields, { json = true } = {}) {
    clock += COMMENT_RATE_LIMIT.windowMs; // each call in a fresh rate-limit window
    const body = new URLSearchParams({ post_id: '1', parent_id: '0', name: 'Ria', body: 'Lovely.', ...fields });
    const res = await fetch(`${app.url}/api/comments`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: json ? { Accept: 'application/json, text/html;q=0.9' } : { Accept: 'text/html' },
    });
    const text = await res.text();
    return {
      status: res.status,
      location: res.headers.get('location'),
      body: json ? JSON.parse(text) : null,
      html: text,
    };
  }

  test('FTS5 search finds pages, posts and projects with highlighted titles and snippets', T, async () => {
    const html = await search('celadon');
    assert.match(html, /2 results for &ldquo;celadon&rdquo;/);
    assert.match(
      html,
      /<a href="\/project.html\?project=celadon-tea-bowls"><mark>Celadon<\/mark> tea bowls<\/a> <span class="result-kind">Work<\/span>/,
    );
    assert.match(html, /<a href="\/journal\.html\?post=opening-the-march-kiln">Opening the March kiln<\/a>/);
    assert.match(html, /The <mark>celadon<\/mark> tea bowls came out/);
    // Prefix match, more than one word (all must match), and a page.
    assert.match(await search('glaz'), /<mark>glaze<\/mark>/);
    assert.match(await search('utrecht studio'), /<a href="\/">Home<\/a> <span class="result-kind">Page<\/span>/);
    assert.match(await search('zzzznothing'), /Nothing on this site matches &ldquo;zzzznothing&rdquo;/);
    assert.match(await search('   '), /Type a word to search the site/);
    // The form holds the query, escaped.
    assert.match(await search('oat "mug'), /<pb-search><form role="search"[\s\S]*value="oat &quot;mug"/);
  });

  test('the index follows inserts, updates and deletes of posts, pages and projects (triggers)', T, async () => {
    const id = db.write(
      "INSERT INTO posts (slug, title, author, published_at, body) VALUES ('raku-day', 'Raku day', 'Anna', '2025-07-01', 'Pulling glowing pots from a barrel of sawdust.')",
    );
    assert.match(await search('sawdust'), /Raku day/);
    db.write("UPDATE posts SET title = 'Raku afternoon' WHERE id = ?", [id]);
    const updated = await search('raku');
    assert.match(updated, /<mark>Raku<\/mark> afternoon/);
    assert.doesNotMatch(updated, /Raku day/);
    db.write('DELETE FROM posts WHERE id = ?', [id]);
    assert.match(await search('sawdust'), /Nothing on this site matches/);
    db.write("UPDATE portfolio_projects SET title = 'Cobalt window boxes' WHERE slug = 'cobalt-planters'");
    assert.match(await search('window boxes'), /<mark>Cobalt<\/mark>|<mark>window<\/mark> <mark>boxes<\/mark>/);
    db.write("UPDATE site_pages SET body = body || ' Open on Sundays in December.' WHERE slug = 'visit'");
    assert.match(await search('sundays'), /<a href="\/consent\.html">Visit<\/a>/);
  });

  test('stored text is escaped in titles and snippets; only our <mark> survives', T, async () => {
    const id = db.write('INSERT INTO posts (slug, title, author, published_at, body) VALUES (?, ?, ?, ?, ?)', [
      'probe-post',
      `${PROBE} kilnprobe`,
      'Anna',
      '2025-07-02',
      `<script>alert(1)</script> a \u0001marked\u0002 word <mark>fake</mark> kilnprobe & more`,
    ]);
    const html = await search('kilnprobe');
    assert.doesNotMatch(html, /<img|<script|<mark>fake/);
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt; <mark>kilnprobe<\/mark>/);
    assert.match(
      html,
      /&lt;script&gt;alert\(1\)&lt;\/script&gt; a marked word &lt;mark&gt;fake&lt;\/mark&gt; <mark>kilnprobe<\/mark> &amp; more/,
    );
    assert.equal(html.match(/<mark>/g).length, 2, 'one highlight in the title, one in the snippet');
    // The post page escapes it too.
    const post = await page('/journal.html?post=probe-post');
    assert.doesNotMatch(post, /<img|<script/);
    db.write('DELETE FROM posts WHERE id = ?', [id]);
  });

  test('a query is never markup and never FTS syntax: odd queries answer 200', T, async () => {
    const probe = await search(PROBE);
    assert.doesNotMatch(probe, /<img/);
    assert.match(probe, /&ldquo;&lt;img src=x onerror=alert\(1\)&gt;&rdquo;/);
    const odd = [
      '"',
      '""',
      '*',
      'AND',
      'kiln OR',
      'NEAR(a b)',
      'title:kiln',
      '^kiln',
      'kiln"',
      'a"b"c',
      '-',
      '(',
      ')',
      "'; DROP TABLE posts;--",
      '\u0001kiln\u0002',
      '{title body}:kiln',
      'kiln AND NOT',
      'x'.repeat(500),
      '%_\\',
      'café',
    ];
    for (const q of odd) {
      const html = await search(q);
      assert.match(html, /class="search-summary"/, JSON.stringify(q));
      assert.ok(!/[\p{Cc}]/u.test(html.replace(/\s/g, '')), 'no stray marker');
    }
    assert.match(await search('kiln"'), /Opening the March <mark>kiln<\/mark>/);
    assert.equal(db.get('SELECT COUNT(*) AS n FROM posts').n >= 4, true, 'posts survived');
    assert.equal(ftsQuery('a "b" *'), '"a"* """b"""*');
  });

  test("the shared header's menu marks the page shown, the blog at its own address", T, async () => {
    const current = async (url) =>
      [...(await (await fetch(`${app.url}${url}`)).text()).matchAll(/<a href="([^"]+)" aria-current="page">/g)].map(
        (m) => m[1],
      );
    assert.deepEqual(await current('/blog/'), ['/blog/']);
    assert.deepEqual(await current('/studio.html'), ['/studio.html']);
    assert.deepEqual(await current('/'), ['/']);
  });

  test('the journal lists the posts; a post shows its threaded comments and the form', T, async () => {
    const list = await page('/journal.html');
    assert.equal(list.match(/<article class="post-summary">/g).length, db.get('SELECT COUNT(*) AS n FROM posts').n);
    assert.match(list, /href="\/journal\.html\?post=opening-the-march-kiln"/);
    const post = await page(`/journal.html?post=${POST}`);
    assert.match(post, /<li id="comment-1" class="comment depth-1">[\s\S]*<ol class="children"><li id="comment-2"/);
    assert.match(
      post,
      /data-commentid="1" data-postid="1" data-belowelement="div-comment-1" data-respondelement="respond" data-replyto="Reply to Marieke"/,
    );
    assert.match(post, /<input type="hidden" name="parent_id" id="comment_parent" value="0">/);
    assert.match(post, /id="cancel-comment-reply-link" href="[^"]+" hidden>/);
    // Without the script, a reply link's address puts the form under that comment.
    const reply = await page(`/journal.html?post=${POST}&replytocom=3`);
    assert.match(reply, /id="div-comment-3"[\s\S]*<\/article><div id="respond"/);
    assert.match(reply, /<span>Reply to Pieter<\/span> <a rel="nofollow" id="cancel-comment-reply-link" href="[^"]+">/);
    assert.match(reply, /name="parent_id" id="comment_parent" value="3"/);
    assert.match(await page('/journal.html?post=nope'), /Post not found/);
  });

  test('a comment is stored and shown escaped; JSON for the script, a redirect for the bare form', T, async () => {
    const n = await nonce();
    const out = await comment({
      nonce: n,
      name: PROBE,
      body: `First <b>line</b>\n\nSecond ${PROBE}`,
      email: 'ria@example.nl',
    });
    assert.equal(out.status, 201);
    assert.deepEqual(Object.keys(out.body).sort(), [
      'body',
      'created_at',
      'date',
      'depth',
      'id',
      'name',
      'parent_id',
      'reply_url',
    ]);
    assert.equal(out.body.name, PROBE);
    assert.equal(out.body.reply_url, `/journal.html?post=${POST}&replytocom=${out.body.id}#respond`);
    const row = db.get('SELECT * FROM comments WHERE id = ?', [out.body.id]);
    assert.equal(row.post_id, 1);
    assert.equal(row.parent_id, null);
    assert.equal(row.email, 'ria@example.nl');
    assert.equal(row.body, `First <b>line</b>\n\nSecond ${PROBE}`);
    assert.match(row.ip_hash, /^[0-9a-f]{32}$/);
    assert.equal(row.created_at, new Date(clock).toISOString());
    const html = await page(`/journal.html?post=${POST}`);
    assert.doesNotMatch(html, /<img|<b>line/);
    assert.match(html, /<b class="comment-author">&lt;img src=x onerror=alert\(1\)&gt;<\/b>/);
    assert.match(html, /<p>First &lt;b&gt;line&lt;\/b&gt;<\/p><p>Second &lt;img/);

    const bare = await comment(
      { nonce: n, parent_id: String(out.body.id), body: 'A reply without the script.' },
      { json: false },
    );
    assert.equal(bare.status, 303);
    const id = db.get('SELECT MAX(id) AS id FROM comments').id;
    assert.equal(bare.location, `/journal.html?post=${POST}#comment-${id}`);
    assert.deepEqual(db.get('SELECT parent_id, depth FROM comments WHERE id = ?', [id]), {
      parent_id: out.body.id,
      depth: 2,
    });
  });

  test('validation: required body and name, email format, lengths; nothing is written', T, async () => {
    const n = await nonce();
    const before = db.get('SELECT COUNT(*) AS n FROM comments').n;
    const cases = [
      [{ body: '  \n ' }, 'Please write a comment.'],
      [{ name: ' ' }, 'Please give your name.'],
      [{ email: 'not-an-email' }, 'That email address does not look right.'],
      [{ body: 'x'.repeat(2001) }, 'That comment is too long.'],
      [{ post_id: '999' }, 'That post does not exist.'],
      [{ parent_id: 'abc' }, 'The comment you replied to is not on this post.'],
    ];
    for (const [fields, error] of cases) {
      const out = await comment({ nonce: n, ...fields });
      assert.equal(out.status, fields.post_id ? 404 : 400, error);
      assert.deepEqual(out.body, { error });
    }
    // Without the script: the post's page again, the message above the form and everything typed kept (escaped).
    const bare = await comment({ nonce: n, name: PROBE, email: 'ria@example.org', body: '' }, { json: false });
    assert.equal(bare.status, 400);
    assert.equal(bare.location, null);
    const at = bare.html.indexOf('id="commentform"');
    const form = bare.html.slice(at, bare.html.indexOf('</form>', at));
    assert.match(form, /<p class="comment-error" role="alert">Please write a comment\.<\/p>/);
    assert.match(form, /name="name"[^>]* value="&lt;img src=x onerror=alert\(1\)&gt;"/);
    assert.match(form, /name="email"[^>]* value="ria@example\.org"/);
    assert.doesNotMatch(bare.html, /<img src=x/);
    const long = await comment({ nonce: n, body: `Kept ${'x'.repeat(2001)}` }, { json: false });
    assert.equal(long.status, 400);
    assert.match(long.html, /<textarea[^>]*>Kept x{2001}<\/textarea>/);
    assert.match(long.html, /role="alert">That comment is too long\.<\/p>/);
    // An expired or forged nonce keeps the text too, and the page carries a fresh one to post again with.
    const stale = await comment({ nonce: 'forged', body: 'Typed before lunch.' }, { json: false });
    assert.equal(stale.status, 403);
    assert.match(stale.html, /<textarea[^>]*>Typed before lunch\.<\/textarea>/);
    assert.match(stale.html, /name="nonce" value="[^"]+"/);
    // A failed reply comes back as a reply: the form under the comment it answered.
    const parent = db.get('SELECT MIN(id) AS id FROM comments WHERE post_id = 1').id;
    const reply = await comment({ nonce: n, parent_id: String(parent), name: '' }, { json: false });
    assert.equal(reply.status, 400);
    assert.match(reply.html, /id="comment_parent" value="\d+"/);
    assert.match(reply.html, /<span>Reply to /);
    assert.equal(db.get('SELECT COUNT(*) AS n FROM comments').n, before);
  });

  test('the parent must be a comment of the same post, and the thread at most 4 deep', T, async () => {
    const n = await nonce();
    const other = db.write(
      "INSERT INTO comments (post_id, name, body, created_at) VALUES (2, 'Kees', 'On the oat glaze.', '2025-04-10T10:00:00.000Z')",
    );
    for (const parent of [String(other), '424242']) {
      const out = await comment({ nonce: n, parent_id: parent });
      assert.equal(out.status, 400);
      assert.deepEqual(out.body, { error: 'The comment you replied to is not on this post.' });
    }
    let parent = 0;
    for (let depth = 1; depth <= 4; depth++) {
      const out = await comment({ nonce: n, parent_id: String(parent), body: `depth ${depth}` });
      assert.equal(out.body.depth, depth);
      assert.equal(out.body.reply_url === null, depth === 4, 'no reply link at the deepest level');
      parent = out.body.id;
    }
    const deep = await comment({ nonce: n, parent_id: String(parent) });
    assert.equal(deep.status, 400);
    assert.deepEqual(deep.body, { error: 'This thread is too deep for another reply.' });
  });

  test('a missing, forged or other-scope nonce is refused with 403', T, async () => {
    const frontend = /"frontend": "([^"]+)"/.exec(await (await fetch(`${app.url}/journal.html`)).text())[1];
    const n = await nonce();
    for (const bad of [undefined, '', 'abc', `${n.slice(0, -2)}xx`, frontend]) {
      const out = await comment(bad === undefined ? {} : { nonce: bad });
      assert.equal(out.status, 403, String(bad));
      assert.deepEqual(out.body, { error: 'This page has expired. Reload the page and try again.' });
    }
  });

  test('the comment rate limit holds per client and window', T, async () => {
    const n = await nonce();
    clock += COMMENT_RATE_LIMIT.windowMs;
    const send = () =>
      fetch(`${app.url}/api/comments`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({ post_id: '2', parent_id: '0', name: 'Bot', body: 'again', nonce: n }),
      });
    const statuses = [];
    for (let i = 0; i < COMMENT_RATE_LIMIT.max + 2; i++) statuses.push((await send()).status);
    assert.deepEqual(statuses, [...Array(COMMENT_RATE_LIMIT.max).fill(201), 429, 429]);
    const limited = await send();
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.deepEqual(await limited.json(), { error: 'too many requests; try again later' });
    assert.equal(db.get("SELECT COUNT(*) AS n FROM comments WHERE name = 'Bot'").n, COMMENT_RATE_LIMIT.max);
    // Without the script, over the limit: the post's page with the message and the text kept, still 429.
    const bare = await fetch(`${app.url}/api/comments`, {
      method: 'POST',
      headers: { Accept: 'text/html' },
      body: new URLSearchParams({ post_id: '2', parent_id: '0', name: 'Bot', body: 'Kept over the limit.', nonce: n }),
    });
    assert.equal(bare.status, 429);
    assert.ok(Number(bare.headers.get('retry-after')) > 0);
    const html = await bare.text();
    assert.match(html, /role="alert">Too many comments at once\. Wait a minute, then post again\.<\/p>/);
    assert.match(html, /<textarea[^>]*>Kept over the limit\.<\/textarea>/);
    clock += COMMENT_RATE_LIMIT.windowMs;
    assert.equal((await send()).status, 201, 'a new window');
  });
});
