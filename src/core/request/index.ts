/**
 * The one client for the product's server calls (MFT §7): a form posting to
 * its own action, and the ajax action router with the page's nonces. Every
 * call is total: it resolves to an outcome and never throws, so the caller
 * keeps what the visitor typed and shows a message. Every call has a time
 * limit (`requestTimeout`), after which it is aborted and fails as `timeout`.
 */
import { CONFIG_ID, getPageConfig } from '../config/index.js';
import { REQUEST } from '../constants/request.js';
import { warnOnce } from '../log/index.js';

// In a module of its own, in the core chunk: a form holds its guard from the start but loads this client only to
// post.
export { submitGuard } from './guard.js';

/**
 * Why a call failed: no answer, no full answer within the time limit, a refused nonce (403), a rate limit
 * (429), another 4xx, a 5xx, no endpoint.
 */
export type Failure = 'network' | 'timeout' | 'nonce' | 'rate' | 'client' | 'server' | 'config';

/** A form element's failures: the request's, `refused` (the server answered with its own `{ "error" }`) or `empty`. */
export type FormFailure = Failure | 'refused' | 'empty';

export type Outcome<T> =
  | { ok: true; status: number; body: T }
  /** `message`: the server's own `{ "error": "..." }` text when it sent one, else ''. Show it as text, never HTML. */
  | { ok: false; failure: Failure; status: number; message: string };

export interface RequestOptions {
  signal?: AbortSignal;
  /** For tests. */
  fetch?: typeof fetch;
  /** The time limit in ms; by default the page config's `requestTimeout` (`REQUEST.timeout`, 15 s, without one). */
  timeout?: number;
}

/**
 * The page's time limit for a call, in ms: the page config's `requestTimeout`, else `REQUEST.timeout`. Its range
 * is checked here rather than in the config parser, which consent.js carries and which has no calls to limit.
 */
export function requestTimeout(doc: Document = document): number {
  const ms = getPageConfig(doc).requestTimeout;
  if (Number.isInteger(ms) && ms >= REQUEST.minTimeout && ms <= 2 ** 31 - 1) return ms;
  warnOnce(
    `<script id="${CONFIG_ID}">`,
    `"requestTimeout" must be a whole number of ms from ${REQUEST.minTimeout} to ${2 ** 31 - 1}; ignored`,
  );
  return REQUEST.timeout;
}

const TIMED_OUT = Symbol('timeout');

/**
 * Runs `work` with a signal that aborts when `signal` does or when `ms` have passed, whichever is first.
 * Resolves to `work`'s result, or `TIMED_OUT` at the limit even when `work` ignores the signal (a fetch
 * polyfill, a stub, a body that never ends). `work` rejecting (an abort, a network error) rejects.
 */
function withinLimit<T>(
  ms: number,
  signal: AbortSignal | undefined | null,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T | typeof TIMED_OUT> {
  const abort = new AbortController();
  const follow = () => abort.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof TIMED_OUT>((resolve) => {
    // Read at call time, so a test's fake clock owns it.
    // Settled before the abort, so the race ends as a timeout even when the fetch rejects at once on the abort.
    timer = setTimeout(() => {
      resolve(TIMED_OUT);
      abort.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError'));
    }, ms);
  });
  return Promise.race([work(abort.signal), limit]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', follow);
  });
}

/**
 * `fetch` with the time limit, for calls that need the Response itself (the consent calls): the body is read
 * within the limit too, and the Response handed back holds it. At the limit the request is aborted and the
 * promise rejects with a `TimeoutError` DOMException, as `AbortSignal.timeout` would make fetch reject.
 */
export function timedFetch(fetcher: typeof fetch = (...args) => fetch(...args), ms?: number): typeof fetch {
  return async (input, init = {}) => {
    const limit = ms ?? requestTimeout();
    const out = await withinLimit(limit, init.signal, async (signal) => {
      const res = await fetcher(input, { ...init, signal });
      // Statuses that cannot carry a body (204, 304...) cannot be rebuilt with one.
      const body = res.body === null ? null : await res.blob();
      return body === null ? res : new Response(body, res);
    });
    if (out === TIMED_OUT) throw new DOMException(`no answer within ${limit} ms`, 'TimeoutError');
    return out;
  };
}

const failureOf = (status: number): Failure =>
  status === 403 ? 'nonce' : status === 429 ? 'rate' : status < 500 ? 'client' : 'server';

function errorText(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: unknown })?.error;
    return typeof error === 'string' ? error : '';
  } catch {
    return '';
  }
}

/** An answer as read: its status, text and the URL it came from after redirects. */
export interface Answer {
  ok: boolean;
  status: number;
  text: string;
  url: string;
}

type Exchange = { method: 'GET' | 'POST'; body?: URLSearchParams | FormData; accept: string };

/** The answer, or why there is none: `network` (an error or the caller's abort) or `timeout`. */
async function exchange(
  url: string,
  { method, body, accept }: Exchange,
  { signal, fetch: fetcher = fetch, timeout }: RequestOptions,
): Promise<Answer | 'network' | 'timeout'> {
  try {
    const out = await withinLimit(timeout ?? requestTimeout(), signal, async (limited) => {
      const res = await fetcher(url, {
        method,
        body,
        credentials: 'same-origin',
        headers: { Accept: accept },
        signal: limited,
      });
      return { ok: res.ok, status: res.status, text: await res.text(), url: res.url || url };
    });
    return out === TIMED_OUT ? 'timeout' : out;
  } catch {
    return 'network';
  }
}

/**
 * The one fetch under every call: same-origin credentials, the answer read as
 * text, within the time limit. `undefined` when no answer came (network error,
 * abort, time limit); never throws.
 */
export async function send(url: string, request: Exchange, options: RequestOptions = {}): Promise<Answer | undefined> {
  const res = await exchange(url, request, options);
  return typeof res === 'string' ? undefined : res;
}

/** POST `body` to `url`; the answer's text on a 2xx. */
export async function post(
  url: string,
  body: URLSearchParams | FormData,
  options: RequestOptions = {},
): Promise<Outcome<string>> {
  const res = await exchange(url, { method: 'POST', body, accept: 'application/json, text/html;q=0.9' }, options);
  if (typeof res === 'string') return { ok: false, failure: res, status: 0, message: '' };
  if (res.ok) return { ok: true, status: res.status, body: res.text };
  return { ok: false, failure: failureOf(res.status), status: res.status, message: errorText(res.text) };
}

/** Where an ajax call goes when the page config has no endpoint or no nonce: a form's own `action` and nonce field. */
export interface AjaxFallback {
  url?: string | null;
  nonce?: string | null;
}

function ajaxBody(action: string, fields: Record<string, string>, scope: string, doc: Document, or?: AjaxFallback) {
  const { endpoints, nonces } = getPageConfig(doc);
  const url = endpoints.ajax || or?.url;
  if (!url) return undefined;
  const body = new URLSearchParams(fields);
  body.set('action', action);
  const nonce = nonces[scope] || or?.nonce;
  if (nonce) body.set('nonce', nonce);
  return { url, body };
}

const noEndpoint = { ok: false, failure: 'config', status: 0, message: '' } as const;

/**
 * Call an action of the ajax router (`endpoints.ajax` in the page config)
 * with the page's nonce for `scope` (each, when the page config lacks it,
 * from `fallback`). The body is the parsed JSON answer, or `undefined` when
 * the answer is empty or not JSON.
 */
export async function ajax(
  action: string,
  fields: Record<string, string>,
  scope = 'frontend',
  options: RequestOptions & { doc?: Document; fallback?: AjaxFallback } = {},
): Promise<Outcome<unknown>> {
  const call = ajaxBody(action, fields, scope, options.doc ?? document, options.fallback);
  if (!call) return noEndpoint;
  const out = await post(call.url, call.body, options);
  if (!out.ok) return out;
  let json: unknown;
  try {
    json = out.body ? JSON.parse(out.body) : undefined;
  } catch {}
  return { ok: true, status: out.status, body: json };
}

/**
 * The same call by `navigator.sendBeacon`, for page hide, when a fetch may
 * not finish. The answer is not read; false when the browser refused it.
 */
export function beacon(action: string, fields: Record<string, string>, scope = 'log', doc = document): boolean {
  const call = ajaxBody(action, fields, scope, doc);
  try {
    return !!call && navigator.sendBeacon(call.url, call.body);
  } catch {
    return false;
  }
}
