/**
 * The demo server sends dist/ as a CDN would (issue 33): brotli or gzip as the browser asks, hashed chunks
 * immutable for a year, pb.js and the other fixed addresses for five minutes, then revalidated.
 *
 *   npm run build && node --test test/e2e/dist-serving.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer } from '../../demo/server/index.js';
import { HASHED, IMMUTABLE, pickEncoding, SHORT_LIVED } from '../../demo/server/pages.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(ROOT, 'dist');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-dist-'));
const BUILT = fs.existsSync(path.join(DIST, 'pb.js'))
  ? { timeout: 30_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** A request with exactly these headers (fetch() would ask for and decode compression itself); the raw body. */
function get(base, pathname, headers = {}, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: pathname, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout on ${pathname}`)));
    req.on('error', reject);
    req.end();
  });
}

test('the encoding: brotli first, then gzip; q=0 refuses one; none when neither is offered', () => {
  assert.equal(pickEncoding('gzip, deflate, br'), 'br');
  assert.equal(pickEncoding('gzip, br;q=0'), 'gzip');
  assert.equal(pickEncoding('br;q=0, gzip;q=0'), '');
  assert.equal(pickEncoding('*'), 'br');
  assert.equal(pickEncoding('identity'), '');
  assert.equal(pickEncoding(undefined), '');
});

describe('dist/ served as a CDN would', () => {
  let app;
  let chunk;
  before(async () => {
    if (BUILT.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(TMP, 'dist.sqlite'), root: ROOT });
    chunk = `chunks/${fs.readdirSync(path.join(DIST, 'chunks')).find((f) => /^shared-.*\.js$/.test(f))}`;
  });
  after(() => app?.close());

  test(
    'pb.js: brotli or gzip as asked, the same bytes decoded, short-lived, varying on the encoding',
    BUILT,
    async () => {
      const file = fs.readFileSync(path.join(DIST, 'pb.js'));
      const br = await get(app.url, '/dist/pb.js', { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(br.status, 200);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'Accept-Encoding');
      assert.equal(br.headers['cache-control'], SHORT_LIVED);
      assert.match(br.headers['content-type'], /javascript/);
      assert.equal(Number(br.headers['content-length']), br.body.length);
      assert.ok(br.body.length < file.length / 3, `${br.body.length} bytes brotli for ${file.length}`);
      assert.deepEqual(brotliDecompressSync(br.body), file);
      const gz = await get(app.url, '/dist/pb.js', { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.deepEqual(gunzipSync(gz.body), file);
      const plain = await get(app.url, '/dist/pb.js');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(plain.body, file);
      // The second request is served from the compressed copy: the same bytes.
      const again = await get(app.url, '/dist/pb.js', { 'accept-encoding': 'br' });
      assert.deepEqual(again.body, br.body);
    },
  );

  test('a hashed chunk is immutable for a year; the fixed addresses are not', BUILT, async () => {
    const res = await get(app.url, `/dist/${chunk}`, { 'accept-encoding': 'br' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.deepEqual(brotliDecompressSync(res.body), fs.readFileSync(path.join(DIST, chunk)));
    assert.ok(HASHED.test(chunk), chunk);
    for (const fixed of ['pb.js', 'consent.js', 'pb.css', 'elements/pb-tabs.js']) {
      assert.ok(!HASHED.test(fixed), fixed);
      const r = await get(app.url, `/dist/${fixed}`, { 'accept-encoding': 'gzip' });
      assert.equal(r.status, 200, fixed);
      assert.equal(r.headers['cache-control'], SHORT_LIVED, fixed);
    }
  });

  test('a revalidation with the compressed copy’s ETag gets a 304; HEAD answers without a body', BUILT, async () => {
    const first = await get(app.url, '/dist/pb.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    assert.match(etag, /^W\//, 'weak: the bytes differ from the file’s');
    const revalidated = await get(app.url, '/dist/pb.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.body.length, 0);
    const head = await get(app.url, '/dist/pb.js', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    // A HEAD caches nothing: the next GET still gets the whole file.
    const after = await get(app.url, '/dist/pb.js', { 'accept-encoding': 'br' });
    assert.deepEqual(brotliDecompressSync(after.body), fs.readFileSync(path.join(DIST, 'pb.js')));
  });

  test('the pages themselves keep no-cache; a missing file is still a 404', BUILT, async () => {
    const page = await get(app.url, '/', { 'accept-encoding': 'br' });
    assert.equal(page.headers['cache-control'], 'no-cache');
    const missing = await get(app.url, '/dist/nope.js', { 'accept-encoding': 'br' });
    assert.equal(missing.status, 404);
  });
});
