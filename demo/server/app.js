/**
 * The reference backend as one Fastify app: shared error shape, rate limit
 * and not-found answers here, the routes in their own modules.
 */
import crypto from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { registerActions } from './actions.js';
import { createAjaxRouter } from './ajax.js';
import { cspRoutes, eventRoutes, healthRoutes } from './api.js';
import { blogRoutes, sendNotFoundPage } from './blog.js';
import { commentRoutes } from './comments.js';
import { consentRoutes } from './consent.js';
import { contactRoutes } from './contact.js';
import { BODY_LIMIT, clientMessage, httpError } from './http.js';
import { pageRoutes } from './pages.js';
import { previewRoutes } from './preview.js';
import { shopRoutes } from './shop.js';
import { splitRoutes } from './split.js';

const isApi = (url) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * @fastify/rate-limit's own store reads Date.now(); this fixed-window store
 * reads the server's clock, so a test can move the window without waiting.
 * Expired windows are swept when the map grows.
 */
function clockStore(now) {
  return class ClockStore {
    windows = new Map();
    incr(key, done, timeWindow) {
      const t = now();
      if (this.windows.size > 10_000) {
        for (const [k, w] of this.windows) if (t - w.start >= timeWindow) this.windows.delete(k);
      }
      let w = this.windows.get(key);
      if (!w || t - w.start >= timeWindow) {
        w = { start: t, count: 0 };
        this.windows.set(key, w);
      }
      w.count += 1;
      done(null, { current: w.count, ttl: w.start + timeWindow - t });
    }
    child() {
      return new ClockStore();
    }
  };
}

function onError(err, request, reply) {
  const status = err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) console.error(err);
  if (err.headers) reply.headers(err.headers);
  // The rest of an oversized upload is never read, so the connection cannot be reused.
  if (status === 413) reply.header('Connection', 'close');
  reply.code(status);
  if (!isApi(request.url))
    return reply.type('text/plain; charset=utf-8').send(`${status === 500 ? 'Error' : clientMessage(err, request)}\n`);
  return { error: status === 500 ? 'internal error' : clientMessage(err, request) };
}

function onNotFound(request, reply) {
  reply.code(404);
  if (isApi(request.url)) return { error: 'not found' };
  // Every other unknown address gets the site's 404 page (blog.js).
  return sendNotFoundPage(reply, this.pbContext);
}

/**
 * Build (not start) the app. `ctx`: `db`, `now`, `nonces`, `trackerUrl`,
 * `pagesDir`, `distDir`, `trackRateLimit`, `manageConsentHtml`, and
 * `actions` (extra `[name, definition]` ajax actions, for tests).
 */
export async function buildApp(ctx) {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    // Keep-alive connections are closed once idle; see index.js for the grace period.
    forceCloseConnections: 'idle',
    ajv: {
      customOptions: {
        // Unknown fields are an error where a schema forbids them, not silently dropped.
        removeAdditional: false,
        // Query and form fields are strings; never wrap a scalar into an array.
        coerceTypes: true,
        // Errors carry their schema, so a `description` can explain a pattern.
        verbose: true,
      },
    },
  });
  app.setErrorHandler(onError);
  app.setNotFoundHandler(onNotFound);
  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url)) reply.header('Cache-Control', 'no-store');
  });

  const ipSalt = crypto.randomBytes(16);
  // A salted hash still lets one visitor's records be grouped; the salt is
  // per process, so hashes cannot be matched across restarts.
  const hashIp = (request) =>
    crypto
      .createHmac('sha256', ipSalt)
      .update(String(request.socket.remoteAddress ?? ''))
      .digest('hex')
      .slice(0, 32);
  // The socket address, never X-Forwarded-For: the demo is not meant to run behind a proxy.
  await app.register(rateLimit, {
    global: false,
    store: clockStore(ctx.now),
    keyGenerator: hashIp,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, { statusCode }) => httpError(statusCode, 'too many requests; try again later'),
  });

  const ajax = createAjaxRouter();
  registerActions(ajax.registerAction, ctx);
  for (const [name, definition] of ctx.actions ?? []) ajax.registerAction(name, definition);

  const routeCtx = { ...ctx, hashIp };
  app.decorate('pbContext', routeCtx);
  await app.register(healthRoutes, routeCtx);
  await app.register(eventRoutes, routeCtx);
  await app.register(cspRoutes, routeCtx);
  await app.register(consentRoutes, routeCtx);
  await app.register(contactRoutes, routeCtx);
  await app.register(ajax.plugin, routeCtx);
  await app.register(commentRoutes, routeCtx);
  await app.register(splitRoutes, routeCtx);
  await app.register(shopRoutes, routeCtx);
  await app.register(previewRoutes, routeCtx);
  await app.register(blogRoutes, routeCtx);
  await app.register(pageRoutes, routeCtx);
  app.all('/api', onNotFound);
  app.all('/api/*', onNotFound);
  return app;
}
