/**
 * The one client for the product's server calls (MFT §7): a form posting to
 * its own action, and the ajax action router with the page's nonces. Every
 * call is total: it resolves to an outcome and never throws, so the caller
 * keeps what the visitor typed and shows a message.
 */
import { getPageConfig } from '../config/index.js';

/** Why a call failed: no answer, a refused nonce (403), a rate limit (429), another 4xx, a 5xx, no endpoint. */
export type Failure = 'network' | 'nonce' | 'rate' | 'client' | 'server' | 'config';

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

/**
 * The one fetch under every call: same-origin credentials, the answer read as
 * text. `undefined` when no answer came (network error, abort); never throws.
 */
export async function send(
  url: string,
  { method, body, accept }: { method: 'GET' | 'POST'; body?: URLSearchParams | FormData; accept: string },
  { signal, fetch: fetcher = fetch }: RequestOptions = {},
): Promise<Answer | undefined> {
  try {
    const res = await fetcher(url, { method, body, credentials: 'same-origin', headers: { Accept: accept }, signal });
    return { ok: res.ok, status: res.status, text: await res.text(), url: res.url || url };
  } catch {
    return undefined;
  }
}

/** POST `body` to `url`; the answer's text on a 2xx. */
export async function post(
  url: string,
  body: URLSearchParams | FormData,
  options: RequestOptions = {},
): Promise<Outcome<string>> {
  const res = await send(url, { method: 'POST', body, accept: 'application/json, text/html;q=0.9' }, options);
  if (!res) return { ok: false, failure: 'network', status: 0, message: '' };
  if (res.ok) return { ok: true, status: res.status, body: res.text };
  return { ok: false, failure: failureOf(res.status), status: res.status, message: errorText(res.text) };
}

function ajaxBody(action: string, fields: Record<string, string>, scope: string, doc: Document) {
  const { endpoints, nonces } = getPageConfig(doc);
  if (!endpoints.ajax) return undefined;
  const body = new URLSearchParams(fields);
  body.set('action', action);
  if (nonces[scope]) body.set('nonce', nonces[scope]);
  return { url: endpoints.ajax, body };
}

const noEndpoint = { ok: false, failure: 'config', status: 0, message: '' } as const;

/**
 * Call an action of the ajax router (`endpoints.ajax` in the page config)
 * with the page's nonce for `scope`. The body is the parsed JSON answer, or
 * `undefined` when the answer is empty or not JSON.
 */
export async function ajax(
  action: string,
  fields: Record<string, string>,
  scope = 'frontend',
  options: RequestOptions & { doc?: Document } = {},
): Promise<Outcome<unknown>> {
  const call = ajaxBody(action, fields, scope, options.doc ?? document);
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

/**
 * MFT §4: a flag blocks a second submit while one is in flight. The guard
 * runs `submit` unless one is running, and answers `undefined` when it did not.
 */
export function submitGuard(): <T>(submit: () => Promise<T>) => Promise<T | undefined> {
  let busy = false;
  return async (submit) => {
    if (busy) return undefined;
    busy = true;
    try {
      return await submit();
    } finally {
      busy = false;
    }
  };
}
