/**
 * Demo site server and reference backend for pb-elements.
 *
 *   node demo/server/index.js        # PORT (8080), HOST (127.0.0.1), PB_DB, TRACKER_PORT (8081)
 *
 * It also starts the demo third-party tracker (tracker.js) on its own port.
 * Built on node:http only, so the demo runs without extra dependencies.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { handleApi, sendJson } from './api.js';
import { createConsentRoutes } from './consent.js';
import { openDatabase } from './db.js';
import { resolveInside, sendText, serveFile } from './static.js';
import { startTracker } from './tracker.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Keep-alive connections (browsers) would otherwise hold close() open indefinitely.
const CLOSE_GRACE_MS = 2000;

/**
 * Demo pages are templates: `%TRACKER%` becomes the tracker origin, and a page
 * that uses `%NONCE%` gets a fresh nonce per request and a strict CSP that
 * reports violations to /api/csp-report.
 */
async function servePage(ctx, req, res, file) {
  let html;
  try {
    html = await fs.promises.readFile(file, 'utf8');
  } catch {
    sendText(res, 404, 'Not found\n', { 'Cache-Control': 'no-cache' });
    return;
  }
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };
  html = html.replaceAll('%TRACKER%', ctx.trackerUrl);
  if (html.includes('%NONCE%')) {
    const nonce = crypto.randomBytes(16).toString('base64');
    html = html.replaceAll('%NONCE%', nonce);
    headers['Content-Security-Policy'] =
      `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; report-uri /api/csp-report`;
    headers['Cache-Control'] = 'no-store';
  } else headers['Cache-Control'] = 'no-cache';
  headers['Content-Length'] = Buffer.byteLength(html);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : html);
}

function route(ctx, req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return handleApi(ctx, req, res, url);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    return undefined;
  }
  if (url.pathname.startsWith('/dist/')) {
    serveFile(req, res, resolveInside(ctx.distDir, url.pathname.slice('/dist/'.length)));
  } else {
    const page = url.pathname === '/' ? 'index.html' : url.pathname;
    const file = resolveInside(ctx.pagesDir, page);
    if (file?.endsWith('.html')) return servePage(ctx, req, res, file);
    serveFile(req, res, file);
  }
  return undefined;
}

function displayUrl(address) {
  const { address: host, port } = address;
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The tracker must be another site than the pages: loopback has two names,
 * so whichever one the site is not reached by.
 */
function trackerHostFor(host) {
  if (host === '127.0.0.1' || host === '::1') return 'localhost';
  if (host === 'localhost' || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host;
}

/**
 * Start the server and the demo tracker. `port: 0` picks a free port (tests),
 * and then the tracker takes a free port too unless `trackerPort` is given.
 * `trackRateLimit` and `now` tune the consent track call's rate limit.
 * Resolves once both listen, with their URLs and an idempotent close() that
 * stops both and flushes the db.
 */
export async function startServer({
  port = 8080,
  host = '127.0.0.1',
  root = REPO_ROOT,
  dbPath = path.join(root, 'demo', '.data', 'pb.sqlite'),
  trackerPort = port === 0 ? 0 : 8081,
  trackRateLimit,
  now,
} = {}) {
  const db = await openDatabase(path.resolve(dbPath));
  let tracker;
  try {
    tracker = await startTracker({ port: trackerPort, host, publicHost: trackerHostFor(host) });
  } catch (err) {
    db.close();
    throw err;
  }
  const ctx = {
    db,
    consent: createConsentRoutes({ db, rateLimit: trackRateLimit, now }),
    cspReports: [],
    trackerUrl: tracker.url,
    pagesDir: path.join(root, 'demo', 'pages'),
    distDir: path.join(root, 'dist'),
  };

  const server = http.createServer((req, res) => {
    Promise.resolve()
      .then(() => route(ctx, req, res))
      .catch((err) => {
        console.error(err);
        if (res.headersSent) res.destroy();
        else sendJson(res, 500, { error: 'internal error' });
      });
  });

  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await tracker.close();
    db.close();
    throw err;
  }

  let closing;
  function close() {
    closing ??= new Promise((resolve, reject) => {
      const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        tracker.close().then(() => {
          try {
            db.close();
            resolve();
          } catch (err) {
            reject(err);
          }
        }, reject);
      });
      server.closeIdleConnections();
    });
    return closing;
  }

  return { url: displayUrl(server.address()), trackerUrl: tracker.url, tracker, close, server };
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  const envPort = (name, fallback) => {
    const value = process.env[name] ? Number(process.env[name]) : fallback;
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      console.error(`Invalid ${name}: ${process.env[name]}`);
      process.exit(1);
    }
    return value;
  };
  try {
    const app = await startServer({
      port: envPort('PORT', 8080),
      trackerPort: envPort('TRACKER_PORT', 8081),
      host: process.env.HOST || '127.0.0.1',
      dbPath: process.env.PB_DB ? path.resolve(process.env.PB_DB) : undefined,
    });
    console.log(`pb-elements demo listening on ${app.url}/ (consent demo: ${app.url}/consent.html)`);
    console.log(`demo tracker listening on ${app.trackerUrl}/ (hits: ${app.trackerUrl}/hits)`);
    // `once`: a second Ctrl-C falls through to the default handler and kills
    // the process, an escape hatch if shutdown ever hangs.
    const stop = () =>
      app.close().then(
        () => process.exit(0),
        (err) => {
          console.error(`Shutdown failed: ${err.message}`);
          process.exit(1);
        },
      );
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    console.error(`Failed to start: ${err.message}`);
    process.exit(1);
  }
}
