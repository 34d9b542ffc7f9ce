/**
 * End-to-end checks of the demo server, its SQLite backend and, once the
 * library is built, the demo page in a real Chromium.
 *
 *   node --test test/e2e/*.mjs
 *
 * (Node 20 does not discover `*.e2e.mjs` from a bare directory argument.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { recordShifts } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-e2e-'));
const WAIT = 10_000;
const TEST_TIMEOUT = { timeout: 30_000 };

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** GET with the path sent byte for byte; fetch() would normalise `..` away first. */
function rawGet(baseUrl, rawPath) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.setTimeout(WAIT, () => req.destroy(new Error(`timeout on ${rawPath}`)));
    req.on('error', reject);
    req.end();
  });
}

const health = async (url) => (await fetch(`${url}/api/health`)).json();
const postEvent = (url, body) =>
  fetch(`${url}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('demo server', () => {
  const dbPath = path.join(TMP, 'server.sqlite');
  let app;

  before(async () => {
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });
  });
  after(() => app?.close());

  test('health reports applied migrations', TEST_TIMEOUT, async () => {
    const body = await health(app.url);
    assert.equal(body.ok, true);
    assert.ok(body.migrations >= 1, `migrations: ${body.migrations}`);
    assert.ok(fs.existsSync(dbPath), 'db file is created');
  });

  test('events round-trip through the database', TEST_TIMEOUT, async () => {
    const event = { element: 'pb-tabs "product-tabs"', type: 'pb-tab-change', detail: { index: 2 } };
    const res = await postEvent(app.url, event);
    assert.equal(res.status, 201);
    const { id } = await res.json();
    assert.ok(Number.isInteger(id));

    const list = await (await fetch(`${app.url}/api/events?limit=5`)).json();
    assert.ok(Array.isArray(list));
    assert.deepEqual(
      { id: list[0].id, type: list[0].type, detail: list[0].detail },
      { id, type: 'pb-tab-change', detail: { index: 2 } },
    );
  });

  test('invalid event bodies are rejected', TEST_TIMEOUT, async () => {
    const bad = await postEvent(app.url, '{not json');
    assert.equal(bad.status, 400);
    assert.equal(typeof (await bad.json()).error, 'string');

    const missing = await postEvent(app.url, { element: 'pb-tabs' });
    assert.equal(missing.status, 400);

    const huge = await postEvent(app.url, { element: 'x', type: 'y', detail: 'z'.repeat(17 * 1024) });
    assert.equal(huge.status, 413);
  });

  test('unknown API routes answer 404 JSON', TEST_TIMEOUT, async () => {
    const res = await fetch(`${app.url}/api/nope`);
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type'), /application\/json/);
    assert.equal(typeof (await res.json()).error, 'string');
  });

  test('static routes stay inside their folders', TEST_TIMEOUT, async () => {
    const page = await fetch(`${app.url}/`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /text\/html/);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.match(await page.text(), /<title>Studio Klei[^<]*pb-elements demo<\/title>/);

    const escapes = ['/dist/../package.json', '/dist/%2e%2e/package.json', '/dist/..%2fpackage.json'];
    for (const raw of [...escapes, '/dist/%2e%2e%2f%2e%2e%2fpackage.json', '/..%2fpackage.json']) {
      const res = await rawGet(app.url, raw);
      assert.notEqual(res.status, 200, `${raw} answered 200`);
      assert.ok(!res.body.includes('devDependencies'), `${raw} leaked package.json`);
    }

    const missing = await fetch(`${app.url}/dist/does-not-exist.js`);
    assert.equal(missing.status, 404);
  });

  test('restart keeps data and does not re-apply migrations', TEST_TIMEOUT, async () => {
    const healthBefore = await health(app.url);
    const [newest] = await (await fetch(`${app.url}/api/events?limit=1`)).json();
    await app.close();
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });

    assert.deepEqual(await health(app.url), healthBefore);
    const [afterRestart] = await (await fetch(`${app.url}/api/events?limit=1`)).json();
    assert.deepEqual(afterRestart, newest);
  });
});

// Skipped per test rather than per suite so the summary counts them as skipped.
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? TEST_TIMEOUT
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };

describe('demo page in Chromium', () => {
  let app;
  let browser;
  const pageErrors = [];

  before(async () => {
    if (BROWSER.skip) return;
    const dbPath = path.join(TMP, 'browser.sqlite');
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  async function openPage(hash = '') {
    const page = await browser.newPage();
    page.setDefaultTimeout(WAIT);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.goto(`${app.url}/${hash}`);
    await page.evaluate(
      (ms) =>
        Promise.race([
          customElements.whenDefined('pb-tabs'),
          new Promise((_, reject) => setTimeout(() => reject(new Error(`pb-tabs not defined after ${ms} ms`)), ms)),
        ]),
      WAIT,
    );
    return page;
  }

  /** Poll until `read()` returns `expected`; fails with the last value seen. */
  async function waitForValue(read, expected, what) {
    const deadline = Date.now() + WAIT;
    let last;
    while (Date.now() < deadline) {
      last = await read();
      if (last === expected) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail(`${what}: expected ${expected}, last saw ${last}`);
  }

  test('clicking a tab on the colophon selects it and logs the event via the backend', BROWSER, async () => {
    const page = await openPage('colophon.html');
    const tabs = page.locator('#setup-tabs');
    const styles = tabs.getByRole('tab', { name: 'Styles', exact: true });
    await styles.click();
    await waitForValue(() => styles.getAttribute('aria-selected'), 'true', 'Styles aria-selected');

    await page.locator('#event-log li', { hasText: 'pb-tab-change' }).first().waitFor({ timeout: WAIT });
    const stored = await (await fetch(`${app.url}/api/events?limit=100`)).json();
    assert.ok(
      stored.some((e) => e.type === 'pb-tab-change' && e.element === 'pb-tabs "setup-tabs"' && e.detail?.index === 2),
      `no stored pb-tab-change with index 2: ${JSON.stringify(stored)}`,
    );
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  test('a hash deep link opens the linked tab on load', BROWSER, async () => {
    const page = await openPage('#product-tabs|1');
    const tabs = page.locator('#product-tabs');
    const spec = tabs.getByRole('tab', { name: 'Specifications', exact: true });
    await waitForValue(() => spec.getAttribute('aria-selected'), 'true', 'Specifications aria-selected');
    const description = tabs.getByRole('tab', { name: 'Description', exact: true });
    assert.notEqual(await description.getAttribute('aria-selected'), 'true');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  /**
   * Summed layout shift of one load of the demo page, at one width, after every element is defined and two more
   * frames have passed (so a late re-render would be recorded). `rewrite` changes the served page's markup.
   */
  /** What moved in the last `layoutShift` run, to name it in a failure. */
  let moved = [];
  async function layoutShift(width, rewrite = (html) => html) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.setDefaultTimeout(WAIT);
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      },
    );
    await page.addInitScript(recordShifts);
    await page.goto(`${app.url}/`);
    await page.evaluate(() =>
      Promise.all(['pb-tabs', 'pb-accordion', 'pb-toggle'].map((t) => customElements.whenDefined(t))),
    );
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shifts = await page.evaluate(() => window.__shifts);
    moved = await page.evaluate(() => window.__shiftSources ?? []);
    await page.close();
    return shifts;
  }

  const TAGS = '<link rel="stylesheet" href="/dist/pb.css">\n  <script type="module" src="/dist/pb.js"></script>';
  const ONE_TAG = '<script type="module" src="/dist/pb.js" blocking="render"></script>';

  test(
    "the demo page loads the library with the README's tags: pb.css, then pb.js without blocking",
    BROWSER,
    async () => {
      const html = await (await fetch(`${app.url}/`)).text();
      assert.ok(html.includes(TAGS), 'pb.css then pb.js');
      // The library's script never blocks the render. (The site's own `link rel=expect` holds the first frame until
      // its header is parsed whole, which a slow phone otherwise painted half-parsed.)
      assert.doesNotMatch(html, /<script[^>]*blocking=/);
      assert.match(html, /<link rel="expect" href="#main" blocking="render">/);
    },
  );

  test('with those tags, upgrading moves nothing at desktop, tablet and phone widths', BROWSER, async () => {
    for (const width of [1200, 900, 390]) {
      const shifts = await layoutShift(width);
      assert.deepEqual(shifts, [], `layout shifts at ${width} px: ${JSON.stringify(moved)}`);
    }
  });

  // The one-tag form, which only Chromium-based browsers honour: blocking="render" and no pb.css.
  test(
    'the one-tag form upgrades with CLS under 0.02 in Chromium at desktop, tablet and phone widths',
    BROWSER,
    async () => {
      const oneTag = (html) => html.replace(TAGS, ONE_TAG);
      for (const width of [1200, 900, 390]) {
        const shifts = await layoutShift(width, oneTag);
        const cls = shifts.reduce((sum, value) => sum + value, 0);
        assert.ok(
          cls < 0.02,
          `CLS ${cls.toFixed(4)} at ${width} px (${shifts.length} shifts): ${JSON.stringify(moved)}`,
        );
      }
    },
  );

  test('the upgraded home page and colophon have no axe violations', BROWSER, async () => {
    for (const at of ['', 'colophon.html']) {
      const page = await openPage(at);
      await page.addScriptTag({ path: path.join(ROOT, 'node_modules/axe-core/axe.min.js') });
      const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
      assert.deepEqual(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
        `/${at}`,
      );
      await page.close();
    }
  });

  test('a toggle added after load is upgraded, and a moved toggle keeps its state', BROWSER, async () => {
    const page = await openPage('colophon.html');
    await page.getByRole('button', { name: 'Add a toggle' }).click();
    const late = page.locator('#late-toggle').getByRole('button', { name: 'Added later' });
    await waitForValue(() => late.getAttribute('aria-expanded'), 'false', 'late toggle rendered');
    await late.click();
    await waitForValue(() => late.getAttribute('aria-expanded'), 'true', 'late toggle opened');

    const notes = page.locator('#notes');
    const first = notes.getByRole('button', { name: 'Which CMS does it need?' });
    await waitForValue(() => first.getAttribute('aria-expanded'), 'true', 'first question open');
    await page.getByRole('button', { name: 'Move the first question to the end' }).click();
    const last = await page.evaluate(() =>
      document.querySelector('#notes > pb-toggle:last-of-type')?.getAttribute('heading'),
    );
    assert.equal(last, 'Which CMS does it need?');
    assert.equal(await first.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
