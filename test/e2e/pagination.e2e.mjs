/**
 * Ajax pagination on the demo's journal list (/blog/) in a real Chromium against the demo server: a page link
 * replaces only the list's module (the header, the heading, the footer and the module element keep their nodes; no
 * document navigation), a page that has gone answers 404 and its module is still shown, Back and Forward restore
 * the module's earlier pages, a Ctrl+click is left to the browser, no layout shift, axe without violations.
 *
 *   npm run build && node --test test/e2e/pagination.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BLOG } from '../../demo/server/blog.js';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { until as pollPage, recordShifts } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-pagination-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** Test-side helpers, added before the page's own scripts: layout shifts without recent input, the module's state. */
function probe() {
  window.__list = () => {
    const module = document.getElementById('journal-list');
    return {
      path: location.pathname,
      titles: [...module.querySelectorAll('h2 a')].map((a) => a.textContent),
      empty: module.querySelector('.blog-empty')?.textContent ?? null,
      busy: module.getAttribute('aria-busy'),
      announced: document.querySelector('pb-ajax-pagination [role="status"]')?.textContent ?? null,
      focused: document.activeElement === module,
      title: document.title,
    };
  };
  /** Marks the nodes around the module; `__same()` later says which of them are still the very same nodes. */
  window.__mark = () => {
    const pick = () => ({
      header: document.querySelector('body > header'),
      heading: document.querySelector('main > h1'),
      footer: document.querySelector('body > footer'),
      element: document.querySelector('pb-ajax-pagination'),
      module: document.getElementById('journal-list'),
    });
    const marked = pick();
    window.__same = () =>
      Object.entries(pick())
        .filter(([k, v]) => marked[k] !== v)
        .map(([k]) => k);
  };
}

const read = (page, name) => page.evaluate((n) => window[n](), name);
const until = (page, fn, what, arg) => pollPage(page, fn, arg, what, WAIT);

async function axe(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`);
}

describe('ajax pagination on the demo journal list', () => {
  let app;
  let db;
  let browser;
  let context;
  const extra = [];

  before(async () => {
    if (BROWSER.skip) return;
    const dbPath = path.join(TMP, 'pagination.sqlite');
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });
    db = await openDatabase(dbPath);
    browser = await launchChromium(WAIT);
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });
  after(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
    db?.close();
    await app?.close();
  });

  let opened = [];
  afterEach(async () => {
    const errors = opened.flatMap(({ errors }) => errors);
    for (const { page } of opened) await page.close().catch(() => {});
    opened = [];
    for (const id of extra.splice(0)) db.write('DELETE FROM posts WHERE id = ?', [id]);
    assert.deepEqual(errors, [], 'page errors');
  });

  async function open(url) {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    opened.push({ page, errors });
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    await page.goto(`${app.url}${url}`);
    await until(
      page,
      () => customElements.get('pb-ajax-pagination') && document.querySelector('pb-ajax-pagination [role="status"]'),
      `${url} upgraded`,
    );
    await page.evaluate(() => window.__mark());
    return page;
  }

  /** The titles of page `n` of the list as the database orders them. */
  const titlesOf = (n) =>
    db
      .all('SELECT title FROM posts ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?', [
        BLOG.perPage,
        (n - 1) * BLOG.perPage,
      ])
      .map((r) => r.title);
  const pageLink = (page, n) =>
    page.locator(`#journal-list nav a:not([rel])[href="${n === 1 ? '/blog/' : `/blog/page/${n}/`}"]`);

  test(
    'a page link swaps only the module; a page gone since answers 404 and is shown; Back and Forward restore',
    BROWSER,
    async () => {
      // A fifth page for now: its link is on every page rendered before the posts are removed again.
      for (let i = 0; i < BLOG.perPage; i++)
        extra.push(
          db.write('INSERT INTO posts (slug, title, author, published_at, body) VALUES (?, ?, ?, ?, ?)', [
            `old-note-${i}`,
            `Old note ${i}`,
            'Anna de Vries',
            `2019-01-0${i + 1}`,
            'An old note from the studio.',
          ]),
        );
      const page = await open('/blog/');
      const first = titlesOf(1);
      const second = titlesOf(2);
      assert.deepEqual((await read(page, '__list')).titles, first);
      assert.deepEqual(await axe(page), [], 'axe on page 1');

      await pageLink(page, 2).click();
      await until(page, () => window.__list().announced === 'Page 2 loaded', 'page 2 announced');
      let list = await read(page, '__list');
      assert.deepEqual(list.titles, second);
      assert.equal(list.path, '/blog/page/2/');
      assert.equal(list.busy, null);
      assert.equal(list.focused, true, 'focus on the module');
      assert.match(list.title, /^Journal/);
      assert.deepEqual(await page.evaluate(() => window.__same()), [], 'the nodes around the module are the same');
      assert.deepEqual(await axe(page), [], 'axe on page 2');

      // The fifth page goes away; its link (still on page 2) now answers 404, and that page's module is used.
      for (const id of extra.splice(0)) db.write('DELETE FROM posts WHERE id = ?', [id]);
      await pageLink(page, 5).click();
      await until(page, () => window.__list().announced === 'Page 5 loaded', 'page 5 announced');
      list = await read(page, '__list');
      assert.equal(list.path, '/blog/page/5/');
      assert.deepEqual(list.titles, []);
      assert.match(list.empty, /There are no posts on this page\. The journal has 4 pages/);
      assert.match(list.title, /^Page not found/);
      assert.deepEqual(await page.evaluate(() => window.__same()), [], 'still only the module, through a 404');
      assert.deepEqual(await axe(page), [], 'axe on the 404 module');

      await page.goBack();
      await until(
        page,
        () => window.__list().path === '/blog/page/2/' && window.__list().titles.length,
        'back on page 2',
      );
      list = await read(page, '__list');
      assert.deepEqual(list.titles, second, 'Back restores page 2 as it was shown');
      assert.match(list.title, /^Journal/, "and its title, not the 404 page's");
      await page.goBack();
      await until(
        page,
        () => window.__list().path === '/blog/' && window.__list().announced === 'Page 1 loaded',
        'back on 1',
      );
      assert.deepEqual((await read(page, '__list')).titles, first);
      await page.goForward();
      await until(
        page,
        () => window.__list().path === '/blog/page/2/' && window.__list().announced === 'Page 2 loaded',
        'forward',
      );
      assert.deepEqual((await read(page, '__list')).titles, second);
      assert.deepEqual(await page.evaluate(() => window.__same()), [], 'no document navigation at all');
      assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'no layout shift');
    },
  );

  test('a reload keeps the page; Back after it shows the earlier page', BROWSER, async () => {
    const page = await open('/blog/page/2/');
    await pageLink(page, 3).click();
    await until(page, () => window.__list().announced === 'Page 3 loaded', 'page 3 announced');
    await page.reload();
    await until(page, () => document.querySelector('pb-ajax-pagination [role="status"]'), 'upgraded again');
    assert.deepEqual((await read(page, '__list')).titles, titlesOf(3));
    await page.goBack();
    // The address changes at once and the list when page 2 has loaded: wait for the list, not the address.
    await until(
      page,
      (first) => window.__list().path === '/blog/page/2/' && window.__list().titles[0] === first,
      'back on page 2',
      titlesOf(2)[0],
    );
    assert.deepEqual((await read(page, '__list')).titles, titlesOf(2));
  });

  test('a Ctrl+click and a post link are left to the browser', BROWSER, async () => {
    const page = await open('/blog/');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      pageLink(page, 2).click({ modifiers: ['Control'] }),
    ]);
    opened.push({ page: popup, errors: [] });
    await popup.waitForLoadState();
    assert.equal(new URL(popup.url()).pathname, '/blog/page/2/', 'a new tab with page 2');
    assert.equal((await read(page, '__list')).path, '/blog/', 'this page stays');
    await Promise.all([page.waitForURL(/journal\.html\?post=/), page.locator('#journal-list h2 a').first().click()]);
    assert.match(await page.locator('main h1').textContent(), new RegExp(titlesOf(1)[0]));
  });

  test(
    'two paginated modules on one page: Back twice and Forward twice replay what was seen, titles too',
    BROWSER,
    async () => {
      // A page with two server-paginated lists, each link carrying both lists' pages, as a CMS would render it.
      const html = (news, events) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>News ${news}, events ${events}</title><script type="module" src="/dist/pb.js"></script></head>
<body><main><h1>Two lists</h1>
<pb-ajax-pagination><section id="news" aria-label="News"><p class="shown">News page ${news}</p>
<nav aria-label="News pages"><a href="/two-lists/?news=${news + 1}&amp;events=${events}">Next news</a></nav></section></pb-ajax-pagination>
<pb-ajax-pagination><section id="events" aria-label="Events"><p class="shown">Events page ${events}</p>
<nav aria-label="Event pages"><a href="/two-lists/?news=${news}&amp;events=${events + 1}">Next events</a></nav></section></pb-ajax-pagination>
</main></body></html>`;
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT);
      const errors = [];
      page.on('pageerror', (err) => errors.push(err.message));
      opened.push({ page, errors });
      let fetched = 0;
      await page.route(/\/two-lists\/(\?.*)?$/, (route) => {
        const url = new URL(route.request().url());
        if (route.request().resourceType() === 'fetch') fetched++;
        return route.fulfill({
          contentType: 'text/html',
          body: html(Number(url.searchParams.get('news') ?? 1), Number(url.searchParams.get('events') ?? 1)),
        });
      });
      await page.goto(`${app.url}/two-lists/`);
      await until(page, () => document.querySelectorAll('pb-ajax-pagination [role="status"]').length === 2, 'upgraded');
      const seen = () =>
        page.evaluate(() => [
          document.querySelector('#news .shown').textContent,
          document.querySelector('#events .shown').textContent,
          document.title,
        ]);
      const start = await seen();
      const waitFor = (want, what) =>
        until(
          page,
          (w) =>
            JSON.stringify([
              document.querySelector('#news .shown').textContent,
              document.querySelector('#events .shown').textContent,
              document.title,
            ]) === JSON.stringify(w),
          what,
          want,
        );
      await page.getByText('Next news').click();
      const afterNews = ['News page 2', 'Events page 1', 'News 2, events 1'];
      await waitFor(afterNews, 'news paged');
      await page.getByText('Next events').click();
      const afterEvents = ['News page 2', 'Events page 2', 'News 1, events 2'];
      await waitFor(afterEvents, 'events paged');
      await page.goBack();
      await waitFor(afterNews, 'Back once');
      await page.goBack();
      await waitFor(start, 'Back twice');
      await page.goForward();
      await waitFor(afterNews, 'Forward once');
      await page.goForward();
      await waitFor(afterEvents, 'Forward twice');
      assert.deepEqual(await seen(), afterEvents);
      assert.equal(fetched, 2, 'the replay comes from memory');
    },
  );
});
