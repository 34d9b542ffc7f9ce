/**
 * JSON API of the reference backend besides consent and ajax: health, the
 * demo event log and the CSP violation log of the strict-CSP page.
 */
import { allowOnly, clampLimit, httpError, limitQuery } from './http.js';

/** Kept in memory, newest last; the oldest are dropped beyond this. */
const CSP_REPORTS_MAX = 200;

/**
 * `text/plain` bodies are parsed as JSON where a browser may post JSON with
 * `navigator.sendBeacon(url, string)`, which cannot set a type.
 */
export function acceptJsonAsText(app) {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}

const nonBlank = { type: 'string', pattern: '\\S', description: 'a non-empty string' };
const eventBody = {
  type: 'object',
  required: ['element', 'type'],
  properties: { element: nonBlank, type: nonBlank, detail: {} },
};

/** How deep an event's `detail` may nest: enough for any element's detail, and far from the JSON writer's stack limit. */
const DETAIL_DEPTH_MAX = 32;
/** The nesting depth of a parsed JSON value, walked without recursion (a hostile body may nest thousands deep). */
function depthOf(value) {
  let deepest = 0;
  const stack = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (depth > DETAIL_DEPTH_MAX) break;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export async function healthRoutes(app, { db }) {
  app.get('/api/health', async () => {
    const { count } = db.get('SELECT COUNT(*) AS count FROM schema_migrations');
    return { ok: true, migrations: count };
  });
  allowOnly(app, '/api/health', 'GET');
}

export async function eventRoutes(app, { db, now }) {
  acceptJsonAsText(app);
  app.get(
    '/api/events',
    { schema: { querystring: { type: 'object', properties: { limit: limitQuery } } } },
    async (request) => {
      // id is the rowid, so it orders inserts without relying on clock resolution.
      const rows = db.all('SELECT id, element, type, detail, created_at FROM demo_events ORDER BY id DESC LIMIT ?', [
        clampLimit(request.query.limit),
      ]);
      return rows.map((row) => ({ ...row, detail: row.detail == null ? null : JSON.parse(row.detail) }));
    },
  );
  app.post('/api/events', { schema: { body: eventBody } }, async (request, reply) => {
    const { element, type, detail } = request.body;
    if (depthOf(detail) > DETAIL_DEPTH_MAX)
      throw httpError(400, `"detail" nests deeper than ${DETAIL_DEPTH_MAX} levels`);
    const id = db.write('INSERT INTO demo_events (element, type, detail, created_at) VALUES (?, ?, ?, ?)', [
      element,
      type,
      detail === undefined ? null : JSON.stringify(detail),
      new Date(now()).toISOString(),
    ]);
    reply.code(201);
    return { id };
  });
  allowOnly(app, '/api/events', 'GET, POST');
}

/**
 * Chromium posts `report-uri` violations as application/csp-report
 * (`{"csp-report": {...}}`); the Reporting API format is accepted too.
 * Any other type is Fastify's 415.
 */
export async function cspRoutes(app, { cspReports: reports }) {
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.get('/api/csp-report', async () => reports);
  app.post(
    '/api/csp-report',
    { schema: { body: { anyOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' } }] } } },
    async (request, reply) => {
      const body = request.body;
      for (const entry of Array.isArray(body) ? body : [body]) {
        reports.push({ received_at: new Date().toISOString(), report: entry['csp-report'] ?? entry.body ?? entry });
      }
      reports.splice(0, Math.max(0, reports.length - CSP_REPORTS_MAX));
      return reply.code(204).send();
    },
  );
  app.delete('/api/csp-report', async (_request, reply) => {
    reports.length = 0;
    return reply.code(204).send();
  });
  allowOnly(app, '/api/csp-report', 'GET, POST, DELETE');
}
