/**
 * The consent manager's reference endpoints (`consent.url` = `/api/consent/`,
 * `consent_area_url` = `/api`). Request and response shapes are documented in
 * demo/server/README.md.
 */
import { acceptJsonAsText } from './api.js';
import {
  BANNER_VERSION,
  bannerData,
  COOKIE_DATA,
  consentAreaHtml,
  manageConsentHtml as defaultManageConsentHtml,
  REGIONS,
  regionFromAcceptLanguage,
} from './consent-content.js';
import { allowOnly, clampLimit, httpError, limitQuery, sendJsonValue } from './http.js';

export { BANNER_VERSION };
export const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'];
const CONSENT_TYPES = ['optin', 'optout', 'other'];
const USER_AGENT_MAX = 256;
const ID = /^\d{1,9}$/;

const locale = {
  type: 'string',
  // Empty means the default, as when the parameter is absent.
  pattern: '^(?:[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8}){0,2})?$',
  description: 'a language tag such as en or nl-BE',
};
const localeQuery = { type: 'object', properties: { locale } };

const trackBody = {
  type: 'object',
  additionalProperties: false,
  required: ['consented_categories', 'consented_services', 'consenttype'],
  properties: {
    consented_categories: { type: 'array', uniqueItems: true, items: { enum: CATEGORIES } },
    consented_services: {
      type: 'object',
      maxProperties: 100,
      propertyNames: {
        pattern: '^[a-zA-Z0-9_-]{1,64}$',
        description: 'keyed by names of 1 to 64 letters, digits, _ or -',
      },
      // enum, not type boolean: a coercing validator would turn "true" into true.
      additionalProperties: { enum: [true, false] },
    },
    consenttype: { enum: CONSENT_TYPES },
  },
};

/**
 * The consent routes. `trackRateLimit` bounds track calls per client through
 * @fastify/rate-limit (registered once by app.js); `hashIp` is its key, so
 * raw addresses are neither stored nor kept in memory. `manageConsentHtml`
 * lets a test serve its own fixture.
 */
export async function consentRoutes(
  app,
  { db, now, hashIp, trackRateLimit, manageConsentHtml = defaultManageConsentHtml },
) {
  acceptJsonAsText(app);
  const get = (path, schema, handler, headers) => {
    app.get(path, { schema }, async (request, reply) => {
      if (headers) reply.headers(headers);
      return sendJsonValue(reply, await handler(request));
    });
    allowOnly(app, path, 'GET');
  };

  get(
    '/api/consent/banner',
    { querystring: { type: 'object', properties: { locale, cmplz_user_region: { enum: REGIONS } } } },
    (request) => {
      const region = request.query.cmplz_user_region ?? regionFromAcceptLanguage(request.headers['accept-language']);
      return bannerData(region, request.query.locale || 'en');
    },
    { Vary: 'Accept-Language' },
  );

  get('/api/consent/records', { querystring: { type: 'object', properties: { limit: limitQuery } } }, (request) =>
    db
      .all(
        'SELECT id, ip_hash, categories, services, consenttype, user_agent, created_at FROM consent_records ORDER BY id DESC LIMIT ?',
        [clampLimit(request.query.limit)],
      )
      .map((r) => ({ ...r, categories: JSON.parse(r.categories), services: JSON.parse(r.services) })),
  );

  get('/api/consent/cookie_data', undefined, () => COOKIE_DATA);
  get('/api/consent/manage_consent_html', { querystring: localeQuery }, (request) =>
    manageConsentHtml(request.query.locale || 'en'),
  );

  app.post(
    '/api/consent/track',
    {
      schema: { body: trackBody },
      // Counted on request, before the body is read: invalid calls count too.
      config: { rateLimit: { max: trackRateLimit.max, timeWindow: trackRateLimit.windowMs } },
    },
    async (request, reply) => {
      const { consented_categories: categories, consented_services: services, consenttype } = request.body;
      const id = db.write(
        'INSERT INTO consent_records (ip_hash, categories, services, consenttype, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [
          hashIp(request),
          JSON.stringify(categories),
          JSON.stringify(services),
          consenttype,
          String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
          new Date(now()).toISOString(),
        ],
      );
      reply.code(201);
      return { id };
    },
  );
  allowOnly(app, '/api/consent/track', 'POST');

  get('/api/consent-area/:post/:block', undefined, ({ params }) => {
    if (!ID.test(params.post) || !ID.test(params.block)) {
      throw httpError(404, 'consent area not found; ids must be numeric');
    }
    return consentAreaHtml(params.post, params.block);
  });
}
