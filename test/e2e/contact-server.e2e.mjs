/**
 * The contact form's action, `POST /contact` (demo/server/contact.js): rows
 * stored, the server's own validation (required, email rule, captcha sum,
 * field data), the token (missing, forged, expired on an injected clock),
 * the rate limit, and the bare form's HTML page. Fastify `inject` on a temp DB.
 *
 *   node --test test/e2e/contact-server.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../demo/server/app.js';
import { CONTACT_ERRORS, isValidEmail } from '../../demo/server/contact.js';
import { openDatabase } from '../../demo/server/db.js';
import { createNonces } from '../../demo/server/nonces.js';

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-contact-server-'));
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

let clock = 1_700_000_000_000;
const now = () => clock;
let app;
let db;
const nonces = createNonces({ now });

before(async () => {
  db = await openDatabase(path.join(TMP, 'contact.sqlite'));
  app = await buildApp({
    db,
    now,
    nonces,
    trackRateLimit: { max: 30, windowMs: 60_000 },
    contactRateLimit: { max: 6, windowMs: 60_000 },
    cspReports: [],
    trackerUrl: 'http://localhost:1',
    pagesDir: path.join(TMP, 'pages'),
    distDir: path.join(TMP, 'dist'),
  });
});
after(async () => {
  await app.close();
  db.close();
});

const META = [
  { id: 'name', original_id: 'cf-name', required_mark: 'required', field_type: 'input', field_label: 'Name' },
  { id: 'email', original_id: 'cf-email', required_mark: 'required', field_type: 'email', field_label: 'Email' },
  {
    id: 'subject',
    original_id: 'cf-subject',
    required_mark: 'not_required',
    field_type: 'select',
    field_label: 'Subject',
  },
  {
    id: 'class',
    original_id: 'cf-class',
    required_mark: 'required',
    field_type: 'select',
    field_label: 'Which class?',
  },
  { id: 'message', original_id: 'cf-message', required_mark: 'required', field_type: 'text', field_label: 'Message' },
];
const valid = (over = {}) => ({
  name: 'Ann de Vries',
  email: 'ann@example.nl',
  subject: 'Orders',
  message: 'Do you ship mugs to Ghent?',
  pb_token: nonces.issue('contact'),
  pb_fields: JSON.stringify(META),
  pb_hidden_fields: JSON.stringify(['class']),
  pb_first_digit: '7',
  pb_second_digit: '11',
  pb_captcha: '18',
  pb_ajax: '1',
  ...over,
});
/** A fresh client address per call unless given, so only the rate-limit test meets the limit. */
let address = 0;
const send = (fields, remoteAddress = `10.0.0.${++address % 250}`) =>
  app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json, text/html;q=0.9' },
    payload: new URLSearchParams(fields).toString(),
  });
const count = () => db.get('SELECT COUNT(*) AS n FROM contact_messages').n;

describe('POST /contact', () => {
  test('a valid message is stored and answered with an escaped HTML fragment', async () => {
    const before = count();
    const res = await send(valid({ name: 'Ann <img src=x onerror=alert(1)>' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-type'], /text\/html/);
    assert.match(
      res.body,
      /^<p class="contact-sent"><strong>Thank you, Ann &lt;img src=x onerror=alert\(1\)&gt;\.<\/strong>/,
    );
    assert.equal(count(), before + 1);
    const row = db.get('SELECT * FROM contact_messages ORDER BY id DESC LIMIT 1');
    assert.equal(row.email, 'ann@example.nl');
    assert.equal(row.message, 'Do you ship mugs to Ghent?');
    assert.match(row.ip_hash, /^[0-9a-f]{32}$/);
    assert.equal(row.created_at, new Date(clock).toISOString());
    assert.deepEqual(JSON.parse(row.fields), [
      { id: 'name', label: 'Name', value: 'Ann <img src=x onerror=alert(1)>' },
      { id: 'email', label: 'Email', value: 'ann@example.nl' },
      { id: 'subject', label: 'Subject', value: 'Orders' },
      { id: 'message', label: 'Message', value: 'Do you ship mugs to Ghent?' },
    ]);
  });

  test('a field hidden by conditional logic is neither required nor stored; shown, it is required', async () => {
    const res = await send(valid({ class: 'stale value' }));
    assert.equal(res.statusCode, 200);
    assert.doesNotMatch(db.get('SELECT fields FROM contact_messages ORDER BY id DESC LIMIT 1').fields, /stale/);
    const shown = await send(valid({ pb_hidden_fields: '[]', subject: 'Classes' }));
    assert.equal(shown.statusCode, 400);
    assert.deepEqual(shown.json(), { error: 'Please fill in the following fields: Which class?.' });
  });

  const refusals = [
    [
      'empty required fields, listed by label',
      { name: ' ', message: '' },
      400,
      /Please fill in the following fields: Name, Message\./,
    ],
    ['the site’s own required fields even when the metadata omits them', { pb_fields: '[]', email: '' }, 400, /Email/],
    ['an email that breaks the MFT §5 rule', { email: 'ann@klei..nl' }, 400, CONTACT_ERRORS.email],
    ['a wrong captcha sum', { pb_captcha: '17' }, 400, CONTACT_ERRORS.captcha],
    [
      'a captcha number out of 1-15',
      { pb_first_digit: '16', pb_second_digit: '2', pb_captcha: '18' },
      400,
      CONTACT_ERRORS.captcha,
    ],
    ['no captcha at all', { pb_captcha: undefined, pb_first_digit: undefined }, 400, CONTACT_ERRORS.captcha],
    ['field metadata that is not a JSON list', { pb_fields: '{"id":1}' }, 400, CONTACT_ERRORS.fields],
    ['a missing token', { pb_token: '' }, 403, CONTACT_ERRORS.token.missing],
    [
      'a forged token',
      { pb_token: `${nonces.issue('contact').split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA` },
      403,
      CONTACT_ERRORS.token.invalid,
    ],
    ['a token of another scope', { pb_token: nonces.issue('frontend') }, 403, CONTACT_ERRORS.token.invalid],
    ['an oversized value', { message: 'x'.repeat(5001) }, 400, CONTACT_ERRORS.tooLong],
  ];
  test('a token sent twice is refused as not ours, not as missing; an oversized body says its limit', async () => {
    const fields = new URLSearchParams(valid());
    fields.append('pb_token', nonces.issue('contact'));
    const twice = await app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress: '10.0.1.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: fields.toString(),
    });
    assert.equal(twice.statusCode, 403);
    assert.equal(twice.json().error, CONTACT_ERRORS.token.invalid);
    const big = await send(valid({ message: 'x'.repeat(20_000) }));
    assert.equal(big.statusCode, 413);
    assert.match(big.body, /body exceeds 16384 bytes/);
  });

  for (const [what, over, status, error] of refusals) {
    test(`refuses ${what} (${status}) and stores nothing`, async () => {
      const before = count();
      const fields = valid(over);
      for (const [k, v] of Object.entries(fields)) if (v === undefined) delete fields[k];
      const res = await send(fields);
      assert.equal(res.statusCode, status, res.body);
      const body = res.json();
      if (typeof error === 'string') assert.equal(body.error, error);
      else assert.match(body.error, error);
      assert.equal(count(), before);
    });
  }

  test('a token older than 12 hours is refused as expired', async () => {
    const token = nonces.issue('contact');
    clock += 12 * 60 * 60 * 1000 + 1000;
    try {
      const res = await send(valid({ pb_token: token }));
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().error, CONTACT_ERRORS.token.expired);
    } finally {
      clock += 1000;
    }
  });

  test('the bare form (no script) gets whole HTML pages, escaped', async () => {
    const page = (fields) =>
      app.inject({
        method: 'POST',
        url: '/contact',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ ...valid(), pb_ajax: '0', ...fields }).toString(),
      });
    const ok = await page({ name: 'Ann & Co' });
    assert.equal(ok.statusCode, 200);
    assert.match(ok.body, /^<!doctype html>.*<h1>Message sent<\/h1>.*Thank you, Ann &amp; Co\./s);
    const bare = await page({ pb_captcha: '1' });
    assert.equal(bare.statusCode, 400);
    assert.match(bare.headers['content-type'], /text\/html/);
    assert.match(bare.body, /^<!doctype html>.*<h1>Not sent<\/h1><p>The captcha sum is wrong/s);
  });

  test('other methods answer 405 with Allow: POST', async () => {
    const res = await app.inject({ method: 'GET', url: '/contact' });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'POST');
  });

  test('the rate limit: 6 posts a minute per client, the 7th is 429 as JSON; the next window accepts again', async () => {
    const results = [];
    for (let i = 0; i < 7; i++) results.push((await send(valid(), '10.1.2.3')).statusCode);
    assert.deepEqual(results, [200, 200, 200, 200, 200, 200, 429]);
    const limited = await send(valid(), '10.1.2.3');
    assert.match(limited.json().error, /too many requests/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await send(valid(), '10.1.2.4')).statusCode, 200, 'another client is not limited');
    clock += 60_000;
    assert.equal((await send(valid(), '10.1.2.3')).statusCode, 200);
  });
});

test('the server’s email rule agrees with the client’s table', () => {
  for (const [email, ok] of [
    ['ann@klei.nl', true],
    ["o'neil+news@mail.studio-klei.co.uk", true],
    ['a@b.c', false],
    ['@klei.nl', false],
    ['an(n)@klei.nl', false],
    ['ann@klei..nl', false],
    ['ann@localhost', false],
    ['ann@-klei.nl', false],
    ['ann@klei-.nl', false],
  ]) {
    assert.equal(isValidEmail(email), ok, email);
  }
});
