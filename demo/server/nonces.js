/**
 * Nonces for the ajax actions, in the CMS's manner: a page carries one per
 * scope (`frontend`, `log`, or an action's own name) in its page config, and
 * the ajax router accepts a call only with a fresh one for that scope.
 *
 * A nonce is `<issued at, base-36 seconds>.<HMAC-SHA-256 of scope and time>`,
 * so checking one needs no storage: the time says whether it expired, the
 * HMAC whether this server issued it for this scope. The secret is random per
 * process unless given, so a restart retires every nonce (pages ask the
 * visitor to reload).
 */
import crypto from 'node:crypto';

export const NONCE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Clocks of a cluster's machines may differ a little; a nonce from further ahead is forged. */
const FUTURE_SKEW_MS = 60 * 1000;
const FORMAT = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

export function createNonces({ secret = crypto.randomBytes(32), now = Date.now, lifetimeMs = NONCE_LIFETIME_MS } = {}) {
  const sign = (scope, seconds) =>
    crypto.createHmac('sha256', secret).update(`${scope}|${seconds}`).digest('base64url').slice(0, 22);

  return {
    issue(scope) {
      const seconds = Math.floor(now() / 1000);
      return `${seconds.toString(36)}.${sign(scope, seconds)}`;
    },
    /** 'ok', 'missing', 'expired' or 'invalid'. */
    check(scope, nonce) {
      if (nonce == null || nonce === '') return 'missing';
      // A field sent twice arrives as a list: a token was sent, and it is not one of ours.
      if (typeof nonce !== 'string') return 'invalid';
      const parts = FORMAT.exec(nonce);
      if (!parts) return 'invalid';
      const seconds = Number.parseInt(parts[1], 36);
      const expected = Buffer.from(sign(scope, seconds));
      if (!crypto.timingSafeEqual(expected, Buffer.from(parts[2]))) return 'invalid';
      const age = now() - seconds * 1000;
      if (age < -FUTURE_SKEW_MS) return 'invalid';
      return age > lifetimeMs ? 'expired' : 'ok';
    },
  };
}
