/**
 * The newsletter's ajax action on the reference backend, over real HTTP on a loopback port with a temp database:
 * rows stored (custom and hidden fields, the address hashed), the no-script form post, validation, duplicates,
 * the checksum, nonce refusal and the rate limit, on the server's own clock.
 *
 *   node --test test/e2e/newsletter-server.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import {
  MESSAGES,
  NEWSLETTER_LIST,
  NEWSLETTER_RATE_LIMIT,
  newsletterChecksum,
  SUBSCRIBE_ACTION,
} from '../../demo/server/newsletter.js';
import { createNonces, NONCE_LIFETIME_MS } from '../../demo/server/nonces.js';

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-newsletter-server-'));
const DB = path.join(TMP, 'pb.sqlite');
const T = { timeout: 30_000 };
const SECRET = 'newsletter-server-test-secret';
let clock = Date.parse('2025-05-01T10:00:00Z');
const now = () => clock;
const nonces = createNonces({ secret: SECRET, now });
let server;

before(async () => {
  server = await startServer({ port: 0, dbPath: DB, now, nonceSecret: SECRET });
});
after(async () => {
  await server?.close();
  fs.rmSync(TMP, { recursive: true, force: true });
});
// Each test starts in a fresh rate-limit window.
beforeEach(() => {
  clock += NEWSLETTER_RATE_LIMIT.timeWindow + 1000;
});

const fields = (extra = {}) => ({
  action: SUBSCRIBE_ACTION,
  nonce: nonces.issue('frontend'),
  ...NEWSLETTER_LIST,
  checksum: newsletterChecksum(),
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  ip_address: '203.0.113.9',
  custom_fields: JSON.stringify({ source: 'studio', topics: 'classes, sales' }),
  hidden_fields: '["source"]',
  token: 'studio-footer',
  ...extra,
});
async function subscribe(body) {
  const res = await fetch(`${server.url}/api/ajax`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
async function rows(email) {
  const db = await openDatabase(DB);
  try {
    return db.all('SELECT * FROM newsletter_subscribers WHERE email = ? ORDER BY id', [email]);
  } finally {
    db.close();
  }
}

describe('pb_newsletter_subscribe', () => {
  test('stores a subscriber with custom and hidden fields, the address hashed', T, async () => {
    const out = await subscribe(fields());
    assert.deepEqual([out.status, out.body], [200, { success: true }]);
    const [row, ...more] = await rows('ada@example.com');
    assert.equal(more.length, 0);
    assert.deepEqual(
      { ...row, id: undefined, ip_hash: undefined },
      {
        id: undefined,
        list_id: 'studio-news',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        provider: 'demo',
        account: 'studio-klei',
        ip_hash: undefined,
        custom_fields: '{"source":"studio","topics":"classes, sales"}',
        hidden_fields: '["source"]',
        token: 'studio-footer',
        created_at: new Date(clock).toISOString(),
      },
    );
    assert.match(row.ip_hash, /^[0-9a-f]{32}$/);
    assert.ok(!JSON.stringify(row).includes('203.0.113.9') && !JSON.stringify(row).includes('127.0.0.1'));
  });

  test('refuses a duplicate, whatever its case', T, async () => {
    await subscribe(fields({ email: 'grace@example.com' }));
    const out = await subscribe(fields({ email: ' Grace@Example.COM ' }));
    assert.deepEqual([out.status, out.body], [409, { error: MESSAGES.duplicate }]);
    assert.equal((await rows('grace@example.com')).length, 1);
  });

  test('takes a form posted without the script: extra fields are the custom fields', T, async () => {
    const { custom_fields, hidden_fields, ...plain } = fields({ email: 'plain@example.com' });
    const out = await subscribe({ ...plain, source: 'no-script', topics: 'sales' });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    const [row] = await rows('plain@example.com');
    assert.equal(row.custom_fields, '{"source":"no-script","topics":"sales"}');
    assert.equal(row.hidden_fields, '[]');
  });

  const refusals = [
    ['a bad email', { email: 'ada@nowhere' }, 400, MESSAGES.email],
    ['an email with a space', { email: 'a b@example.com' }, 400, MESSAGES.email],
    ['an unknown list (its name echoed)', { list_id: '<img src=x>' }, 400, MESSAGES.list('<img src=x>')],
    ['a forged checksum', { checksum: 'x'.repeat(22) }, 400, MESSAGES.checksum],
    ['another account', { account: 'someone-else' }, 400, MESSAGES.checksum],
    ['custom fields that are not an object of strings', { custom_fields: '[1]' }, 400, MESSAGES.custom],
    ['hidden fields that are not a list', { hidden_fields: '{"a":1}' }, 400, MESSAGES.custom],
    ['a missing email', { email: undefined }, 400, '"email" is required'],
    ['a bad token', { token: 'a b' }, 400, '"token" must be letters, digits, "-" or "_" (64 at most)'],
    ['no nonce', { nonce: '' }, 403, 'This request is missing its security token. Reload the page and try again.'],
    [
      'a log nonce',
      { nonce: nonces.issue('log') },
      403,
      'This request failed its security check. Reload the page and try again.',
    ],
  ];
  for (const [what, change, status, error] of refusals)
    test(`refuses ${what} with a clear error, storing nothing`, T, async () => {
      const email = `refused-${refusals.findIndex((r) => r[0] === what)}@example.com`;
      const body = fields({ email, ...change });
      for (const [k, v] of Object.entries(body)) if (v === undefined) delete body[k];
      const out = await subscribe(body);
      assert.deepEqual([out.status, out.body], [status, { error }]);
      assert.equal((await rows(email)).length, 0);
    });

  test('refuses an expired nonce', T, async () => {
    const body = fields({ email: 'late@example.com' });
    clock += NONCE_LIFETIME_MS + 1000;
    const out = await subscribe(body);
    assert.deepEqual([out.status, out.body], [403, { error: 'This page has expired. Reload the page and try again.' }]);
    assert.equal((await rows('late@example.com')).length, 0);
  });

  test(`holds ${NEWSLETTER_RATE_LIMIT.max} calls a minute per address, then a new window`, T, async () => {
    const statuses = [];
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++)
      statuses.push((await subscribe(fields({ email: `rate-${i}@example.com` }))).status);
    assert.deepEqual(statuses, [...Array(NEWSLETTER_RATE_LIMIT.max).fill(200), 429]);
    const refused = await subscribe(fields({ email: 'rate-x@example.com' }));
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error, 'too many requests; try again later');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal((await rows('rate-x@example.com')).length, 0);
    clock += NEWSLETTER_RATE_LIMIT.timeWindow;
    assert.equal((await subscribe(fields({ email: 'rate-x@example.com' }))).status, 200);
  });

  test('the studio page carries the list checksum and a frontend nonce', T, async () => {
    const html = await (await fetch(`${server.url}/studio.html`)).text();
    assert.ok(html.includes(`value="${newsletterChecksum()}"`), 'checksum in the form');
    assert.ok(!html.includes('%NEWSLETTER_CHECKSUM%') && !html.includes('%AJAX_NONCE'));
    assert.match(html, /<pb-newsletter[^>]*>\s*<form action="\/api\/ajax" method="post"/);
  });
});
