/**
 * The consent manager's promise, proven against real requests: the demo page
 * in Chromium, the reference backend, and a stand-in tracker on another site
 * that logs every hit. Nothing may reach the tracker before consent.
 *
 *   node --test test/e2e/consent.e2e.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-consent-'));
const WAIT = 10_000;
const built = fs.existsSync(path.join(ROOT, 'dist', 'consent.js'));
const OPTS = { timeout: 60_000, skip: built ? false : 'dist/ is missing; run `npm run build` first' };

/** Every item of consent.html, as the tracker logs it. */
const ALL_ITEMS = [
  '/t/style.css',
  '/t/script.js',
  '/t/inline-dep.js',
  '/t/module.js',
  '/t/frame.html',
  '/t/waitfor-base.js',
  '/t/waitfor-dep.js',
  '/t/pixel.png',
  '/t/shadow.js',
  '/t/late.js',
];

describe('consent: nothing leaks before consent', () => {
  let app;
  let browser;

  before(async () => {
    if (OPTS.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(TMP, 'consent.sqlite'), root: ROOT });
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    fs.rmSync(TMP, { recursive: true, force: true });
  });

  const hits = async () => (await fetch(`${app.trackerUrl}/hits`)).json();
  const resetHits = () => fetch(`${app.trackerUrl}/hits/reset`, { method: 'POST' });
  const count = (list, p) => list.filter((h) => h.path === p).length;

  /** A fresh visitor: its own cookie jar; every request the page makes is recorded. */
  async function visit(file = 'consent.html', { context, patch } = {}) {
    const ctx = context ?? (await browser.newContext());
    const page = await ctx.newPage();
    page.setDefaultTimeout(WAIT);
    const requests = [];
    const errors = [];
    const open = new Set();
    let lastChange = Date.now();
    const done = (r) => {
      open.delete(r);
      lastChange = Date.now();
    };
    page.on('request', (r) => {
      requests.push(r.url());
      // The track call is a keepalive fetch, which Playwright never reports as finished.
      if (!r.url().endsWith('/api/consent/track')) open.add(r);
      lastChange = Date.now();
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    /** Until no request has been in flight for 500 ms (bounded by WAIT). */
    page.settle = () =>
      until(
        () => (open.size === 0 && Date.now() - lastChange > 500) || [...open].map((r) => r.url()),
        'the network to settle',
      );
    page.on('pageerror', (e) => errors.push(e.message));
    if (patch) await page.addInitScript(patch);
    await page.goto(`${app.url}/${file}`);
    await page.waitForFunction(() => window.pbConsent !== undefined);
    return { ctx, page, requests, errors };
  }

  /** Poll until `check()` is true; the loop is bounded by WAIT. */
  async function until(check, what) {
    const deadline = Date.now() + WAIT;
    let last;
    while (Date.now() < deadline) {
      last = await check();
      if (last === true) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
  }

  const banner = (page) => page.getByRole('dialog', { name: /cookie|consent|privacy/i });
  const acceptAll = (page) =>
    banner(page)
      .getByRole('button', { name: /^accept/i })
      .click();
  const denyAll = (page) => banner(page).getByRole('button', { name: /^deny/i }).click();
  const tracked = (requests) => requests.filter((u) => u.startsWith(app.trackerUrl));

  test(
    'before consent no blocked kind reaches the tracker, and after accept each loads once, in order',
    OPTS,
    async () => {
      await resetHits();
      const { ctx, page, requests, errors } = await visit();
      await banner(page).waitFor();
      // Content added after load, while consent is still missing, stays blocked too.
      await page.getByRole('button', { name: 'Load a partner script now' }).click();
      await page.settle();
      assert.deepEqual(tracked(requests), [], 'requests to the tracker before consent');
      assert.deepEqual(await hits(), [], 'tracker hits before consent');
      assert.equal(await page.evaluate(() => (window.__pbTracker ?? []).length), 0);

      await acceptAll(page);
      await until(async () => {
        const list = await hits();
        return ALL_ITEMS.every((p) => count(list, p) >= 1) || list.map((h) => h.path);
      }, 'every blocked item to load');
      await page.settle();
      const list = await hits();
      for (const p of ALL_ITEMS) assert.equal(count(list, p), 1, `${p} loaded once`);
      const seq = (p) => list.find((h) => h.path === p).seq;
      assert.ok(seq('/t/waitfor-base.js') < seq('/t/waitfor-dep.js'), 'data-waitfor ran after the script it waits on');
      assert.ok(seq('/t/script.js') < seq('/t/module.js'), 'head scripts in document order');
      const frame = await page.locator('iframe.video').getAttribute('src');
      assert.match(frame, /autoplay=1/);
      const ran = await page.evaluate(() => window.__pbTracker);
      assert.ok(ran.indexOf('waitfor-base') < ran.indexOf('waitfor-dep'), `run order: ${ran}`);
      assert.equal(await banner(page).count(), 0, 'banner closed');
      // The consent area's content arrives and its script runs (the area activates it with its own code, not consent.js's).
      await page.waitForFunction(() => window.__pbConsentArea === '1/2');
      assert.deepEqual(errors, []);

      // The track record reaches the database.
      await until(async () => {
        const rows = await (await fetch(`${app.url}/api/consent/records?limit=5`)).json();
        return rows.some((r) => r.categories.includes('marketing')) || rows;
      }, 'the consent record');

      // Consent survives a reload: no banner, everything runs again without asking.
      await resetHits();
      await page.reload();
      await page.waitForFunction(() => window.pbConsent !== undefined);
      await until(async () => count(await hits(), '/t/script.js') === 1, 'script.js after reload');
      assert.equal(await banner(page).count(), 0);
      await ctx.close();
    },
  );

  test('deny-all removes the tracker cookies and storage, and reloads', OPTS, async () => {
    const { ctx, page } = await visit();
    await acceptAll(page);
    await until(
      () => page.evaluate(() => document.cookie.includes('_pbt_ads') && document.cookie.includes('_pbt_stats')),
      'tracker cookies',
    );
    await page.getByRole('button', { name: /manage consent/i }).click();
    const reloaded = page.waitForEvent('load');
    await denyAll(page);
    await reloaded;
    await page.waitForFunction(() => window.pbConsent !== undefined);
    await until(
      () =>
        page.evaluate(
          () => !/(^|; )_?pbt_(stats|ads)=/.test(document.cookie) && localStorage.getItem('pbt_ads_key') === null,
        ),
      'tracker cookies and storage gone',
    );
    assert.equal(await page.evaluate(() => window.pbConsent.has('marketing')), false);
    await ctx.close();
  });

  test('a changed policy id brings the banner back and nothing fires on the stale consent', OPTS, async () => {
    await resetHits();
    const ctx = await browser.newContext();
    const host = new URL(app.url).hostname;
    await ctx.addCookies(
      ['marketing', 'statistics', 'preferences']
        .map((c) => ({ name: `pb_${c}`, value: 'allow', domain: host, path: '/' }))
        .concat(
          { name: 'pb_banner-status', value: 'dismissed', domain: host, path: '/' },
          { name: 'pb_policy_id', value: '0', domain: host, path: '/' },
        ),
    );
    const { page, requests } = await visit('consent.html', { context: ctx });
    await banner(page).waitFor();
    await page.settle();
    assert.deepEqual(tracked(requests), []);
    assert.deepEqual(await hits(), []);
    const cookies = Object.fromEntries((await ctx.cookies()).map((c) => [c.name, c.value]));
    assert.equal(cookies.pb_policy_id, '1');
    assert.notEqual(cookies.pb_marketing, 'allow');
    await ctx.close();
  });

  test('cookies written by the old plugin (cmplz_) are honoured', OPTS, async () => {
    await resetHits();
    const ctx = await browser.newContext();
    const host = new URL(app.url).hostname;
    await ctx.addCookies([
      { name: 'cmplz_statistics', value: 'allow', domain: host, path: '/' },
      { name: 'cmplz_banner-status', value: 'dismissed', domain: host, path: '/' },
    ]);
    // The same page as a migrating site configures it: the plugin's prefix. (Rewriting the response with
    // page.route would make Chromium treat the page as public and refuse its loopback requests.)
    const patch = () =>
      new MutationObserver((_, observer) => {
        const config = document.getElementById('pb-config');
        if (!config) return;
        config.textContent = config.textContent.replace('"prefix": "pb_"', '"prefix": "cmplz_"');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    const { page } = await visit('consent.html', { context: ctx, patch });
    await until(async () => count(await hits(), '/t/script.js') === 1, 'the statistics script');
    await page.settle();
    const list = await hits();
    assert.equal(count(list, '/t/module.js'), 0, 'marketing stays blocked');
    assert.equal(await banner(page).count(), 0);
    await ctx.close();
  });

  test('under a strict nonce CSP, activation works, styles hold and no violation is reported', OPTS, async () => {
    await resetHits();
    const { ctx, page, errors } = await visit('consent-csp.html');
    await page.evaluate(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
    });
    // style-src 'self': the banner's, the placeholders' and the pre-upgrade rules are adopted sheets, which it allows.
    assert.equal(await banner(page).evaluate((d) => getComputedStyle(d).position), 'fixed');
    const notice = page.locator('.pb-consent-placeholder').first();
    assert.equal(await notice.evaluate((n) => getComputedStyle(n).display), 'grid');
    await acceptAll(page);
    await until(async () => {
      const ran = await page.evaluate(() => window.__pbTracker ?? []);
      return (ran.includes('inline') && ran.includes('module') && ran.includes('script')) || ran;
    }, 'blocked scripts to run under CSP');
    await page.settle();
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    const reports = await (await fetch(`${app.url}/api/csp-report`)).json();
    assert.deepEqual(reports, []);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
