/**
 * The newsletter signup (MFT §3 Newsletter signup, §7.2 Submit subscribe form):
 * the `pb_newsletter_subscribe` ajax action, with the frontend nonce, storing
 * subscribers in `newsletter_subscribers` (migration 6).
 *
 * The form posts `list_id`, `provider`, `account` and `checksum`, an HMAC of
 * those three under a per-process secret that the page template writes
 * (`%NEWSLETTER_CHECKSUM%`), so a visitor cannot point the form at another
 * list or account. `ip_address` is never trusted: the row keeps a salted hash
 * of the connection's address, as the consent records do. Custom fields come
 * as `custom_fields` (JSON object, from the element) or, from a form posted
 * without the script, as the extra fields themselves. Answers: `{ success:
 * true }`, or `{ error }` with 400 (bad list, checksum, email, fields), 409 (a
 * duplicate) or 429 (more than 10 calls a minute from one address).
 */
import crypto from 'node:crypto';
import { httpError } from './http.js';

export const SUBSCRIBE_ACTION = 'pb_newsletter_subscribe';
/** The demo's one mailing list, as a CMS's email-provider settings hold it. */
export const NEWSLETTER_LIST = { list_id: 'studio-news', provider: 'demo', account: 'studio-klei' };
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/** The client's "general email pattern" (src/core/newsletter), repeated here: this file is plain JS. */
const GENERAL_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MAX_CUSTOM = 20;
// Per process, like the nonces' secret: a restart asks open pages to reload.
const SECRET = crypto.randomBytes(32);

export const MESSAGES = {
  list: (id) => `There is no mailing list "${id}".`,
  checksum: 'This signup form failed its check. Reload the page and try again.',
  email: 'Please enter a valid email address.',
  custom: 'The extra fields of this form could not be read.',
  duplicate: 'This email address is already subscribed to this list.',
};

export function newsletterChecksum({ list_id, provider, account } = NEWSLETTER_LIST) {
  return crypto
    .createHmac('sha256', SECRET)
    .update(`${provider}|${account}|${list_id}`)
    .digest('base64url')
    .slice(0, 22);
}

const text = (max) => ({ type: 'string', maxLength: max });
const OWN = {
  action: text(64),
  nonce: text(64),
  list_id: text(64),
  first_name: text(100),
  last_name: text(100),
  email: text(254),
  provider: text(64),
  account: text(64),
  ip_address: text(64),
  custom_fields: text(8000),
  hidden_fields: text(2000),
  token: { type: 'string', pattern: '^[A-Za-z0-9_-]{0,64}$', description: 'letters, digits, "-" or "_" (64 at most)' },
  checksum: text(64),
};

export const subscribeSchema = {
  type: 'object',
  required: ['list_id', 'email', 'provider', 'account', 'checksum'],
  properties: OWN,
  // A form posted without the script sends its custom fields as they are.
  additionalProperties: text(500),
  maxProperties: Object.keys(OWN).length + MAX_CUSTOM,
};

const safeEqual = (a, b) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

function jsonOf(raw, test) {
  try {
    const value = JSON.parse(raw);
    if (test(value)) return value;
  } catch {}
  throw httpError(400, MESSAGES.custom);
}
const strings = (list) => list.every((v) => typeof v === 'string' && v.length <= 500);

function customFields(fields) {
  const custom =
    fields.custom_fields !== undefined
      ? jsonOf(
          fields.custom_fields,
          (v) => v && typeof v === 'object' && !Array.isArray(v) && strings(Object.values(v)),
        )
      : Object.fromEntries(Object.entries(fields).filter(([name]) => !(name in OWN)));
  const hidden = fields.hidden_fields ? jsonOf(fields.hidden_fields, (v) => Array.isArray(v) && strings(v)) : [];
  if (Object.keys(custom).length > MAX_CUSTOM) throw httpError(400, MESSAGES.custom);
  return { custom, hidden };
}

export function registerNewsletter(registerAction) {
  const limiters = new WeakMap();
  registerAction(SUBSCRIBE_ACTION, {
    nonce: 'frontend',
    schema: subscribeSchema,
    async handler(fields, { db, now, hashIp, request, reply }) {
      // The router is one route, so the limit is this action's own (same store and key as every route's).
      if (!limiters.has(request.server)) limiters.set(request.server, request.server.rateLimit(NEWSLETTER_RATE_LIMIT));
      await limiters.get(request.server)(request, reply);

      if (fields.list_id !== NEWSLETTER_LIST.list_id) throw httpError(400, MESSAGES.list(fields.list_id));
      if (
        fields.provider !== NEWSLETTER_LIST.provider ||
        fields.account !== NEWSLETTER_LIST.account ||
        !safeEqual(String(fields.checksum), newsletterChecksum(fields))
      )
        throw httpError(400, MESSAGES.checksum);
      const email = fields.email.trim();
      if (!GENERAL_EMAIL.test(email)) throw httpError(400, MESSAGES.email);
      const { custom, hidden } = customFields(fields);
      try {
        db.write(
          `INSERT INTO newsletter_subscribers (list_id, email, first_name, last_name, provider, account, ip_hash,
             custom_fields, hidden_fields, token, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            fields.list_id,
            email,
            (fields.first_name ?? '').trim(),
            (fields.last_name ?? '').trim(),
            fields.provider,
            fields.account,
            hashIp(request),
            JSON.stringify(custom),
            JSON.stringify(hidden),
            fields.token ?? '',
            new Date(now()).toISOString(),
          ],
        );
      } catch (err) {
        if (/UNIQUE/i.test(String(err.message))) throw httpError(409, MESSAGES.duplicate);
        throw err;
      }
      return { success: true };
    },
  });
}

/** The page placeholder `%NEWSLETTER_CHECKSUM%`: the demo list's checksum. */
export const newsletterPlaceholders = () => ({ NEWSLETTER_CHECKSUM: newsletterChecksum() });
