/**
 * The shop widgets' pure part: what a cart cookie or a cart answer says, and what a checkout answer says. Total
 * functions: anything else is `undefined`, and the caller keeps what it shows.
 */
export { listenShop, type ShopHandler } from './listen.js';

export interface CartState {
  /** Items in the cart, a whole number >= 0. */
  count: number;
  /** The total as the shop writes it (its currency and format); '' when not given. */
  total: string;
}

const MAX_COUNT = 1e6;
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < MAX_COUNT;

/** A cart cookie's value: `<count>` or `<count>|<total>` (already URI-decoded). */
export function parseCartCookie(value: string | undefined): CartState | undefined {
  if (value === undefined) return undefined;
  const bar = value.indexOf('|');
  const head = (bar < 0 ? value : value.slice(0, bar)).trim();
  if (!/^\d{1,6}$/.test(head)) return undefined;
  return { count: Number(head), total: bar < 0 ? '' : value.slice(bar + 1).trim() };
}

/** The fields of a shop answer's JSON object; `undefined` for anything but an object. */
function answerFields(text: string): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A cart endpoint's JSON: `{ "count": 2, "total": "€ 64.00" }`, the total optional. */
export function cartFromJson(text: string): CartState | undefined {
  const { count, total } = answerFields(text) ?? {};
  const n = typeof count === 'string' && /^\d{1,6}$/.test(count) ? Number(count) : count;
  if (!isCount(n)) return undefined;
  return { count: n, total: typeof total === 'string' ? total : '' };
}

/**
 * A checkout answer, in the shop's own shape (`wc-ajax=checkout`): `{ "result": "success", "redirect": url }` or
 * `{ "result": "failure", "messages": "<ul class=\"woocommerce-error\">...</ul>" }`. The messages are HTML from
 * the server, to be sanitised before use.
 */
export type CheckoutAnswer = { result: 'success'; redirect: string } | { result: 'failure'; messages: string };

export function checkoutAnswer(text: string): CheckoutAnswer | undefined {
  const { result, redirect, messages } = answerFields(text) ?? {};
  if (result === 'success') return { result, redirect: typeof redirect === 'string' ? redirect : '' };
  if (result === 'failure') return { result, messages: typeof messages === 'string' ? messages : '' };
  return undefined;
}

/** Whether `url` may be followed after a checkout: same origin, http(s). */
export function sameOriginUrl(url: string, base: string): URL | undefined {
  try {
    const to = new URL(url, base);
    const from = new URL(base);
    return to.origin === from.origin && /^https?:$/.test(to.protocol) ? to : undefined;
  } catch {
    return undefined;
  }
}
