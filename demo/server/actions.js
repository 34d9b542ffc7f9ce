/**
 * The ajax actions the reference backend answers. A feature adds its action
 * here (or in its own module called from here) with `registerAction`; see
 * ajax.js for the contract.
 */
import { registerNewsletter } from './newsletter.js';
import { registerSplitActions } from './split.js';

/**
 * `ctx` is what every handler also receives: `db`, `now`, `nonces`.
 */
export function registerActions(registerAction, ctx) {
  // The router's smoke check: proves the page's frontend nonce is still good.
  registerAction('pb_ping', {
    nonce: 'frontend',
    handler: () => ({ ok: true }),
  });
  registerNewsletter(registerAction);
  registerSplitActions(registerAction, ctx);
}
