/**
 * The reference backend's reliability and its ajax router, over real HTTP:
 * no acknowledged write lost to `kill -9`, malformed bodies refused without a
 * write, 5,000 track calls landing exactly, and nonces that expire.
 *
 *   node --test test/e2e/backend.e2e.mjs
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { createAjaxRouter } from '../../demo/server/ajax.js';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { NONCE_LIFETIME_MS } from '../../demo/server/nonces.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-backend-e2e-'));
const T = { timeout: 60_000 };
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

const FORM = 'application/x-www-form-urlencoded';
const post = (url, body, type = 'application/json') =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : type === FORM ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
const json = async (res) => ({ status: res.status, body: await res.json() });
const TRACK = { consented_categories: ['functional'], consented_services: {}, consenttype: 'optin' };

/** Read the live file through its own connection (WAL readers see every committed write). */
async function count(dbPath, table) {
  const db = await openDatabase(dbPath);
  try {
    return db.get(`SELECT COUNT(*) AS n FROM ${table}`).n;
  } finally {
    db.close();
  }
}

/** Run `task(i)` for i < total with at most `width` in flight. */
async function bounded(total, width, task) {
  let next = 0;
  const worker = async () => {
    while (next < total) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, total) }, worker));
}

/** `node demo/server/index.js` as a child on free ports; resolves with its URL. */
function startChild(dbPath) {
  const child = spawn(process.execPath, [path.join(ROOT, 'demo', 'server', 'index.js')], {
    env: { ...process.env, PORT: '0', TRACKER_PORT: '0', HOST: '127.0.0.1', PB_DB: dbPath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening on (http:\/\/[^/\s]+)\//.exec(out);
      if (found) resolve(found[1]);
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${err}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, url, exited };
}

describe('the server process', () => {
  const children = [];
  after(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });

  test('kill -9 during a burst of writes loses no acknowledged write', T, async () => {
    const dbPath = path.join(TMP, 'kill.sqlite');
    const { child, url, exited } = startChild(dbPath);
    children.push(child);
    const base = await url;
    const acked = [];
    let killed = false;
    let failed = 0;
    await bounded(2000, 16, async (i) => {
      if (killed) return;
      try {
        const res = await post(`${base}/api/events`, { element: 'pb-test', type: 'burst', detail: { i } });
        if (res.status === 201) acked.push((await res.json()).id);
      } catch {
        failed += 1;
      }
      // Killed mid-burst: other requests are in flight, some of them mid-write.
      if (acked.length >= 300 && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    assert.equal((await exited).signal, 'SIGKILL');
    assert.ok(acked.length >= 300, `acknowledged ${acked.length}, failed ${failed}`);

    // Opened by libsql directly, as after a crash: SQLite replays the write-ahead log.
    const db = new Database(dbPath);
    try {
      const stored = new Set(
        db
          .prepare("SELECT id FROM demo_events WHERE type = 'burst'")
          .all()
          .map((r) => r.id),
      );
      const lost = acked.filter((id) => !stored.has(id));
      assert.deepEqual(lost, [], `${lost.length} of ${acked.length} acknowledged writes lost`);
      assert.equal(db.prepare('PRAGMA integrity_check').get().integrity_check, 'ok');
    } finally {
      db.close();
    }
  });

  test('SIGTERM closes gracefully: exit code 0, the log folded back into the file', T, async () => {
    const dbPath = path.join(TMP, 'term.sqlite');
    const { child, url, exited } = startChild(dbPath);
    children.push(child);
    const base = await url;
    assert.equal((await post(`${base}/api/events`, { element: 'pb-test', type: 'term' })).status, 201);
    child.kill('SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null });
    const wal = `${dbPath}-wal`;
    assert.ok(!fs.existsSync(wal) || fs.statSync(wal).size === 0, 'the WAL was checkpointed');
    assert.equal(await count(dbPath, 'demo_events'), 1);
  });
});

describe('malformed bodies', () => {
  const dbPath = path.join(TMP, 'malformed.sqlite');
  let app;
  before(async () => {
    app = await startServer({
      port: 0,
      dbPath,
      root: ROOT,
      trackRateLimit: { max: 1000 },
      actions: [['pb_test_note', { nonce: false, schema: noteSchema, handler: writeNote }]],
    });
  });
  after(() => app?.close());

  test('get a 400 with a reason and write nothing', T, async () => {
    const tables = ['demo_events', 'consent_records'];
    const before = await Promise.all(tables.map((t) => count(dbPath, t)));
    const cases = [
      ['/api/events', '{"element": "pb-tabs", ', /not valid JSON/],
      ['/api/events', '', /empty/],
      ['/api/events', '[]', /must be an object/],
      ['/api/events', { element: 'pb-tabs' }, /"type" is required/],
      ['/api/events', { element: '  ', type: 'x' }, /"element" must be a non-empty string/],
      // Thousands deep once overflowed the JSON writer's stack: a 500 instead of a reason.
      ['/api/events', `{"element":"a","type":"x","detail":${'['.repeat(5000)}${']'.repeat(5000)}}`, /nests deeper/],
      ['/api/events', { element: 'a', type: 'x', detail: JSON.parse(`${'['.repeat(33)}${']'.repeat(33)}`) }, /32/],
      ['/api/consent/track', '{"consented_categories": [}', /not valid JSON/],
      ['/api/consent/track', { ...TRACK, extra: true }, /unknown field "extra"/],
      ['/api/consent/track', { ...TRACK, consenttype: 'always' }, /"consenttype" must be one of optin/],
      ['/api/consent/track', { ...TRACK, consented_services: { video: 'yes' } }, /"consented_services\.video"/],
      ['/api/ajax', '{"action": "pb_test_note", "note": ', /not valid JSON/],
      ['/api/ajax', { action: 'pb_test_note' }, /"note" is required/],
      ['/api/ajax', { action: 'pb_test_note', note: 'x', count: 'many' }, /"count" must be an integer/],
      ['/api/ajax', { note: 'x' }, /"action" is required/],
    ];
    for (const [route, body, reason] of cases) {
      const res = await json(await post(`${app.url}${route}`, body));
      assert.equal(res.status, 400, `${route} ${JSON.stringify(body)}`);
      assert.match(res.body.error, reason, `${route} ${JSON.stringify(body)}`);
    }
    const form = await json(await post(`${app.url}/api/ajax`, 'action=pb_test_note&count=3', FORM));
    assert.equal(form.status, 400);
    assert.match(form.body.error, /"note" is required/);
    assert.deepEqual(await Promise.all(tables.map((t) => count(dbPath, t))), before, 'nothing was written');

    const ok = await json(await post(`${app.url}/api/ajax`, 'action=pb_test_note&note=hi&count=3', FORM));
    assert.deepEqual([ok.status, ok.body.count], [200, 3], 'form fields are coerced to the schema types');
    assert.equal(await count(dbPath, 'demo_events'), before[0] + 1, 'and a valid call does write');
  });
});

const noteSchema = {
  type: 'object',
  required: ['note'],
  properties: { note: { type: 'string', minLength: 1 }, count: { type: 'integer' } },
};
function writeNote(fields, { db, now }) {
  const id = db.write('INSERT INTO demo_events (element, type, detail, created_at) VALUES (?, ?, ?, ?)', [
    'pb-test',
    'note',
    JSON.stringify(fields.note),
    new Date(now()).toISOString(),
  ]);
  return { id, count: fields.count };
}

/**
 * A light keep-alive client (node:http, not fetch): client and server share
 * this process, so the client's own cost would otherwise dominate the figure.
 */
function client(base, width) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: width });
  const { hostname, port } = new URL(base);
  const send = (urlPath, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          hostname,
          port,
          path: urlPath,
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** Requests per second of `total` posts with `width` in flight; counts the statuses. */
async function blast(base, urlPath, body, total, width) {
  const http = client(base, width);
  const statuses = new Map();
  const started = performance.now();
  try {
    await bounded(total, width, async () => {
      const status = await http.send(urlPath, body);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  } finally {
    http.close();
  }
  return { rps: Math.round(total / ((performance.now() - started) / 1000)), statuses: [...statuses] };
}

describe('load', () => {
  const dbPath = path.join(TMP, 'load.sqlite');
  let app;
  let bare;
  before(async () => {
    app = await startServer({ port: 0, dbPath, root: ROOT, trackRateLimit: { max: 10_000 } });
    // The baseline: a bare node:http server that answers like track and stores nothing.
    bare = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":1}'));
    });
    await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    bare?.close();
    await app?.close();
  });

  test('5,000 track calls on loopback land as exactly 5,000 rows', T, async (t) => {
    const TOTAL = 5000;
    const WIDTH = 16;
    const body = JSON.stringify(TRACK);
    const track = await blast(app.url, '/api/consent/track', body, TOTAL, WIDTH);
    const baseline = await blast(`http://127.0.0.1:${bare.address().port}`, '/', body, 1000, WIDTH);
    const line =
      `track: ${track.rps} requests/s for ${TOTAL} calls (${WIDTH} in flight, each stored); ` +
      `bare node:http baseline in the same run: ${baseline.rps} requests/s`;
    t.diagnostic(line);
    console.log(`# ${line}`);
    assert.deepEqual(track.statuses, [[201, TOTAL]]);
    assert.equal(await count(dbPath, 'consent_records'), TOTAL);
  });
});

describe('ajax router and nonces', () => {
  let clock = Date.UTC(2030, 0, 1);
  let app;
  before(async () => {
    app = await startServer({
      port: 0,
      dbPath: path.join(TMP, 'ajax.sqlite'),
      root: ROOT,
      now: () => clock,
      actions: [['pb_test_note', { nonce: 'frontend', schema: noteSchema, handler: writeNote }]],
    });
  });
  after(() => app?.close());
  const ajax = (fields, type = FORM) => post(`${app.url}/api/ajax`, fields, type);

  async function pageNonces() {
    const html = await (await fetch(`${app.url}/`)).text();
    const config = JSON.parse(/<script type="application\/json" id="pb-config">([\s\S]*?)<\/script>/.exec(html)[1]);
    assert.equal(config.endpoints.ajax, '/api/ajax');
    return config.nonces;
  }

  test('the page config carries fresh nonces that the router accepts, form-encoded or JSON', T, async () => {
    const { frontend, log } = await pageNonces();
    assert.match(frontend, /^[0-9a-z]+\.[\w-]{22}$/);
    assert.notEqual(frontend, log, 'one nonce per scope');
    assert.deepEqual(await json(await ajax({ action: 'pb_ping', nonce: frontend })), {
      status: 200,
      body: { ok: true },
    });
    const note = await json(await ajax({ action: 'pb_test_note', nonce: frontend, note: 'hi' }, 'application/json'));
    assert.equal(note.status, 200);
    assert.ok(Number.isInteger(note.body.id));
  });

  test('an unknown action and a wrong method get clear JSON errors', T, async () => {
    const unknown = await json(await ajax({ action: 'pb_no_such_action' }));
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'unknown action "pb_no_such_action"');
    const get = await fetch(`${app.url}/api/ajax`);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
    assert.equal(typeof (await get.json()).error, 'string');
  });

  test('a missing, forged, other-scope or expired nonce gets a 403 the element can show', T, async () => {
    const { frontend, log } = await pageNonces();
    const refused = async (fields, reason) => {
      const res = await json(await ajax({ action: 'pb_test_note', note: 'x', ...fields }));
      assert.equal(res.status, 403, JSON.stringify(fields));
      assert.match(res.body.error, reason);
      assert.match(res.body.error, /Reload the page/);
    };
    await refused({}, /missing/);
    await refused({ nonce: '' }, /missing/);
    const last = frontend.at(-1) === 'A' ? 'B' : 'A';
    await refused({ nonce: `${frontend.slice(0, -1)}${last}` }, /security check/);
    await refused({ nonce: 'not-a-nonce' }, /security check/);
    await refused({ nonce: log }, /security check/);
    // A later time with the same signature is a forgery, not a fresher nonce.
    const [seconds, mac] = frontend.split('.');
    await refused({ nonce: `${(Number.parseInt(seconds, 36) + 60).toString(36)}.${mac}` }, /security check/);

    clock += NONCE_LIFETIME_MS - 1000;
    assert.equal((await ajax({ action: 'pb_test_note', note: 'x', nonce: frontend })).status, 200, 'good for 12 hours');
    clock += 2000;
    await refused({ nonce: frontend }, /expired/);
    const fresh = (await pageNonces()).frontend;
    assert.equal((await ajax({ action: 'pb_test_note', note: 'x', nonce: fresh })).status, 200, 'a reload fixes it');
  });

  test('actions are registered once, by name', () => {
    const router = createAjaxRouter();
    router.registerAction('pb_one', { handler: () => ({}) });
    assert.throws(() => router.registerAction('pb_one', { handler: () => ({}) }), /already registered/);
    assert.throws(() => router.registerAction('Bad Name', { handler: () => ({}) }), /must match/);
    assert.throws(() => router.registerAction('pb_two', {}), /needs a handler/);
  });
});
