/**
 * The send link (CCH §5, §7): the chat makes no request of its own. Sending opens the messaging app's send endpoint
 * with `phone` (digits only) and `text` (URL-encoded, so `&`, `#`, `%`, `+`, line breaks and emoji reach the app as
 * typed; react-floating-whatsapp does not encode it), the web variant on desktop and the app variant on a mobile
 * device, or an account's group link.
 */
import { CHAT } from '../constants/chat.js';

/** Which variant of the send endpoint: `app` on a mobile device, `web` elsewhere. */
export type LinkVariant = 'web' | 'app';

/** CCH §9 "Mobile device: touch capable and width at most 1024". */
export const linkVariant = (device: { touch: boolean; width: number }): LinkVariant =>
  device.touch && device.width <= CHAT.mobileMaxWidth ? 'app' : 'web';

/** The number as the endpoint takes it: its digits, nothing else (`+31 (30) 123-4567` gives `31301234567`). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Text that `encodeURIComponent` accepts: a lone surrogate (half of an emoji, cut by a script) would throw, so it
 * becomes U+FFFD, as the browser would send it.
 */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The send endpoint's address for `phone` (any format; its digits are used) with `text`. */
export function sendLink(phone: string, text: string, variant: LinkVariant): string {
  const endpoint = variant === 'app' ? CHAT.appEndpoint : CHAT.webEndpoint;
  // encodeURIComponent, not URLSearchParams: it writes a space as %20, never as `+`, which apps read either way.
  return `${endpoint}?phone=${phoneDigits(phone)}&text=${encodeURIComponent(wellFormed(text))}`;
}

/** A group link must be an absolute http(s) address; anything else (a `javascript:` URL) is no link. */
export function groupLink(href: string, base?: string): string | undefined {
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
