/**
 * Demo site server and reference backend for pb-elements.
 *
 *   node demo/server/index.js        # PORT (8080), HOST (127.0.0.1), PB_DB
 *
 * Built on node:http only, so the demo runs without extra dependencies.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { handleApi, sendJson } from './api.js';
import { openDatabase } from './db.js';
import { resolveInside, sendText, serveFile } from './static.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Keep-alive connections (browsers) would otherwise hold close() open indefinitely.
const CLOSE_GRACE_MS = 2000;

function route(ctx, req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return handleApi(ctx.db, req, res, url);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    return undefined;
  }
  if (url.pathname.startsWith('/dist/')) {
    serveFile(req, res, resolveInside(ctx.distDir, url.pathname.slice('/dist/'.length)));
  } else {
    const page = url.pathname === '/' ? 'index.html' : url.pathname;
    serveFile(req, res, resolveInside(ctx.pagesDir, page));
  }
  return undefined;
}

function displayUrl(address) {
  const { address: host, port } = address;
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Start the server. `port: 0` picks a free port (tests). Resolves once it
 * listens, with its URL and an idempotent close() that also flushes the db.
 */
export async function startServer({
  port = 8080,
  host = '127.0.0.1',
  root = REPO_ROOT,
  dbPath = path.join(root, 'demo', '.data', 'pb.sqlite'),
} = {}) {
  const db = await openDatabase(path.resolve(dbPath));
  const ctx = {
    db,
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
        try {
          db.close();
          resolve();
        } catch (err) {
          reject(err);
        }
      });
      server.closeIdleConnections();
    });
    return closing;
  }

  return { url: displayUrl(server.address()), close, server };
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
  const envPort = process.env.PORT ? Number(process.env.PORT) : 8080;
  if (!Number.isInteger(envPort) || envPort < 0 || envPort > 65535) {
    console.error(`Invalid PORT: ${process.env.PORT}`);
    process.exit(1);
  }
  try {
    const app = await startServer({
      port: envPort,
      host: process.env.HOST || '127.0.0.1',
      dbPath: process.env.PB_DB ? path.resolve(process.env.PB_DB) : undefined,
    });
    console.log(`pb-elements demo listening on ${app.url}/`);
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
