/**
 * JSON API of the reference backend: health, the demo event log, the consent
 * endpoints (consent.js) and a CSP violation log for the strict-CSP page.
 */
export const BODY_LIMIT = 16 * 1024;
const LIMIT_DEFAULT = 20;
const LIMIT_MAX = 100;
/** Kept in memory, newest last; the oldest are dropped beyond this. */
const CSP_REPORTS_MAX = 200;
const CSP_TYPES = ['application/csp-report', 'application/json', 'application/reports+json'];

export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Buffer the request body up to BODY_LIMIT. Oversized bodies are rejected
 * as soon as they are detected rather than buffered; the connection is then
 * closed because the rest of the upload is never read.
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > BODY_LIMIT) {
      reject(new HttpError(413, `body exceeds ${BODY_LIMIT} bytes`));
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        req.removeAllListeners('data');
        reject(new HttpError(413, `body exceeds ${BODY_LIMIT} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseEvent(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'body must be a JSON object');
  }
  for (const key of ['element', 'type']) {
    if (typeof body[key] !== 'string' || body[key].trim() === '') {
      throw new HttpError(400, `"${key}" must be a non-empty string`);
    }
  }
  return body;
}

function listEvents(db, url) {
  const asked = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
  const limit = Number.isNaN(asked) ? LIMIT_DEFAULT : Math.min(Math.max(asked, 1), LIMIT_MAX);
  // id is the rowid, so it orders inserts without relying on clock resolution.
  const rows = db.all('SELECT id, element, type, detail, created_at FROM demo_events ORDER BY id DESC LIMIT ?', [
    limit,
  ]);
  return rows.map((row) => ({ ...row, detail: row.detail == null ? null : JSON.parse(row.detail) }));
}

async function createEvent(db, req) {
  const event = parseEvent(await readBody(req));
  const detail = event.detail === undefined ? null : JSON.stringify(event.detail);
  const id = db.write('INSERT INTO demo_events (element, type, detail, created_at) VALUES (?, ?, ?, ?)', [
    event.element,
    event.type,
    detail,
    new Date().toISOString(),
  ]);
  return { id };
}

export function methodNotAllowed(allow) {
  const err = new HttpError(405, 'method not allowed');
  err.headers = { Allow: allow };
  return err;
}

/**
 * Chromium posts `report-uri` violations as application/csp-report
 * (`{"csp-report": {...}}`); the Reporting API format is accepted too.
 */
async function recordCspReport(reports, req) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (!CSP_TYPES.includes(type)) throw new HttpError(415, `Content-Type must be ${CSP_TYPES.join(', ')}`);
  const text = await readBody(req);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
  if (body === null || typeof body !== 'object') throw new HttpError(400, 'body must be a JSON object or array');
  for (const entry of Array.isArray(body) ? body : [body]) {
    reports.push({ received_at: new Date().toISOString(), report: entry?.['csp-report'] ?? entry?.body ?? entry });
  }
  reports.splice(0, Math.max(0, reports.length - CSP_REPORTS_MAX));
}

async function handleCspReports(reports, req, res) {
  if (req.method === 'GET') sendJson(res, 200, reports);
  else if (req.method === 'POST') {
    await recordCspReport(reports, req);
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  } else if (req.method === 'DELETE') {
    reports.length = 0;
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  } else throw methodNotAllowed('GET, POST, DELETE');
}

/**
 * Answer one /api/* request. `ctx` holds the database, the consent routes
 * (createConsentRoutes) and the in-memory CSP report list.
 */
export async function handleApi(ctx, req, res, url) {
  const { db } = ctx;
  try {
    if (url.pathname.startsWith('/api/consent/') || url.pathname.startsWith('/api/consent-area/')) {
      await ctx.consent(req, res, url);
    } else if (url.pathname === '/api/csp-report') {
      await handleCspReports(ctx.cspReports, req, res);
    } else if (url.pathname === '/api/health') {
      if (req.method !== 'GET') throw methodNotAllowed('GET');
      const { count } = db.get('SELECT COUNT(*) AS count FROM schema_migrations');
      sendJson(res, 200, { ok: true, migrations: count });
    } else if (url.pathname === '/api/events') {
      if (req.method === 'GET') sendJson(res, 200, listEvents(db, url));
      else if (req.method === 'POST') sendJson(res, 201, await createEvent(db, req));
      else throw methodNotAllowed('GET, POST');
    } else {
      throw new HttpError(404, 'not found');
    }
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const headers = { ...err.headers };
    if (err.status === 413) headers.Connection = 'close';
    sendJson(res, err.status, { error: err.message }, headers);
  }
}
