/**
 * The paginated journal list and the 404 page over real HTTP: /blog/ and /blog/page/N/ from the posts table
 * (migration 11's seed), the page links, escaping, a page past the last answering 404 with the list's module in
 * the site's 404 page, the 404 page for every unknown address, redirects, the builder's POST.
 *
 *   node --test test/e2e/blog-server.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BLOG, pageNumbers } from '../../demo/server/blog.js';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-blog-server-'));
const T = { timeout: 30_000 };
const PROBE = '<img src=x onerror=alert(1)>';
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** The list's module as the page holds it, or null. */
const moduleOf = (html) =>
  /<pb-ajax-pagination><section id="journal-list"[\s\S]*?<\/section><\/pb-ajax-pagination>/.exec(html)?.[0] ?? null;
const titles = (html) =>
  [...html.matchAll(/<h2><a href="\/journal\.html\?post=[^"]+">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);
const links = (html) =>
  [
    ...(/<nav class="pagination"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(
      /<a href="([^"]+)"( rel="(?:prev|next)")?/g,
    ),
  ].map((m) => `${m[1]}${m[2] ?? ''}`);

describe('blog list and 404 page', () => {
  let app;
  let db;
  before(async () => {
    const dbPath = path.join(TMP, 'blog.sqlite');
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });
    db = await openDatabase(dbPath);
  });
  after(async () => {
    db?.close();
    await app?.close();
  });
  const get = async (url, init = {}) => {
    const res = await fetch(`${app.url}${url}`, { redirect: 'manual', ...init });
    return { status: res.status, headers: res.headers, html: await res.text() };
  };
  const posts = () => db.all('SELECT slug, title FROM posts ORDER BY published_at DESC, id DESC');

  test('migration 11 seeds enough posts for more than three pages, and indexes them for the search', T, async () => {
    const all = posts();
    assert.ok(all.length > 3 * BLOG.perPage, `${all.length} posts`);
    assert.ok(all.some((p) => p.slug === 'a-summer-of-porcelain'));
    const search = await get('/search.html?q=porcelain');
    assert.match(
      search.html,
      /<a href="\/journal\.html\?post=a-summer-of-porcelain">A summer of <mark>porcelain<\/mark><\/a>/,
    );
  });

  test('each page lists its rows, newest first, linked to the journal post, with real page links', T, async () => {
    const all = posts();
    const total = Math.ceil(all.length / BLOG.perPage);
    for (let n = 1; n <= total; n++) {
      const { status, headers, html } = await get(n === 1 ? '/blog/' : `/blog/page/${n}/`);
      assert.equal(status, 200, `page ${n}`);
      assert.match(headers.get('content-type'), /text\/html/);
      assert.match(html, /<header><pb-header/, 'the site header');
      const module = moduleOf(html);
      assert.ok(module, `page ${n} has the module`);
      const expected = all.slice((n - 1) * BLOG.perPage, n * BLOG.perPage);
      assert.deepEqual(
        titles(module),
        expected.map((p) => p.title),
      );
      for (const p of expected) assert.ok(module.includes(`href="/journal.html?post=${p.slug}"`));
      assert.match(module, new RegExp(`Page ${n} of ${total}, ${all.length} posts\\.`));
      assert.match(
        module,
        new RegExp(
          `<span class="page-current" aria-current="page"><span class="visually-hidden">Page </span>${n}</span>`,
        ),
      );
      const expectLinks = [
        ...(n > 1 ? [`${n === 2 ? '/blog/' : `/blog/page/${n - 1}/`} rel="prev"`] : []),
        ...Array.from({ length: total }, (_, i) => i + 1)
          .filter((i) => i !== n)
          .map((i) => (i === 1 ? '/blog/' : `/blog/page/${i}/`)),
        ...(n < total ? [`/blog/page/${n + 1}/ rel="next"`] : []),
      ];
      assert.deepEqual(links(module), expectLinks, `page ${n}'s links`);
    }
  });

  test('a page past the last answers 404 with the site 404 page, whose body holds the module', T, async () => {
    const total = Math.ceil(posts().length / BLOG.perPage);
    for (const url of [`/blog/page/${total + 1}/`, '/blog/page/999/', '/blog/page/0/', '/blog/page/abc/']) {
      const { status, html } = await get(url);
      assert.equal(status, 404, url);
      assert.match(html, /<title>Page not found/);
      assert.match(html, /<h1>Page not found<\/h1>/);
      const module = moduleOf(html);
      assert.ok(module, `${url} keeps the module`);
      assert.match(module, /<p class="blog-empty">There are no posts on this page\./);
      assert.deepEqual(titles(module), []);
      assert.ok(links(module).includes(`/blog/page/${total}/`), 'links back into the list');
    }
    const past = moduleOf((await get(`/blog/page/${total + 1}/`)).html);
    assert.ok(links(past).includes(`/blog/page/${total}/ rel="prev"`), 'previous goes to the last page');
  });

  test('every unknown address gets the 404 page without the module; the API keeps its JSON', T, async () => {
    for (const url of ['/nope', '/missing.html', '/a/b/c/', '/404.html', '/demo-assets/none.webp']) {
      const { status, headers, html } = await get(url);
      assert.equal(status, 404, url);
      assert.match(headers.get('content-type'), /text\/html/, url);
      assert.match(html, /<h1>Page not found<\/h1>/, url);
      assert.match(html, /<header><pb-header/, url);
      assert.equal(moduleOf(html), null, url);
      assert.ok(!html.includes('%BLOG%') && !html.includes('%SITE_HEADER%'), url);
    }
    const api = await get('/api/nope');
    assert.equal(api.status, 404);
    assert.deepEqual(JSON.parse(api.html), { error: 'not found' });
  });

  test('page 1 and the bare addresses redirect to /blog/', T, async () => {
    for (const [from, to] of [
      ['/blog/page/1/', '/blog/'],
      ['/blog', '/blog/'],
      ['/blog.html', '/blog/'],
      ['/blog/page/2', '/blog/page/2/'],
    ]) {
      const { status, headers } = await get(from);
      assert.equal(status, 301, from);
      assert.equal(headers.get('location'), to, from);
    }
    assert.equal((await get('/blog/', { method: 'DELETE' })).status, 405);
  });

  test('the builder POST (layout content, form encoded) answers the same page; past the last, 404', T, async () => {
    const body = new URLSearchParams({ layout_content: '[pb_blog]', pb_module: BLOG.moduleId, pb_page: '2' });
    const page2 = await get('/blog/page/2/', { method: 'POST', body });
    assert.equal(page2.status, 200);
    assert.deepEqual(titles(moduleOf(page2.html)), titles(moduleOf((await get('/blog/page/2/')).html)));
    assert.equal((await get('/blog/page/99/', { method: 'POST', body })).status, 404);
  });

  test('stored text is escaped in the list', T, async () => {
    const id = db.write('INSERT INTO posts (slug, title, author, published_at, body) VALUES (?, ?, ?, ?, ?)', [
      'probe-blog-post',
      `${PROBE} title`,
      `${PROBE} author`,
      '2099-01-01',
      `${PROBE} body & more`,
    ]);
    try {
      const module = moduleOf((await get('/blog/')).html);
      assert.doesNotMatch(module, /<img/);
      assert.match(module, /&lt;img src=x onerror=alert\(1\)&gt; title/);
      assert.match(module, /&lt;img src=x onerror=alert\(1\)&gt; author/);
      assert.match(module, /<p>&lt;img src=x onerror=alert\(1\)&gt; body &amp; more<\/p>/);
    } finally {
      db.write('DELETE FROM posts WHERE id = ?', [id]);
    }
  });

  test('page numbers: all up to 7, else first, last and the neighbours with gaps', () => {
    assert.deepEqual(pageNumbers(2, 4), [1, 2, 3, 4]);
    assert.deepEqual(pageNumbers(1, 10), [1, 2, null, 10]);
    assert.deepEqual(pageNumbers(5, 10), [1, null, 4, 5, 6, null, 10]);
    assert.deepEqual(pageNumbers(10, 10), [1, null, 9, 10]);
    assert.deepEqual(pageNumbers(3, 10), [1, 2, 3, 4, null, 10]);
  });
});
