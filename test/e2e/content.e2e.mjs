/**
 * The site search and the journal's comments in a real Chromium against the demo server: results with highlights,
 * an empty query blocked, the reply move and cancel, Ctrl+Enter posting a comment that lands in the database and
 * shows as text, and a failed post keeping the text.
 *
 *   npm run build && node --test test/e2e/content.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-content-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const PROBE = '<img src=x onerror=window.__xss=1>';
const POST = '/journal.html?post=opening-the-march-kiln';
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** The focused element's id (through shadow roots), or null. */
const focusedId = (page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.id || a?.getAttribute('aria-label') || null;
  });

describe('search and comments on the demo pages', () => {
  let app;
  let db;
  let browser;
  let context;
  before(async () => {
    if (BROWSER.skip) return;
    const dbPath = path.join(TMP, 'content.sqlite');
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });
    db = await openDatabase(dbPath);
    browser = await launchChromium(WAIT);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    db?.close();
    await app?.close();
  });

  let opened = [];
  afterEach(async () => {
    const errors = opened.flatMap((o) => o.errors);
    for (const o of opened) await o.page.close().catch(() => {});
    opened = [];
    assert.deepEqual(errors, [], 'page errors');
  });
  async function open(url, tag) {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    opened.push({ page, errors });
    await page.goto(`${app.url}${url}`);
    await until(
      page,
      // Both are plain elements (no shadow root): defined means upgraded, their behaviour attached on connect.
      (t) => !!document.querySelector(t)?.matches(':defined'),
      tag,
      `${tag} upgraded`,
      WAIT,
    );
    return page;
  }

  test(
    'the search page shows FTS5 results with highlights; an empty query is blocked in the field',
    BROWSER,
    async () => {
      const page = await open('/search.html?q=celadon', 'pb-search');
      const marks = await page.locator('.results mark').allTextContents();
      assert.deepEqual(
        marks.map((m) => m.toLowerCase()),
        ['celadon', 'celadon'],
      );
      assert.equal(await page.locator('.results li a').first().textContent(), 'Celadon tea bowls');

      const field = page.locator('#search-q');
      await field.fill('   ');
      await field.press('Enter');
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      const describedBy = await field.getAttribute('aria-describedby');
      assert.equal(await page.locator(`#${describedBy}`).textContent(), 'Type a word to search for.');
      assert.equal(await focusedId(page), 'search-q');
      assert.equal(new URL(page.url()).searchParams.get('q'), 'celadon', 'no navigation');

      await field.fill('kiln');
      await Promise.all([page.waitForURL(/q=kiln/), field.press('Enter')]);
      await until(page, () => document.querySelectorAll('.results mark').length > 0, undefined, 'new results', WAIT);
      assert.match(await page.locator('.search-summary').textContent(), /results? for “kiln”/);
    },
  );

  test('Reply moves the form under the comment; cancel puts it back and focus returns to Reply', BROWSER, async () => {
    const page = await open(POST, 'pb-comments');
    const parentOfRespond = () =>
      page.evaluate(() => document.getElementById('respond').previousElementSibling?.id ?? '');
    await page.locator('#div-comment-3 .comment-reply-link').click();
    assert.equal(await parentOfRespond(), 'div-comment-3');
    assert.equal(await page.locator('#comment_parent').inputValue(), '3');
    assert.equal(await page.locator('#reply-title > span').textContent(), 'Reply to Pieter');
    assert.equal(await page.locator('#cancel-comment-reply-link').isVisible(), true);
    assert.equal(await focusedId(page), 'comment');
    assert.equal(new URL(page.url()).searchParams.get('replytocom'), null, 'no navigation');
    await page.locator('#cancel-comment-reply-link').click();
    assert.equal(await page.locator('#comment_parent').inputValue(), '0');
    assert.equal(await page.locator('#cancel-comment-reply-link').isVisible(), false);
    assert.equal(await page.evaluate(() => document.getElementById('respond').parentElement.localName), 'pb-comments');
    assert.equal(await focusedId(page), 'Reply to Pieter');
  });

  test('Ctrl+Enter posts a reply: the row is stored and the comment shows as text', BROWSER, async () => {
    const page = await open(POST, 'pb-comments');
    const heading = () => page.locator('#comments-title').textContent();
    const count = db.get('SELECT COUNT(*) AS n FROM comments WHERE post_id = 1').n;
    assert.equal(await heading(), `${count} comments`);
    await page.locator('#div-comment-1 .comment-reply-link').click();
    await page.locator('#author').fill(PROBE);
    await page.locator('#comment').fill(`Glad to hear it ${PROBE}`);
    await page.locator('#comment').press('Control+Enter');
    await until(
      page,
      () => document.querySelector('.pb-form-status')?.textContent === 'Your comment was posted.',
      undefined,
      'posted',
      WAIT,
    );
    const row = db.get('SELECT * FROM comments ORDER BY id DESC LIMIT 1');
    assert.deepEqual(
      [row.post_id, row.parent_id, row.depth, row.name, row.body],
      [1, 1, 2, PROBE, `Glad to hear it ${PROBE}`],
    );
    const li = page.locator(`#comment-1 > ol.children > li#comment-${row.id}`);
    assert.equal(await li.locator('.comment-author').textContent(), PROBE);
    assert.equal(await li.locator('img').count(), 0);
    assert.equal(await page.evaluate(() => window.__xss ?? 0), 0);
    assert.equal(await page.locator('#comment').inputValue(), '');
    assert.equal(await focusedId(page), `div-comment-${row.id}`);
    assert.equal(await heading(), `${count + 1} comments`);
    // After a reload the server renders it, escaped.
    await page.reload();
    assert.equal(await page.locator(`#comment-${row.id} .comment-author`).textContent(), PROBE);
    assert.equal(await page.locator(`#comment-${row.id} img`).count(), 0);
  });

  test(
    'an empty comment is flagged in the field; a failed post keeps the text and stores nothing',
    BROWSER,
    async () => {
      const page = await open(POST, 'pb-comments');
      const before = db.get('SELECT COUNT(*) AS n FROM comments').n;
      await page.locator('#commentform button[type=submit]').click();
      assert.equal(await page.locator('#comment').getAttribute('aria-invalid'), 'true');
      assert.equal(await focusedId(page), 'comment');
      await page.locator('#author').fill('Ria');
      await page.locator('#comment').fill('Please keep this text.');
      await page.route('**/api/comments', (route) => route.abort('internetdisconnected'));
      await page.locator('#commentform button[type=submit]').click();
      await until(
        page,
        () => /connection/.test(document.querySelector('.pb-form-error[role=alert]')?.textContent ?? ''),
        undefined,
        'failure shown',
        WAIT,
      );
      assert.equal(await page.locator('#comment').inputValue(), 'Please keep this text.');
      assert.equal(await page.locator('#author').inputValue(), 'Ria');
      // An expired page: the server's refusal, shown as text, and the text still there.
      await page.unroute('**/api/comments');
      await page.locator('input[name=nonce]').evaluate((n) => {
        n.value = 'abc.defghijklmnopqrstuvwx';
      });
      await page.locator('#commentform button[type=submit]').click();
      await until(
        page,
        () => /expired|security/.test(document.querySelector('.pb-form-error[role=alert]')?.textContent ?? ''),
        undefined,
        'nonce refusal shown',
        WAIT,
      );
      assert.equal(await page.locator('#comment').inputValue(), 'Please keep this text.');
      // Not dressed like the success line: the page's error colour.
      const colour = (sel) => page.locator(sel).evaluate((n) => getComputedStyle(n).color);
      assert.notEqual(await colour('.pb-form-error[role=alert]'), await colour('.pb-form-status'));
      assert.equal(db.get('SELECT COUNT(*) AS n FROM comments').n, before);
    },
  );
});
