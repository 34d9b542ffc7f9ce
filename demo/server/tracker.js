/**
 * A stand-in third-party tracker on its own origin. The consent demo pages
 * point every blocked item here, so a test can ask `/hits` whether anything
 * was fetched before consent. Each script records that it ran in
 * `window.__pbTracker` and fires a `pbt-ran` event on document.
 */
import http from 'node:http';

/** Kept in memory, oldest dropped first. */
const HITS_MAX = 1000;
/** waitfor-base.js answers late, so only a real data-waitfor keeps the dependant waiting for it. */
const DELAYS = { '/t/waitfor-base.js': 150 };
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ranAs = (expr) =>
  `(window.__pbTracker = window.__pbTracker || []).push(${expr});\n` +
  `document.dispatchEvent(new CustomEvent('pbt-ran', { detail: ${expr} }));\n`;
const ran = (name) => ranAs(JSON.stringify(name));

const JS = 'text/javascript; charset=utf-8';

/** path -> (url) => [content type, body] */
const ROUTES = {
  // Writes the names that /api/consent/cookie_data lists, so cookie cleaning can be observed.
  '/t/script.js': () => [
    JS,
    `document.cookie = '_pbt_stats=1; path=/; max-age=31536000';
document.cookie = '_pbt_sess_' + Math.random().toString(36).slice(2, 8) + '=1; path=/';
document.cookie = '_pbt_ads=1; path=/; max-age=31536000';
try { localStorage.setItem('pbt_ads_key', 'profile-1'); sessionStorage.setItem('pbt_pref_lang', 'en'); } catch {}
${ran('script')}`,
  ],
  '/t/inline-dep.js': () => [JS, ran('inline-dep')],
  // import.meta is a syntax error in a classic script, so this only runs as a module.
  '/t/module.js': () => [JS, `window.__pbTrackerModuleUrl = import.meta.url;\n${ran('module')}`],
  '/t/waitfor-base.js': () => [JS, `window.__pbWaitforBase = true;\n${ran('waitfor-base')}`],
  // A block, not a top-level const, so a (wrong) second run reports itself instead of a redeclaration error.
  '/t/waitfor-dep.js': () => [
    JS,
    `{\nconst name = window.__pbWaitforBase ? 'waitfor-dep' : 'waitfor-dep:before-base';\n${ranAs('name')}}\n`,
  ],
  '/t/shadow.js': () => [JS, ran('shadow')],
  '/t/late.js': () => [JS, ran('late')],
  '/t/style.css': () => [
    'text/css; charset=utf-8',
    `:root { --pbt-style-loaded: 1; }
#tracker-style-target { outline: 3px dashed #8250df; outline-offset: 4px; }
#tracker-style-target::after { content: " (tracker stylesheet loaded)"; color: #8250df; }
`,
  ],
  '/t/pixel.png': () => ['image/png', PIXEL],
  '/t/frame.html': (url) => {
    const autoplay = url.searchParams.get('autoplay') === '1';
    return [
      'text/html; charset=utf-8',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo video player</title>
<style>body{margin:0;font:16px system-ui,sans-serif;background:#0d1117;color:#f0f6fc;display:grid;place-items:center;height:100vh}</style>
</head><body><p id="player" data-autoplay="${autoplay}">&#9654; Demo video player &middot; autoplay ${autoplay ? 'on' : 'off'}</p></body></html>`,
    ];
  },
};

function send(res, status, type, body, extra = {}) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    // Every activation must reach the log; a cached copy would hide a second load.
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...extra,
  });
  res.end(body);
}

/**
 * Start the tracker on `host:port` (0 = a free port). `publicHost` is the host
 * name pages use for it, chosen by the caller so that it is a different site.
 */
export async function startTracker({ port = 8081, host = '127.0.0.1', publicHost = host } = {}) {
  const hits = [];
  let seq = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://tracker.invalid');
    if (url.pathname === '/hits') {
      if (req.method !== 'GET') return send(res, 405, 'text/plain', 'GET only\n', { Allow: 'GET' });
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(hits));
    }
    if (url.pathname === '/hits/reset') {
      if (req.method !== 'POST') return send(res, 405, 'text/plain', 'POST only\n', { Allow: 'POST' });
      hits.length = 0;
      return send(res, 204, 'text/plain', '');
    }
    seq += 1;
    hits.push({
      seq,
      method: req.method,
      path: url.pathname,
      query: url.search,
      referer: req.headers.referer ?? null,
      dest: req.headers['sec-fetch-dest'] ?? null,
      time: Date.now(),
    });
    if (hits.length > HITS_MAX) hits.shift();

    const route = ROUTES[url.pathname];
    if (!route || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return send(res, route ? 405 : 404, 'text/plain; charset=utf-8', route ? 'GET only\n' : 'Not found\n');
    }
    const [type, body] = route(url);
    const reply = () => send(res, 200, type, body, { 'Set-Cookie': 'pbt_seen=1; Path=/' });
    const delay = DELAYS[url.pathname];
    if (delay) setTimeout(reply, delay).unref();
    else reply();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port: actual } = server.address();
  const name = publicHost.includes(':') ? `[${publicHost}]` : publicHost;
  let closing;
  return {
    url: `http://${name}:${actual}`,
    hits,
    server,
    close() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
