/**
 * The contact form's own action (MFT §7.4): `POST /contact`, form encoded, as
 * `<pb-contact-form>` sends it or as the bare form posts without the script.
 * It checks what the element checks (required fields, the MFT §5 email rule,
 * the captcha sum) plus the token, is rate limited per client, stores the
 * message in `contact_messages`, and answers:
 * - from the element (`pb_ajax=1`): 200 with an HTML fragment (the element
 *   sanitises it and puts it in place of the form), or 4xx `{ "error" }`;
 * - from a bare form: a small HTML page with the same text.
 */
import formbody from '@fastify/formbody';
import { allowOnly, clientMessage, JSON_TYPE } from './http.js';

/** The fields the element adds; the visitor's fields are the others. */
const RESERVED = /^pb_/;
/** This site's form: these are required whatever the posted metadata says. */
const ALWAYS_REQUIRED = { name: 'Name', email: 'Email', message: 'Message' };
const MAX_VALUE = 5000;
const MAX_FIELDS = 40;
const CAPTCHA_MIN = 1;
const CAPTCHA_MAX = 15;
export const CONTACT_RATE_LIMIT = { max: 10, windowMs: 60_000 };

export const CONTACT_ERRORS = {
  token: {
    missing: 'This form is missing its security token. Reload the page and try again.',
    expired: 'This page has expired. Reload the page and try again; what you typed is still in the form.',
    invalid: 'This form failed its security check. Reload the page and try again.',
  },
  captcha: 'The captcha sum is wrong. Please try again.',
  email: 'Please enter a valid email address.',
  fields: 'The form sent malformed field data.',
  tooLong: 'A field is too long.',
};

/** MFT §5, the same rule as src/core/form/email.ts, written plainly for the server. */
export function isValidEmail(value) {
  if (value.length < 6) return false;
  const at = value.indexOf('@', 1);
  if (at < 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local) || domain.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/.test(l));
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function parseList(text, test) {
  if (text === undefined || text === '') return [];
  try {
    const list = JSON.parse(text);
    if (Array.isArray(list) && list.length <= MAX_FIELDS && list.every(test)) return list;
  } catch {}
  return undefined;
}
const isMeta = (m) =>
  m && typeof m.id === 'string' && typeof m.field_label === 'string' && typeof m.required_mark === 'string';

/** What is wrong with the post, as `[status, message]`, or undefined when it may be stored. */
export function checkContact(body, nonces) {
  const verdict = nonces.check('contact', body.pb_token);
  if (verdict !== 'ok') return [403, CONTACT_ERRORS.token[verdict]];
  const meta = parseList(body.pb_fields, isMeta);
  const hidden = parseList(body.pb_hidden_fields, (n) => typeof n === 'string');
  if (!meta || !hidden) return [400, CONTACT_ERRORS.fields];
  const value = (name) =>
    typeof body[name] === 'string' ? body[name] : Array.isArray(body[name]) ? body[name].join(', ') : '';
  if (Object.entries(body).some(([, v]) => String(v).length > MAX_VALUE)) return [400, CONTACT_ERRORS.tooLong];

  const required = new Map(Object.entries(ALWAYS_REQUIRED));
  for (const m of meta) {
    if (m.required_mark === 'required' && !hidden.includes(m.id) && m.field_type !== 'hidden')
      required.set(m.id, m.field_label);
  }
  const missing = [...required].filter(([name]) => value(name).trim() === '').map(([, label]) => label);
  if (missing.length) return [400, `Please fill in the following fields: ${missing.join(', ')}.`];
  const emails = new Set(['email', ...meta.filter((m) => m.field_type === 'email').map((m) => m.id)]);
  for (const name of emails)
    if (value(name).trim() && !isValidEmail(value(name).trim())) return [400, CONTACT_ERRORS.email];

  const digit = (v) => (/^\d{1,2}$/.test(v ?? '') ? Number(v) : Number.NaN);
  const [a, b] = [digit(body.pb_first_digit), digit(body.pb_second_digit)];
  const inRange = (n) => n >= CAPTCHA_MIN && n <= CAPTCHA_MAX;
  if (
    !inRange(a) ||
    !inRange(b) ||
    !/^\s*\d{1,3}\s*$/.test(body.pb_captcha ?? '') ||
    Number(body.pb_captcha) !== a + b
  ) {
    return [400, CONTACT_ERRORS.captcha];
  }
  return undefined;
}

const page = (title, html) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Studio Klei</title><link rel="stylesheet" href="/demo-assets/demo.css"></head>
<body><main class="content"><h1>${title}</h1>${html}<p><a href="/contact.html">Back to the contact page</a></p></main></body></html>
`;

/** The routes; `contactRateLimit` ({ max, windowMs }) bounds posts per client (default 10 a minute). */
export async function contactRoutes(app, { db, now, nonces, hashIp, contactRateLimit = CONTACT_RATE_LIMIT }) {
  await app.register(formbody);
  const fromElement = (request) => request.body?.pb_ajax === '1' || /json/.test(request.headers.accept ?? '');
  // In this plugin only: the element reads `{ "error" }`; a bare form gets a page.
  app.setErrorHandler((err, request, reply) => {
    const status = err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) console.error(err);
    if (err.headers) reply.headers(err.headers);
    const message = status === 500 ? 'internal error' : clientMessage(err, request);
    reply.code(status);
    if (fromElement(request)) return reply.type(JSON_TYPE).send(JSON.stringify({ error: message }));
    return reply.type('text/html; charset=utf-8').send(page('Not sent', `<p>${escapeHtml(message)}</p>`));
  });

  app.post(
    '/contact',
    { config: { rateLimit: { max: contactRateLimit.max, timeWindow: contactRateLimit.windowMs } } },
    async (request, reply) => {
      const body = request.body ?? {};
      const problem = checkContact(body, nonces);
      if (problem) {
        const err = new Error(problem[1]);
        err.statusCode = problem[0];
        throw err;
      }
      const hidden = new Set(JSON.parse(body.pb_hidden_fields || '[]'));
      const labels = new Map((JSON.parse(body.pb_fields || '[]') ?? []).map((m) => [m.id, m.field_label]));
      const fields = Object.entries(body)
        .filter(([k]) => !RESERVED.test(k) && !hidden.has(k))
        .map(([id, v]) => ({ id, label: labels.get(id) ?? id, value: Array.isArray(v) ? v.join(', ') : String(v) }));
      const id = db.write(
        'INSERT INTO contact_messages (name, email, message, fields, ip_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [
          String(body.name).trim(),
          String(body.email).trim(),
          String(body.message),
          JSON.stringify(fields),
          hashIp(request),
          new Date(now()).toISOString(),
        ],
      );
      const thanks = `<p class="contact-sent"><strong>Thank you, ${escapeHtml(String(body.name).trim())}.</strong> We have your message (number ${id}) and answer within two working days.</p>`;
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      return fromElement(request) ? thanks : page('Message sent', thanks);
    },
  );
  allowOnly(app, '/contact', 'POST', { json: false });
}
