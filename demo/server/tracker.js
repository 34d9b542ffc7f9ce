/**
 * A stand-in third-party tracker on its own origin. The consent demo pages
 * point every blocked item here, so a test can ask `/hits` whether anything
 * was fetched before consent. Each script records that it ran in
 * `window.__pbTracker` and fires a `pbt-ran` event on document.
 */
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';

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
const FONT_FILE = new URL('../pages/demo-assets/fonts/source-serif-4-semibold.woff2', import.meta.url);

/**
 * A fonts service stand-in (its CSS API v1 shape): `family=Name:600,700italic|Other:400&display=swap` gets one
 * @font-face per family and style, every one drawn from the demo's one serif file.
 */
function fontsCss(url) {
  const display = /^(auto|block|swap|fallback|optional)$/.test(url.searchParams.get('display') ?? '')
    ? url.searchParams.get('display')
    : 'auto';
  const rules = [];
  for (const family of (url.searchParams.get('family') ?? '').split('|')) {
    const [name, styles = '400'] = family.split(':');
    if (!/^[\w .-]{1,60}$/.test(name ?? '')) continue;
    for (const style of styles.split(',')) {
      const match = /^([1-9]00)?(italic)?$/.exec(style);
      if (!match) continue;
      rules.push(`@font-face {
  font-family: '${name}';
  font-style: ${match[2] ? 'italic' : 'normal'};
  font-weight: ${match[1] ?? '400'};
  font-display: ${display};
  src: url(/t/fonts/serif.woff2) format('woff2');
}`);
    }
  }
  return `${rules.join('\n')}\n`;
}

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
  '/t/fonts/css': (url) => ['text/css; charset=utf-8', fontsCss(url)],
  '/t/fonts/serif.woff2': () => ['font/woff2', fs.readFileSync(FONT_FILE)],
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

const CORS = {
  // Every activation must reach the log; a cached copy would hide a second load.
  'Cache-Control': 'no-store',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

function send(reply, status, type, body, extra = {}) {
  return reply
    .code(status)
    .headers({ ...CORS, ...extra })
    .type(type)
    .send(body);
}

/**
 * Start the tracker on `host:port` (0 = a free port). `publicHost` is the host
 * name pages use for it, chosen by the caller so that it is a different site.
 */
export async function startTracker({ port = 0, host = '127.0.0.1', publicHost = host } = {}) {
  const hits = [];
  let seq = 0;
  // A stand-in third party: nothing to drain, so close drops every connection at once.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook('onRequest', async (request) => {
    const url = new URL(request.url, 'http://tracker.invalid');
    if (url.pathname === '/hits' || url.pathname === '/hits/reset') return;
    seq += 1;
    hits.push({
      seq,
      method: request.method,
      path: url.pathname,
      query: url.search,
      referer: request.headers.referer ?? null,
      dest: request.headers['sec-fetch-dest'] ?? null,
      time: Date.now(),
    });
    if (hits.length > HITS_MAX) hits.shift();
  });

  app.get('/hits', (_request, reply) => send(reply, 200, 'application/json; charset=utf-8', JSON.stringify(hits)));
  app.post('/hits/reset', (_request, reply) => {
    hits.length = 0;
    return send(reply, 204, 'text/plain', '');
  });
  for (const [path, route] of Object.entries(ROUTES)) {
    app.get(path, async (request, reply) => {
      const [type, body] = route(new URL(request.url, 'http://tracker.invalid'));
      if (DELAYS[path]) await delay(DELAYS[path]);
      return send(reply, 200, type, body, { 'Set-Cookie': 'pbt_seen=1; Path=/' });
    });
  }
  // Wrong methods on known paths, and unknown paths.
  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://tracker.invalid');
    if (pathname === '/hits' || pathname === '/hits/reset') {
      const allow = pathname === '/hits' ? 'GET' : 'POST';
      return send(reply, 405, 'text/plain', `${allow} only\n`, { Allow: allow });
    }
    if (ROUTES[pathname]) return send(reply, 405, 'text/plain; charset=utf-8', 'GET only\n');
    return send(reply, 404, 'text/plain; charset=utf-8', 'Not found\n');
  });

  await app.listen({ port, host });
  const { port: actual } = app.server.address();
  const name = publicHost.includes(':') ? `[${publicHost}]` : publicHost;
  let closing;
  return {
    url: `http://${name}:${actual}`,
    hits,
    server: app.server,
    close() {
      closing ??= app.close();
      return closing;
    },
  };
}
