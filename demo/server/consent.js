/**
 * The consent manager's reference endpoints (`consent.url` = `/api/consent/`,
 * `consent_area_url` = `/api`). Request and response shapes are documented in
 * demo/server/README.md.
 */
import crypto from 'node:crypto';
import { HttpError, methodNotAllowed, readBody, sendJson } from './api.js';
import {
  BANNER_VERSION,
  bannerData,
  COOKIE_DATA,
  consentAreaHtml,
  manageConsentHtml,
  REGIONS,
  regionFromAcceptLanguage,
} from './consent-content.js';

export { BANNER_VERSION };
export const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'];
const CONSENT_TYPES = ['optin', 'optout', 'other'];
const SERVICE_NAME = /^[a-z0-9_-]{1,64}$/i;
const MAX_SERVICES = 100;
const USER_AGENT_MAX = 256;
const LOCALE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8}){0,2}$/i;
const BODY_TYPES = ['application/json', 'text/plain'];
const LIMIT_DEFAULT = 20;
const LIMIT_MAX = 100;
const AREA_PATH = /^\/api\/consent-area\/(\d{1,9})\/(\d{1,9})$/;

const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Throws a 400 naming the first problem; returns the normalised payload. */
export function validateTrack(body) {
  if (!isRecord(body)) throw new HttpError(400, 'body must be a JSON object');
  const allowed = ['consented_categories', 'consented_services', 'consenttype'];
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw new HttpError(400, `unknown field "${key}"`);
  }
  const { consented_categories: categories, consented_services: services, consenttype } = body;
  if (!Array.isArray(categories)) throw new HttpError(400, '"consented_categories" must be an array');
  for (const c of categories) {
    if (!CATEGORIES.includes(c)) throw new HttpError(400, `"consented_categories" has an unknown category`);
  }
  if (new Set(categories).size !== categories.length) {
    throw new HttpError(400, '"consented_categories" has a duplicate');
  }
  if (!isRecord(services)) throw new HttpError(400, '"consented_services" must be an object');
  const entries = Object.entries(services);
  if (entries.length > MAX_SERVICES) {
    throw new HttpError(400, `"consented_services" has more than ${MAX_SERVICES} services`);
  }
  for (const [name, value] of entries) {
    if (!SERVICE_NAME.test(name)) throw new HttpError(400, '"consented_services" has an invalid service name');
    if (typeof value !== 'boolean') throw new HttpError(400, '"consented_services" values must be true or false');
  }
  if (!CONSENT_TYPES.includes(consenttype)) {
    throw new HttpError(400, `"consenttype" must be one of ${CONSENT_TYPES.join(', ')}`);
  }
  return { categories, services, consenttype };
}

/**
 * Fixed-window counter per client. Keys are IP hashes, so raw addresses are
 * not even kept in memory; expired windows are swept when the map grows.
 */
function createRateLimiter({ max, windowMs }, now) {
  const windows = new Map();
  return (key) => {
    const t = now();
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    }
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count <= max) return 0;
    return Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
  };
}

function parseJsonBody(req, text) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  // navigator.sendBeacon with a string body sends text/plain.
  if (!BODY_TYPES.includes(type)) {
    throw new HttpError(415, `Content-Type must be ${BODY_TYPES.join(' or ')}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
}

function listLimit(url) {
  const asked = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
  return Number.isNaN(asked) ? LIMIT_DEFAULT : Math.min(Math.max(asked, 1), LIMIT_MAX);
}

function localeParam(url) {
  const locale = url.searchParams.get('locale') || 'en';
  if (!LOCALE.test(locale)) throw new HttpError(400, '"locale" must be a language tag such as en or nl-BE');
  return locale;
}

function only(req, method) {
  if (req.method !== method && !(method === 'GET' && req.method === 'HEAD')) throw methodNotAllowed(method);
}

/**
 * Build the consent routes. `rateLimit` bounds track calls per client; `now`
 * is injectable so tests can move the window without waiting.
 */
export function createConsentRoutes({
  db,
  rateLimit = { max: 30, windowMs: 60_000 },
  now = Date.now,
  ipSalt = crypto.randomBytes(16),
}) {
  const limited = createRateLimiter(rateLimit, now);
  // A salted hash still lets one visitor's records be grouped; the salt is
  // per process unless given, so hashes cannot be matched across restarts.
  const hashIp = (ip) => crypto.createHmac('sha256', ipSalt).update(String(ip)).digest('hex').slice(0, 32);

  async function track(req, res) {
    const ipHash = hashIp(req.socket.remoteAddress ?? '');
    const retryAfter = limited(ipHash);
    if (retryAfter) {
      const err = new HttpError(429, 'too many consent records; try again later');
      err.headers = { 'Retry-After': String(retryAfter) };
      throw err;
    }
    const record = validateTrack(parseJsonBody(req, await readBody(req)));
    const id = db.write(
      'INSERT INTO consent_records (ip_hash, categories, services, consenttype, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [
        ipHash,
        JSON.stringify(record.categories),
        JSON.stringify(record.services),
        record.consenttype,
        String(req.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
        new Date(now()).toISOString(),
      ],
    );
    sendJson(res, 201, { id });
  }

  function records(url) {
    const rows = db.all(
      'SELECT id, ip_hash, categories, services, consenttype, user_agent, created_at FROM consent_records ORDER BY id DESC LIMIT ?',
      [listLimit(url)],
    );
    return rows.map((r) => ({ ...r, categories: JSON.parse(r.categories), services: JSON.parse(r.services) }));
  }

  function banner(req, url) {
    const asked = url.searchParams.get('cmplz_user_region');
    if (asked !== null && !REGIONS.includes(asked)) {
      throw new HttpError(400, `"cmplz_user_region" must be one of ${REGIONS.join(', ')}`);
    }
    const region = asked ?? regionFromAcceptLanguage(req.headers['accept-language']);
    return bannerData(region, localeParam(url));
  }

  /** Answer one request under /api/consent/ or /api/consent-area/. */
  return async function handleConsent(req, res, url) {
    const area = AREA_PATH.exec(url.pathname);
    if (url.pathname.startsWith('/api/consent-area/')) {
      if (!area) throw new HttpError(404, 'consent area not found; ids must be numeric');
      only(req, 'GET');
      sendJson(res, 200, consentAreaHtml(area[1], area[2]));
      return;
    }
    switch (url.pathname.slice('/api/consent/'.length)) {
      case 'banner':
        only(req, 'GET');
        sendJson(res, 200, banner(req, url), { Vary: 'Accept-Language' });
        return;
      case 'track':
        only(req, 'POST');
        await track(req, res);
        return;
      case 'records':
        only(req, 'GET');
        sendJson(res, 200, records(url));
        return;
      case 'cookie_data':
        only(req, 'GET');
        sendJson(res, 200, COOKIE_DATA);
        return;
      case 'manage_consent_html':
        only(req, 'GET');
        sendJson(res, 200, manageConsentHtml(localeParam(url)));
        return;
      default:
        throw new HttpError(404, 'not found');
    }
  };
}
