/**
 * The split-test backend over real HTTP (loopback, port 0, a temp database):
 * get-subject and update-stats with their nonces, every record validated, the
 * per-client limit, the report page and JSON, and 5,000 records landing exactly.
 *
 *   node --test test/e2e/split-server.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { createNonces } from '../../demo/server/nonces.js';
import { SPLIT_RATE_LIMIT, STATS_MAX } from '../../demo/server/split.js';

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-split-server-'));
const T = { timeout: 60_000 };
const SECRET = 'split-server-test-secret';
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

async function start(name, now = Date.now) {
  const dbPath = path.join(TMP, `${name}.sqlite`);
  const server = await startServer({ port: 0, dbPath, nonceSecret: SECRET, now });
  const nonces = createNonces({ secret: SECRET, now });
  const ajax = async (fields) => {
    const res = await fetch(`${server.url}/api/ajax`, { method: 'POST', body: new URLSearchParams(fields) });
    return { status: res.status, body: await res.json() };
  };
  const rows = async (sql = 'SELECT COUNT(*) AS n FROM split_stats') => {
    const db = await openDatabase(dbPath);
    try {
      return db.get(sql).n;
    } finally {
      db.close();
    }
  };
  return { server, nonces, ajax, rows, dbPath };
}

const stats = (nonce, records) => ({
  action: 'pb_split_update_stats',
  nonce,
  stats_data_array: JSON.stringify(records),
});
const rec = (subject_id, record_type = 'read_page', test_id = 1) => ({ test_id, subject_id, record_type });

describe('split-test backend', () => {
  let s;
  before(async () => {
    s = await start('main');
  });
  after(() => s.server.close());

  test('get subject: frontend nonce, the seeded test, the cookie subject kept', T, async () => {
    const frontend = s.nonces.issue('frontend');
    const seen = new Set();
    for (let i = 0; i < 20; i++) {
      const out = await s.ajax({ action: 'pb_split_get_subject', nonce: frontend, test_id: '1' });
      assert.equal(out.status, 200);
      assert.deepEqual(Object.keys(out.body), ['id', 'content']);
      assert.match(out.body.content, /^<h2>[^<]+<\/h2><p>/);
      seen.add(out.body.id);
    }
    assert.deepEqual([...seen].sort(), [1, 2], 'both subjects are served');
    for (const kept of [1, 2]) {
      const out = await s.ajax({ action: 'pb_split_get_subject', nonce: frontend, test_id: '1', subject_id: kept });
      assert.equal(out.body.id, kept);
    }
    const missing = await s.ajax({ action: 'pb_split_get_subject', nonce: frontend, test_id: '99' });
    assert.deepEqual(missing, { status: 404, body: { error: 'no split test 99' } });
    const wrongScope = await s.ajax({ action: 'pb_split_get_subject', nonce: s.nonces.issue('log'), test_id: '1' });
    assert.equal(wrongScope.status, 403);
    assert.equal((await s.ajax({ action: 'pb_split_get_subject', test_id: '1' })).status, 403);
  });

  test('update stats: the log nonce, valid records stored, any bad record refuses the batch', T, async () => {
    const log = s.nonces.issue('log');
    const before = await s.rows();
    const ok = await s.ajax(stats(log, [rec(1), rec(1, 'click_goal'), rec(2, 'bounce')]));
    assert.deepEqual(ok, { status: 200, body: { ok: true, stored: 3 } });
    assert.equal(await s.rows(), before + 3);
    assert.equal((await s.ajax(stats(s.nonces.issue('frontend'), [rec(1)]))).status, 403);
    assert.equal((await s.ajax(stats('1.forgedforgedforgedforged', [rec(1)]))).status, 403);
    const bad = [
      ['[1', /not valid JSON/],
      ['[]', /1 to 100 records/],
      [JSON.stringify(Array.from({ length: STATS_MAX + 1 }, () => rec(1))), /1 to 100 records/],
      [JSON.stringify([rec(1), rec(1, 'visit')]), /record 1: record_type must be one of/],
      [JSON.stringify([rec(3)]), /record 0: subject_id is not a subject of test 1/],
      [JSON.stringify([rec(1, 'read_page', 7)]), /record 0: unknown test_id/],
      [JSON.stringify([{ ...rec(1), extra: 1 }]), /record 0 must be/],
      [JSON.stringify([rec('1')]), /subject_id is not a subject/],
      [JSON.stringify(['x']), /record 0 must be/],
    ];
    for (const [text, reason] of bad) {
      const out = await s.ajax({ action: 'pb_split_update_stats', nonce: log, stats_data_array: text });
      assert.equal(out.status, 400, text.slice(0, 40));
      assert.match(out.body.error, reason);
    }
    assert.equal(await s.rows(), before + 3, 'nothing of a refused batch landed');
  });

  test('the report page and JSON give views, goals and conversion rate; names are escaped', T, async () => {
    const db = await openDatabase(s.dbPath);
    db.write('UPDATE split_subjects SET name = ? WHERE id = 2', ['B <img src=x onerror=alert(1)>']);
    db.close();
    const log = s.nonces.issue('log');
    await s.ajax(stats(log, [rec(1), rec(1), rec(1), rec(1, 'click_goal'), rec(2), rec(2, 'click_goal')]));
    const { tests } = await (await fetch(`${s.server.url}/api/split-tests`)).json();
    const [a, b] = tests[0].subjects;
    assert.equal(tests[0].goal, 'click_goal');
    // Earlier test: 1 read_page and 1 click_goal for subject 1, 1 bounce for subject 2.
    assert.deepEqual([a.views, a.goals, a.rate], [4, 2, 50]);
    assert.deepEqual([b.views, b.goals, b.rate, b.records.bounce], [1, 1, 100, 1]);
    const page = await fetch(`${s.server.url}/split-tests`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<div class="split-chart" role="img" aria-labelledby="chart-1-title chart-1-desc"/);
    assert.match(html, /<span id="chart-1-title" hidden>Conversion rate \(click_goal\) by subject<\/span>/);
    assert.match(html, /<span class="bar" style="width:35%"><\/span><span class="value">50% \(2 of 4\)<\/span>/);
    assert.ok(!html.includes('<img src=x'), 'the name is escaped');
    assert.match(html, /B &lt;img src=x onerror=alert\(1\)&gt;/);
    assert.equal((await fetch(`${s.server.url}/api/split-tests`, { method: 'POST' })).status, 405);
  });
});

describe('split-test limits and load', () => {
  test('the per-client limit refuses the call past it, and the next window accepts again', T, async () => {
    let t = Date.parse('2025-06-01T10:00:00Z');
    const s = await start('limit', () => t);
    try {
      const log = s.nonces.issue('log');
      const body = new URLSearchParams(stats(log, [rec(1)])).toString();
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      // Through app.inject: the same router and limiter, without 600 sockets.
      const call = () => s.server.app.inject({ method: 'POST', url: '/api/ajax', payload: body, headers });
      for (let i = 0; i < SPLIT_RATE_LIMIT.max; i++) assert.equal((await call()).statusCode, 200);
      const refused = await call();
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().error, 'too many requests; try again later');
      assert.equal(refused.headers['retry-after'], '60');
      t += SPLIT_RATE_LIMIT.windowMs;
      assert.equal((await call()).statusCode, 200);
      assert.equal(await s.rows(), SPLIT_RATE_LIMIT.max + 1);
    } finally {
      await s.server.close();
    }
  });

  test('5,000 records posted over loopback land exactly', T, async () => {
    const s = await start('load');
    try {
      const log = s.nonces.issue('log');
      const calls = 5000 / STATS_MAX;
      const started = Date.now();
      let next = 0;
      const worker = async () => {
        while (next < calls) {
          const i = next++;
          const records = Array.from({ length: STATS_MAX }, (_, k) => rec(((i + k) % 2) + 1, 'view_goal'));
          const out = await s.ajax(stats(log, records));
          assert.equal(out.status, 200, JSON.stringify(out.body));
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      const elapsed = Date.now() - started;
      assert.equal(await s.rows(), 5000);
      assert.equal(await s.rows('SELECT COUNT(*) AS n FROM split_stats WHERE subject_id = 1'), 2500);
      console.log(`# 5,000 records in ${calls} calls: ${elapsed} ms`);
      assert.ok(elapsed < 30_000, `bounded in time (${elapsed} ms)`);
    } finally {
      await s.server.close();
    }
  });
});
