/**
 * The auto-open rule (CCH §4, §9): the box may open by itself once, after the configured delay; the cookie
 * `qlwapp-auto-load` then keeps it from doing so again for 1 day. The cookie is functional (it holds no choice and
 * no identity, only "seen"), and it is written only once the visitor has seen an auto-open, never before.
 * Consent's cookie cleaning knows it (core/consent/on-demand/cleaner.ts, `FUNCTIONAL_COOKIES`).
 */
import { CHAT } from '../constants/chat.js';
import { getCookie } from '../cookies/read.js';
import { setCookie } from '../cookies/write.js';

export interface AutoOpenState {
  /** The element asks for it (`auto-open`). */
  enabled: boolean;
  /** The cookie is there: an auto-open was seen within the last day. */
  seen: boolean;
  /** The business is available now: a box that opens by itself to say "we are away" helps no one. */
  available: boolean;
  /** The visitor already opened (or closed) the box on this page. */
  touched: boolean;
}

export const shouldAutoOpen = ({ enabled, seen, available, touched }: AutoOpenState): boolean =>
  enabled && !seen && available && !touched;

/** Whether this visitor has seen an auto-open within the cookie's lifetime. */
export const autoOpenSeen = (doc?: Document): boolean => getCookie(CHAT.autoOpenCookie, doc) !== undefined;

/** Called once the box has opened by itself and is showing: no repeat for 1 day, on any page of the site. */
export const rememberAutoOpen = (doc?: Document): void =>
  setCookie(CHAT.autoOpenCookie, '1', { days: CHAT.autoOpenCookieDays, path: '/' }, doc);
