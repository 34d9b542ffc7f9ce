/**
 * The consent backend's rate limit (@fastify/rate-limit on the server's
 * clock) and the demo's own manage-consent content, over real HTTP.
 *
 *   node --test test/e2e/backend-consent.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-backend-consent-e2e-'));
const T = { timeout: 30_000 };
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

const json = async (res) => ({ status: res.status, headers: res.headers, body: await res.json() });
const post = (url, body) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const VALID = {
  consented_categories: ['functional', 'marketing'],
  consented_services: { video: true },
  consenttype: 'optin',
};

describe('demo content', () => {
  test("the demo's own manage_consent_html is plain content, with no probe in it", T, async () => {
    const demo = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: path.join(TMP, 'demo-html.sqlite'),
      root: ROOT,
    });
    try {
      const en = await json(await fetch(`${demo.url}/api/consent/manage_consent_html?locale=en`));
      assert.equal(en.status, 200);
      assert.equal(typeof en.body, 'string');
      assert.match(en.body, /<ul>.*Marketing.*<\/ul>/s);
      assert.match(en.body, /href="\/consent\.html#cookie-statement"/);
      assert.doesNotMatch(en.body, /<img|<script|\son\w+=/i, 'no broken image, no script, no handler');
      const nl = await json(await fetch(`${demo.url}/api/consent/manage_consent_html?locale=nl`));
      assert.match(nl.body, /Functioneel/);
      assert.doesNotMatch(nl.body, /<img|<script|\son\w+=/i);
    } finally {
      await demo.close();
    }
  });
});

describe('track rate limit', () => {
  let app;
  let clock = 1_000_000;
  before(async () => {
    app = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: path.join(TMP, 'limit.sqlite'),
      root: ROOT,
      trackRateLimit: { max: 3, windowMs: 60_000 },
      now: () => clock,
    });
  });
  after(() => app?.close());

  test('a client gets max calls per window, then 429 with Retry-After', T, async () => {
    const track = (body = VALID) => post(`${app.url}/api/consent/track`, body);
    assert.equal((await track()).status, 201);
    assert.equal((await track({})).status, 400, 'invalid calls count too');
    assert.equal((await track()).status, 201);
    clock += 20_000;
    const limited = await json(await track());
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '40');
    assert.equal(typeof limited.body.error, 'string');
    assert.equal((await fetch(`${app.url}/api/consent/records`)).status, 200, 'reads are not limited');

    clock += 40_000;
    assert.equal((await track()).status, 201, 'a new window starts');
    const { body } = await json(await fetch(`${app.url}/api/consent/records`));
    assert.equal(body.length, 3);
    assert.equal(body[0].created_at, new Date(clock).toISOString());
  });

  test('close() also stops the tracker', T, async () => {
    const { trackerUrl } = app;
    await app.close();
    await assert.rejects(fetch(`${trackerUrl}/hits`));
  });
});
