/**
 * What every route of the reference backend shares: the error shape
 * (`{ "error": "..." }`), 405 answers with `Allow`, readable reasons for
 * schema failures, and the list `limit` query.
 */
export const BODY_LIMIT = 16 * 1024;
export const JSON_TYPE = 'application/json; charset=utf-8';
const LIMIT_DEFAULT = 20;
const LIMIT_MAX = 100;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** An error whose message the client may see, with its status and extra headers. */
export function httpError(status, message, headers) {
  const err = new Error(message);
  err.statusCode = status;
  err.expose = true;
  if (headers) err.headers = headers;
  return err;
}

/** Send any JSON value, a bare string included (Fastify would send a string as text). */
export function sendJsonValue(reply, value, status = 200) {
  return reply.code(status).type(JSON_TYPE).send(JSON.stringify(value));
}

/**
 * Answer every method `url` does not route with 405 and `Allow`, instead of
 * Fastify's 404 for an unrouted method. `allow` lists the routed ones as the
 * header should name them (GET implies HEAD).
 */
export function allowOnly(app, url, allow, { json = true } = {}) {
  const routed = new Set(allow.split(', '));
  if (routed.has('GET')) routed.add('HEAD');
  app.route({
    method: METHODS.filter((m) => !routed.has(m)),
    url,
    handler(_request, reply) {
      reply.code(405).header('Allow', allow);
      return json
        ? { error: 'method not allowed' }
        : reply.type('text/plain; charset=utf-8').send('Method not allowed\n');
    },
  });
}

const SOURCES = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * One readable reason from Ajv's first error: `unknown field "extra"`,
 * `"consenttype" must be one of optin, optout, other`, ...
 */
export function validationReason(err) {
  const [first] = err.validation;
  const where = SOURCES[err.validationContext] ?? err.validationContext ?? 'body';
  const field = first.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
  const child = (name) => (field ? `${field}.${name}` : name);
  const subject = field ? `"${field}"` : where;
  switch (first.keyword) {
    case 'additionalProperties':
      return `unknown field "${child(first.params.additionalProperty)}"`;
    case 'required':
      return `"${child(first.params.missingProperty)}" is required`;
    case 'enum':
      return `${subject} must be one of ${first.params.allowedValues.join(', ')}`;
    case 'type':
      return `${subject} must be ${/^[aeiou]/.test(first.params.type) ? 'an' : 'a'} ${first.params.type}`;
    case 'uniqueItems':
      return `${subject} has a duplicate`;
    case 'propertyNames':
      return `${subject} has an invalid name`;
    case 'pattern':
      // `description` (needs Ajv's `verbose`) says what the pattern means.
      return `${subject} must be ${first.parentSchema?.description ?? `like ${first.params.pattern}`}`;
    default:
      return `${subject} ${first.message}`;
  }
}

/** The `limit` query of the list endpoints: an integer, clamped to 1..100. */
export const limitQuery = { type: 'integer', default: LIMIT_DEFAULT };
export const clampLimit = (limit) => Math.min(Math.max(limit, 1), LIMIT_MAX);

/** The client message of a Fastify or plugin error, by code: one wording for every route. */
export function clientMessage(err, request) {
  if (err.validation) return validationReason(err);
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'body is not valid JSON';
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'body is empty';
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return `Content-Type "${request.headers['content-type'] ?? ''}" is not accepted here`;
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return `body exceeds ${BODY_LIMIT} bytes`;
  return err.message;
}
