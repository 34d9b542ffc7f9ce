/**
 * The newsletter on the demo's studio page, in a real Chromium against the demo server and its database: a signup
 * that lands as a row, validation tied to the fields with nothing sent, the server's error text shown as text (an
 * XSS probe in it), an expired nonce keeping every value, a duplicate, and the feed popup once per visitor and
 * never for a crawler. The popup's delay runs on the page's clock (Playwright's clock API), never a sleep.
 *
 *   npm run build && node --test test/e2e/newsletter.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { NONCE_LIFETIME_MS } from '../../demo/server/nonces.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-newsletter-e2e-'));
const DB = path.join(TMP, 'pb.sqlite');
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const FORM = '#studio-news';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let offset = 0;
const now = () => Date.now() + offset;
let app;
let browser;

before(async () => {
  if (BROWSER.skip) return;
  app = await startServer({ port: 0, dbPath: DB, now });
  browser = await launchChromium(WAIT * 3);
});
after(async () => {
  await browser?.close();
  await app?.close();
  fs.rmSync(TMP, { recursive: true, force: true });
});

async function rows(email) {
  const db = await openDatabase(DB);
  try {
    return db.all('SELECT * FROM newsletter_subscribers WHERE email = ?', [email]);
  } finally {
    db.close();
  }
}

/** A fresh visitor (context) on the studio page, upgraded. */
async function open({ clock = false, userAgent } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  if (clock) await page.clock.install();
  await page.goto(`${app.url}/studio.html`);
  await until(
    page,
    () => !!document.querySelector('#studio-news')?.shadowRoot?.querySelector('[part="status"]'),
    null,
    'upgraded',
  );
  return { page, context, errors };
}

async function statusIs(page, text) {
  await until(
    page,
    (t) => document.getElementById('studio-news').shadowRoot.querySelector('[part="status"]').textContent === t,
    text,
    `status "${text}"`,
  );
}
async function fill(page, email) {
  const form = page.locator(FORM);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kiln openings').check();
}
const submit = (page) => page.locator(FORM).getByRole('button', { name: 'Subscribe' }).click();

describe('the newsletter on /studio.html', () => {
  test('a signup lands as a row and shows the success state', BROWSER, async () => {
    const { page, context, errors } = await open();
    await fill(page, 'ada@example.com');
    await submit(page);
    await statusIs(page, 'Thank you for subscribing!');
    assert.equal(await page.locator(`${FORM} form`).isHidden(), true);
    const [row] = await rows('ada@example.com');
    assert.deepEqual(
      [row.first_name, row.last_name, row.list_id, row.token, row.custom_fields],
      ['Ada', 'Lovelace', 'studio-news', 'studio-news-section', '{"topics":"kiln openings"}'],
    );
    // The same address again: the server's text, as text.
    const again = await open();
    await fill(again.page, 'ADA@example.com');
    await submit(again.page);
    await statusIs(again.page, 'This email address is already subscribed to this list.');
    assert.equal((await rows('ada@example.com')).length, 1);
    assert.deepEqual(errors, []);
    await again.context.close();
    await context.close();
  });

  test('validation flags the fields, announces, focuses the first and sends nothing', BROWSER, async () => {
    const { page, context } = await open();
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && posts++);
    await page.locator(FORM).getByLabel('Email').fill('ada@nowhere');
    await submit(page);
    await statusIs(page, 'Please correct the marked fields.');
    const marks = await page.evaluate(() =>
      ['first_name', 'last_name', 'email', 'topics'].map((name) => {
        const c = document.querySelector(`#studio-news [name="${name}"]`);
        return [
          name,
          c.getAttribute('aria-invalid'),
          document.getElementById(c.getAttribute('aria-describedby'))?.textContent,
        ];
      }),
    );
    assert.deepEqual(marks, [
      ['first_name', 'true', 'Please fill in "First name".'],
      ['last_name', 'true', 'Please fill in "Last name".'],
      ['email', 'true', 'Please enter a valid email address.'],
      ['topics', 'true', 'Please tick "Tell me about".'],
    ]);
    assert.equal(await page.evaluate(() => document.activeElement.name), 'first_name');
    assert.equal(posts, 0);
    await context.close();
  });

  test(
    'every required field says so: a visible mark in its label, and required for assistive technology',
    BROWSER,
    async () => {
      const { page, context } = await open();
      const fields = await page.evaluate(() =>
        ['first_name', 'last_name', 'email', 'topics'].map((name) => {
          const c = document.querySelector(`#studio-news [name="${name}"]`);
          const label = c.type === 'checkbox' ? c.closest('fieldset').querySelector('legend') : c.labels[0];
          const mark = label.querySelector('.required-mark');
          return [
            name,
            !!mark && mark.textContent === '*' && mark.getBoundingClientRect().width > 0,
            c.type === 'checkbox' || c.required,
          ];
        }),
      );
      assert.deepEqual(fields, [
        ['first_name', true, true],
        ['last_name', true, true],
        ['email', true, true],
        ['topics', true, true],
      ]);
      assert.match(await page.locator('#studio-news .required-note').textContent(), /marked \* are required/);
      await context.close();
    },
  );

  test("the server's error text is shown as text, never as HTML", BROWSER, async () => {
    const { page, context } = await open();
    const probe = '<img src=x onerror="window.__xss=1">';
    await page.evaluate((p) => {
      document.querySelector('#studio-news [name="list_id"]').value = p;
    }, probe);
    await fill(page, 'probe@example.com');
    await submit(page);
    await statusIs(page, `There is no mailing list "${probe}".`);
    assert.equal(
      await page.evaluate(() => document.querySelector('#studio-news').shadowRoot.querySelector('img')),
      null,
    );
    assert.equal(await page.evaluate(() => window.__xss), undefined);
    assert.equal((await rows('probe@example.com')).length, 0);
    await context.close();
  });

  test('an expired nonce shows the message and keeps every value', BROWSER, async () => {
    const { page, context } = await open();
    await fill(page, 'late@example.com');
    offset += NONCE_LIFETIME_MS + 60_000;
    try {
      await submit(page);
      await statusIs(page, 'This page has expired. Reload the page and try again.');
    } finally {
      offset = 0;
    }
    const form = page.locator(FORM);
    assert.deepEqual(
      [
        await form.getByLabel('First name').inputValue(),
        await form.getByLabel('Email').inputValue(),
        await form.getByLabel('Kiln openings').isChecked(),
        await form.locator('form').isVisible(),
      ],
      ['Ada', 'late@example.com', true, true],
    );
    assert.equal((await rows('late@example.com')).length, 0);
    await context.close();
  });

  test('the feed popup opens after 20 s, once per visitor, closes on Escape, and signs up', BROWSER, async () => {
    const { page, context } = await open({ clock: true });
    const dialog = () =>
      page.evaluate(() => {
        const d = document.getElementById('feed-popup').shadowRoot.querySelector('dialog');
        return { open: d.open, modal: d.matches(':modal') };
      });
    await page.clock.runFor(19_000);
    assert.deepEqual(await dialog(), { open: false, modal: false });
    await page.clock.runFor(1_000);
    assert.deepEqual(await dialog(), { open: true, modal: true });
    assert.ok((await context.cookies()).some((c) => c.name === 'pb_feed_popup' && c.value === '1'));
    await page.keyboard.press('Escape');
    assert.deepEqual(await dialog(), { open: false, modal: false });
    // The same visitor on the next page view: no popup.
    await page.reload();
    await until(
      page,
      () => !!document.getElementById('feed-popup')?.shadowRoot?.querySelector('dialog'),
      null,
      'upgraded',
    );
    await page.clock.runFor(120_000);
    assert.deepEqual(await dialog(), { open: false, modal: false });
    await context.close();

    // Another visitor signs up in the popup.
    const other = await open({ clock: true });
    await other.page.clock.runFor(20_000);
    const popup = other.page.locator('#feed-popup');
    await popup.getByLabel('Email', { exact: true }).fill('feed@example.com');
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await until(
      other.page,
      () =>
        document.getElementById('feed-popup').shadowRoot.querySelector('[part="status"]').textContent ===
        'Thank you for subscribing!',
      null,
      'popup success',
    );
    assert.equal((await rows('feed@example.com'))[0]?.token, 'feed-popup');
    await other.context.close();
  });

  test(
    'the popup waits while the visitor types in the page form; its close button is at least 24 px',
    BROWSER,
    async () => {
      const { page, context } = await open({ clock: true });
      const isOpen = () =>
        page.evaluate(() => document.getElementById('feed-popup').shadowRoot.querySelector('dialog').open);
      await page.locator(FORM).getByLabel('First name').fill('Ada');
      await page.clock.runFor(30_000);
      assert.equal(await isOpen(), false);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.name), 'last_name');
      assert.equal(await isOpen(), false);
      await page.locator('#newsletter-heading').click();
      assert.equal(await isOpen(), true);
      const box = await page.locator('#feed-popup').locator('[part="close"]').boundingBox();
      assert.ok(box.width >= 24 && box.height >= 24, `close button ${box.width}x${box.height}`);
      await context.close();
    },
  );

  test('never opens for a crawler', BROWSER, async () => {
    const { page, context } = await open({ clock: true, userAgent: BOT });
    await page.clock.runFor(120_000);
    assert.equal(
      await page.evaluate(() => document.getElementById('feed-popup').shadowRoot.querySelector('dialog').open),
      false,
    );
    assert.ok(!(await context.cookies()).some((c) => c.name === 'pb_feed_popup'));
    await context.close();
  });
});
