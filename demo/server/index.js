/**
 * Demo site server and reference backend for pb-elements.
 *
 *   node demo/server/index.js        # PORT (8080), HOST (127.0.0.1), PB_DB, TRACKER_PORT (a free port)
 *
 * It also starts the demo third-party tracker (tracker.js) on its own port, a free one unless TRACKER_PORT names
 * one: `npm start` must not fail because some other program holds a second fixed port.
 * Fastify serves both; the store is SQLite through libsql (db.js).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from './app.js';
import { openDatabase } from './db.js';
import { createNonces } from './nonces.js';
import { startTracker } from './tracker.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Keep-alive connections (browsers) would otherwise hold close() open indefinitely.
const CLOSE_GRACE_MS = 2000;

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
 * Start the server and the demo tracker. `port: 0` picks a free port (tests);
 * the tracker takes a free port unless `trackerPort` is given.
 * `trackRateLimit` tunes the consent track call's rate limit; `now` is the
 * clock of the rate limit, `created_at` and the ajax nonces. Test seams:
 * `nonceSecret`, `actions` (extra ajax actions, `[[name, definition]]`) and
 * `manageConsentHtml` (locale -> HTML). Resolves once both listen, with their
 * URLs and an idempotent close() that stops both and closes the db.
 */
export async function startServer({
  port = 8080,
  host = '127.0.0.1',
  root = REPO_ROOT,
  dbPath = path.join(root, 'demo', '.data', 'pb.sqlite'),
  trackerPort = 0,
  trackRateLimit,
  now = Date.now,
  nonceSecret,
  actions,
  manageConsentHtml,
} = {}) {
  const db = await openDatabase(path.resolve(dbPath));
  let tracker;
  let app;
  try {
    tracker = await startTracker({ port: trackerPort, host, publicHost: trackerHostFor(host) });
    app = await buildApp({
      db,
      now,
      nonces: createNonces({ secret: nonceSecret, now }),
      trackRateLimit: { max: 30, windowMs: 60_000, ...trackRateLimit },
      manageConsentHtml,
      actions,
      cspReports: [],
      trackerUrl: tracker.url,
      pagesDir: path.join(root, 'demo', 'pages'),
      distDir: path.join(root, 'dist'),
    });
    await app.listen({ port, host });
  } catch (err) {
    await app?.close();
    await tracker?.close();
    db.close();
    throw err;
  }

  let closing;
  function close() {
    closing ??= (async () => {
      // Busy keep-alive connections get a grace period to finish, then are cut.
      const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      force.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(force);
        await tracker.close();
        db.close();
      }
    })();
    return closing;
  }

  return { url: displayUrl(app.server.address()), trackerUrl: tracker.url, tracker, close, server: app.server, app };
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
      trackerPort: envPort('TRACKER_PORT', 0),
      host: process.env.HOST || '127.0.0.1',
      dbPath: process.env.PB_DB ? path.resolve(process.env.PB_DB) : undefined,
      nonceSecret: process.env.PB_NONCE_SECRET || undefined,
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
