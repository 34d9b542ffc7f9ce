/**
 * The ajax action router: `POST /api/ajax` with an `action` field, form
 * encoded (what the CMS's ajax endpoint takes) or JSON, like the CMS's
 * admin-ajax endpoint the spec's calls go to. A feature only registers its
 * action:
 *
 *   registerAction('pb_get_subject', {
 *     nonce: 'frontend',                 // scope of the nonce the call must carry
 *     schema: { type: 'object', required: ['test_id'], properties: { test_id: { type: 'integer' } } },
 *     handler: async (fields, { request, reply, db, now }) => ({ id: 1, content: '...' }),
 *   });
 *
 * The router answers an unknown action with 400, a missing, expired or
 * forged nonce with 403, a body that fails `schema` with 400 naming the
 * problem, and otherwise whatever the handler returns, as JSON.
 */
import formbody from '@fastify/formbody';
import { acceptJsonAsText } from './api.js';
import { allowOnly, httpError, validationReason } from './http.js';

const ACTION = /^[a-z][a-z0-9_]{0,63}$/;

/** The 403 answers; elements show `error` as it is. */
const NONCE_ERRORS = {
  missing: 'This request is missing its security token. Reload the page and try again.',
  expired: 'This page has expired. Reload the page and try again.',
  invalid: 'This request failed its security check. Reload the page and try again.',
};

const baseBody = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string', minLength: 1, maxLength: 64 }, nonce: { type: 'string', maxLength: 64 } },
};

export function createAjaxRouter() {
  const actions = new Map();

  /**
   * `nonce`: the scope of the nonce the call must carry in its `nonce` field;
   * `true` (the default) is the action's own name, `false` takes calls
   * without one (only for actions that change nothing). `schema`: JSON
   * schema of the whole body (`action` and `nonce` included, so it should
   * not set `additionalProperties: false` without listing them). Form
   * fields arrive as strings and are coerced to the schema's types.
   */
  function registerAction(name, { handler, schema, nonce = true }) {
    if (!ACTION.test(name)) throw new Error(`ajax action name "${name}" must match ${ACTION}`);
    if (actions.has(name)) throw new Error(`ajax action "${name}" is already registered`);
    if (typeof handler !== 'function') throw new Error(`ajax action "${name}" needs a handler`);
    actions.set(name, { handler, schema, scope: nonce === true ? name : nonce });
  }

  /** The Fastify plugin serving POST /api/ajax; `ctx` carries `nonces`, `db`, `now`. */
  async function plugin(app, ctx) {
    await app.register(formbody);
    acceptJsonAsText(app);
    app.post('/api/ajax', { schema: { body: baseBody } }, async (request, reply) => {
      const fields = request.body;
      const action = actions.get(fields.action);
      if (!action) throw httpError(400, `unknown action "${fields.action}"`);
      if (action.scope) {
        const verdict = ctx.nonces.check(action.scope, fields.nonce);
        if (verdict !== 'ok') throw httpError(403, NONCE_ERRORS[verdict]);
      }
      if (action.schema) {
        // Compiled once per schema by the route's (coercing) validator compiler.
        const validate = request.compileValidationSchema(action.schema);
        if (!validate(fields)) {
          throw httpError(400, validationReason({ validation: validate.errors, validationContext: 'body' }));
        }
      }
      const result = await action.handler(fields, { ...ctx, request, reply });
      return reply.sent ? reply : (result ?? { ok: true });
    });
    allowOnly(app, '/api/ajax', 'POST');
  }

  return { registerAction, plugin, has: (name) => actions.has(name) };
}
