/**
 * The home page's split test in Chromium against the real demo server and
 * database: nothing recorded and no cookie before statistics consent; with it,
 * one subject that stays on reload, the view and the goal click landing in
 * the database exactly once each.
 *
 *   npm run build && node --test test/e2e/split.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { recordShifts, until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-split-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 90_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

describe('split test on the home page', () => {
  let server;
  let browser;
  const dbPath = path.join(TMP, 'split.sqlite');
  before(async () => {
    server = await startServer({ port: 0, dbPath });
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Stats rows by type, read through the database's own connection. */
  async function stored() {
    const db = await openDatabase(dbPath);
    try {
      const rows = db.all('SELECT subject_id, record_type FROM split_stats ORDER BY id');
      return rows.map((r) => `${r.subject_id}:${r.record_type}`);
    } finally {
      db.close();
    }
  }
  /** Waits until no new row has landed for a while (bounded), then returns the rows. */
  async function settled() {
    let last = await stored();
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await stored();
      if (now.length === last.length && i > 2) return now;
      last = now;
    }
    return last;
  }
  const subject = (page) =>
    until(page, () => document.querySelector('pb-split-test')?.subject, undefined, 'the subject arrives', WAIT);

  test('consent first, then one subject for good and each goal once in the database', BROWSER, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}/`);
    const first = await subject(page);
    assert.match(first, /^[12]$/);
    const headline = await page.locator('pb-split-test > [data-subject]:not([hidden]) h2').textContent();
    assert.ok(['Your table, your colours', 'A set made for your restaurant'].includes(headline), headline);

    // Before consent: a click on the goal and a while on the page record nothing and set no cookie.
    await page.locator('#book-visit').evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await page.locator('#book-visit').click();
    await page.waitForTimeout(800);
    assert.deepEqual(await stored(), []);
    assert.equal((await context.cookies()).filter((c) => c.name.startsWith('pb_split_')).length, 0);

    // Consent through the page's own button: the view is counted and the subject kept for 365 days.
    await page.locator('#split-consent').click();
    await until(page, () => document.cookie.includes('pb_split_1='), undefined, 'the split cookie', WAIT);
    const cookie = (await context.cookies()).find((c) => c.name === 'pb_split_1');
    assert.match(decodeURIComponent(cookie.value), new RegExp(`^${first}\\|read_page`));
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 364 && days <= 365, `cookie lifetime ${days} days`);

    // The goal is clicked twice (the second is not counted), then the link is followed.
    await page.locator('#book-visit').click();
    await page.locator('#book-visit').click();
    let rows = await settled();
    assert.equal(rows.filter((r) => r === `${first}:read_page`).length, 1);
    assert.equal(rows.filter((r) => r === `${first}:click_goal`).length, 1);
    assert.ok(
      rows.every((r) => r.startsWith(`${first}:`)),
      `only the subject shown is counted: ${rows}`,
    );

    // Reloads: the same subject each time, and nothing is counted again.
    for (let i = 0; i < 3; i++) {
      await page.reload();
      assert.equal(await subject(page), first);
      await page.locator('#book-visit').evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
      await page.locator('#book-visit').click();
    }
    rows = await settled();
    assert.equal(rows.filter((r) => r.endsWith(':read_page')).length, 1);
    assert.equal(rows.filter((r) => r.endsWith(':click_goal')).length, 1);

    // The report counts them.
    const { tests } = await (await fetch(`${server.url}/api/split-tests`)).json();
    const shown = tests[0].subjects.find((s) => `${s.id}` === first);
    assert.equal(shown.views, 1);
    assert.equal(shown.goals, 1);
    assert.equal(shown.rate, 100);
    await page.goto(`${server.url}/split-tests`);
    assert.equal(await page.locator('.split-chart[role="img"]').count(), 1);
    // On a phone the chart's text keeps the page's size and each figure stays on screen beside its bar.
    await page.setViewportSize({ width: 390, height: 800 });
    const bars = await page.$$eval('.split-row', (all) =>
      all.map((r) => ({
        size: parseFloat(getComputedStyle(r.querySelector('.label')).fontSize),
        right: r.querySelector('.value').getBoundingClientRect().right,
      })),
    );
    assert.ok(bars.length >= 2, 'a row per subject');
    for (const r of bars) assert.ok(r.size >= 14 && r.right <= 390, JSON.stringify(r));
    assert.deepEqual(errors, []);
    await context.close();
  });

  // Both subjects are in the markup, stacked in one box as tall as the taller: whichever the visitor gets (the
  // cookie picks it here), nothing on the page moves when the element chooses, at any width.
  test('choosing a subject shifts nothing on the home page, for either subject, at three widths', BROWSER, async () => {
    for (const width of [1280, 800, 390]) {
      const heights = [];
      for (const chosen of ['1', '2']) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const url = new URL(server.url);
        await context.addCookies([{ name: 'pb_split_1', value: `${chosen}|`, domain: url.hostname, path: '/' }]);
        const page = await context.newPage();
        await page.addInitScript(recordShifts);
        await page.goto(`${server.url}/`);
        assert.equal(await subject(page), chosen);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const shown = await page.locator('pb-split-test > [data-subject]:not([hidden])').getAttribute('data-subject');
        assert.equal(shown, chosen, `width ${width}`);
        const shifts = await page.evaluate(() => window.__shifts);
        assert.equal(
          shifts.reduce((a, b) => a + b, 0),
          0,
          `width ${width}, subject ${chosen}: shifts ${shifts}`,
        );
        heights.push(await page.locator('pb-split-test').evaluate((el) => el.getBoundingClientRect().height));
        // The hidden subject is out of the accessibility tree and cannot be clicked.
        const hidden = page.locator('pb-split-test > [data-subject][hidden]');
        assert.equal(await hidden.evaluate((el) => getComputedStyle(el).visibility), 'hidden');
        await context.close();
      }
      assert.equal(heights[0], heights[1], `width ${width}: the box is the same for both subjects`);
    }
  });

  test(
    'a click that leaves the page is sent by beacon and lands once; the studio page counts the conversion once',
    BROWSER,
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await page.evaluate(() => window.pbConsent.setCategory('statistics', true));
      const shown = await subject(page);
      const before = (await settled()).length;
      // Follow the link at once: the queue has not flushed, so the click goes by sendBeacon on page hide.
      await Promise.all([page.waitForURL(/studio\.html/), page.locator('#book-visit').click()]);
      let rows = (await settled()).slice(before);
      assert.deepEqual(
        rows.filter((r) => r.endsWith(':click_goal')),
        [`${shown}:click_goal`],
      );
      // The link lands on the studio page, whose conversion marker counts con_short for the subject seen, once.
      assert.deepEqual(
        rows.filter((r) => r.endsWith(':con_short')),
        [`${shown}:con_short`],
      );
      await page.reload();
      await page.waitForFunction(() => customElements.get('pb-split-test'));
      rows = (await settled()).slice(before);
      assert.equal(rows.filter((r) => r.endsWith(':con_short')).length, 1, `${rows}`);
      await context.close();
    },
  );
});
