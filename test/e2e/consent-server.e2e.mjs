/**
 * The consent reference backend, the demo tracker and the consent demo pages,
 * over real HTTP (no browser; the browser proof lives elsewhere).
 *
 *   node --test test/e2e/consent-server.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-consent-e2e-'));
const T = { timeout: 30_000 };
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

const json = async (res) => ({ status: res.status, headers: res.headers, body: await res.json() });
const post = (url, body, type = 'application/json', headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const VALID = {
  consented_categories: ['functional', 'marketing'],
  consented_services: { video: true },
  consenttype: 'optin',
};

/**
 * Read the live SQLite file through a second connection: in WAL mode readers
 * see every committed write while the server keeps writing.
 */
async function readDb(dbPath, sql) {
  const db = await openDatabase(dbPath);
  try {
    return db.all(sql);
  } finally {
    db.close();
  }
}

/**
 * Hostile markup for manage_consent_html: the demo serves none, so the test
 * seeds it, to prove the server passes server HTML through untouched (the
 * client sanitises it; test/elements/pb-manage-consent.test.ts proves that).
 */
const HOSTILE_HTML = (locale) =>
  `<p lang="${locale}">Choose below.</p><img src=x onerror=alert(1)>` +
  '<script>window.__pbManageConsentScriptRan = true;</script>';

describe('consent endpoints', () => {
  const dbPath = path.join(TMP, 'consent.sqlite');
  let app;
  before(async () => {
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT, manageConsentHtml: HOSTILE_HTML });
  });
  after(() => app?.close());
  const api = (p) => `${app.url}/api/consent/${p}`;

  test('the consent_records migration is applied', T, async () => {
    const { body } = await json(await fetch(`${app.url}/api/health`));
    assert.ok(body.migrations >= 2, `migrations: ${body.migrations}`);
  });

  test('banner data is region specific', T, async () => {
    const eu = await json(await fetch(api('banner?locale=en')));
    assert.equal(eu.status, 200);
    assert.equal(eu.body.region, 'eu', 'no Accept-Language means eu');
    assert.equal(eu.body.consenttype, 'optin');
    assert.equal(typeof eu.body.banner_version, 'string');
    assert.deepEqual(Object.keys(eu.body.page_links), ['eu']);
    for (const kind of ['cookie-statement', 'privacy-statement']) {
      const link = eu.body.page_links.eu[kind];
      assert.equal(typeof link.url, 'string', kind);
      assert.match(link.title, /\(EU\)$/, kind);
    }
    for (const key of ['title', 'message', 'accept', 'deny', 'view_preferences', 'save_preferences', 'close']) {
      assert.equal(typeof eu.body.texts[key], 'string', `texts.${key}`);
    }
    assert.equal(eu.body.texts.accept.length > 0 && eu.body.texts.deny.length > 0, true);

    const byLanguage = async (al) =>
      (await json(await fetch(api('banner'), { headers: { 'Accept-Language': al } }))).body;
    const us = await byLanguage('en-US,en;q=0.9');
    assert.equal(us.region, 'us');
    assert.equal(us.consenttype, 'optout');
    assert.deepEqual(Object.keys(us.page_links), ['us']);
    assert.equal((await byLanguage('en-GB')).consenttype, 'optin');
    assert.equal((await byLanguage('en;q=0.9, de-DE;q=0.1, en-US;q=0.5')).region, 'us', 'highest q with a country');
    assert.equal((await byLanguage('ja-JP')).region, 'eu', 'unknown country falls back to eu');

    const forced = await json(
      await fetch(api('banner?locale=nl-BE&cmplz_user_region=br'), { headers: { 'Accept-Language': 'en-US' } }),
    );
    assert.equal(forced.body.region, 'br', 'cmplz_user_region wins over Accept-Language');
    assert.equal(forced.body.locale, 'nl');
    assert.equal(forced.body.texts.accept, 'Alles accepteren');
    assert.match(forced.headers.get('vary'), /Accept-Language/);
  });

  test('banner rejects bad parameters and methods', T, async () => {
    for (const query of ['cmplz_user_region=xx', 'cmplz_user_region=', 'locale=%3Cscript%3E', 'locale=e']) {
      const res = await json(await fetch(api(`banner?${query}`)));
      assert.equal(res.status, 400, query);
      assert.equal(typeof res.body.error, 'string');
    }
    const res = await fetch(api('banner'), { method: 'POST' });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'GET');
    assert.equal((await fetch(api('nope'))).status, 404);
  });

  test('the page config and the banner answer agree on the banner version', T, async () => {
    const html = await (await fetch(`${app.url}/consent.html`)).text();
    const config = JSON.parse(/<script type="application\/json" id="pb-config">([\s\S]*?)<\/script>/.exec(html)[1]);
    const { body } = await json(await fetch(api('banner')));
    assert.equal(config.consent.banner_version, body.banner_version);
    assert.deepEqual(config.consent.page_links.eu, body.page_links.eu);
  });

  test('cookie_data maps categories to the names the tracker writes', T, async () => {
    const { status, body } = await json(await fetch(api('cookie_data')));
    assert.equal(status, 200);
    assert.deepEqual(body.statistics, { tracker: ['_pbt_stats', '_pbt_*'] });
    assert.deepEqual(body.marketing, { tracker: ['_pbt_ads', 'pbt_ads_key'] });
    assert.deepEqual(Object.keys(body).sort(), ['marketing', 'preferences', 'statistics']);
    const script = await (await fetch(`${app.trackerUrl}/t/script.js`)).text();
    for (const names of Object.values(body).flatMap((services) => Object.values(services))) {
      for (const name of names) assert.ok(script.includes(name.replace('*', '')), `tracker never writes ${name}`);
    }
  });

  test('manage_consent_html passes server HTML through as a JSON string, hostile markup included', T, async () => {
    const { status, body } = await json(await fetch(api('manage_consent_html?locale=nl-BE')));
    assert.equal(status, 200);
    assert.equal(body, HOSTILE_HTML('nl-BE'), "the fixture, untouched: sanitising is the client's job");
    assert.equal((await fetch(api('manage_consent_html?locale=%20'))).status, 400);
  });

  test('consent areas answer numeric ids with runnable HTML, and 404 otherwise', T, async () => {
    const { status, body } = await json(await fetch(`${app.url}/api/consent-area/1/2`));
    assert.equal(status, 200);
    assert.equal(typeof body, 'string');
    assert.match(body, /<script>window\.__pbConsentArea = '1\/2';<\/script>/);
    for (const bad of ['1/x', '1', '1/2/3', 'a/2', '1/2%27', '-1/2', '1234567890/1']) {
      const res = await json(await fetch(`${app.url}/api/consent-area/${bad}`));
      assert.equal(res.status, 404, bad);
      assert.equal(typeof res.body.error, 'string');
    }
    assert.equal((await fetch(`${app.url}/api/consent-area/1/2`, { method: 'POST' })).status, 405);
  });

  test('track stores a record in SQLite, from JSON and from a sendBeacon text body', T, async () => {
    const ua = `PbTest/1.0 ${'x'.repeat(600)}`;
    const first = await json(await post(api('track'), VALID, 'application/json', { 'User-Agent': ua }));
    assert.equal(first.status, 201);
    assert.ok(Number.isInteger(first.body.id));
    const beacon = {
      consented_categories: ['functional', 'statistics', 'statistics-anonymous'],
      consented_services: {},
      consenttype: 'optout',
    };
    const second = await json(await post(api('track'), beacon, 'text/plain;charset=UTF-8'));
    assert.equal(second.status, 201);
    assert.ok(second.body.id > first.body.id);

    const list = (await json(await fetch(api('records?limit=2')))).body;
    assert.deepEqual(
      list.map((r) => [r.id, r.categories, r.services, r.consenttype]),
      [
        [second.body.id, beacon.consented_categories, {}, 'optout'],
        [first.body.id, VALID.consented_categories, VALID.consented_services, 'optin'],
      ],
    );
    assert.equal(list[1].user_agent.length, 256, 'user agent is truncated');
    assert.match(list[0].ip_hash, /^[0-9a-f]{32}$/);
    assert.equal(list[0].ip_hash, list[1].ip_hash, 'one client, one hash');
    assert.ok(!Number.isNaN(Date.parse(list[0].created_at)));

    const rows = await readDb(dbPath, `SELECT * FROM consent_records WHERE id = ${first.body.id}`);
    assert.equal(rows.length, 1);
    assert.deepEqual(JSON.parse(rows[0].categories), VALID.consented_categories);
    assert.deepEqual(JSON.parse(rows[0].services), VALID.consented_services);
    assert.ok(!JSON.stringify(rows).includes('127.0.0.1'), 'the raw IP is never stored');
  });

  test('track rejects invalid payloads and stores nothing', T, async () => {
    const count = async () => (await readDb(dbPath, 'SELECT COUNT(*) AS n FROM consent_records'))[0].n;
    const before = await count();
    const services = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, true]));
    const bad = {
      'not JSON': '{nope',
      array: '[]',
      null: 'null',
      'unknown field': { ...VALID, extra: 1 },
      'missing categories': { consented_services: {}, consenttype: 'optin' },
      'categories not an array': { ...VALID, consented_categories: 'marketing' },
      'unknown category': { ...VALID, consented_categories: ['marketing', 'tracking'] },
      'non-string category': { ...VALID, consented_categories: [1] },
      'duplicate category': { ...VALID, consented_categories: ['marketing', 'marketing'] },
      'missing services': { consented_categories: [], consenttype: 'optin' },
      'services an array': { ...VALID, consented_services: ['video'] },
      'service name with a space': { ...VALID, consented_services: { 'bad name': true } },
      'service name too long': { ...VALID, consented_services: { ['a'.repeat(65)]: true } },
      'service value not boolean': { ...VALID, consented_services: { video: 'yes' } },
      'too many services': { ...VALID, consented_services: services(101) },
      'bad consenttype': { ...VALID, consenttype: 'always' },
      'missing consenttype': { consented_categories: [], consented_services: {} },
    };
    for (const [what, body] of Object.entries(bad)) {
      const res = await json(await post(api('track'), body));
      assert.equal(res.status, 400, what);
      assert.equal(typeof res.body.error, 'string', what);
    }
    const ok = await post(api('track'), { ...VALID, consented_services: services(100) });
    assert.equal(ok.status, 201, 'exactly 100 services is allowed');

    assert.equal((await post(api('track'), VALID, 'application/x-www-form-urlencoded')).status, 415);
    const huge = { ...VALID, consented_services: { video: true }, pad: 'x'.repeat(17 * 1024) };
    assert.equal((await post(api('track'), huge)).status, 413);
    assert.equal((await fetch(api('track'))).status, 405);
    assert.equal(await count(), before + 1);
  });

  test('records lists the newest first and clamps the limit', T, async () => {
    const all = (await json(await fetch(api('records?limit=1000')))).body;
    assert.ok(all.length <= 100);
    const ids = all.map((r) => r.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.equal((await json(await fetch(api('records?limit=0')))).body.length, 1);
  });
});

describe('demo tracker and pages', () => {
  let app;
  before(async () => {
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(TMP, 'pages.sqlite'), root: ROOT });
  });
  after(() => app?.close());
  const hits = async () => (await json(await fetch(`${app.trackerUrl}/hits`))).body;

  test('the tracker is another site on loopback', T, () => {
    assert.equal(new URL(app.url).hostname, '127.0.0.1');
    assert.equal(new URL(app.trackerUrl).hostname, 'localhost');
  });

  test('every tracker route answers and every hit is logged', T, async () => {
    assert.equal((await fetch(`${app.trackerUrl}/hits/reset`, { method: 'POST' })).status, 204);
    assert.deepEqual(await hits(), []);
    const routes = {
      '/t/script.js': /javascript/,
      '/t/inline-dep.js': /javascript/,
      '/t/module.js': /javascript/,
      '/t/waitfor-base.js': /javascript/,
      '/t/waitfor-dep.js': /javascript/,
      '/t/shadow.js': /javascript/,
      '/t/late.js': /javascript/,
      '/t/style.css': /text\/css/,
      '/t/pixel.png': /image\/png/,
      '/t/frame.html?autoplay=1': /text\/html/,
    };
    for (const [route, type] of Object.entries(routes)) {
      const res = await fetch(`${app.trackerUrl}${route}`, { headers: { Referer: `${app.url}/consent.html` } });
      assert.equal(res.status, 200, route);
      assert.match(res.headers.get('content-type'), type, route);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', route);
      assert.equal(res.headers.get('cache-control'), 'no-store', route);
      assert.match(res.headers.get('set-cookie'), /^pbt_seen=1/, route);
      const body = Buffer.from(await res.arrayBuffer());
      if (route.endsWith('.png')) assert.equal(body.subarray(1, 4).toString(), 'PNG');
      if (route.startsWith('/t/frame')) assert.match(body.toString(), /autoplay on/);
      if (route.endsWith('.js') && route !== '/t/script.js') {
        assert.match(body.toString(), /__pbTracker/, route);
      }
    }
    assert.match(await (await fetch(`${app.trackerUrl}/t/module.js`)).text(), /import\.meta/);
    assert.equal((await fetch(`${app.trackerUrl}/t/unknown.js`)).status, 404);

    const log = await hits();
    const expected = [...Object.keys(routes).map((r) => r.split('?')[0]), '/t/module.js', '/t/unknown.js'];
    assert.deepEqual(
      log.map((h) => h.path),
      expected,
      'logged in order, /hits itself excluded',
    );
    const frame = log.find((h) => h.path === '/t/frame.html');
    assert.equal(frame.query, '?autoplay=1');
    assert.equal(frame.referer, `${app.url}/consent.html`);
    assert.ok(log.every((h, i) => i === 0 || h.seq > log[i - 1].seq));
    assert.ok(log.every((h) => typeof h.time === 'number'));
  });

  test('the consent page has every blocked kind, all pointing at the tracker', T, async () => {
    const res = await fetch(`${app.url}/consent.html`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-security-policy'), null);
    const html = await res.text();
    assert.ok(!html.includes('%TRACKER%'), 'placeholder replaced');
    const t = app.trackerUrl;
    const has = (re, what) => assert.match(html, re, what);
    has(new RegExp(`<script type="text/plain" data-category="statistics" data-src="${t}/t/script.js">`), 'external');
    has(/<script type="text\/plain" data-category="marketing">[^<]*inline-dep\.js/, 'inline');
    has(new RegExp(`data-type="module" data-src="${t}/t/module.js"`), 'module');
    const dep = html.indexOf(`data-src="${t}/t/waitfor-dep.js"`);
    const base = html.indexOf(`data-src="${t}/t/waitfor-base.js"`);
    assert.ok(dep > 0 && base > dep, 'the waitfor dependant comes before its base');
    has(/data-waitfor="waitfor-base\.js"/, 'waitfor');
    has(new RegExp(`<iframe[^>]*data-service="video"[^>]*data-src="${t}/t/frame.html\\?autoplay=1"`), 'iframe');
    has(new RegExp(`<img data-category="marketing" data-src="${t}/t/pixel.png"`), 'img');
    has(new RegExp(`<link rel="stylesheet" data-category="statistics" data-href="${t}/t/style.css">`), 'link');
    has(/<pb-consent-area post-id="1" block-id="2">/, 'consent area');
    has(/<pb-manage-consent>/, 'manage consent');
    has(/<pb-consent-banner>/, 'banner');
    has(
      new RegExp(`<template shadowrootmode="open">[\\s\\S]*data-src="${t}/t/shadow.js"[\\s\\S]*</template>`),
      'shadow',
    );
    has(new RegExp(`'${t}/t/late.js'`), 'late');
    // Nothing on the page may load from the tracker by itself.
    assert.ok(!/\s(src|href)="http:\/\/localhost/.test(html), 'no unblocked tracker URL');

    const config = JSON.parse(/<script type="application\/json" id="pb-config">([\s\S]*?)<\/script>/.exec(html)[1]);
    assert.equal(config.consent.url, '/api/consent/');
    assert.equal(config.consent.consenttype, 'optin');
    const css = config.consent.css_file
      .replace('{type}', 'optin')
      .replace('{banner_id}', config.consent.user_banner_id);
    const sheet = await fetch(`${app.url}${css}`);
    assert.equal(sheet.status, 200, css);
    assert.match(sheet.headers.get('content-type'), /text\/css/);
    assert.match(await sheet.text(), /--pb-consent-bg:/);
  });

  test('the CSP page gets a fresh nonce on every script and a strict policy', T, async () => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${app.url}/consent-csp.html`);
      const csp = res.headers.get('content-security-policy');
      const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp)?.[1];
      assert.ok(nonce, csp);
      assert.match(csp, /style-src 'self'; object-src 'none'; base-uri 'none'; report-uri \/api\/csp-report/);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const html = await res.text();
      assert.ok(!html.includes('%NONCE%') && !html.includes('%TRACKER%'));
      const scripts = html.match(/<script\b[^>]*>/g);
      assert.ok(scripts.length >= 6);
      for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
      nonces.push(nonce);
    }
    assert.notEqual(nonces[0], nonces[1]);
    const head = await fetch(`${app.url}/consent-csp.html`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.ok(Number(head.headers.get('content-length')) > 0);
    assert.equal((await fetch(`${app.url}/`)).headers.get('content-security-policy'), null);
    assert.equal((await fetch(`${app.url}/missing.html`)).status, 404);
  });

  test('CSP violation reports are recorded, listed and cleared', T, async () => {
    const url = `${app.url}/api/csp-report`;
    const report = { 'csp-report': { 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    assert.equal((await post(url, report, 'application/csp-report')).status, 204);
    const { body } = await json(await fetch(url));
    assert.equal(body.length, 1);
    assert.deepEqual(body[0].report, report['csp-report']);
    assert.equal((await post(url, report, 'text/html')).status, 415);
    assert.equal((await post(url, '{x', 'application/csp-report')).status, 400);
    assert.equal((await fetch(url, { method: 'DELETE' })).status, 204);
    assert.deepEqual((await json(await fetch(url))).body, []);
  });
});
